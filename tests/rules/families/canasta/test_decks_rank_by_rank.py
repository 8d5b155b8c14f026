"""Issue 27: canastas bounded by what the decks make, rank by rank and wild card by wild card, and melded
points at least the cheapest cards of the canastas. Every number is worked out by hand from the sources:

- seed 000 (Bicycle's Canasta, in Japanese): jokers and 2s are wild; a partnership keeps one meld of each rank
  ("同じランクのメルドは2つ作れない"); threes are never in a canasta.
- seed 002 (the encyclopedia article): two decks and four jokers; a meld never holds more wild cards than
  natural ones (so a mixed canasta of seven has at least 4 natural cards); melded points include the cards in
  the canastas; card values: 4 to 7 count 5, 8 to K 10, aces and 2s 20, jokers 50.
- Bicycle's Samba (bicyclecards.ca, game-rules/samba): three decks and six jokers, no regular meld with more
  than two wild cards, "a side may have two canastas in the same rank"; a samba is seven cards of one suit
  in sequence, four low, ace high (so every samba holds an 8, a 9 and a 10 of its suit).
- pagat.com's American Canasta (Modern American): canastas of seven 2s, of 4 jokers and 3 2s, of natural aces.
"""

import pytest

from rules.catalog import VARIANTS
from rules.core import house
from tests.rules.families.canasta.helpers import messages

CLASSIC = VARIANTS["classic-canasta"].default
SAMBA = VARIANTS["samba"].default
AMERICAN = VARIANTS["modern-american"].default
SIX_HANDED = VARIANTS["classic-canasta"].rules_for(3, 2)

TWO_DECKS = (
    "The 2 decks hold 8 cards of each rank from 4 to ace and 12 wild cards (4 of them jokers), "
    "and a side keeps one meld of each rank: not enough for these canastas."
)
THREE_DECKS_SAMBA = (
    "The 3 decks hold 12 cards of each rank from 4 to ace and 18 wild cards (6 of them jokers): "
    "not enough for these canastas."
)


def melded(points, **counts):
    """A tally with these canastas and the melded points their cheapest cards are worth, or more."""
    return {**counts, "melded_points": points}


# 1. What two decks make: 8 cards of each of 11 ranks, 12 wild cards.


def test_two_decks_make_eleven_natural_canastas_between_the_sides_never_twelve():
    """A natural canasta takes 7 of the 8 cards of its rank: one per rank, 11 ranks from 4 to ace."""
    assert messages(CLASSIC, melded(280, natural_canastas=6), melded(210, natural_canastas=5)) == []
    assert messages(CLASSIC, melded(280, natural_canastas=6), melded(280, natural_canastas=6)) == [TWO_DECKS]


def test_a_mixed_canasta_needs_four_natural_cards_a_natural_canasta_leaves_one():
    """Ten natural canastas leave one rank whole: both sides can make a mixed canasta of it (4 + 4 natural
    cards, 3 + 3 wild cards); a third mixed canasta finds no rank (7 + 4 > 8 on the ranks taken)."""
    ten = melded(290, natural_canastas=5, mixed_canastas=1)
    assert messages(CLASSIC, ten, ten) == []
    assert messages(CLASSIC, melded(370, natural_canastas=5, mixed_canastas=2), ten) == [TWO_DECKS]
    assert messages(CLASSIC, melded(280, natural_canastas=6), ten) == [TWO_DECKS]


def test_a_side_keeps_one_meld_of_each_rank():
    """One side alone: 11 ranks, so 11 canastas at most, whatever the other side holds."""
    assert messages(CLASSIC, melded(740, natural_canastas=6, mixed_canastas=5), {}) == []
    assert messages(CLASSIC, melded(900, natural_canastas=6, mixed_canastas=6), {}) == [TWO_DECKS]


def test_three_decks_hold_twelve_of_a_rank_one_natural_and_one_mixed_canasta_of_it():
    """Six players, three decks (pagat.com): 12 cards of a rank take a natural canasta (7) and a mixed one of
    another side (at least 4, so 2 wild cards with the 5 left), never two natural ones. Eleven natural
    canastas leave 5 cards of each rank: 9 mixed canastas of another side take the 18 wild cards."""
    rules = SIX_HANDED
    assert rules.decks == 3
    eleven = melded(700, natural_canastas=11)  # 4 x 35 + 6 x 70 + 140
    assert messages(rules, eleven, melded(600, mixed_canastas=9), {}) == []
    assert messages(rules, eleven, melded(680, mixed_canastas=10), {}) == [
        "The 3 decks hold 12 cards of each rank from 4 to ace and 18 wild cards (6 of them jokers), "
        "and a side keeps one meld of each rank: not enough for these canastas."
    ]
    assert messages(rules, eleven, melded(35, natural_canastas=1), {}) == [
        "The 3 decks hold 12 cards of each rank from 4 to ace and 18 wild cards (6 of them jokers), "
        "and a side keeps one meld of each rank: not enough for these canastas."
    ]


# Samba: three decks, two canastas of a rank allowed, at most two wild cards in a meld, sambas.


def test_samba_makes_one_natural_canasta_of_each_rank_and_a_mixed_one_with_the_five_left():
    """12 cards of a rank: a natural canasta (7) leaves 5, a mixed canasta of 5 natural cards and 2 wild cards;
    two sides' 11 natural and 11 mixed canastas need 22 wild cards, more than 18: 9 mixed fit (18)."""
    assert messages(SAMBA, melded(1300, natural_canastas=11, mixed_canastas=9), {}) == []
    assert messages(SAMBA, melded(700, natural_canastas=11), melded(680, mixed_canastas=10)) == [THREE_DECKS_SAMBA]
    assert messages(SAMBA, melded(280, natural_canastas=6), melded(280, natural_canastas=6)) == [THREE_DECKS_SAMBA]


