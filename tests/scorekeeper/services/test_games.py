"""Changing a game's house rules mid-game: what the new rules would make of its totals, asked before
anything is saved, and the refusal when a stored deal does not fit them."""

import pytest
from django.utils.translation import override

from rules.core.scores import Problem
from rules.core.settings import MAX_TARGET
from rules.families.canasta.presets import CLASSIC_CANASTA
from rules.families.handfoot.presets import HAND_AND_FOOT
from scorekeeper.services.deals import add_deal
from scorekeeper.services.errors import DealRejected
from scorekeeper.services.games import (
    Rescoring,
    SideSpec,
    create_game,
    paper_deals_problem,
    rescoring,
    starting_total_problem,
    update_game,
)
from tests.conftest import stored_scores

pytestmark = pytest.mark.django_db

OUT = {"natural_canastas": 1, "went_out": True, "melded_points": 100}
NOTHING = {"melded_points": 50}
FEET = [{"melded_points": 50}, {"melded_points": 100}]  # a deal of Hand and Foot
SIDES = [SideSpec("We", ["Aiko", "Ben"]), SideSpec("They", ["Chie", "Dan"])]


def hand_and_foot(paper: int, deals: int):
    game = create_game("hand-and-foot", SIDES, paper_deals=paper)
    for _ in range(deals):
        add_deal(game, FEET)
    game.refresh_from_db()
    return game


def test_new_rules_that_change_scores_give_each_sides_total_now_and_after(make_game):
    game = make_game(deals=[[OUT, NOTHING], [NOTHING, OUT]])
    assert rescoring(game, {"going_out_bonus": 300}) == Rescoring((750, 750), (950, 950), [], True)
    assert rescoring(game, {"target": 7500}) == Rescoring((750, 750), (750, 750), [], False)


def test_new_rules_a_stored_deal_breaks_name_it_and_leave_the_totals(make_game):
    game = make_game(deals=[[NOTHING, NOTHING], [OUT, NOTHING]])
    assert rescoring(game, {"canastas_to_go_out": 2}) == Rescoring(
        (750, 100), (750, 100), [Problem("Deal 2, We: Going out needs at least 2 canastas.")], False
    )


def test_the_deals_on_paper_are_checked_against_the_new_rules_as_they_will_be():
    """Two deals on paper and one entered: a game of two deals can have had one on paper, not two."""
    game = hand_and_foot(paper=2, deals=1)
    shorter = {"meld_minimums": [50, 90]}
    totals = (50, 100)
    assert rescoring(game, shorter, paper_deals=1) == Rescoring(totals, totals, [], False)
    assert rescoring(game, shorter) == Rescoring(  # the deals on paper stay as they are
        totals, totals, [Problem("At most 1 of this game's 2 deals can have been played on paper.")], False
    )


def test_new_rules_of_fewer_deals_than_were_entered_are_refused():
    game = hand_and_foot(paper=0, deals=3)
    totals = (150, 300)
    assert rescoring(game, {"meld_minimums": [50, 90]}, paper_deals=0) == Rescoring(
        totals, totals, [Problem("These rules give this game only 2 deals, but 3 have been entered.")], False
    )


def test_saving_rules_a_stored_deal_breaks_is_refused_with_the_deal_and_nothing_changes(make_game):
    """What the game details page meets when a deal was corrected on another phone after it asked."""
    game = make_game(deals=[[OUT, NOTHING]])
    with pytest.raises(DealRejected) as refused:
        update_game(game, SIDES, "new notes", {"canastas_to_go_out": 2})
    assert refused.value.problems == [Problem("Deal 1, We: Going out needs at least 2 canastas.")]
    game.refresh_from_db()
    assert (game.rules, game.notes, stored_scores()) == ({}, "", [50, 700])


@pytest.mark.parametrize(
    ("rules", "paper", "entered", "problem"),
    [
        (CLASSIC_CANASTA.default, 0, 3, None),
        (CLASSIC_CANASTA.default, 1, 0, "This game is not played for a set number of deals."),
        (HAND_AND_FOOT.default, -1, 0, "This cannot be negative."),
        (HAND_AND_FOOT.default, 3, 0, None),  # a deal is left to enter
        (HAND_AND_FOOT.default, 4, 0, "At most 3 of this game's 4 deals can have been played on paper."),
        (HAND_AND_FOOT.default, 2, 2, None),
        (HAND_AND_FOOT.default, 3, 2, "At most 2 of this game's 4 deals can have been played on paper."),
        (HAND_AND_FOOT.default, 0, 4, None),
        (HAND_AND_FOOT.default, 1, 4, "At most 0 of this game's 4 deals can have been played on paper."),
    ],
)
def test_deals_on_paper_are_refused_where_a_game_cannot_have_had_them(rules, paper, entered, problem):
    """What any caller of the services is told (the forms ask the same before they get there)."""
    assert paper_deals_problem(rules, paper, entered) == problem


def test_the_refusals_of_deals_on_paper_are_in_japanese_too():
    with override("ja"):
        assert paper_deals_problem(CLASSIC_CANASTA.default, 1) == "このゲームは回数が決まっていません。"
        assert paper_deals_problem(HAND_AND_FOOT.default, -1) == "マイナスにはできません。"


def test_details_with_more_deals_on_paper_than_the_deals_entered_leave_are_refused_and_nothing_changes():
    game = hand_and_foot(paper=0, deals=3)
    with pytest.raises(DealRejected) as refused:
        update_game(game, SIDES, "new notes", paper_deals=2)
    assert refused.value.problems == [
        Problem("At most 1 of this game's 4 deals can have been played on paper.", field="paper_deals")
    ]
    game.refresh_from_db()
    assert (game.paper_deals, game.notes) == (0, "")
    update_game(game, SIDES, "new notes", paper_deals=1)
    game.refresh_from_db()
    assert (game.paper_deals, game.notes) == (1, "new notes")


def test_a_paper_total_is_refused_from_a_million_away_from_zero():
    """Hand and Foot has no target, so only the distance from zero limits a total from paper."""
    rules = HAND_AND_FOOT.default
    far = "A total this far from zero cannot be right."
    assert [starting_total_problem(rules, total) for total in (MAX_TARGET - 5, MAX_TARGET, -MAX_TARGET + 5)] == [
        None,
        far,
        None,
    ]
    assert starting_total_problem(rules, -MAX_TARGET) == far
