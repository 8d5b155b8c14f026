"""The rule pages are rendered once per release and language (rules/book/rendered.py): each worker keeps
them, and every response gets its own CSRF token and CSP nonce."""

import re

import pytest
from django.test import override_settings
from django.urls import reverse

from rules.book import rendered
from rules.book.pages import PAGES
from tests import without_secrets


def article(html: str) -> str:
    return html[html.index('<article class="rulebook">') : html.index("</article>")]


@pytest.fixture
def renders(monkeypatch):
    """The pages rendered afresh (not served from a kept copy), by template name."""
    done = []
    page, text = rendered.render, rendered.render_to_string
    monkeypatch.setattr(
        rendered, "render", lambda request, name, *a, **k: done.append(name) or page(request, name, *a, **k)
    )
    monkeypatch.setattr(rendered, "render_to_string", lambda name, *a, **k: done.append(name) or text(name, *a, **k))
    return done


def test_a_page_is_rendered_once_per_language(client, renders):
    for _ in range(3):
        assert client.get("/rules/samba/").status_code == 200
        assert client.get("/ja/rules/samba/").status_code == 200
    assert renders == ["rules/page.html"] * 2


def test_the_kept_text_is_the_text_a_fresh_rendering_gives(client):
    for slug in PAGES:
        for prefix in ("", "/ja"):
            kept = [article(without_secrets(client.get(f"{prefix}/rules/{slug}/"))) for _ in range(2)]
            with override_settings(DEBUG=True):
                fresh = article(without_secrets(client.get(f"{prefix}/rules/{slug}/")))
            assert kept[0] == kept[1] == fresh, (slug, prefix)


def test_each_page_is_kept_apart_from_the_others(client):
    """Every rule page kept in one worker is found again under its own name, not the first one kept."""
    slugs = ["classic-canasta", "samba", "kalooki"] * 2
    titles = [re.search(r"<h1>([^<]+)</h1>", client.get(f"/rules/{slug}/").text).group(1) for slug in slugs]
    assert titles == ["Classic Canasta", "Samba", "Kalooki"] * 2


def test_each_request_gets_its_own_token(client):
    """The kept page's CSRF token is masked afresh for each response."""
    pages = [client.get("/rules/classic-canasta/").text for _ in range(2)]
    tokens = [re.search(r'"X-CSRFToken": "([^"]+)"', page).group(1) for page in pages]
    assert tokens[0] != tokens[1]
    assert rendered.TOKEN not in pages[1] and rendered.NONCE not in pages[1]


def test_a_page_only_to_read_loads_no_htmx(client):
    """The rule book's links are plain links; its first load is lighter (bench/budgets.py)."""
    assert "htmx-2.min" not in client.get("/ja/rules/classic-canasta/").text
    assert "htmx-2.min" in client.get("/glossary/").text


@override_settings(DEBUG=True)
def test_under_debug_every_request_renders_afresh(client, renders):
    client.get("/rules/samba/")
    client.get("/rules/samba/")
    assert renders == ["rules/page.html"] * 2


@pytest.mark.django_db
def test_a_games_own_page_shows_its_house_rules_after_the_usual_page_was_kept(client, make_game):
    game = make_game(target=7500)
    client.get("/rules/classic-canasta/")
    html = client.get(reverse("game_rules", args=[game.slug])).text
    assert "Shown with this game&#x27;s house rules:" in html or "Shown with this game's house rules:" in html
    assert "7,500" in article(html)
