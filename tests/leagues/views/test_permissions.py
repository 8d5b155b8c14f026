"""Who may do what in a league, over every league view that changes something: the owner runs it,
members record games, anybody with its link reads it, and for anyone else a change is a 404 (a login
first, for someone not logged in).

The five people: the owner; a member; a visitor with the league's public link, not logged in; a
stranger (an account that is neither); and an anonymous visitor without the link (a wrong slug)."""

import json

import pytest
from django.test import Client
from django.urls import reverse

from leagues.models import League, LeagueGame, Membership, Player, Season
from leagues.services.seasons import close_season
from scorekeeper.models import Game
from scorekeeper.services.exchange import export_game
from tests.leagues.conftest import finished

pytestmark = pytest.mark.django_db

OWNER, MEMBER, PUBLIC, STRANGER = "owner", "member", "public link", "stranger"
EVERYONE = (OWNER, MEMBER, PUBLIC, STRANGER)


@pytest.fixture
def world(league, owner, member, stranger):
    game = finished(league, ["Ann", "Ben"], ["Cy", "Di"], totals=[5100, 3000])
    return {"league": league, "game": game, "users": {OWNER: owner, MEMBER: member, STRANGER: stranger}}


def client_of(client, world, who):
    if who != PUBLIC:
        client.force_login(world["users"][who])
    return client


def game_count(world):
    return LeagueGame.objects.filter(league=world["league"]).count()


def sides_form():
    return {
        "seating": "2x2",
        "side0_player0": "Ann",
        "side0_player1": "Eve",
        "side1_player0": "Cy",
        "side1_player1": "Di",
    }


# Each change: its URL, what it posts, and how to tell it happened.
CHANGES = {
    "record a game": (
        lambda w: reverse("league_new_game", args=[w["league"].slug]),
        lambda w: sides_form(),
        game_count,
        {OWNER, MEMBER},
    ),
    "import a game": (
        lambda w: reverse("league_import", args=[w["league"].slug]),
        lambda w: {"text": json.dumps(export_game(w["game"]))},
        game_count,
        {OWNER, MEMBER},
    ),
    "rematch": (
        lambda w: reverse("league_rematch", args=[w["league"].slug, w["game"].slug]),
        lambda w: {"rotate": "1"},
        game_count,
        {OWNER, MEMBER},
    ),
    "say which player I am": (
        lambda w: reverse("league_player_claim", args=[w["league"].slug, Player.objects.get(name="Ann").slug]),
        lambda w: {},
        lambda w: Player.objects.get(name="Ann").user_id,
        {OWNER, MEMBER},
    ),
    "rename a player": (
        lambda w: reverse("league_player_edit", args=[w["league"].slug, Player.objects.get(name="Ann").slug]),
        lambda w: {"name": "Anna"},
        lambda w: Player.objects.filter(name="Anna").exists(),
        {OWNER},
    ),
    "new invite link": (
        lambda w: reverse("league_invite", args=[w["league"].slug]),
        lambda w: {},
        lambda w: League.objects.get().invite,
        {OWNER},
    ),
    "new season": (
        lambda w: reverse("league_season", args=[w["league"].slug]),
        lambda w: {"after": "1"},
        lambda w: Season.objects.count(),
        {OWNER},
    ),
    "make the league private": (
        lambda w: reverse("league_private", args=[w["league"].slug]),
        lambda w: {"private": "1"},
        lambda w: League.objects.get().private,
        {OWNER},
    ),
    "close a season": (
        lambda w: reverse("league_season_close", args=[w["league"].slug, 1]),
        lambda w: {},
        lambda w: (Season.objects.get(number=1).closed is not None, Game.objects.get(pk=w["game"].pk).closed),
        {OWNER},
    ),
    "record a result": (
        lambda w: reverse("league_result", args=[w["league"].slug]),
        lambda w: {**sides_form(), "side0_start": "5100", "side1_start": "3000", "played": "2026-03-14"},
        game_count,
        {OWNER, MEMBER},
    ),
    "remove a member": (
        lambda w: reverse(
            "league_remove_member", args=[w["league"].slug, Membership.objects.get(user__username="mae").pk]
        ),
        lambda w: {},
        lambda w: Membership.objects.count(),
        {OWNER},
    ),
    "leave the league": (
        lambda w: reverse("league_leave", args=[w["league"].slug]),
        lambda w: {},
        lambda w: Membership.objects.count(),
        {MEMBER},
    ),
}


