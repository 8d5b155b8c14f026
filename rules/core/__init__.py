"""What every game family shares: the base rules class, tallies, scores, problems, a game's standing.

Nothing here knows a game: the families (`rules.families`) build on it, and
nothing here imports them.
"""
