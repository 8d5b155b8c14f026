"""The night's movement pages on a phone (issue 41), in both languages and both colour schemes: the night's page with
"where do I sit?" and the organiser's seating step, a player's own places, the swap that repeats a partnership, the
night form saying how the players sit, the board with the next round's seating. None is wider than the phone."""

import datetime

import pytest
from playwright.sync_api import expect

from leagues.models import NightRound, NightTable, Player
from leagues.services.leagues import create_league
from leagues.services.nights import open_night, seat_round, start_round
from tests.browser.conftest import LOOKS, PHONE, ids, signed_in

pytestmark = pytest.mark.django_db(transaction=True)

NAMES = ["Aiko", "Ben", "Carla", "Dev", "Emi", "Frank", "Grace", "Hiro", "Ines", "Jun"]


@pytest.mark.parametrize("look", LOOKS, ids=ids(LOOKS))
def test_the_movement_pages_fit_a_phone(browser, live_server, django_user_model, look, shot):
    language, scheme = look
    prefix = "" if language == "en" else f"/{language}"
    owner = django_user_model.objects.create_user("olive", "olive@example.com", "a long pass phrase")
    league = create_league("Thursday Canasta Club", "classic-canasta", None, owner=owner)
    night = open_night(league, datetime.date(2026, 12, 7), [], NAMES, 3, "2x2", 20, seed=4)
    start_round(night)
    base = f"{prefix}/l/{league.slug}/n/{night.slug}/"
    context = signed_in(browser, live_server, owner, **PHONE, color_scheme=scheme)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))

    def look_at(name: str) -> None:
        assert page.evaluate("document.documentElement.scrollWidth") <= 390, name
        shot(page, f"{name}-{language}-{scheme}")

    page.goto(base)
    expect(page.locator("form[action$='/seat/'] button")).to_be_visible()
    page.locator(".night-where summary").click()
    look_at("night")
    page.locator("form[action$='/seat/'] button").click()
    expect(page.locator("form[action$='/seat/']")).to_have_count(0)

    aiko = Player.objects.get(name="Aiko")
    page.goto(f"{base}p/{aiko.slug}/")
    expect(page.locator(".place-now")).to_be_visible()
    look_at("places")

    # A swap in round 2 that makes round 1's partners partners again: named before it is made.
    first = NightTable.objects.get(round__night=night, round__number=1, number=1)
    a, b = first.sides[0]
    second = NightRound.objects.get(night=night, number=2)
    partner = next(
        (next(p for p in side if p != a) for table in second.tables.all() for side in table.sides if a in side), None
    )
    if partner is not None and partner != b:
        page.goto(base)
        page.locator("details:has(form[action$='/swap/']) summary").click()
        page.locator("#id_first").select_option(str(partner))
        page.locator("#id_second").select_option(str(b))
        page.locator("form[action$='/swap/'] button[type=submit]").click()
        expect(page.locator(".swap-repeats li")).not_to_have_count(0)
        look_at("swap")

    page.goto(f"{base}board/")
    expect(page.locator(".board-next")).to_be_visible()
    look_at("board")

    page.goto(f"{prefix}/l/{league.slug}/nights/new/")
    page.locator("#id_new_players").fill("\n".join(NAMES[:7]))
    page.locator("#id_new_players").blur()
    expect(page.locator("#night-tables")).to_contain_text("7")
    look_at("night-form")

    page.goto(f"{prefix}/l/{league.slug}/run/")
    expect(page.locator("#id_time_zone")).to_be_visible()
    page.locator("#id_time_zone").scroll_into_view_if_needed()
    look_at("run")
    seat_round(night)
    context.close()
    assert errors == []
