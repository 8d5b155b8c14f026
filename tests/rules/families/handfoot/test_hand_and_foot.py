"""Hand and Foot: every rule and every boundary, read from the presets' own numbers."""

from dataclasses import replace

import pytest

from rules.catalog import VARIANTS
from rules.core import house
from rules.core.cards import deck_points
from rules.core.deal import check_deal as engine_check
from rules.core.state import Tallied
from rules.families.handfoot.numbers import CARDS
from rules.families.handfoot.presets import HAND_AND_FOOT, HAND_AND_FOOT_BICYCLE
from tests import ROOT

RULES = HAND_AND_FOOT.default
BICYCLE = HAND_AND_FOOT_BICYCLE.default
ALONE = HAND_AND_FOOT.rules_for(2, 1)
KEYS = [
    "clean_books",
    "dirty_books",
    "wild_books",
    "red_threes",
    "red_threes_in_hand",
    "went_out",
    "no_foot",
    "melded_points",
    "hand_points",
]
# Going out with the books seed 003 asks for. The least they hold in cards (five decks): 26 natural
# cards at 5 (two clean books of seven, two dirty ones of six natural cards and a wild card), 9 wild
# cards at 20 (two 2s in the dirty books, seven in the wild book): 130 + 180.
LEAST_BOOKS = 310
OUT = {"clean_books": 2, "dirty_books": 2, "wild_books": 1, "went_out": True, "melded_points": LEAST_BOOKS}


def score(rules, **tally):
    full = {field.key: tally.get(field.key, field.default) for field in rules.fields()}
    return rules.score(full).total


def problems(rules, *tallies):
    return [(p.side, p.field, p.message) for p in engine_check(rules, list(tallies))]


def played(rules, *deals):
    """A game's state from deals given as lists of tallies (scored by the rules)."""
    stored = []
    for deal in deals:
        full = [{field.key: tally.get(field.key, field.default) for field in rules.fields()} for tally in deal]
        stored.append([Tallied(tally, rules.score(tally).total) for tally in full])
    return rules.state([0] * rules.seating.sides, stored)


# The presets


def test_both_presets_are_registered_by_slug():
    assert VARIANTS["hand-and-foot"] is HAND_AND_FOOT
    assert VARIANTS["hand-and-foot-bicycle"] is HAND_AND_FOOT_BICYCLE


def test_the_usual_game_has_the_numbers_of_the_rule_pages():
    assert (RULES.clean_book, RULES.dirty_book, RULES.wild_book) == (500, 300, 1500)
    assert (RULES.red_three_bonus, RULES.red_three_penalty, RULES.going_out_bonus) == (100, 100, 100)
    assert RULES.meld_minimums == (50, 90, 120, 150)
    assert RULES.deals == 4
    assert (RULES.hand_size, RULES.foot_size) == (13, 13)
    assert (RULES.clean_books_to_go_out, RULES.dirty_books_to_go_out, RULES.wild_books_to_go_out) == (2, 2, 1)
    assert RULES.target is None and not RULES.lowest_wins
    assert RULES.cards is CARDS


def test_the_cards_are_worth_what_seeds_001_and_003_say_and_jokers_and_2s_are_wild():
    assert [(kind.key, kind.points, kind.per_deck, kind.wild) for kind in CARDS] == [
        ("jokers", 50, 2, True),
        ("twos", 20, 4, True),
        ("aces", 20, 4, False),
        ("king_to_eight", 10, 24, False),
        ("seven_to_four", 5, 16, False),
        ("black_threes", 5, 2, False),
    ]


def test_the_bicycle_game_has_no_wild_books_and_11_cards():
    assert BICYCLE.wild_book is None
    assert (BICYCLE.hand_size, BICYCLE.foot_size) == (11, 11)
    assert BICYCLE.meld_minimums == (50, 90, 120, 150)
    assert [book.key for book in BICYCLE.books] == ["clean_books", "dirty_books"]
    assert "wild_books" not in [field.key for field in BICYCLE.fields()]


def test_the_tally_has_the_keys_of_the_game_file():
    assert [field.key for field in RULES.fields()] == KEYS


