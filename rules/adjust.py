"""Adjustments: extra lines of points with a reason, on any tally of any family.

Real tables add and take off points outside the scoring rules: an exact cut,
a penalty for taking the pile illegally. A tally carries them under
`"adjustments": [{"points": 100, "reason": "exact cut"}]`. The score pad
scores and checks every tally through `score` and `check` here, which take
the adjustments off, ask the family's rules about the rest, and add one line
per adjustment: so every family gets them without knowing about them.

A reason is either the key of one of the family's common reasons (its
`adjustment_reasons`, shown translated) or free text, kept as typed.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from django.utils.formats import number_format
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from . import game
from .game import Line, Problem, Rules, SideScore, Tallied
from .game import complete as complete_fields

ADJUSTMENTS = "adjustments"
MOST_ADJUSTMENTS = 10
MOST_POINTS = 100_000
MOST_REASON = 60


@dataclass(frozen=True)
class Reason:
    """A common reason for an adjustment: a fixed key (as JSON writes it), a label, the usual points."""

    key: str
    label: str
    points: int


CANASTA_REASONS: tuple[Reason, ...] = (
    Reason("exact cut", _("Exact cut"), 100),
    Reason("illegal pile", _("Taking the pile illegally"), -50),
    Reason("out without permission", _("Going out without permission"), -100),
    Reason("undeclared red three", _("Undeclared red three"), -500),
)


def reasons(rules: Rules) -> tuple[Reason, ...]:
    """The family's common reasons; a family without any still takes free text."""
    return getattr(rules, "adjustment_reasons", ())


def split(tally: Mapping) -> tuple[dict, list]:
    """The family's own entries, and the adjustments."""
    entries = {key: value for key, value in tally.items() if key != ADJUSTMENTS}
    return entries, list(tally.get(ADJUSTMENTS) or [])


def complete(rules: Rules, raw: Mapping) -> dict:
    """Every field of the tally present, and the adjustments kept when there are any."""
    entries, adjustments = split(raw)
    tally = complete_fields(rules, entries)
    if adjustments:
        tally[ADJUSTMENTS] = [{"points": item["points"], "reason": item["reason"]} for item in adjustments]
    return tally


def label(rules: Rules, reason: str) -> str:
    for common in reasons(rules):
        if common.key == reason:
            return str(common.label)
    return reason


def score(rules: Rules, tally: Mapping) -> SideScore:
    """The family's score of one tally on its own, then one line per adjustment.

    The pad scores whole deals (`score_deal`): in some games one side's entries
    change another's score.
    """
    entries, adjustments = split(tally)
    scored = rules.score(complete_fields(rules, entries))
    extra = tuple(Line(ADJUSTMENTS, label(rules, item["reason"]), item["points"]) for item in adjustments)
    return SideScore(scored.lines + extra)


def _problems(adjustments: object) -> list[str]:
    if not isinstance(adjustments, list):
        return [gettext("Adjustments must be a list of points with a reason.")]
    if len(adjustments) > MOST_ADJUSTMENTS:
        return [gettext("At most %(count)d adjustments per side.") % {"count": MOST_ADJUSTMENTS}]
    found = []
    for item in adjustments:
        if not isinstance(item, Mapping) or set(item) - {"points", "reason"}:
            found.append(gettext("An adjustment has “points” and a “reason”, nothing else."))
            continue
        points, reason = item.get("points"), item.get("reason")
        if not isinstance(points, int) or isinstance(points, bool) or abs(points) > MOST_POINTS:
            most = number_format(MOST_POINTS, force_grouping=True)
            found.append(gettext("An adjustment is a whole number of points up to ±%(most)s.") % {"most": most})
        if not isinstance(reason, str) or not reason.strip():
            found.append(gettext("An adjustment needs a reason."))
        elif len(reason) > MOST_REASON:
            found.append(gettext("A reason has at most %(count)d characters.") % {"count": MOST_REASON})
    return found


def _adjustment_problems(tallies: Sequence[Mapping]) -> tuple[list[Problem], list]:
    """The adjustments' problems, and each tally without its adjustments."""
    problems = []
    entries = []
    for side, tally in enumerate(tallies):
        if isinstance(tally, Mapping) and ADJUSTMENTS in tally:
            problems.extend(Problem(message, side, ADJUSTMENTS) for message in _problems(tally[ADJUSTMENTS]))
            tally = {key: value for key, value in tally.items() if key != ADJUSTMENTS}
        entries.append(tally)
    return problems, entries


def check(rules: Rules, tallies: Sequence[Mapping]) -> list[Problem]:
    """The adjustments' problems, then the family's checks on the rest of each tally."""
    problems, entries = _adjustment_problems(tallies)
    return problems + rules.check(entries)


def score_deal(rules: Rules, tallies: Sequence[Mapping]) -> list[SideScore]:
    """Every side's score for a deal (the family's, which may look at the whole deal), then its adjustments."""
    parts = [split(tally) for tally in tallies]
    scored = game.score_deal(rules, [complete_fields(rules, entries) for entries, _extra in parts])
    return [
        SideScore(side.lines + tuple(Line(ADJUSTMENTS, label(rules, item["reason"]), item["points"]) for item in extra))
        for side, (_entries, extra) in zip(scored, parts, strict=True)
    ]


def check_in_game(
    rules: Rules, starting_totals: Sequence[int], earlier: Sequence[Sequence[Tallied]], tallies: Sequence[Mapping]
) -> list[Problem]:
    """As `check`, with the checks that depend on the deals before this one (`rules.game.check_in_game`)."""
    problems, entries = _adjustment_problems(tallies)
    return problems + game.check_in_game(rules, starting_totals, earlier, entries)
