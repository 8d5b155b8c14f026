"""A player's record against each other player, best partner and nemesis, against three games worked out
by hand: 1. Ann & Ben beat Cy & Di; 2. Ben & Di beat Ann & Cy; 3. Ann & Ben and Cy & Di draw."""

import pytest

from leagues.services.rivals import best_partner, nemesis, rivals
from leagues.services.seasons import start_season
from tests.leagues.conftest import finished

pytestmark = pytest.mark.django_db


def table(found):
    """other: (against, ahead, behind, level, together, won, drawn, lost)"""
    return {
        rival.other.name: (
            rival.against,
            rival.ahead,
            rival.behind,
            rival.level,
            rival.together,
            rival.won,
            rival.drawn,
            rival.lost,
        )
        for rival in found
    }


def test_anns_record_against_each_player(three_games):
    ann = three_games.players.get(name="Ann")
    found = rivals(ann)
    assert [rival.other.name for rival in found] == ["Ben", "Cy", "Di"]
    assert table(found) == {
        "Ben": (1, 0, 1, 0, 2, 1, 1, 0),
        "Cy": (2, 1, 0, 1, 1, 0, 0, 1),
        "Di": (3, 1, 1, 1, 0, 0, 0, 0),
    }


def test_best_partner_and_nemesis(three_games):
    """Ann won one of two with Ben, none with Cy; Ben and Di each finished ahead of her once, Ben in the only
    game they met, Di in one of three."""
    found = rivals(three_games.players.get(name="Ann"))
    assert best_partner(found).other.name == "Ben"
    assert nemesis(found).other.name == "Ben"
    cy = rivals(three_games.players.get(name="Cy"))
    assert (
        best_partner(cy).other.name == "Di"
    )  # a draw and a loss with Di, a loss with Ann: 0 won either way, more games
    assert nemesis(cy).other.name == "Ben"  # ahead of Cy in two of their three games, Di and Ann in one


def test_no_best_partner_for_one_who_has_never_won_or_drawn(league):
    finished(league, ["Ann", "Ben"], ["Cy", "Di"], totals=[5100, 3000])
    assert best_partner(rivals(league.players.get(name="Cy"))) is None


def test_nobody_beaten_by_nobody(league):
    finished(league, ["Ann", "Ben"], ["Cy", "Di"], totals=[5100, 3000])
    found = rivals(league.players.get(name="Ann"))
    assert nemesis(found) is None
    assert best_partner(found).other.name == "Ben"


def test_a_season_counts_its_own_games(three_games):
    start_season(three_games)
    finished(three_games, ["Ann", "Di"], ["Ben", "Cy"], totals=[5100, 3000])
    second = three_games.seasons.get(number=2)
    assert table(rivals(three_games.players.get(name="Ann"), second)) == {
        "Ben": (1, 1, 0, 0, 0, 0, 0, 0),
        "Cy": (1, 1, 0, 0, 0, 0, 0, 0),
        "Di": (0, 0, 0, 0, 1, 1, 0, 0),
    }
