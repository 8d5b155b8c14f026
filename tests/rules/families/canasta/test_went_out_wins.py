"""Seed 002: "If more than one player/team has finished with over 5000 points, then the team that 'came out'
first wins." Every preset takes the higher total; the seed's rule is the house rule `went_out_wins` of every
canasta (issue 27)."""

import pytest

from rules.core import house
from rules.core.state import Tallied
from rules.families.canasta.ending import CanastaStanding
from rules.families.canasta.presets import CANASTAS

CLASSIC = CANASTAS[0].default
SEED_002 = house.apply(CLASSIC, {"went_out_wins": True})


def deal(*sides):
    """A deal as stored: what each side entered (only whether it went out matters here) and its score."""
    return [Tallied({"went_out": out}, score) for out, score in sides]


# We start at 4,800, They at 4,900. We go out and score 400 (5,200); They score 800 (5,700): both passed 5,000.
BOTH_OVER = [deal((True, 400), (False, 800))]


def test_every_preset_gives_the_game_to_the_higher_total():
    state = CLASSIC.state([4800, 4900], BOTH_OVER)
    assert (state.final_totals, state.winner, state.places) == ((5200, 5700), 1, (2, 1))


def test_under_the_seeds_rule_the_side_that_went_out_wins_when_both_passed_the_target():
    state = SEED_002.state([4800, 4900], BOTH_OVER)
    assert (state.final_totals, state.winner, state.places) == ((5200, 5700), 0, (1, 2))


def test_a_side_that_went_out_below_the_target_does_not_win():
    """We go out with 100 (4,900); They pass 5,000 alone: They win, as by the totals."""
    state = SEED_002.state([4800, 4900], [deal((True, 100), (False, 800))])
    assert (state.final_totals, state.winner) == ((4900, 5700), 1)


def test_with_three_sides_the_rest_follow_by_their_totals():
    rules = house.apply(CANASTAS[0].rules_for(3, 1), {"went_out_wins": True})
    state = rules.state([4800, 4900, 4000], [deal((False, 800), (True, 200), (False, 100))])
    assert (state.final_totals, state.places) == ((5600, 5100, 4100), (2, 1, 3))


def test_the_deal_that_ended_the_game_counts_not_a_later_one():
    later = [*BOTH_OVER, deal((False, 50), (True, 50))]
    assert SEED_002.state([4800, 4900], later).winner == 0


def test_no_side_went_out_the_totals_decide():
    """A game that passes the target on paper, or a deal ended by Acaba (British), has no side that went out."""
    state = SEED_002.state([5200, 5700], [])
    assert state.winner == 1


@pytest.mark.parametrize("variant", CANASTAS, ids=lambda variant: variant.slug)
def test_every_canasta_offers_the_rule(variant):
    assert "went_out_wins" in {setting.key for setting in house.settings_for(variant.default)}
    assert house.apply(variant.default, {"went_out_wins": True}).went_out_wins


def test_the_standing_keeps_who_went_out_as_the_score_pad_stores_it():
    standing = SEED_002.standing([4800, 4900], BOTH_OVER)
    assert isinstance(standing, CanastaStanding) and standing.went_out == 0
    assert CanastaStanding.from_json(standing.to_json()) == standing
