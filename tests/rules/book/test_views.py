"""The rule pages are rendered once per release (rules/book/views.py): each worker keeps a preset's text
per language; the page around it, and a game's own page, are rendered every time."""

import re

import pytest
from django.test import override_settings
from django.urls import reverse

from rules.book import views
from rules.book.pages import PAGES
from tests import without_secrets


def article(html: str) -> str:
    return html[html.index('<article class="rulebook">') : html.index("</article>")]


@pytest.fixture
def renders(monkeypatch):
    """The articles rendered, by template name."""
    done = []
    real = views.render_to_string

    def counted(name, *args, **kwargs):
        done.append(name)
        return real(name, *args, **kwargs)

    monkeypatch.setattr(views, "render_to_string", counted)
    return done


def test_a_page_is_rendered_once_per_language(client, renders):
    for _ in range(3):
        assert client.get("/rules/samba/").status_code == 200
        assert client.get("/ja/rules/samba/").status_code == 200
    assert renders == ["rules/page.html#article"] * 2
    assert set(PAGES["samba"].articles) == {"en", "ja"}


def test_the_kept_text_is_the_text_a_fresh_rendering_gives(client):
    for slug in PAGES:
        for prefix in ("", "/ja"):
            kept = [article(without_secrets(client.get(f"{prefix}/rules/{slug}/"))) for _ in range(2)]
            with override_settings(DEBUG=True):
                fresh = article(without_secrets(client.get(f"{prefix}/rules/{slug}/")))
            assert kept[0] == kept[1] == fresh, (slug, prefix)


def test_each_request_gets_its_own_token_and_nonce(client):
    pages = [client.get("/rules/classic-canasta/").text for _ in range(2)]
    nonces = [re.search(r'nonce="([^"]+)"', page).group(1) for page in pages]
    assert nonces[0] != nonces[1]


@override_settings(DEBUG=True)
def test_under_debug_every_request_renders_afresh(client, renders):
    client.get("/rules/samba/")
    client.get("/rules/samba/")
    assert renders == ["rules/page.html#article"] * 2


@pytest.mark.django_db
def test_a_games_own_page_shows_its_house_rules_after_the_usual_page_was_kept(client, make_game):
    game = make_game(target=7500)
    client.get("/rules/classic-canasta/")
    html = client.get(reverse("game_rules", args=[game.slug])).text
    assert "Shown with this game&#x27;s house rules:" in html or "Shown with this game's house rules:" in html
    assert "7,500" in article(html)
