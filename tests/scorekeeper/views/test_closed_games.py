"""The score pad's pages for a closed game show it and offer none of its writes; a write posted anyway
changes nothing and says why, keeping what was typed. A game whose rules are fixed shows them on its
details page and takes no new ones, even from its owner."""

import pytest
from django.db.models import F
from django.urls import reverse

from scorekeeper.models import Game
from tests.conftest import form_data, opened

pytestmark = pytest.mark.django_db

DEAL = [{"melded_points": 120}, {"melded_points": 60}]
CLOSED = "This game is closed: its result is final, and nothing in it can be changed."


@pytest.fixture
def closed(make_game):
    game = make_game(deals=[DEAL, DEAL])
    Game.objects.filter(pk=game.pk).update(closed=True, version=F("version") + 1)
    game.refresh_from_db()
    return game


def state(game: Game):
    game.refresh_from_db()
    sides = list(game.sides.values_list("name", "starting_total"))
    return game.version, game.notes, game.rules, sides, list(game.deals.values_list("number", "entries"))


def test_the_sheet_of_a_closed_game_shows_it_and_offers_no_write(client, closed):
    html = client.get(closed.get_absolute_url()).content.decode()
    assert CLOSED in html
    assert "+120" in html  # the deals are shown
    for offer in ("new_deal", "game_details", "edit_deal"):
        args = [closed.slug, 1] if offer == "edit_deal" else [closed.slug]
        assert reverse(offer, args=args) not in html


def test_a_deal_posted_to_a_closed_game_comes_back_with_its_entries(client, closed):
    before = state(closed)
    typed = {**opened(closed), **form_data({"melded_points": 155}, {})}
    response = client.post(reverse("new_deal", args=[closed.slug]), typed)
    html = response.content.decode()
    assert response.status_code == 200
    assert CLOSED in html and "Nothing was saved: your entries are kept below." in html
    assert 'value="155"' in html
    assert state(closed) == before


def test_a_correction_posted_to_a_closed_game_comes_back_with_its_entries(client, closed):
    before = state(closed)
    typed = {**opened(closed, 1), **form_data({"melded_points": 255}, {})}
    response = client.post(reverse("edit_deal", args=[closed.slug, 1]), typed)
    assert CLOSED in response.content.decode() and 'value="255"' in response.content.decode()
    assert state(closed) == before


PAGES = {
    "the deal form": lambda g: reverse("new_deal", args=[g.slug]),
    "a correction": lambda g: reverse("edit_deal", args=[g.slug, 1]),
    "a delete": lambda g: reverse("delete_deal", args=[g.slug, 1]),
    "the details": lambda g: reverse("game_details", args=[g.slug]),
    "deleting the game": lambda g: reverse("delete_game", args=[g.slug]),
}


@pytest.mark.parametrize("page", PAGES)
def test_a_write_page_of_a_closed_game_leads_back_to_the_sheet_saying_why(client, closed, page):
    response = client.get(PAGES[page](closed), follow=True)
    assert response.redirect_chain[-1][0] == closed.get_absolute_url()
    assert f'<p class="flash-info">{CLOSED}</p>' in response.content.decode()


DETAILS = {
    "the details": {"side0_name": "Tigers", "notes": "Played at Olive"},
    "the paper totals": {"side0_start": "500"},
    "the house rules": {"target": "7500"},
}


@pytest.mark.parametrize("post", DETAILS)
def test_details_posted_to_a_closed_game_come_back_unsaved_with_why(client, closed, post):
    before = state(closed)
    response = client.post(reverse("game_details", args=[closed.slug]), DETAILS[post])
    html = response.content.decode()
    assert response.status_code == 200
    assert CLOSED in html and "Nothing was saved: what you typed is kept below." in html
    assert all(value in html for value in DETAILS[post].values())  # what was typed comes back
    assert state(closed) == before


POSTS = {
    "a delete": lambda g: (
        reverse("delete_deal", args=[g.slug, 1]),
        {"deal": g.deals.get(number=1).pk, "deal_version": 1},
    ),
    "deleting the game": lambda g: (reverse("delete_game", args=[g.slug]), {}),
    "an undo": lambda g: (reverse("undo_delete", args=[g.slug]), {}),
}


@pytest.mark.parametrize("post", POSTS)
def test_a_write_posted_to_a_closed_game_changes_nothing(client, closed, post):
    url, data = POSTS[post](closed)
    before = state(closed)
    response = client.post(url, data)
    assert response.status_code == 302 and response.url == closed.get_absolute_url()
    assert state(closed) == before


def test_an_undo_offered_before_the_game_closed_puts_nothing_back(client, make_game):
    game = make_game(deals=[DEAL, DEAL])
    deal = game.deals.get(number=1)
    client.post(reverse("delete_deal", args=[game.slug, 1]), {"deal": deal.pk, "deal_version": 1})
    Game.objects.filter(pk=game.pk).update(closed=True)  # closed without moving the version: the offer stands
    assert "Deal 1 deleted." in client.get(game.get_absolute_url()).text  # the flash of the delete
    assert "Deal 1 was deleted." not in client.get(game.get_absolute_url()).text  # a closed game offers no Undo
    response = client.post(reverse("undo_delete", args=[game.slug]), follow=True)
    assert CLOSED in response.content.decode()
    assert game.deals.count() == 1


@pytest.fixture
def fixed(make_game):
    game = make_game(deals=[DEAL])
    Game.objects.filter(pk=game.pk).update(rules_fixed=True, rules={"target": 7500})
    game.refresh_from_db()
    return game


def test_fixed_rules_are_shown_not_offered_even_to_the_owner(client, fixed):
    html = client.get(reverse("game_details", args=[fixed.slug])).content.decode()
    assert "Classic Canasta to 7,500" in html
    assert "Fixed: this game counts in a league" in html
    assert 'name="target"' not in html


def test_house_rules_posted_for_fixed_rules_are_ignored(client, fixed):
    response = client.post(reverse("game_details", args=[fixed.slug]), {"target": "5000", "notes": "kept"})
    assert response.status_code == 302
    fixed.refresh_from_db()
    assert (fixed.rules, fixed.notes) == ({"target": 7500}, "kept")
