"""Every page type at a small phone, a phone, a tablet and a laptop: nothing wider than the screen, nothing
past the edge of its card, sideways or below (issues 16 and 30); the league's pages with many players and long
names; the panels that fold show that they open.

One browser context per width; each page is measured by JavaScript in the page itself.
"""

import pytest
from django.urls import reverse
from django.utils import translation
from playwright.sync_api import expect

from rules.catalog import VARIANTS
from tests.browser.club import club
from tests.browser.conftest import PHONE, SHOTS, signed_in

pytestmark = pytest.mark.django_db(transaction=True)

WIDTHS = [320, 390, 820, 1280]

# Meant to scroll sideways on a narrow screen: the standings and a league's tabs. What is inside them may pass
# the screen's edge; they themselves may not. Any other .table-scroll (a rule page's seatings) must fit.
SCROLLERS = ".table-scroll:has(> .standings), .tabs"

# Runs in the page: the document is no wider than the screen; no element passes its right or left edge, nor
# the edges of the card (or figure, section, table) it is in, sideways or below; no card or table is wider
# inside than out; no number is broken over two lines. Returns what is wrong, one line each.
OVERFLOW = """(scrollers) => {
  const width = document.documentElement.clientWidth;
  const name = (el) => el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') +
    (el.className && typeof el.className === 'string' ? '.' + el.className.trim().split(/\\s+/).join('.') : '');
  const holders = '.card, figure, section, fieldset, table, .board-side, .stat, .game-list a, .game-line';
  const wrong = [];
  if (document.documentElement.scrollWidth > width) {
    wrong.push(`the page is ${document.documentElement.scrollWidth} px wide on a ${width} px screen`);
  }
  for (const el of document.body.querySelectorAll('*')) {
    if (el.parentElement.closest(scrollers) || !el.checkVisibility()) continue;
    if (el.matches('span.ph')) continue;  // a text's phrase-marks wrapper (rules/book/phrases.py)
    const box = el.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1) continue;  // nothing to see (a visually hidden label)
    if (box.right > width + 0.5 || box.left < -0.5) {
      wrong.push(`${name(el)} runs from ${Math.round(box.left)} to ${Math.round(box.right)} px`);
    }
    const holder = el.parentElement.closest(holders);
    if (!holder) continue;
    const outer = holder.getBoundingClientRect();
    const past = [['right', box.right - outer.right], ['left', outer.left - box.left],
                  ['below', box.bottom - outer.bottom]]
      .filter(([, by]) => by > 1).map(([side, by]) => `${Math.round(by)} px ${side}`);
    if (past.length) wrong.push(`${name(el)} runs ${past.join(', ')} of ${name(holder)}`);
  }
  for (const el of document.body.querySelectorAll('.card, table, .board-side, .stat, .game-list a, .table-scroll')) {
    if (el.closest(scrollers) || !el.checkVisibility()) continue;
    if (el.scrollWidth > el.clientWidth + 1) {
      wrong.push(`${name(el)} holds ${el.scrollWidth} px in ${el.clientWidth} px`);
    }
  }
  for (const el of document.body.querySelectorAll('b, td, .total, .stat b')) {
    if (!/^[+\\u2212-]?[\\d,.]+%?$/.test(el.textContent.trim()) || !el.checkVisibility()) continue;
    const range = document.createRange();
    range.selectNodeContents(el);
    if (new Set([...range.getClientRects()].map((line) => Math.round(line.top))).size > 1) {
      wrong.push(`${name(el)} breaks the number ${el.textContent.trim()} over two lines`);
    }
  }
  return wrong;
}"""

# Runs in the page: on any screen the standings keep the Rating column in sight (the first column, rank and
# name, and the last stay put while the others scroll between them), and no name is cut short.
STANDINGS = """() => {
  const wrong = [];
  for (const table of document.querySelectorAll('table.standings')) {
    const seen = table.closest('.table-scroll').getBoundingClientRect();
    const right = Math.min(seen.right, document.documentElement.clientWidth);
    const rating = table.querySelector('thead th.rating')?.getBoundingClientRect();
    if (rating && rating.right > right + 1) {
      wrong.push(`the Rating column starts ${Math.round(rating.left - right)} px off the screen`);
    }
    for (const cell of table.querySelectorAll('tbody th')) {
      if (cell.scrollWidth > cell.clientWidth + 1) wrong.push(`"${cell.textContent.trim()}" is cut short`);
    }
  }
  return wrong;
}"""


