"""A club night's board and projector polls (scorekeeper/polls.py, registered in leagues/apps.py): each kind of
link in each language has an ETag of its own, the one its page carries; the projector of a public league's night
is answered 304 before the session runs; so is the board, whose ETag names the account its session's cookie is
signed in to (it offers organisers their controls); a private league's screens are answered by their views. Each
viewer gets 304 only for what they were shown."""

import re

import pytest
from django.db import connection
from django.test import Client
from django.test.utils import CaptureQueriesContext
from django.urls import reverse
from django.utils import translation

from leagues.models import NightTable
from leagues.services.leagues import set_private
from leagues.services.nights import start_round
from scorekeeper import polls
from scorekeeper.views.live import POLL_SECONDS
from tests.early import settled_early
from tests.leagues.conftest import deal

pytestmark = pytest.mark.django_db

SCREENS = {"board": "night_board", "projector": "night_projector"}


def address(name: str, night, language: str = "") -> str:
    with translation.override("en"):  # a request in Japanese leaves its language active in the test's thread
        return language + reverse(name, args=[night.league.slug, night.slug])


def carried(client: Client, page: str) -> str:
    found = re.search(r'data-etag="([^"]*)"', client.get(page).content.decode())
    assert found is not None, page
    return found[1].replace("&quot;", '"')


def poll(client: Client, url: str, etag: str = ""):
    return client.get(url, headers={"if-none-match": etag} if etag else {})


@pytest.fixture
def played(night):
    start_round(night)
    return night


def test_each_screen_in_each_language_has_its_own_etag_which_its_page_carries(client, played):
    tags = {}
    for screen, name in SCREENS.items():
        for language in ("", "/ja"):
            tag = carried(client, address(name, played, language))
            live = address(f"{name}_live", played, language)
            assert poll(client, live)["ETag"] == tag, (screen, language)
            assert poll(client, live, tag).status_code == 304, (screen, language)
            tags[screen, language] = tag
    assert len(set(tags.values())) == 4
    for (screen, language), tag in tags.items():
        for other, other_language in tags:
            if (other, other_language) != (screen, language):
                live = address(f"{SCREENS[other]}_live", played, other_language)
                assert poll(client, live, tag).status_code == 200, (screen, language, other, other_language)


def test_the_projectors_poll_of_an_unchanged_night_is_settled_before_the_session_runs(client, played):
    tags = {language: carried(client, address("night_projector", played, language)) for language in ("", "/ja")}
    with settled_early(), CaptureQueriesContext(connection) as queries:
        for language, tag in tags.items():
            response = poll(client, address("night_projector_live", played, language), tag)
            assert response.status_code == 304 and response["ETag"] == tag
            assert "no-cache" in response["Cache-Control"] and "private" in response["Cache-Control"]
            assert not response.cookies
    assert len(queries) == 2


def test_a_projector_polls_its_304s_until_a_table_plays(client, played):
    live = address("night_projector_live", played)
    tag = carried(client, address("night_projector", played))
    with settled_early():
        assert poll(client, live, tag).status_code == 304
    game = NightTable.objects.filter(round__number=1).first().league_game.game
    deal(game, 300, 200)
    changed = poll(client, live, tag)
    assert changed.status_code == 200 and changed["ETag"] != tag
    assert "1 deal" in changed.content.decode()
    with settled_early():
        assert poll(client, live, changed["ETag"]).status_code == 304


def test_the_board_is_personal_each_viewer_304_only_for_what_they_were_shown(played, owner, member):
    """The board offers "Confirm as organiser" to those who run the night: its ETag names the signed-in account,
    which the early path reads from the session's cookie, so each viewer's poll is settled before the session."""
    phones = {"nobody": Client(), "owner": Client(), "member": Client()}
    phones["owner"].force_login(owner)
    phones["member"].force_login(member)
    page, live = address("night_board", played), address("night_board_live", played)
    tags = {name: carried(phone, page) for name, phone in phones.items()}
    assert len(set(tags.values())) == 3
    for name, phone in phones.items():
        with settled_early():
            assert poll(phone, live, tags[name]).status_code == 304, name
        for other, tag in tags.items():
            if other != name:
                assert poll(phone, live, tag).status_code == 200, (name, other)


