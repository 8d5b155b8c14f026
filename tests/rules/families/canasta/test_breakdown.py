"""The breakdown a side's score shows, line by line: key, label, points and the count beside it (×2),
and the field each refusal of the checks points at. The scoring tests read the points; these read
what the breakdown and the form say around them."""

from rules.catalog import VARIANTS
from rules.core.deal import check_deal
from rules.families.canasta.scoring import requirement

TWO_DECKS = (
    "The 2 decks hold 8 cards of each rank from 4 to ace and 12 wild cards (4 of them jokers), "
    "and a side keeps one meld of each rank: not enough for these canastas."
)


def breakdown(slug, **entries):
    rules = VARIANTS[slug].default
    return [(line.key, str(line.label), line.points, line.count) for line in rules.score(rules.complete(entries)).lines]


def refusals(slug, *tallies):
    problems = check_deal(VARIANTS[slug].default, list(tallies))
    return [(problem.message, problem.side, problem.field) for problem in problems]


def test_modern_american_lines_count_each_canasta_three_and_penalty():
    entries = {"natural_canastas": 2, "red_threes": 2, "black_threes": 1, "unfinished_aces_or_sevens": 1}
    assert breakdown("modern-american", **entries, melded_points=300, hand_points=40) == [
        ("natural_canastas", "Natural canastas", 1000, 2),
        ("red_threes", "Red threes", 300, 2),
        ("black_threes", "Black threes", 100, 1),
        ("unfinished_aces_or_sevens", "Unfinished aces or sevens", -2500, 1),
        ("melded_points", "Melded cards", 300, None),
        ("hand_points", "Cards in hand", -40, None),
    ]


def test_a_special_hand_is_the_only_line():
    assert breakdown("modern-american", pairs_hand=True, went_out=True) == [("pairs_hand", "Pairs hand", 2500, None)]


def test_cuban_counts_the_black_threes_captured():
    assert breakdown("cuban", natural_canastas=1, black_threes_captured=2, melded_points=200) == [
        ("natural_canastas", "Natural canastas", 500, 1),
        ("black_threes_captured", "Black threes captured", 10, 2),
        ("melded_points", "Melded cards", 200, None),
    ]


def test_italian_names_its_set_bonus_and_the_wild_canasta_without_a_bonus():
    assert breakdown("italian", natural_canastas=5, melded_points=900) == [
        ("natural_canastas", "Natural canastas", 2500, 5),
        ("five_natural", "Five natural canastas", 2000, None),
        ("melded_points", "Melded cards", 900, None),
    ]
    assert breakdown("italian", twos_canastas=1, natural_canastas=1, melded_points=400)[1] == (
        "twos_canastas",
        "Canastas of seven 2s: no bonus without going out",
        0,
        1,
    )


def test_brazilians_canasta_step_opens_the_initial_meld_rules():
    rules = VARIANTS["brazilian"].default
    needed = requirement(rules, 10000, 1)
    assert (needed.meld, needed.meld_words, needed.rule_anchor) == (
        "natural",
        "a natural canasta",
        "initial-meld",
    )


def test_each_refusal_points_at_the_side_and_the_field_to_mend():
    assert refusals("modern-american", {"pairs_hand": True, "straight_hand": True, "went_out": True}, {}) == [
        ("A side goes out with one special hand at most.", 0, "straight_hand")
    ]
    assert refusals("modern-american", {}, {"pairs_hand": True}) == [
        ("A special hand is a way of going out: tick “Went out” too.", 1, "pairs_hand")
    ]
    assert refusals("british", {"acaba": True, "went_out": True, "natural_canastas": 1, "melded_points": 35}, {}) == [
        ("A deal ends either by going out or by Acaba, not both.", 0, "acaba")
    ]
    both_out = {"went_out": True, "natural_canastas": 1, "melded_points": 35}
    assert refusals("classic-canasta", both_out, both_out) == [("Only one side can go out in a deal.", 1, "went_out")]


def test_a_deal_holding_more_than_the_decks_points_at_the_last_side_that_entered_it():
    black = {"black_threes": 2, "natural_canastas": 2, "melded_points": 70}
    assert refusals("modern-american", {**black, "black_threes": 3}, black) == [
        ("The decks hold only 4 black threes; this deal has 5.", 1, "black_threes")
    ]
    seven_twos, seven_wild = {"twos_canastas": 1, "melded_points": 140}, {"wild_canastas": 1, "melded_points": 140}
    assert refusals("cuban", seven_twos, seven_wild) == [(TWO_DECKS, 1, "wild_canastas")]


def test_every_wild_card_of_the_decks_in_canastas_is_accepted():
    # Two decks hold 12 wild cards (4 jokers, 8 twos) and 8 cards of each of the 11 ranks from 4 to ace
    # (seed 000); a mixed canasta holds at least 4 natural cards and a wild card (seed 002). One on each
    # rank, 6 natural cards and a wild card each, takes 11 wild cards: 11 mixed canastas fit.
    assert (
        refusals(
            "classic-canasta", {"mixed_canastas": 6, "melded_points": 360}, {"mixed_canastas": 5, "melded_points": 280}
        )
        == []
    )
    # A twelfth needs a rank with two (one per side, seed 000: a side keeps one meld of each rank): 4 natural
    # cards and 3 wild cards each, 6 more wild cards than the 1 of a single canasta: 16 > 12.
    assert refusals(
        "classic-canasta", {"mixed_canastas": 6, "melded_points": 360}, {"mixed_canastas": 6, "melded_points": 360}
    ) == [(TWO_DECKS, 1, "mixed_canastas")]
