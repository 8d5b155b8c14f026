"""Kalooki and British Kalookie: penalty points, the switches, knock-outs and buy-ins."""

import pytest
from django.utils.translation import override

from rules.catalog import get_variant
from rules.core import house
from rules.core.deal import check_deal, score_deal
from rules.core.state import Standing, Tallied
from rules.families.kalooki.presets import BRITISH_BUY_INS, BRITISH_KALOOKIE, KALOOKI_GAME
from rules.families.kalooki.scoring import chips_of

FOUR = KALOOKI_GAME.rules_for(4, 1)
TWO = KALOOKI_GAME.rules_for(2, 1)
BRITISH = BRITISH_KALOOKIE.rules_for(3, 1)


def out(**more):
    return {"went_out": True, **more}


def left(points, **more):
    return {"penalty_points": points, **more}


def tallied(rules, *tallies) -> list[Tallied]:
    entries = [rules.complete(tally) for tally in tallies]
    return [Tallied(entry, score.total) for entry, score in zip(entries, score_deal(rules, entries))]


def play(rules, *deals, starting=None):
    sides = rules.seating.sides
    return rules.state(starting or [0] * sides, [tallied(rules, *deal) for deal in deals])


def check_in_game(rules, starts, earlier, tallies):
    """The problems of a deal played after the `earlier` ones."""
    return check_deal(rules, tallies, rules.standing(starts, earlier))


def messages(problems):
    return [problem.message for problem in problems]


def breakdown(score):
    """A side's score as the breakdown shows it: each line's key, words and points."""
    return [(line.key, str(line.label), line.points) for line in score.lines]


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
    scores = [score.total for score in score_deal(TWO, [TWO.complete(out()), TWO.complete(left(37))])]
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


def test_penalty_points_cannot_be_negative_nor_more_than_the_cards_dealt_are_worth():
    """Seed 004: two players are dealt 15 cards from two decks and four jokers; the best 15 are the 4 jokers
    (25 each), the 8 aces (15 each) and 3 tens: 250."""
    assert messages(TWO.check([out(), left(-1)])) == ["This cannot be negative."]
    assert TWO.check([out(), left(250)]) == []
    assert [(p.side, p.field, p.message) for p in TWO.check([out(), left(251)])] == [
        (1, "penalty_points", "15 cards are worth at most 250 points.")
    ]


def test_six_players_hold_at_most_11_cards_worth_205():
    """Seed 004: 11 cards each for six players: 4 jokers and 7 aces, 100 + 105 = 205; 210 is refused."""
    six = KALOOKI_GAME.rules_for(6, 1)
    deal = [out(), left(205), left(2), left(2), left(2), left(2)]
    assert six.check(deal) == []
    assert messages(six.check([out(), left(210), *deal[2:]])) == ["11 cards are worth at most 205 points."]
    # Below the best hand, an ace fewer would need a card worth 14: no hand makes 201 to 204.
    assert [(p.side, p.field, p.message) for p in six.check([out(), left(204), *deal[2:]])] == [
        (1, "penalty_points", "No hand of 11 cards or fewer is worth 204 points.")
    ]


def test_with_aces_at_11_fifteen_cards_are_worth_at_most_218():
    """Seed 004's option "Aの点数を11点": 4 jokers (100), 8 aces (88) and 3 tens (30) make 218; 230 is refused."""
    rules = house.apply(FOUR, {"ace_eleven": True})
    assert rules.check([out(), left(218), left(2), left(2)]) == []
    assert messages(rules.check([out(), left(230), left(2), left(2)])) == ["15 cards are worth at most 218 points."]


def test_a_penalty_no_card_makes_is_refused():
    """The smallest card is a 2 (seed 004: 2 to 10 count their number), so a hand is never worth 1 point."""
    assert messages(FOUR.check([out(), left(1), left(2), left(3)])) == [
        "No hand of 15 cards or fewer is worth 1 point."
    ]


def test_a_player_who_did_not_go_out_holds_cards():
    problems = FOUR.check([out(), left(10), {}, left(3)])
    assert [(p.side, p.field, p.message) for p in problems] == [
        (2, "penalty_points", "A player who did not go out holds cards: enter their points.")
    ]