def test_seed_003_plays_two_to_seven_players_in_any_seating_with_five_decks():
    """Seed 003: "プレイヤー数:2〜7人", "54枚のカードデッキ5枚"; two or three teams of two, two teams of
    three, or each alone. Four teams of two (eight players, seed 002) use one deck more than the players."""
    seatings = [(s.sides, s.players_per_side) for s in HAND_AND_FOOT.seatings()]
    assert seatings == [(2, 2), (3, 2), (2, 3), (4, 2), (2, 1), (3, 1), (4, 1), (5, 1), (6, 1), (7, 1)]
    for rules in HAND_AND_FOOT.tables:
        assert rules.decks == (9 if rules.seating.players == 8 else 5)
    assert HAND_AND_FOOT.default.seating.players == 4


def test_the_bicycle_game_uses_one_deck_more_than_it_has_players():
    """Seed 001: partnerships for 4 and 6 players, alone for 2, 3 or 5; "人数より1組多い"."""
    assert [(s.sides, s.players_per_side) for s in HAND_AND_FOOT_BICYCLE.seatings()] == [
        (2, 2),
        (3, 2),
        (2, 1),
        (3, 1),
        (5, 1),
    ]
    for rules in HAND_AND_FOOT_BICYCLE.tables:
        assert rules.decks == rules.seating.players + 1


def test_a_house_rule_changes_the_decks_and_the_length_of_the_game():
    house = replace(RULES, fixed_decks=6, meld_minimums=(50, 90, 120))
    assert house.decks == 6
    assert house.deals == 3
    assert replace(BICYCLE, extra_decks=2).decks == 6


def test_there_are_decks_enough_for_every_hand_and_foot():
    with pytest.raises(ValueError):
        replace(HAND_AND_FOOT.rules_for(7, 1), fixed_decks=3)


def test_wild_books_cannot_be_needed_where_none_are_played():
    with pytest.raises(ValueError):
        replace(BICYCLE, wild_books_to_go_out=1)


def test_a_target_makes_no_sense_for_a_set_number_of_deals():
    with pytest.raises(ValueError):
        replace(RULES, target=5000)


# Scoring


def test_an_empty_tally_scores_nothing():
    assert score(RULES) == 0


@pytest.mark.parametrize(("key", "bonus"), [("clean_books", 500), ("dirty_books", 300), ("wild_books", 1500)])
def test_each_book_scores_its_value(key, bonus):
    assert score(RULES, **{key: 1}) == bonus
    assert score(RULES, **{key: 3}) == 3 * bonus


def test_a_house_rule_changes_a_book_value():
    assert score(replace(RULES, clean_book=600), clean_books=2) == 1200


def test_red_threes_count_100_laid_down_and_minus_100_in_hand_or_foot():
    assert score(RULES, red_threes=2) == 200
    assert score(RULES, red_threes_in_hand=1) == -100
    assert score(RULES, red_threes=3, red_threes_in_hand=1) == 200


def test_going_out_scores_100():
    assert score(RULES, **OUT) - score(RULES, **{**OUT, "went_out": False}) == 100


def test_melded_cards_count_for_and_cards_in_hand_against():
    assert score(RULES, melded_points=265, hand_points=45) == 220


def test_a_whole_deal_adds_every_line():
    tally = {**OUT, "red_threes": 1, "red_threes_in_hand": 1, "melded_points": 500, "hand_points": 30}
    assert score(RULES, **tally) == 2 * 500 + 2 * 300 + 1500 + 100 - 100 + 100 + 500 - 30


def test_the_breakdown_names_each_line():
    full = {field.key: field.default for field in RULES.fields()} | OUT | {"red_threes_in_hand": 1}
    lines = {line.key: (line.points, line.count) for line in RULES.score(full).lines}
    assert lines == {
        "clean_books": (1000, 2),
        "dirty_books": (600, 2),
        "wild_books": (1500, 1),
        "red_threes_in_hand": (-100, 1),
        "went_out": (100, None),
        "melded_points": (LEAST_BOOKS, None),
    }


