"""Japanese on a phone: a rule page, a Hand and Foot deal form and score sheet, light and dark.

The screenshots (test-artifacts/) are for a person to read; the asserts hold what a reader
would notice first: nothing wider than the screen, the app named Meld, the seeds' words, and
the line-breaking rules in force."""

import pytest
from playwright.sync_api import expect

from scorekeeper.services.deals import add_deal
from scorekeeper.services.games import SideSpec, create_game

pytestmark = pytest.mark.django_db(transaction=True)

WIDTH = 390


def fits_the_screen(page) -> None:
    assert page.evaluate("document.documentElement.scrollWidth") <= WIDTH


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_a_japanese_rule_page_sheet_and_deal_form(phone, shot, scheme):
    page = phone
    page.emulate_media(color_scheme=scheme)
    game = create_game(
        "hand-and-foot",
        [SideSpec("自分たち", ["あいこ", "けん"], 0), SideSpec("相手", ["ちえ", "だい"], 0)],
        None,
    )
    add_deal(game, [{"melded_points": 120}, {}])
    add_deal(game, [{"melded_points": 90}, {"melded_points": 150}])

    page.goto("/ja/rules/classic-canasta/")
    expect(page.locator(".brand")).to_have_text("Meld")
    expect(page.locator("#turn")).to_contain_text("時計回り")
    assert page.locator("article").evaluate("e => getComputedStyle(e).lineBreak") == "strict"
    assert page.locator("article").evaluate("e => getComputedStyle(e).wordBreak") == "auto-phrase"
    fits_the_screen(page)
    shot(page, f"rule-page-{scheme}", full_page=False)
    page.locator("#discard-pile").scroll_into_view_if_needed()
    shot(page, f"rule-page-pile-{scheme}", full_page=False)

    page.goto(f"/ja/g/{game.slug}/")
    expect(page.get_by_role("link", name="第3ラウンドを入力")).to_be_visible()
    expect(page.locator("main")).to_contain_text("第3ラウンド（全4回）・ミニマムメルド120点")
    fits_the_screen(page)
    shot(page, f"sheet-{scheme}")

    page.get_by_role("link", name="第3ラウンドを入力").click()
    expect(page.locator("h1")).to_have_text("第3ラウンド")
    expect(page.locator(".side-need").first).to_contain_text("ミニマムメルド")
    expect(page.get_by_role("button", name="ラウンドを保存")).to_be_visible()
    fits_the_screen(page)
    shot(page, f"deal-form-{scheme}", full_page=False)
    shot(page, f"deal-form-whole-{scheme}")
