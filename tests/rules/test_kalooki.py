"""Kalooki and British Kalookie: penalty points, the switches, knock-outs and buy-ins."""

import pytest

from rules import house
from rules.cards import card_points
from rules.catalog import get_variant
from rules.game import Tallied, check_in_game, complete, rule_options, score_deal
from rules.kalooki import BRITISH_BUY_INS, BRITISH_KALOOKIE, KALOOKI_GAME

FOUR = KALOOKI_GAME.rules_for(4, 1)
TWO = KALOOKI_GAME.rules_for(2, 1)
BRITISH = BRITISH_KALOOKIE.rules_for(3, 1)


def out(**more):
    return {"went_out": True, **more}


def left(points, **more):
    return {"penalty_points": points, **more}


def tallied(rules, *tallies) -> list[Tallied]:
    entries = [complete(rules, tally) for tally in tallies]
    return [Tallied(entry, score.total) for entry, score in zip(entries, score_deal(rules, entries))]


def play(rules, *deals, starting=None):
    sides = rules.seating.sides
    return rules.state(starting or [0] * sides, [tallied(rules, *deal) for deal in deals])


def messages(problems):
    return [problem.message for problem in problems]


# The tables


def test_both_presets_are_registered_by_slug():
    assert get_variant("kalooki") is KALOOKI_GAME
    assert get_variant("kalookie-british") is BRITISH_KALOOKIE


@pytest.mark.parametrize(("players", "cards"), [(2, 15), (3, 15), (4, 15), (5, 13), (6, 11)])
def test_the_cards_dealt_depend_on_the_number_of_players(players, cards):
    rules = KALOOKI_GAME.rules_for(players, 1)
    assert rules.seating.cards_dealt == cards
    assert not rules.seating.partnerships


def test_four_players_is_the_default_table():
    assert KALOOKI_GAME.default.seating.players == 4


def test_the_usual_game_ends_at_150_with_an_initial_meld_of_51_and_the_lowest_total_winning():
    assert (FOUR.target, FOUR.initial_meld, FOUR.lowest_wins) == (150, 51, True)


def test_card_values_ace_15_joker_25_pictures_10_and_pips_their_face():
    cards = {kind.key: kind.points for kind in FOUR.cards}
    assert cards["aces"] == 15 and cards["jokers"] == 25 and cards["king_to_ten"] == 10
    assert [cards[f"pip_{n}"] for n in range(9, 1, -1)] == list(range(9, 1, -1))
    assert sum(kind.per_deck for kind in FOUR.cards) == 54  # a deck with its two jokers


def test_british_deals_13_counts_ace_11_and_joker_15_and_melds_40():
    for rules in BRITISH_KALOOKIE.tables:
        assert rules.seating.cards_dealt == 13
    cards = {kind.key: kind.points for kind in BRITISH.cards}
    assert (cards["aces"], cards["jokers"], BRITISH.initial_meld) == (11, 15, 40)
    assert BRITISH.buy_ins == BRITISH_BUY_INS == 1


# Scoring and checks


def test_the_player_who_went_out_scores_0_and_the_others_their_cards():
    scores = [score.total for score in score_deal(TWO, [complete(TWO, out()), complete(TWO, left(37))])]
    assert scores == [0, 37]


def test_exactly_one_player_goes_out():
    assert messages(TWO.check([left(10), left(20)])) == [
        "Exactly one player goes out in a deal: tick “Went out” for who did."
    ]
    problems = TWO.check([out(), out()])
    assert [(p.side, p.field) for p in problems] == [(1, "went_out")]


def test_a_player_who_went_out_has_no_points_left():
    problems = TWO.check([out(penalty_points=5), left(10)])
    assert [(p.side, p.field) for p in problems] == [(0, "penalty_points")]


def test_penalty_points_cannot_be_negative_nor_more_than_the_decks():
    assert messages(TWO.check([out(), left(-1)])) == ["This cannot be negative."]
    most = card_points(TWO.cards, {kind.key: kind.per_deck * 2 for kind in TWO.cards})
    assert TWO.check([out(), left(most)]) == []
    assert TWO.check([out(), left(most + 1)])


# The game's end


def test_149_plays_on_and_150_ends_the_game():
    state = play(TWO, [out(), left(149)])
    assert not state.finished and state.next_requirements[0].points == 51
    state = play(TWO, [out(), left(150)])
    assert state.finished and state.winner == 0 and state.final_totals == (0, 150)


def test_the_lowest_total_wins_and_equal_lowest_totals_draw():
    three = KALOOKI_GAME.rules_for(3, 1)
    state = play(three, [out(), left(20), left(140)], [left(20), out(), left(10)])
    assert state.finished and state.winner is None and state.draw


# Switches


def test_the_usual_game_offers_three_switches_british_two():
    assert [o.key for o in rule_options(FOUR)] == ["ace_eleven", "kalooki_doubles", "chips"]
    assert [o.key for o in rule_options(BRITISH)] == ["kalooki_doubles", "chips"]


def test_ace_eleven_changes_the_card_counter():
    rules = house.apply(FOUR, {"ace_eleven": True})
    assert {kind.key: kind.points for kind in rules.cards}["aces"] == 11


def test_a_switch_the_rules_do_not_have_is_refused():
    assert [problem.field for problem in house.validate(BRITISH, {"colour": True})] == ["colour"]


def test_a_kalooki_doubles_every_other_players_penalty():
    rules = house.apply(KALOOKI_GAME.rules_for(3, 1), {"kalooki_doubles": True})
    scores = score_deal(rules, [complete(rules, t) for t in (out(kalooki=True), left(20), left(7))])
    assert [score.total for score in scores] == [0, 40, 14]
    assert [line.key for line in scores[1].lines] == ["penalty_points", "kalooki"]


