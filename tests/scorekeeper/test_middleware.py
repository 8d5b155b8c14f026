"""The health check, caching headers and the 405 page (scorekeeper/middleware.py)."""

import pytest
from django.db import OperationalError
from django.http import HttpResponse
from django.test import Client, override_settings
from django.urls import reverse
from django_htmx.middleware import HtmxDetails

from scorekeeper.middleware import PagesMiddleware
from tests.conftest import opened

pytestmark = pytest.mark.django_db


def test_the_health_check_says_ok_when_the_database_answers(client):
    response = client.get("/health/")
    assert (response.status_code, response.content) == (200, b"ok\n")
    assert response["Cache-Control"] == "no-store"
    assert "Set-Cookie" not in response.headers


def test_the_health_check_is_503_when_the_database_does_not_answer(client, monkeypatch):
    def broken(*args, **kwargs):
        raise OperationalError("connection refused")

    monkeypatch.setattr("django.db.backends.base.base.BaseDatabaseWrapper.cursor", broken)
    response = client.get("/health/")
    assert (response.status_code, response.content) == (503, b"database unavailable\n")


@override_settings(ALLOWED_HOSTS=["meld.example"], SECURE_SSL_REDIRECT=True)
def test_a_load_balancer_asks_by_address_over_plain_http(client):
    response = client.get("/health/", HTTP_HOST="10.0.0.5:8000")
    assert response.status_code == 200
    assert client.get("/", HTTP_HOST="10.0.0.5:8000").status_code == 400  # any other page checks the host


def test_game_pages_are_private_to_the_browser(client, game):
    for url in [
        game.get_absolute_url(),
        reverse("new_deal", args=[game.slug]),
        reverse("game_details", args=[game.slug]),
        reverse("game_rules", args=[game.slug]),
        reverse("export_game", args=[game.slug]),
        reverse("home"),
    ]:
        response = client.get(url)
        assert response.status_code == 200, url
        assert response["Cache-Control"] == "private", url


def test_a_method_a_page_does_not_take_gets_a_page_that_says_so(client, game):
    response = client.post(game.get_absolute_url())
    assert response.status_code == 405
    assert response["Allow"] == "GET, HEAD"
    html = response.content.decode()
    assert "This page cannot do that" in html and "nothing was saved" in html
    assert "<style" not in html and "style=" not in html


def test_the_405_page_speaks_japanese_under_ja(client, game):
    response = client.put("/ja/")
    assert response.status_code == 405
    assert "このページではその操作はできません" in response.content.decode()


HTMX = {"HX-Request": "true"}
BOOSTED = {"HX-Request": "true", "HX-Boosted": "true"}


def test_an_htmx_request_that_fails_gets_the_message_in_place_of_the_notice(client, game):
    response = client.get("/g/no-such-game/", headers=HTMX)
    assert response.status_code == 404
    assert response["HX-Retarget"] == "#request-error"
    assert response["HX-Reswap"] == "outerHTML"  # the live preview: no jump while typing
    html = response.content.decode()
    assert html.strip().startswith('<div id="request-error" class="flash" role="alert">')
    assert "<b>Nothing here</b><br>This link does not lead to a game" in html
    assert "<html" not in html


def test_a_boosted_form_that_fails_scrolls_to_its_message_and_keeps_the_status(client, game, monkeypatch):
    def away(*args, **kwargs):
        raise OperationalError("could not connect")

    monkeypatch.setattr("scorekeeper.views.deals.add_deal", away)
    client.raise_request_exception = False
    url = reverse("new_deal", args=[game.slug])
    response = client.post(url, {**opened(game), "s0-melded_points": "50"}, headers=BOOSTED)
    assert response.status_code == 503 and response["Retry-After"] == "30"
    assert response["HX-Reswap"] == "outerHTML show:window:top"
    assert "Meld cannot reach its scores just now" in response.content.decode()
    assert not game.deals.exists()


def test_the_csrf_notice_says_when_cookies_are_off(game):
    browser = Client(enforce_csrf_checks=True)
    response = browser.post(reverse("new_deal", args=[game.slug]), {}, headers=BOOSTED)
    assert response.status_code == 403
    assert "That form could not be sent" in response.content.decode()
    assert "allow them for this site" in response.content.decode()


def test_a_history_restore_gets_the_whole_page(client):
    response = client.get("/g/no-such-game/", headers={**HTMX, "HX-History-Restore-Request": "true"})
    assert response.status_code == 404 and "<html" in response.content.decode()
    assert "HX-Retarget" not in response.headers


def test_a_views_own_error_answer_to_htmx_is_left_as_it_is(rf):
    request = rf.post("/g/x/deal/", headers=BOOSTED)
    request.htmx = HtmxDetails(request)
    response = PagesMiddleware(lambda request: HttpResponse("the form again, with a message", status=409))(request)
    assert response.content == b"the form again, with a message"
    assert "HX-Retarget" not in response.headers


@pytest.mark.parametrize("prefix", ["", "/ja"])
def test_the_length_sent_is_the_length_of_the_page_after_its_marks(client, game, prefix):
    """A client that takes no compression (curl, the bench) read a page cut short: the phrase marks were added, or
    the marks around typed text taken out, after CommonMiddleware had set Content-Length."""
    for url in (f"{prefix}/g/{game.slug}/", f"{prefix}/rules/"):
        response = client.get(url)
        assert response.status_code == 200
        assert int(response["Content-Length"]) == len(response.content), url