def test_the_hands_together_are_worth_no_more_than_the_pack_holds():
    """Four players: the three who did not go out hold 45 cards at most. The pack's best 45 are 4 jokers,
    8 aces, the 32 cards worth 10 and a 9: 100 + 120 + 320 + 9 = 549. 250 + 250 + 49 fits; 250 + 250 + 60
    does not, though each hand on its own could."""
    assert FOUR.check([out(), left(250), left(250), left(49)]) == []
    problems = FOUR.check([out(), left(250), left(250), left(60)])
    assert [(p.side, p.field, p.message) for p in problems] == [
        (3, "penalty_points", "The hands left add up to 560, but 45 cards of the pack are worth at most 549.")
    ]


def test_two_hands_left_together_are_worth_no_more_than_the_pack_holds():
    """Three players: the two who did not go out hold 30 cards at most, and the pack's best 30 are
    4 jokers, 8 aces and 18 tens: 100 + 120 + 180 = 400."""
    three = KALOOKI_GAME.rules_for(3, 1)
    assert three.check([out(), left(250), left(150)]) == []
    assert [(p.side, p.field, p.message) for p in three.check([out(), left(250), left(151)])] == [
        (2, "penalty_points", "The hands left add up to 401, but 30 cards of the pack are worth at most 400.")
    ]


def test_with_chips_the_hands_together_are_worth_no_more_than_the_cards_left_can_be():
    """12 cards left of 4 jokers and 8 aces make 220, and one card more at most an ace: no thirteenth
    ace is left, so 13 cards are worth at most 230 (a ten), not 235."""
    assert CHIPS.check([out(), left(220, cards_left=12, jokers_left=4), left(10, cards_left=1)]) == []
    problems = CHIPS.check([out(), left(220, cards_left=12, jokers_left=4), left(15, cards_left=1)])
    assert [(p.side, p.field, p.message) for p in problems] == [
        (2, "penalty_points", "The hands left add up to 235, but 13 cards of the pack are worth at most 230.")
    ]


# The game's end


def test_149_plays_on_and_150_ends_the_game():
    state = play(TWO, [out(), left(149)])
    assert not state.finished and state.next_requirements[0].points == 51
    state = play(TWO, [out(), left(150)])
    assert state.finished and state.winner == 0 and state.final_totals == (0, 150)


def test_totals_carried_over_from_paper_can_end_the_game_before_a_deal():
    assert (FOUR.start([0, 20, 149, 3], 4).paper, FOUR.start([0, 20, 149, 3]).paper) == (4, 0)
    assert FOUR.start([0, 20, 149, 3], 4).ended_at is None
    ended = FOUR.start([0, 20, 150, 3], 4)
    assert (ended.ended_at, ended.final_totals) == (0, (0, 20, 150, 3))


def test_the_lowest_total_wins_and_equal_lowest_totals_draw():
    three = KALOOKI_GAME.rules_for(3, 1)
    state = play(three, [out(), left(20), left(140)], [left(20), out(), left(10)])
    assert state.finished and state.winner is None and state.draw


def places(rules, *deals):
    return rules.places(rules.standing([0] * rules.seating.sides, [tallied(rules, *deal) for deal in deals]))


def test_places_run_from_the_lowest_total_and_equal_totals_share_one():
    three = KALOOKI_GAME.rules_for(3, 1)
    assert places(three, [out(), left(20), left(140)]) is None
    assert places(three, [out(), left(20), left(150)]) == (1, 2, 3)
    assert places(three, [out(), left(20), left(140)], [left(20), out(), left(10)]) == (1, 1, 3)


def test_four_players_take_four_places_by_total_and_the_bust_is_marked():
    """Issue 24: 70 is second, not level with the 158 that went bust; only the bust is marked."""
    state = play(FOUR, [left(30), out(), left(70), left(158)], starting=[0, 0, 0, 0])
    assert state.places == (2, 1, 3, 4)
    assert state.marks == ("", "", "", "Bust")
    tied = play(FOUR, [left(70), out(), left(70), left(150)])
    assert tied.places == (2, 1, 2, 4)  # equal totals share a place, the next one is skipped
    assert tied.marks == ("", "", "", "Bust")


def test_nothing_is_marked_while_the_game_goes_on():
    state = play(FOUR, [left(30), out(), left(70), left(149)])
    assert (state.places, state.marks) == (None, ())


