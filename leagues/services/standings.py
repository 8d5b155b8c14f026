"""The read side: a league's standings (players and partnerships), sorted as asked.

Every figure is summed in the database from the stored results
(leagues.services.results), so a page's queries do not grow with games or
players. A player's current rating and streak come from their latest result.
"""

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from django.db.models import Count, FloatField, Max, Min, OuterRef, Q, Subquery, Sum
from django.db.models.functions import Cast
from django.utils.translation import gettext

from ..models import League, Outcome, Player, Result, Season
from .leagues import league_rules
from .ratings import Skill


@dataclass(frozen=True)
class Streak:
    outcome: str  # Outcome: W, D or L
    count: int

    @property
    def text(self) -> str:
        """As the standings show it: "W3" (three wins in a row)."""
        formats = {
            Outcome.WON: gettext("W%(count)d"),
            Outcome.DRAWN: gettext("D%(count)d"),
            Outcome.LOST: gettext("L%(count)d"),
        }
        return formats[Outcome(self.outcome)] % {"count": self.count}

    @property
    def signed(self) -> int:
        """For sorting: wins up, losses down."""
        return {Outcome.WON: self.count, Outcome.LOST: -self.count}.get(Outcome(self.outcome), 0)


@dataclass(frozen=True)
class Record:
    """Games played, won, drawn and lost."""

    played: int
    won: int
    drawn: int
    lost: int

    @property
    def win_rate(self) -> Fraction:
        return Fraction(self.won, self.played) if self.played else Fraction(0)

    @property
    def win_percent(self) -> float:
        return float(self.win_rate * 100)

    @property
    def order(self) -> tuple[Fraction, int]:
        """What ranks a standing: win % then wins, higher first."""
        return (self.win_rate, self.won)


@dataclass(frozen=True)
class Line(Record):
    """A player's line in the standings."""

    player: Player
    points_for: int
    best: int | None
    skill: Skill
    change: float | None  # of the rating, by the player's last game
    streak: Streak | None
    rank: int = 0

    @property
    def average(self) -> int:
        return round(self.points_for / self.played) if self.played else 0

    @property
    def rating(self) -> float:
        return self.skill.ordinal


@dataclass(frozen=True)
class Partnership(Record):
    players: tuple[Player, ...]
    rank: int = 0


def _count(path: str, scope: Q, outcome: str | None = None) -> Count:
    """Games counted over the results at `path` ("" or "results__"): all of them, or those of one outcome."""
    if outcome is not None:
        scope &= Q(**{f"{path}outcome": outcome})
    return Count(f"{path}pk", filter=scope)


def _latest(season: Season | None) -> Subquery:
    """The player's latest result (in a season, or ever), beside the player."""
    results = Result.objects.filter(player=OuterRef("pk"))
    if season is not None:
        results = results.filter(season=season)
    return Subquery(results.order_by("-sequence").values("pk")[:1])


def lines(league: League, season: Season | None = None) -> list[Line]:
    """Each player's line (of everyone who played in the season, or ever), ranked by win % then wins.

    Three queries whatever the league's size: the results summed per player,
    the players with their latest results' ids (looked up once a player, not
    once a result), and those results (rating and streak).
    """
    results = Result.objects.filter(league=league)
    if season is not None:
        results = results.filter(season=season)
    best = Min if league_rules(league).lowest_wins else Max
    rows = list(
        results.values("player").annotate(
            played=_count("", Q()),
            won=_count("", Q(), Outcome.WON),
            drawn=_count("", Q(), Outcome.DRAWN),
            lost=_count("", Q(), Outcome.LOST),
            points_for=Sum("points"),
            best=best("points"),
        )
    )
    people = Player.objects.filter(pk__in=[row["player"] for row in rows]).annotate(
        last_in_scope=_latest(season), last=_latest(None)
    )
    found = {player.pk: player for player in people}
    latest = Result.objects.in_bulk([pk for player in found.values() for pk in (player.last_in_scope, player.last)])
    made = []
    for row in rows:
        player = found[row["player"]]
        last, in_scope = latest[player.last], latest[player.last_in_scope]
        player.league = league  # their links need its slug: no query for each
        made.append(
            Line(
                played=row["played"],
                won=row["won"],
                drawn=row["drawn"],
                lost=row["lost"],
                player=player,
                points_for=row["points_for"],
                best=row["best"],
                skill=Skill(last.mu, last.sigma),
                change=last.change,
                streak=Streak(in_scope.outcome, in_scope.season_streak if season else in_scope.streak),
            )
        )
    return ranked(made, key=lambda line: line.order, name=lambda line: line.player.name)


