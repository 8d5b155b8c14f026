"""Japanese on a phone: a rule page, a Hand and Foot deal form and score sheet, light and dark.

The screenshots (test-artifacts/) are for a person to read; the asserts hold what a reader
would notice first: nothing wider than the screen, the app named Meld, the seeds' words, and
the line-breaking rules in force: lines break only between the phrases the server marked
(rules/book/phrases.py), with `word-break: keep-all` as Safari and Firefox lay them out (no
`auto-phrase`, which only Chromium has)."""

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
    assert page.locator("article").evaluate("e => getComputedStyle(e).wordBreak") == "keep-all"
    fits_the_screen(page)
    shot(page, f"rule-page-{scheme}", full_page=False)
    page.locator("#discard-pile").scroll_into_view_if_needed()
    shot(page, f"rule-page-pile-{scheme}", full_page=False)

    page.goto(f"/ja/g/{game.slug}/")
    expect(page.get_by_role("link", name="第3ラウンドを入力")).to_be_visible()
    expect(page.locator("main")).to_contain_text("第3ラウンド（全4ラウンド）・ミニマムメルド120点")
    fits_the_screen(page)
    shot(page, f"sheet-{scheme}")

    page.get_by_role("link", name="第3ラウンドを入力").click()
    expect(page.locator("h1")).to_have_text("第3ラウンド")
    expect(page.locator(".side-need, .shared-need").first).to_contain_text("ミニマムメルド")
    expect(page.get_by_role("button", name="ラウンドを保存")).to_be_visible()
    fits_the_screen(page)
    shot(page, f"deal-form-{scheme}", full_page=False)
    shot(page, f"deal-form-whole-{scheme}")


# Where a line of the page breaks inside a phrase of Japanese text: anywhere but after the server's mark
# between phrases (a zero-width space), a space, or punctuation (「、」「：」 ...), where Japanese breaks.
BREAKS_INSIDE_PHRASES = """root => {
  const japanese = /[\\u3040-\\u30ff\\u3400-\\u9fff]/;
  const allowed = /[\\s\\u200b、。，．：；！？）」』】〕・〜]/;
  const found = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.data, element = node.parentElement;
    if (!japanese.test(text) || !element || !element.getClientRects().length) continue;
    if (element.closest(".visually-hidden, [hidden], svg")) continue;
    let top = null;
    for (let i = 0; i < text.length; i++) {
      const range = document.createRange();
      range.setStart(node, i);
      range.setEnd(node, i + 1);
      const rect = range.getClientRects()[0];
      if (!rect || !rect.width) continue;
      if (top !== null && rect.top > top + 4 && !allowed.test(text[i - 1] || " ") && !/\\s/.test(text[i])) {
        found.push(text.slice(Math.max(0, i - 8), i) + "|" + text.slice(i, i + 8));
      }
      top = rect.top;
    }
  }
  return found;
}"""


def breaks_inside_phrases(page, selector: str = "main") -> list[str]:
    return page.locator(selector).evaluate(BREAKS_INSIDE_PHRASES)


def test_the_check_sees_a_line_broken_inside_a_phrase(phone):
    """Without the server's marks, keep-all and overflow-wrap break a long text where it must: inside words."""
    page = phone
    page.goto("/ja/rules/classic-canasta/")
    text = "捨て札の山が凍結しているときは一番上のカードと同じランクのナチュラルカードが2枚必要です。"
    page.locator("main").evaluate(
        "(m, text) => { const p = document.createElement('p'); p.textContent = text; p.style.width = '8em';"
        " m.replaceChildren(p); }",
        text,
    )
    assert breaks_inside_phrases(page)


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_japanese_lines_break_only_between_phrases_without_auto_phrase(phone, shot, scheme):
    page = phone
    page.emulate_media(color_scheme=scheme)
    game = create_game(
        "hand-and-foot", [SideSpec("自分たち", ["あいこ", "けん"], 0), SideSpec("相手", ["ちえ", "だい"], 0)]
    )
    add_deal(game, [{"melded_points": 120}, {}])
    for url in (
        "/ja/rules/classic-canasta/",
        "/ja/rules/hand-and-foot/",
        f"/ja/g/{game.slug}/",
        f"/ja/g/{game.slug}/deal/",
    ):
        page.goto(url)
        assert page.locator("main").evaluate("e => getComputedStyle(e).wordBreak") == "keep-all", url
        assert page.locator("main wbr").count() > 0, url  # the server's marks (<wbr>, rules/book/phrases.py)
        assert breaks_inside_phrases(page) == [], url
    shot(page, f"deal-form-phrases-{scheme}")
