"""Samba: its canastas, its red threes, its meld table and what going out needs."""

from dataclasses import replace

import pytest

from rules.families.canasta.numbers import MeldStep
from rules.families.canasta.presets import SAMBA

from .helpers import lines, messages, needs, score

RULES = SAMBA.default


def test_samba_is_three_decks_fifteen_cards_draw_two_to_10000():
    assert (RULES.decks, RULES.seating.cards_dealt, RULES.seating.draw) == (3, 15, 2)
    assert RULES.target == 10000
    assert RULES.max_wild_cards == 2


def test_its_tally_keys_are_those_of_the_issue():
    keys = [field.key for field in RULES.fields()]
    assert keys == [
        "sambas",
        "natural_canastas",
        "mixed_canastas",
        "red_threes",
        "went_out",
        "melded_points",
        "hand_points",
    ]


@pytest.mark.parametrize(("key", "bonus"), [("sambas", 1500), ("natural_canastas", 500), ("mixed_canastas", 300)])
def test_each_canasta_scores_its_bonus(key, bonus):
    assert lines(score(RULES, **{key: 2}))[key] == 2 * bonus


def test_going_out_scores_200_and_there_is_no_concealed_bonus():
    assert lines(score(RULES, sambas=1, natural_canastas=1, went_out=True))["went_out"] == 200
    assert "concealed" not in [field.key for field in RULES.fields()]


def test_going_out_needs_two_canastas_and_a_samba_counts():
    assert messages(RULES, {"natural_canastas": 1, "went_out": True, "melded_points": 35}, {}) == [
        "Going out needs at least 2 canastas."
    ]
    assert messages(RULES, {"sambas": 1, "mixed_canastas": 1, "went_out": True, "melded_points": 100}, {}) == []


@pytest.mark.parametrize(("threes", "points"), [(1, 100), (2, 200), (5, 500), (6, 1000)])
def test_red_threes_are_100_each_and_all_six_1000(threes, points):
    assert lines(score(RULES, sambas=2, red_threes=threes))["red_threes"] == points


@pytest.mark.parametrize("canastas", [0, 1])
def test_red_threes_count_against_a_side_without_the_two_canastas_to_go_out(canastas):
    assert lines(score(RULES, natural_canastas=canastas, melded_points=200, red_threes=2))["red_threes"] == -200


@pytest.mark.parametrize(
    ("total", "points"),
    [(-5, 15), (0, 50), (1495, 50), (1500, 90), (2995, 90), (3000, 120), (6995, 120), (7000, 150), (9995, 150)],
)
def test_the_meld_table_at_each_boundary(total, points):
    assert needs(RULES, total).points == points


def test_the_7000_step_is_data_a_house_rule_can_make_160():
    bicycle = replace(RULES, meld_table=RULES.meld_table[:-1] + (MeldStep(7000, 160),))
    assert needs(bicycle, 7000).points == 160
