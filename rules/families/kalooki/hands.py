"""What the cards left in a Kalooki hand can be worth, worked out from the pack.

A player who did not go out holds at most the cards dealt, and only cards
the pack holds: so many jokers, so many aces, the rest by value. These say
which penalties such a hand can make, so that a penalty no set of cards
makes (1 point, or more than the best cards dealt are worth) is refused.
Every number comes from the card table in force (the ace and the joker as
the game counts them, the jokers of its pack) and the cards dealt.
"""

from collections.abc import Iterable, Sequence
from functools import lru_cache

from rules.core.cards import CardKind

JOKERS = "jokers"

# (points, how many the pack holds) of each kind of card.
Pack = tuple[tuple[int, int], ...]


def pack(kinds: Iterable[CardKind], decks: int, jokers: bool = True) -> Pack:
    """The pack as (points, count) pairs; without its jokers when `jokers` is false."""
    return tuple(
        (kind.points, kind.per_deck * decks) for kind in kinds if kind.per_deck and (jokers or kind.key != JOKERS)
    )


@lru_cache(maxsize=64)
def sums_by_count(cards: Pack, most: int) -> tuple[frozenset[int], ...]:
    """For each number of cards from 0 to `most`, every total those cards can make from the pack."""
    found: list[set[int]] = [{0}] + [set() for _count in range(most)]
    for points, available in cards:
        grown = [set(sums) for sums in found]
        for count, sums in enumerate(found):
            for taken in range(1, min(available, most - count) + 1):
                grown[count + taken].update(total + taken * points for total in sums)
        found = grown
    return tuple(frozenset(sums) for sums in found)


def best(cards: Pack, count: int) -> int:
    """The most `count` cards of the pack can be worth: the most valuable first."""
    total = 0
    for points, available in sorted(cards, reverse=True):
        taken = min(available, count)
        total += taken * points
        count -= taken
    return total


def possible(cards: Pack, most: int, points: int) -> bool:
    """Whether a hand of 1 to `most` cards of the pack is worth exactly `points`."""
    return any(points in sums for sums in sums_by_count(cards, most)[1:])


def possible_with(cards: Pack, count: int, jokers: int, joker_points: int, points: int) -> bool:
    """Whether exactly `count` cards, `jokers` of them jokers (at most `count`, as for bounds_with), are
    worth `points` (the pack without its jokers)."""
    others = count - jokers
    return points - jokers * joker_points in sums_by_count(cards, others)[others]


def bounds_with(cards: Pack, count: int, jokers: int, joker_points: int) -> tuple[int, int] | None:
    """The least and the most exactly `count` cards with `jokers` jokers (at most `count`: the checks
    refuse more jokers than cards before they ask) can be worth; None when none can."""
    others = count - jokers
    sums = sums_by_count(cards, others)[others]
    if not sums:
        return None
    return jokers * joker_points + min(sums), jokers * joker_points + max(sums)


def most_in_hands(cards: Pack, counts: Sequence[int]) -> int:
    """The most these hands of so many cards each can be worth together, from one pack."""
    return best(cards, sum(counts))
