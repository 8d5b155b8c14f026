"""The tournament game (issue 44), a house rule of every canasta: a set number of hands, each with its own
initial meld (ACS tournaments: 125, 155, 180), in place of the meld table by score and the target; the higher
total after the last hand wins."""

import pytest
from django.utils import translation

from rules.core import house
from rules.core.state import Tallied
from rules.families.canasta.presets import CANASTAS
from rules.families.canasta.scoring import hand_meld

CLASSIC = CANASTAS[0].default
TOURNAMENT = house.apply(CLASSIC, {"tournament_hands": [125, 155, 180]})
BY_SLUG = {variant.slug: variant for variant in CANASTAS}


def deal(*scores, out=0):
    """A deal as stored: each side's score; side `out` went out."""
    return [Tallied({"went_out": side == out}, score) for side, score in enumerate(scores)]


def test_it_is_a_game_of_a_set_number_of_hands_without_a_target():
    assert (TOURNAMENT.deals, TOURNAMENT.most_deals, TOURNAMENT.target) == (3, 3, None)
    assert (CLASSIC.deals, CLASSIC.target) == (None, 5000)


@pytest.mark.parametrize(
    ("number", "points"),
    [(0, 125), (1, 125), (2, 155), (3, 180), (4, 180)],  # before the first: the first's; past the last: the last's
)
def test_each_hand_has_its_own_initial_meld(number, points):
    assert hand_meld(TOURNAMENT, number) == points
    assert TOURNAMENT.requirement(0, number).points == points


@pytest.mark.parametrize("total", [-2000, -5, 0, 1495, 1500, 2995, 3000, 9000])
def test_the_meld_table_by_score_is_set_aside_whatever_the_total(total):
    """Classic's table asks 15, 50, 90 or 120 by total: the tournament asks the hand's meld at every total."""
    assert [TOURNAMENT.requirement(total, number).points for number in (1, 2, 3)] == [125, 155, 180]


def test_a_meld_table_step_asking_for_a_canasta_is_set_aside_too():
    brazilian = BY_SLUG["brazilian"].default
    assert brazilian.requirement(9000, 1).meld  # by the table, 9,000 asks for a natural canasta
    hands = house.apply(brazilian, {"tournament_hands": [125, 155, 180]})
    required = hands.requirement(9000, 2)
    assert (required.points, required.meld) == (155, "")


def test_the_sheet_asks_the_next_hands_meld_of_each_side_after_each_hand():
    state = TOURNAMENT.state([0, 0], [deal(1200, 3100)])
    assert [requirement.points for requirement in state.next_requirements] == [155, 155]
    assert [cell.requirement.points for cell in state.rows[0].cells] == [125, 125]


def test_the_game_goes_on_before_the_last_hand_whatever_the_totals():
    state = TOURNAMENT.state([0, 0], [deal(6000, 200), deal(5500, 100)])
    assert not state.finished and state.winner is None and state.places is None


def test_it_ends_with_the_last_hand_and_the_higher_total_wins():
    hands = [deal(300, 900), deal(800, 100, out=1), deal(600, 400)]  # 1,700 against 1,400
    state = TOURNAMENT.state([0, 0], hands)
    assert state.finished and state.ended_at == 3
    assert (state.final_totals, state.winner, state.places) == ((1700, 1400), 0, (1, 2))


def test_equal_totals_after_the_last_hand_share_first_place():
    state = TOURNAMENT.state([0, 0], [deal(500, 300), deal(100, 300), deal(-100, -100)])
    assert (state.final_totals, state.winner, state.places) == ((500, 500), None, (1, 1))


def test_negative_totals_still_rank_by_total():
    state = TOURNAMENT.state([0, 0], [deal(-400, -50), deal(-300, 20), deal(10, -5)])
    assert (state.final_totals, state.winner) == ((-690, -35), 1)


def test_going_out_does_not_win_when_there_is_no_target():
    rules = house.apply(CLASSIC, {"tournament_hands": [125, 155, 180], "went_out_wins": True})
    state = rules.state([0, 0], [deal(5000, 100), deal(100, 100), deal(100, 5200, out=0)])
    assert state.winner == 1


def test_a_hand_entered_after_the_last_changes_nothing():
    state = TOURNAMENT.state([0, 0], [deal(300, 900), deal(300, 100), deal(300, 100), deal(2000, 0)])
    assert (state.ended_at, state.final_totals, state.winner) == (3, (900, 1100), 1)
    assert state.rows[3].after_end


