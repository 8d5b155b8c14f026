"""No signal at the table (Playwright's offline mode): pages this phone opened and the rule book
stay readable, the preview says it is not updated, and a deal saved with no signal arrives once
when the signal is back."""

import re

import pytest
from playwright.sync_api import expect

from scorekeeper.models import Deal
from tests.browser.conftest import EN_DARK_JA_LIGHT, EN_LIGHT_JA_DARK, ids, requests_so_far

pytestmark = pytest.mark.django_db(transaction=True)

TEXTS = {
    "en": {"unsent": "No signal: the deal was not saved", "stale": "Not updated: no signal", "offline": "No signal"},
    "ja": {"unsent": "電波がありません", "stale": "更新されていません", "offline": "電波がありません"},
}


def worker_ready(page) -> None:
    """Wait until the service worker controls the page and has kept the shell and rule book."""
    page.wait_for_function("() => navigator.serviceWorker.controller !== null")
    page.evaluate("navigator.serviceWorker.ready")


@pytest.mark.parametrize("offline_phone", EN_LIGHT_JA_DARK, indirect=True, ids=ids(EN_LIGHT_JA_DARK))
def test_a_deal_saved_with_no_signal_arrives_once_when_the_signal_is_back(make_game, offline_phone, shot):
    prefix, language, context, page = offline_phone
    page.clock.install()  # the page's timers, run on by hand below to show no second send
    game = make_game(deals=[[{"melded_points": 100}, {"melded_points": 60}]])
    page.goto(f"{prefix}/g/{game.slug}/deal/")
    worker_ready(page)
    page.locator("#id_s0-melded_points").fill("150")
    expect(page.locator("#preview-summary")).to_contain_text("150")

    context.set_offline(True)
    page.locator("#id_s1-hand_points").fill("40")  # the preview cannot be asked
    expect(page.locator("#preview .stale-note")).to_contain_text(TEXTS[language]["stale"])
    page.locator("form.deal button[type=submit]").click()
    expect(page.locator("[data-unsent-note]")).to_contain_text(TEXTS[language]["unsent"])
    expect(page.locator("#id_s0-melded_points")).to_have_value("150")  # the entry stays in the form
    expect(page.locator("#no-signal")).to_be_visible()
    shot(page, "1-unsent", full_page=False)
    assert game.deals.count() == 1

    context.set_offline(False)
    expect(page.locator(".sheet tbody tr")).to_have_count(2)  # sent by itself, the sheet shown
    shot(page, "2-arrived", full_page=False)
    posts = []
    page.on("request", lambda request: request.method == "POST" and posts.append(request.url))
    page.clock.run_for(12_000)  # deal.js tries again every 5 s while a deal is unsent: twice over
    requests_so_far(page)  # what those tries would have sent is told by now
    assert posts == []
    assert Deal.objects.filter(game=game).count() == 2


@pytest.mark.parametrize("offline_phone", EN_DARK_JA_LIGHT, indirect=True, ids=ids(EN_DARK_JA_LIGHT))
def test_the_preview_recovers_when_the_signal_is_back(make_game, offline_phone, shot):
    prefix, language, context, page = offline_phone
    game = make_game()
    page.goto(f"{prefix}/g/{game.slug}/deal/")
    worker_ready(page)
    context.set_offline(True)
    page.locator("#id_s0-melded_points").fill("150")
    expect(page.locator("#preview .stale-note")).to_be_visible()
    expect(page.locator("#preview-summary")).to_have_class("summary stale")
    expect(page.locator("#preview-summary")).to_have_attribute("data-stale", re.compile(TEXTS[language]["stale"]))
    shot(page, "stale", full_page=False)
    context.set_offline(False)
    expect(page.locator("#preview .stale-note")).to_have_count(0)
    expect(page.locator("#preview-summary")).to_contain_text("150")


@pytest.mark.parametrize("offline_phone", EN_DARK_JA_LIGHT, indirect=True, ids=ids(EN_DARK_JA_LIGHT))
def test_the_rule_book_and_a_sheet_opened_before_are_readable_with_no_signal(make_game, offline_phone, shot):
    prefix, language, context, page = offline_phone
    game = make_game(deals=[[{"melded_points": 100}, {"melded_points": 60}]])
    page.goto(f"{prefix}/g/{game.slug}/")
    worker_ready(page)
    context.set_offline(True)

    page.goto(f"{prefix}/rules/classic-canasta/")  # never opened: kept when the worker was installed
    expect(page.locator("#quick")).to_be_visible()
    other = "/ja" if prefix == "" else ""
    page.goto(f"{other}/rules/classic-canasta/")  # the other language too
    expect(page.locator("#quick")).to_be_visible()
    shot(page, "1-rules", full_page=False)

    page.goto(f"{prefix}/g/{game.slug}/")
    expect(page.locator(".sheet tbody tr")).to_have_count(1)
    expect(page.locator("#no-signal")).to_be_visible()
    shot(page, "2-sheet", full_page=False)

    page.goto(f"{prefix}/glossary/")  # never opened: the offline page, in the page's language
    expect(page.locator("h1")).to_have_text(TEXTS[language]["offline"])
    shot(page, "3-offline-page", full_page=False)


def test_a_resent_save_is_not_doubled(make_game, phone):
    """The same form posted twice (a Save that arrived, its answer lost, sent again): one deal."""
    game = make_game()
    page = phone
    page.goto(f"/g/{game.slug}/deal/")
    page.locator("#id_s0-melded_points").fill("120")
    body = page.evaluate("new URLSearchParams(new FormData(document.querySelector('form.deal'))).toString()")
    for _send in range(2):
        page.evaluate(
            """body => fetch(location.pathname, {method: "POST", body,
                 headers: {"Content-Type": "application/x-www-form-urlencoded"}})""",
            body,
        )
    assert Deal.objects.filter(game=game).count() == 1
