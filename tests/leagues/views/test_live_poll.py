"""The live sheet's poll of a league's game: its live part names the league, and offers the rematch, only
to those the league lets see them, so its ETag names the signed-in user as well as the version, the link
and the language, and each viewer gets a 304 only for what they were shown (scorekeeper/polls.py)."""

import re

import pytest
from django.test import Client

from leagues.services.leagues import set_private
from scorekeeper import polls
from tests.early import settled_early
from tests.leagues.conftest import finished

pytestmark = pytest.mark.django_db


def carried(client: Client, page: str) -> str:
    found = re.search(r'data-etag="([^"]*)"', client.get(page).content.decode())
    assert found is not None
    return found[1].replace("&quot;", '"')


def poll(client: Client, url: str, etag: str):
    return client.get(url, headers={"if-none-match": etag})


@pytest.fixture
def game(league):
    set_private(league, True)
    return finished(league, ["Ann", "Ben"], ["Cy", "Di"], totals=[5100, 3000])


@pytest.mark.parametrize("link", ["view", "edit"])
def test_each_viewer_of_a_league_game_has_an_etag_of_their_own(game, league, owner, member, stranger, link):
    page = game.get_view_url() if link == "view" else game.get_absolute_url()
    live = page + "live/"
    phones = {"nobody": Client(), "owner": Client(), "member": Client(), "stranger": Client()}
    for name, user in (("owner", owner), ("member", member), ("stranger", stranger)):
        phones[name].force_login(user)
    tags = {name: carried(phone, page) for name, phone in phones.items()}
    assert len(set(tags.values())) == 4
    for name, phone in phones.items():
        assert poll(phone, live, tags[name]).status_code == 304, name
        for other, tag in tags.items():
            if other != name:
                assert poll(phone, live, tag).status_code == 200, (name, other)
    # A member sees the private league's name, nobody else but its owner.
    assert league.name in poll(phones["member"], live, tags["nobody"]).content.decode()
    assert league.name not in poll(phones["stranger"], live, tags["nobody"]).content.decode()


def test_signing_out_is_a_new_etag(game, member):
    phone = Client()
    phone.force_login(member)
    live = game.get_view_url() + "live/"
    tag = carried(phone, game.get_view_url())
    assert poll(phone, live, tag).status_code == 304
    phone.logout()
    response = poll(phone, live, tag)
    assert response.status_code == 200
    assert response["ETag"] != tag


def test_making_the_league_public_is_a_new_version(game, league):
    phone = Client()
    live = game.get_view_url() + "live/"
    tag = carried(phone, game.get_view_url())
    set_private(league, False)
    response = poll(phone, live, tag)
    assert response.status_code == 200
    assert league.name in response.content.decode()


def test_the_views_304_names_the_page_it_stands_for_and_is_kept_by_the_browser_alone(game, member):
    phone = Client()
    phone.force_login(member)
    tag = carried(phone, game.get_view_url())
    response = poll(phone, game.get_view_url() + "live/", tag)
    assert response.status_code == 304
    assert response["ETag"] == tag
    assert sorted(response["Cache-Control"].split(", ")) == ["no-cache", "private"]


def test_a_league_games_poll_is_never_settled_before_the_session(game):
    """Even with the ETag its version would have outside a league (naming nobody): who looks is the view's to say."""
    game.refresh_from_db()
    plain = polls.etag(polls.Version(game.version), "v", "en")
    with settled_early(), pytest.raises(AssertionError, match="went past"):
        poll(Client(), game.get_view_url() + "live/", plain)