def pages(owner) -> tuple[list[str], dict[str, str]]:
    """The address of every page type (a game of a few deals, a league of many players), and the name of the
    pages to take screenshots of."""
    made = club(owner)
    league, player, playing, three = made.league.slug, made.player.slug, made.playing.slug, made.three.slug
    addresses = []
    for language in ("en", "ja"):
        with translation.override(language):
            addresses += [reverse("rule_page", args=[slug]) for slug in VARIANTS]
            addresses += [reverse("glossary"), reverse("rules_index")]
    addresses += [
        reverse("new_game"),
        reverse("sheet", args=[playing]),
        reverse("sheet", args=[made.finished.slug]),
        reverse("sheet", args=[three]),
        reverse("new_deal", args=[playing]),
        reverse("new_deal", args=[three]),
        reverse("edit_deal", args=[playing, 2]),
        reverse("table_view", args=[playing]),
        reverse("table_view", args=[three]),
        reverse("table_view", args=[made.finished.slug]),
        reverse("league_games", args=[league]),
        reverse("league_run", args=[league]),
        reverse("league_result", args=[league]),
        reverse("league_log", args=[league]),
        reverse("league_season_close", args=[league, 2]),
        reverse("game_details", args=[made.finished.slug]),
        reverse("leagues"),
        reverse("home"),  # after the games above: it lists them
    ]
    shots = {}
    for language in ("en", "ja"):
        with translation.override(language):
            name = f"-{language}" if language == "ja" else ""
            shots |= {
                reverse("sheet", args=[playing]): f"sheet{name}",
                reverse("new_game"): f"start{name}",
                reverse("league", args=[league]): f"standings{name}",
                reverse("league", args=[league]) + "?season=all": f"standings-all-time{name}",
                reverse("league_player", args=[league, player]) + "?season=all": f"player{name}",
                reverse("league_games", args=[league]): f"games{name}",
                reverse("rule_page", args=["classic-canasta"]): f"rules{name}",
            }
    shots[reverse("new_deal", args=[playing])] = "deal"
    shots[reverse("table_view", args=[playing])] = "table"
    shots[reverse("rule_page", args=["cuban"])] = "rules-cuban"
    shots[reverse("league_run", args=[league])] = "run"
    shots[reverse("league_result", args=[league])] = "result"
    addresses += [address for address in shots if address not in addresses]
    return addresses, shots


def look(page, name: str) -> None:
    """What the screen shows, in both themes, saved into test-artifacts/ to be looked at."""
    SHOTS.mkdir(exist_ok=True)
    for scheme in ("light", "dark"):
        page.emulate_media(color_scheme=scheme)
        page.screenshot(path=SHOTS / f"layout-{name}-{scheme}.png")
    page.emulate_media(color_scheme="light")


@pytest.mark.parametrize("width", WIDTHS)
def test_no_page_is_wider_than_the_screen_or_its_card(browser, live_server, django_user_model, width):
    owner = django_user_model.objects.create_user("olive", "olive@example.com", "a long pass phrase")
    addresses, shots = pages(owner)
    context = signed_in(browser, live_server, owner, viewport={"width": width, "height": 900})
    page = context.new_page()
    wrong = {}
    for address in addresses:
        page.goto(address)
        found = page.evaluate(OVERFLOW, SCROLLERS) + page.evaluate(STANDINGS)
        if found:
            wrong[address] = found[:5]
        if address in shots:
            look(page, f"{width}-{shots[address]}")
    if width >= 1280:  # a laptop shows the standings with all their columns
        page.goto(next(address for address, name in shots.items() if name == "standings"))
        scrolls = "[...document.querySelectorAll('.table-scroll')].some(el => el.scrollWidth > el.clientWidth)"
        scrolls = page.evaluate(scrolls)
        assert not scrolls, "the standings scroll sideways on a laptop"
    context.close()
    assert wrong == {}, f"at {width} px: {wrong}"


# The marker a folded panel shows (its summary's ::before, or the browser's own for a list-item summary).
MARKER = """(summary) => getComputedStyle(summary).display === 'list-item'
  ? getComputedStyle(summary, '::marker').content : getComputedStyle(summary, '::before').content"""


@pytest.mark.parametrize("language", ["en", "ja"])
def test_a_folded_panel_shows_that_it_opens(browser, live_server, language):
    """The House rules and More panels of the start page (and every folded card) are not empty cards: each
    shows the disclosure triangle, pointing down once open."""
    context = browser.new_context(**PHONE, base_url=live_server.url)
    page = context.new_page()
    page.goto(f"{'' if language == 'en' else '/ja'}/new/")
    summaries = page.locator("details.card > summary")
    expect(summaries).to_have_count(2)
    for index in range(2):
        summary = summaries.nth(index)
        closed = summary.evaluate(MARKER)
        assert closed not in ("none", "normal", '""'), f"{summary.inner_text()} shows no marker"
        summary.click()
        expect(summary.locator("..")).to_have_attribute("open", "")
        assert summary.evaluate(MARKER) not in (closed, "none", "normal", '""'), "the marker does not turn"
    SHOTS.mkdir(exist_ok=True)
    page.screenshot(path=SHOTS / f"layout-panels-open-{language}.png", full_page=True)
    context.close()
