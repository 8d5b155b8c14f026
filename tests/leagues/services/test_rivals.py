"""A player's record against each other player, best partner and nemesis, against three games worked out
by hand: 1. Ann & Ben beat Cy & Di; 2. Ben & Di beat Ann & Cy; 3. Ann & Ben and Cy & Di draw."""

import pytest

from leagues.services.rivals import best_partner, nemesis, rivals
from leagues.services.seasons import start_season
from tests.leagues.conftest import finished
from tests.leagues.services.test_results import kalooki, left, out

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


def test_the_best_partner_has_the_best_share_of_wins_not_the_first_name(league):
    """Ann won both with Zed's one game and one of two with Bob: Zed, though Bob comes first."""
    finished(league, ["Ann", "Zed"], ["Cy", "Di"], totals=[5100, 3000])
    finished(league, ["Ann", "Bob"], ["Cy", "Di"], totals=[5100, 3000])
    finished(league, ["Ann", "Bob"], ["Cy", "Di"], totals=[3000, 5100])
    found = rivals(league.players.get(name="Ann"))
    assert [rival.other.name for rival in found if rival.together] == ["Bob", "Zed"]
    assert best_partner(found).other.name == "Zed"


def test_of_two_nemeses_ahead_as_often_the_one_ahead_in_more_of_their_games(make_league):
    """Bob and Zed each finished ahead of Ann once: Bob in one of their two games, Zed in the only one."""
    league = make_league("kalooki")
    kalooki(league, ["Ann", "Bob"], [out(), left(160)])
    kalooki(league, ["Bob", "Ann"], [out(), left(160)])
    kalooki(league, ["Zed", "Ann"], [out(), left(160)])
    found = rivals(league.players.get(name="Ann"))
    assert table(found) == {"Bob": (2, 1, 1, 0, 0, 0, 0, 0), "Zed": (1, 0, 1, 0, 0, 0, 0, 0)}
    assert nemesis(found).other.name == "Zed"
