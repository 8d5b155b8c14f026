"""Every page type at a small phone, a phone, a tablet and a laptop: nothing wider than the screen, nothing
past the edge of its card (issue 16).

One browser context per width; each page is measured by JavaScript in the page itself.
"""

import pytest
from django.urls import reverse
from django.utils import translation

from leagues.services.leagues import create_league
from rules.catalog import VARIANTS
from scorekeeper.services.deals import Opened, add_deal, change_deal
from scorekeeper.services.history import Author
from tests.browser.conftest import SHOTS, signed_in
from tests.leagues.conftest import deal, finished, record

pytestmark = pytest.mark.django_db(transaction=True)

WIDTHS = [320, 390, 820, 1280]

# Meant to scroll sideways on a narrow screen: a rule page's table of seatings, the standings, a league's tabs.
# What is inside them may pass the screen's edge; they themselves may not.
SCROLLERS = ".table-scroll, .tabs"

# Runs in the page: the document is no wider than the screen, no element passes its right or left edge, and no
# card or table is wider inside than out. Returns what is wrong, one line each.
OVERFLOW = """(scrollers) => {
  const width = document.documentElement.clientWidth;
  const name = (el) => el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') +
    (el.className && typeof el.className === 'string' ? '.' + el.className.trim().split(/\\s+/).join('.') : '');
  const wrong = [];
  if (document.documentElement.scrollWidth > width) {
    wrong.push(`the page is ${document.documentElement.scrollWidth} px wide on a ${width} px screen`);
  }
  for (const el of document.body.querySelectorAll('*')) {
    if (el.parentElement.closest(scrollers)) continue;
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    if (box.right > width + 0.5 || box.left < -0.5) {
      wrong.push(`${name(el)} runs from ${Math.round(box.left)} to ${Math.round(box.right)} px`);
    }
  }
  for (const el of document.body.querySelectorAll('.card, table, .board-side, .stat, .game-list a')) {
    if (el.closest(scrollers)) continue;
    if (el.scrollWidth > el.clientWidth + 1) {
      wrong.push(`${name(el)} holds ${el.scrollWidth} px in ${el.clientWidth} px`);
    }
  }
  return wrong;
}"""


def pages(owner) -> tuple[list[str], str]:
    """The address of every page type, with a game of a few deals and a league of finished games."""
    league = create_league("Tuesday club of the long names", "classic-canasta", None, owner=owner)
    game = finished(league, ["Aiko Yamamoto-Fernandez", "Ben"], ["Chie", "Dan"], totals=[5200, 3100])
    finished(league, ["Aiko Yamamoto-Fernandez", "Chie"], ["Ben", "Dan"], totals=[2000, 5050])
    playing = record(league, ["Aiko Yamamoto-Fernandez", "Ben"], ["Chie", "Dan"])
    for melded in (120, 300, 75, 480, 95):
        deal(playing, melded, melded + 40)
    three = record(league, ["Eri", "Fumi"], ["Gen", "Hana"], ["Ivo", "Jun"])
    add_deal(three, [{"melded_points": 50}] * 3)
    first = game.deals.get()
    change_deal(game, Opened.of(game, first), [{"melded_points": 250}, {"melded_points": 300}], Author(owner.pk))
    player = league.players.get(name="Aiko Yamamoto-Fernandez")
    addresses = []
    for language in ("en", "ja"):
        with translation.override(language):
            addresses += [reverse("rule_page", args=[slug]) for slug in VARIANTS]
            addresses += [reverse("glossary"), reverse("rules_index")]
    addresses += [
        reverse("new_game"),
        reverse("sheet", args=[playing.slug]),
        reverse("sheet", args=[game.slug]),
        reverse("sheet", args=[three.slug]),
        reverse("new_deal", args=[playing.slug]),
        reverse("new_deal", args=[three.slug]),
        reverse("edit_deal", args=[playing.slug, 2]),
        reverse("table_view", args=[playing.slug]),
        reverse("table_view", args=[three.slug]),
        reverse("table_view", args=[game.slug]),
        reverse("league", args=[league.slug]),
        reverse("league_games", args=[league.slug]),
        reverse("league_player", args=[league.slug, player.slug]),
        reverse("league_run", args=[league.slug]),
        reverse("league_result", args=[league.slug]),
        reverse("league_log", args=[league.slug]),
        reverse("league_season_close", args=[league.slug, 1]),
        reverse("game_details", args=[game.slug]),
        reverse("leagues"),
        reverse("home"),  # last: it lists the games opened above
    ]
    with translation.override("ja"):
        addresses += [reverse("sheet", args=[playing.slug]), reverse("new_deal", args=[playing.slug])]
        addresses += [reverse("table_view", args=[playing.slug]), reverse("league", args=[league.slug])]
    shots = {
        reverse("sheet", args=[playing.slug]): "sheet",
        reverse("new_deal", args=[playing.slug]): "deal",
        reverse("table_view", args=[playing.slug]): "table",
        reverse("rule_page", args=["classic-canasta"]): "rules",
        reverse("rule_page", args=["cuban"]): "rules-cuban",
        reverse("league", args=[league.slug]): "standings",
        reverse("league_player", args=[league.slug, player.slug]): "player",
        reverse("league_run", args=[league.slug]): "run",
        reverse("league_result", args=[league.slug]): "result",
    }
    with translation.override("ja"):
        shots[reverse("rule_page", args=["classic-canasta"])] = "rules-ja"
        shots[reverse("table_view", args=[playing.slug])] = "table-ja"
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
        found = page.evaluate(OVERFLOW, SCROLLERS)
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