def test_the_breakdown_says_each_line_in_words():
    full = {field.key: field.default for field in RULES.fields()} | OUT | {"red_threes": 2, "red_threes_in_hand": 1}
    assert [(line.key, str(line.label), line.points, line.count) for line in RULES.score(full).lines] == [
        ("clean_books", "Clean books", 1000, 2),
        ("dirty_books", "Dirty books", 600, 2),
        ("wild_books", "Wild books", 1500, 1),
        ("red_threes", "Red threes", 200, 2),
        ("red_threes_in_hand", "Red threes in hand", -100, 1),
        ("went_out", "Going out", 100, None),
        ("melded_points", "Melded cards", LEAST_BOOKS, None),
    ]


def test_the_breakdown_of_a_side_not_yet_in_its_foot_counts_its_red_threes_against_it():
    full = {field.key: field.default for field in RULES.fields()} | {
        "red_threes": 2,
        "no_foot": True,
        "hand_points": 40,
    }
    assert [(line.key, str(line.label), line.points, line.count) for line in RULES.score(full).lines] == [
        ("red_threes", "Red threes, foot not reached", -200, 2),
        ("hand_points", "Cards in hand and foot", -40, None),
    ]


# Checks


def test_a_plain_deal_has_no_problems():
    assert (
        problems(RULES, {**OUT, "melded_points": 400}, {"clean_books": 1, "melded_points": 35, "hand_points": 60}) == []
    )


def test_missing_entries_mean_zero_and_no():
    assert problems(RULES, {}, {}) == []


@pytest.mark.parametrize("key", ["clean_books", "dirty_books", "wild_books", "red_threes", "red_threes_in_hand"])
def test_counts_cannot_be_negative(key):
    assert problems(RULES, {key: -1}, {}) == [(0, key, "This cannot be negative.")]


def test_counts_are_whole_numbers():
    assert problems(RULES, {"clean_books": 1.5}, {}) == [(0, "clean_books", "Enter a whole number.")]


def test_the_bicycle_tally_has_no_wild_books():
    assert problems(BICYCLE, {"wild_books": 1}, {}) == [(0, None, "“wild_books” is not part of a tally in this game.")]


def test_going_out_with_exactly_the_books_needed_is_fine():
    assert problems(RULES, OUT, {}) == []
    assert problems(BICYCLE, {"clean_books": 1, "dirty_books": 1, "went_out": True, "melded_points": 85}, {}) == []


@pytest.mark.parametrize(
    ("short", "message"),
    [
        ("clean_books", "Going out needs 1 more clean book."),
        ("dirty_books", "Going out needs 1 more dirty book."),
        ("wild_books", "Going out needs 1 more wild book."),
    ],
)
def test_going_out_one_book_short_says_which(short, message):
    tally = {**OUT, short: OUT[short] - 1}
    assert problems(RULES, tally, {}) == [(0, "went_out", message)]


def test_going_out_with_no_books_lists_everything_missing():
    assert problems(RULES, {"went_out": True}, {}) == [
        (0, "went_out", "Going out needs 2 more clean books, 2 more dirty books and 1 more wild book.")
    ]


def test_going_out_in_the_bicycle_game_needs_a_clean_and_a_dirty_book():
    assert problems(BICYCLE, {"went_out": True, "clean_books": 3, "melded_points": 105}, {}) == [
        (0, "went_out", "Going out needs 1 more dirty book.")
    ]


def test_only_one_side_goes_out_in_a_deal():
    assert problems(RULES, OUT, OUT) == [(1, "went_out", "Only one side can go out in a deal.")]


def test_a_player_alone_who_went_out_has_nothing_left():
    message = "A player who went out has nothing left in hand or foot."
    assert problems(ALONE, {**OUT, "hand_points": 10, "red_threes_in_hand": 1}, {}) == [
        (0, "hand_points", message),
        (0, "red_threes_in_hand", message),
    ]


def test_a_partner_may_hold_cards_when_the_side_went_out():
    assert problems(RULES, {**OUT, "hand_points": 10, "red_threes_in_hand": 1}, {}) == []


def test_card_points_come_in_fives():
    assert problems(RULES, {"melded_points": 12}, {}) == [(0, "melded_points", "Card points come in multiples of 5.")]


