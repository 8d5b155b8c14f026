"""The projector of a club night (issue 41): every table of the round on one screen at 1280x720, 1920x1080 and
3840x2160, up to 20 tables, the type growing with the screen, the sit-out line in the names' type; the clock keeps its
minutes through a live update; a 10-table night at 1920x1080 in both languages; the next round's seating shown on it
before the round starts."""

import datetime
import re

import pytest
from django.db import transaction
from django.utils import timezone
from playwright.sync_api import expect

from leagues.models import NightRound, NightTable
from leagues.services.leagues import create_league
from leagues.services.nights import open_night, seat_round, start_round
from leagues.services.players import players_named
from tests.browser.conftest import LOOKS
from tests.leagues.conftest import deal

pytestmark = pytest.mark.django_db(transaction=True)

SCREENS = [(1280, 720), (1920, 1080), (3840, 2160)]
# The clock's minutes left as each language writes them (the prime is not Japanese: the review's NT5).
MINUTES_LEFT = {"en": re.compile(r"^\d+′$"), "ja": re.compile(r"^（残り\d+分）$")}

# Runs in the projector: each table's box, whether its content fits in it, the names' and the sit-out line's type.
MEASURE = """() => {
  const boxes = [...document.querySelectorAll('.board-table')].map((box) => {
    const r = box.getBoundingClientRect();
    return {left: r.left, top: r.top, right: r.right, bottom: r.bottom,
            fits: box.scrollHeight <= box.clientHeight + 1 && box.scrollWidth <= box.clientWidth + 1};
  });
  const out = document.querySelector('.board-out');
  const o = out && out.getBoundingClientRect();
  return {
    boxes,
    names: parseFloat(getComputedStyle(document.querySelector('.table-names')).fontSize),
    out: out ? {size: parseFloat(getComputedStyle(out).fontSize), bottom: o.bottom, right: o.right} : null,
    width: innerWidth, height: innerHeight,
    scrolls: document.documentElement.scrollHeight > innerHeight + 1,
  };
}"""


def a_night(players: int, minutes: int | None = None, name: str = "Thursday club"):
    league = create_league(name, "classic-canasta", None)
    names = [f"Player {number:02d}" for number in range(players)]
    # The league's players ticked, as a club's regulars are: the form takes at most MOST_NEW_NAMES new names at once.
    with transaction.atomic():
        regulars = players_named(league, names)
    night = open_night(league, datetime.date(2026, 12, 7), regulars, [], 3, "2x2", minutes, seed=1)
    start_round(night)
    return night


def projector_of(browser, live_server, night, width, height, language="en", scheme="light"):
    context = browser.new_context(
        base_url=live_server.url, viewport={"width": width, "height": height}, color_scheme=scheme
    )
    page = context.new_page()
    page.set_default_timeout(10_000)
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    prefix = "" if language == "en" else f"/{language}"
    page.goto(f"{prefix}/l/{night.league.slug}/n/{night.slug}/projector/")
    return context, page, errors


def assert_on_one_screen(found: dict, tables: int) -> None:
    assert len(found["boxes"]) == tables
    for number, box in enumerate(found["boxes"], start=1):
        inside = box["left"] >= 0 and box["top"] >= 0
        assert inside and box["right"] <= found["width"] and box["bottom"] <= found["height"], (number, box)
        assert box["fits"], f"table {number}'s names and totals overflow its box"
    assert not found["scrolls"]
    if found["out"] is not None:
        assert found["out"]["bottom"] <= found["height"] and found["out"]["right"] <= found["width"]
        assert found["out"]["size"] >= found["names"]  # as readable as the names


@pytest.mark.parametrize("tables", [10, 20])
def test_every_table_is_on_one_screen_at_each_size_and_the_type_grows_with_the_screen(
    browser, live_server, tables, shot
):
    night = a_night(tables * 4 + 2)  # two sit out: their line is on the screen too
    sizes = []
    for width, height in SCREENS:
        context, page, errors = projector_of(browser, live_server, night, width, height)
        found = page.evaluate(MEASURE)
        shot(page, f"{width}x{height}", full_page=False)
        assert_on_one_screen(found, tables)
        sizes.append(found["names"])
        context.close()
        assert errors == []
    assert sizes[0] < sizes[1] < sizes[2]
    assert sizes[1] >= 24  # across a room, at 1920x1080


