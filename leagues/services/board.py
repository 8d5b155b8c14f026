"""The board of a club night: every table of the round being played, live (each side's players and total, the
deals entered, who leads, finished or waiting for a confirmation), and the round's clock.

Screens poll it as the score sheet polls its game (scorekeeper/views/live.py): the ETag is the night's version
and the sum of its games' versions, read in one query. Versions only move on, so the sum moves on with any
write to any table's game, and an unchanged night is a bodiless 304 however many tables it has.
"""

from dataclasses import dataclass, field
from datetime import datetime, timedelta
from functools import cache
from math import ceil

from django.db import connection
from django.db.models import Count, Prefetch, Sum
from django.utils import timezone

from scorekeeper.models import Side
from scorekeeper.polls import Version

from ..models import Night, NightRound, NightTable, Player
from .leagues import league_rules
from .nights import current_round, next_round

WARNING = timedelta(minutes=10)  # a timed round warns this long before its end


@dataclass(frozen=True)
class BoardSide:
    name: str
    players: list[str]
    total: int
    leads: bool


@dataclass(frozen=True)
class BoardTable:
    table: NightTable
    sides: list[BoardSide]
    played: int
    finished: bool
    waiting: bool  # has a result, and waits for a player of another side (or the organiser) to confirm it
    by_time: bool = False  # stopped when the round ended at or after its time was up (else ended by hand, early)

    @property
    def unplayed(self) -> bool:
        """Stopped before any deal: not played (it does not count)."""
        return self.table.stopped is not None and not self.finished and not self.played

    @property
    def started(self) -> bool:
        return self.table.league_game_id is not None


@dataclass(frozen=True)
class Board:
    night: Night
    round: NightRound | None
    tables: list[BoardTable] = field(default_factory=list)
    sitting_out: list[str] = field(default_factory=list)
    # the next round, once its seating is shown (the organiser asked, or the round before ended)
    next: NightRound | None = None
    next_tables: list[BoardTable] = field(default_factory=list)
    next_out: list[str] = field(default_factory=list)

    @property
    def ends(self) -> datetime | None:
        """When the round's time is up: a timed round that is being played."""
        if self.round is None or self.round.started is None or self.round.ended or not self.night.minutes:
            return None
        return self.round.started + timedelta(minutes=self.night.minutes)

    @property
    def warns(self) -> datetime | None:
        return self.ends - WARNING if self.ends else None

    @property
    def minutes_left(self) -> int | None:
        """The clock's minutes as the page is sent (static/js/clock.js counts on from there)."""
        if self.ends is None:
            return None
        return max(0, ceil((self.ends - timezone.now()).total_seconds() / 60))

    @property
    def finished(self) -> int:
        return sum(table.finished for table in self.tables)

    @property
    def projected(self) -> tuple[NightRound | None, list[BoardTable], list[str]]:
        """What the projector shows: the next round's seating once it is shown, else the round of the board."""
        if self.next is not None:
            return self.next, self.next_tables, self.next_out
        return self.round, self.tables, self.sitting_out

    @property
    def grid(self) -> "Grid":
        _shown, tables, out = self.projected
        return projector_grid(len(tables), max((len(line.sides) for line in tables), default=2), bool(out))


# The projector (static/css/leagues.css, "The projector"): every table of a round on one screen, the type as large
# as the screen allows. A table's box is BOX_WIDTH ems wide and, with n sides, (n + 1) lines of LINE ems and PAD
# ems of padding high; the columns are chosen for a 16:9 screen (the CSS sizes the type from the real one).
BOX_WIDTH, LINE, PAD = 17, 1.3, 0.9
MOST_COLUMNS = 6
SCREEN = (1920 * 0.97, 1080 * 0.86)  # what is left of a 1920x1080 screen beside and below the header


@dataclass(frozen=True)
class Grid:
    columns: int
    rows: int
    lines: int  # a table's lines: its name and a line a side
    out: bool  # a line for who sits out, in the same type


def projector_grid(tables: int, sides: int, out: bool) -> Grid:
    """The columns and rows that give every table of the round the largest type on one screen."""
    lines = sides + 1
    height = lines * LINE + PAD
    best = Grid(1, max(1, tables), lines, out)
    size = 0.0
    for columns in range(1, min(MOST_COLUMNS, max(1, tables)) + 1):
        rows = ceil(tables / columns) or 1
        fits = min(SCREEN[0] / (columns * BOX_WIDTH), SCREEN[1] / (rows * height + (1.5 if out else 0)))
        if fits > size:
            best, size = Grid(columns, rows, lines, out), fits
    return best


