"""Burraco as the Italian federation's rules score it (pagat.com and the Italian club pages): the card
table, the burracos, closing, the pozzetto, the checks of a deal and the end of the game."""

from dataclasses import replace

import pytest
from django.utils.translation import override
from hypothesis import given
from hypothesis import strategies as st

from rules.catalog import FAMILY_OF, VARIANTS
from rules.core.cards import cards_in_decks, deck_points, points_step, wild_cards_in_decks
from rules.core.deal import check_deal, score_deal
from rules.core.state import Tallied
from rules.families.burraco.presets import BURRACO

RULES = BURRACO.default  # two partnerships of two
ALONE = BURRACO.seated("2x1")
THREE = BURRACO.seated("3x1")


def score(rules, **tally):
    return score_deal(rules, [tally, *[{"took_pot": True}] * (rules.seating.sides - 1)])[0].total


def problems(rules, *tallies):
    return [(problem.side, problem.field, problem.message) for problem in check_deal(rules, list(tallies))]


def fields_refused(rules, *tallies):
    return [(side, field) for side, field, _message in problems(rules, *tallies)]


def test_it_is_registered_as_its_own_family_by_its_slug():
    assert VARIANTS["burraco"] is BURRACO
    assert FAMILY_OF["burraco"].key == "burraco" and FAMILY_OF["burraco"].presets == (BURRACO,)


def test_two_partnerships_of_two_by_default_or_two_or_three_alone_with_eleven_cards_and_a_pozzetto_each():
    assert [rules.seating.key for rules in BURRACO.tables] == ["2x2", "2x1", "3x1"]
    for rules in BURRACO.tables:
        assert (rules.seating.cards_dealt, rules.pot_size, rules.pots) == (11, 11, rules.seating.sides)


def test_the_cards_are_worth_what_every_source_says_and_jokers_and_pinelle_are_wild():
    assert [(kind.key, kind.points, kind.per_deck, kind.wild) for kind in RULES.cards] == [
        ("jokers", 30, 2, True),
        ("twos", 20, 4, True),
        ("aces", 15, 4, False),
        ("king_to_eight", 10, 24, False),
        ("seven_to_three", 5, 20, False),
    ]
    assert cards_in_decks(RULES.cards, RULES.decks) == 108
    assert wild_cards_in_decks(RULES.cards, RULES.decks) == 12
    assert deck_points(RULES.cards, RULES.decks) == 4 * 30 + 8 * 20 + 8 * 15 + 48 * 10 + 40 * 5
    assert points_step(RULES.cards) == 5


def test_the_numbers_of_the_italian_game():
    assert (RULES.clean_burraco, RULES.semi_clean_burraco, RULES.dirty_burraco) == (200, 150, 100)
    assert (RULES.closing_bonus, RULES.pot_penalty, RULES.target, RULES.burraco_size) == (100, 100, 2005, 7)
    assert not RULES.lowest_wins and RULES.deals is None


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"target": 0}, "the target is a positive number of points"),
        ({"clean_burraco": -1}, "a bonus is a number of points from 0"),
        ({"closing_bonus": -100}, "a bonus is a number of points from 0"),
        ({"pot_penalty": -100}, "the pozzetto's penalty is a number of points from 0, taken off"),
        ({"pot_size": 0}, "a pozzetto and a burraco hold cards"),
        ({"decks": 1}, "1 decks do not hold the hands and pozzetti of 4 players"),  # 44 + 22 of 54 cards
    ],
)
def test_impossible_numbers_are_refused(changes, message):
    with pytest.raises(ValueError, match=message):
        replace(RULES, **changes)


def test_the_edge_of_the_numbers_is_accepted():
    assert replace(RULES, target=1, clean_burraco=0, pot_penalty=0, pot_size=1).target == 1


@pytest.mark.parametrize(
    ("key", "bonus"), [("clean_burracos", 200), ("semi_clean_burracos", 150), ("dirty_burracos", 100)]
)
def test_each_burraco_scores_its_bonus_on_top_of_its_cards(key, bonus):
    assert score(RULES, **{key: 2}, took_pot=True, melded_points=150) == 2 * bonus + 150