def test_every_samba_holds_an_eight_nine_and_ten_so_three_decks_make_twelve():
    """Three decks hold 12 eights: 12 sambas (three of each suit, each from 4 to 10) fit, a 13th does not.
    Twelve sambas from 4 to 10 leave the 12 jacks, queens, kings and aces: 4 natural canastas fit. Whatever the
    runs, 12 sambas take 84 of the 132 cards from 4 to ace: 6 natural canastas at most (42), never 7 (49)."""
    six = melded(300, sambas=6)  # six times 4 to 10 of a suit, 50 each
    assert messages(SAMBA, six, six) == []
    assert messages(SAMBA, melded(350, sambas=7), six) == [THREE_DECKS_SAMBA]
    two = melded(370, sambas=6, natural_canastas=2)
    assert messages(SAMBA, two, two) == []
    assert messages(SAMBA, melded(440, sambas=6, natural_canastas=4), melded(405, sambas=6, natural_canastas=3)) == [
        THREE_DECKS_SAMBA
    ]


# Wild canastas: by their wild cards, kind by kind.


def test_two_decks_hold_one_canasta_of_seven_twos_and_one_of_four_jokers_never_both():
    """Two decks: 8 2s and 4 jokers. Seven 2s fit once; 4 jokers and 3 2s once; both need 10 2s."""
    sevens = {"twos_canastas": 1, "melded_points": 140}
    jokers = {"jokers_canastas": 1, "melded_points": 260}
    assert messages(AMERICAN, sevens, {}) == []
    assert messages(AMERICAN, jokers, {}) == []
    assert messages(AMERICAN, sevens, jokers) == [TWO_DECKS]
    assert messages(AMERICAN, {"twos_canastas": 2, "melded_points": 280}, {}) == [TWO_DECKS]


def test_a_canasta_of_aces_is_of_the_one_rank_of_aces():
    """8 aces: one natural canasta of aces between the sides."""
    aces = {"aces_canastas": 1, "melded_points": 140}
    assert messages(AMERICAN, aces, {}) == []
    assert messages(AMERICAN, aces, aces) == [TWO_DECKS]


# 2. Melded points at least the cheapest cards of the canastas.


@pytest.mark.parametrize(
    ("counts", "least"),
    [
        # Two natural canastas: 14 natural cards on two ranks, the cheapest two of 4 to 7 at 5: 70 (the issue).
        ({"natural_canastas": 2}, 70),
        # A mixed canasta: six 4s and a 2 (a natural card is cheaper than a second wild card): 30 + 20.
        ({"mixed_canastas": 1}, 50),
        # Four natural canastas take 4s to 7s; a fifth the cheapest rank left, eights at 10: 4 x 35 + 70.
        ({"natural_canastas": 5}, 210),
        # A natural and a mixed canasta: the natural one on 4s, the mixed on 5s: 35 + 30 + 20.
        ({"natural_canastas": 1, "mixed_canastas": 1}, 85),
    ],
)
def test_classic_melded_points_hold_the_cheapest_cards_of_the_canastas(counts, least):
    message = f"These canastas are worth at least {least} in cards; melded cards include the canastas."
    assert messages(CLASSIC, {**counts, "melded_points": least}, {}) == []
    assert messages(CLASSIC, {**counts, "melded_points": least - 5}, {}) == [message]


def test_thirty_melded_points_with_two_natural_canastas_is_refused():
    assert messages(CLASSIC, {"natural_canastas": 2, "melded_points": 30}, {}) == [
        "These canastas are worth at least 70 in cards; melded cards include the canastas."
    ]


@pytest.mark.parametrize(
    ("variant", "counts", "least"),
    [
        # A samba: 4 to 10 of one suit, 4 x 5 + 3 x 10.
        ("samba", {"sambas": 1}, 50),
        # Samba's mixed canasta: at most two wild cards, so at least five natural cards; the cheapest is six
        # and a 2, as in Classic.
        ("samba", {"mixed_canastas": 1}, 50),
        # Two natural canastas of Samba: 12 cards of a rank hold one, so two ranks again.
        ("samba", {"natural_canastas": 2}, 70),
        # A bolivia: seven wild cards, the cheapest seven 2s.
        ("bolivia", {"bolivias": 1}, 140),
        # Modern American: 4 jokers and 3 2s; seven natural aces.
        ("modern-american", {"jokers_canastas": 1}, 260),
        ("modern-american", {"aces_canastas": 1}, 140),
        # Cuban: seven 2s.
        ("cuban", {"twos_canastas": 1}, 140),
    ],
)
def test_every_preset_counts_its_own_cards_and_wild_cards(variant, counts, least):
    rules = VARIANTS[variant].default
    message = f"These canastas are worth at least {least} in cards; melded cards include the canastas."
    assert messages(rules, {**counts, "melded_points": least}, {}) == []
    assert messages(rules, {**counts, "melded_points": least - 5}, {}) == [message]


def test_a_house_rule_on_card_values_moves_the_floor():
    """With 4 to 7 at 10 (a house rule), two natural canastas are worth at least 140."""
    rules = house.apply(CLASSIC, {"card_points": {"seven_to_four": 10}})
    assert messages(rules, {"natural_canastas": 2, "melded_points": 135}, {}) == [
        "These canastas are worth at least 140 in cards; melded cards include the canastas."
    ]


def test_a_special_hand_scores_instead_of_the_count_and_has_no_floor():
    assert messages(AMERICAN, {"pairs_hand": True, "went_out": True}, {}) == []