@pytest.mark.parametrize("who", EVERYONE)
@pytest.mark.parametrize("change", CHANGES)
def test_only_those_allowed_change_a_league(client, world, change, who):
    url, data, effect, allowed = CHANGES[change]
    address, posted = url(world), data(world)
    before = effect(world)
    response = client_of(client, world, who).post(address, posted)
    if who in allowed:
        assert response.status_code == 302
        assert effect(world) != before
    elif change == "leave the league" and who == OWNER:  # told that the owner stays
        assert response.status_code == 302
        assert effect(world) == before
    elif who == PUBLIC:
        assert response.status_code == 302 and response.url.startswith(reverse("login"))
        assert effect(world) == before
    else:
        assert response.status_code == 404
        assert effect(world) == before


OWNER_PAGES = {
    "run the league": lambda w: reverse("league_run", args=[w["league"].slug]),
    "rename a player": lambda w: reverse(
        "league_player_edit", args=[w["league"].slug, Player.objects.get(name="Ann").slug]
    ),
    "new season": lambda w: reverse("league_season", args=[w["league"].slug]),
    "close a season": lambda w: reverse("league_season_close", args=[w["league"].slug, 1]),
}
MEMBER_PAGES = {
    "record a game": lambda w: reverse("league_new_game", args=[w["league"].slug]),
    "import a game": lambda w: reverse("league_import", args=[w["league"].slug]),
    "record a result": lambda w: reverse("league_result", args=[w["league"].slug]),
}


@pytest.mark.parametrize("who", EVERYONE)
@pytest.mark.parametrize("page", [*OWNER_PAGES, *MEMBER_PAGES])
def test_the_forms_that_change_a_league_show_only_to_those_allowed(client, world, page, who):
    url = {**OWNER_PAGES, **MEMBER_PAGES}[page](world)
    allowed = {OWNER} if page in OWNER_PAGES else {OWNER, MEMBER}
    response = client_of(client, world, who).get(url)
    if who in allowed:
        assert response.status_code == 200
    elif who == PUBLIC:
        assert response.status_code == 302 and response.url.startswith(reverse("login"))
    else:
        assert response.status_code == 404


READ_PAGES = {
    "standings": lambda w: reverse("league", args=[w["league"].slug]),
    "CSV": lambda w: reverse("league_csv", args=[w["league"].slug]),
    "games CSV": lambda w: reverse("league_games_csv", args=[w["league"].slug]),
    "log": lambda w: reverse("league_log", args=[w["league"].slug]),
    "games": lambda w: reverse("league_games", args=[w["league"].slug]),
    "player": lambda w: reverse("league_player", args=[w["league"].slug, Player.objects.get(name="Ann").slug]),
    "head-to-head": lambda w: (
        reverse("league_versus", args=[w["league"].slug, Player.objects.get(name="Ann").slug])
        + f"?with={Player.objects.get(name='Cy').slug}"
    ),
}


@pytest.mark.parametrize("who", EVERYONE)
@pytest.mark.parametrize("page", READ_PAGES)
def test_anybody_with_the_link_reads_the_league(client, world, page, who):
    response = client_of(client, world, who).get(READ_PAGES[page](world))
    assert response.status_code == 200


@pytest.mark.parametrize("page", READ_PAGES)
def test_without_the_link_nothing_is_found(client, world, page):
    url = READ_PAGES[page](world).replace(world["league"].slug, "not-a-league")
    assert client.get(url).status_code == 404


@pytest.mark.parametrize("change", CHANGES)
def test_without_the_link_nothing_changes(client, world, owner, change):
    url, data, effect, _allowed = CHANGES[change]
    address, posted = url(world).replace(world["league"].slug, "not-a-league"), data(world)
    before = effect(world)
    response = client.post(address, posted)  # anonymous: asked to log in first
    assert response.status_code == 302 and response.url.startswith(reverse("login"))
    client.force_login(owner)  # even the owner, at a wrong address
    assert client.post(address, posted).status_code == 404
    assert effect(world) == before


