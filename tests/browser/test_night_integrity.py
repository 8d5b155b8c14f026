"""Results that stay put, on a phone (390x844) in both languages: the sheet of a night game after its round ended
(the deal in play, then closed to the table), the other side's confirmation, and the organiser asked before ending a
round while a table still plays."""

import datetime

import pytest
from playwright.sync_api import expect

from leagues.models import NightTable
from leagues.services.leagues import create_league
from leagues.services.nights import end_round, open_night, start_round
from scorekeeper.services.deals import add_deal
from scorekeeper.services.history import Author
from tests.browser.conftest import PHONE, signed_in

pytestmark = pytest.mark.django_db(transaction=True)

WORDS = {
    "en": {"closed": "Round 1 has ended and this game is closed", "confirm": "I play for", "end": "End round 1"},
    "ja": {
        "closed": "第1回戦が終わり、この対戦は締め切られました",
        "confirm": "のプレイヤーとして確認",
        "end": "第1回戦を終える",
    },
}


def game_at(night, number: int):
    return NightTable.objects.select_related("league_game__game").get(
        round__night=night, round__number=1, number=number
    )


@pytest.mark.parametrize(("language", "scheme"), [("en", "light"), ("ja", "dark")])
def test_a_closed_night_game_and_its_confirmation_on_a_phone(
    browser, live_server, django_user_model, language, scheme, shot
):
    owner = django_user_model.objects.create_user("olive", "olive@example.com", "a long pass phrase")
    league = create_league("Tuesday club", "classic-canasta", None, owner=owner)
    league.confirm = True
    league.save()
    names = ["Ann", "Ben", "Cy", "Di", "Eve", "Fay", "Gus", "Hal"]
    night = open_night(league, datetime.date(2026, 12, 7), [], names, 2, "2x2", 30, seed=7)
    start_round(night)
    prefix = "" if language == "en" else "/ja"
    words = WORDS[language]

    # The organiser ends round 1 while table 2 still plays: asked first, the table named.
    game = game_at(night, 1).league_game.game
    while not game.finished:
        add_deal(game, [{"melded_points": 1000}, {"melded_points": 100}], author=Author(None, "table one"))
        game.refresh_from_db()
    add_deal(game_at(night, 2).league_game.game, [{"melded_points": 300}, {"melded_points": 200}])
    laptop = signed_in(browser, live_server, owner, **PHONE, color_scheme=scheme)
    organiser = laptop.new_page()
    organiser.goto(f"{prefix}{night.get_absolute_url()}")
    organiser.get_by_role("button", name=words["end"]).click()
    expect(organiser.locator(".swap-repeats li")).to_have_count(1)
    shot(organiser, f"end-round-asked-{language}")
    laptop.close()
    end_round(night)

    # Table 2's phone: the deal in play was entered; the sheet says the game is closed, offers no new deal.
    stopped = game_at(night, 2).league_game.game
    add_deal(stopped, [{"melded_points": 150}, {"melded_points": 400}])
    context = browser.new_context(**PHONE, base_url=live_server.url, color_scheme=scheme)
    phone = context.new_page()
    phone.goto(f"{prefix}/g/{stopped.slug}/")
    expect(phone.locator(".night-sheet")).to_contain_text(words["closed"])
    expect(phone.locator(f"a[href$='/g/{stopped.slug}/deal/']")).to_have_count(0)
    assert phone.evaluate("document.documentElement.scrollWidth") <= 390
    shot(phone, f"closed-sheet-{language}", full_page=False)

    # Table 1 finished: a fresh phone of the side that lost is offered the confirmation, for that side only.
    phone.goto(f"{prefix}/g/{game.slug}/")
    buttons = phone.locator(".confirm-form button")
    expect(buttons).to_have_count(1)
    expect(buttons).to_contain_text(words["confirm"])
    shot(phone, f"confirm-{language}", full_page=False)
    buttons.click()
    expect(phone.locator(".night-sheet")).not_to_contain_text(words["confirm"])
    assert NightTable.objects.get(pk=game_at(night, 1).pk).confirmed_side == 1
    context.close()