# Switches


def test_the_usual_game_offers_three_switches_british_two():
    assert [o.key for o in FOUR.options()] == ["ace_eleven", "kalooki_doubles", "chips"]
    assert [o.key for o in BRITISH.options()] == ["kalooki_doubles", "chips"]


def test_ace_eleven_changes_the_card_counter():
    rules = house.apply(FOUR, {"ace_eleven": True})
    assert {kind.key: kind.points for kind in rules.cards}["aces"] == 11


def test_a_switch_the_rules_do_not_have_is_refused():
    assert [problem.field for problem in house.validate(BRITISH, {"colour": True})] == ["colour"]


def test_a_kalooki_doubles_every_other_players_penalty():
    rules = house.apply(KALOOKI_GAME.rules_for(3, 1), {"kalooki_doubles": True})
    scores = score_deal(rules, [rules.complete(t) for t in (out(kalooki=True), left(20), left(7))])
    assert [score.total for score in scores] == [0, 40, 14]
    assert [line.key for line in scores[1].lines] == ["penalty_points", "kalooki"]


def test_without_the_switch_there_is_no_kalooki_field():
    assert "kalooki" not in [field.key for field in FOUR.fields()]
    assert messages(FOUR.check([out(kalooki=True), left(10), left(10), left(10)])) == [
        "“kalooki” is not part of a tally in this game."
    ]


def test_a_kalooki_is_a_way_of_going_out():
    rules = house.apply(TWO, {"kalooki_doubles": True})
    problems = rules.check([out(), left(10, kalooki=True)])
    assert [(p.side, p.field, p.message) for p in problems] == [
        (1, "kalooki", "A kalooki is a way of going out: tick “Went out” too.")
    ]


CHIPS = house.apply(KALOOKI_GAME.rules_for(3, 1), {"chips": True})


def test_chips_one_per_card_two_per_joker_paid_to_the_winner():
    tallies = [out(), left(60, cards_left=4, jokers_left=1), left(9, cards_left=2)]
    assert chips_of(CHIPS, [CHIPS.complete(t) for t in tallies]) == [7, -5, -2]
    state = play(CHIPS, tallies)
    assert state.side_notes == ("Chips +7", "Chips −5", "Chips −2")
    assert state.rows[0].details == ("Chips +7", "Chips −5", "Chips −2")


def test_the_breakdown_names_going_out_and_the_cards_in_hand():
    rules = house.apply(KALOOKI_GAME.rules_for(3, 1), {"kalooki_doubles": True})
    plain = score_deal(rules, [rules.complete(t) for t in (out(), left(20), left(7))])
    assert [breakdown(score) for score in plain] == [
        [("went_out", "Went out", 0)],
        [("penalty_points", "Cards in hand", 20)],
        [("penalty_points", "Cards in hand", 7)],
    ]


def test_a_kalooki_adds_a_line_that_doubles_the_cards_in_hand():
    rules = house.apply(KALOOKI_GAME.rules_for(3, 1), {"kalooki_doubles": True})
    doubled = score_deal(rules, [rules.complete(t) for t in (out(kalooki=True), left(20), left(7))])
    assert [breakdown(score) for score in doubled] == [
        [("went_out", "Went out", 0)],
        [("penalty_points", "Cards in hand", 20), ("kalooki", "Kalooki: doubled", 20)],
        [("penalty_points", "Cards in hand", 7), ("kalooki", "Kalooki: doubled", 7)],
    ]


def test_a_player_scored_alone_has_the_points_of_the_cards_in_hand():
    assert breakdown(FOUR.score(FOUR.complete(left(37)))) == [("penalty_points", "Cards in hand", 37)]
    assert breakdown(FOUR.score(FOUR.complete(out()))) == [("went_out", "Went out", 0)]


def test_without_chips_no_one_wins_or_pays_any():
    tallies = [out(), left(60), left(9), left(12)]
    assert chips_of(FOUR, [FOUR.complete(t) for t in tallies]) == [0, 0, 0, 0]
    assert play(FOUR, tallies).side_notes == ()