@pytest.mark.parametrize("look", LOOKS[:2], ids=["en-light", "ja-dark"])
def test_a_ten_table_night_at_1920x1080_in_both_languages(browser, live_server, look, shot):
    language, scheme = look
    night = a_night(42, minutes=40)
    game = NightTable.objects.get(round__night=night, round__number=1, number=10).league_game.game
    deal(game, 900, 100)
    context, page, errors = projector_of(browser, live_server, night, 1920, 1080, language, scheme)
    found = page.evaluate(MEASURE)
    assert_on_one_screen(found, 10)
    expect(page.locator(".board-table").nth(9).locator(".table-total", has_text=re.compile("^900$"))).to_be_visible()
    expect(page.locator(".clock-left")).to_have_text(MINUTES_LEFT[language])
    shot(page, f"10-tables-{language}-{scheme}", full_page=False)
    context.close()
    assert errors == []


def test_the_clock_keeps_its_minutes_through_a_live_update(browser, live_server):
    night = a_night(8, minutes=40)
    context, page, errors = projector_of(browser, live_server, night, 1920, 1080)
    expect(page.locator(".clock-left")).to_have_text(re.compile(r"^\d+′$"))
    # Every text the clock's minutes have from here on, through the swap of the live part.
    page.evaluate(
        """() => {
      window.seen = [];
      new MutationObserver(() => {
        const left = document.querySelector('.clock-left');
        window.seen.push(left ? left.textContent : null);
      }).observe(document.body, {subtree: true, childList: true, characterData: true});
    }"""
    )
    game = NightTable.objects.get(round__night=night, round__number=1, number=1).league_game.game
    deal(game, 900, 100)
    expect(page.locator(".table-total", has_text=re.compile("^900$"))).to_be_visible(timeout=5000)
    seen = page.evaluate("window.seen")
    assert seen and all(text and re.match(r"^\d+′$", text) for text in seen), seen
    context.close()
    assert errors == []


def test_the_projector_shows_the_next_rounds_seating_once_it_is_shown(browser, live_server, shot):
    night = a_night(12, minutes=30)
    context, page, errors = projector_of(browser, live_server, night, 1920, 1080)
    expect(page.locator(".board-head h2")).to_contain_text("Round 1")
    seat_round(night)  # live: the next poll brings round 2's seating, round 1's clock still on it
    expect(page.locator(".board-head h2")).to_contain_text("Round 2", timeout=5000)
    expect(page.locator(".board-head h2")).to_contain_text("find your table")
    expect(page.locator(".clock-left")).to_have_text(re.compile(r"^\d+′$"))
    assert page.locator(".table-total").count() == 0  # a seating: no totals yet
    assert_on_one_screen(page.evaluate(MEASURE), 3)
    shot(page, "next-round", full_page=False)
    context.close()
    assert errors == []


def test_the_end_of_the_round_is_shown_in_the_readers_own_time_zone(browser, live_server):
    night = a_night(8, minutes=40)
    ends = NightRound.objects.get(night=night, number=1).started + datetime.timedelta(minutes=40)
    context = browser.new_context(base_url=live_server.url, timezone_id="Asia/Tokyo", locale="en-GB")
    page = context.new_page()
    page.goto(f"/l/{night.league.slug}/n/{night.slug}/board/")
    tokyo = timezone.localtime(ends, datetime.timezone(datetime.timedelta(hours=9)))
    expect(page.locator(".clock-end")).to_contain_text(f"{tokyo.minute:02d}")
    shown = page.locator(".clock-end").inner_text()
    assert re.search(
        rf"\b0?{tokyo.hour % 12 or 12}:{tokyo.minute:02d}\b|\b{tokyo.hour:02d}:{tokyo.minute:02d}\b", shown
    )
    assert str(ends.hour) + ":" not in shown or ends.hour == tokyo.hour  # not the server's UTC
    context.close()