def test_closing_scores_100_and_a_side_without_its_pozzetto_pays_100():
    closed = {"clean_burracos": 1, "took_pot": True, "melded_points": 80}
    assert score(RULES, **closed, went_out=True) - score(RULES, **closed) == 100
    assert score(RULES, melded_points=80) - score(RULES, melded_points=80, took_pot=True) == -100


def test_a_deal_worked_out_by_hand():
    """We closed with a clean and a dirty burraco and 450 points on the table; They never reached
    their pozzetto, melded 120 and held 85: 200 + 100 + 100 + 450 = 850, and −100 + 120 − 85 = −65."""
    we = {"clean_burracos": 1, "dirty_burracos": 1, "went_out": True, "took_pot": True, "melded_points": 450}
    they = {"melded_points": 120, "hand_points": 85}
    assert problems(RULES, we, they) == []
    assert [side.total for side in score_deal(RULES, [we, they])] == [850, -65]


def test_the_breakdown_says_each_line_in_both_languages():
    tally = {"semi_clean_burracos": 1, "went_out": True, "took_pot": True, "melded_points": 200, "hand_points": 15}
    lines = score_deal(RULES, [tally, {}])
    assert [(line.key, str(line.label), line.points, line.count) for line in lines[0].lines] == [
        ("semi_clean_burracos", "Semi-clean burracos", 150, 1),
        ("went_out", "Closing", 100, None),
        ("melded_points", "Melded cards", 200, None),
        ("hand_points", "Cards in hand", -15, None),
    ]
    assert [(str(line.label), line.points) for line in lines[1].lines] == [("Pozzetto not taken", -100)]
    with override("ja"):
        assert [str(line.label) for line in lines[0].lines] == [
            "セミクリーン・ブラッコ",
            "上がり",
            "メルドしたカード",
            "手札",
        ]


def test_the_sheet_names_a_sides_burracos_under_its_score():
    assert RULES.details({"clean_burracos": 2, "semi_clean_burracos": 0, "dirty_burracos": 1}) == "2 clean · 1 dirty"
    with override("ja"):
        assert RULES.details({"semi_clean_burracos": 1}) == "セミクリーン1"


tallies = st.fixed_dictionaries(
    {
        "clean_burracos": st.integers(0, 3),
        "semi_clean_burracos": st.integers(0, 3),
        "dirty_burracos": st.integers(0, 3),
        "went_out": st.booleans(),
        "took_pot": st.booleans(),
        "melded_points": st.integers(0, 100).map(lambda n: n * 5),
        "hand_points": st.integers(0, 60).map(lambda n: n * 5),
    }
)


def reference_score(t: dict) -> int:
    """The scoring paragraph of the rules, written out once more by hand."""
    return (
        200 * t["clean_burracos"]
        + 150 * t["semi_clean_burracos"]
        + 100 * t["dirty_burracos"]
        + (100 if t["went_out"] else 0)
        - (0 if t["took_pot"] else 100)
        + t["melded_points"]
        - t["hand_points"]
    )


@given(tallies)
def test_a_score_is_the_sum_of_its_breakdown_and_matches_the_rules(tally):
    side = score_deal(RULES, [tally, {}])[0]
    assert side.total == sum(line.points for line in side.lines) == reference_score(tally)


def test_a_deal_with_no_closing_the_stock_run_out_is_possible():
    assert problems(RULES, {"took_pot": True, "melded_points": 300}, {"melded_points": 40, "hand_points": 60}) == []


def test_closing_needs_a_burraco():
    refused = problems(RULES, {"went_out": True, "took_pot": True, "melded_points": 90}, {})
    assert refused == [(0, "went_out", "A side closes only once it has made a burraco.")]


