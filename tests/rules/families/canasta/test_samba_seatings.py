"""Samba at every seating its sources give (issue 27): pagat.com's Samba (Harrie Wiering's page) plays 2, 3 or 5
players alone and 4 or 6 with partners (at six, partners sit with two players between them: three partnerships
of two), 15 cards each at 2 to 5 players and 13 at six, with three decks (162 cards) always; spelregler.se's
"Samba 2–6 spelare" agrees on the numbers of players. Bicycle's Samba is the game of four only, and Bolivia's
and Brazilian's sources give four players only: those presets keep the one seating."""

import pytest

from rules.catalog import VARIANTS
from tests.rules.families.canasta.helpers import messages

SAMBA = VARIANTS["samba"]


@pytest.mark.parametrize(("sides", "per_side", "cards"), [(2, 2, 15), (2, 1, 15), (3, 1, 15), (5, 1, 15), (3, 2, 13)])
def test_samba_seats_two_to_six_players_with_three_decks(sides, per_side, cards):
    rules = SAMBA.rules_for(sides, per_side)
    assert rules is not None
    assert (rules.seating.cards_dealt, rules.seating.draw, rules.decks, rules.canastas_to_go_out) == (cards, 2, 3, 2)
    assert rules.max_red_threes == 6 and rules.target == 10000


def test_samba_is_played_by_two_to_six():
    assert SAMBA.player_counts() == [2, 3, 4, 5, 6]
    assert SAMBA.default.seating.key == "2x2"


def test_the_deal_of_six_fits_in_the_decks_and_leaves_a_stock():
    """Six players of 13 cards take 78 of the 162 cards; five of 15 take 75."""
    six, five = SAMBA.rules_for(3, 2), SAMBA.rules_for(5, 1)
    assert six.seating.players * six.seating.cards_dealt == 78
    assert five.seating.players * five.seating.cards_dealt == 75


@pytest.mark.parametrize("slug", ["bolivia", "brazilian"])
def test_bolivia_and_brazilian_keep_the_game_of_four(slug):
    assert VARIANTS[slug].player_counts() == [4]


def test_a_player_alone_who_went_out_has_nothing_left_in_hand():
    rules = SAMBA.rules_for(3, 1)
    out = {"went_out": True, "sambas": 1, "natural_canastas": 1, "melded_points": 85, "hand_points": 10}
    assert messages(rules, out, {}, {}) == ["A player who went out has no cards left in hand."]
