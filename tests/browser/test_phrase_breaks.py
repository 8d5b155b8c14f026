"""Japanese lines break between phrases and never inside a word, a number or a name, and the phrase marks
take nothing from the text: measured in Chromium at 390 px (the review's checks 2 and 3,
shared/reviews/japanese-2026-12-07.md).

- The rule search finds, on every Japanese rule page, each section by a term that runs across a phrase mark
  of its text, and by the review's terms (捨て札の山, 赤の3, 凍結が解ける …) wherever a section has them.
- No line breaks inside a phrase, each character's box measured (`Range.getClientRects()`), on the deal
  form with the preview filled in, the edit pages, the start pages with the house rules open, the table
  view, a league player's page and a club night's pages (opponent confirmation on); and no <wbr> is the
  child of a flex or grid box.

Each check is shown to catch its fault: the zero-width space marks of 2026-12-07 put back, a page's phrases
left unmarked."""

import pytest
from django.core.cache import caches
from django.test import Client
from playwright.sync_api import expect

import rules.book.phrases
from rules.book.pages import PAGES
from rules.catalog import FAMILIES
from scorekeeper.services.deals import add_deal
from scorekeeper.services.games import create_game
from tests.browser.japanese_layout import FILL_THE_DEAL, big_hand_and_foot, breaks_inside_phrases, japanese_club
from tests.conftest import form_data
from tests.families import expected
from tests.i18n.japanese_site import sides_of

pytestmark = pytest.mark.django_db(transaction=True)

# The terms the review searched for and found nothing (NC1), and more of the seeds' words.
TERMS = ("捨て札の山", "捨て札", "赤の3", "黒の3", "凍結が解ける", "ミニマムメルド", "罰点", "ポッツェット", "1人13枚")

# Every section of the page: its id, the terms of TERMS its text holds, and a term that runs across the
# first phrase mark of its text (the four characters either side of it).
SECTIONS = """(terms) => [...document.querySelectorAll("[data-rule-section]")].map(section => {
  const text = section.textContent;
  const across = [];
  for (const wbr of section.querySelectorAll("p wbr, li wbr, td wbr")) {
    const range = document.createRange();
    range.setStart(wbr.parentElement, 0);
    range.setEndBefore(wbr);
    const before = range.toString(), whole = wbr.parentElement.textContent;
    const term = before.slice(-4) + whole.slice(before.length, before.length + 4);
    if (!/\\s/.test(term) && term.length === 8) { across.push(term); break; }
  }
  for (const cell of across.length ? [] : section.querySelectorAll("p, li, td")) {  // marks as characters
    const at = cell.textContent.indexOf("\\u200b");
    if (at < 4) continue;
    across.push((cell.textContent.slice(at - 4, at) + cell.textContent.slice(at + 1, at + 5)).replace(/\\u200b/g, ""));
    break;
  }
  return {id: section.id, terms: [...terms.filter(term => text.includes(term)), ...across]};
})"""


def search_misses(page, slug: str) -> list[str]:
    page.goto(f"/ja/rules/{slug}/")
    sections = page.evaluate(SECTIONS, list(TERMS))
    search = page.locator("#rule-search")
    misses = []
    for section in sections:
        assert section["terms"], f"{slug}#{section['id']}: no term to search for"
        for term in section["terms"]:
            search.fill(term)
            if page.locator(f"#{section['id']}").is_hidden():
                misses.append(f"{slug}#{section['id']}: {term}")
    search.fill("")
    return misses


def test_the_rule_search_finds_every_sections_terms_on_every_japanese_rule_page(phone):
    misses = [miss for slug in PAGES for miss in search_misses(phone, slug)]
    assert misses == []


def test_the_search_check_fails_with_the_zero_width_spaces_put_back(phone, monkeypatch):
    """The review's fault: the marks were U+200B characters inside the text the search reads."""
    caches["pages"].clear()
    monkeypatch.setattr(rules.book.phrases, "WBR", "\u200b")
    assert search_misses(phone, "classic-canasta")
    caches["pages"].clear()


