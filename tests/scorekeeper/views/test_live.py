"""The live sheet's poll: the game's version as ETag, 304 while nothing changed, the sheet's live part
after any write (a deal entered, corrected, deleted, put back; the details changed), 404 once the
link is renewed or the game deleted."""

import re
from dataclasses import replace

import pytest
from django.db import OperationalError, connection
from django.test import Client, override_settings
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from scorekeeper import polls
from scorekeeper.models import Game
from scorekeeper.services.deals import add_deal
from scorekeeper.services.sharing import Link, renew_link
from scorekeeper.views.live import POLL_SECONDS
from tests.conftest import form_data, opened
from tests.early import settled_early

pytestmark = pytest.mark.django_db

DEAL = [{"melded_points": 120}, {"melded_points": 50}]


def poll(client, url, etag=None, **options):
    return client.get(url, headers={"if-none-match": etag} if etag else {}, **options)


@pytest.fixture(params=["view", "edit"])
def live(request, game):
    return f"/v/{game.view_slug}/live/" if request.param == "view" else f"/g/{game.slug}/live/"


def test_an_unchanged_game_answers_304_with_one_query_and_no_body(client, game, live):
    first = poll(client, live)
    assert first.status_code == 200
    etag = first["ETag"]
    with CaptureQueriesContext(connection) as queries:
        again = poll(client, live, etag)
    assert again.status_code == 304
    assert again.content == b""
    assert again["ETag"] == etag
    assert len(queries) == 1
    assert "no-cache" in again["Cache-Control"] and "private" in again["Cache-Control"]


def test_the_page_carries_the_etag_its_first_poll_sends(client, game):
    html = client.get(game.get_view_url()).content.decode()
    etag = poll(client, f"/v/{game.view_slug}/live/")["ETag"]
    quoted = etag.replace('"', "&quot;")
    assert f'data-etag="{quoted}"' in html
    assert poll(client, f"/v/{game.view_slug}/live/", etag).status_code == 304


@pytest.mark.parametrize("language", ["", "/ja"])
def test_each_sheet_polls_the_live_address_of_its_own_link_every_two_seconds(client, game, language):
    """The page and the live part it is swapped for (a poll after a change) both say where and how often to poll."""
    for page, live in (
        (f"/g/{game.slug}/", f"/g/{game.slug}/live/"),
        (f"/v/{game.view_slug}/", f"/v/{game.view_slug}/live/"),
    ):
        for html in (client.get(language + page).text, poll(client, language + live).text):
            assert f'data-live-url="{language}{live}"' in html, page
            assert f'data-poll-ms="{POLL_SECONDS * 1000}"' in html, page  # milliseconds, never grouped (2,000)


def test_every_write_answers_200_with_the_new_sheet(client, game, live):
    """Each write moves the game's version on, so the next poll gets the new sheet."""

    def enter():
        client.post(f"/g/{game.slug}/deal/", {**form_data(*DEAL), **opened(game)})

    def correct():
        client.post(f"/g/{game.slug}/deal/1/", {**form_data({"melded_points": 150}, {}), **opened(game, 1)})

    def delete():
        deal = game.deals.get(number=2)
        client.post(f"/g/{game.slug}/deal/2/delete/", {"deal": deal.pk, "deal_version": deal.version})

    def undo():
        client.post(f"/g/{game.slug}/undo/")

    def details():
        client.post(f"/g/{game.slug}/details/", {"side0_name": "Tigers", "notes": "At Aiko's"})

    first = poll(client, live)
    etag, body = first["ETag"], first.content
    for write in (enter, enter, correct, delete, undo, details):
        assert poll(client, live, etag).status_code == 304
        write()
        response = poll(client, live, etag)
        assert response.status_code == 200, write.__name__
        assert response["ETag"] != etag
        assert response.content != body, write.__name__
        etag, body = response["ETag"], response.content
    assert "Tigers" in body.decode()
    assert game.deals.count() == 2
    assert poll(client, live, etag).status_code == 304


def test_a_change_made_elsewhere_reaches_the_viewer(client, game):
    live = f"/v/{game.view_slug}/live/"
    etag = poll(client, live)["ETag"]
    add_deal(game, DEAL)
    response = poll(client, live, etag)
    assert response.status_code == 200
    assert 'id="live"' in response.content.decode()
    assert "<form" not in response.content.decode()


def test_the_view_and_edit_sheets_never_share_an_etag(client, game):
    view = poll(client, f"/v/{game.view_slug}/live/")["ETag"]
    assert poll(client, f"/g/{game.slug}/live/", view).status_code == 200


def test_a_renewed_link_or_a_deleted_game_answers_404(client, game):
    live = f"/v/{game.view_slug}/live/"
    etag = poll(client, live)["ETag"]
    renew_link(game, Link.VIEW)
    assert poll(client, live, etag).status_code == 404
    live = f"/v/{game.view_slug}/live/"
    etag = poll(client, live)["ETag"]
    client.post(f"/g/{game.slug}/delete/")
    assert poll(client, live, etag).status_code == 404


def data_etag(html: bytes) -> str:
    found = re.search(r'data-etag="([^"]*)"', html.decode())
    assert found is not None
    return found[1].replace("&quot;", '"')


