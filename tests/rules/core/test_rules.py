"""A whole game as a fold over its deals (rules.core.rules): running totals, requirements per deal, the end."""

from dataclasses import replace

from rules.core.state import Tallied
from rules.families.canasta.presets import CLASSIC_CANASTA

RULES = CLASSIC_CANASTA.default


def game_state(rules, starts, scores):
    """The whole sheet of a game whose deals scored these points."""
    return rules.state(starts, [[Tallied({}, score) for score in deal] for deal in scores])


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


def test_places_follow_the_final_totals_and_ties_share_a_place():
    three = CLASSIC_CANASTA.rules_for(3, 2)
    ended = three.standing([7400, 4000, 7400], [[Tallied({}, 200), Tallied({}, 0), Tallied({}, 100)]])
    assert three.places(ended) == (1, 3, 2)
    assert three.winner(ended) == 0
    tied = three.standing([7400, 4000, 7450], [[Tallied({}, 100), Tallied({}, 0), Tallied({}, 50)]])
    assert three.places(tied) == (1, 3, 1)
    assert three.winner(tied) is None
    assert three.places(three.standing([0, 0, 0], [])) is None


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


def test_a_familys_defaults_come_from_the_base_class():
    """Classic Canasta overrides none of these: no set number of deals, each side scored alone, no history."""
    assert RULES.deals is None
    assert RULES.options() == () and RULES.summary() == "" and RULES.details({}) == ""
    assert RULES.check_history(RULES.start([0, 0]), [{}, {}]) == []
    assert RULES.headline(RULES.start([0, 0])) == "" and RULES.side_notes(RULES.start([0, 0])) == ()


def test_a_seating_is_found_by_its_key():
    assert CLASSIC_CANASTA.seated("2x3") is CLASSIC_CANASTA.rules_for(2, 3)
    assert CLASSIC_CANASTA.seated("2x2") is RULES
    assert CLASSIC_CANASTA.seated("9x9") is None
    assert [table.seating.key for table in CLASSIC_CANASTA.tables] == ["2x2", "2x1", "3x1", "2x3", "3x2"]


def test_the_standing_after_the_deals_is_the_fold_of_them():
    deals = [[Tallied({}, 4995), Tallied({}, 0)], [Tallied({}, 5), Tallied({}, 10)]]
    standing = RULES.standing([0, 0], deals)
    assert (standing.played, standing.totals, standing.ended_at, standing.final_totals) == (
        2,
        (5000, 10),
        2,
        (5000, 10),
    )
    assert RULES.state([0, 0], deals).totals == standing.totals
