"""What the browser tests of Japanese line breaks measure (tests/browser/test_phrase_breaks.py), and the
games, league and club night they measure it on, with Japanese names as a Japanese club types them."""

import datetime
from dataclasses import dataclass

from leagues.models import League, Night, Player
from leagues.services.leagues import create_league
from leagues.services.nights import open_night, set_night_rules, start_round
from scorekeeper.models import Game
from scorekeeper.services.deals import add_deal
from scorekeeper.services.games import SideSpec, create_game
from tests.leagues.conftest import finished, record

# Where the lines of a page break inside a phrase: between two characters on different lines, in one block,
# with no <wbr> between them, the first no space or punctuation after which Japanese breaks, the second no
# space, neither a Latin letter (a game's code may break anywhere). Besides, every <wbr> whose parent is a
# flex or grid box (it would split the text into items). Each hit: the text either side, "|" where it breaks.
BREAKS_INSIDE_PHRASES = """root => {
  const allowedAfter = /[\\s、。，．：；！？）」』】〕・〜／\\-–—]/;
  const blocks = new Map();
  const blockOf = (element) => {
    if (!blocks.has(element)) {
      const inline = getComputedStyle(element).display.startsWith("inline") && element.parentElement;
      blocks.set(element, inline ? blockOf(element.parentElement) : element);
    }
    return blocks.get(element);
  };
  const found = [];
  for (const wbr of root.querySelectorAll("wbr")) {
    const display = getComputedStyle(wbr.parentElement).display;
    const text = wbr.parentElement.textContent.trim().slice(0, 30);
    if (/flex|grid/.test(display)) found.push("<wbr> in a " + display + " box: " + text);
  }
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  let last = null;  // {block, top, character, text}
  let marked = false;  // a <wbr> since the last character
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeType === 1) {
      if (node.localName === "wbr") marked = true;
      continue;
    }
    const element = node.parentElement;
    if (!element || !element.getClientRects().length) continue;
    if (element.closest(".visually-hidden, [hidden], svg, script, style, option, select, textarea")) continue;
    const block = blockOf(element);
    const text = node.data;
    if (/[A-Za-z]/.test(text) && !/[\u3040-\u30ff\u3400-\u9fff]/.test(text)) { last = null; continue; }  // a code
    for (let i = 0; i < text.length; i++) {
      if (/\\s/.test(text[i])) { last = last && {...last, character: " "}; continue; }
      const range = document.createRange();
      range.setStart(node, i);
      range.setEnd(node, i + 1);
      const rect = range.getClientRects()[0];
      if (!rect || !rect.width) continue;
      const latin = /[A-Za-z_]/.test(text[i]) || /[A-Za-z_]/.test(last ? last.character : "");  // a code, a link
      if (last && last.block === block && rect.top > last.top + 4 && !marked && !allowedAfter.test(last.character)
          && !latin) {
        found.push(last.text.slice(-8) + "|" + text.slice(i, i + 8));
      }
      const before = last && last.block === block ? last.text : "";
      last = {block, top: rect.top, character: text[i], text: before + text[i]};
      marked = false;
    }
  }
  return found;
}"""


def breaks_inside_phrases(page, selector: str = "main") -> list[str]:
    return page.locator(selector).evaluate(BREAKS_INSIDE_PHRASES)


# The deal form's fields filled as the form sends them (tests.conftest.form_data): the preview (htmx) answers
# as the form is typed in.
FILL_THE_DEAL = """(form, data) => {
  for (const [name, value] of Object.entries(data)) {
    const input = form.elements[name];
    if (!input) continue;
    if (input.type === "checkbox") input.checked = value === "on"; else input.value = value;
  }
  form.querySelector("input[type=number]").dispatchEvent(new Event("input", {bubbles: true}));
}"""

CHIE, YUMI, KENTA, SHO = "千恵", "由美", "健太", "翔"


@dataclass(frozen=True)
class JapaneseClub:
    league: League
    player: Player  # 千恵: partners, a best game, rivals
    night: Night  # opponent confirmation on, its first round started
    table: Game  # the first table's game of the night


def japanese_club(owner) -> JapaneseClub:
    league = create_league("木曜カナスタ会", "classic-canasta", None, owner=owner)
    finished(league, [CHIE, KENTA], [YUMI, SHO], totals=[5200, 3100])
    finished(league, [CHIE, SHO], [YUMI, KENTA], totals=[2000, 5050])
    record(league, [CHIE, YUMI], [KENTA, SHO])
    set_night_rules(league, True, league.time_rule)
    players = list(league.players.order_by("name"))
    seating = "2x2"
    night = open_night(
        league, datetime.date(2026, 12, 7), players, ["ゲストの佐藤さん", "大輔"], 3, seating, 30, seed=1
    )
    table = start_round(night).tables.order_by("number").first().league_game.game
    add_deal(table, [{"melded_points": 300}, {"melded_points": 120}])
    return JapaneseClub(league, league.players.get(name=CHIE), night, table)


def big_hand_and_foot() -> Game:
    """A Hand and Foot game whose totals run to five figures (the table view's total: 「17,200」)."""
    sides = [SideSpec("自分たち", ["あいこ", "けん"], 17000), SideSpec("相手", ["ちえ", "だい"], 9000)]
    game = create_game("hand-and-foot", sides)
    add_deal(game, [{"melded_points": 200}, {"melded_points": 150}])
    return game