def partnerships(
    league: League, season: Season | None = None, player: Player | None = None, most: int | None = None
) -> list[Partnership]:
    """Each partnership (the same players on one side) in team games, ranked like the players; the best
    `most` only, when given (ordered in the database: a big league has thousands)."""
    results = Result.objects.filter(league=league, position=0).exclude(team="")
    if season is not None:
        results = results.filter(season=season)
    if player is not None:
        results = results.filter(team__in=Result.objects.filter(player=player).exclude(team="").values("team"))
    grouped = results.values("team").annotate(
        played=_count("", Q()),
        won=_count("", Q(), Outcome.WON),
        drawn=_count("", Q(), Outcome.DRAWN),
        lost=_count("", Q(), Outcome.LOST),
        rate=Cast("won", FloatField()) / Cast("played", FloatField()),
    )
    if most is not None:
        grouped = grouped.order_by("-rate", "-won", "-played", "team")[:most]
    rows = list(grouped)
    names = {p.pk: p for p in Player.objects.filter(league=league)} if rows else {}
    for known in names.values():
        known.league = league
    made = [
        Partnership(
            played=row["played"],
            won=row["won"],
            drawn=row["drawn"],
            lost=row["lost"],
            players=tuple(sorted((names[int(pk)] for pk in row["team"].split("-")), key=lambda p: p.name.casefold())),
        )
        for row in rows
    ]
    return ranked(made, key=lambda line: line.order, name=lambda line: line.players[0].name)


def ranked(items: Iterable[Any], key: Callable[[Any], tuple[Any, ...]], name: Callable[[Any], str]) -> list[Any]:
    """Items best first by `key` (then by name), each with its rank: 1, 2, 2, 4 ... when `key` ties."""
    ordered = sorted(items, key=lambda item: name(item).casefold())
    ordered.sort(key=key, reverse=True)
    out: list[Any] = []
    for index, item in enumerate(ordered):
        rank = out[-1].rank if out and key(out[-1]) == key(item) else index + 1
        out.append(_with_rank(item, rank))
    return out


def _with_rank(item: Any, rank: int) -> Any:
    fields = {name: getattr(item, name) for name in item.__dataclass_fields__}
    return type(item)(**{**fields, "rank": rank})


# Sorting the standings table: a column's key, and whether its best value is the highest.
SORTS: dict[str, Callable[[Line], Any]] = {
    "rank": lambda line: line.rank,
    "played": lambda line: line.played,
    "won": lambda line: line.won,
    "drawn": lambda line: line.drawn,
    "lost": lambda line: line.lost,
    "win": lambda line: line.win_rate,
    "points": lambda line: line.points_for,
    "average": lambda line: line.average,
    "best": lambda line: line.best if line.best is not None else 0,
    "streak": lambda line: line.streak.signed if line.streak else 0,
    "rating": lambda line: line.rating,
}


def first_direction(key: str, lowest_wins: bool) -> bool:
    """Whether a column sorts highest first when first tapped: the best comes first."""
    if key in ("rank", "lost"):
        return False
    if key in ("points", "average", "best"):
        return not lowest_wins
    return True


def sorted_lines(found: Sequence[Line], key: str, descending: bool) -> list[Line]:
    """The standings sorted by a column (rank breaks ties)."""
    sort = SORTS.get(key, SORTS["rank"])
    by_rank = sorted(found, key=lambda line: line.rank)
    return sorted(by_rank, key=sort, reverse=descending)
