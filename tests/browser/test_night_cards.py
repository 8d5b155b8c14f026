"""The table cards of a club night (issue 41, review #20): printed before the night starts, four to an A4 page in
English as in Japanese, each with the QR code of its table's link for the whole night; and that link on a phone."""

import datetime
import re

import pytest
from playwright.sync_api import expect

from leagues.models import NightTable, TableLink
from leagues.services.leagues import create_league
from leagues.services.nights import open_night, start_round
from tests.browser.conftest import LOOKS, PHONE, ids, signed_in
from tests.browser.test_print import printed

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize("language", ["en", "ja"])
def test_eight_tables_cards_print_on_two_a4_pages_before_the_night_starts(
    browser, live_server, django_user_model, language
):
    owner = django_user_model.objects.create_user("olive", "olive@example.com", "a long pass phrase")
    league = create_league("Thursday Canasta Club", "classic-canasta", None, owner=owner)
    names = [f"Christopher {number:02d}" for number in range(32)]  # long names: the card must still fit
    night = open_night(league, datetime.date(2026, 12, 7), [], names, 3, "2x2", 20, seed=1)
    context = signed_in(browser, live_server, owner, viewport={"width": 1280, "height": 900})
    page = context.new_page()
    prefix = "" if language == "en" else f"/{language}"
    page.goto(f"{prefix}/l/{league.slug}/n/{night.slug}/round/1/cards/")
    expect(page.locator(".table-card")).to_have_count(8)
    pages = printed(page.pdf(format="A4"), f"night-cards-{language}")
    assert len(pages) == 2, [len(text) for text in pages]
    for link in TableLink.objects.filter(night=night):
        assert sum(link.slug in text.replace("\n", "") for text in pages) == 1
    context.close()


@pytest.mark.parametrize("look", LOOKS, ids=ids(LOOKS))
def test_a_tables_phone_waits_for_the_round_then_opens_its_game_by_itself(browser, live_server, look, shot):
    language, scheme = look
    league = create_league("Thursday Canasta Club", "classic-canasta", None)
    night = open_night(league, datetime.date(2026, 12, 7), [], list("ABCDEFGH"), 3, "2x2", 20, seed=1)
    link = TableLink.objects.get(night=night, number=1)
    context = browser.new_context(**PHONE, base_url=live_server.url, color_scheme=scheme)
    phone = context.new_page()
    errors: list[str] = []
    phone.on("pageerror", lambda error: errors.append(str(error)))
    prefix = "" if language == "en" else f"/{language}"
    phone.goto(f"{prefix}{link.get_absolute_url()}")
    expect(phone.locator(".table-phone")).to_be_visible()
    shot(phone, f"table-phone-waiting-{language}-{scheme}")
    start_round(night)  # the next poll takes the phone to the table's game
    game = NightTable.objects.get(round__night=night, round__number=1, number=1).league_game.game
    expect(phone).to_have_url(re.compile(rf"/g/{game.slug}/$"), timeout=6000)
    start_round(night)  # round 2: the sheet of round 1 moves on by itself
    second = NightTable.objects.get(round__night=night, round__number=2, number=1).league_game.game
    expect(phone).to_have_url(re.compile(rf"/g/{second.slug}/$"), timeout=8000)
    shot(phone, f"table-phone-round-2-{language}-{scheme}")
    context.close()
    assert errors == []
