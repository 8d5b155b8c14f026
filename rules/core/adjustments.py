"""Adjustments: extra lines of points with a reason, on any tally of any family.

Real tables add and take off points outside the scoring rules: an exact cut,
a penalty for taking the pile illegally. A tally carries them under
`"adjustments": [{"points": 100, "reason": "exact cut"}]`. The engine's entry
points (`rules.core.deal`) take them off before the family checks and scores
a tally and add one line each afterwards, so no family needs to know them.

A reason is either the key of one of the family's common reasons (its rules'
`adjustment_reasons`, shown translated) or free text, kept as typed.
"""

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from django.utils.translation import gettext

from .scores import Line, Problem
from .words import Text, grouped

ADJUSTMENTS = "adjustments"
MOST_ADJUSTMENTS = 10
MOST_POINTS = 100_000
MOST_REASON = 60


@dataclass(frozen=True)
class Reason:
    """A common reason for an adjustment: a fixed key (as JSON writes it), a label, the usual points."""

    key: str
    label: Text
    points: int


def split(tally: Mapping[str, Any]) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """The family's own entries, and the adjustments."""
    entries = {key: value for key, value in tally.items() if key != ADJUSTMENTS}
    return entries, list(tally.get(ADJUSTMENTS) or [])


def label(reasons: Sequence[Reason], reason: str) -> str:
    for common in reasons:
        if common.key == reason:
            return str(common.label)
    return reason


def lines(reasons: Sequence[Reason], adjustments: Sequence[Mapping[str, Any]]) -> tuple[Line, ...]:
    return tuple(Line(ADJUSTMENTS, label(reasons, item["reason"]), item["points"]) for item in adjustments)


def kept(adjustments: Sequence[Mapping[str, Any]]) -> list[dict[str, Any]]:
    """The adjustments as a tally stores them: points and reason, nothing else."""
    return [{"points": item["points"], "reason": item["reason"]} for item in adjustments]


def messages(adjustments: object) -> list[str]:
    """What is wrong with a tally's adjustments, one message each."""
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
            found.append(
                gettext("An adjustment is a whole number of points up to ±%(most)s.") % {"most": grouped(MOST_POINTS)}
            )
        if not isinstance(reason, str) or not reason.strip():
            found.append(gettext("An adjustment needs a reason."))
        elif len(reason) > MOST_REASON:
            found.append(gettext("A reason has at most %(count)d characters.") % {"count": MOST_REASON})
    return found


def taken_off(tallies: Sequence[Mapping[str, Any]]) -> tuple[list[Problem], list[Mapping[str, Any]]]:
    """The adjustments' problems, and each tally without its adjustments."""
    problems: list[Problem] = []
    entries: list[Mapping[str, Any]] = []
    for side, tally in enumerate(tallies):
        if isinstance(tally, Mapping) and ADJUSTMENTS in tally:
            problems.extend(Problem(message, side, ADJUSTMENTS) for message in messages(tally[ADJUSTMENTS]))
            tally = {key: value for key, value in tally.items() if key != ADJUSTMENTS}
        entries.append(tally)
    return problems, entries
