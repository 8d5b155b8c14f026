"""What a Kalooki hand can be worth: the sums of the cards dealt, checked against every hand there is."""

from itertools import combinations_with_replacement

from hypothesis import given
from hypothesis import strategies as st

from rules.families.kalooki import hands
from rules.families.kalooki.presets import BRITISH_KALOOKIE, KALOOKI_GAME

packs = st.lists(st.tuples(st.integers(1, 9), st.integers(0, 3)), min_size=1, max_size=4).map(tuple)


def every_hand(cards, most):
    """Each hand of 0 to `most` cards the pack holds, as (number of cards, total)."""
    kinds = range(len(cards))
    for count in range(most + 1):
        for hand in combinations_with_replacement(kinds, count):
            if all(hand.count(kind) <= cards[kind][1] for kind in kinds):
                yield count, sum(cards[kind][0] for kind in hand)


@given(packs, st.integers(0, 4))
def test_the_sums_by_count_are_exactly_those_of_the_hands(cards, most):
    expected = [set() for _count in range(most + 1)]
    for count, total in every_hand(cards, most):
        expected[count].add(total)
    assert [set(sums) for sums in hands.sums_by_count(cards, most)] == expected


@given(packs, st.integers(0, 6))
def test_the_best_hand_is_the_most_any_hand_is_worth(cards, count):
    held = min(count, sum(available for _points, available in cards))
    assert hands.best(cards, count) == max(total for size, total in every_hand(cards, held) if size == held)


def test_the_usual_pack_makes_every_penalty_from_2_to_the_best_hand():
    """Seed 004: 2 to 10 count their number, so a 15-card hand makes any total from 2 up to its best, 250."""
    rules = KALOOKI_GAME.rules_for(4, 1)
    cards = hands.pack(rules.cards, rules.decks)
    assert [points for points in range(252) if not hands.possible(cards, 15, points)] == [0, 1, 251]


def test_the_british_pack_has_two_jokers():
    rules = BRITISH_KALOOKIE.default
    assert dict(hands.pack(rules.cards, rules.decks))[15] == 2  # the jokers, at 15 each (aces count 11)
    assert hands.best(hands.pack(rules.cards, rules.decks), 13) == 148
