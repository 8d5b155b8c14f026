"""The fields of a side's tally, as the deal form shows them: key, label, kind, help and the rule section
its ? opens, for Kalooki (with its switches), British Kalookie and both Hand and Foot presets."""

from django.utils.translation import override

from rules.core import house
from rules.families.handfoot.presets import HAND_AND_FOOT, HAND_AND_FOOT_BICYCLE
from rules.families.kalooki.presets import BRITISH_KALOOKIE, KALOOKI_GAME

CARDS_IN_HAND = ("penalty_points", "Cards in hand", "POINTS", "Points of the cards left in hand.", "penalty-points")
WENT_OUT = ("went_out", "Went out", "FLAG", "Played the last card: no penalty for this player.", "going-out")
FOOT_WENT_OUT = ("went_out", "Went out", "FLAG", "A player of this side played the last card of the foot.", "going-out")
BOOKS = [
    ("clean_books", "Clean books", "COUNT", "Books without a wild card.", "books"),
    ("dirty_books", "Dirty books", "COUNT", "Books with wild cards in them.", "books"),
]
IN_HAND = "Red threes still in the side's hands or feet when the deal ended: they count against it."
THREES = [
    ("red_threes", "Red threes laid down", "COUNT", "Red threes this side put on the table.", "wild-cards-and-threes"),
    ("red_threes_in_hand", "Red threes in hand or foot", "COUNT", IN_HAND, "wild-cards-and-threes"),
]
CARDS = [
    ("melded_points", "Melded cards", "POINTS", "Points of every card on the table, books included.", "scoring"),
    (
        "hand_points",
        "Cards in hand and foot",
        "POINTS",
        "Points of the cards left in the side's hands and feet.",
        "scoring",
    ),
]


def fields(rules):
    return [(f.key, str(f.label), f.kind.name, str(f.help), f.rule_anchor) for f in rules.fields()]


def test_kalookis_fields_with_both_switches_on():
    rules = house.apply(KALOOKI_GAME.default, {"chips": True, "kalooki_doubles": True})
    assert fields(rules) == [
        WENT_OUT,
        ("kalooki", "Kalooki", "FLAG", "Went out in one turn without having melded before.", "kalooki-doubles"),
        CARDS_IN_HAND,
        ("cards_left", "Cards left", "COUNT", "Every card left in hand, jokers included.", "chips"),
        ("jokers_left", "Jokers left", "COUNT", "The jokers among the cards left: they cost more chips.", "chips"),
    ]
    assert fields(KALOOKI_GAME.default) == [WENT_OUT, CARDS_IN_HAND]


def test_british_kalookies_fields_ask_who_bought_back_in():
    bought_in = "Knocked out, and back in before this deal at the highest total still in."
    assert fields(BRITISH_KALOOKIE.default) == [
        WENT_OUT,
        ("bought_in", "Bought in", "FLAG", bought_in, "british"),
        CARDS_IN_HAND,
    ]


def test_hand_and_foots_fields_and_bicycles_without_wild_books_or_the_foot_rule():
    no_foot = "No one on this side had picked up a foot when the deal ended: its red threes count against it."
    assert fields(HAND_AND_FOOT.default) == [
        *BOOKS,
        ("wild_books", "Wild books", "COUNT", "Books of wild cards only.", "books"),
        *THREES,
        FOOT_WENT_OUT,
        ("no_foot", "Not yet in the foot", "FLAG", no_foot, "wild-cards-and-threes"),
        *CARDS,
    ]
    assert fields(HAND_AND_FOOT_BICYCLE.default) == [*BOOKS, *THREES, FOOT_WENT_OUT, *CARDS]


def test_the_fields_read_in_japanese_too():
    with override("ja"):
        labels = [label for _key, label, *_rest in fields(HAND_AND_FOOT.default)]
        kalooki = [label for _key, label, *_rest in fields(BRITISH_KALOOKIE.default)]
    assert all(label and not label.isascii() for label in labels + kalooki)
