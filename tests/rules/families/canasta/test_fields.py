"""The fields of a side's tally on the canasta deal form: key, label, kind, help and the rule section
its ? opens, for the presets that each bring fields of their own (black threes, penalties, special
hands, Acaba)."""

from django.utils.translation import override

from rules.catalog import VARIANTS
from tests.rules.families.test_fields import fields

CLASSIC_CANASTAS = [
    ("natural_canastas", "Natural canastas", "COUNT", "Canastas without a wild card.", "melds"),
    ("mixed_canastas", "Mixed canastas", "COUNT", "Canastas with wild cards in them.", "melds"),
]
WILD_CANASTAS = [
    ("twos_canastas", "Canastas of seven 2s", "COUNT", "Wild canastas of 2s only.", "melds"),
    (
        "jokers_canastas",
        "Canastas of 4 jokers, 3 2s",
        "COUNT",
        "Wild canastas with every joker of the decks in them.",
        "melds",
    ),
    ("wild_canastas", "Other wild canastas", "COUNT", "Canastas of wild cards only, of any other mix.", "melds"),
]
RED_THREES = ("red_threes", "Red threes", "COUNT", "Red threes this side laid face up.", "threes")
WENT_OUT = ("went_out", "Went out", "FLAG", "A player of this side played the last card of the hand.", "going-out")
CONCEALED = ("concealed", "Concealed", "FLAG", "Went out in one turn without having melded before.", "going-out")
CARDS = [
    ("melded_points", "Melded cards", "POINTS", "Points of every card on the table, canastas included.", "scoring"),
    ("hand_points", "Cards in hand", "POINTS", "Points of the cards left in the side's hands.", "scoring"),
]


def fields_of(slug):
    return fields(VARIANTS[slug].default)


def test_classic_canasta():
    assert fields_of("classic-canasta") == [*CLASSIC_CANASTAS, RED_THREES, WENT_OUT, CONCEALED, *CARDS]


def test_british_canasta_adds_acaba():
    acaba = "The deal ends: this side scores 0, each other side the Acaba points."
    assert fields_of("british") == [
        *CLASSIC_CANASTAS,
        RED_THREES,
        WENT_OUT,
        CONCEALED,
        ("acaba", "Called Acaba", "FLAG", acaba, "acaba"),
        *CARDS,
    ]


def test_cuban_canasta_counts_the_black_threes_captured():
    captured = "Black threes this side took with the discard pile and put aside."
    assert fields_of("cuban") == [
        *CLASSIC_CANASTAS,
        *WILD_CANASTAS,
        RED_THREES,
        ("black_threes_captured", "Black threes captured", "COUNT", captured, "threes"),
        WENT_OUT,
        *CARDS,
    ]


def test_modern_american_canasta_with_its_penalties_and_special_hands():
    held = "Each time a player is left holding three or more aces, or three or more sevens."
    instead = "scores instead of the count. Tick “Went out” too."
    assert fields_of("modern-american") == [
        *CLASSIC_CANASTAS,
        ("aces_canastas", "Natural ace canastas", "COUNT", "Canastas of aces without a wild card.", "melds"),
        ("sevens_canastas", "Sevens canastas", "COUNT", "Canastas of sevens, always without a wild card.", "melds"),
        *WILD_CANASTAS,
        RED_THREES,
        ("black_threes", "Black threes", "COUNT", "Black threes melded, scored like red threes.", "threes"),
        (
            "unfinished_aces_or_sevens",
            "Unfinished aces or sevens",
            "COUNT",
            "Melds of aces or of sevens that are not canastas.",
            "penalties",
        ),
        (
            "unfinished_wild_melds",
            "Unfinished wild melds",
            "COUNT",
            "Melds of wild cards that are not canastas.",
            "penalties",
        ),
        ("aces_or_sevens_in_hand", "Three aces or sevens in hand", "COUNT", held, "penalties"),
        WENT_OUT,
        ("pairs_hand", "Pairs hand", "FLAG", f"Pairs only, no wild card: {instead}", "special-hands"),
        ("straight_hand", "Straight hand", "FLAG", f"One card of each rank: {instead}", "special-hands"),
        (
            "garbage_hand",
            "Garbage hand",
            "FLAG",
            f"A hand the table agreed on as garbage: {instead}",
            "special-hands",
        ),
        (
            "wild_pairs_hand",
            "Pairs hand with wild cards",
            "FLAG",
            f"Pairs only, with pairs of 2s: {instead}",
            "special-hands",
        ),
        *CARDS,
    ]


def test_bolivia_asks_for_the_black_threes_left_in_hand():
    in_hand = "Black threes left in the side's hands; not in “Cards in hand”."
    assert ("black_threes_in_hand", "Black threes in hand", "COUNT", in_hand, "threes") in fields_of("bolivia")


def test_the_fields_read_in_japanese_too():
    with override("ja"):
        words = [text for slug in ("british", "cuban", "modern-american") for f in fields_of(slug) for text in f[1:4:2]]
    assert all(not text.isascii() for text in words if text)
