"""Who changed a deal and what: the author of a write, how a history names it, a deal's history.

There are no accounts at the table: a write is made by the logged-in user when
there is one, else by a browser, known by an id kept in its session. A history
names each author from the point of view of whoever reads it ("this phone",
"another phone", "you"); `Access` says how the author was let in, so that a
later owner or edit-link holder can be named too.
"""

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from django.contrib.humanize.templatetags.humanize import naturaltime
from django.utils import timezone
from django.utils.translation import gettext as _
from django.utils.translation import gettext_noop

from rules.core import adjustments
from rules.core.family import Words
from rules.core.rules import Rules
from rules.core.tally import Kind
from rules.templatetags.rulebook import points

from ..models import Access, Authored, Deal, DealChange, Game, Side

Entries = Sequence[Mapping[str, Any]]
JUST_NOW = timedelta(minutes=1)


@dataclass(frozen=True)
class Author:
    """Whoever makes a write (or reads a history): the logged-in user's id, the browser's id."""

    user: int | None = None
    browser: str = ""
    access: str = Access.LINK

    def fields(self) -> dict[str, Any]:
        """The `Authored` fields of a row this author makes."""
        return {"user_id": self.user, "browser": self.browser, "access": self.access}


NOBODY = Author()  # a script, a test, a game file: no one at the table


def who(row: Authored, viewer: Author) -> str:
    """The author of a row, as `viewer` would say it: "you", a user's name, "this phone", "another phone"."""
    if row.user_id is not None:
        if row.user_id == viewer.user:
            return _("you")
        if row.user is not None:
            return row.user.get_short_name() or row.user.get_username()
    if row.browser and row.browser == viewer.browser:
        return _("this phone")
    if row.browser:
        return _("another phone")
    return _("someone")  # entered before Meld kept who, or from a game file


def when(moment: datetime) -> str:
    """A moment as a history says it: "just now", "2 minutes ago"."""
    if timezone.now() - moment < JUST_NOW:
        return _("just now")
    return str(naturaltime(moment))


def record(
    game: Game, deal: Deal, kind: str, author: Author, before: Entries | None = None, after: Entries | None = None
) -> DealChange:
    """Keep a correction, a delete or an undo of `deal` in its history, at the game's version now."""
    return DealChange.objects.create(
        game=game,
        deal_id=deal.pk,
        kind=kind,
        number=deal.number,
        before=None if before is None else [dict(side) for side in before],
        after=None if after is None else [dict(side) for side in after],
        version=game.version,
        deal_version=deal.version,
        **author.fields(),
    )


@dataclass(frozen=True)
class Difference:
    """One field of one side that differs between two sets of entries, each value as shown."""

    side: str
    label: str
    before: str
    after: str


def _shown(kind: Kind, value: int) -> str:
    """A field's value as the form shows it (entries hold whole numbers and flags: the engine checks them)."""
    if kind is Kind.FLAG:
        return _("yes") if value else _("no")
    return points(value)


def _adjusted(rules: Rules, items: Sequence[Mapping[str, Any]]) -> str:
    """A side's adjustments in a few words: "Exact cut +100, Penalty −500"."""
    if not items:
        return _("none")
    lines = adjustments.lines(rules.adjustment_reasons, items)
    return ", ".join(f"{line.label} {'+' if line.points > 0 else ''}{points(line.points)}" for line in lines)


def differences(rules: Rules, sides: Sequence[Side], before: Entries, after: Entries) -> list[Difference]:
    """Every field that differs between two deals' entries, side by side, in the order of the form."""
    found = []
    for side, old, new in zip(sides, before, after, strict=True):
        for field in rules.fields():
            was, now = old.get(field.key, field.default), new.get(field.key, field.default)
            if was != now:
                found.append(Difference(side.name, str(field.label), _shown(field.kind, was), _shown(field.kind, now)))
        was_adjusted, now_adjusted = old.get(adjustments.ADJUSTMENTS) or [], new.get(adjustments.ADJUSTMENTS) or []
        if was_adjusted != now_adjusted:
            label = _("Adjustments")
            found.append(Difference(side.name, label, _adjusted(rules, was_adjusted), _adjusted(rules, now_adjusted)))
    return found


@dataclass(frozen=True)
class HistoryItem:
    """A line of a deal's history: what happened, who did it, when, and for a correction what changed."""

    kind: str
    who: str
    at: datetime
    differences: list[Difference]

    @property
    def ago(self) -> str:
        return when(self.at)


def deal_history(deal: Deal, rules: Rules, sides: Sequence[Side], viewer: Author) -> list[HistoryItem]:
    """Everything that happened to a deal, oldest first: entered, then each correction, delete and undo."""
    items = [HistoryItem(_("Entered"), who(deal, viewer), deal.created, [])]
    for change in deal.changes.select_related("user").order_by("version", "pk"):
        found = []
        if change.kind == DealChange.Kind.CORRECTED and change.before and change.after:
            found = differences(rules, sides, change.before, change.after)
        items.append(HistoryItem(change.get_kind_display(), who(change, viewer), change.at, found))
    return items


def described(row: Deal | DealChange, viewer: Author, words: Words) -> str:
    """A change of the game in one sentence, in its family's words: "Deal 5 was entered by another phone
    (a minute ago)."."""
    values: dict[str, object] = {"who": who(row, viewer)}
    if isinstance(row, Deal):
        values |= {"number": row.number, "when": when(row.created)}
        return words.say(gettext_noop("Deal %(number)d was entered by %(who)s (%(when)s).")) % values
    values |= {"number": row.number, "when": when(row.at)}
    if row.kind == DealChange.Kind.CORRECTED:
        return words.say(gettext_noop("Deal %(number)d was corrected by %(who)s (%(when)s).")) % values
    if row.kind == DealChange.Kind.DELETED:
        return words.say(gettext_noop("Deal %(number)d was deleted by %(who)s (%(when)s).")) % values
    return words.say(gettext_noop("Deal %(number)d was put back by %(who)s (%(when)s).")) % values
