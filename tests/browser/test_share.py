"""The multi-phone table: one phone keeps score on the edit link, another follows on the view link and
sees each deal appear without a reload or a tap; the share panel shows both links as QR codes."""

import pytest
from playwright.sync_api import expect

from scorekeeper.views.live import POLL_SECONDS
from tests.browser.conftest import (
    EN_DARK_JA_LIGHT,
    EN_LIGHT_JA_DARK,
    LOOKS,
    PHONE,
    LivePolls,
    held_clock,
    ids,
    requests_so_far,
)

pytestmark = pytest.mark.django_db(transaction=True)

SAVE = "form.deal button[type=submit]"
POLL_MS = POLL_SECONDS * 1000


@pytest.mark.parametrize("two_phones", EN_LIGHT_JA_DARK, indirect=True, ids=ids(EN_LIGHT_JA_DARK))
def test_the_viewer_sees_a_deal_appear_at_its_next_poll_without_a_reload(make_game, two_phones, shot):
    """The viewer's clock moves by hand: the deal shows after one poll interval of the page's time (a sheet that
    polled less often would not have asked yet), however long the machine takes to answer."""
    prefix, scorer, viewer = two_phones
    game = make_game(deals=[[{"melded_points": 100}, {"melded_points": 60}]])
    polls = LivePolls(viewer)
    viewer.clock.install()
    viewer.goto(f"{prefix}/v/{game.view_slug}/")
    held_clock(viewer)
    polls.settle()
    expect(viewer.locator(".sheet tbody tr")).to_have_count(1)
    expect(viewer.locator("form:not(.lang-switch)")).to_have_count(0)  # nothing that changes the game
    expect(viewer.locator(".sheet a")).to_have_count(0)
    viewer.evaluate("window.stillTheSamePage = true")
    shot(viewer, "viewer-before", full_page=False)

    scorer.goto(f"{prefix}/g/{game.slug}/deal/")
    scorer.locator("#id_s0-melded_points").fill("150")
    scorer.locator(SAVE).click()
    expect(scorer.locator(".sheet tbody tr")).to_have_count(2)
    expect(viewer.locator(".sheet tbody tr")).to_have_count(1)  # not asked yet

    viewer.clock.run_for(POLL_MS)
    expect(viewer.locator(".sheet tbody tr")).to_have_count(2)
    expect(viewer.locator(".board .total").first).to_have_text("250")
    assert viewer.evaluate("window.stillTheSamePage") is True  # swapped in place, not reloaded
    shot(viewer, "viewer-after", full_page=False)


def hidden(page, hide: bool) -> None:
    """The phone's screen goes off (or on again): the page is told, as a browser tells it."""
    page.evaluate(
        "(hide) => { Object.defineProperty(document, 'hidden', {value: hide, configurable: true});"
        " document.dispatchEvent(new Event('visibilitychange')); }",
        hide,
    )


@pytest.mark.parametrize("two_phones", LOOKS[:1], indirect=True, ids=ids(LOOKS[:1]))
def test_the_viewer_polls_with_304s_and_stops_while_hidden(make_game, two_phones):
    """The page's clock moves by hand, and the polls are counted in the page: a step of the clock returns when the
    page has sent what it sends (the test once counted the answers Playwright reported after 4.5 s of real time,
    and on a busy machine an answer to a poll sent before the page was hidden came in after it)."""
    prefix, _scorer, viewer = two_phones
    game = make_game()
    polls = LivePolls(viewer)
    viewer.clock.install()
    viewer.goto(f"{prefix}/v/{game.view_slug}/")
    held_clock(viewer)
    polls.settle()
    before = polls.sent()
    for _interval in range(2):  # each poll answered before the next is due (one in flight, the next is skipped)
        viewer.clock.run_for(POLL_MS)
        polls.settle()
    assert polls.sent() == before + 2  # one an interval
    assert set(polls.answers()) == {304}  # nothing changed: nothing sent back

    hidden(viewer, True)
    seen = polls.sent()
    viewer.clock.run_for(5 * POLL_MS)
    assert polls.sent() == seen  # no poll while the page is hidden
    hidden(viewer, False)
    assert polls.sent() == seen + 1  # shown again: asked at once
    polls.settle()
    viewer.clock.run_for(POLL_MS)
    assert polls.sent() == seen + 2  # and once an interval again
    polls.settle()
    assert set(polls.answers()) == {304}


@pytest.mark.parametrize("look", EN_DARK_JA_LIGHT, ids=ids(EN_DARK_JA_LIGHT))
def test_the_share_panel_shows_both_links_as_qr_codes(browser, live_server, shot, look):
    language, scheme = look
    prefix = "" if language == "en" else f"/{language}"
    context = browser.new_context(**PHONE, base_url=live_server.url, color_scheme=scheme)
    page = context.new_page()
    errors = []
    page.on("console", lambda message: message.type == "error" and errors.append(message.text))
    page.goto(f"{prefix}/new/")
    qr_codes = []
    page.on("request", lambda request: request.url.endswith("/qr.svg") and qr_codes.append(request.url))
    page.locator("#start-form button.primary[type=submit]").click()
    expect(page.locator("#share .qr img")).to_have_count(2)
    page.evaluate("() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")  # laid out
    requests_so_far(page)
    assert qr_codes == []  # loaded only when the panel is opened: the sheet's first load stays small
    page.locator("#share summary").click()
    for image in page.locator("#share .qr img").all():  # both drawn (an image that failed has no width)
        expect(image).to_be_visible()
        page.wait_for_function("image => image.complete && image.naturalWidth > 0", arg=image.element_handle())
    assert len(qr_codes) == 2
    expect(page.locator("#share form.renew")).to_have_count(2)  # the owner's phone may renew them
    expect(page.locator("[data-copy]").first).to_be_visible()
    view_url = page.locator("#share-view-url").text_content().strip()
    assert "/v/" in view_url
    context.grant_permissions(["clipboard-read", "clipboard-write"])
    page.locator("[data-copy]").first.click()
    expect(page.locator("[data-copy]").first).to_have_text("Copied" if language == "en" else "コピーしました")
    assert page.evaluate("navigator.clipboard.readText()") == view_url
    page.locator("#share").scroll_into_view_if_needed()
    shot(page, "share-panel", full_page=False)
    shot(page, "share-panel-full")

    viewer = context.browser.new_context(**PHONE, base_url=live_server.url, color_scheme=scheme).new_page()
    viewer.goto(view_url)
    expect(viewer.locator(".topbar-note")).to_be_visible()
    viewer.locator("#share summary").click()
    expect(viewer.locator("#share .qr img")).to_have_count(1)  # a viewer passes on the view link only
    expect(viewer.locator("#share form")).to_have_count(0)
    shot(viewer, "viewer-sheet")
    viewer.locator(".footer-links a").first.click()  # the game's rule page, and the way back to the view
    expect(viewer.locator(".topbar-link").first).to_have_attribute("href", view_url.split(live_server.url)[1])
    shot(viewer, "viewer-rules", full_page=False)

    edit_url = page.locator("#share-edit-url").text_content().strip()
    editor = context.browser.new_context(**PHONE, base_url=live_server.url, color_scheme=scheme).new_page()
    editor.goto(edit_url + "details/")
    expect(editor.locator(".danger-link")).to_have_count(0)  # deleting the game is the owner's
    shot(editor, "editor-details")
    context.close()
    viewer.context.close()
    editor.context.close()
    assert errors == []
