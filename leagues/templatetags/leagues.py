"""The league a score sheet's game counts in (the score pad itself knows no league), and how a league's
figures are written: ratings, their changes, win %, streaks."""

from dataclasses import dataclass
from datetime import datetime, timedelta
from fractions import Fraction
from functools import cached_property

from django import template
from django.template import Context
from django.utils import timezone
from django.utils.formats import date_format
from django.utils.html import format_html
from django.utils.safestring import SafeString
from django.utils.translation import pgettext

from scorekeeper.models import Game
from scorekeeper.services.history import when
from scorekeeper.services.rematch import may_rotate
from scorekeeper.views.helpers import viewer_of

from ..models import League, LeagueGame, NightTable, Outcome, Result, Season
from ..services.board import WARNING
from ..services.confirm import confirming_sides, entered_by, has_result
from ..services.leagues import may_read, may_record
from ..services.locks import Closed, closed_to_table, may_run
from ..services.ratings import shown
from ..services.results import in_league

register = template.Library()


@dataclass(frozen=True)
class InLeague:
    league: League
    season: Season
    can_record: bool  # the viewer may record the next game in the league
    can_read: bool  # the viewer may read the league (a private league's is hidden from anyone else)
    table: NightTable | None = None  # the club night's table it is played at
    closed: Closed | None = None  # why the game is closed to its table (leagues.services.locks), if it is
    runs: bool = False  # the viewer runs the night: an organiser's changes go through, logged
    result: bool = False  # the game has a result to confirm (finished, or stopped after a deal)
    confirmers: tuple[int, ...] = ()  # the sides that may confirm it (those that did not win)
    entered: bool = False  # this phone (or account) entered deals of the game: it does not confirm

    @property
    def table_locked(self) -> bool:
        """Whether the viewer may change nothing but, perhaps, the deal in play: the game is closed to its table and
        the viewer does not run the night."""
        return self.closed is not None and not self.runs

    @property
    def deal_in_play(self) -> int | None:
        """The one deal the table may still enter after its round's end, for a viewer who does not run the night."""
        return self.closed.deal_in_play if self.table_locked and self.closed else None

    @property
    def ends(self) -> datetime | None:
        """When the timed round of the night's table ends, while it is being played."""
        if self.table is None:
            return None
        played, night = self.table.round, self.table.round.night
        if not night.minutes or played.started is None or played.ended is not None:
            return None
        return played.started + timedelta(minutes=night.minutes)

    @property
    def warns(self) -> datetime | None:
        return self.ends - WARNING if self.ends else None

    @cached_property
    def counted(self) -> bool:
        """Whether the night's game counts already (its results are stored): a game stopped when its round ended
        counts before it is finished. Asked of a stopped night game only (one query)."""
        return self.table is not None and Result.objects.filter(league_game_id=self.table.league_game_id).exists()


KEPT = "_meld_in_league"  # on the game read, for the rest of the request


@register.simple_tag(takes_context=True)
def league_of(context: Context, game: Game) -> InLeague | None:
    # Asked twice by the score sheet (its scripts and its live part): worked out once for the game read.
    if not hasattr(game, KEPT):
        setattr(game, KEPT, _league_of(context, game))
    found: InLeague | None = getattr(game, KEPT)
    return found


def _league_of(context: Context, game: Game) -> InLeague | None:
    if not in_league(game):  # most games are no league's: the score sheet pays the smallest query
        return None
    found = LeagueGame.objects.select_related("league", "season").get(game=game)
    table = NightTable.objects.select_related("round__night__league").filter(league_game=found).first()
    request = context.get("request")
    user = getattr(request, "user", None)
    if user is None or request is None:
        return InLeague(found.league, found.season, False, not found.league.private, table)
    readers = (found.league, found.season, may_record(found.league, user), may_read(found.league, user))
    if table is None:
        return InLeague(*readers)
    table.league_game = found
    viewer = viewer_of(request)
    result = has_result(table, game)
    return InLeague(
        *readers,
        table,
        closed=closed_to_table(table),
        runs=may_run(table.round.night, user),
        result=result,
        confirmers=tuple(confirming_sides(table, game)) if result else (),
        entered=entered_by(game, viewer),
    )


@register.simple_tag
def clock_end(moment: datetime, league: League) -> SafeString:
    """When a timed round ends: written in the league's time zone (League.zone), and by static/js/clock.js in the
    reader's own from the exact moment it carries."""
    shown = date_format(timezone.localtime(moment, league.zone), "TIME_FORMAT")
    return format_html('<time class="clock-end" datetime="{}">{}</time>', moment.isoformat(), shown)


@register.simple_tag
def clock_left(minutes: int) -> str:
    """The minutes left on a round's clock as the page's language writes them, as static/js/clock.js writes them
    from the element's data-left: the page shows them before the script runs, and keeps them through an update."""
    return pgettext("minutes left on the round clock", "{minutes}′").replace("{minutes}", str(minutes))


@register.filter
def rotatable(sides: list[object]) -> bool:
    """Whether a game's sides have partners who all have names (so they can be rotated)."""
    return may_rotate([list(getattr(side, "players", [])) for side in sides])


MINUS = "\u2212"


@register.filter
def rating(value: float | None) -> str:
    """A rating as people see it: its ordinal to one decimal, "12.4", "−1.3"."""
    if value is None:
        return ""
    text = f"{abs(shown(value)):.1f}"
    return f"{MINUS}{text}" if shown(value) < 0 else text


@register.filter
def change(value: float | None) -> str:
    """A rating's change with its sign: "+1.3", "−0.8", "±0.0"."""
    if value is None:
        return ""
    text = f"{abs(shown(value)):.1f}"
    return f"+{text}" if shown(value) > 0 else f"{MINUS}{text}" if shown(value) < 0 else f"±{text}"


@register.filter
def percent(value: float) -> str:
    return f"{value:.0f}%"


@register.filter
def ago(moment: datetime) -> str:
    """How long ago, as a game's history says it: "just now", "2 minutes ago"."""
    return when(moment)


@register.filter
def outcome(value: str) -> str:
    """An outcome's word: "won", "drawn", "lost"."""
    return str(Outcome(value).label)


@register.filter
def place(value: Fraction | float) -> str:
    """An average place, to one decimal: "2.3"."""
    return f"{float(value):.1f}"
