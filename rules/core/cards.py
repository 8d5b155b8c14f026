"""Card kinds and what the decks hold: the pieces every family's card table is made of.

A family keeps its own card table (its `numbers.py`): which kinds of card it
counts, what each is worth and which are wild. The core only adds them up:
the cards and wild cards the decks hold, what they are worth together, and
the step every sum of their points keeps to, for the checks any family
starts with (`checks.py`).
"""

from collections.abc import Iterable
from dataclasses import dataclass
from math import gcd

from .words import Text


@dataclass(frozen=True)
class CardKind:
    """A group of cards that are worth the same, as the card counter shows them."""

    key: str
    label: Text
    points: int
    per_deck: int  # how many one deck (with its two jokers) holds
    wild: bool = False  # it stands in for other cards in a meld: the deck checks count these
    # The ranks of its cards a meld of one rank can be of (`rules.core.melds`); empty: none.
    ranks: tuple[str, ...] = ()


# A deck as it is sold: 52 cards and two jokers, two of its threes red and two black.
STANDARD_DECK = 52
JOKERS = "jokers"  # the key of a card table's jokers
JOKERS_PER_DECK = 2
RED_THREES_PER_DECK = 2
BLACK_THREES_PER_DECK = 2
# The ranks a meld of one rank or a sequence can be of (never 2s or 3s), low to high as a sequence runs.
MELD_RANKS = ("4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")


def deck_points(kinds: Iterable[CardKind], decks: int) -> int:
    """The points of every valued card in the given number of decks."""
    return sum(kind.points * kind.per_deck * decks for kind in kinds)


def cheapest(kinds: Iterable[CardKind], decks: int, count: int) -> int:
    """The least `count` cards of these kinds can be worth, the cheapest first (as many as the decks hold)."""
    total = 0
    for kind in sorted(kinds, key=lambda kind: kind.points):
        taken = min(kind.per_deck * decks, count)
        total += taken * kind.points
        count -= taken
    return total


def points_step(kinds: Iterable[CardKind]) -> int:
    """Every sum of card points is a multiple of this (5 where every card is worth a multiple of 5)."""
    return gcd(*(kind.points for kind in kinds))


def cards_in_decks(kinds: Iterable[CardKind], decks: int) -> int:
    """How many cards the decks hold, jokers included.

    Read off the jokers of the card table, since a table may leave cards out
    (cards that score as a bonus, never as card points, such as red threes).
    """
    jokers = sum(kind.per_deck for kind in kinds if kind.key == JOKERS)
    return (STANDARD_DECK + jokers) * decks


def wild_cards_in_decks(kinds: Iterable[CardKind], decks: int) -> int:
    """How many wild cards the decks hold."""
    return sum(kind.per_deck for kind in kinds if kind.wild) * decks
