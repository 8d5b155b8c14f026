"""The live sheet's poll: the game's version as ETag, 304 while nothing changed, the sheet's live part
after any write (a deal entered, corrected, deleted, put back; the details changed), 404 once the
link is renewed or the game deleted."""

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from scorekeeper.services.deals import add_deal
from scorekeeper.services.sharing import Link, renew_link
from tests.conftest import form_data, opened

pytestmark = pytest.mark.django_db

DEAL = [{"melded_points": 120}, {"melded_points": 50}]


def poll(client, url, etag=None):
    return client.get(url, headers={"if-none-match": etag} if etag else {})


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