@pytest.mark.parametrize("language", ["", "/ja"])
def test_each_link_in_each_language_has_its_own_etag_which_its_page_carries(client, game, language):
    """The edit link, the view link, and each in English and Japanese: four ETags, none shared, each the one
    its page carries and its first poll sends."""
    tags = {}
    for page, live in (
        (f"/g/{game.slug}/", f"/g/{game.slug}/live/"),
        (f"/v/{game.view_slug}/", f"/v/{game.view_slug}/live/"),
    ):
        carried = data_etag(client.get(language + page).content)
        assert poll(client, language + live)["ETag"] == carried
        assert poll(client, language + live, carried).status_code == 304
        tags[page] = carried
    other = "/ja" if not language else ""
    for page, tag in tags.items():
        assert poll(client, f"{other}{page}live/", tag).status_code == 200
    assert len(set(tags.values())) == 2


def test_the_poll_of_an_unchanged_game_is_settled_before_the_session_runs(client, game, live):
    etag = f'"{game.version}vfr"'
    kind = "e" if live.startswith("/g/") else "v"
    with settled_early(), CaptureQueriesContext(connection) as queries:
        for path in (live, "/ja" + live):
            tag = polls.etag(polls.Version(game.version), kind, "ja" if path.startswith("/ja") else "en")
            response = poll(client, path, tag)
            assert response.status_code == 304 and response["ETag"] == tag
            assert "no-cache" in response["Cache-Control"] and "private" in response["Cache-Control"]
            assert "Set-Cookie" not in str(response.cookies) and not response.cookies
        assert len(queries) == 2
        with pytest.raises(AssertionError, match="went past"):
            poll(client, live, etag)  # not the page's ETag: on to the view


def test_an_owners_poll_is_settled_early_too(django_user_model):
    """Signed in as the game's owner (who sees more than the edit link's holder, but not in the live part)."""
    owner = django_user_model.objects.create_user("olive", "olive@example.com", "a long pass phrase")
    phone = Client()
    phone.force_login(owner)
    phone.post(reverse("new_game"), {"variant": "classic-canasta", "seating": "2x2"})
    game = Game.objects.get(owner=owner)
    tag = data_etag(phone.get(f"/g/{game.slug}/").content)
    with settled_early():
        assert poll(phone, f"/g/{game.slug}/live/", tag).status_code == 304
        assert poll(Client(), f"/g/{game.slug}/live/", tag).status_code == 304  # the same live part for anyone


def test_the_compressed_answers_weak_etag_is_the_same_page(client, game, live):
    """Compression makes the header's ETag weak (W/...): a poll that sends it back still gets its 304."""
    first = client.get(live, headers={"accept-encoding": "gzip"})
    assert first["ETag"].startswith("W/")
    assert poll(client, live, first["ETag"]).status_code == 304


def test_a_poll_while_the_database_is_away_goes_on_to_the_view(client, game, live, monkeypatch):
    def away(slug):
        raise OperationalError("the database is away")

    etag = poll(client, live)["ETag"]
    for name in ("view_live", "live_sheet"):
        monkeypatch.setitem(polls._registry, name, replace(polls._registry[name], version=away))
    monkeypatch.setattr(polls, "_patterns", [])
    assert poll(client, live, etag).status_code == 304  # the view settled it


def test_another_address_joins_the_early_polls_with_one_line(client, game):
    """The registry is general: any address with a slug and a version (here the view link's rule page)."""
    versions = {game.view_slug: polls.Version(7)}
    try:
        polls.register("view_rules", "t", versions.get)
        with pytest.raises(ValueError, match="taken"):
            polls.register("view_sheet", "t", versions.get)
        tag = polls.etag(polls.Version(7), "t", "en")
        with settled_early():
            assert poll(client, f"/v/{game.view_slug}/rules/", tag).status_code == 304
            assert poll(client, f"/ja/v/{game.view_slug}/rules/", tag.replace("en", "ja")).status_code == 304
    finally:
        polls._registry.pop("view_rules", None)
        polls._patterns.clear()


@override_settings(SECURE_SSL_REDIRECT=True)
def test_a_poll_over_plain_http_is_redirected_as_before_when_https_is_required(client, game, live):
    etag = poll(client, live, secure=True)["ETag"]
    assert poll(client, live, etag, secure=True).status_code == 304
    assert poll(client, live, etag).status_code == 301


def test_a_changed_sheet_is_kept_by_the_browser_alone_and_checked_on_every_poll(client, game, live):
    response = poll(client, live)
    assert response.status_code == 200
    assert sorted(response["Cache-Control"].split(", ")) == ["no-cache", "private"]


def test_a_changed_games_poll_needs_four_queries_however_long_the_game(client, make_game, django_assert_num_queries):
    short = make_game(deals=[[{"melded_points": 5}, {}]])
    long = make_game(deals=[[{"melded_points": 5}, {}]] * 40)
    for game in (short, long):
        etag = poll(client, f"/v/{game.view_slug}/live/")["ETag"]
        add_deal(game, DEAL)
        with django_assert_num_queries(4):  # its version (the early settling), game and sides, league, deals
            assert poll(client, f"/v/{game.view_slug}/live/", etag).status_code == 200
