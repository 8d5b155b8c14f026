"""British Kalookie's deals through undo, corrections and checks after a refused deal: each is checked
from the deals before it, and only from those."""

import pytest

from rules.families.kalooki.presets import BRITISH_KALOOKIE
from scorekeeper.services import deals
from scorekeeper.services.deals import add_deal, change_deal, delete_deal, restore_deal
from scorekeeper.services.errors import DealRejected
from scorekeeper.services.games import SideSpec, create_game
from tests.scorekeeper.services.test_deals import correcting, fresh_standing, next_deal, stored_standing

pytestmark = pytest.mark.django_db


def british(c_starts: int, *played):
    """A British Kalookie game of three players (C from a total on paper) with these deals."""
    sides = [SideSpec(name, [name], start) for name, start in (("A", 0), ("B", 0), ("C", c_starts))]
    game = create_game(BRITISH_KALOOKIE.slug, sides)
    for deal in played:
        add_deal(game, deal, next_deal(game))
    return game


BRITISH_OUT = {"went_out": True}


def test_undo_of_a_buy_in_checks_it_from_the_deals_before_it():
    """C is knocked out in deal 1 and buys back in in deal 2: put back, deal 2 is checked from deal 1's
    standing (from the start, C could not buy in)."""
    buy_in = [{"penalty_points": 20}, BRITISH_OUT, {"bought_in": True, "penalty_points": 5}]
    game = british(140, [BRITISH_OUT, {"penalty_points": 10}, {"penalty_points": 20}], buy_in)
    snapshot = delete_deal(game, game.deals.get(number=2).pk)
    restored = restore_deal(game, snapshot)
    assert restored.number == 2 and restored.entries[2]["bought_in"]
    assert stored_standing(game) == fresh_standing(game)
    assert stored_standing(game).totals == (20, 10, 15)  # C back in at B's 10, then 5


def test_undo_of_a_first_deal_checks_it_from_the_start_not_from_the_deals_after_it():
    """Deal 2 alone would knock C out (120 + 40): deal 1, in which C scored, is put back before it."""
    game = british(
        120,
        [BRITISH_OUT, {"penalty_points": 10}, {"penalty_points": 20}],
        [{"penalty_points": 10}, BRITISH_OUT, {"penalty_points": 40}],
    )
    snapshot = delete_deal(game, game.deals.get(number=1).pk)
    restore_deal(game, snapshot)
    assert melded_kalooki(game) == [[0, 10, 20], [10, 0, 40]]
    assert stored_standing(game) == fresh_standing(game)


def melded_kalooki(game) -> list[list[int]]:
    return [[tally["penalty_points"] for tally in deal.entries] for deal in game.deals.order_by("number")]


def test_deals_after_one_with_a_problem_are_checked_on_their_own_not_from_a_standing_that_stops_there():
    """A game file or new house rules: deal 1 is refused (two players went out), so where deal 2 starts
    from is not known. C's buy-in in deal 2 is not refused for C not being out: C might have been."""
    rules = BRITISH_KALOOKIE.rules_for(3, 1)
    broken = [BRITISH_OUT, BRITISH_OUT, {"penalty_points": 20}]
    buy_in = [{"penalty_points": 20}, BRITISH_OUT, {"bought_in": True, "penalty_points": 5}]
    problems, _scored, _standing = deals.scored_deals(rules, [0, 0, 140], [broken, buy_in], 0)
    assert {number for number, _problem in problems} == {1}
    problems, _scored, _standing = deals.scored_deals(rules, [0, 0, 140], [buy_in], 0)
    assert [(number, problem.field) for number, problem in problems] == [(1, "bought_in")]  # C is in: no buy-in


def test_a_british_correction_is_checked_from_the_deals_before_it_only():
    """C is knocked out in deal 2 alone (120 + 40): deal 1 can still be corrected to give C points; deal 2
    cannot give C more once deal 1 has taken C past the limit."""
    game = british(
        120,
        [BRITISH_OUT, {"penalty_points": 10}, {"penalty_points": 20}],
        [{"penalty_points": 10}, BRITISH_OUT, {"penalty_points": 40}],
    )
    change_deal(game, correcting(game, 1), [BRITISH_OUT, {"penalty_points": 10}, {"penalty_points": 25}])
    assert melded_kalooki(game) == [[0, 10, 25], [10, 0, 40]]
    knocked_out = [BRITISH_OUT, {"penalty_points": 10}, {"penalty_points": 31}]  # 151: out after deal 1
    with pytest.raises(DealRejected):
        change_deal(game, correcting(game, 1), knocked_out)  # deal 2 gives C points: impossible now
    change_deal(game, correcting(game, 2), [{"penalty_points": 10}, BRITISH_OUT, {"penalty_points": 5}])
    with pytest.raises(DealRejected) as refused:
        change_deal(game, correcting(game, 1), knocked_out)
    assert "That would make deal 2 impossible" in refused.value.problems[0].message


def test_a_british_correction_giving_points_to_a_player_knocked_out_before_is_refused():
    game = british(
        120, [BRITISH_OUT, {"penalty_points": 10}, {"penalty_points": 31}], [{"penalty_points": 10}, BRITISH_OUT, {}]
    )
    with pytest.raises(DealRejected) as refused:
        change_deal(game, correcting(game, 2), [{"penalty_points": 10}, BRITISH_OUT, {"penalty_points": 5}])
    assert [(problem.side, problem.message) for problem in refused.value.problems] == [
        (2, "This player is out: enter nothing, or tick “Bought in”.")
    ]
    assert melded_kalooki(game) == [[0, 10, 31], [10, 0, 0]]


def test_deleting_the_deal_that_knocked_a_player_out_is_refused_while_a_later_deal_has_them_buy_in():
    """Issue 27: C (140) is knocked out in deal 1 (20 more: 160) and buys back in in deal 2. Without deal 1,
    C is still in and deal 2's buy-in cannot hold: the delete is refused, naming deal 2, and nothing moves."""
    buy_in = [{"penalty_points": 20}, BRITISH_OUT, {"bought_in": True, "penalty_points": 5}]
    game = british(140, [BRITISH_OUT, {"penalty_points": 10}, {"penalty_points": 20}], buy_in)
    with pytest.raises(DealRejected) as refused:
        delete_deal(game, game.deals.get(number=1).pk)
    assert [problem.message for problem in refused.value.problems] == [
        "Deleting deal 1 would make deal 2 impossible: Only a player who is out can buy back in."
    ]
    assert melded_kalooki(game) == [[0, 10, 20], [20, 0, 5]]
    assert stored_standing(game) == fresh_standing(game)
    delete_deal(game, game.deals.get(number=2).pk)  # the buy-in first, then the knock-out
    delete_deal(game, game.deals.get(number=1).pk)
    assert game.deals.count() == 0
