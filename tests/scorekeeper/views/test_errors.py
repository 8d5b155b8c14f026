"""Error pages (scorekeeper/views/errors.py): a database that is away is a 503 with our page, the rule
book needs no database at all, and the CSRF and 400 pages are ours, with no inline style."""

import pytest
from django.db import InterfaceError, OperationalError
from django.test import Client
from django.urls import reverse

from scorekeeper.views.errors import RETRY_AFTER

RULE_PAGES = ["/rules/", "/rules/classic-canasta/", "/ja/rules/hand-and-foot/", "/rules/kalooki/", "/glossary/"]


def no_inline_style(html: str) -> bool:
    return "<style" not in html and "style=" not in html and "<script" not in html


@pytest.fixture
def unsure_client():
    """A client that gets the error page, as a browser does, rather than the exception."""
    return Client(raise_request_exception=False)


@pytest.mark.django_db
@pytest.mark.parametrize("error", [OperationalError("timeout expired"), InterfaceError("connection already closed")])
def test_a_database_that_is_away_gives_503_with_the_clean_page(unsure_client, game, monkeypatch, error):
    def away(*args, **kwargs):
        raise error

    monkeypatch.setattr("scorekeeper.views.live.latest_sheet", away)
    response = unsure_client.get(game.get_absolute_url())
    assert response.status_code == 503
    assert response["Retry-After"] == str(RETRY_AFTER)
    html = response.content.decode()
    assert "Meld cannot reach its scores just now" in html and "Nothing that was saved is lost" in html
    assert reverse("rules_index") in html
    assert no_inline_style(html)


@pytest.mark.django_db
def test_any_other_error_is_a_500_with_its_page(unsure_client, game, monkeypatch):
    def broken(*args, **kwargs):
        raise ValueError("a bug")

    monkeypatch.setattr("scorekeeper.views.live.latest_sheet", broken)
    response = unsure_client.get(game.get_absolute_url())
    assert response.status_code == 500
    assert "Something went wrong" in response.content.decode()


@pytest.mark.django_db
def test_the_503_page_speaks_japanese_under_ja(unsure_client, game, monkeypatch):
    def away(*args, **kwargs):
        raise OperationalError("could not connect")

    monkeypatch.setattr("scorekeeper.views.live.latest_sheet", away)
    response = unsure_client.get(f"/ja{game.get_absolute_url()}")
    assert response.status_code == 503
    assert "今はスコアのデータに接続できません" in response.content.decode()


@pytest.mark.parametrize("url", RULE_PAGES)
def test_the_rule_book_works_with_no_database_at_all(client, url):
    """No `db` here: pytest-django fails any query, so these pages ask none (nor does the session)."""
    client.cookies["sessionid"] = "whatever a browser sends"
    assert client.get(url).status_code == 200


@pytest.mark.django_db
@pytest.mark.parametrize("url", RULE_PAGES)
def test_the_rule_book_asks_nothing_of_the_database_even_for_a_player_with_games(
    client, game, url, django_assert_num_queries
):
    client.get(game.get_absolute_url())  # a session with a recent game
    with django_assert_num_queries(0):
        assert client.get(url).status_code == 200


@pytest.mark.django_db
def test_a_form_sent_without_its_token_gets_our_page(game):
    browser = Client(enforce_csrf_checks=True)
    response = browser.post(reverse("new_deal", args=[game.slug]), {"s0-melded_points": "50"})
    assert response.status_code == 403
    html = response.content.decode()
    assert "That form could not be sent" in html and "Nothing was saved" in html
    assert "allow them for this site" in html  # no CSRF cookie: cookies may be off
    assert no_inline_style(html)
    assert not game.deals.exists()


@pytest.mark.django_db
def test_a_form_with_a_stale_token_gets_our_page_without_the_cookie_hint(game):
    browser = Client(enforce_csrf_checks=True)
    browser.get(reverse("new_deal", args=[game.slug]))  # sets the CSRF cookie
    response = browser.post(reverse("new_deal", args=[game.slug]), {"csrfmiddlewaretoken": "x" * 64})
    assert response.status_code == 403
    html = response.content.decode()
    assert "That form could not be sent" in html and "allow them for this site" not in html


@pytest.mark.django_db
def test_a_request_too_big_to_read_gets_our_400_page(client):
    response = client.post(reverse("import_game"), {"text": "x" * (3 * 1024 * 1024)})
    assert response.status_code == 400
    html = response.content.decode()
    assert "Meld could not read that" in html and no_inline_style(html)
