"""What the players enter for each side at the end of a deal: the tally."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING

from django.utils.text import format_lazy
from django.utils.translation import gettext_lazy as _

if TYPE_CHECKING:
    from .variants import CanastaRules


class Kind(StrEnum):
    COUNT = "count"  # a whole number from 0 up, entered with a stepper
    FLAG = "flag"  # yes or no, entered with a toggle
    POINTS = "points"  # card points, a multiple of the points step, with a card counter


@dataclass(frozen=True)
class TallyField:
    key: str
    label: str
    kind: Kind
    help: str = ""
    rule_anchor: str = ""  # the section of the game's rule page that explains it; "" for none

    @property
    def default(self) -> int | bool:
        return False if self.kind is Kind.FLAG else 0


RED_THREES = "red_threes"
BLACK_THREES = "black_threes"
BLACK_THREES_CAPTURED = "black_threes_captured"
WENT_OUT = "went_out"
CONCEALED = "concealed"
ACABA = "acaba"
MELDED_POINTS = "melded_points"
HAND_POINTS = "hand_points"


@dataclass(frozen=True)
class Counted:
    """A tally count worth the same each time: `points` names the rules field of its value.

    Its field is on the form only when that value is not 0.
    """

    key: str
    points: str
    label: str
    help: str = ""
    rule_anchor: str = ""  # the rule page's section that explains it


# Brazilian Canasta: a sequence of at most this many cards on the table at the end is short.
SHORT_SEQUENCE_MOST_CARDS = 4

COUNTED_LINES: tuple[Counted, ...] = (
    Counted(
        "black_threes_in_hand",
        "black_three_in_hand_points",
        _("Black threes in hand"),
        _("Black threes left in the side's hands; not in “Cards in hand”."),
        rule_anchor="threes",
    ),
    Counted(
        "short_sequences",
        "short_sequence_points",
        _("Short sequences"),
        format_lazy(_("Sequences of {cards} cards or fewer on the table at the end."), cards=SHORT_SEQUENCE_MOST_CARDS),
        rule_anchor="scoring",
    ),
    Counted(
        "unfinished_aces_or_sevens",
        "unfinished_aces_or_sevens_points",
        _("Unfinished aces or sevens"),
        _("Melds of aces or of sevens that are not canastas."),
        rule_anchor="penalties",
    ),
    Counted(
        "unfinished_wild_melds",
        "unfinished_wild_meld_points",
        _("Unfinished wild melds"),
        _("Melds of wild cards that are not canastas."),
        rule_anchor="penalties",
    ),
    Counted(
        "aces_or_sevens_in_hand",
        "aces_or_sevens_in_hand_points",
        _("Three aces or sevens in hand"),
        _("Each time a player is left holding three or more aces, or three or more sevens."),
        rule_anchor="penalties",
    ),
)


@dataclass(frozen=True)
class SpecialHand:
    """A hand a side goes out with that scores `points` (a rules field) instead of the count."""

    key: str
    points: str
    label: str


SPECIAL_HANDS: tuple[SpecialHand, ...] = (
    SpecialHand("pairs_hand", "pairs_hand_points", _("Pairs hand")),
    SpecialHand("straight_hand", "straight_hand_points", _("Straight hand")),
    SpecialHand("garbage_hand", "garbage_hand_points", _("Garbage hand")),
)


def special_hands(rules: CanastaRules) -> tuple[SpecialHand, ...]:
    return tuple(hand for hand in SPECIAL_HANDS if getattr(rules, hand.points))


def counted_lines(rules: CanastaRules) -> tuple[Counted, ...]:
    return tuple(counted for counted in COUNTED_LINES if getattr(rules, counted.points))


def tally_fields(rules: CanastaRules) -> tuple[TallyField, ...]:
    """The fields of a side's tally under these rules, in the order of the form."""
    canastas = tuple(TallyField(kind.key, kind.label, Kind.COUNT, rule_anchor="melds") for kind in rules.canastas)
    threes = [TallyField(RED_THREES, _("Red threes"), Kind.COUNT, rule_anchor="threes")]
    if rules.black_three_scores:
        threes.append(
            TallyField(
                BLACK_THREES,
                _("Black threes"),
                Kind.COUNT,
                _("Black threes melded, scored like red threes."),
                rule_anchor="threes",
            )
        )
    counts = tuple(
        TallyField(c.key, c.label, Kind.COUNT, c.help, rule_anchor=c.rule_anchor) for c in counted_lines(rules)
    )
    going_out = [TallyField(WENT_OUT, _("Went out"), Kind.FLAG, rule_anchor="going-out")]
    if rules.concealed_bonus:
        going_out.append(
            TallyField(
                CONCEALED,
                _("Concealed"),
                Kind.FLAG,
                _("Went out in one turn without having melded before."),
                rule_anchor="going-out",
            )
        )
    hands = special_hands(rules)
    going_out.extend(
        TallyField(
            hand.key,
            hand.label,
            Kind.FLAG,
            _("A special hand scores instead of the count; tick “Went out” too.") if not i else "",
            rule_anchor="special-hands",
        )
        for i, hand in enumerate(hands)
    )
    if rules.acaba_points:
        going_out.append(
            TallyField(
                ACABA,
                _("Called Acaba"),
                Kind.FLAG,
                _("The deal ends: this side scores 0, each other side the Acaba points."),
                rule_anchor="acaba",
            )
        )
    if rules.black_threes_captured_bonus:
        going_out.append(
            TallyField(
                BLACK_THREES_CAPTURED,
                _("All black threes"),
                Kind.FLAG,
                _("This side captured every black three with the pile."),
                rule_anchor="threes",
            )
        )
    return (
        *canastas,
        *threes,
        *counts,
        *going_out,
        TallyField(
            MELDED_POINTS,
            _("Melded cards"),
            Kind.POINTS,
            _("Points of every card on the table, canastas included."),
            rule_anchor="scoring",
        ),
        TallyField(
            HAND_POINTS,
            _("Cards in hand"),
            Kind.POINTS,
            _("Points of the cards left in the side's hands."),
            rule_anchor="scoring",
        ),
    )