def test_a_board_kept_by_a_phone_that_logged_out_is_not_settled_as_its_account(played, owner):
    """A login closed (logged out on another copy of the cookie, or expired) names nobody: the account's tag is
    no longer answered 304, before the session or after it."""
    phone = Client()
    phone.force_login(owner)
    page, live = address("night_board", played), address("night_board_live", played)
    tag = carried(phone, page)
    kept = phone.cookies["sessionid"].value
    phone.post(reverse("logout"))
    phone.cookies["sessionid"] = kept  # the cookie as it was before logging out
    assert poll(phone, live, tag).status_code == 200


def test_the_organiser_is_offered_the_confirmation_on_the_board_alone(played, league, owner):
    league.confirm = True
    league.save(update_fields=["confirm"])
    game = NightTable.objects.filter(round__number=1).first().league_game.game
    while not game.finished:  # the table's game is over: it waits for a confirmation
        deal(game, 1000, 100)
    organiser = Client()
    organiser.force_login(owner)
    board, projector = address("night_board_live", played), address("night_projector_live", played)
    assert "Confirm as organiser" in poll(organiser, board).content.decode()
    assert "Confirm as organiser" not in poll(Client(), board).content.decode()
    assert "Confirm as organiser" not in poll(organiser, projector).content.decode()


def test_a_private_leagues_projector_is_answered_by_its_view_and_never_to_an_outsider(played, league, member, stranger):
    set_private(league, True)
    phone, outsider = Client(), Client()
    phone.force_login(member)
    outsider.force_login(stranger)
    page, live = address("night_projector", played), address("night_projector_live", played)
    tag = carried(phone, page)
    with pytest.raises(AssertionError, match="went past"), settled_early():
        poll(phone, live, tag)
    assert poll(phone, live, tag).status_code == 304
    assert poll(outsider, live, tag).status_code == 404
    assert poll(Client(), live, tag).status_code == 404


def test_a_board_answered_by_its_view_polls_its_own_address_and_is_kept_by_that_phone_alone(played, league, member):
    """A private league's board is answered by its view (never settled early): its page names the address it
    polls and how often; each answer, 200 or 304, carries the page's ETag and is kept by no shared cache."""
    set_private(league, True)
    phone = Client()
    phone.force_login(member)
    page, live = address("night_board", played), address("night_board_live", played)
    html = phone.get(page).content.decode()
    assert f'data-live-url="{live}"' in html and f'data-poll-ms="{POLL_SECONDS * 1000}"' in html
    tag = carried(phone, page)
    for sent, status in (("", 200), (tag, 304)):
        response = poll(phone, live, sent)
        assert (response.status_code, response["ETag"]) == (status, tag)
        assert sorted(response["Cache-Control"].split(", ")) == ["no-cache", "private"]


def test_a_night_that_is_not_there_goes_on_to_its_404(client, played):
    live = address("night_projector_live", played).replace(played.slug, "no-such-night")
    assert poll(client, live, carried(client, address("night_projector", played))).status_code == 404


def test_an_address_of_several_slugs_joins_the_early_polls_with_one_line(client, played):
    """The registry takes an address of several slugs, each given to the version in the order named."""
    asked = []

    def version(slug, night):
        asked.append((slug, night))
        return polls.Version("7.1")

    try:
        polls.register("night_results", "r", version, args=("slug", "night"))
        tag = polls.etag(polls.Version("7.1"), "r", "en")
        with settled_early():
            assert poll(client, address("night_results", played), tag).status_code == 304
        assert asked == [(played.league.slug, played.slug)]
    finally:
        polls._registry.pop("night_results", None)
        polls._patterns.clear()