def test_chips_double_on_a_kalooki():
    rules = house.apply(CHIPS, {"kalooki_doubles": True})
    tallies = [out(kalooki=True), left(60, cards_left=4, jokers_left=1), left(9, cards_left=2)]
    assert chips_of(rules, [rules.complete(t) for t in tallies]) == [14, -10, -4]


def test_chip_balances_add_up_over_the_deals():
    state = play(
        CHIPS, [out(), left(10, cards_left=1), left(10, cards_left=1)], [left(5, cards_left=1), out(), left(0)]
    )
    assert state.side_notes == ("Chips +1", "Chips 0", "Chips −1")


def test_the_chips_of_the_deal_that_ends_the_game_count_and_those_after_it_do_not():
    ending = [out(), left(150, cards_left=8, jokers_left=4), left(10, cards_left=1)]
    state = play(CHIPS, ending, [left(5, cards_left=1), out(), left(5, cards_left=1)])
    assert state.ended_at == 1
    assert state.side_notes == ("Chips +13", "Chips −12", "Chips −1")
    assert [row.scores for row in state.rows] == [(0, 150, 10), (5, 0, 5)]


def test_chip_entries_must_fit_the_points():
    problems = CHIPS.check([out(), left(60, cards_left=1, jokers_left=2), left(2, cards_left=1)])
    assert [(p.side, p.field, p.message) for p in problems] == [
        (1, "jokers_left", "The jokers left are among the cards left.")
    ]
    problems = CHIPS.check([out(), left(60, cards_left=2), left(2, cards_left=1)])
    assert messages(problems) == ["2 cards with 0 jokers are worth 4 to 30 points."]
    problems = CHIPS.check([out(cards_left=1), left(10, cards_left=1), left(2, cards_left=1)])
    assert [(p.side, p.field) for p in problems] == [(0, "cards_left")]


def test_a_player_who_went_out_with_chips_has_no_jokers_left_either():
    problems = CHIPS.check([out(jokers_left=1), left(10, cards_left=1), left(2, cards_left=1)])
    assert [(p.side, p.field, p.message) for p in problems] == [
        (0, "jokers_left", "A player who went out has no cards left in hand.")
    ]


def test_with_chips_cards_left_without_their_points_are_told_what_they_are_worth():
    problems = CHIPS.check([out(), left(0, cards_left=2), left(2, cards_left=1)])
    assert [(p.side, p.field, p.message) for p in problems] == [
        (1, "penalty_points", "A player who did not go out holds cards: enter their points."),
        (1, "penalty_points", "2 cards with 0 jokers are worth 4 to 30 points."),
    ]


def test_with_chips_points_without_the_cards_left_are_refused():
    problems = CHIPS.check([out(), left(10), left(2, cards_left=1)])
    assert [(p.side, p.field) for p in problems] == [(1, "penalty_points")]


def test_with_chips_a_player_may_hold_every_card_dealt():
    dealt = CHIPS.seating.cards_dealt
    assert CHIPS.check([out(), left(100, cards_left=dealt), left(2, cards_left=1)]) == []


def test_with_chips_the_jokers_left_count_at_the_jokers_value():
    """Jokers at 25: two of them and one more card (2 to 15) make 52 to 65; two jokers alone make 50."""
    problems = CHIPS.check([out(), left(100, cards_left=3, jokers_left=2), left(2, cards_left=1)])
    assert messages(problems) == ["3 cards with 2 jokers are worth 52 to 65 points."]
    problems = CHIPS.check([out(), left(30, cards_left=2, jokers_left=2), left(2, cards_left=1)])
    assert messages(problems) == ["2 cards with 2 jokers are worth 50 to 50 points."]


def test_with_chips_no_more_cards_left_than_were_dealt_and_a_count_that_can_hold_the_points():
    """Seed 004, three players: 15 cards dealt. One card is a 2 to 10, an ace (15) or a joker (25): 12 points
    fit no single card; 16 cards were never dealt."""
    problems = CHIPS.check([out(), left(40, cards_left=16), left(2, cards_left=1)])
    assert [(p.side, p.field, p.message) for p in problems] == [
        (1, "cards_left", "A player holds at most the 15 cards dealt.")
    ]
    problems = CHIPS.check([out(), left(12, cards_left=1), left(2, cards_left=1)])
    assert [(p.side, p.field, p.message) for p in problems] == [
        (1, "penalty_points", "Cards left 1, jokers 0: no such hand is worth 12 points.")
    ]
    with override("ja"):
        assert messages(CHIPS.check([out(), left(12, cards_left=1), left(2, cards_left=1)])) == [
            "残り1枚（ジョーカー0枚）の手札は12点になりません。"
        ]
    assert CHIPS.check([out(), left(40, cards_left=2, jokers_left=1), left(2, cards_left=1)]) == []


