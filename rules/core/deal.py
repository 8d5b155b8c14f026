"""The engine's entry points for one deal: complete the tallies, check them, score them.

The score pad, the live preview, the game files and the rescoring after a
change of house rules all go through here, whatever the family: these take
each tally's adjustments off, ask the family's rules about the rest, and put
the adjustments back as lines of the score.
"""

from collections.abc import Mapping, Sequence
from typing import Any

from . import adjustments
from .checks import checkable, once
from .rules import Rules
from .scores import Problem, SideScore
from .state import Standing, Tallied


def complete_tally(rules: Rules, raw: Mapping[str, Any]) -> dict[str, Any]:
    """Every field of the tally present, and the adjustments kept when there are any."""
    entries, extra = adjustments.split(raw)
    tally = rules.complete(entries)
    if extra:
        tally[adjustments.ADJUSTMENTS] = adjustments.kept(extra)
    return tally


def check_deal(
    rules: Rules, tallies: Sequence[Mapping[str, Any]], before: Standing | None = None, *, entry: bool = True
) -> list[Problem]:
    """Every problem of a deal: its adjustments, the family's checks (with `entry`, also those a deal
    entered now must pass: `Rules.check_entry`), and, given the standing `before` the deal, the checks
    that depend on the deals before it. A stored deal read again (a game file, new house rules) is
    checked without `entry`: it held when an earlier Meld stored it."""
    problems, entries = adjustments.taken_off(tallies)
    problems += rules.check(entries)
    if len(entries) != rules.seating.sides:
        return problems
    # The later checks see the entries the family's checks could read; a problem they share is told once.
    usable = checkable(rules, entries, problems)
    if entry:
        problems = once(problems, rules.check_entry(usable))
    if before is None:
        return problems
    return once(problems, rules.check_history(before, usable))


def check_later(rules: Rules, tallies: Sequence[Mapping[str, Any]], before: Standing) -> list[Problem]:
    """The problems a stored deal has only because of the deals before it (a buy-in by a player who is
    no longer out): what a change of an earlier deal checks again in the deals after it."""
    _adjustments, entries = adjustments.taken_off(tallies)  # a stored deal's adjustments were checked when entered
    if len(entries) != rules.seating.sides:
        return []
    return rules.check_history(before, checkable(rules, entries, []))


def score_deal(rules: Rules, tallies: Sequence[Mapping[str, Any]]) -> list[SideScore]:
    """Every side's score for a deal of checked tallies, its adjustments as the last lines."""
    parts = [adjustments.split(tally) for tally in tallies]
    scored = rules.score_deal([rules.complete(entries) for entries, _extra in parts])
    return [
        SideScore(side.lines + adjustments.lines(rules.adjustment_reasons, extra))
        for side, (_entries, extra) in zip(scored, parts, strict=True)
    ]


def scored(rules: Rules, tallies: Sequence[Mapping[str, Any]]) -> list[Tallied]:
    """A checked deal as the score pad stores it: each side's complete entries and its score."""
    entries = [complete_tally(rules, tally) for tally in tallies]
    return [Tallied(side, score.total) for side, score in zip(entries, score_deal(rules, entries), strict=True)]
