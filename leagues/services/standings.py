"""The read side: a league's standings (players and partnerships), sorted as asked.

Every figure is summed in the database from the stored results
(leagues.services.results), so a page's queries do not grow with games or
players. A player's rating and streak come from their latest result: of all,
for the current season and all time (the rating now); of the season, for a
season that has ended (the rating as it stood at its end). The current season
lists everyone who has a rating, from where they start it, before they play in it.
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
        """As the standings show it: "W3" (three wins in a row); a streak of one game is a message of its
        own (Japanese says 「3連勝」 of a streak, but 「1勝」 of one game)."""
        if self.count == 1:
            ones = {Outcome.WON: gettext("W1"), Outcome.DRAWN: gettext("D1"), Outcome.LOST: gettext("L1")}
            return ones[Outcome(self.outcome)]
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
    def order(self) -> tuple[Fraction | int, ...]:
        """What ranks a standing: win % then wins, higher first."""
        return (self.win_rate, self.won)


@dataclass(frozen=True)
class Line(Record):
    """A player's line in the standings."""

    player: Player
    points_for: int
    best: int | None
    skill: Skill
    change: float | None  # of the rating, by the player's last game (in the season)
    streak: Streak | None
    places: int = 0  # the player's places summed (1 first), for the average place
    rank: int = 0

    @property
    def average(self) -> int:
        return round(self.points_for / self.played) if self.played else 0

    @property
    def average_place(self) -> Fraction | None:
        return Fraction(self.places, self.played) if self.played else None

    @property
    def order(self) -> tuple[Fraction | int, ...]:
        """What ranks a line: win %, then wins, higher first; then the average place, lower first (in a
        game of more than two sides second is not last; a draw shares first place)."""
        place = self.average_place
        return (self.win_rate, self.won, -place if place is not None else Fraction(-1000))

    @property
    def rating(self) -> float:
        return self.skill.ordinal


@dataclass(frozen=True)
class Partnership(Record):
    """A partnership's record, ranked by its games won with a draw counting half (as the night's results and
    the best partner count them: a draw is not a loss)."""

    players: tuple[Player, ...]
    rank: int = 0

    @property
    def win_rate(self) -> Fraction:
        return Fraction(2 * self.won + self.drawn, 2 * self.played) if self.played else Fraction(0)


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


def lines(league: League, season: Season | None = None, ended: bool = False) -> list[Line]:
    """Each player's line (of everyone who played in the season, or ever), ranked (`Line.order`).

    `ended`: the season is over (not the current one): ratings as they stood at its end. Else, in a
    season, everyone with a rating has a line, from where they start the season (0 played).
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
            places=Sum("place"),
        )
    )
    everyone = season is not None and not ended
    people = (
        Player.objects.filter(league=league)
        if everyone
        else Player.objects.filter(pk__in=[row["player"] for row in rows])
    )
    people = people.annotate(last_in_scope=_latest(season), last=_latest(None)).filter(last__isnull=False)
    found = {player.pk: player for player in people}
    latest = Result.objects.in_bulk([pk for player in found.values() for pk in (player.last_in_scope, player.last)])
    summed: dict[int, dict[str, Any]] = {row["player"]: dict(row) for row in rows}
    made = []
    for player in found.values():
        row = summed.get(player.pk, {})
        last, in_scope = latest[player.last], latest.get(player.last_in_scope)
        rated = in_scope if ended and in_scope is not None else last
        player.league = league  # their links need its slug: no query for each
        made.append(
            Line(
                played=row.get("played", 0),
                won=row.get("won", 0),
                drawn=row.get("drawn", 0),
                lost=row.get("lost", 0),
                player=player,
                points_for=row.get("points_for") or 0,
                best=row.get("best"),
                skill=Skill(rated.mu, rated.sigma),
                change=rated.change if season is None or rated.season_id == season.pk else None,
                streak=_streak(in_scope, season),
                places=row.get("places") or 0,
            )
        )
    return ranked(made, key=lambda line: line.order, name=lambda line: line.player.name)


def _streak(result: Result | None, season: Season | None) -> Streak | None:
    if result is None:
        return None
    return Streak(result.outcome, result.season_streak if season else result.streak)


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
        rate=(Cast("won", FloatField()) + Cast("drawn", FloatField()) / 2) / Cast("played", FloatField()),
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
    "place": lambda line: line.average_place if line.average_place is not None else Fraction(1000),
    "points": lambda line: line.points_for,
    "average": lambda line: line.average,
    "best": lambda line: line.best if line.best is not None else 0,
    "streak": lambda line: line.streak.signed if line.streak else 0,
    "rating": lambda line: line.rating,
}


def first_direction(key: str, lowest_wins: bool) -> bool:
    """Whether a column sorts highest first when first tapped: the best comes first."""
    if key in ("rank", "lost", "place"):
        return False
    if key in ("points", "average", "best"):
        return not lowest_wins
    return True


def sorted_lines(found: Sequence[Line], key: str, descending: bool) -> list[Line]:
    """The standings sorted by a column, a key of SORTS (rank breaks ties)."""
    sort = SORTS[key]
    by_rank = sorted(found, key=lambda line: line.rank)
    return sorted(by_rank, key=sort, reverse=descending)
