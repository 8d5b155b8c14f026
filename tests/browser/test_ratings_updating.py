"""While a league's ratings wait for their replay after a correction (leagues/services/results.py), its
standings and player pages say so, on a phone in English and Japanese, light and dark."""

import pytest
from playwright.sync_api import expect

from leagues.models import League
from leagues.services.leagues import create_league
from tests.browser.conftest import LOOKS, PHONE, WAIT_MS, ids
from tests.leagues.conftest import finished

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize("look", LOOKS, ids=ids(LOOKS))
def test_the_standings_say_ratings_updating(browser, live_server, look, shot):
    language, scheme = look
    prefix = "" if language == "en" else f"/{language}"
    league = create_league("Tuesday club", "classic-canasta")
    finished(league, ["Aiko", "Ben"], ["Chie", "Dan"], totals=[5100, 3000])
    finished(league, ["Aiko", "Chie"], ["Ben", "Dan"], totals=[4000, 5200])
    League.objects.filter(pk=league.pk).update(ratings_from=1)  # as a correction leaves it until the worker is done
    context = browser.new_context(**PHONE, base_url=live_server.url, color_scheme=scheme)
    page = context.new_page()
    page.set_default_timeout(WAIT_MS)
    for name, path in (
        ("standings", league.get_absolute_url()),
        ("player", league.players.get(name="Aiko").get_absolute_url()),
    ):
        page.goto(prefix + path)
        note = page.locator(".ratings-updating")
        expect(note).to_be_visible()
        expect(note).to_contain_text("Ratings updating" if language == "en" else "レーティングを更新中")
        assert page.evaluate("document.documentElement.scrollWidth") <= 390
        shot(page, f"ratings-updating-{name}")
    context.close()
