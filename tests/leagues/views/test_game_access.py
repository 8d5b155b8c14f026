"""League games under the score pad's owners and links: a league's owner and members own its games
(they record them, correct them, delete them, as before), the member who recorded one owns it, and
someone with only the game's links gets what those links give."""

import pytest
from django.test import Client
from django.urls import reverse

from leagues.models import LeagueGame
from scorekeeper.models import Game
from tests.leagues.conftest import finished, record

pytestmark = pytest.mark.django_db


def test_the_member_who_records_a_game_owns_it(client, league, member):
    client.force_login(member)
    data = {
        "seating": "2x2",
        "side0_player0": "Ann",
        "side0_player1": "Ben",
        "side1_player0": "Cy",
        "side1_player1": "Di",
    }
    response = client.post(reverse("league_new_game", args=[league.slug]), data)
    game = Game.objects.get()
    assert response["Location"] == game.get_absolute_url()
    assert game.owner == member


@pytest.mark.parametrize("who", ["owner", "member"])
def test_the_league_owner_and_members_own_its_games(league, who, request):
    game = record(league, ["Ann", "Ben"], ["Cy", "Di"])
    client = Client()
    client.force_login(request.getfixturevalue(who))
    assert client.get(f"/g/{game.slug}/delete/").status_code == 200
    assert client.post(f"/g/{game.slug}/share/", {"link": "view"}).status_code == 302
    assert client.post(f"/g/{game.slug}/delete/").status_code == 302
    assert not Game.objects.exists()


def test_someone_outside_the_league_with_the_edit_link_edits_but_does_not_own(league, member, stranger):
    game = record(league, ["Ann", "Ben"], ["Cy", "Di"])
    Game.objects.filter(pk=game.pk).update(owner=member)  # recorded by a member, as the league's form does
    client = Client()
    client.force_login(stranger)
    assert client.get(f"/g/{game.slug}/deal/").status_code == 200
    assert client.get(f"/g/{game.slug}/delete/").status_code == 404
    assert client.post(f"/g/{game.slug}/delete/").status_code == 404
    assert Game.objects.exists()


VISITORS = ["owner", "member", "stranger", "anonymous"]


def visitor(who, request) -> Client:
    client = Client()
    if who != "anonymous":
        client.force_login(request.getfixturevalue(who))
    return client


@pytest.mark.parametrize("who", VISITORS)
def test_nobody_changes_a_league_games_rules_by_its_edit_link(league, who, request):
    """Issue 24: a member set a finished league game's target from 5,000 to 6,000 and it dropped out of the
    standings. Owner, member, someone outside the league and someone not logged in, each with the edit
    link: the rules stay the league's, the result stays counted."""
    game = finished(league, ["Ann", "Ben"], ["Cy", "Di"], totals=[5100, 3000])
    details = reverse("game_details", args=[game.slug])
    client = visitor(who, request)
    page = client.get(details).content.decode()
    assert 'name="target"' not in page and "Fixed: this game counts in a league" in page
    data = {"side0_name": "Ann & Ben", "side0_player0": "Ann", "side0_player1": "Ben", "side0_start": "4800"}
    data |= {"side1_name": "Cy & Di", "side1_player0": "Cy", "side1_player1": "Di", "side1_start": "2700"}
    client.post(details, {**data, "target": "6000", "confirm": "1"})
    game.refresh_from_db()
    assert (game.rules, game.finished) == ({}, True)
    assert LeagueGame.objects.get(game=game).results.count() == 4


@pytest.mark.parametrize("who", VISITORS)
def test_by_the_view_link_nobody_reaches_the_details(league, who, request):
    game = finished(league, ["Ann", "Ben"], ["Cy", "Di"], totals=[5100, 3000])
    html = visitor(who, request).get(game.get_view_url()).content.decode()
    assert reverse("game_details", args=[game.slug]) not in html