def test_a_player_of_another_league_is_not_found_under_this_one(client, world, make_league):
    other = make_league(name="Thursday club")
    finished(other, ["Zoe", "Yan"], ["Xi", "Wu"], totals=[5100, 3000])
    zoe = Player.objects.get(name="Zoe")
    assert client.get(reverse("league_player", args=[world["league"].slug, zoe.slug])).status_code == 404


def test_the_invite_link_joins_and_the_public_link_does_not(client, world, stranger):
    client.force_login(stranger)
    league = world["league"]
    assert client.post(reverse("league_join", args=[league.slug])).status_code == 404
    assert client.get(reverse("league_join", args=[league.invite])).status_code == 200
    assert client.post(reverse("league_join", args=[league.invite])).status_code == 302
    assert Membership.objects.filter(league=league, user=stranger).exists()


def test_joining_asks_a_visitor_to_log_in_first(client, world):
    league = world["league"]
    response = client.get(reverse("league_join", args=[league.invite]))
    assert response.status_code == 302 and response.url.startswith(reverse("login"))


def test_an_old_invite_link_stops_working(client, world, owner, stranger):
    league = world["league"]
    old = league.invite
    client.force_login(owner)
    client.post(reverse("league_invite", args=[league.slug]))
    client.force_login(stranger)
    assert client.post(reverse("league_join", args=[old])).status_code == 404


@pytest.fixture
def closed_world(world, owner):
    close_season(Season.objects.get(number=1), owner)
    return world


@pytest.mark.parametrize("who", EVERYONE)
def test_only_the_owner_opens_a_closed_season_again(client, closed_world, who):
    address = reverse("league_season_open", args=[closed_world["league"].slug, 1])
    response = client_of(client, closed_world, who).post(address)
    season, game = Season.objects.get(number=1), Game.objects.get(pk=closed_world["game"].pk)
    if who == OWNER:
        assert response.status_code == 302
        assert (season.closed, game.closed) == (None, False)
        return
    assert response.status_code == 404 or response.url.startswith(reverse("login"))
    assert season.closed is not None and game.closed


@pytest.fixture
def private_world(world):
    League.objects.filter(pk=world["league"].pk).update(private=True)
    return world


@pytest.mark.parametrize("who", EVERYONE)
@pytest.mark.parametrize("page", READ_PAGES)
def test_a_private_league_reads_only_to_its_owner_and_members(client, private_world, page, who):
    response = client_of(client, private_world, who).get(READ_PAGES[page](private_world))
    assert response.status_code == (200 if who in (OWNER, MEMBER) else 404)


@pytest.mark.parametrize("who", EVERYONE)
def test_a_private_leagues_game_does_not_lead_to_it(client, private_world, who):
    game = private_world["game"]
    html = client_of(client, private_world, who).get(game.get_view_url()).content.decode()
    league = reverse("league", args=[private_world["league"].slug])
    assert (league in html) == (who in (OWNER, MEMBER))
    assert ("Tuesday club" in html) == (who in (OWNER, MEMBER))


@pytest.mark.parametrize("who", EVERYONE)
def test_a_public_leagues_game_leads_to_it(client, world, who):
    html = client_of(client, world, who).get(world["game"].get_view_url()).content.decode()
    assert reverse("league", args=[world["league"].slug]) in html


def test_made_public_again_it_reads_to_anybody(client, private_world, owner):
    client.force_login(owner)
    client.post(reverse("league_private", args=[private_world["league"].slug]), {"private": "0"})
    client.logout()
    assert client.get(reverse("league", args=[private_world["league"].slug])).status_code == 200


def test_a_game_seen_before_its_league_was_made_private_no_longer_leads_to_it(client, world, owner):
    """The sheet is kept once rendered (rules/book/rendered.py): making the league private moves its games on."""
    view = world["game"].get_view_url()
    league = reverse("league", args=[world["league"].slug])
    assert league in client.get(view).content.decode()
    keeper = Client()
    keeper.force_login(owner)
    keeper.post(reverse("league_private", args=[world["league"].slug]), {"private": "1"})
    assert league not in client.get(view).content.decode()
