"""Two things only a browser shows (issue 28): the live sheet asks the server once every POLL_SECONDS, no
more and no less; and a deal's draft stays in the phone until the server has answered its save (a save
lost to no signal loses nothing typed)."""

import datetime

import pytest
from playwright.sync_api import expect

from scorekeeper.models import Deal
from scorekeeper.views.live import POLL_SECONDS
from tests.browser.conftest import PHONE

pytestmark = pytest.mark.django_db(transaction=True)

TICKS = 5


def test_the_live_sheet_polls_once_every_interval(make_game, phone):
    """The page's clock moved by hand a quarter interval at a time, each poll answered before the next step:
    one poll an interval (a sheet polling four times as often, or half as often, fails)."""
    game = make_game(deals=[[{"melded_points": 100}, {"melded_points": 60}]])
    live = f"/g/{game.slug}/live/"
    sent, answered = [], []
    phone.on("request", lambda request: live in request.url and sent.append(request.url))
    phone.on("response", lambda response: live in response.url and answered.append(response.url))

    def settle() -> None:
        for _wait in range(250):  # until every poll sent is answered
            if len(answered) == len(sent):
                return
            phone.wait_for_timeout(20)
        raise AssertionError(f"{len(sent) - len(answered)} polls unanswered")

    start = datetime.datetime(2026, 11, 27, 20, 0, tzinfo=datetime.UTC)
    phone.clock.install(time=start)
    phone.goto(f"/g/{game.slug}/")
    # From here the page's time moves only by hand: paused a minute on, ahead of it however long the page took
    # to load (the jump's polls are answered, then forgotten).
    phone.clock.pause_at(start + datetime.timedelta(minutes=1))
    settle()
    sent.clear()
    answered.clear()
    for _step in range(TICKS * 4):
        phone.clock.run_for(POLL_SECONDS * 1000 // 4)
        settle()
    assert len(sent) == TICKS, f"{len(sent)} polls in {TICKS} intervals"


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
    phone.set_default_timeout(10_000)
    phone.goto(f"/g/{game.slug}/deal/")
    phone.locator("#id_s0-melded_points").fill("150")
    phone.locator("#id_s1-melded_points").fill("90")
    held = []
    phone.route(
        f"**/g/{game.slug}/deal/",
        lambda route: held.append(route) if route.request.method == "POST" else route.continue_(),
    )
    phone.locator("form.deal button[type=submit]").click()
    phone.wait_for_timeout(300)
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
