"""Kalooki's card table: two 52-card decks and their jokers (seed 004: four; British Kalookie: two,
pagat.com). Cards of the same value share a kind, so the counter has one row per value; the ace and
the joker are worth what the game's rules say (15 and 25 in the usual game)."""

from django.utils.translation import gettext_lazy as _

from rules.core.cards import JOKERS, JOKERS_PER_DECK, CardKind

KALOOKI_ACE = 15
KALOOKI_JOKER = 25

_PIPS = (
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
        CardKind(JOKERS, _("Jokers"), joker, jokers_per_deck, wild=True),
        CardKind("aces", _("Aces"), ace, 4),
        CardKind("king_to_ten", _("K, Q, J, 10"), 10, 16),
        *(CardKind(f"pip_{points}", label, points, 4) for points, label in _PIPS),
    )


KALOOKI_CARDS = kalooki_cards()
