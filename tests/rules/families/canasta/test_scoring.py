"""Classic Canasta: every bonus, both red-three cases, every line of the breakdown."""

from dataclasses import replace

import pytest

from rules.core.cards import cards_in_decks, deck_points, points_step
from rules.families.canasta.numbers import CARDS as CANASTA_CARDS
from rules.families.canasta.presets import BRITISH, CLASSIC_CANASTA, CUBAN, ITALIAN, MODERN_AMERICAN
from rules.families.canasta.scoring import has_melded, score_deal, score_side

RULES = CLASSIC_CANASTA.default


def tally(**entries):
    return RULES.complete(entries)


def lines(score):
    return {line.key: line.points for line in score.lines}


def test_card_values_are_those_of_the_rules():
    values = {kind.key: kind.points for kind in CANASTA_CARDS}
    assert values == {
        "jokers": 50,
        "twos": 20,
        "aces": 20,
        "king_to_eight": 10,
        "seven_to_four": 5,
        "black_threes": 5,
    }
    assert [kind.key for kind in CANASTA_CARDS if kind.wild] == ["jokers", "twos"]


def test_two_decks_hold_108_cards_worth_1180_points():
    assert cards_in_decks(CANASTA_CARDS, 2) == 108
    assert deck_points(CANASTA_CARDS, 2) == 4 * 50 + 8 * 20 + 8 * 20 + 48 * 10 + 32 * 5 + 4 * 5


def test_card_points_come_in_steps_of_five():
    assert points_step(CANASTA_CARDS) == 5


def test_the_classic_numbers_are_those_of_the_rules():
    assert [kind.bonus for kind in RULES.canastas] == [500, 300]
    assert RULES.red_three_scores == (0, 100, 200, 300, 800)
    assert (RULES.going_out_bonus, RULES.concealed_bonus) == (100, 100)
    assert RULES.target == 5000
    assert RULES.canastas_to_go_out == 1


def test_each_natural_canasta_scores_its_bonus():
    score = score_side(RULES, tally(natural_canastas=2, melded_points=150))
    assert lines(score)["natural_canastas"] == 2 * RULES.canastas[0].bonus
    assert score.total == 1000 + 150


def test_each_mixed_canasta_scores_its_bonus():
    score = score_side(RULES, tally(mixed_canastas=3, melded_points=400))
    assert lines(score)["mixed_canastas"] == 900
    assert score.total == 1300


@pytest.mark.parametrize(("red_threes", "points"), [(1, 100), (2, 200), (3, 300), (4, 800)])
def test_red_threes_count_for_a_side_that_melded(red_threes, points):
    score = score_side(RULES, tally(red_threes=red_threes, melded_points=60))
    assert lines(score)["red_threes"] == points
    assert score.total == points + 60


@pytest.mark.parametrize(("red_threes", "points"), [(1, -100), (2, -200), (3, -300), (4, -800)])
def test_red_threes_count_against_a_side_that_melded_nothing(red_threes, points):
    score = score_side(RULES, tally(red_threes=red_threes, hand_points=85))
    assert lines(score)["red_threes"] == points
    assert score.total == points - 85


def test_a_canasta_alone_counts_as_having_melded():
    entries = tally(mixed_canastas=1, red_threes=1)
    assert has_melded(RULES, entries)
    assert lines(score_side(RULES, entries))["red_threes"] == 100


def test_going_out_scores_its_bonus():
    score = score_side(RULES, tally(natural_canastas=1, went_out=True, melded_points=200))
    assert lines(score)["went_out"] == 100
    assert "concealed" not in lines(score)
    assert score.total == 500 + 100 + 200


def test_going_out_concealed_scores_200_in_all():
    score = score_side(RULES, tally(natural_canastas=1, went_out=True, concealed=True, melded_points=200))
    assert lines(score)["went_out"] + lines(score)["concealed"] == 200
    assert score.total == 500 + 200 + 200


def test_cards_left_in_hand_count_against_the_side():
    score = score_side(RULES, tally(melded_points=120, hand_points=45))
    assert lines(score) == {"melded_points": 120, "hand_points": -45}
    assert score.total == 75


def test_a_deal_can_score_below_zero():
    assert score_side(RULES, tally(hand_points=300)).total == -300


def test_an_empty_tally_scores_nothing():
    score = score_side(RULES, tally())
    assert score.lines == ()
    assert score.total == 0


def test_the_example_deal_of_the_game_file_format():
    # The example of the JSON format: 500 + 300 + 100 + 100 + 265, and 100 + 120 - 45.
    we = tally(natural_canastas=1, mixed_canastas=1, red_threes=1, went_out=True, melded_points=265)
    they = tally(red_threes=1, melded_points=120, hand_points=45)
    assert score_side(RULES, we).total == 1265
    assert score_side(RULES, they).total == 175


def test_bonuses_come_from_the_rules_object():
    house = replace(RULES, going_out_bonus=250, canastas=(replace(RULES.canastas[0], bonus=600), RULES.canastas[1]))
    score = score_side(house, house.complete({"natural_canastas": 1, "went_out": True, "melded_points": 100}))
    assert score.total == 600 + 250 + 100


def words(rules, **entries):
    """A side's breakdown as the sheet shows it: each line's key, words and points."""
    return [(line.key, str(line.label), line.points) for line in score_side(rules, rules.complete(entries)).lines]


def test_the_breakdown_says_each_line_in_words():
    assert words(RULES, natural_canastas=1, red_threes=1, went_out=True, concealed=True, hand_points=5) == [
        ("natural_canastas", "Natural canastas", 500),
        ("red_threes", "Red threes", 100),
        ("went_out", "Going out", 100),
        ("concealed", "Concealed hand", 100),
        ("hand_points", "Cards in hand", -5),
    ]
    assert words(RULES, mixed_canastas=1, melded_points=60) == [
        ("mixed_canastas", "Mixed canastas", 300),
        ("melded_points", "Melded cards", 60),
    ]


def test_the_breakdown_names_black_threes_captured():
    cuban = CUBAN.default
    assert words(cuban, black_threes_captured=2) == [("black_threes_captured", "Black threes captured", 10)]


def test_the_breakdown_says_melded_cards_count_against_a_side_without_a_canasta():
    american = MODERN_AMERICAN.default
    assert words(american, melded_points=90) == [("melded_points", "Melded cards, no canasta", -90)]


def test_the_breakdown_says_why_a_wild_canasta_earns_nothing_without_going_out():
    italian = ITALIAN.default
    assert words(italian, twos_canastas=1, melded_points=140)[0] == (
        "twos_canastas",
        "Canastas of seven 2s: no bonus without going out",
        0,
    )
    assert words(italian, twos_canastas=1, went_out=True, melded_points=140)[0] == (
        "twos_canastas",
        "Canastas of seven 2s",
        3000,
    )


def test_the_breakdown_of_acaba_names_the_caller_and_the_other_side():
    british = BRITISH.default
    scores = score_deal(british, [british.complete({"acaba": True}), british.complete({"melded_points": 400})])
    assert [[(line.key, str(line.label), line.points) for line in score.lines] for score in scores] == [
        [("acaba", "Called Acaba", 0)],
        [("acaba", "The other side called Acaba", british.acaba_points)],
    ]
