"""Modern American Canasta: its canastas, threes per colour, melds without a canasta, penalties, special hands."""

from dataclasses import replace

import pytest

from rules.core import house
from rules.core.house import settings_for
from rules.families.canasta.numbers import CANASTA_LEAGUE_GARBAGE_HAND
from rules.families.canasta.presets import CLASSIC_CANASTA, MODERN_AMERICAN

from .helpers import deal, lines, messages, needs, score

RULES = MODERN_AMERICAN.default


def test_four_players_thirteen_cards_to_8500():
    assert MODERN_AMERICAN.seatings() == (RULES.seating,)
    assert (RULES.seating.players, RULES.seating.cards_dealt, RULES.target) == (4, 13, 8500)


@pytest.mark.parametrize(
    ("total", "points"), [(-500, 125), (0, 125), (2995, 125), (3000, 155), (4995, 155), (5000, 180), (8000, 180)]
)
def test_the_meld_table_125_155_180(total, points):
    assert needs(RULES, total).points == points


@pytest.mark.parametrize(
    ("key", "bonus"),
    [
        ("mixed_canastas", 300),
        ("natural_canastas", 500),
        ("aces_canastas", 2500),
        ("sevens_canastas", 2500),
        ("twos_canastas", 3000),
        ("jokers_canastas", 2500),
        ("wild_canastas", 2000),
    ],
)
def test_each_kind_of_canasta_scores_its_bonus(key, bonus):
    assert lines(score(RULES, **{key: 1}))[key] == bonus


def test_going_out_scores_100_needs_two_canastas_and_has_no_concealed_bonus():
    assert lines(score(RULES, natural_canastas=2, went_out=True))["went_out"] == 100
    assert messages(RULES, {"natural_canastas": 1, "went_out": True, "melded_points": 35}, {}) == [
        "Going out needs at least 2 canastas."
    ]
    assert "concealed" not in [field.key for field in RULES.fields()]


@pytest.mark.parametrize("colour", ["red_threes", "black_threes"])
@pytest.mark.parametrize(("threes", "points"), [(1, 100), (2, 300), (3, 500), (4, 1000)])
def test_threes_of_each_colour_count_on_their_own_schedule(colour, threes, points):
    assert lines(score(RULES, natural_canastas=2, **{colour: threes}))[colour] == points


@pytest.mark.parametrize(("canastas", "sign"), [(0, -1), (1, 0), (2, 1), (3, 1)])
def test_threes_count_minus_with_no_canasta_zero_with_one_plus_with_two(canastas, sign):
    found = lines(score(RULES, mixed_canastas=canastas, melded_points=100, red_threes=2, black_threes=1))
    assert (found["red_threes"], found["black_threes"]) == (sign * 300, sign * 100)


def test_melded_cards_count_minus_for_a_side_with_no_canasta():
    assert lines(score(RULES, melded_points=150))["melded_points"] == -150
    assert lines(score(RULES, mixed_canastas=1, melded_points=150))["melded_points"] == 150


@pytest.mark.parametrize(
    ("key", "points"),
    [("unfinished_aces_or_sevens", -2500), ("unfinished_wild_melds", -2000), ("aces_or_sevens_in_hand", -1500)],
)
def test_each_penalty_counts_each_time(key, points):
    assert lines(score(RULES, natural_canastas=1, **{key: 2}))[key] == 2 * points


@pytest.mark.parametrize(
    ("hand", "points"),
    [("pairs_hand", 2500), ("straight_hand", 3000), ("garbage_hand", 2000), ("wild_pairs_hand", 2000)],
)
def test_a_special_hand_scores_instead_of_the_normal_count(hand, points):
    """pagat.com, American Canasta: "straight: 3000, pairs without wild cards: 2500, pairs with twos,
    sevens and aces: 2000, garbage: 2000"; red threes and melded cards do not add to it."""
    found = score(RULES, went_out=True, red_threes=1, melded_points=300, **{hand: True})
    assert found.total == points
    assert messages(RULES, {"went_out": True, hand: True}, {}) == []


def test_a_special_hand_is_a_way_of_going_out_and_only_one_at_a_time():
    assert messages(RULES, {"pairs_hand": True}, {}) == ["A special hand is a way of going out: tick “Went out” too."]
    assert messages(RULES, {"went_out": True, "pairs_hand": True, "garbage_hand": True}, {}) == [
        "A side goes out with one special hand at most."
    ]


def test_the_canasta_leagues_garbage_hand_of_3000_is_a_house_rule():
    league = house.apply(RULES, {"garbage_hand_points": CANASTA_LEAGUE_GARBAGE_HAND})
    assert score(league, went_out=True, garbage_hand=True).total == 3000


def test_a_triples_hand_is_a_house_rule_with_the_number_the_table_agrees():
    """The Canasta League's other special hands: a triples hand has no number of its own in the preset
    (pagat gives none); a group that plays it sets one, and the other side scores as usual."""
    assert "triples_hand" not in [field.key for field in RULES.fields()]
    triples = house.apply(RULES, {"triples_hand_points": 2500})
    assert "triples_hand" in [field.key for field in triples.fields()]
    out = {"went_out": True, "triples_hand": True, "melded_points": 400}
    other = {"natural_canastas": 1, "red_threes": 1, "melded_points": 300, "hand_points": 45}
    assert messages(triples, out, other) == []
    # The other side: its natural canasta 500, its red three 0 with one canasta, 300 melded, 45 in hand.
    assert deal(triples, out, other) == [2500, 755]


def test_the_house_rules_panel_offers_the_other_special_hands_only_where_special_hands_are_played():
    shown = {setting.key for setting in settings_for(RULES) if setting.shown(RULES)}
    assert {"wild_pairs_hand_points", "triples_hand_points"} <= shown
    classic = CLASSIC_CANASTA.default
    assert not {"wild_pairs_hand_points", "triples_hand_points"} & {
        setting.key for setting in settings_for(classic) if setting.shown(classic)
    }


def test_a_house_rule_without_special_hands_takes_their_fields_off_the_form():
    keys = [field.key for field in replace(RULES, pairs_hand_points=0).fields()]
    assert "pairs_hand" not in keys and "straight_hand" in keys


def test_the_decks_limit_the_melds_without_a_canasta_and_the_threes_of_a_kind_in_hand():
    # 108 cards less 4 red threes: 104, of which 2 canastas take 14; 30 more melds of 3 cards fit, 31 do not.
    fits = {"natural_canastas": 2, "unfinished_aces_or_sevens": 10, "unfinished_wild_melds": 10, "melded_points": 70}
    assert messages(RULES, fits, {"aces_or_sevens_in_hand": 10}) == []
    too_many = "The decks do not hold enough cards for that many, at 3 cards or more each, besides the canastas."
    assert messages(RULES, fits, {"aces_or_sevens_in_hand": 11}) == [too_many]
    assert messages(RULES, {"unfinished_wild_melds": 35}, {}) == [too_many]
    assert messages(RULES, {"unfinished_wild_melds": 900_000}, {}) == [
        "No deal has that many: the decks hold 108 cards."
    ]


def test_too_many_melds_are_told_beside_the_last_count_entered():
    problems = RULES.check([{"unfinished_aces_or_sevens": 20}, {"unfinished_wild_melds": 15}])
    assert [(problem.side, problem.field) for problem in problems] == [(1, "unfinished_wild_melds")]
