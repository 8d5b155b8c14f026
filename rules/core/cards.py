"""Card kinds and their point values, one table per game family."""

from collections.abc import Iterable
from dataclasses import dataclass
from math import gcd

from django.utils.translation import gettext_lazy as _

from .words import Text


@dataclass(frozen=True)
class CardKind:
    """A group of cards that are worth the same, as the card counter shows them."""

    key: str
    label: Text
    points: int
    per_deck: int  # how many one deck (with its two jokers) holds


JOKERS_PER_DECK = 2  # a deck as it is sold

# Canasta, Samba and Hand and Foot value the cards alike. Red threes are not here:
# they score as a bonus, never as card points.
CANASTA_CARDS: tuple[CardKind, ...] = (
    CardKind("jokers", _("Jokers"), 50, JOKERS_PER_DECK),
    CardKind("twos", _("2s"), 20, 4),
    CardKind("aces", _("Aces"), 20, 4),
    CardKind("king_to_eight", _("K to 8"), 10, 24),
    CardKind("seven_to_four", _("7 to 4"), 5, 16),
    CardKind("black_threes", _("Black 3s"), 5, 2),
)

RED_THREES_PER_DECK = 2
BLACK_THREES_PER_DECK = 2
# Every game here is played with standard decks of 52 cards, each with its jokers.
STANDARD_DECK = 52
WILD_CARDS = ("jokers", "twos")  # the canasta family's wild cards, by card kind


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
    """Every sum of card points is a multiple of this (5 in the canasta family)."""
    return gcd(*(kind.points for kind in kinds))


def cards_in_decks(kinds: Iterable[CardKind], decks: int) -> int:
    """How many cards the decks hold, jokers and red threes included.

    Read off the jokers of the card table, since a table may leave cards out
    (the canasta family's red threes score as a bonus, never as card points).
    """
    jokers = sum(kind.per_deck for kind in kinds if kind.key == "jokers")
    return (STANDARD_DECK + jokers) * decks


# Kalooki: two 52-card decks and their jokers (seed 004: four; British
# Kalookie: two, pagat.com). Cards of the same value share a kind, so the
# counter has one row per value; the ace and the joker are worth what the
# game's rules say (15 and 25 in the usual game).
KALOOKI_ACE = 15
KALOOKI_JOKER = 25

_KALOOKI_PIPS = (
    (9, _("9s")),
    (8, _("8s")),
    (7, _("7s")),
    (6, _("6s")),
    (5, _("5s")),
    (4, _("4s")),
    (3, _("3s")),
    (2, _("2s")),
)


def kalooki_cards(
    ace: int = KALOOKI_ACE, joker: int = KALOOKI_JOKER, jokers_per_deck: int = JOKERS_PER_DECK
) -> tuple[CardKind, ...]:
    """The Kalooki card table for these ace and joker values, and the jokers each deck brings."""
    return (
        CardKind("jokers", _("Jokers"), joker, jokers_per_deck),
        CardKind("aces", _("Aces"), ace, 4),
        CardKind("king_to_ten", _("K, Q, J, 10"), 10, 16),
        *(CardKind(f"pip_{points}", label, points, 4) for points, label in _KALOOKI_PIPS),
    )


KALOOKI_CARDS = kalooki_cards()


def wild_cards_in_decks(kinds: Iterable[CardKind], decks: int) -> int:
    """How many wild cards the decks hold."""
    return sum(kind.per_deck for kind in kinds if kind.key in WILD_CARDS) * decks
