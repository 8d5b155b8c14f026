"""Two things only a browser shows (issue 28): the live sheet asks the server once every POLL_SECONDS, no
more and no less; and a deal's draft stays in the phone until the server has answered its save (a save
lost to no signal loses nothing typed)."""

import pytest
from playwright.sync_api import expect

from scorekeeper.models import Deal
from scorekeeper.views.live import POLL_SECONDS
from tests.browser.conftest import PHONE, WAIT_MS, LivePolls, held_clock, until

pytestmark = pytest.mark.django_db(transaction=True)

TICKS = 5


def test_the_live_sheet_polls_once_every_interval(make_game, phone):
    """The page's clock moved by hand a quarter interval at a time, each poll answered before the next step:
    one poll an interval (a sheet polling four times as often, or half as often, fails). The polls are counted
    in the page, which has sent a step's poll when the step returns (Playwright's report of it may come later)."""
    game = make_game(deals=[[{"melded_points": 100}, {"melded_points": 60}]])
    polls = LivePolls(phone)
    phone.clock.install()
    phone.goto(f"/g/{game.slug}/")
    held_clock(phone)
    polls.settle()
    before = polls.sent()
    for _step in range(TICKS * 4):
        phone.clock.run_for(POLL_SECONDS * 1000 // 4)
        polls.settle()
    assert polls.sent() - before == TICKS, f"{polls.sent() - before} polls in {TICKS} intervals"


def drafts(page) -> dict:
    return page.evaluate(
        "() => Object.fromEntries(Object.keys(localStorage).filter(k => k.startsWith('meld-draft:'))"
        ".map(k => [k, JSON.parse(localStorage.getItem(k))]))"
    )


def test_the_draft_is_kept_until_the_save_is_answered(make_game, browser, live_server):
    """A page of its own: the lost signal is reported in the console, which the `phone` fixture forbids."""
    game = make_game()
    context = browser.new_context(**PHONE, base_url=live_server.url)
    phone = context.new_page()
    phone.set_default_timeout(WAIT_MS)
    phone.goto(f"/g/{game.slug}/deal/")
    phone.locator("#id_s0-melded_points").fill("150")
    phone.locator("#id_s1-melded_points").fill("90")
    held = []
    phone.route(
        f"**/g/{game.slug}/deal/",
        lambda route: held.append(route) if route.request.method == "POST" else route.continue_(),
    )
    phone.locator("form.deal button[type=submit]").click()
    until(phone, lambda: held, "the save to be sent")
    assert len(held) == 1  # the save is on its way, unanswered
    kept = drafts(phone)
    assert [draft["fields"]["s0-melded_points"] for draft in kept.values()] == ["150"], kept

    held[0].abort("internetdisconnected")  # the signal is lost before the answer
    expect(phone.locator("[data-unsent-note]")).to_be_visible()
    kept = drafts(phone)
    assert [(d["fields"]["s0-melded_points"], d["fields"]["s1-melded_points"]) for d in kept.values()] == [
        ("150", "90")
    ]
    assert Deal.objects.filter(game=game).count() == 0

    phone.unroute(f"**/g/{game.slug}/deal/")
    phone.locator("form.deal button[type=submit]").click()
    expect(phone.locator(".sheet tbody tr")).to_have_count(1)  # saved, the sheet shown
    assert Deal.objects.filter(game=game).count() == 1
    # Dropped once the sheet shows the deal saved.
    phone.wait_for_function("() => !Object.keys(localStorage).some(key => key.startsWith('meld-draft:'))")
    context.close()