def test_the_decks_hold_four_jokers():
    problems = CHIPS.check([out(), left(75, cards_left=3, jokers_left=3), left(50, cards_left=2, jokers_left=2)])
    assert [(p.side, p.field, p.message) for p in problems] == [(2, "jokers_left", "The decks hold only 4 jokers.")]
    problems = CHIPS.check([out(), left(50, cards_left=2, jokers_left=2), left(50, cards_left=2, jokers_left=2)])
    assert problems == []


# British Kalookie


def test_british_kalookie_plays_two_decks_and_two_jokers():
    """pagat.com: "Two standard packs of cards plus two jokers are used - 106 cards in all"."""
    assert BRITISH.jokers_in_decks == 2
    assert sum(kind.per_deck for kind in BRITISH.cards) * BRITISH.decks == 106
    assert house.apply(BRITISH, {"jokers": 4}).jokers_in_decks == 4
    assert [p.message for p in house.validate(BRITISH, {"jokers": 9})] == [
        "“jokers” must be a whole number from 0 to 8."
    ]
    with pytest.raises(house.HouseRulesError):
        house.apply(BRITISH, {"jokers": 3})


def test_a_british_hand_of_13_cards_is_worth_at_most_148():
    """pagat.com: 13 cards, ace 11, joker 15, K Q J 10 count 10: 2 jokers, 8 aces and 3 tens are 30 + 88 + 30.
    With four jokers (a house rule) two more jokers replace two tens: 158."""
    assert BRITISH.check([out(), left(148), left(2)]) == []
    assert messages(BRITISH.check([out(), left(150), left(2)])) == ["13 cards are worth at most 148 points."]
    four = house.apply(BRITISH, {"jokers": 4})
    assert four.check([out(), left(158), left(2)]) == []


def test_150_stays_in_and_151_is_knocked_out():
    state = play(BRITISH, [out(), left(100), left(101)], starting=[0, 50, 50])
    assert state.side_notes == ("", "", "Knocked out")
    assert state.rows[0].details == ("", "", "Knocked out")
    assert not state.finished and state.headline == "2 of 3 still in"


def test_only_a_british_game_under_way_says_how_many_are_still_in():
    assert play(FOUR, [out(), left(10), left(20), left(30)]).headline == ""
    ended = play(BRITISH, [out(), left(100), left(101)], [out(), left(1), {}], starting=[0, 50, 50])
    assert ended.finished and ended.headline == ""


def test_british_kalookie_with_chips_notes_knock_outs_and_chips_side_by_side():
    rules = house.apply(BRITISH, {"chips": True})
    first = [left(51, cards_left=5), left(10, cards_left=1), out()]  # Aiko out at 151
    second = [{}, left(41, cards_left=4), out()]  # Ben out at 151: Chie wins
    after = [out(), left(5, cards_left=1), left(5, cards_left=1)]  # kept from a file, it does not count
    state = play(rules, first, starting=[100, 100, 0])
    assert state.rows[0].details == ("Knocked out · Chips −5", "Chips −1", "Chips +6")
    assert state.side_notes == ("Knocked out · Chips −5", "Chips −1", "Chips +6")
    state = play(rules, first, second, after, starting=[100, 100, 0])
    assert state.ended_at == 2 and state.winner == 2
    assert [row.number for row in state.rows] == [1, 2, 3] and state.rows[2].after_end
    assert state.rows[1].details == ("Chips 0", "Knocked out · Chips −4", "Chips +4")
    assert state.side_notes == ("Knocked out · Chips −5", "Knocked out · Chips −5", "Chips +10")


def test_a_british_game_whose_players_all_start_above_the_limit_is_over_before_its_first_deal():
    """Each total from paper on its own may start a British game (one player out, the others in)."""
    state = play(BRITISH, [out(), left(5), left(5)], [left(5), out(), left(5)], starting=[151, 151, 151])
    assert state.ended_at == 0 and all(row.after_end for row in state.rows)
    assert [row.number for row in state.rows] == [1, 2]
    assert state.side_notes == ("Knocked out", "Knocked out", "Knocked out")


