"""A whole game: running totals, requirements per deal, the end and the winner."""

from dataclasses import replace

from rules.scoring import game_state
from rules.variants import CLASSIC_CANASTA

RULES = CLASSIC_CANASTA.default


def points(requirements):
    return tuple(requirement.points for requirement in requirements)


def test_totals_run_deal_by_deal():
    state = game_state(RULES, [0, 0], [[1265, 175], [-100, 600]])
    assert [row.totals for row in state.rows] == [(1265, 175), (1165, 775)]
    assert state.totals == (1165, 775)
    assert not state.finished
    assert state.winner is None


def test_each_deal_shows_the_requirement_from_the_total_before_it():
    state = game_state(RULES, [0, 0], [[1500, -20], [1500, 0], [0, 0]])
    assert [points(row.requirements) for row in state.rows] == [(50, 50), (90, 15), (120, 15)]
    assert points(state.next_requirements) == (120, 15)


def test_starting_totals_from_paper_count():
    state = game_state(RULES, [2900, -50], [[100, 100]])
    assert points(state.rows[0].requirements) == (90, 15)
    assert state.totals == (3000, 50)
    assert points(state.next_requirements) == (120, 50)


def test_the_deal_in_which_a_side_reaches_the_target_ends_the_game():
    state = game_state(RULES, [0, 0], [[4995, 0]])
    assert not state.finished
    state = game_state(RULES, [0, 0], [[4995, 0], [5, 0]])
    assert state.finished
    assert state.ended_at == 2
    assert state.winner == 0
    assert state.final_totals == (5000, 0)


def test_when_both_sides_pass_the_target_the_higher_total_wins():
    state = game_state(RULES, [4800, 4900], [[600, 200]])
    assert state.winner == 0
    assert state.final_totals == (5400, 5100)


def test_equal_totals_at_the_end_are_a_draw():
    state = game_state(RULES, [4800, 4900], [[300, 200]])
    assert state.finished
    assert state.draw
    assert state.winner is None


def test_deals_after_the_end_are_kept_and_flagged():
    state = game_state(RULES, [0, 0], [[5000, 0], [100, 900]])
    assert state.ended_at == 1
    assert [row.after_end for row in state.rows] == [False, True]
    assert state.final_totals == (5000, 0)
    assert state.totals == (5100, 900)
    assert state.winner == 0


def test_the_target_is_part_of_the_rules():
    short = replace(RULES, target=1000)
    assert game_state(short, [0, 0], [[1000, 0]]).finished
    assert not game_state(RULES, [0, 0], [[1000, 0]]).finished


def test_three_players_have_three_totals():
    rules = CLASSIC_CANASTA.rules_for(3, 1)
    state = game_state(rules, [0, 0, 0], [[400, 5100, 5100]])
    assert state.draw
    state = game_state(rules, [0, 0, 0], [[400, 5100, 5000]])
    assert state.winner == 1


def test_a_game_begun_over_the_target_is_over_before_any_deal():
    state = game_state(RULES, [5000, 100], [])
    assert state.ended_at == 0
    assert state.winner == 0
