"""A night game's score sheet (the review's finding 17): no prompt of a game off the night (the next game with the
same players, rotated partners, "the league's members record its next game"), and no stale state ("counts once it
is finished" on a game stopped when its round ended, which already counts)."""

import pytest

from leagues.models import Result
from leagues.services.nights import end_round, start_round
from tests.leagues.conftest import deal, finished

from .conftest import open_for

pytestmark = pytest.mark.django_db

OFF_NIGHT = ("New game, same players", "Rotate partners", "The league's members record its next game.", "/again/")


def table_game(night, number: int = 1):
    return night.night_rounds.get(number=1).tables.get(number=number).league_game.game


@pytest.mark.parametrize("who", ["owner", "member", "stranger", None])
def test_a_finished_night_games_sheet_offers_no_next_game(client, night, who, request):
    start_round(night)
    game = table_game(night)
    while not game.finished:
        deal(game, 1000, 100)
    if who:
        client.force_login(request.getfixturevalue(who))
    page = client.get(game.get_absolute_url()).content.decode()
    assert "Winner" in page and "Table 1" in page
    assert not [prompt for prompt in OFF_NIGHT if prompt in page]


def test_a_game_off_the_night_still_offers_the_next_game(client, league, owner):
    game = finished(league, ["Ann", "Ben"], ["Cy", "Di"], totals=[5100, 3000])
    client.force_login(owner)
    page = client.get(game.get_absolute_url()).content.decode()
    assert "New game, same players" in page and "Rotate partners" in page


def test_a_game_stopped_when_its_round_ended_says_it_counts(client, league, owner):
    night = open_for(league, minutes=30)
    start_round(night)
    game = table_game(night)
    deal(game, 900, 100)
    running = client.get(game.get_absolute_url()).content.decode()
    assert "counts once it is finished" in running
    end_round(night)
    assert Result.objects.filter(league_game__game=game).exists()  # stopped: it counts as it stands
    page = client.get(game.get_absolute_url()).content.decode()
    assert "counts once it is finished" not in page
    assert "counted: stopped when its round ended" in page
    client.force_login(owner)
    page = client.get(game.get_absolute_url()).content.decode()
    assert "counts once it is finished" not in page and "counted: stopped when its round ended" in page
    assert not [prompt for prompt in OFF_NIGHT if prompt in page]
