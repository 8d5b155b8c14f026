"""How much one request of the leagues may ask: what a real club needs, with room to spare, and no more.

Every list a league's form takes is bounded here, and refused beyond it with a message before anything is
looked up or locked (docs/production.md, Limits, lists them with the score pad's and the accounts'). The
bounds keep a request's work small: an organiser's 20,000 names once held the league's lock for 264 s
(issue 42), while every deal saved at the night's tables waited on it.
"""

from .draw.shapes import MAX_PLAYERS, MAX_ROUNDS

# Players present at one club night (ticked and new together, and after a late arrival): 30 tables of four.
MOST_AT_A_NIGHT = 120
# New names typed at once (a night's new players and guests, a late arrival's): a club's whole first night.
MOST_NEW_NAMES = 60
# Members named organisers of one night.
MOST_ORGANISERS = 20
# Rounds of one evening, and the minutes of a timed round.
MOST_ROUNDS = 20
SHORTEST_ROUND, LONGEST_ROUND = 5, 240

assert MOST_AT_A_NIGHT <= MAX_PLAYERS and MOST_ROUNDS <= MAX_ROUNDS  # the draw takes every night allowed
assert MOST_NEW_NAMES <= MOST_AT_A_NIGHT