def test_a_british_game_with_one_player_left_in_from_paper_is_won_by_that_player_before_its_first_deal():
    state = play(BRITISH, starting=[151, 40, 160])
    assert state.ended_at == 0 and state.final_totals == (151, 40, 160)
    assert state.winner == 1 and state.side_notes == ("Knocked out", "", "Knocked out")
    assert not play(BRITISH, starting=[151, 40, 150]).finished


def test_before_any_deal_every_british_player_enters_every_field():
    assert BRITISH.place(None, 0).fields == BRITISH.fields()
    assert "bought_in" in [field.key for field in BRITISH.place(None, 2).fields]


def test_the_last_player_in_wins_even_with_a_higher_total():
    state = play(BRITISH, [left(100), out(), left(51)], [out(), left(51), {}], starting=[0, 100, 100])
    assert state.finished and state.ended_at == 2
    assert state.winner == 0
    assert state.final_totals == (100, 151, 151)


def test_the_knocked_out_are_marked_at_the_end():
    state = play(BRITISH, [left(100), out(), left(151)], [out(), left(160), {}])
    assert state.marks == ("", "Knocked out", "Knocked out")


def test_the_last_player_in_comes_first_and_the_knocked_out_follow_by_their_totals():
    assert places(BRITISH, [left(100), out(), left(151)], [out(), left(151), {}]) == (1, 2, 2)
    assert places(BRITISH, [left(100), out(), left(151)], [out(), left(160), {}]) == (1, 3, 2)
    assert places(BRITISH, [out(), left(20), left(151)], [left(50), out(), {}]) is None


def test_a_buy_in_sets_the_total_to_the_highest_still_in_before_the_deal():
    state = play(
        BRITISH,
        [left(120), out(), left(100)],
        [left(10), out(), {"bought_in": True, "penalty_points": 5}],
        starting=[0, 0, 60],
    )
    assert state.totals == (130, 0, 125)
    assert state.rows[1].details == ("", "", "Bought in at 120")
    assert state.side_notes == ("", "", "Bought in ×1")


def earlier(*deals):
    return [tallied(BRITISH, *deal) for deal in deals]


def test_a_player_who_is_out_enters_nothing():
    history = earlier([out(), left(10), left(51)])
    problems = check_in_game(BRITISH, [0, 0, 100], history, [out(), left(10), left(3)])
    assert [(p.side, p.field, p.message) for p in problems] == [
        (2, "penalty_points", "This player is out: enter nothing, or tick “Bought in”.")
    ]
    assert check_in_game(BRITISH, [0, 0, 100], history, [out(), left(10), {}]) == []


def test_a_player_still_in_who_did_not_go_out_holds_cards():
    problems = check_in_game(BRITISH, [0, 0, 0], [], [out(), left(10), {}])
    assert [(p.side, p.field, p.message) for p in problems] == [
        (2, "penalty_points", "A player who did not go out holds cards: enter their points.")
    ]


def test_only_a_player_who_is_out_can_buy_in():
    problems = check_in_game(BRITISH, [0, 0, 0], [], [out(), left(10, bought_in=True), left(2)])
    assert messages(problems) == ["Only a player who is out can buy back in."]


def test_buy_ins_beyond_the_limit_are_refused():
    history = earlier(
        [out(), left(10), left(51)],
        [out(), left(10), {"bought_in": True, "penalty_points": 100}],
    )
    new = [out(), left(2), {"bought_in": True, "penalty_points": 5}]
    problems = check_in_game(BRITISH, [0, 100, 100], history, new)
    assert [(p.side, p.field, p.message) for p in problems] == [
        (2, "bought_in", "A player may buy back in only 1 time.")
    ]


