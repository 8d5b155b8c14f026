"""Real Chromium at a phone's size, driving pages served by a live server.

Debian's Chromium (/usr/bin/chromium, or MELD_CHROMIUM) is driven through
Playwright; no browser is ever downloaded. Without Chromium the tests skip,
unless MELD_REQUIRE_BROWSER=1 (set by .ci/run) makes that a failure.
"""

import os
import time
import uuid
from collections.abc import Callable
from pathlib import Path

import pytest
from django.test import Client
from playwright.sync_api import expect

from tests import skip_unless

# Playwright's sync API runs an event loop in this thread; the test code that
# reads the database from here is still plain synchronous code.
os.environ.setdefault("DJANGO_ALLOW_ASYNC_UNSAFE", "1")

CHROMIUM = os.environ.get("MELD_CHROMIUM", "/usr/bin/chromium")
FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
PHONE = {
    "viewport": {"width": 390, "height": 844},
    "device_scale_factor": 3,
    "is_mobile": True,
    "has_touch": True,
    "user_agent": "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) "
    "Chrome/156.0 Mobile Safari/537.36",
    # No service worker, except in the tests marked service_worker and the offline tests: installing
    # it fetches the whole rule book in both languages, a third of the browser tests' time.
    "service_workers": "block",
}
SHOTS = Path(__file__).resolve().parents[2] / "test-artifacts"

# How long a step may wait for what it waits for (a page, an element, an answer): waiting ends as soon as it
# comes, so this only bounds a test that fails. Playwright's own default for actions; its `expect` waits 5 s
# by default, which a page saved and swapped in on a machine at load 10 has taken. No test waits for a
# clock: what must happen within some time runs on the page's clock, moved by hand (LivePolls below).
WAIT_MS = 30_000
expect.set_options(timeout=WAIT_MS)


def signed_in(browser, live_server, user, **options):
    """A browser context in which `user` is logged in (the session cookie of a test client's login)."""
    client = Client()
    client.force_login(user)
    context = browser.new_context(base_url=live_server.url, **options)
    context.add_cookies([{"name": "sessionid", "value": client.cookies["sessionid"].value, "url": live_server.url}])
    return context


@pytest.fixture(scope="session")
def browser():
    reason = f"no Chromium at {CHROMIUM} (install Debian's chromium, or set MELD_CHROMIUM)"
    skip_unless(os.path.exists(CHROMIUM), reason, "MELD_REQUIRE_BROWSER")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        yield browser
        browser.close()


@pytest.fixture
def phone(browser, live_server, request):
    """A page in a fresh phone-sized browser context (with the service worker when the test is marked so)."""
    workers = "allow" if request.node.get_closest_marker("service_worker") else "block"
    context = browser.new_context(**{**PHONE, "service_workers": workers}, base_url=live_server.url)
    page = context.new_page()
    page.set_default_timeout(WAIT_MS)
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("console", lambda message: message.type == "error" and errors.append(message.text))
    yield page
    context.close()
    assert errors == [], f"the page reported errors: {errors}"


@pytest.fixture
def shot(request):
    """Save a screenshot (the full page, or what the phone's screen shows) into test-artifacts/."""

    def take(page, name: str, full_page: bool = True) -> None:
        SHOTS.mkdir(exist_ok=True)
        page.screenshot(path=SHOTS / f"{request.node.name}-{name}.png", full_page=full_page)

    return take


# Languages and colour schemes a test runs in (with `two_phones`, parametrized indirectly). The scheme
# changes only colours, so a test of what the pages do runs once per language, the schemes shared
# between them: EN_LIGHT_JA_DARK or EN_DARK_JA_LIGHT (tests alternate, so the screenshots show all
# four looks). A test of how a page looks, its screenshots to be looked at, takes all of LOOKS.
LOOKS = [("en", "light"), ("ja", "dark"), ("en", "dark"), ("ja", "light")]
EN_LIGHT_JA_DARK, EN_DARK_JA_LIGHT = LOOKS[:2], LOOKS[2:]


def ids(looks: list[tuple[str, str]]) -> list[str]:
    return ["-".join(look) for look in looks]


