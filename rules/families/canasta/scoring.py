"""Canasta scoring, pure: one side's deal, a deal with Acaba, the initial-meld requirement.

Every number comes from the `CanastaNumbers` fields; which lines a side's
score has follows from which of them the game uses (a field of 0 is a rule
the game does not have).
"""

from collections.abc import Mapping, Sequence
from typing import Any

from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from rules.core.cards import BLACK_THREES_PER_DECK
from rules.core.requirement import Requirement
from rules.core.scores import Line, SideScore
from rules.core.tally import HAND_POINTS, MELDED_POINTS, RED_THREES, WENT_OUT

from .numbers import BY_MELD, REQUIRED_CANASTAS, CanastaKind, CanastaNumbers, MeldStep, SetBonus
from .tally import (
    ACABA,
    BLACK_THREES,
    BLACK_THREES_CAPTURED,
    CONCEALED,
    COUNTED_LINES,
    SPECIAL_HANDS,
    SpecialHand,
    points_of,
)

Tally = Mapping[str, Any]


def canastas_made(rules: CanastaNumbers, tally: Tally, kinds: Sequence[str] = ()) -> int:
    """The canastas a side made; only of the given kinds when there are any."""
    return sum(tally[kind.key] for kind in rules.canastas if not kinds or kind.key in kinds)


def has_melded(rules: CanastaNumbers, tally: Tally) -> bool:
    """Whether the side put anything on the table this deal."""
    return tally[MELDED_POINTS] > 0 or canastas_made(rules, tally) > 0


def three_sign(rules: CanastaNumbers, tally: Tally) -> int:
    """1 when the side's threes count for it, -1 against it, 0 not at all."""
    index = int(has_melded(rules, tally)) if rules.threes_signed_by == BY_MELD else canastas_made(rules, tally)
    return rules.three_signs[min(index, len(rules.three_signs) - 1)]


def red_three_points(rules: CanastaNumbers, tally: Tally) -> int:
    """The red threes' points, signed by the game's rule (by meld, or by canastas made)."""
    return three_sign(rules, tally) * rules.red_three_scores[tally[RED_THREES]]


def wild_kind(rules: CanastaNumbers, kind: CanastaKind) -> bool:
    """Whether a kind of canasta is made of wild cards only."""
    return kind.wild_cards >= rules.canasta_size


def canasta_line(rules: CanastaNumbers, kind: CanastaKind, tally: Tally) -> Line:
    """A side's canastas of one kind; wild ones earn nothing for a side that did not go out
    where their bonus is only for going out (their cards still count as melded cards)."""
    count = tally[kind.key]
    if rules.wild_bonus_going_out_only and wild_kind(rules, kind) and not tally[WENT_OUT]:
        return Line(kind.key, gettext("%(kind)s: no bonus without going out") % {"kind": kind.label}, 0, count)
    return Line(kind.key, kind.label, count * kind.bonus, count)


def pure_canastas(rules: CanastaNumbers, tally: Tally) -> int:
    """The canastas a side made with no wild card in them (natural canastas, sambas ...)."""
    return sum(tally[kind.key] for kind in rules.canastas if not kind.wild_cards)


def set_bonus_lines(rules: CanastaNumbers, tally: Tally) -> list[Line]:
    """The set bonuses a side's canastas earn: of those for the same number of canastas, the largest."""
    made, pure = canastas_made(rules, tally), pure_canastas(rules, tally)
    best: dict[int, SetBonus] = {}
    for bonus in rules.set_bonuses:
        if bonus.bonus and made >= bonus.canastas and pure >= bonus.pure:
            if bonus.canastas not in best or bonus.bonus > best[bonus.canastas].bonus:
                best[bonus.canastas] = bonus
    return [Line(bonus.key, bonus.label, bonus.bonus) for _count, bonus in sorted(best.items())]


