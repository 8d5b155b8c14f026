"""Kalooki's card table, as the card counter lists it: every kind of card once, in the order the
counter shows them, with its label, its points and how many of it one deck holds."""

from django.utils.translation import override

from rules.core.cards import STANDARD_DECK
from rules.families.kalooki.cards import KALOOKI_CARDS, kalooki_cards
from rules.families.kalooki.presets import BRITISH_KALOOKIE

# Seed 004: ace 15, joker 25, court cards and tens 10, the rest their pips.
SEED_004 = [
    ("jokers", "Jokers", 25, 2),
    ("aces", "Aces", 15, 4),
    ("king_to_ten", "K, Q, J, 10", 10, 16),
    ("pip_9", "9s", 9, 4),
    ("pip_8", "8s", 8, 4),
    ("pip_7", "7s", 7, 4),
    ("pip_6", "6s", 6, 4),
    ("pip_5", "5s", 5, 4),
    ("pip_4", "4s", 4, 4),
    ("pip_3", "3s", 3, 4),
    ("pip_2", "2s", 2, 4),
]


def _rows(cards):
    return [(kind.key, str(kind.label), kind.points, kind.per_deck) for kind in cards]


def test_the_kalooki_counter_lists_every_card_of_a_deck_once():
    assert _rows(KALOOKI_CARDS) == SEED_004
    assert sum(kind.per_deck for kind in KALOOKI_CARDS if kind.key != "jokers") == STANDARD_DECK


def test_british_kalookie_counts_its_ace_and_joker_and_one_joker_a_deck():
    # pagat.com: ace 11, joker 15, two jokers in the two packs.
    rules = BRITISH_KALOOKIE.tables[0]
    assert _rows(rules.cards)[:2] == [("jokers", "Jokers", 15, 1), ("aces", "Aces", 11, 4)]
    assert _rows(rules.cards)[2:] == SEED_004[2:]
    assert _rows(kalooki_cards(ace=11, joker=15, jokers_per_deck=1)) == _rows(rules.cards)


def test_the_counter_labels_in_japanese():
    with override("ja"):
        labels = [str(kind.label) for kind in KALOOKI_CARDS]
    assert labels == ["ジョーカー", "A（エース）", "K・Q・J・10", "9", "8", "7", "6", "5", "4", "3", "2"]