@pytest.fixture
def two_phones(browser, live_server, request):
    """Two phones at one table (two browser contexts, each its own session), in the language and colour
    scheme of the test's parameter: (prefix of the language's paths, phone A, phone B)."""
    language, scheme = request.param
    prefix = "" if language == "en" else f"/{language}"
    contexts, pages, errors = [], [], []
    for _phone in range(2):
        context = browser.new_context(**PHONE, base_url=live_server.url, color_scheme=scheme)
        page = context.new_page()
        page.set_default_timeout(WAIT_MS)
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.on("console", lambda message: message.type == "error" and errors.append(message.text))
        contexts.append(context)
        pages.append(page)
    yield prefix, pages[0], pages[1]
    for context in contexts:
        context.close()
    assert errors == [], f"the pages reported errors: {errors}"


@pytest.fixture
def offline_phone(browser, live_server, request):
    """A phone in the language and colour scheme of the parameter, its service worker running."""
    language, scheme = request.param
    context = browser.new_context(
        **{**PHONE, "service_workers": "allow"}, base_url=live_server.url, color_scheme=scheme
    )
    page = context.new_page()
    page.set_default_timeout(WAIT_MS)
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on(
        "console",
        lambda message: message.type == "error" and not no_signal(message.text) and errors.append(message.text),
    )
    yield ("" if language == "en" else f"/{language}"), language, context, page
    context.close()
    assert errors == [], f"the page reported errors: {errors}"


def no_signal(text: str) -> bool:
    """The browser's and htmx's own log of a request that found no signal: what the test does."""
    return "ERR_INTERNET_DISCONNECTED" in text or "Failed to load resource" in text or text.startswith("htmx:")


@pytest.fixture(autouse=True)
def phrase_breaks(settings):
    """The pages as they are served: Japanese text marked between its phrases (rules/book/phrases.py)."""
    settings.PHRASE_BREAKS = True


def until(page, condition: Callable[[], object], what: str) -> None:
    """Wait until `condition()` holds (Playwright's events are delivered meanwhile), or fail saying `what`."""
    deadline = time.monotonic() + WAIT_MS / 1000
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError(f"waited {WAIT_MS // 1000} s for {what}")
        page.wait_for_timeout(20)


def requests_so_far(page) -> None:
    """Return once Playwright has told every request the page sent before this call: the page then sends one of
    its own (the page's address with a marker), which the browser reports after them. A test that shows that
    something was not sent checks after this, never after a pause that a busy machine may outlast."""
    marker = f"requests-so-far={uuid.uuid4().hex}"
    with page.expect_request(lambda request: marker in request.url):
        page.evaluate("(marker) => { fetch(`${location.pathname}?${marker}`).catch(() => {}); }", marker)


# Counts the live polls (static/js/sheet.js fetches data-live-url) in the page itself, before its scripts run.
COUNT_POLLS = """(() => {
  const polls = (window.meldPolls = { sent: 0, answers: [] });
  const fetch = window.fetch;
  window.fetch = (input, options) => {
    const answer = fetch(input, options);
    if (String(input).includes("/live/")) {
      polls.sent += 1;
      answer.then((response) => polls.answers.push(response.status), () => polls.answers.push(0));
    }
    return answer;
  };
})();"""


class LivePolls:
    """The live polls of a page, counted in the page: a poll is sent by a timer of the page, and when a step of
    the page's clock (Playwright's, moved by hand) returns, the page has sent it. Playwright's network events come
    a moment later, so a count of them read then may miss the poll of that step."""

    def __init__(self, page) -> None:
        self.page = page
        page.add_init_script(COUNT_POLLS)

    def sent(self) -> int:
        return int(self.page.evaluate("window.meldPolls.sent"))

    def answers(self) -> list[int]:
        return list(self.page.evaluate("window.meldPolls.answers"))

    def settle(self) -> None:
        """Wait until every poll sent is answered (the answer comes over the network, in real time)."""
        until(self.page, lambda: len(self.answers()) == self.sent(), "every poll to be answered")


def held_clock(page) -> None:
    """From now on the page's time moves only by hand (clock.run_for), a minute on (the page's clock must be
    installed before it loaded, clock.install): the page's timers due by then run now, once (a poll that is then
    answered before the test goes on: LivePolls.settle). A minute, not a moment: the page's time runs on while
    the test asks it the time, and pausing in its past is refused."""
    page.clock.pause_at(page.evaluate("Date.now()") / 1000 + 60)  # a number is read as seconds
