"""A club night in real Chromium: the organiser (1280 px) opens a night for eight players and starts the first
round, two table phones (390x844, no account) enter deals, the board and the projector show them at their next
poll (their clocks moved by hand), the round ends, the results rank the players. In both languages and both
colour schemes."""

import datetime
import re

import pytest
from django.utils import timezone
from playwright.sync_api import expect

from leagues.models import NightRound, NightTable
from leagues.services.leagues import create_league
from scorekeeper.views.live import POLL_SECONDS
from tests.browser.conftest import LOOKS, PHONE, WAIT_MS, LivePolls, held_clock, ids, signed_in
from tests.browser.test_print import printed

pytestmark = pytest.mark.django_db(transaction=True)

WIDE = {"viewport": {"width": 1280, "height": 900}}
NAMES = ["Ann", "Ben", "Cy", "Di", "Eve", "Fay", "Gus", "Hal"]
SAVE = "form.deal button[type=submit]"
WORDS = {
    "en": {"draw": "Draw the night", "start": "Start round 1", "end": "End round 1", "anyway": "End it all the same"},
    "ja": {
        "draw": "組み合わせを作る",
        "start": "第1回戦を始める",
        "end": "第1回戦を終える",
        "anyway": "このまま終える",
    },
}


@pytest.mark.parametrize("look", LOOKS, ids=ids(LOOKS))
def test_an_evening_of_two_tables_from_the_draw_to_the_results(browser, live_server, django_user_model, look, shot):
    owner = django_user_model.objects.create_user("olive", "olive@example.com", "a long pass phrase")
    league = create_league("Tuesday club", "classic-canasta", None, owner=owner)
    language, scheme = look
    prefix = "" if language == "en" else f"/{language}"
    words = WORDS[language]
    errors: list[str] = []

    def watch(page):
        page.set_default_timeout(WAIT_MS)
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.on("console", lambda message: message.type == "error" and errors.append(f"{page.url}: {message.text}"))
        return page

    organiser = signed_in(browser, live_server, owner, **WIDE, color_scheme=scheme)
    board = watch(organiser.new_page())
    board.goto(f"{prefix}/l/{league.slug}/nights/new/")
    board.locator("#id_new_players").fill("\n".join(NAMES))
    board.locator("#id_rounds").fill("3")
    board.locator("#id_minutes").fill("40")
    shot(board, f"open-{language}-{scheme}")
    board.get_by_role("button", name=words["draw"]).click()
    board.get_by_role("button", name=words["start"]).click()
    expect(board.get_by_role("button", name=words["end"])).to_be_visible()
    shot(board, f"night-{language}-{scheme}")
    night_url = board.url
    board.goto(night_url + "round/1/cards/")
    expect(board.locator(".table-card")).to_have_count(2)
    shot(board, f"cards-{language}-{scheme}")

    # 35 of the round's 40 minutes gone: the board and every table's sheet warn (static/js/clock.js).
    NightRound.objects.filter(number=1).update(started=timezone.now() - datetime.timedelta(minutes=35))
    projector_context = browser.new_context(base_url=live_server.url, **WIDE, color_scheme=scheme)
    projector = watch(projector_context.new_page())
    screens = [(board, LivePolls(board)), (projector, LivePolls(projector))]
    for screen, polls in screens:
        screen.clock.install()
        screen.goto(night_url + ("board/" if screen is board else "projector/"))
        held_clock(screen)
        polls.settle()
    expect(board.locator(".board-table")).to_have_count(2)

    games = [table.league_game.game for table in first_round_tables()]
    phones = []
    for game, points in zip(games, [(900, 100), (200, 700)], strict=True):
        context = browser.new_context(**PHONE, base_url=live_server.url, color_scheme=scheme)
        phone = watch(context.new_page())
        phone.goto(f"{prefix}/g/{game.slug}/deal/")
        phone.locator("#id_s0-melded_points").fill(str(points[0]))
        phone.locator("#id_s1-melded_points").fill(str(points[1]))
        phone.locator(SAVE).click()
        expect(phone.locator(".sheet tbody tr")).to_have_count(1)
        phones.append((context, phone))
    expect(phones[0][1].locator(".clock.clock-warning")).to_be_visible()
    shot(phones[0][1], f"table-phone-{language}-{scheme}")

    for screen, _polls in screens:  # the next poll brings both deals
        screen.clock.run_for(POLL_SECONDS * 1000)
        for total in ("900", "700"):
            expect(screen.locator(".table-total", has_text=re.compile(rf"^{total}$"))).to_be_visible()
        screen.clock.resume()
    expect(board.locator(".clock.clock-warning")).to_be_visible()
    shot(board, f"board-{language}-{scheme}")
    shot(projector, f"projector-{language}-{scheme}")

    board.goto(night_url)
    board.get_by_role("button", name=words["end"]).click()
    # Both tables are still playing: the organiser is asked first, the tables named.
    expect(board.locator(".swap-repeats li")).to_have_count(2)
    shot(board, f"end-round-asked-{language}-{scheme}")
    board.get_by_role("button", name=words["anyway"]).click()
    expect(board.get_by_role("button", name=words["anyway"])).to_have_count(0)  # back on the night's page
    expect(board.get_by_role("button", name=words["end"])).to_have_count(0)  # ended: the games count as they stand
    board.goto(night_url + "results/")
    rows = board.locator(".night-results tbody tr")
    expect(rows).to_have_count(8)
    expect(rows.nth(0).locator(".rank-number")).to_have_text("1=")
    top = {rows.nth(index).locator("th").inner_text().split(maxsplit=1)[1].rstrip("*") for index in range(2)}
    winners = {name for side in games[0].sides.filter(order=0) for name in side.players}
    assert top == winners  # the side that leads by most ranks first
    shot(board, f"results-{language}-{scheme}")
    pages = printed(board.pdf(format="A4"), f"night-results-{language}-{scheme}")
    assert len(pages) == 1 and all(name in pages[0] for name in NAMES)  # printed: one A4 page
    phone = phones[0][1]  # the league is public: its board and results read on any phone
    for page in ("board/", "results/", "projector/"):
        phone.goto(night_url + page)
        assert phone.evaluate("document.documentElement.scrollWidth") <= 390
        shot(phone, f"phone-{page.rstrip('/')}-{language}-{scheme}")
    for context, _phone in phones:
        context.close()
    projector_context.close()
    organiser.close()
    assert errors == [], errors


def first_round_tables():
    return NightTable.objects.filter(round__number=1).select_related("league_game__game").order_by("number")
