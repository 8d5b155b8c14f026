"""Paper (issue 30): the score sheet, the standings of a season and of all time, a player's page, a rule page and
its quick reference alone, printed by Chromium to PDF on A4 and on Letter, in both languages, from a phone in the
light and in the dark theme.

A printed page has none of the controls (no top bar, button, form field or link to another page) and dark ink
whatever the theme; every page
of the PDF carries the page's title and the day it was printed; and a page breaks between a table's rows and
between cards, never inside one. The PDFs are read with poppler's pdftotext; each is also saved, with a PNG
of each of its pages (pdftoppm), into test-artifacts/ to be looked at.
"""

import re
import shutil
import subprocess
from datetime import date, timedelta

import pytest
from django.urls import reverse
from django.utils import translation

from scorekeeper.services.deals import add_deal
from tests import skip_unless
from tests.browser.club import club
from tests.browser.conftest import SHOTS, signed_in

pytestmark = pytest.mark.django_db(transaction=True)

# Each paper with a phone in one of the themes: paper is printed in the light theme's dark ink whatever it is.
PAPERS = [("A4", "light"), ("Letter", "dark")]

# Runs in the page as printed: what a reader could tap or type into, and a link of a navigation but the one to
# the page itself (a league's season tabs print as the name of the season shown).
CONTROLS = """() => [...document.querySelectorAll(
    '.topbar, button, .button, input:not([type=hidden]), select, textarea, summary, nav a:not([aria-current])')]
  .filter((el) => el.checkVisibility()).map((el) => el.outerHTML.slice(0, 80))"""

# Runs in the page as printed: how light (0 black, 1 white) the text and every chart's lines are.
INK = """() => [document.body, ...document.querySelectorAll('.chart .series, .chart-line')].map((el) => {
  const [r, g, b] = getComputedStyle(el)[el === document.body ? 'color' : 'stroke'].match(/[\\d.]+/g).map(Number);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
})"""

# Runs in the page as printed: a mark (tiny text pdftotext reads, hidden for the print to look at) at the start
# and the end of each cell of every table row (not the heading, which a long table repeats on every page), and
# of every printed card, figure and item of a list of games, and at the ends of every table of a rule page
# (which never splits): each holder's marks must land on one page.
MARK = """() => {
  const mark = (holder, id, at) => {
    const tag = document.createElement('span');
    tag.textContent = ` qz${id}qz `;
    tag.className = 'print-mark';
    tag.style.fontSize = '1px';
    holder[at](tag);
  };
  let id = 0;
  for (const holder of document.querySelectorAll(
      'tbody tr, .card, .board-side, .stat, figure, .game-list li, .plain-list li, .rule-table, .banner')) {
    if (!holder.checkVisibility()) continue;
    id += 1;
    const parts = holder.matches('tr') ? [...holder.cells] : holder.matches('table') ? [holder.rows[0].cells[0],
      [...holder.rows].at(-1).cells[[...holder.rows].at(-1).cells.length - 1]] : [holder];
    for (const part of parts) {
      mark(part, id, 'prepend');
      mark(part, id, 'append');
    }
  }
  // Marks the print leaves out (inside a closed panel) mark nothing.
  const printed = [...document.querySelectorAll('.print-mark')].filter((tag) => tag.checkVisibility());
  return new Set(printed.map((tag) => tag.textContent.trim())).size;
}"""


def printed(pdf: bytes, name: str, look: bool = True) -> list[str]:
    """The text of each page of the PDF, which is saved into test-artifacts/ (to be looked at: with a PNG of
    each page)."""
    SHOTS.mkdir(exist_ok=True)
    path = SHOTS / f"print-{name}.pdf"
    path.write_bytes(pdf)
    if look:
        for old in SHOTS.glob(f"print-{name}-*.png"):  # the pages of an earlier print
            old.unlink()
        subprocess.run(["pdftoppm", "-r", "60", "-png", path, SHOTS / f"print-{name}"], check=True)
    text = subprocess.run(["pdftotext", "-raw", path, "-"], check=True, capture_output=True, text=True).stdout
    return text.split("\f")[:-1]