def captured_points(rules: CanastaNumbers, count: int) -> int:
    """Black threes a side captured: each for its points, or the bonus when it captured every one."""
    if count == BLACK_THREES_PER_DECK * rules.decks:
        return rules.black_threes_captured_bonus
    return count * rules.black_three_captured_points


def special_hand(tally: Tally) -> SpecialHand | None:
    """The special hand the side went out with, if any (Modern American)."""
    return next((hand for hand in SPECIAL_HANDS if tally.get(hand.key)), None)


def score_side(rules: CanastaNumbers, tally: Tally) -> SideScore:
    """The score of one side for one deal, from a complete, checked tally."""
    hand = special_hand(tally)
    if hand is not None:  # scored instead of the normal count
        return SideScore((Line(hand.key, hand.label, points_of(rules, hand.points)),))
    lines = [canasta_line(rules, kind, tally) for kind in rules.canastas if tally[kind.key]]
    lines += set_bonus_lines(rules, tally)
    if tally[RED_THREES]:
        lines.append(Line(RED_THREES, _("Red threes"), red_three_points(rules, tally), tally[RED_THREES]))
    if tally.get(BLACK_THREES):
        points = three_sign(rules, tally) * rules.black_three_scores[tally[BLACK_THREES]]
        lines.append(Line(BLACK_THREES, _("Black threes"), points, tally[BLACK_THREES]))
    if tally.get(BLACK_THREES_CAPTURED):
        count = tally[BLACK_THREES_CAPTURED]
        lines.append(Line(BLACK_THREES_CAPTURED, _("Black threes captured"), captured_points(rules, count), count))
    if tally[WENT_OUT]:
        lines.append(Line(WENT_OUT, _("Going out"), rules.going_out_bonus))
        if tally.get(CONCEALED):
            lines.append(Line(CONCEALED, _("Concealed hand"), rules.concealed_bonus))
    for counted in COUNTED_LINES:
        if tally.get(counted.key):
            count = tally[counted.key]
            lines.append(Line(counted.key, counted.label, count * points_of(rules, counted.points), count))
    if tally[MELDED_POINTS]:
        minus = rules.melded_minus_without_canasta and not canastas_made(rules, tally)
        label = _("Melded cards, no canasta") if minus else _("Melded cards")
        lines.append(Line(MELDED_POINTS, label, -tally[MELDED_POINTS] if minus else tally[MELDED_POINTS]))
    if tally[HAND_POINTS]:
        lines.append(Line(HAND_POINTS, _("Cards in hand"), -tally[HAND_POINTS]))
    return SideScore(tuple(lines))


def score_deal(rules: CanastaNumbers, tallies: Sequence[Tally]) -> list[SideScore]:
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


def meld_step(rules: CanastaNumbers, total: int) -> MeldStep:
    """The step of the meld table a side's total before the deal falls on."""
    found = rules.meld_table[0]
    for step in rules.meld_table[1:]:
        if step.from_total is not None and total < step.from_total:
            break
        found = step
    return found


def hand_meld(rules: CanastaNumbers, number: int) -> int:
    """A tournament game's initial meld in hand `number` (from 1); past the last, the last one's."""
    hands = rules.tournament_hands
    return hands[min(max(number, 1), len(hands)) - 1]


def meld_requirement(rules: CanastaNumbers, total: int) -> int:
    """The points a side's first meld of a deal needs, from its total before the deal."""
    return meld_step(rules, total).points


def requirement(rules: CanastaNumbers, total: int, number: int) -> Requirement:
    """A side's initial meld in deal `number` (from 1): in a tournament game that hand's (past the
    last, the last one's), else from the side's total before the deal by the meld table."""
    if rules.tournament_hands:
        return Requirement(hand_meld(rules, number), rule_anchor="initial-meld")
    step = meld_step(rules, total)
    if not step.canasta:
        return Requirement(step.points, rule_anchor="initial-meld")
    return Requirement(step.points, step.canasta, str(REQUIRED_CANASTAS[step.canasta]), rule_anchor="initial-meld")
