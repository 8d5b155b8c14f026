"""Who deals first in a league game: picked on its start page, kept by a game file's import, passed
on to the left by a rematch, as for a game outside a league (tests/scorekeeper/services/test_dealer.py)."""

from leagues.models import LeagueGame
from leagues.services.games import import_league_game, league_rematch
from scorekeeper.models import Game
from scorekeeper.services.exchange import export_game
from tests.leagues.conftest import record


def test_a_league_game_file_keeps_its_first_dealer(league):
    game = record(league, ["Ann", "Ben"], ["Cy", "Di"])
    Game.objects.filter(pk=game.pk).update(first_dealer=3)
    game.refresh_from_db()
    again = import_league_game(league, export_game(game))
    assert again.first_dealer == 3


def test_a_league_rematch_passes_the_deal_to_the_left(league):
    game = record(league, ["Ann", "Ben"], ["Cy", "Di"])
    Game.objects.filter(pk=game.pk).update(first_dealer=1)
    game.refresh_from_db()
    new = league_rematch(LeagueGame.objects.get(game=game))
    assert new.first_dealer == 2


def test_the_league_start_page_asks_who_deals_first(client, league, owner):
    client.force_login(owner)
    page = client.get(f"/l/{league.slug}/new/").text
    assert 'name="first_dealer"' in page
    data = {"seating": "2x2", "first_dealer": "2", "side0_name": "", "side1_name": ""}
    data |= {f"side{side}_player{seat}": name for (side, seat), name in zip([(0, 0), (0, 1), (1, 0), (1, 1)], "ABCD")}
    response = client.post(f"/l/{league.slug}/new/", data)
    assert response.status_code == 302, response.content.decode()[:2000]
    assert Game.objects.latest("created").first_dealer == 2
