"""What a side enters for a deal of canasta: the fields of its tally, from the game's numbers.

A field is on the form only when the game has its rule: a bonus or penalty
of 0 means the game does not play it.
"""

from dataclasses import dataclass

from django.utils.translation import gettext_lazy as _

from rules.core.tally import HAND_POINTS, MELDED_POINTS, RED_THREES, WENT_OUT, Kind, TallyField
from rules.core.words import Text

from .numbers import MELD_LEAST_CARDS, SHORT_SEQUENCE_HELP, CanastaNumbers

BLACK_THREES = "black_threes"
BLACK_THREES_IN_HAND = "black_threes_in_hand"
BLACK_THREES_CAPTURED = "black_threes_captured"
CONCEALED_CANASTAS = "concealed_canastas"
CONCEALED = "concealed"
ACABA = "acaba"


@dataclass(frozen=True)
class Counted:
    """A tally count worth the same each time: `points` names the rules field of its value.

    Its field is on the form only when that value is not 0.
    """

    key: str
    points: str
    label: Text
    help: Text = ""
    rule_anchor: str = ""  # the rule page's section that explains it
    cards_each: int = 1  # the fewest cards one of them takes (a meld: MELD_LEAST_CARDS)


COUNTED_LINES: tuple[Counted, ...] = (
    Counted(
        CONCEALED_CANASTAS,
        "concealed_canasta_bonus",
        _("Concealed canastas"),
        _("Canastas laid down whole from the hand, counted among the canastas above too."),
        rule_anchor="melds",
    ),
    Counted(
        BLACK_THREES_IN_HAND,
        "black_three_in_hand_points",
        _("Black threes in hand"),
        _("Black threes left in the side's hands; not in “Cards in hand”."),
        rule_anchor="threes",
    ),
    Counted(
        "short_sequences",
        "short_sequence_points",
        _("Short sequences"),
        SHORT_SEQUENCE_HELP,
        rule_anchor="scoring",
        cards_each=MELD_LEAST_CARDS,
    ),
    Counted(
        "unfinished_aces_or_sevens",
        "unfinished_aces_or_sevens_points",
        _("Unfinished aces or sevens"),
        _("Melds of aces or of sevens that are not canastas."),
        rule_anchor="penalties",
        cards_each=MELD_LEAST_CARDS,
    ),
    Counted(
        "unfinished_wild_melds",
        "unfinished_wild_meld_points",
        _("Unfinished wild melds"),
        _("Melds of wild cards that are not canastas."),
        rule_anchor="penalties",
        cards_each=MELD_LEAST_CARDS,
    ),
    Counted(
        "aces_or_sevens_in_hand",
        "aces_or_sevens_in_hand_points",
        _("Three aces or sevens in hand"),
        _("Each time a player is left holding three or more aces, or three or more sevens."),
        rule_anchor="penalties",
        cards_each=MELD_LEAST_CARDS,
    ),
)


@dataclass(frozen=True)
class SpecialHand:
    """A hand a side goes out with that scores `points` (a rules field) instead of the count."""

    key: str
    points: str
    label: Text
    help: Text  # what the hand is, for the deal form's help (it scores instead of the count)


SPECIAL_HANDS: tuple[SpecialHand, ...] = (
    SpecialHand(
        "pairs_hand",
        "pairs_hand_points",
        _("Pairs hand"),
        _("Pairs only, no wild card: scores instead of the count. Tick “Went out” too."),
    ),
    SpecialHand(
        "straight_hand",
        "straight_hand_points",
        _("Straight hand"),
        _("One card of each rank: scores instead of the count. Tick “Went out” too."),
    ),
    SpecialHand(
        "garbage_hand",
        "garbage_hand_points",
        _("Garbage hand"),
        _("A hand the table agreed on as garbage: scores instead of the count. Tick “Went out” too."),
    ),
    SpecialHand(
        "wild_pairs_hand",
        "wild_pairs_hand_points",
        _("Pairs hand with wild cards"),
        _("Pairs only, with pairs of 2s: scores instead of the count. Tick “Went out” too."),
    ),
    SpecialHand(
        "triples_hand",
        "triples_hand_points",
        _("Triples hand"),
        _("Sets of three only: scores instead of the count. Tick “Went out” too."),
    ),
)


def points_of(rules: CanastaNumbers, name: str) -> int:
    """The value of the rules field a counted line or special hand names."""
    value = getattr(rules, name)
    assert isinstance(value, int)
    return value


def special_hands(rules: CanastaNumbers) -> tuple[SpecialHand, ...]:
    return tuple(hand for hand in SPECIAL_HANDS if points_of(rules, hand.points))


def counted_lines(rules: CanastaNumbers) -> tuple[Counted, ...]:
    return tuple(counted for counted in COUNTED_LINES if points_of(rules, counted.points))


def tally_fields(rules: CanastaNumbers) -> tuple[TallyField, ...]:
    """The fields of a side's tally under these rules, in the order of the form."""
    canastas = tuple(
        TallyField(kind.key, kind.label, Kind.COUNT, kind.help, rule_anchor="melds") for kind in rules.canastas
    )
    threes = [
        TallyField(
            RED_THREES, _("Red threes"), Kind.COUNT, _("Red threes this side laid face up."), rule_anchor="threes"
        )
    ]
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
    going_out = [
        TallyField(
            WENT_OUT,
            _("Went out"),
            Kind.FLAG,
            _("A player of this side played the last card of the hand."),
            rule_anchor="going-out",
        )
    ]
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
            hand.help,
            rule_anchor="special-hands",
        )
        for hand in hands
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
    if rules.black_threes_captured_bonus or rules.black_three_captured_points:
        threes.append(
            TallyField(
                BLACK_THREES_CAPTURED,
                _("Black threes captured"),
                Kind.COUNT,
                _("Black threes this side took with the discard pile and put aside."),
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