def test_card_points_fit_in_the_decks():
    most = deck_points(RULES.cards, RULES.decks)
    assert problems(RULES, {"melded_points": most}, {}) == []
    message = f"The sides' cards add up to {most + 5:,}, but all the cards together are worth {most:,}."
    assert problems(RULES, {"melded_points": most}, {"hand_points": 5}) == [(1, "hand_points", message)]


def test_red_threes_laid_down_and_held_fit_in_the_decks():
    assert RULES.max_red_threes == 10
    assert problems(RULES, {"red_threes": 6}, {"red_threes": 2, "red_threes_in_hand": 2}) == []
    assert problems(RULES, {"red_threes": 6}, {"red_threes": 2, "red_threes_in_hand": 3}) == [
        (1, "red_threes_in_hand", "The 5 decks hold only 10 red threes; this deal has 11.")
    ]


DECKS_MESSAGE = (
    "The 5 decks hold 20 cards of each rank from 4 to ace and 30 wild cards: not enough for these books "
    "(a clean book takes 7 cards of one rank, a dirty book at least 4 and a wild card, a wild book 7 wild cards)."
)


def test_wild_books_fit_in_the_wild_cards_of_the_decks():
    # 5 decks hold 30 wild cards (20 2s, 10 jokers): four books of seven, the cheapest worth 20 × 20 + 8 × 50.
    assert problems(RULES, {"wild_books": 4, "melded_points": 800}, {}) == []
    assert problems(RULES, {"wild_books": 3, "melded_points": 620}, {"wild_books": 2, "melded_points": 400}) == [
        (1, "wild_books", DECKS_MESSAGE)
    ]


def test_dirty_books_need_a_wild_card_each_from_the_same_decks():
    """Four wild books (28 wild cards) leave 2 for dirty books: two fit, a third does not."""
    four = {"wild_books": 4, "melded_points": 800}
    assert problems(RULES, four, {"dirty_books": 2, "melded_points": 160}) == []
    assert problems(RULES, four, {"dirty_books": 3, "melded_points": 240}) == [(1, "dirty_books", DECKS_MESSAGE)]


def test_books_fit_rank_by_rank_in_the_natural_cards_of_the_decks():
    """Seed 003: five decks, books of seven cards of one rank, several books of a rank allowed; a dirty book
    never holds more wild cards than natural ones. Each of the 11 ranks from 4 to ace has 20 cards: two clean
    books (14), and the 6 left make one dirty book with a wild card, never two (4 + 4 natural cards)."""
    clean = {"clean_books": 22, "melded_points": 2000}  # the cheapest: 8 x 35 + 12 x 70 + 2 x 140 = 1,400
    assert problems(RULES, {"clean_books": 23, "melded_points": 2000}, {}) == [(0, "clean_books", DECKS_MESSAGE)]
    assert problems(RULES, clean, {"dirty_books": 11, "melded_points": 600}) == []
    assert problems(RULES, clean, {"dirty_books": 12, "melded_points": 650}) == [(1, "dirty_books", DECKS_MESSAGE)]


def test_melded_cards_hold_at_least_what_the_books_need():
    """Seed 003's values: 4 to 7 count 5, 2s 20. Two clean, two dirty and a wild book hold at least 310; so
    0 or 100 melded points with those books is refused, as is a clean book with less than 7 × 5."""
    message = "These books are worth at least 310 in cards; melded cards include the books."
    for melded in (0, 100, 305):
        assert problems(RULES, {**OUT, "melded_points": melded}, {}) == [(0, "melded_points", message)]
    assert problems(RULES, {"clean_books": 1, "melded_points": 30}, {}) == [
        (0, "melded_points", "These books are worth at least 35 in cards; melded cards include the books.")
    ]


# The game


@pytest.mark.parametrize(("number", "points"), [(1, 50), (2, 90), (3, 120), (4, 150)])
def test_the_initial_meld_depends_on_the_deal_number(number, points):
    state = played(RULES, *[[{}, {}]] * (number - 1))
    assert [r.points for r in state.next_requirements] == [points, points]
    assert state.headline == f"Deal {number} of 4 · meld {points}"


