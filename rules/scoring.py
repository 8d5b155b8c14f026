"""Canasta scoring, pure: one side's deal, the initial-meld requirement, a whole game."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from django.utils.translation import gettext_lazy as _

from .game import GameState, Line, Requirement, SideScore, running_state
from .tally import CONCEALED, HAND_POINTS, MELDED_POINTS, RED_THREES, WENT_OUT

if TYPE_CHECKING:
    from .variants import CanastaRules


def has_melded(rules: CanastaRules, tally: Mapping) -> bool:
    """Whether the side put anything on the table this deal."""
    return tally[MELDED_POINTS] > 0 or any(tally[kind.key] for kind in rules.canastas)


def red_three_points(rules: CanastaRules, tally: Mapping) -> int:
    """Red threes count for a side that melded and against a side that did not."""
    points = rules.red_three_scores[tally[RED_THREES]]
    return points if has_melded(rules, tally) else -points


def score_side(rules: CanastaRules, tally: Mapping) -> SideScore:
    """The score of one side for one deal, from a complete, checked tally."""
    lines = [
        Line(kind.key, kind.label, tally[kind.key] * kind.bonus, tally[kind.key])
        for kind in rules.canastas
        if tally[kind.key]
    ]
    if tally[RED_THREES]:
        lines.append(Line(RED_THREES, _("Red threes"), red_three_points(rules, tally), tally[RED_THREES]))
    if tally[WENT_OUT]:
        lines.append(Line(WENT_OUT, _("Going out"), rules.going_out_bonus))
        if tally.get(CONCEALED):
            lines.append(Line(CONCEALED, _("Concealed hand"), rules.concealed_bonus))
    if tally[MELDED_POINTS]:
        lines.append(Line(MELDED_POINTS, _("Melded cards"), tally[MELDED_POINTS]))
    if tally[HAND_POINTS]:
        lines.append(Line(HAND_POINTS, _("Cards in hand"), -tally[HAND_POINTS]))
    return SideScore(tuple(lines))


def meld_requirement(rules: CanastaRules, total: int) -> int:
    """The points a side's first meld of a deal needs, from its total before the deal."""
    points = rules.meld_table[0].points
    for step in rules.meld_table[1:]:
        if total < step.from_total:
            break
        points = step.points
    return points


def requirement(rules: CanastaRules, total: int, number: int = 0) -> Requirement:
    """A side's initial meld in a deal, from its total before it (the deal's number does not matter)."""
    return Requirement(meld_requirement(rules, total), rule_anchor="initial-meld")


def game_state(rules: CanastaRules, starting_totals: Sequence[int], deal_scores: Sequence[Sequence[int]]) -> GameState:
    """Totals, requirements and the end of a game from the scores of its deals.

    The deal in which a side reaches the target ends the game; the higher total
    then wins.
    """
    return running_state(
        starting_totals,
        deal_scores,
        requirement=lambda total, number: requirement(rules, total),
        over=lambda totals, played: max(totals) >= rules.target,
    )