def test_buy_ins_beyond_a_house_limit_of_two_are_refused():
    rules = house.apply(BRITISH, {"buy_ins": 2})
    bought = left(148, bought_in=True)  # back in at the highest total still in, and out again
    deals = ([out(), left(10), left(51)], [out(), left(10), bought], [out(), left(10), bought])
    history = [tallied(rules, *deal) for deal in deals]
    assert rules.standing([0, 0, 100], history).buy_ins == (0, 0, 2)
    problems = check_in_game(rules, [0, 0, 100], history, [out(), left(2), left(5, bought_in=True)])
    assert [(p.side, p.field, p.message) for p in problems] == [
        (2, "bought_in", "A player may buy back in only 2 times.")
    ]


def test_a_player_buying_back_in_holds_cards():
    history = earlier([out(), left(10), left(51)])
    problems = check_in_game(BRITISH, [0, 0, 100], history, [out(), left(10), {"bought_in": True}])
    assert [(p.side, p.field, p.message) for p in problems] == [
        (2, "penalty_points", "A player who did not go out holds cards: enter their points.")
    ]


def test_a_deal_after_the_british_game_ended_is_not_checked_against_who_is_out():
    two = BRITISH_KALOOKIE.rules_for(2, 1)
    history = [tallied(two, out(), left(51))]  # 100 + 51: out, and the game is over
    assert two.standing([0, 100], history).ended_at == 1
    assert check_in_game(two, [0, 100], history, [out(), left(5)]) == []


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
    state = play(two, [out(), left(51)], starting=[0, 100])
    assert state.finished and state.winner == 0


def test_deals_after_the_end_are_kept_and_flagged():
    state = play(TWO, [out(), left(150)], [left(5), out()])
    assert state.ended_at == 1 and state.rows[1].after_end and state.final_totals == (0, 150)


def test_every_mistake_of_a_deal_is_told_at_once_each_once():
    found = [(p.side, p.field, p.message) for p in FOUR.check([out(penalty_points=5), out(), left(-3), {}])]
    assert found == [
        (2, "penalty_points", "This cannot be negative."),
        (1, "went_out", "Only one player can go out in a deal."),
        (0, "penalty_points", "A player who went out has no cards left in hand."),
        (3, "penalty_points", "A player who did not go out holds cards: enter their points."),
    ]


def test_the_british_history_checks_run_beside_the_deals_own():
    # Player 2 was knocked out at 151 and enters points without buying in; player 1 types a negative.
    earlier = [tallied(BRITISH, left(100), out(), left(151))]
    found = check_in_game(BRITISH, [0, 0, 0], earlier, [out(), left(-5), left(20)])
    assert [(p.side, p.field, p.message) for p in found] == [
        (1, "penalty_points", "This cannot be negative."),
        (2, "penalty_points", "This player is out: enter nothing, or tick “Bought in”."),
    ]


@pytest.mark.parametrize("method", ["check_history", "advance", "places"])
def test_a_standing_of_another_family_is_a_slip_that_says_what_kalooki_takes(method):
    """Another family's standing handed to Kalooki is a programming slip: it says so in the words a
    traceback shows, before anything reads a field the standing does not have."""
    canasta = Standing(1, (100, 50))
    rules = KALOOKI_GAME.tables[0]
    calls = {
        "check_history": lambda: rules.check_history(canasta, []),
        "advance": lambda: rules.advance(canasta, []),
        "places": lambda: rules.places(canasta),
    }
    with pytest.raises(TypeError, match="^a Kalooki game's standing is a KalookiStanding$"):
        calls[method]()


def test_a_knocked_out_player_whose_adjustment_takes_the_total_lowest_still_comes_after_the_last_player_in():
    """An adjustment (an exact cut, say) may be entered for a knocked-out player, and can take their
    total below the winner's: the last player in still comes first."""
    first = [BRITISH.complete(tally) for tally in (left(10), out(), left(151))]
    cut = {**BRITISH.complete({}), "adjustments": [{"points": -160, "reason": "exact cut"}]}
    second = [BRITISH.complete(left(141)), BRITISH.complete(out()), cut]
    deals = [
        [Tallied(entry, score.total) for entry, score in zip(deal, score_deal(BRITISH, deal))]
        for deal in (first, second)
    ]
    assert check_deal(BRITISH, second, BRITISH.standing([0, 0, 0], deals[:1])) == []
    standing = BRITISH.standing([0, 0, 0], deals)
    assert (standing.final_totals, standing.out) == ((151, 0, -9), (True, False, True))
    assert BRITISH.places(standing) == (3, 1, 2)
