"""The score sheet shows the address other phones on the same Wi-Fi open (README: Phones on the
same Wi-Fi), when the server listens on every interface and ALLOWED_HOSTS lets that address in."""

import pytest
from django.test import override_settings
from playwright.sync_api import expect

from scorekeeper import network
from tests.browser.conftest import EN_LIGHT_JA_DARK, PHONE, ids

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize(("language", "scheme"), EN_LIGHT_JA_DARK, ids=ids(EN_LIGHT_JA_DARK))
def test_the_sheet_shows_the_address_for_other_phones(
    browser, live_server, make_game, monkeypatch, language, scheme, shot
):
    monkeypatch.setattr(network, "lan_address", lambda: "192.168.1.20")  # the server's own sockets stay real
    monkeypatch.setenv("HOST", "0.0.0.0")
    monkeypatch.delenv("PORT", raising=False)
    game = make_game(deals=[[{"melded_points": 100}, {"melded_points": 60}]])
    prefix = "" if language == "en" else "/ja"
    context = browser.new_context(**PHONE, base_url=live_server.url, color_scheme=scheme)
    page = context.new_page()
    with override_settings(ALLOWED_HOSTS=["localhost", "127.0.0.1", "192.168.1.20"]):
        page.goto(f"{prefix}/g/{game.slug}/")
        link = page.locator(".lan-url a")
        expect(link).to_have_text(f"http://192.168.1.20:8000{prefix}/g/{game.slug}/")
        link.scroll_into_view_if_needed()
        shot(page, "address", full_page=False)
    context.close()
