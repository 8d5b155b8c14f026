"""The sheet, the deal form and a game's rule page are rendered once per state of the game
(rules/book/rendered.py): every change shows at once, nothing of one phone reaches another, and
each response carries its own CSRF token and CSP nonce."""

import re

import pytest
from django.contrib.auth import get_user_model
from django.core.cache import caches
from django.test import Client
from django.urls import reverse

from rules.book import rendered
from scorekeeper.models import Game
from scorekeeper.services.deals import add_deal
from scorekeeper.services.games import SideSpec, update_game
from scorekeeper.services.sharing import Link, renew_link
from tests import without_secrets
from tests.conftest import form_data, opened

pytestmark = pytest.mark.django_db

DEAL = [{"melded_points": 120}, {"melded_points": 50}]
TOKEN = re.compile(r'name="csrfmiddlewaretoken" value="([^"]+)"')


@pytest.fixture
def renders(monkeypatch):
    """The pages rendered afresh (not served from a kept copy), by template name."""
    done = []
    text = rendered.render_to_string
    monkeypatch.setattr(rendered, "render_to_string", lambda name, *a, **k: done.append(name) or text(name, *a, **k))
    return done


def pages(game):
    return {
        "sheet": game.get_absolute_url(),
        "view": game.get_view_url(),
        "deal form": f"/g/{game.slug}/deal/",
        "rules": f"/g/{game.slug}/rules/",
    }


def test_each_page_is_rendered_once_while_the_game_stays_the_same(client, game, renders):
    for _time in range(3):
        for url in pages(game).values():
            assert client.get(url).status_code == 200
    assert sorted(renders) == sorted(["scorekeeper/sheet.html"] * 2 + ["scorekeeper/deal_form.html", "rules/page.html"])


def test_a_kept_page_has_a_token_of_its_own_that_works(client, game):
    """The second answer is the kept copy: its token is this response's, and a save with it passes."""
    client.get(f"/g/{game.slug}/deal/")
    html = client.get(f"/g/{game.slug}/deal/").text
    assert rendered.TOKEN not in html and rendered.NONCE not in html
    csrf = Client(enforce_csrf_checks=True)
    csrf.cookies = client.cookies
    token = TOKEN.search(csrf.get(f"/g/{game.slug}/deal/").text).group(1)
    data = {**form_data(*DEAL), **opened(game), "csrfmiddlewaretoken": token}
    assert csrf.post(f"/g/{game.slug}/deal/", data).status_code == 302
    assert game.deals.count() == 1


def test_a_kept_page_has_a_nonce_of_its_own(client, game):
    found = [re.findall(r'nonce="([^"]*)"', client.get(game.get_absolute_url()).text) for _time in range(2)]
    assert len(found[0]) == len(found[1]) == 1
    assert found[0][0] and found[1][0] and found[0] != found[1]


def fresh(client, url):
    """The page rendered afresh: what a kept copy must equal."""
    caches["pages"].clear()
    return without_secrets(client.get(url))


def test_a_deal_saved_shows_on_every_page(client, game):
    for url in pages(game).values():
        client.get(url)
    add_deal(game, DEAL)
    kept = {name: without_secrets(client.get(url)) for name, url in pages(game).items()}
    for name, url in pages(game).items():
        assert kept[name] == fresh(client, url), name
    assert "Deal 2" in kept["deal form"]


def test_changed_details_and_house_rules_show_at_once(client, game):
    for url in pages(game).values():
        client.get(url)
    sides = [SideSpec("Us", ["Aiko", "Ben"]), SideSpec("Them", ["Chie", "Dan"])]
    update_game(game, sides, "", rules={**game.rules, "target": 7500})
    kept = {name: without_secrets(client.get(url)) for name, url in pages(game).items()}
    for name, url in pages(game).items():
        assert kept[name] == fresh(client, url), name
        assert "7,500" in kept[name] or name == "deal form", name
        assert "Them" in kept[name] or name == "rules", name


def test_a_view_link_never_gets_the_edit_links_page(client, game):
    client.get(game.get_absolute_url())
    view = client.get(game.get_view_url()).text
    assert game.slug not in view