def test_closing_needs_the_pozzetto_and_says_so_beside_its_tick():
    refused = problems(RULES, {"clean_burracos": 1, "went_out": True, "melded_points": 90}, {})
    assert refused == [(0, "took_pot", "A side closes only after taking its pozzetto: tick “Took the pozzetto” too.")]


def test_only_one_side_closes():
    closed = {"clean_burracos": 1, "went_out": True, "took_pot": True, "melded_points": 90}
    assert problems(RULES, closed, closed) == [(1, "went_out", "Only one side can close in a deal.")]
    assert fields_refused(THREE, closed, {}, closed) == [(2, "went_out")]


def test_a_player_alone_who_closed_holds_nothing_but_a_partner_may():
    closed = {"clean_burracos": 1, "went_out": True, "took_pot": True, "melded_points": 90, "hand_points": 20}
    assert fields_refused(ALONE, closed, {}) == [(0, "hand_points")]
    assert fields_refused(RULES, closed, {}) == []


@pytest.mark.parametrize(
    ("burracos", "least"),
    [({"clean_burracos": 1}, 35), ({"semi_clean_burracos": 1}, 55), ({"dirty_burracos": 1}, 50)],
)
def test_melded_cards_are_worth_at_least_the_cheapest_cards_of_the_burracos(burracos, least):
    message = f"These burracos are worth at least {least} in cards; melded cards include the burracos."
    assert problems(RULES, {**burracos, "melded_points": least - 5}, {}) == [(0, "melded_points", message)]
    assert problems(RULES, {**burracos, "melded_points": least}, {}) == []


def test_the_decks_hold_twelve_wild_cards_one_for_each_semi_clean_or_dirty_burraco():
    rich = {"dirty_burracos": 6, "melded_points": 400}
    assert problems(RULES, rich, {**rich, "semi_clean_burracos": 0}) == []  # twelve wild cards
    message = (
        "The decks hold only 12 wild cards, jokers and pinelle: not enough for these burracos "
        "(a semi-clean or dirty burraco holds one)."
    )
    # Beside the last kind of the form the side entered, as every family places a problem across sides.
    assert problems(RULES, rich, {**rich, "semi_clean_burracos": 1}) == [(1, "dirty_burracos", message)]


def test_the_decks_hold_the_cards_of_fifteen_clean_burracos_and_no_more():
    eight = {"clean_burracos": 8, "melded_points": 400}
    assert problems(RULES, eight, {"clean_burracos": 7, "melded_points": 300}) == []
    refused = problems(RULES, eight, eight)
    assert refused == [(1, "clean_burracos", "The 108 cards of the decks are not enough for that many burracos.")]


def test_the_sides_cards_together_are_worth_no_more_than_the_decks():
    assert fields_refused(RULES, {"melded_points": 600}, {"melded_points": 400, "hand_points": 85}) == [
        (1, "melded_points")  # beside the last points the last side entered, as in every family
    ]
    assert fields_refused(RULES, {"melded_points": 600}, {"melded_points": 400, "hand_points": 80}) == []


def test_there_is_no_initial_meld():
    assert RULES.requirement(0, 1) is None and RULES.requirement(2000, 9) is None
    assert FAMILY_OF["burraco"].words.initial_meld is None


def test_the_game_ends_in_the_deal_a_side_reaches_2005_and_the_higher_total_wins():
    state = RULES.state([1900, 1950], [[Tallied({}, 104), Tallied({}, 50)]])
    assert not state.finished  # 2,004 and 2,000
    state = RULES.state([1900, 1950], [[Tallied({}, 105), Tallied({}, 100)]])
    assert state.finished and state.final_totals == (2005, 2050) and state.winner == 1
    assert state.next_requirements == (None, None)
    assert RULES.state([1900, 1900], [[Tallied({}, 200), Tallied({}, 200)]]).draw


def test_the_start_page_sums_up_a_game():
    assert RULES.summary() == "2 decks, 11 cards each · a pozzetto of 11 for each side · game 2,005"
    with override("ja"):
        assert THREE.summary() == "トランプ2組・1人11枚・ポッツェットは各11枚・2,005点で終了"
