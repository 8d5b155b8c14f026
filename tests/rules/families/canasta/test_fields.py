"""The fields of a side's tally on the canasta deal form: key, label, kind, help and the rule section
its ? opens, for the presets that each bring fields of their own (black threes, penalties, special
hands, Acaba)."""

from django.utils.translation import override

from rules.catalog import VARIANTS
from tests.rules.families.test_fields import WENT_OUT, fields

CLASSIC_CANASTAS = [
    ("natural_canastas", "Natural canastas", "COUNT", "", "melds"),
    ("mixed_canastas", "Mixed canastas", "COUNT", "", "melds"),
]
WILD_CANASTAS = [
    ("twos_canastas", "Canastas of seven 2s", "COUNT", "", "melds"),
    ("jokers_canastas", "Canastas of 4 jokers, 3 2s", "COUNT", "", "melds"),
    ("wild_canastas", "Other wild canastas", "COUNT", "", "melds"),
]
RED_THREES = ("red_threes", "Red threes", "COUNT", "", "threes")
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
    special = "A special hand scores instead of the count; tick “Went out” too."  # once, on the first
    assert fields_of("modern-american") == [
        *CLASSIC_CANASTAS,
        ("aces_canastas", "Natural ace canastas", "COUNT", "", "melds"),
        ("sevens_canastas", "Sevens canastas", "COUNT", "", "melds"),
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
        ("pairs_hand", "Pairs hand", "FLAG", special, "special-hands"),
        ("straight_hand", "Straight hand", "FLAG", "", "special-hands"),
        ("garbage_hand", "Garbage hand", "FLAG", "", "special-hands"),
        ("wild_pairs_hand", "Pairs hand with wild cards", "FLAG", "", "special-hands"),
        *CARDS,
    ]


def test_bolivia_asks_for_the_black_threes_left_in_hand():
    in_hand = "Black threes left in the side's hands; not in “Cards in hand”."
    assert ("black_threes_in_hand", "Black threes in hand", "COUNT", in_hand, "threes") in fields_of("bolivia")


def test_the_fields_read_in_japanese_too():
    with override("ja"):
        words = [text for slug in ("british", "cuban", "modern-american") for f in fields_of(slug) for text in f[1:4:2]]
    assert all(not text.isascii() for text in words if text)