def print_ready(page, name: str) -> None:
    """The quick reference alone: its Print button (the print dialog it opens is left out: page.pdf prints)."""
    if name.startswith("quick-reference"):
        page.evaluate("window.print = () => {}")
        page.locator("[data-print-quick]").click()


def day_in_words(day: date, language: str) -> str:
    return f"{day.year}年{day.month}月{day.day}日" if language == "ja" else f"{day:%B} {day.day}, {day.year}"


def addresses(owner) -> dict[str, str]:
    """Each page to print, by name (its language last), as the league's owner sees it."""
    made = club(owner)
    long = made.playing
    for melded in [60, 90, 40, 120, 75] * 5:  # a sheet of thirty deals: more than a page
        add_deal(long, [{"melded_points": melded}, {"melded_points": melded + 20}])
    league, player = made.league.slug, made.player.slug
    pages = {}
    for language in ("en", "ja"):
        with translation.override(language):
            pages |= {
                f"sheet-{language}": reverse("sheet", args=[long.slug]),
                f"finished-sheet-{language}": reverse("sheet", args=[made.finished.slug]),
                f"standings-{language}": reverse("league", args=[league]),
                f"standings-all-time-{language}": reverse("league", args=[league]) + "?season=all",
                f"player-{language}": reverse("league_player", args=[league, player]) + "?season=all",
                f"rules-{language}": reverse("rule_page", args=["samba"]),
                f"quick-reference-{language}": reverse("rule_page", args=["classic-canasta"]),
            }
    return pages


@pytest.mark.parametrize(("paper", "scheme"), PAPERS)
def test_pages_print_without_controls_with_their_title_and_date_and_no_row_cut(
    browser, live_server, django_user_model, paper, scheme
):
    skip_unless(bool(shutil.which("pdftotext")), "no pdftotext (Debian's poppler-utils)", "MELD_REQUIRE_BROWSER")
    owner = django_user_model.objects.create_user("olive", "olive@example.com", "a long pass phrase")
    context = signed_in(browser, live_server, owner, viewport={"width": 390, "height": 844}, color_scheme=scheme)
    page = context.new_page()
    for name, address in addresses(owner).items():
        language = name.rsplit("-", 1)[1]
        page.goto(address)
        print_ready(page, name)
        title = page.title()
        page.emulate_media(media="print")
        assert page.evaluate(CONTROLS) == [], f"{name} prints controls"
        assert max(page.evaluate(INK)) < 0.5, f"{name} prints light ink on white paper"
        holders = page.evaluate(MARK)  # hidden for the first print (the one to look at), shown for the second
        page.evaluate("document.querySelectorAll('.print-mark').forEach((mark) => mark.hidden = true)")
        page.emulate_media(media="null")  # page.pdf prints with the print media again

        before = date.today()
        pages = printed(page.pdf(format=paper), f"{name}-{paper}")
        days = {day_in_words(before + timedelta(days=n), language) for n in (0, 1)}  # printed at midnight
        for number, text in enumerate(pages, start=1):
            assert title in text, f"{name}, page {number} of {len(pages)}: no title"
            assert any(day in text for day in days), f"{name}, page {number}: no date"
            assert re.search(rf"\b{number}\s*/\s*{len(pages)}\b", text), f"{name}, page {number}: no number"
        assert ("日本語" if language == "en" else "English") not in "".join(pages)  # the language switch
        if name.startswith("quick-reference"):  # the game's name and its quick reference, not the rules' text
            first_section = page.locator(".rule-section h2").first.inner_text()
            assert len(pages) == 1 and first_section not in pages[0]

        page.evaluate("document.querySelectorAll('.print-mark').forEach((mark) => mark.hidden = false)")
        print_ready(page, name)
        found: dict[str, set[int]] = {}
        for number, text in enumerate(printed(page.pdf(format=paper), f"{name}-{paper}-marked", look=False), 1):
            for mark in re.findall(r"qz(\d+)qz", text):
                found.setdefault(mark, set()).add(number)
        assert len(found) == holders, f"{name}: {holders - len(found)} of {holders} marks are not in the PDF"
        cut = sorted(int(mark) for mark, numbers in found.items() if len(numbers) > 1)
        assert cut == [], f"{name}: {len(cut)} rows or cards run over a page break"
    context.close()
