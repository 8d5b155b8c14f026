"""A league's log: every change to a game that had counted, and every season closed or opened again.

The result store (`results.refresh`) writes a line when a write changes the results of a game that had
counted (a correction, a delete, an undo, new names or paper totals, the game deleted, a finished game
no longer finished or finished again), with who made the write, the deal, each side's result before and
after, and the players whose rank in the season's standings it moved. The first finish of a game is no
change: it is the game counting, as the standings show.
"""

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from django.db.models import QuerySet
from django.utils.html import conditional_escape
from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import gettext as _
from django.utils.translation import gettext_noop

from rules.core.family import Words
from rules.templatetags.rulebook import SEPARATORS
from scorekeeper.services.events import Change

from ..models import League, LeagueGame, LogEntry, Player, Result, Season

# The head of a line for a change of one deal, by its kind: messages the league's game family says in its own
# words (`Words.say`: Hand and Foot's deals are rounds).
DEAL_HEADS: dict[str, str] = {
    LogEntry.Kind.DEAL_ADDED: gettext_noop("<b>%(who)s</b> entered deal %(number)s"),
    LogEntry.Kind.DEAL_CORRECTED: gettext_noop("<b>%(who)s</b> corrected deal %(number)s"),
    LogEntry.Kind.DEAL_DELETED: gettext_noop("<b>%(who)s</b> deleted deal %(number)s"),
    LogEntry.Kind.DEAL_RESTORED: gettext_noop("<b>%(who)s</b> put back deal %(number)s"),
}
LOG_SHOWN = 10  # lines on the league's page; the log's own page has them all
LOG_PER_PAGE = 50


def _sides(results: Sequence[Result], names: Mapping[int, str]) -> list[dict[str, Any]] | None:
    """Each side's players, final total, place and outcome, as a line of the log keeps them; None for no result."""
    sides: list[dict[str, Any]] = []
    for result in results:
        if result.position == 0:
            sides.append({"players": [], "points": result.points, "place": result.place, "outcome": result.outcome})
        sides[-1]["players"].append(names[result.player_id])
    return sides or None


def log_result_change(
    league_game: LeagueGame,
    change: Change | None,
    stored: Sequence[Result],
    fresh: Sequence[Result],
    ranks: tuple[Mapping[int, int], Mapping[int, int]],
) -> LogEntry:
    """A line for a write that changed the results of a game that had counted; `ranks` are each player's
    rank in the season's standings before and after it."""
    before, after = ranks
    ids = {result.player_id for result in [*stored, *fresh]} | set(before) | set(after)
    names = dict(Player.objects.filter(pk__in=ids).values_list("pk", "name"))
    moved = [
        [names[pk], before.get(pk), after.get(pk)]
        for pk in sorted(set(before) | set(after), key=lambda pk: (after.get(pk) or before.get(pk) or 0, names[pk]))
        if before.get(pk) != after.get(pk)
    ]
    kind = LogEntry.Kind(change.write.value) if change else LogEntry.Kind.DETAILS
    return LogEntry.objects.create(
        league_id=league_game.league_id,
        season_id=league_game.season_id,
        league_game=league_game,
        kind=kind,
        deal=change.deal if change else None,
        user_id=change.author.user if change else None,
        before=_sides(stored, names),
        after=_sides(fresh, names),
        moved=moved,
    )


def log_season(season: Season, user: Any, kind: str) -> LogEntry:
    return LogEntry.objects.create(league_id=season.league_id, season=season, kind=kind, user=user)


@dataclass(frozen=True)
class SideMove:
    """One side of a changed game: its players, and its result before and after (None: none)."""

    players: str
    before: Mapping[str, Any] | None
    after: Mapping[str, Any] | None

    @property
    def changed(self) -> bool:
        return self.before != self.after


@dataclass(frozen=True)
class LogLine:
    entry: LogEntry
    who: str
    sides: list[SideMove]
    moved: list[tuple[str, int | None, int | None]]  # a player, rank before and after (None: not in the standings)
    words: Words

    @property
    def game(self) -> str:
        return _(" v ").join(side.players for side in self.sides)

    @property
    def head(self) -> SafeString:
        """Who did what: "<b>you</b> corrected deal 3", "<b>the owner</b> closed the season"."""
        entry, who = self.entry, conditional_escape(self.who)
        if entry.deal and entry.kind in DEAL_HEADS:
            head = self.words.say(DEAL_HEADS[entry.kind]) % {"who": who, "number": entry.deal}
        else:
            head = _("<b>%(who)s</b> %(change)s") % {"who": who, "change": entry.get_kind_display()}
        return mark_safe(head)  # noqa: S308 (the catalogue's text, which holds <b>; the name escaped)


def _side_moves(entry: LogEntry) -> list[SideMove]:
    before, after = entry.before or [], entry.after or []
    found = []
    for index in range(max(len(before), len(after))):
        was = before[index] if index < len(before) else None
        now = after[index] if index < len(after) else None
        players = str(SEPARATORS["partners"]).join((now or was or {}).get("players", []))
        found.append(SideMove(players, was, now))
    return found


def who(entry: LogEntry, league: League, viewer: Any, names_shown: bool) -> str:
    """Who made a change, as the reader may know it: members read names; anybody else "the owner" or "a member"."""
    if entry.user_id is None:
        return _("someone with the game's link")
    if viewer is not None and viewer.is_authenticated and entry.user_id == viewer.pk:
        return _("you")
    if names_shown and entry.user is not None:
        return entry.user.get_short_name() or entry.user.get_username()
    return _("the owner") if entry.user_id == league.owner_id else _("a member")


def log_entries(league: League, season: Season | None = None) -> QuerySet[LogEntry]:
    """The league's log (of one season, or all of it), the latest first."""
    entries = LogEntry.objects.filter(league=league).select_related("user", "season")
    return entries.filter(season=season) if season is not None else entries


def log_lines(entries: Iterable[LogEntry], league: League, viewer: Any, names_shown: bool) -> list[LogLine]:
    return [
        LogLine(
            entry,
            who(entry, league, viewer, names_shown),
            _side_moves(entry),
            [(name, before, after) for name, before, after in entry.moved],
            league.words,
        )
        for entry in entries
    ]
