"""Every check on a deal, with the message the players see."""

import pytest

from rules.core import house
from rules.core.deal import score_deal
from rules.families.canasta.checks import check_deal
from rules.families.canasta.presets import CLASSIC_CANASTA

RULES = CLASSIC_CANASTA.default
TWO_HANDED = CLASSIC_CANASTA.rules_for(2, 1)
SIX_HANDED = CLASSIC_CANASTA.rules_for(2, 3)


def problems(rules, *tallies):
    return [(p.side, p.field, p.message) for p in check_deal(rules, list(tallies))]


def test_a_plain_deal_has_no_problems():
    we = {"natural_canastas": 1, "red_threes": 1, "went_out": True, "melded_points": 265}
    they = {"red_threes": 1, "melded_points": 120, "hand_points": 45}
    assert problems(RULES, we, they) == []


def test_missing_entries_mean_zero_and_no():
    assert problems(RULES, {}, {}) == []


def test_it_wants_one_tally_per_side():
    assert problems(RULES, {}) == [(None, None, "A deal needs a tally for each of the 2 sides.")]


@pytest.mark.parametrize("value", [-1, -5])
def test_counts_cannot_be_negative(value):
    assert problems(RULES, {"red_threes": value}, {}) == [(0, "red_threes", "This cannot be negative.")]


@pytest.mark.parametrize("value", [1.5, "2", None, True])
def test_counts_are_whole_numbers(value):
    assert problems(RULES, {}, {"mixed_canastas": value}) == [(1, "mixed_canastas", "Enter a whole number.")]


def test_points_cannot_be_negative():
    assert problems(RULES, {"hand_points": -10}, {}) == [(0, "hand_points", "This cannot be negative.")]


@pytest.mark.parametrize("value", [1, 263, 1001])
def test_points_are_multiples_of_five(value):
    assert problems(RULES, {"melded_points": value}, {}) == [
        (0, "melded_points", "Card points come in multiples of 5.")
    ]


def test_points_cannot_exceed_every_card_in_the_decks():
    assert problems(RULES, {"melded_points": 1185}, {}) == [
        (0, "melded_points", "All the cards together are worth only 1,180.")
    ]
    assert problems(RULES, {"melded_points": 1180}, {}) == []


def test_the_sides_together_cannot_hold_more_points_than_the_decks():
    assert problems(RULES, {"melded_points": 900}, {"melded_points": 200, "hand_points": 100}) == [
        (1, "melded_points", "The sides' cards add up to 1,200, but all the cards together are worth 1,180.")
    ]


@pytest.mark.parametrize("value", ["yes", 1, None])
def test_flags_are_yes_or_no(value):
    assert problems(RULES, {"went_out": value}, {}) == [(0, "went_out", "Answer yes or no.")]


def test_unknown_entries_are_refused():
    assert problems(RULES, {"sambas": 1}, {}) == [(0, None, "“sambas” is not part of a tally in this game.")]


def test_it_rejects_two_sides_going_out():
    out = {"natural_canastas": 1, "went_out": True, "melded_points": 35}
    assert problems(RULES, out, out) == [(1, "went_out", "Only one side can go out in a deal.")]


def test_concealed_only_goes_with_going_out():
    assert problems(RULES, {"natural_canastas": 1, "concealed": True, "melded_points": 35}, {}) == [
        (0, "concealed", "A concealed hand is a way of going out: tick “Went out” too.")
    ]


def test_going_out_needs_a_canasta_in_the_partnership_game():
    assert problems(RULES, {"went_out": True, "melded_points": 100}, {}) == [
        (0, "went_out", "Going out needs at least 1 canasta.")
    ]
    assert problems(RULES, {"went_out": True, "mixed_canastas": 1, "melded_points": 50}, {}) == []


def test_going_out_needs_two_canastas_with_two_players():
    one = {"went_out": True, "natural_canastas": 1, "melded_points": 35}
    assert problems(TWO_HANDED, one, {}) == [(0, "went_out", "Going out needs at least 2 canastas.")]
    two = {"went_out": True, "natural_canastas": 1, "mixed_canastas": 1, "melded_points": 85}
    assert problems(TWO_HANDED, two, {}) == []


def test_three_players_go_out_with_one_canasta_and_a_house_rule_asks_two():
    """Seed 002: a deal of three players alone, scored by hand. Player 2 goes out with a mixed canasta
    (300), going out 100 and 170 in melded cards: 570; player 1 melded 90 and holds 25: 65; player 3
    melded nothing and holds 40 with a red three, which counts against: −140."""
    rules = CLASSIC_CANASTA.rules_for(3, 1)
    deal = [
        {"melded_points": 90, "hand_points": 25},
        {"went_out": True, "mixed_canastas": 1, "melded_points": 170},
        {"red_threes": 1, "hand_points": 40},
    ]
    assert problems(rules, *deal) == []
    assert [side.total for side in score_deal(rules, [rules.complete(t) for t in deal])] == [65, 570, -140]
    two = house.apply(rules, {"canastas_to_go_out": 2})
    assert problems(two, *deal) == [(1, "went_out", "Going out needs at least 2 canastas.")]


def test_a_player_alone_who_went_out_has_no_cards_in_hand():
    out = {"went_out": True, "natural_canastas": 2, "hand_points": 10, "melded_points": 70}
    assert problems(TWO_HANDED, out, {}) == [(0, "hand_points", "A player who went out has no cards left in hand.")]


def test_a_partner_of_the_player_who_went_out_may_hold_cards():
    assert problems(RULES, {"went_out": True, "natural_canastas": 1, "hand_points": 10, "melded_points": 35}, {}) == []


def test_two_decks_hold_four_red_threes():
    assert problems(RULES, {"red_threes": 3}, {"red_threes": 2}) == [
        (1, "red_threes", "The decks hold only 4 red threes; this deal has 5.")
    ]
    assert problems(RULES, {"red_threes": 4}, {}) == []


def test_three_decks_hold_six_red_threes():
    assert problems(SIX_HANDED, {"red_threes": 6}, {}) == []
    assert problems(SIX_HANDED, {"red_threes": 4}, {"red_threes": 3}) == [
        (1, "red_threes", "The decks hold only 6 red threes; this deal has 7.")
    ]


def test_value_problems_come_first_then_the_checks_across_sides():
    out = {"natural_canastas": 1, "went_out": True, "melded_points": 3}
    assert problems(RULES, out, out) == [
        (0, "melded_points", "Card points come in multiples of 5."),
        (1, "melded_points", "Card points come in multiples of 5."),
        (1, "went_out", "Only one side can go out in a deal."),
    ]


def test_every_mistake_of_a_deal_is_told_at_once_each_once():
    we = {"red_threes": -1, "concealed": True, "hand_points": 7, "went_out": True}
    they = {"went_out": True, "natural_canastas": 2, "hand_points": 5000, "melded_points": 70}
    assert problems(RULES, we, they) == [
        (0, "red_threes", "This cannot be negative."),
        (0, "hand_points", "Card points come in multiples of 5."),
        (1, "hand_points", "All the cards together are worth only 1,180."),
        (1, "went_out", "Only one side can go out in a deal."),
        (0, "went_out", "Going out needs at least 1 canasta."),
    ]
