"""What a league stores: its members, seasons, players and games, and each finished game's result per player.

A league plays one game (a preset with its house rules, fixed when it is
created). Its games are the score pad's games, each linked by a `LeagueGame`
whose seats say which player sat where. A `Result` is one player's share of
one finished game (place, outcome, the side's final total, the rating after
it); `leagues.services.results` writes them inside the transaction of every
write to the game, so the standings are sums in the database and never
replay a deal. A `LogEntry` keeps each change to a game that had counted
(who, which game and deal, when, the results before and after) and each
season closed or opened again.
"""

from .leagues import (
    TIME_RULE_TEXTS,
    TIME_UP,
    League,
    LeagueGame,
    LeagueVersion,
    LogEntry,
    Membership,
    Outcome,
    Player,
    Result,
    Season,
    Seat,
    TimeRule,
)
from .nights import Night, NightRound, NightTable, Presence, TableLink

__all__ = [
    "TIME_RULE_TEXTS",
    "TIME_UP",
    "League",
    "LeagueGame",
    "LeagueVersion",
    "LogEntry",
    "Membership",
    "Night",
    "NightRound",
    "NightTable",
    "Outcome",
    "Player",
    "Presence",
    "Result",
    "Season",
    "Seat",
    "TableLink",
    "TimeRule",
]