def test_the_initial_meld_ignores_the_score():
    state = played(RULES, [{**OUT, "melded_points": 3000}, {"hand_points": 100}])
    assert state.totals == (6200, -100)
    assert [r.points for r in state.next_requirements] == [90, 90]
    assert [[r.points for r in row.requirements] for row in state.rows] == [[50, 50]]


def test_the_game_goes_on_until_its_last_deal():
    state = played(RULES, *[[{"melded_points": 100}, {}]] * 3)
    assert not state.finished and state.winner is None


def test_the_last_deal_ends_the_game_and_the_highest_total_wins():
    state = played(RULES, *[[{}, {"melded_points": 100}]] * 4)
    assert state.finished and state.ended_at == 4
    assert state.winner == 1
    assert state.final_totals == state.totals == (0, 400)
    assert state.headline == "All 4 deals played"


def test_equal_totals_after_the_last_deal_are_a_draw():
    state = played(RULES, *[[{"melded_points": 50}, {"melded_points": 50}]] * 4)
    assert state.finished and state.draw


def test_a_shorter_house_game_ends_sooner():
    state = played(replace(RULES, meld_minimums=(50, 90)), [{}, {}], [{"melded_points": 5}, {}])
    assert state.finished and state.winner == 0


def test_each_row_shows_the_books_of_each_side():
    state = played(RULES, [OUT, {"clean_books": 1}], [{}, {"dirty_books": 1, "wild_books": 2}])
    assert [row.details for row in state.rows] == [("2 clean · 2 dirty · 1 wild", "1 clean"), ("", "1 dirty · 2 wild")]


def test_the_bicycle_game_ends_after_its_4_deals_too():
    out = {"clean_books": 1, "dirty_books": 1, "went_out": True}
    state = played(BICYCLE, *[[out, {}]] * 4)
    assert state.finished and state.winner == 0
    assert state.rows[0].details == ("1 clean · 1 dirty", "")


def test_two_wild_books_to_go_out_are_counted_in_the_plural():
    rules = house.apply(RULES, {"wild_books_to_go_out": 2})
    assert rules.summary().endswith("to go out: 2 clean books, 2 dirty books and 2 wild books")
    short = {**OUT, "wild_books": 0}
    assert problems(rules, short, {}) == [(0, "went_out", "Going out needs 2 more wild books.")]


def test_the_rules_table_of_the_docs_shows_the_presets_numbers():
    readme = (ROOT / "docs" / "rules.md").read_text()
    minimums = " / ".join(str(points) for points in RULES.meld_minimums)
    assert (
        f"| Initial meld, deal 1 / 2 / 3 / 4 | {minimums} | {' / '.join(map(str, BICYCLE.meld_minimums))} |" in readme
    )
    assert f"| Books | clean {RULES.clean_book}, dirty {RULES.dirty_book}, wild {RULES.wild_book:,} |" in readme
    assert f"| Hand and foot | {RULES.hand_size} cards each | {BICYCLE.hand_size} cards each |" in readme


def test_every_mistake_of_a_deal_is_told_at_once_each_once():
    we = {"clean_books": -1, "went_out": True, "no_foot": True, "hand_points": 50, "melded_points": 7}
    they = {"went_out": True, "red_threes": 9, "red_threes_in_hand": 2}
    short = "Going out needs 2 more clean books, 2 more dirty books and 1 more wild book."
    alone = "A player who went out has nothing left in hand or foot."
    assert problems(ALONE, we, they) == [
        (0, "clean_books", "This cannot be negative."),
        (0, "melded_points", "Card points come in multiples of 5."),
        (1, "went_out", "Only one side can go out in a deal."),
        (0, "no_foot", "A side that went out had picked up its foot."),
        (0, "went_out", short),
        (0, "hand_points", alone),
        (1, "went_out", short),
        (1, "red_threes_in_hand", alone),
        (1, "red_threes_in_hand", "The 5 decks hold only 10 red threes; this deal has 11."),
    ]


def test_the_side_that_went_out_is_checked_when_a_side_before_it_did_not_go_out():
    assert problems(RULES, {}, {**OUT, "no_foot": True}) == [
        (1, "no_foot", "A side that went out had picked up its foot.")
    ]
