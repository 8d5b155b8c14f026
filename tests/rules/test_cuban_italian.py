"""Cuban and Italian Canasta: wild canastas by their deuces, threes with a canasta, non-wild canastas to go out."""

import pytest

from rules.canastas import CUBAN, ITALIAN, ITALIAN_PARLETT

from .canasta_helpers import lines, messages, needs, score

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
    assert messages(CUB, {"wild_canastas": 1}, {"twos_canastas": 1}) == [
        "The decks hold only 12 wild cards: not enough for these canastas."
    ]


@pytest.mark.parametrize(("threes", "points"), [(1, 100), (2, 300), (3, 500), (4, 1000)])
def test_cuban_red_threes_with_a_canasta(threes, points):
    assert lines(score(CUB, mixed_canastas=1, red_threes=threes))["red_threes"] == points


def test_cuban_red_threes_without_a_canasta_count_nothing():
    assert lines(score(CUB, melded_points=100, red_threes=3))["red_threes"] == 0


def test_capturing_all_four_black_threes_scores_100_for_one_side_only():
    assert lines(score(CUB, black_threes_captured=True))["black_threes_captured"] == 100
    assert messages(CUB, {"black_threes_captured": True}, {"black_threes_captured": True}) == [
        "Only one side can capture every black three."
    ]


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
    assert messages(ITA, {"twos_canastas": 1, "natural_canastas": 1, "went_out": True}, {}) == [
        "Going out needs at least 2 canastas of these kinds: sambas, natural canastas, mixed canastas."
    ]
    assert messages(ITA, {"sambas": 1, "natural_canastas": 1, "went_out": True}, {}) == []


@pytest.mark.parametrize(("threes", "points"), [(1, 100), (3, 300), (4, 800), (5, 1000), (6, 1200)])
def test_italian_red_threes_100_each_to_three_then_200_each(threes, points):
    assert lines(score(ITA, sambas=2, red_threes=threes))["red_threes"] == points


@pytest.mark.parametrize(("key", "bonus"), [("twos_canastas", 3000), ("mixed_twos_canastas", 2000), ("sambas", 1500)])
def test_italian_canastas_score_their_bonus(key, bonus):
    assert lines(score(ITA, **{key: 1}))[key] == bonus
