"""Cuban and Italian Canasta: wild canastas by their deuces, threes with a canasta, non-wild canastas to go out."""

import pytest

from rules.core import house
from rules.families.canasta.presets import CUBAN, ITALIAN, ITALIAN_PARLETT

from .helpers import deal, lines, messages, needs, score

CUB = CUBAN.default
ITA = ITALIAN.default


def test_cuban_is_thirteen_cards_to_7500_without_a_concealed_bonus():
    assert (CUB.seating.cards_dealt, CUB.decks, CUB.target) == (13, 2, 7500)
    assert "concealed" not in [field.key for field in CUB.fields()]


@pytest.mark.parametrize(("total", "points"), [(-5, 15), (0, 50), (2995, 90), (4995, 120), (5000, 150)])
def test_the_cuban_meld_table_asks_150_from_5000(total, points):
    assert needs(CUB, total).points == points


@pytest.mark.parametrize(
    ("key", "bonus"),
    [("twos_canastas", 4000), ("jokers_canastas", 3000), ("wild_canastas", 2000), ("natural_canastas", 500)],
)
def test_cuban_wild_canastas_are_worth_their_deuces(key, bonus):
    assert lines(score(CUB, **{key: 1}))[key] == bonus


def test_two_decks_hold_wild_cards_for_one_wild_canasta_only():
    # Two decks hold 12 wild cards, 8 of them 2s: seven 2s and seven wild cards more are 14.
    seven_wild, seven_twos = {"wild_canastas": 1, "melded_points": 140}, {"twos_canastas": 1, "melded_points": 140}
    assert messages(CUB, seven_wild, seven_twos) == [
        "The 2 decks hold 8 cards of each rank from 4 to ace and 12 wild cards (4 of them jokers), "
        "and a side keeps one meld of each rank: not enough for these canastas."
    ]


@pytest.mark.parametrize(("threes", "points"), [(1, 100), (2, 300), (3, 500), (4, 1000)])
def test_cuban_red_threes_with_a_canasta(threes, points):
    assert lines(score(CUB, mixed_canastas=1, red_threes=threes))["red_threes"] == points


def test_cuban_red_threes_without_a_canasta_count_nothing():
    assert lines(score(CUB, melded_points=100, red_threes=3))["red_threes"] == 0


def test_black_threes_captured_count_five_each_and_100_for_all_four():
    """rummy-games.com, Cuban Canasta: "Each black three taken in this way counts five points, or 100
    points for all four"."""
    assert [lines(score(CUB, black_threes_captured=n))["black_threes_captured"] for n in (1, 2, 3, 4)] == [
        5,
        10,
        15,
        100,
    ]


def test_the_sides_together_capture_no_more_black_threes_than_the_decks_hold():
    assert messages(CUB, {"black_threes_captured": 3}, {"black_threes_captured": 2}) == [
        "The decks hold only 4 black threes; this deal has 5."
    ]
    assert messages(CUB, {"black_threes_captured": 3}, {"black_threes_captured": 1}) == []


def test_a_cuban_deal_scored_by_hand_from_rummy_games_com_and_seed_002():
    """Side A goes out with a natural canasta (500) and one of seven 2s (4,000), 2 red threes (300),
    3 black threes taken with the pile (3 × 5), going out 100 and 600 in melded cards: 5,515.
    Side B made no canasta: its red three counts 0 (seed 002: threes count only with canastas),
    its black three 5, its melded cards 150 less 40 in hand: 115."""
    a = {
        "natural_canastas": 1,
        "twos_canastas": 1,
        "red_threes": 2,
        "black_threes_captured": 3,
        "went_out": True,
        "melded_points": 600,
    }
    b = {"red_threes": 1, "black_threes_captured": 1, "melded_points": 150, "hand_points": 40}
    assert messages(CUB, a, b) == []
    assert deal(CUB, a, b) == [5515, 115]


def test_red_threes_against_a_side_with_no_canasta_as_rummy_games_com_scores_them_is_a_house_rule():
    """rummy-games.com: red threes are "negative if it has not" melded a canasta. The same deal as
    above with `three_signs` [-1, 1]: side B loses its red three's 100, 15 in all."""
    rummy_games = house.apply(CUB, {"three_signs": [-1, 1]})
    a = {"natural_canastas": 1, "twos_canastas": 1, "red_threes": 2, "black_threes_captured": 3, "went_out": True}
    b = {"red_threes": 1, "black_threes_captured": 1, "melded_points": 150, "hand_points": 40}
    assert deal(rummy_games, {**a, "melded_points": 600}, b) == [5515, 15]


def test_italian_plays_to_15000_and_parlett_to_12000():
    assert ITA.target == 15000
    assert ITALIAN_PARLETT.default.target == 12000
    assert ITALIAN_PARLETT.default.meld_table == ITA.meld_table