def test_without_the_switch_there_is_no_kalooki_field():
    assert "kalooki" not in [field.key for field in FOUR.fields()]
    assert messages(FOUR.check([out(kalooki=True), left(1), left(1), left(1)])) == [
        "“kalooki” is not part of a tally in this game."
    ]


def test_a_kalooki_is_a_way_of_going_out():
    rules = house.apply(TWO, {"kalooki_doubles": True})
    problems = rules.check([out(), left(10, kalooki=True)])
    assert [(p.side, p.field) for p in problems] == [(1, "kalooki")]


CHIPS = house.apply(KALOOKI_GAME.rules_for(3, 1), {"chips": True})


def test_chips_one_per_card_two_per_joker_paid_to_the_winner():
    tallies = [out(), left(60, cards_left=4, jokers_left=1), left(9, cards_left=2)]
    assert CHIPS.chips_of([complete(CHIPS, t) for t in tallies]) == [7, -5, -2]
    state = play(CHIPS, tallies)
    assert state.side_notes == ("Chips +7", "Chips −5", "Chips −2")
    assert state.rows[0].details == ("Chips +7", "Chips −5", "Chips −2")


def test_chips_double_on_a_kalooki():
    rules = house.apply(CHIPS, {"kalooki_doubles": True})
    tallies = [out(kalooki=True), left(60, cards_left=4, jokers_left=1), left(9, cards_left=2)]
    assert rules.chips_of([complete(rules, t) for t in tallies]) == [14, -10, -4]


def test_chip_balances_add_up_over_the_deals():
    state = play(
        CHIPS, [out(), left(10, cards_left=1), left(10, cards_left=1)], [left(5, cards_left=1), out(), left(0)]
    )
    assert state.side_notes == ("Chips +1", "Chips 0", "Chips −1")


def test_chip_entries_must_fit_the_points():
    problems = CHIPS.check([out(), left(60, cards_left=1, jokers_left=2), left(2, cards_left=1)])
    assert messages(problems) == ["The jokers left are among the cards left."]
    problems = CHIPS.check([out(), left(60, cards_left=2), left(2, cards_left=1)])
    assert messages(problems) == ["2 cards with 0 jokers are worth 4 to 30 points."]
    problems = CHIPS.check([out(cards_left=1), left(10, cards_left=1), left(2, cards_left=1)])
    assert [(p.side, p.field) for p in problems] == [(0, "cards_left")]


def test_the_decks_hold_four_jokers():
    problems = CHIPS.check([out(), left(75, cards_left=3, jokers_left=3), left(50, cards_left=2, jokers_left=2)])
    assert messages(problems) == ["The decks hold only 4 jokers."]


# British Kalookie


def test_150_stays_in_and_151_is_knocked_out():
    state = play(BRITISH, [out(), left(150), left(151)])
    assert state.side_notes == ("", "", "Knocked out")
    assert state.rows[0].details == ("", "", "Knocked out")
    assert not state.finished and state.headline == "2 of 3 still in"


def test_the_last_player_in_wins_even_with_a_higher_total():
    state = play(BRITISH, [left(100), out(), left(151)], [out(), left(151), {}])
    assert state.finished and state.ended_at == 2
    assert state.winner == 0
    assert state.final_totals == (100, 151, 151)


def test_a_buy_in_sets_the_total_to_the_highest_still_in_before_the_deal():
    state = play(
        BRITISH,
        [left(120), out(), left(160)],
        [left(10), out(), {"bought_in": True, "penalty_points": 5}],
    )
    assert state.totals == (130, 0, 125)
    assert state.rows[1].details == ("", "", "Bought in at 120")
    assert state.side_notes == ("", "", "Bought in ×1")


def earlier(*deals):
    return [tallied(BRITISH, *deal) for deal in deals]


def test_a_player_who_is_out_enters_nothing():
    history = earlier([out(), left(10), left(151)])
    problems = check_in_game(BRITISH, [0, 0, 0], history, [out(), left(10), left(3)])
    assert [(p.side, p.field, p.message) for p in problems] == [
        (2, "penalty_points", "This player is out: enter nothing, or tick “Bought in”.")
    ]
    assert check_in_game(BRITISH, [0, 0, 0], history, [out(), left(10), {}]) == []


def test_only_a_player_who_is_out_can_buy_in():
    problems = check_in_game(BRITISH, [0, 0, 0], [], [out(), left(10, bought_in=True), left(1)])
    assert messages(problems) == ["Only a player who is out can buy back in."]


def test_buy_ins_beyond_the_limit_are_refused():
    history = earlier(
        [out(), left(10), left(151)],
        [out(), left(10), {"bought_in": True, "penalty_points": 150}],
    )
    problems = check_in_game(BRITISH, [0, 0, 0], history, [out(), left(1), {"bought_in": True}])
    assert messages(problems) == ["A player may buy back in only 1 time."]


def test_a_buy_in_beyond_the_limit_from_a_file_does_not_count():
    state = play(
        BRITISH,
        [out(), left(10), left(151)],
        [out(), left(10), {"bought_in": True, "penalty_points": 150}],
        [out(), left(1), {"bought_in": True}],
    )
    assert state.side_notes == ("", "", "Knocked out · Bought in ×1")


def test_two_players_in_british_end_at_the_first_knock_out():
    two = BRITISH_KALOOKIE.rules_for(2, 1)
    state = play(two, [out(), left(151)])
    assert state.finished and state.winner == 0


def test_deals_after_the_end_are_kept_and_flagged():
    state = play(TWO, [out(), left(150)], [left(5), out()])
    assert state.ended_at == 1 and state.rows[1].after_end and state.final_totals == (0, 150)
