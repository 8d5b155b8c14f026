"""The error pages a phone can meet, as it meets them: a database that is away (503), a form sent after its
token went stale (403), a method a page does not take (405), a request too big (400). Each is our own page,
in the page's language, with no inline style for the strict CSP to block, in light and dark."""

import pytest
from django.db import OperationalError
from django.urls import reverse
from playwright.sync_api import expect

from tests.browser.conftest import PHONE, WAIT_MS

pytestmark = pytest.mark.django_db(transaction=True)

ERRORS_THAT_ARE_THE_POINT = "Failed to load resource: the server responded with a status of"


@pytest.fixture(params=["light", "dark"])
def scheme(request):
    return request.param


@pytest.fixture
def browse(browser, live_server, scheme):
    """A phone-sized page in a light or dark theme; any console error but the status itself fails the test
    (a style or script the CSP blocked would be one)."""
    context = browser.new_context(**PHONE, base_url=live_server.url, color_scheme=scheme)
    page = context.new_page()
    page.set_default_timeout(WAIT_MS)
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on(
        "console",
        lambda message: (
            message.type == "error"
            and not message.text.startswith(ERRORS_THAT_ARE_THE_POINT)
            and errors.append(message.text)
        ),
    )
    yield page
    context.close()
    assert errors == [], f"the page reported errors: {errors}"


def post_from_the_page(page, url: str, fields: dict[str, str]) -> None:
    """Send a form as the browser does, with the page's CSRF token."""
    page.evaluate(
        """([url, fields]) => {
            const form = document.createElement("form");
            form.method = "post";
            form.action = url;
            const token = document.querySelector("[name=csrfmiddlewaretoken]").value;
            for (const [name, value] of Object.entries({...fields, csrfmiddlewaretoken: token})) {
                const input = document.createElement("input");
                input.type = "hidden"; input.name = name; input.value = value;
                form.append(input);
            }
            document.body.append(form);
            form.submit();
        }""",
        [url, fields],
    )


def looks_right(page) -> None:
    expect(page.locator(".topbar .brand")).to_be_visible()
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    # Our stylesheet applied: the page is laid out like every other page of Meld.
    assert page.evaluate("getComputedStyle(document.querySelector('.page')).maxWidth") != "none"


@pytest.mark.parametrize("prefix", ["", "/ja"], ids=["en", "ja"])
def test_a_database_that_is_away_shows_its_page_and_the_rule_book_still_opens(
    browse, shot, scheme, prefix, make_game, monkeypatch
):
    game = make_game()

    def away(*args, **kwargs):
        raise OperationalError("could not connect to server")

    monkeypatch.setattr("scorekeeper.views.live.latest_sheet", away)
    response = browse.goto(f"{prefix}{game.get_absolute_url()}")
    assert response.status == 503
    heading = "今はスコアのデータに接続できません" if prefix else "Meld cannot reach its scores just now"
    expect(browse.locator("h1")).to_have_text(heading)
    looks_right(browse)
    shot(browse, f"503-{scheme}")
    browse.locator("a.button").click()
    expect(browse).to_have_url(f"{browse.url.split('/rules/')[0]}/rules/")
    expect(browse.locator("h1")).to_be_visible()


def fill_a_deal(page) -> None:
    page.locator("#id_s0-melded_points").fill("120")
    page.locator("#id_s1-hand_points").fill("45")


def entries_kept(page) -> None:
    expect(page.locator("#id_s0-melded_points")).to_have_value("120")
    expect(page.locator("#id_s1-hand_points")).to_have_value("45")


def test_saving_while_the_database_is_away_keeps_the_form_and_says_so(browse, shot, scheme, make_game, monkeypatch):
    game = make_game()
    browse.goto(f"/g/{game.slug}/deal/")
    fill_a_deal(browse)

    def away(*args, **kwargs):
        raise OperationalError("could not connect to server")

    monkeypatch.setattr("scorekeeper.views.deals.add_deal", away)
    browse.get_by_role("button", name="Save deal").click()
    notice = browse.locator("#request-error")
    expect(notice).to_contain_text("Meld cannot reach its scores just now")
    expect(notice).to_contain_text("a deal you were entering was not saved")
    entries_kept(browse)
    expect(browse.locator("h1")).to_have_text("Deal 1")
    assert browse.evaluate("window.scrollY") == 0  # the notice is in view
    shot(browse, f"503-notice-{scheme}")
    assert not game.deals.exists()

    monkeypatch.undo()  # the database is back: the same form saves
    browse.get_by_role("button", name="Save deal").click()
    expect(browse.locator(".sheet tbody tr")).to_have_count(1)
    expect(browse.locator("#request-error")).to_be_hidden()


def test_a_form_sent_with_a_stale_token_keeps_its_entries_and_says_nothing_was_saved(browse, shot, scheme, make_game):
    game = make_game()
    browse.goto(f"/ja/g/{game.slug}/deal/")
    fill_a_deal(browse)
    browse.context.clear_cookies()  # the phone lost its cookies meanwhile
    browse.get_by_role("button", name="ディールを保存").click()
    notice = browse.locator("#request-error")
    expect(notice).to_contain_text("フォームを送信できませんでした")
    expect(notice).to_contain_text("Cookieを許可してください")
    entries_kept(browse)
    shot(browse, f"403-csrf-ja-{scheme}")
    assert not game.deals.exists()


def test_a_form_sent_with_a_stale_token_without_htmx_gets_the_whole_page(browse, shot, scheme, make_game):
    game = make_game()
    browse.goto(game.get_absolute_url())
    browse.context.clear_cookies()
    post_from_the_page(browse, reverse("new_deal", args=[game.slug]), {"s0-melded_points": "50"})
    expect(browse.locator("h1")).to_have_text("That form could not be sent")
    looks_right(browse)
    shot(browse, f"403-csrf-{scheme}")


def test_a_method_a_page_does_not_take_says_so(browse, shot, scheme, make_game):
    game = make_game()
    browse.goto(game.get_absolute_url())
    post_from_the_page(browse, game.get_absolute_url(), {})
    expect(browse.locator("h1")).to_have_text("This page cannot do that")
    looks_right(browse)
    shot(browse, f"405-{scheme}")


def test_a_request_too_big_to_read_says_so(browse, shot, scheme):
    browse.goto("/import/")
    post_from_the_page(browse, "/import/", {"text": "x" * (3 * 1024 * 1024)})
    expect(browse.locator("h1")).to_have_text("Meld could not read that")
    looks_right(browse)
    shot(browse, f"400-{scheme}")