def test_hands_played_on_paper_count():
    """Two hands on paper: the first entered is hand 3, at 180, and it ends the game."""
    standing = TOURNAMENT.start([400, 700], paper=2)
    assert not standing.finished and TOURNAMENT.requirement(0, standing.following).points == 180
    state = TOURNAMENT.state([400, 700], [deal(900, 100)], paper=2)
    assert (state.finished, state.winner) == (True, 0)
    assert TOURNAMENT.start([400, 700], paper=3).finished


def test_a_tournament_of_one_hand_and_of_twelve():
    one = house.apply(CLASSIC, {"tournament_hands": [0]})
    assert one.state([0, 0], [deal(50, 60)]).winner == 1 and one.requirement(0, 1).points == 0
    twelve = house.apply(CLASSIC, {"tournament_hands": list(range(50, 170, 10))})
    assert twelve.deals == 12 and twelve.requirement(0, 12).points == 160


@pytest.mark.parametrize(
    ("played", "english", "japanese"),
    [
        (0, "Hand 1 of 3, initial meld 125", "第1ディール（全3ディール）・イニシャルメルド125点"),
        (1, "Hand 2 of 3, initial meld 155", "第2ディール（全3ディール）・イニシャルメルド155点"),
        (2, "Hand 3 of 3, initial meld 180", "第3ディール（全3ディール）・イニシャルメルド180点"),
        (3, "All 3 hands played", "全3ディール終了"),
    ],
)
def test_the_headline_says_which_hand_of_how_many_and_its_meld(played, english, japanese):
    hands = [deal(100, 100)] * played
    assert TOURNAMENT.state([0, 0], hands).headline == english
    with translation.override("ja"):
        assert TOURNAMENT.state([0, 0], hands).headline == japanese


def test_a_game_to_the_target_has_no_headline_and_its_goal_is_the_target():
    assert CLASSIC.state([0, 0], [deal(100, 100)]).headline == "" and CLASSIC.goal() == ""
    assert TOURNAMENT.goal() == "3 hands, the higher total after the last wins"
    assert house.apply(CLASSIC, {"tournament_hands": [50]}).goal() == "1 hand, the higher total wins"


def test_as_a_house_rule_only_the_hands_are_stored_and_described():
    assert house.diff(CLASSIC, TOURNAMENT) == {"tournament_hands": [125, 155, 180]}
    assert house.differences(CLASSIC, TOURNAMENT) == ["Tournament game: 3 hands, initial meld 125, 155, 180"]
    assert house.apply(CLASSIC, house.diff(CLASSIC, TOURNAMENT)) == TOURNAMENT


@pytest.mark.parametrize(
    "overrides", [{"target": 3000, "tournament_hands": [125, 155, 180]}, {"tournament_hands": [125], "target": 3000}]
)
def test_a_target_beside_the_hands_is_set_aside_whatever_the_order(overrides):
    assert house.apply(CLASSIC, overrides).target is None


@pytest.mark.parametrize(
    ("value", "message"),
    [
        ([-1], "“tournament_hands[0]” must be a whole number from 0 to 100,000."),
        ([125, 100_001], "“tournament_hands[1]” must be a whole number from 0 to 100,000."),
        (list(range(13)), "“tournament_hands” must be a list of 1 to 12 whole numbers."),
        ([125, "155"], "“tournament_hands[1]” must be a whole number from 0 to 100,000."),
        ({"1": 125}, "“tournament_hands” must be a list of 1 to 12 whole numbers."),
    ],
)
def test_hands_out_of_range_are_refused_with_the_key(value, message):
    assert [problem.message for problem in house.validate(CLASSIC, {"tournament_hands": value})] == [message]


def test_an_empty_list_plays_to_the_target():
    assert house.validate(CLASSIC, {"tournament_hands": []}) == []
    assert house.apply(CLASSIC, {"tournament_hands": []}) == CLASSIC


@pytest.mark.parametrize("variant", CANASTAS, ids=lambda variant: variant.slug)
def test_every_canasta_at_every_seating_offers_it(variant):
    assert "tournament_hands" in {setting.key for setting in house.settings_for(variant.default)}
    for rules in variant.tables:
        hands = house.apply(rules, {"tournament_hands": [125, 155, 180]})
        sides = rules.seating.sides
        assert (hands.deals, hands.target) == (3, None)
        state = hands.state([0] * sides, [deal(*[10 * side for side in range(sides)])] * 3)
        assert state.finished and state.winner == sides - 1