def test_copy_and_the_browsers_find_read_the_text_as_written(phone):
    page = phone
    page.goto("/ja/rules/classic-canasta/")
    copied = page.locator("#discard-pile").evaluate(
        "s => { const r = document.createRange(); r.selectNodeContents(s); getSelection().removeAllRanges();"
        " getSelection().addRange(r); return getSelection().toString(); }"
    )
    assert "捨て札の山" in copied and "\u200b" not in copied
    assert page.evaluate("() => { getSelection().removeAllRanges(); return window.find('凍結が解けます'); }")


def start_page(page, slug: str) -> None:
    page.goto(f"/ja/new/?variant={slug}")
    page.evaluate("document.querySelectorAll('main details').forEach(d => { d.open = true; })")


def deal_form_filled(page, game, deal) -> None:
    page.goto(f"/ja/g/{game.slug}/deal/")
    expect(page.locator("form[data-draft-ready]")).to_have_count(1)
    with page.expect_response(lambda response: "/deal/preview/" in response.url):
        page.locator("form.deal").evaluate(FILL_THE_DEAL, form_data(*deal))
    expect(page.locator("#preview table.breakdown, #preview .problems").first).to_be_visible()


def every_measured_page(page, owner):
    """Each page the review measured, as the phone shows it: yields its name once it is on the screen."""
    for family in FAMILIES:
        for variant in [*family.presets[:1], *(v for v in family.presets if v.slug == "modern-american")]:
            game = create_game(variant.slug, sides_of(variant))
            deal = expected(family).a_deal(variant.default)
            add_deal(game, deal)
            deal_form_filled(page, game, deal)
            yield f"deal form, preview filled ({variant.slug})"
            page.goto(f"/ja/g/{game.slug}/deal/1/")
            yield f"edit page ({variant.slug})"
            start_page(page, variant.slug)
            yield f"start page, house rules open ({variant.slug})"
    page.goto(f"/ja/g/{big_hand_and_foot().slug}/table/")
    yield "table view"
    club = japanese_club(owner)
    page.context.add_cookies([{"name": "sessionid", "value": owner_session(owner), "url": page.url}])
    page.goto(club.player.get_absolute_url().replace("/l/", "/ja/l/", 1))
    yield "player page"
    night = f"/ja/l/{club.league.slug}/n/{club.night.slug}/"
    for url in (night, night + "board/", f"/ja/g/{club.table.slug}/"):
        page.goto(url)
        yield url


def owner_session(owner) -> str:
    client = Client()
    client.force_login(owner)
    return client.cookies["sessionid"].value


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_no_line_breaks_inside_a_phrase_on_the_pages_the_review_measured(phone, django_user_model, shot, scheme):
    """Each page's screenshot, in both themes, goes to test-artifacts/ for a person to look at."""
    phone.emulate_media(color_scheme=scheme)
    owner = django_user_model.objects.create_user("olive", "olive@example.com", "a long pass phrase")
    found = {}
    for number, name in enumerate(every_measured_page(phone, owner)):
        shot(phone, f"{number:02d}-{scheme}")
        if hits := breaks_inside_phrases(phone):
            found[f"{number:02d} {name}"] = hits
    assert not found, "\n".join(f"{name}: {hits}" for name, hits in found.items())


def test_the_break_check_sees_a_word_broken_in_a_narrow_column(phone):
    """The review's NL4: 「ナチュラルカ／ナスタ ×1」 in the deal breakdown, its column narrowed to 5em."""
    page = phone
    page.goto("/ja/rules/classic-canasta/")
    page.locator("main").evaluate(
        "m => { const p = document.createElement('p'); p.textContent = 'ナチュラルカナスタ ×1';"
        " p.style.width = '6em'; p.style.overflowWrap = 'anywhere'; m.replaceChildren(p); }"
    )
    assert breaks_inside_phrases(page) == ["ナチュラルカ|ナスタ ×1"]


def test_the_break_check_sees_a_wbr_in_a_flex_box(phone):
    page = phone
    page.goto("/ja/rules/classic-canasta/")
    page.locator("main").evaluate(
        "m => { const p = document.createElement('p'); p.append('ゲームの', document.createElement('wbr'), '詳細');"
        " p.style.display = 'flex'; m.replaceChildren(p); }"
    )
    assert [hit for hit in breaks_inside_phrases(page) if hit.startswith("<wbr> in a flex box")]