def test_a_renewed_view_link_shows_on_the_sheet(client, game):
    old = game.view_slug
    assert old in client.get(game.get_absolute_url()).text
    renew_link(game, Link.VIEW)
    game.refresh_from_db()
    sheet = client.get(game.get_absolute_url()).text
    assert game.view_slug in sheet and old not in sheet


def test_a_flash_message_is_shown_to_its_phone_only(client, game):
    client.get(game.get_absolute_url())
    saved = client.post(f"/g/{game.slug}/deal/", {**form_data(*DEAL), **opened(game)}, follow=True)
    assert "Deal 1 saved." in saved.text
    assert "Deal 1 saved." not in Client().get(game.get_absolute_url()).text
    assert "Deal 1 saved." not in client.get(game.get_absolute_url()).text  # shown once


def test_the_undo_of_a_delete_is_offered_to_the_phone_that_deleted(client, game):
    add_deal(game, DEAL)
    deal = game.deals.get(number=1)
    client.post(f"/g/{game.slug}/deal/1/delete/", {"deal": deal.pk, "deal_version": deal.version})
    assert "Deal 1 deleted." in client.get(game.get_absolute_url()).text  # a flash: this answer is not kept
    other = Client()
    for _time in range(2):
        assert "Deal 1 was deleted." in client.get(game.get_absolute_url()).text
        assert "Deal 1 was deleted." not in other.get(game.get_absolute_url()).text


@pytest.fixture
def owned(client):
    """A game its owner's browser (`client`) started, with two deals."""
    client.post(reverse("new_game"), {"variant": "classic-canasta", "seating": "2x2"})
    game = Game.objects.get()
    add_deal(game, DEAL)
    add_deal(game, DEAL)
    game.refresh_from_db()
    return game


def test_the_owner_and_an_edit_link_holder_each_get_their_own_sheet(client, owned):
    """One address, nobody signed in: whichever of them comes first, only the owner is offered new links."""
    holder = Client()
    for first, second in ((client, holder), (holder, client)):
        caches["pages"].clear()
        sheets = {phone: phone.get(owned.get_absolute_url()).text for phone in (first, second)}
        assert sheets[client].count("Make a new link") == 2  # the view link's and the edit link's
        assert "Make a new link" not in sheets[holder]


def test_the_undo_of_a_delete_is_offered_on_the_edit_link_only_to_the_phone_that_deleted(client, owned):
    """Two edit link holders (the owner aside): whichever comes first, only the one that deleted gets its Undo,
    on the sheet and in its live part; never on the view link, which changes nothing."""
    deleter, other = Client(), Client()
    deal = owned.deals.get(number=1)
    deleter.post(f"/g/{owned.slug}/deal/1/delete/", {"deal": deal.pk, "deal_version": deal.version})
    assert "Deal 1 deleted." in deleter.get(owned.get_absolute_url()).text  # a flash: this answer is not kept
    for first, second in ((deleter, other), (other, deleter)):
        caches["pages"].clear()
        sheets = {phone: phone.get(owned.get_absolute_url()).text for phone in (first, second)}
        assert "Deal 1 was deleted." in sheets[deleter]
        assert "Deal 1 was deleted." not in sheets[other]
    assert "Deal 1 was deleted." in deleter.get(f"/g/{owned.slug}/live/").text
    assert "Deal 1 was deleted." not in deleter.get(owned.get_view_url()).text
    assert "Deal 1 was deleted." not in deleter.get(f"/v/{owned.view_slug}/live/").text


def test_signing_in_changes_the_top_bar(client, game):
    assert "Log in" in client.get(game.get_absolute_url()).text
    user = get_user_model().objects.create_user("aiko", password="a long pass phrase")
    client.force_login(user)
    text = client.get(game.get_absolute_url()).text
    assert "Leagues" in text and "Log in" not in text


def test_each_language_has_its_own_copy(client, game):
    english, japanese = client.get(f"/g/{game.slug}/deal/").text, client.get(f"/ja/g/{game.slug}/deal/").text
    assert '<html lang="en">' in english and '<html lang="ja">' in japanese
