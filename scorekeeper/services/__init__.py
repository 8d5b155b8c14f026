"""The score pad's services: every read and write of a game goes through here.

- `rules`: the one place that works out a game's rules (its preset for its
  seating, with its house rules).
- `sheet`: the read side, a game as the score sheet and the home page show it.
- `deals`: the write side of deals (add, correct, delete, restore), one
  check-and-score path, every write one transaction, tied to the state of
  the game its form was opened on.
- `slots`: where a deal being entered goes (the next deal, or a deal to correct).
- `history`: who made a write, and a deal's history.
- `conflicts`: what a refused write tells the person (what changed meanwhile).
- `games`: start a game, change its details, and its house rules (rescoring).
- `exchange`: the game-file format, export and import.
- `errors`: what a write can refuse, and how a problem names its place.
"""