def leaders(totals: list[int], lowest_wins: bool) -> list[bool]:
    """Which sides lead: the best total, the family's way round; nobody while all are level."""
    if len(set(totals)) <= 1:
        return [False] * len(totals)
    best = min(totals) if lowest_wins else max(totals)
    return [total == best for total in totals]


def board(night: Night, number: int | None = None) -> Board:
    """The board of round `number` (by default the round being played, or the last played), and the next round's
    seating once it is shown."""
    shown = night.night_rounds.filter(number=number).first() if number else current_round(night)
    if shown is None:
        return Board(night, None)
    lowest = league_rules(night.league, night.seating).lowest_wins
    names = dict(Player.objects.filter(presence__night=night).values_list("pk", "name"))
    lines, out = _lines(night, shown, names, lowest)
    upcoming = next_round(night)
    if upcoming is None or upcoming.seated is None or upcoming.pk == shown.pk:
        return Board(night, shown, lines, out)
    next_lines, next_out = _lines(night, upcoming, names, lowest)
    return Board(night, shown, lines, out, upcoming, next_lines, next_out)


def _lines(night: Night, shown: NightRound, names: dict[int, str], lowest: bool) -> tuple[list[BoardTable], list[str]]:
    sides = Prefetch("league_game__game__sides", queryset=Side.objects.order_by("order"))
    tables = shown.tables.select_related("league_game__game").prefetch_related(sides)
    confirm = night.league.confirm
    lines = []
    for table in tables:
        game = table.league_game.game if table.league_game else None
        if game is None:
            totals = [0] * len(table.sides)
            found = [
                (", ".join(names.get(p, "?") for p in side), [names.get(p, "?") for p in side]) for side in table.sides
            ]
            played, finished = 0, False
        else:
            game_sides = list(game.sides.all())
            totals = (game.standing or {}).get("totals") or [side.starting_total for side in game_sides]
            found = [(side.name, list(side.players)) for side in game_sides]
            played, finished = (game.standing or {}).get("played") or 0, game.finished
        leading = leaders(list(totals), lowest)
        board_sides = [
            BoardSide(name, players, total, leads)
            for (name, players), total, leads in zip(found, totals, leading, strict=False)
        ]
        result = finished or (table.stopped is not None and played > 0)
        waiting = confirm and result and table.confirmed is None
        ends = shown.started + timedelta(minutes=night.minutes) if shown.started and night.minutes else None
        by_time = table.stopped is not None and ends is not None and table.stopped >= ends
        lines.append(BoardTable(table, board_sides, played, finished, waiting, by_time))
    return lines, [names.get(player, "?") for player in shown.sitting_out]


GAMES = "night_rounds__tables__league_game__game"


def _number(version: int, total: int | None, count: int) -> str:
    return f"{version}.{total or 0}.{count}"


def night_version(slug: str, night: str) -> Version | None:
    """The version of a league's night as its board and projector show it, by the link's two slugs (polls.register
    and the screens' views), in one query: the night's version and its games' versions (their sum and count);
    personal for a private league (its members alone may read it, so the view answers, after the session). None
    when there is no such night."""
    sql, order = _night_version_query(connection.vendor)
    slugs = {LEAGUE_STAND_IN: slug, NIGHT_STAND_IN: night}
    with connection.cursor() as cursor:
        cursor.execute(sql, [slugs[stand_in] for stand_in in order])
        found = cursor.fetchone()
    if found is None:
        return None
    version, total, count, private = found
    return Version(_number(version, total, count), personal=bool(private))


LEAGUE_STAND_IN, NIGHT_STAND_IN = "meld-league-slug", "meld-night-slug"


@cache
def _night_version_query(vendor: str) -> tuple[str, list[str]]:
    """`night_version`'s query as the ORM writes it for the database `vendor`, built once (the ORM takes longer
    to build it than the database to answer: every projector asks it every two seconds), and where each slug
    goes in its parameters."""
    query = (
        Night.objects.filter(league__slug=LEAGUE_STAND_IN, slug=NIGHT_STAND_IN)
        .annotate(total=Sum(f"{GAMES}__version"), count=Count(GAMES))
        .values_list("version", "total", "count", "league__private")
    )
    sql, params = query.query.sql_with_params()
    return sql, [str(param) for param in params]
