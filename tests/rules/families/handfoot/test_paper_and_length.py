"""Hand and Foot continued from paper, and games of another length: the deals played on paper count
toward the meld minimum and the deals left; a house-rule list of minimums sets the game's length."""

from dataclasses import replace

from django.utils.translation import override

from rules.core import house
from rules.core.state import Tallied
from rules.families.handfoot.presets import HAND_AND_FOOT

RULES = HAND_AND_FOOT.default


def scored(*tallies):
    full = [RULES.complete(tally) for tally in tallies]
    return [Tallied(tally, RULES.score(tally).total) for tally in full]


def test_a_game_continued_after_two_deals_on_paper_needs_the_third_deals_meld():
    """Seed 003: "ディール3:120ポイント", "ディール4:150ポイント"; four deals in all."""
    state = RULES.state([1200, 900], [], paper=2)
    assert [requirement.points for requirement in state.next_requirements] == [120, 120]
    assert state.headline == "Deal 3 of 4 · meld 120"
    assert not state.finished


def test_it_ends_after_the_deals_left():
    deal = scored({"melded_points": 50}, {"melded_points": 100})
    state = RULES.state([1200, 900], [deal, deal], paper=2)
    assert state.finished and state.ended_at == 2
    assert [[r.points for r in row.requirements] for row in state.rows] == [[120, 120], [150, 150]]
    assert state.winner == 0 and state.final_totals == (1300, 1100)
    assert [row.number for row in state.rows] == [1, 2]  # the sheet numbers the deals entered here


def test_the_standing_keeps_the_deals_on_paper():
    standing = RULES.standing([0, 0], [scored({}, {})], paper=1)
    assert (standing.played, standing.paper, standing.following) == (1, 1, 3)
    assert RULES.standing_type.from_json(standing.to_json()) == standing


def test_a_house_rule_list_of_six_minimums_is_a_game_of_six_deals():
    """The README: the meld minimums are one per deal and "their number is the length of the game"."""
    six = house.apply(RULES, {"meld_minimums": [50, 90, 120, 150, 180, 210]})
    assert six.deals == 6
    state = six.state([0, 0], [scored({}, {})] * 5)
    assert state.headline == "Deal 6 of 6 · meld 210" and not state.finished
    assert six.state([0, 0], [scored({}, {})] * 6).finished


def test_a_house_rule_list_of_two_minimums_is_a_game_of_two_deals():
    two = house.apply(RULES, {"meld_minimums": [60, 100]})
    assert two.deals == 2
    assert two.state([0, 0], [scored({}, {})] * 2).finished


def test_a_game_of_one_deal_says_so_when_it_is_played_and_twelve_say_all_twelve():
    one = house.apply(RULES, {"meld_minimums": [50]})
    assert one.state([0, 0], [scored({}, {})]).headline == "1 deal played"
    twelve = house.apply(RULES, {"meld_minimums": [50] * 12})
    assert twelve.state([0, 0], [scored({}, {})] * 12).headline == "All 12 deals played"
    with override("ja"):
        assert one.state([0, 0], [scored({}, {})]).headline == "全1ラウンド終了"


def test_a_list_of_minimums_is_one_to_twelve_whole_numbers():
    refused = [problem.message for problem in house.validate(RULES, {"meld_minimums": []})]
    assert refused == ["“meld_minimums” must be a list of 1 to 12 whole numbers."]
    assert house.validate(RULES, {"meld_minimums": [50] * 12}) == []
    assert house.validate(RULES, {"meld_minimums": [50] * 13})


def test_the_sheet_lists_a_changed_minimum_of_the_same_length_by_its_deal():
    changed = replace(RULES, meld_minimums=(50, 100, 120, 150))
    assert RULES.meld_minimums[1] == 90
    assert house.differences(RULES, changed) == ["Deal 2 100 (usual 90)"]


def test_the_sheet_lists_a_changed_length_in_one_line():
    six = replace(RULES, meld_minimums=(50, 90, 120, 150, 180, 210))
    assert house.differences(RULES, six) == ["Initial meld by deal 50, 90, 120, 150, 180, 210 (usual 50, 90, 120, 150)"]
