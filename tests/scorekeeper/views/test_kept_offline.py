"""What the server tells the service worker it may keep (docs/offline.md): a page carrying someone
else's edit link or an invite link never (no-store), and a signed-in page marked with its account."""

import pytest
from django.contrib.auth.models import User
from django.test import Client
from django.urls import reverse

from leagues.services.games import record_game
from leagues.services.leagues import create_league
from scorekeeper.models import Game
from scorekeeper.services.deals import add_deal
from scorekeeper.services.games import SideSpec, create_game
from scorekeeper.services.history import Author

pytestmark = pytest.mark.django_db

SPECS = [SideSpec("We", ["A", "B"]), SideSpec("They", ["C", "D"])]


def kept(response) -> bool:
    return "no-store" not in response.get("Cache-Control", "")


@pytest.fixture
def owned(client) -> Game:
    """A game this client made (its browser owns it), with a deal."""
    client.post(reverse("new_game"), {"variant": "classic-canasta", "seating": "2x2"})
    game = Game.objects.get()
    add_deal(game, [{"melded_points": 100}, {}])
    return game


def edit_pages(game: Game) -> list[str]:
    slug = game.slug
    return [
        reverse(name, args=args)
        for name, args in [
            ("sheet", [slug]),
            ("new_deal", [slug]),
            ("edit_deal", [slug, 1]),
            ("deals_page", [slug]),
            ("table_view", [slug]),
            ("game_details", [slug]),
            ("game_rules", [slug]),
            ("delete_deal", [slug, 1]),
        ]
    ]


def test_the_owner_keeps_every_page_of_the_edit_link(client, owned):
    for url in edit_pages(owned):
        response = client.get(url)
        assert response.status_code == 200, url
        assert kept(response), url


def test_another_phone_with_the_edit_link_keeps_none_of_its_pages(owned):
    other = Client()
    for url in edit_pages(owned):
        response = other.get(url)
        assert response.status_code == 200, url
        assert not kept(response), url  # the address, and the share panel, carry the edit link


def test_the_view_link_and_the_rule_book_are_kept_by_anyone(owned):
    other = Client()
    for url in (owned.get_view_url(), reverse("view_rules", args=[owned.view_slug]), "/rules/classic-canasta/", "/"):
        assert kept(other.get(url)), url


def test_the_league_run_and_join_pages_are_never_kept():
    olive = User.objects.create_user("olive", password="a long pass phrase")
    mae = User.objects.create_user("mae", password="a long pass phrase")
    league = create_league("Club", "classic-canasta", None, owner=olive)
    client = Client()
    client.force_login(olive)
    assert not kept(client.get(reverse("league_run", args=[league.slug])))
    assert kept(client.get(reverse("league", args=[league.slug])))
    client.force_login(mae)
    assert not kept(client.get(reverse("league_join", args=[league.invite])))


def test_a_signed_in_page_names_its_account_and_no_other(client):
    ann = User.objects.create_user("ann", password="a long pass phrase")
    ben = User.objects.create_user("ben", password="a long pass phrase")
    assert "Meld-Account" not in client.get("/rules/").headers
    client.force_login(ann)
    mark = client.get("/rules/")["Meld-Account"]
    assert len(mark) == 20 and mark == client.get("/")["Meld-Account"]  # a keyed hash, not the id
    assert "Meld-Account" not in client.get("/sw.js").headers  # pages only
    other = Client()
    other.force_login(ben)
    assert other.get("/rules/")["Meld-Account"] != mark
    client.post(reverse("logout"))
    assert "Meld-Account" not in client.get("/").headers


def test_a_league_game_is_kept_by_every_member_it_belongs_to():
    olive = User.objects.create_user("olive", password="a long pass phrase")
    league = create_league("Club", "classic-canasta", None, owner=olive)
    game = record_game(league, SPECS, owner=Author(user=None, browser="someone-else"))
    client = Client()
    client.force_login(olive)
    assert kept(client.get(game.get_absolute_url()))  # the league's owner owns its games


def test_a_game_made_by_someone_else_on_this_account_is_kept():
    ann = User.objects.create_user("ann", password="a long pass phrase")
    game = create_game("classic-canasta", SPECS, owner=Author(user=ann.pk, browser="a-phone"))
    client = Client()
    client.force_login(ann)
    assert kept(client.get(game.get_absolute_url()))
