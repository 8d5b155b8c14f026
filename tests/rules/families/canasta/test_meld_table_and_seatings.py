"""The initial-meld table at every boundary, and every player count."""

from dataclasses import replace

import pytest

from rules.core.seating import Seating
from rules.families.canasta.numbers import MeldStep
from rules.families.canasta.presets import CLASSIC_CANASTA
from rules.families.canasta.rules import CanastaRules
from rules.families.canasta.scoring import meld_requirement
from rules.families.canasta.tally import tally_fields

RULES = CLASSIC_CANASTA.default


@pytest.mark.parametrize(
    ("total", "requirement"),
    [
        (-2000, 15),
        (-5, 15),
        (0, 50),
        (5, 50),
        (1495, 50),
        (1500, 90),
        (2995, 90),
        (3000, 120),
        (4995, 120),
        (12000, 120),
    ],
)
def test_the_initial_meld_follows_the_total_before_the_deal(total, requirement):
    assert meld_requirement(RULES, total) == requirement


def test_every_step_of_the_table_starts_where_the_data_says():
    for below, step in zip(RULES.meld_table, RULES.meld_table[1:]):
        assert meld_requirement(RULES, step.from_total - 5) == below.points
        assert meld_requirement(RULES, step.from_total) == step.points


def seated(sides, per_side):
    rules = CLASSIC_CANASTA.rules_for(sides, per_side)
    assert rules is not None
    return rules


def test_four_players_play_two_partnerships_by_default():
    rules = CLASSIC_CANASTA.default
    assert (rules.seating.sides, rules.seating.players_per_side, rules.seating.players) == (2, 2, 4)
    assert rules.seating.cards_dealt == 11
    assert rules.canastas_to_go_out == 1
    assert rules.decks == 2


def test_two_players_each_alone_draw_two_and_need_two_canastas():
    rules = seated(2, 1)
    assert rules.seating.players == 2
    assert not rules.seating.partnerships
    assert (rules.seating.cards_dealt, rules.seating.draw) == (15, 2)
    assert rules.canastas_to_go_out == 2


def test_three_players_each_alone_get_13_cards_draw_one_and_need_one_canasta():
    """Seed 002: "In a game with three players, each player receives 13 cards"; the two canastas go with
    the two-player game, where "each player draws two cards"."""
    rules = seated(3, 1)
    assert rules.seating.players == 3
    assert (rules.seating.cards_dealt, rules.seating.draw) == (13, 1)
    assert rules.canastas_to_go_out == 1


def test_six_players_play_two_partnerships_of_three_with_three_decks():
    rules = seated(2, 3)
    assert rules.seating.players == 6
    assert rules.decks == 3
    assert rules.max_red_threes == 6
    assert rules.red_three_scores == (0, 100, 200, 300, 400, 1000, 1200)
    assert rules.target == 10000
    assert meld_requirement(rules, 7495) == 120
    assert meld_requirement(rules, 7500) == 150


def test_six_players_in_three_teams_of_two_play_to_7500_with_three_decks():
    rules = seated(3, 2)
    assert (rules.seating.players, rules.seating.cards_dealt) == (6, 13)
    assert rules.decks == 3
    assert rules.red_three_scores == (0, 100, 200, 300, 400, 1000, 1200)
    assert rules.canastas_to_go_out == 2
    assert rules.target == 7500


def test_there_is_no_game_for_an_unknown_seating():
    assert CLASSIC_CANASTA.rules_for(4, 1) is None
    assert CLASSIC_CANASTA.rules_for(2, 4) is None


def test_every_seating_is_described_for_the_start_page():
    descriptions = [seating.describe() for seating in CLASSIC_CANASTA.seatings()]
    assert descriptions == [
        "4 players in 2 teams of 2",
        "2 players, each alone",
        "3 players, each alone",
        "6 players in 2 teams of 3",
        "6 players in 3 teams of 2",
    ]


def test_the_tally_has_the_fields_the_players_enter():
    keys = [field.key for field in tally_fields(RULES)]
    assert keys == [
        "natural_canastas",
        "mixed_canastas",
        "red_threes",
        "went_out",
        "concealed",
        "melded_points",
        "hand_points",
    ]


def test_a_game_without_a_concealed_bonus_has_no_concealed_field():
    keys = [field.key for field in tally_fields(replace(RULES, concealed_bonus=0))]
    assert "concealed" not in keys


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"red_three_scores": (0, 100, 200, 300)}, "red_three_scores"),
        ({"meld_table": (MeldStep(0, 50),)}, "no lower bound"),
        ({"meld_table": (MeldStep(None, 15), MeldStep(1500, 90), MeldStep(0, 50))}, "rise"),
        ({"meld_table": (MeldStep(None, 15), MeldStep(0, 50), MeldStep(0, 60))}, "rise"),
        ({"target": 0}, "target"),
    ],
)
def test_inconsistent_rules_are_refused(changes, message):
    with pytest.raises(ValueError, match=message):
        replace(RULES, **changes)


def test_a_house_rule_seating_is_checked_like_a_preset():
    rules = replace(RULES, seating=Seating(sides=3, players_per_side=2, cards_dealt=11))
    assert isinstance(rules, CanastaRules)
    assert rules.seating.players == 6
