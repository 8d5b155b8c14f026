"""Canasta scoring, pure: one side's deal, the initial-meld requirement, a whole game.

Every number comes from the `CanastaRules` fields; which lines a side's score
has follows from which of them the game uses (a field of 0 is a rule the
game does not have).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from django.utils.translation import gettext_lazy as _

from .game import GameState, Line, Requirement, SideScore, running_state
from .tally import (
    ACABA,
    BLACK_THREES,
    BLACK_THREES_CAPTURED,
    CONCEALED,
    COUNTED_LINES,
    HAND_POINTS,
    MELDED_POINTS,
    RED_THREES,
    SPECIAL_HANDS,
    WENT_OUT,
)

if TYPE_CHECKING:
    from .variants import CanastaRules

# What a step of the meld table may ask for besides points (`MeldStep.canasta`),
# and how the sheet says it. The key is what the game file writes.
REQUIRED_CANASTAS = {
    "canasta": _("a canasta"),
    "natural": _("a natural canasta"),
}

# How the threes' sign is found (`CanastaRules.threes_signed_by`).
BY_MELD = "meld"  # index 0: the side melded nothing; 1: it melded
BY_CANASTAS = "canastas"  # index: the number of canastas the side made


def has_melded(rules: CanastaRules, tally: Mapping) -> bool:
    """Whether the side put anything on the table this deal."""
    return tally[MELDED_POINTS] > 0 or canastas_made(rules, tally) > 0


def canastas_made(rules: CanastaRules, tally: Mapping) -> int:
    return sum(tally[kind.key] for kind in rules.canastas)


def three_sign(rules: CanastaRules, tally: Mapping) -> int:
    """1 when the side's threes count for it, -1 against it, 0 not at all."""
    index = int(has_melded(rules, tally)) if rules.threes_signed_by == BY_MELD else canastas_made(rules, tally)
    return rules.three_signs[min(index, len(rules.three_signs) - 1)]


def red_three_points(rules: CanastaRules, tally: Mapping) -> int:
    """The red threes' points, signed by the game's rule (by meld, or by canastas made)."""
    return three_sign(rules, tally) * rules.red_three_scores[tally[RED_THREES]]


def special_hand(rules: CanastaRules, tally: Mapping):
    """The special hand the side went out with, if any (Modern American)."""
    return next((hand for hand in SPECIAL_HANDS if tally.get(hand.key)), None)


def score_side(rules: CanastaRules, tally: Mapping) -> SideScore:
    """The score of one side for one deal, from a complete, checked tally."""
    hand = special_hand(rules, tally)
    if hand is not None:  # scored instead of the normal count
        return SideScore((Line(hand.key, hand.label, getattr(rules, hand.points)),))
    lines = [
        Line(kind.key, kind.label, tally[kind.key] * kind.bonus, tally[kind.key])
        for kind in rules.canastas
        if tally[kind.key]
    ]
    if tally[RED_THREES]:
        lines.append(Line(RED_THREES, _("Red threes"), red_three_points(rules, tally), tally[RED_THREES]))
    if tally.get(BLACK_THREES):
        points = three_sign(rules, tally) * rules.black_three_scores[tally[BLACK_THREES]]
        lines.append(Line(BLACK_THREES, _("Black threes"), points, tally[BLACK_THREES]))
    if tally.get(BLACK_THREES_CAPTURED):
        lines.append(Line(BLACK_THREES_CAPTURED, _("All black threes captured"), rules.black_threes_captured_bonus))
    if tally[WENT_OUT]:
        lines.append(Line(WENT_OUT, _("Going out"), rules.going_out_bonus))
        if tally.get(CONCEALED):
            lines.append(Line(CONCEALED, _("Concealed hand"), rules.concealed_bonus))
    for counted in COUNTED_LINES:
        if tally.get(counted.key):
            count = tally[counted.key]
            lines.append(Line(counted.key, counted.label, count * getattr(rules, counted.points), count))
    if tally[MELDED_POINTS]:
        minus = rules.melded_minus_without_canasta and not canastas_made(rules, tally)
        label = _("Melded cards, no canasta") if minus else _("Melded cards")
        lines.append(Line(MELDED_POINTS, label, -tally[MELDED_POINTS] if minus else tally[MELDED_POINTS]))
    if tally[HAND_POINTS]:
        lines.append(Line(HAND_POINTS, _("Cards in hand"), -tally[HAND_POINTS]))
    return SideScore(tuple(lines))


def score_deal(rules: CanastaRules, tallies: Sequence[Mapping]) -> list[SideScore]:
    """Every side's score for a deal: each alone, unless a side called Acaba.

    A side that calls Acaba ends the deal: it scores 0 and every other side
    scores `acaba_points`, whatever they entered.
    """
    caller = next((side for side, tally in enumerate(tallies) if tally.get(ACABA)), None)
    if caller is None:
        return [score_side(rules, tally) for tally in tallies]
    return [
        SideScore((Line(ACABA, _("Called Acaba"), 0),))
        if side == caller
        else SideScore((Line(ACABA, _("The other side called Acaba"), rules.acaba_points),))
        for side in range(len(tallies))
    ]


def meld_step(rules: CanastaRules, total: int):
    """The step of the meld table a side's total before the deal falls on."""
    found = rules.meld_table[0]
    for step in rules.meld_table[1:]:
        if total < step.from_total:
            break
        found = step
    return found


def meld_requirement(rules: CanastaRules, total: int) -> int:
    """The points a side's first meld of a deal needs, from its total before the deal."""
    return meld_step(rules, total).points


def requirement(rules: CanastaRules, total: int, number: int = 0) -> Requirement:
    """A side's initial meld in a deal, from its total before it (the deal's number does not matter)."""
    step = meld_step(rules, total)
    if not step.canasta:
        return Requirement(step.points, rule_anchor="initial-meld")
    return Requirement(step.points, step.canasta, str(REQUIRED_CANASTAS[step.canasta]), rule_anchor="initial-meld")


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
