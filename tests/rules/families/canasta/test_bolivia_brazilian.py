"""Bolivia and Brazilian Canasta: bolivias and escaleras, black threes, short sequences, canastas to meld."""

import pytest

from rules.core.requirement import Requirement
from rules.families.canasta.presets import BOLIVIA, BRAZILIAN

from .helpers import lines, messages, needs, score

BOL = BOLIVIA.default
BRA = BRAZILIAN.default


def test_bolivia_plays_to_15000_with_bolivias_and_escaleras_instead_of_sambas():
    assert BOL.target == 15000
    keys = [field.key for field in BOL.fields()]
    assert keys[:2] == ["bolivias", "escaleras"]
    assert "sambas" not in keys and "black_threes_in_hand" in keys


@pytest.mark.parametrize(("key", "bonus"), [("bolivias", 2500), ("escaleras", 1500)])
def test_bolivia_canastas_score_their_bonus(key, bonus):
    assert lines(score(BOL, **{key: 1}))[key] == bonus


def test_a_black_three_left_in_hand_costs_100_in_bolivia():
    assert lines(score(BOL, black_threes_in_hand=2, hand_points=40))["black_threes_in_hand"] == -200


def test_one_of_the_two_canastas_to_go_out_must_be_an_escalera():
    assert messages(BOL, {"natural_canastas": 2, "went_out": True, "melded_points": 70}, {}) == [
        "Going out needs one of these among the canastas: escaleras."
    ]
    assert messages(BOL, {"escaleras": 1, "went_out": True, "melded_points": 50}, {}) == [
        "Going out needs at least 2 canastas."
    ]
    assert messages(BOL, {"escaleras": 1, "mixed_canastas": 1, "went_out": True, "melded_points": 100}, {}) == []


def test_bolivia_red_threes_count_for_the_side_only_with_two_canastas():
    assert lines(score(BOL, escaleras=1, red_threes=1))["red_threes"] == -100
    assert lines(score(BOL, escaleras=1, natural_canastas=1, red_threes=1))["red_threes"] == 100


def test_the_decks_hold_six_black_threes():
    assert messages(BOL, {"black_threes_in_hand": 4}, {"black_threes_in_hand": 3}) == [
        "The decks hold only 6 black threes; this deal has 7."
    ]


def test_brazilian_plays_to_10000_with_wild_canastas_of_2000():
    assert BRA.target == 10000
    assert lines(score(BRA, wild_canastas=1))["wild_canastas"] == 2000


def test_brazilian_going_out_needs_any_two_canastas():
    assert messages(BRA, {"natural_canastas": 2, "went_out": True, "melded_points": 70}, {}) == []
    assert messages(BRA, {"wild_canastas": 1, "went_out": True, "melded_points": 140}, {}) == [
        "Going out needs at least 2 canastas."
    ]


def test_each_short_sequence_costs_1000():
    assert lines(score(BRA, natural_canastas=1, short_sequences=2))["short_sequences"] == -2000


@pytest.mark.parametrize(("threes", "points"), [(1, 100), (4, 400), (5, 1000), (6, 1200)])
def test_brazilian_red_threes_one_to_four_100_each_five_1000_six_1200(threes, points):
    assert lines(score(BRA, mixed_canastas=1, red_threes=threes))["red_threes"] == points


def test_brazilian_red_threes_count_against_a_side_with_no_canasta():
    assert lines(score(BRA, melded_points=300, red_threes=2))["red_threes"] == -200


@pytest.mark.parametrize(
    ("total", "requirement"),
    [
        (-5, Requirement(15)),
        (0, Requirement(50)),
        (1495, Requirement(50)),
        (1500, Requirement(90)),
        (2995, Requirement(90)),
        (3000, Requirement(120)),
        (4995, Requirement(120)),
        (5000, Requirement(150)),
        (6995, Requirement(150)),
        (7000, Requirement(0, "canasta")),
        (7995, Requirement(0, "canasta")),
        (8000, Requirement(200, "canasta")),
        (8995, Requirement(200, "canasta")),
        (9000, Requirement(0, "natural")),
        (9995, Requirement(0, "natural")),
    ],
)
def test_the_brazilian_meld_table_at_each_boundary(total, requirement):
    assert needs(BRA, total) == requirement


def test_a_canasta_requirement_is_said_in_words_and_exported_as_an_object():
    assert str(needs(BRA, 7000)) == "a canasta"
    assert str(needs(BRA, 8000)) == "200 and a canasta"
    assert str(needs(BRA, 9000)) == "a natural canasta"
    assert needs(BRA, 9000).export() == {"points": 0, "meld": "natural"}
    assert needs(BRA, 5000).export() == 150


def test_three_decks_hold_so_many_short_sequences_and_no_more():
    # 162 cards less 6 red threes: 156, 52 sequences of 3 cards.
    assert messages(BRA, {"short_sequences": 52}, {}) == []
    assert messages(BRA, {"short_sequences": 30}, {"short_sequences": 23}) == [
        "The decks do not hold enough cards for that many, at 3 cards or more each, besides the canastas."
    ]
