"""A league's records from the services: head-to-head (two players' record and their shared games). The pages
that show them are in tests/leagues/views/test_pages.py."""

import pytest

from leagues.services.records import head_to_head
from tests.leagues.conftest import finished

pytestmark = pytest.mark.django_db


def counts(record) -> tuple[int, ...]:
    return (
        record.against,
        record.first_ahead,
        record.second_ahead,
        record.level,
        record.together,
        record.won,
        record.drawn,
        record.lost,
    )


def sides(record) -> list[list[list[str]]]:
    """Each shared game's sides, by their players' names, the latest game first."""
    return [[[player.name for player in side.players] for side in line.sides] for line in record.games]


def test_two_players_who_never_met_have_a_record_of_nothing(league):
    finished(league, ["Ann", "Ben"], ["Cy", "Di"], totals=[5100, 3000])
    finished(league, ["Eve", "Flo"], ["Gus", "Hal"], totals=[5100, 3000])
    ann, eve = league.players.get(name="Ann"), league.players.get(name="Eve")
    record = head_to_head(ann, eve)
    assert (record.first, record.second) == (ann, eve)
    assert counts(record) == (0, 0, 0, 0, 0, 0, 0, 0)
    assert list(record.games) == []


def test_head_to_head_lists_the_games_both_played_the_latest_first(three_games):
    """Ann and Cy met in all three games (once as partners); a game of Ann's without Cy, and of Cy's without
    Ann, are not theirs."""
    finished(three_games, ["Ann", "Ben"], ["Di", "Eve"], totals=[5100, 3000])
    finished(three_games, ["Cy", "Ben"], ["Di", "Eve"], totals=[5100, 3000])
    ann, cy = three_games.players.get(name="Ann"), three_games.players.get(name="Cy")
    record = head_to_head(ann, cy)
    assert (record.first, record.second) == (ann, cy)
    assert counts(record) == (2, 1, 0, 1, 1, 0, 0, 1)
    assert sides(record) == [
        [["Ann", "Ben"], ["Cy", "Di"]],
        [["Ann", "Cy"], ["Ben", "Di"]],
        [["Ann", "Ben"], ["Cy", "Di"]],
    ]
    assert [line.league_game.sequence for line in record.games] == [3, 2, 1]
    assert [line.league_game.sequence for line in head_to_head(ann, cy, most=2).games] == [3, 2]