@pytest.mark.parametrize(
    ("total", "points"),
    [
        (-5, 15),
        (0, 50),
        (1500, 90),
        (2995, 90),
        (3000, 120),
        (4995, 120),
        (5000, 160),
        (7495, 160),
        (7500, 180),
        (9995, 180),
        (10000, 200),
    ],
)
def test_the_italian_meld_table_at_each_boundary(total, points):
    assert needs(ITA, total).points == points


def test_italian_going_out_scores_300_and_needs_two_canastas_that_are_not_wild():
    assert lines(score(ITA, sambas=2, went_out=True))["went_out"] == 300
    assert messages(ITA, {"twos_canastas": 1, "natural_canastas": 1, "went_out": True, "melded_points": 175}, {}) == [
        "Going out needs at least 2 canastas of these kinds: sambas, natural canastas, mixed canastas."
    ]
    assert messages(ITA, {"sambas": 1, "natural_canastas": 1, "went_out": True, "melded_points": 85}, {}) == []


@pytest.mark.parametrize(("threes", "points"), [(1, 100), (3, 300), (4, 800), (5, 1000), (6, 1200)])
def test_italian_red_threes_100_each_to_three_then_200_each(threes, points):
    assert lines(score(ITA, sambas=2, red_threes=threes))["red_threes"] == points


@pytest.mark.parametrize(("key", "bonus"), [("twos_canastas", 3000), ("mixed_twos_canastas", 2000), ("sambas", 1500)])
def test_italian_canastas_score_their_bonus_for_the_side_that_goes_out(key, bonus):
    assert lines(score(ITA, went_out=True, **{key: 1}))[key] == bonus


@pytest.mark.parametrize("key", ["twos_canastas", "mixed_twos_canastas"])
@pytest.mark.parametrize("variant", [ITALIAN, ITALIAN_PARLETT], ids=["rummy-games", "parlett"])
def test_a_canasta_of_2s_earns_nothing_for_a_side_that_did_not_go_out(variant, key):
    """rummy-games.com: "The first two bonuses only apply to the side that goes out; for the other side,
    they score only the point value of the cards." Parlett: "the bonus applies only for the side going out"."""
    found = score(variant.default, melded_points=140, **{key: 1})
    assert lines(found)[key] == 0
    assert found.total == 140


def test_an_italian_deal_scored_by_hand_from_rummy_games_com():
    """Side A goes out with five natural canastas (5 × 500) and one of seven 2s (3,000), 2 red threes (200),
    going out 300 and 700 in melded cards; five natural canastas add 2,000 (four natural and one mixed,
    1,000, is the same five canastas: only the larger counts): 8,700.
    Side B has four natural canastas (2,000), a mixed one (300) and a canasta of 2s and jokers that earns
    nothing without going out, 1 red three (100), 600 melded, 60 in hand, and four natural and one
    mixed (1,000): 3,940."""
    a = {"natural_canastas": 5, "twos_canastas": 1, "red_threes": 2, "went_out": True, "melded_points": 700}
    b = {
        "natural_canastas": 4,
        "mixed_canastas": 1,
        "mixed_twos_canastas": 1,
        "red_threes": 1,
        "melded_points": 600,
        "hand_points": 60,
    }
    assert messages(ITA, a, b) == []
    assert deal(ITA, a, b) == [8700, 3940]
    assert lines(score(ITA, **a))["five_natural"] == 2000
    assert "four_natural_one_mixed" not in lines(score(ITA, **a))
    assert lines(score(ITA, **b))["four_natural_one_mixed"] == 1000


def test_ten_canastas_add_2000_on_top_of_five_natural_ones():
    """rummy-games.com and HowStuffWorks: "Ten Canastas of Any Kind 2000"; six natural and four mixed
    canastas (3,000 + 1,200) earn 2,000 for five natural and 2,000 for ten: 8,200."""
    found = score(ITA, natural_canastas=6, mixed_canastas=4)
    assert (lines(found)["five_natural"], lines(found)["ten_canastas"]) == (2000, 2000)
    assert found.total == 8200


def test_parlett_plays_the_five_canasta_bonuses_only_as_an_option():
    """Parlett: "Optionally, there is a bonus of 1000 for making five canastas, or 2000 if all are natural",
    and no bonus for ten canastas. The preset leaves them out; as house rules, side B's six canastas
    (four natural) earn 1,000 and side A's five natural ones 2,000: side A 2,500 + 3,000 + 200 + 300 + 700,
    side B 2,000 + 300 + 600 (its canasta of 2s earns nothing without going out)."""
    parlett = ITALIAN_PARLETT.default
    assert score(parlett, natural_canastas=6, mixed_canastas=4).total == 4200
    optional = house.apply(parlett, {"set_bonuses": {"five_canastas": 1000, "five_natural": 2000}})
    a = {"natural_canastas": 5, "twos_canastas": 1, "red_threes": 2, "went_out": True, "melded_points": 700}
    b = {"natural_canastas": 4, "mixed_canastas": 1, "mixed_twos_canastas": 1, "melded_points": 600}
    assert deal(parlett, a, b) == [6700, 2900]
    assert deal(optional, a, b) == [8700, 3900]
