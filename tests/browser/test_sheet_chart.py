"""The score sheet at the table: the chart of running totals, what each side needs, and the
keep-the-screen-on switch (shown only where the browser has a Screen Wake Lock)."""

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import LOOKS, PHONE, ids

pytestmark = pytest.mark.django_db(transaction=True)

DEALS = [
    [{"melded_points": 600, "natural_canastas": 1}, {"melded_points": 300}],
    [{"melded_points": 500}, {"melded_points": 450, "mixed_canastas": 1}],
    [{"melded_points": 200}, {"melded_points": 700, "natural_canastas": 1}],
]


@pytest.mark.parametrize(("language", "scheme"), LOOKS, ids=ids(LOOKS))
def test_the_sheet_charts_the_totals_and_says_what_each_side_needs(
    browser, live_server, make_game, language, scheme, shot
):
    game = make_game(deals=DEALS)
    context = browser.new_context(**PHONE, base_url=live_server.url, color_scheme=scheme)
    page = context.new_page()
    page.goto(f"{'' if language == 'en' else '/ja'}/g/{game.slug}/")
    chart = page.locator("figure.chart > svg")
    expect(chart).to_be_visible()
    expect(page.locator("figure.chart > svg polyline")).to_have_count(2)
    expect(page.locator(".board .to-go")).to_have_count(2)
    expect(page.locator("[data-wake-lock]")).to_be_visible()  # Chromium has the wake lock
    page.locator(".board").scroll_into_view_if_needed()
    shot(page, "1-board", full_page=False)
    page.locator(".chart-legend").scroll_into_view_if_needed()
    shot(page, "2-chart", full_page=False)
    context.close()


def test_the_switch_keeps_the_screen_on_and_lets_it_go(phone, make_game):
    page = phone
    page.goto(f"/g/{make_game(deals=DEALS[:1]).slug}/")
    switch = page.locator("[data-wake-lock] input")
    switch.check()
    page.wait_for_function("() => sessionStorage.getItem('meld-wake-lock') === 'on'")
    switch.uncheck()
    page.wait_for_function("() => sessionStorage.getItem('meld-wake-lock') === 'off'")


def test_the_switch_is_hidden_where_the_browser_has_no_wake_lock(browser, live_server, make_game):
    context = browser.new_context(**PHONE, base_url=live_server.url)
    context.add_init_script("delete Navigator.prototype.wakeLock")
    page = context.new_page()
    page.goto(f"/g/{make_game(deals=DEALS[:1]).slug}/")
    expect(page.locator("figure.chart")).to_be_visible()
    expect(page.locator("[data-wake-lock]")).to_be_hidden()
    context.close()
