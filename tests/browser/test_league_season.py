"""An organiser on a phone (390x844), from a game being played on the league's page to a closed season:
the game is finished on its sheet, its rules shown and not offered, a correction shows in the league's log,
the league's links are there to scan, copy and share, and the season is closed, after which the game's
sheet offers nothing that changes it (screenshots in English and Japanese, light and dark)."""

import re

import pytest
from django.urls import reverse
from django.utils import translation
from playwright.sync_api import expect

from leagues.models import Season
from leagues.services.games import record_game
from leagues.services.leagues import create_league, join
from scorekeeper.models import Game
from scorekeeper.services.games import SideSpec
from tests.browser.conftest import EN_LIGHT_JA_DARK, PHONE, WAIT_MS, ids, signed_in
from tests.leagues.conftest import deal, finished

pytestmark = pytest.mark.django_db(transaction=True)

SAVE = "form.deal button[type=submit]"


def looks(page, shot, name: str) -> None:
    """The page in both themes, never wider than the phone."""
    for scheme in ("light", "dark"):
        page.emulate_media(color_scheme=scheme)
        assert page.evaluate("document.documentElement.scrollWidth") <= 390
        shot(page, f"{name}-{scheme}")


@pytest.fixture
def organiser(browser, live_server, django_user_model, request):
    """The league's owner signed in on a phone, in the test's language: (prefix of its paths, page, league, game
    being played)."""
    language, scheme = request.param
    owner = django_user_model.objects.create_user("olive", "olive@example.com", "a long pass phrase")
    member = django_user_model.objects.create_user("mae", "mae@example.com", "a long pass phrase")
    league = create_league("Tuesday club", "classic-canasta", None, owner=owner)
    join(league, member)
    finished(league, ["Aiko", "Ben"], ["Chie", "Dan"], totals=[5100, 3000])
    finished(league, ["Aiko", "Chie"], ["Ben", "Dan"], totals=[4000, 5200])
    specs = [SideSpec("Aiko & Dan", ["Aiko", "Dan"], 4800), SideSpec("Ben & Chie", ["Ben", "Chie"], 1000)]
    playing = record_game(league, specs)
    deal(playing, 100, 50)
    context = signed_in(browser, live_server, owner, **PHONE, color_scheme=scheme)
    page = context.new_page()
    page.set_default_timeout(WAIT_MS)
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    yield ("" if language == "en" else f"/{language}"), page, league, playing
    context.close()
    assert errors == [], f"the page reported errors: {errors}"


@pytest.mark.parametrize("organiser", EN_LIGHT_JA_DARK, indirect=True, ids=ids(EN_LIGHT_JA_DARK))
def test_an_organiser_from_a_game_being_played_to_a_closed_season(organiser, shot):
    prefix, page, league, playing = organiser
    with translation.override(prefix.strip("/") or "en"):
        standings = reverse("league", args=[league.slug])
        run = reverse("league_run", args=[league.slug])
        close = reverse("league_season_close", args=[league.slug, 1])
        sheet = reverse("sheet", args=[playing.slug])

    # The league's page shows the game being played, with its score sheet.
    page.goto(standings)
    playing_now = page.locator("section[aria-labelledby=playing-title] .game-list a")
    expect(playing_now).to_have_count(1)
    expect(playing_now).to_contain_text("4,900")
    looks(page, shot, "1-league-playing")

    # Finished on its sheet.
    playing_now.click()
    expect(page).to_have_url(re.compile(f"{re.escape(sheet)}$"))
    page.locator(f"a[href='{sheet}deal/']").click()
    page.locator("#id_s0-melded_points").fill("300")
    page.locator(SAVE).click()
    expect(page.locator(".banner-title")).to_contain_text("Aiko & Dan")
    looks(page, shot, "2-finished")

    # Its details show the league's rules, fixed: no house rules to change, no target.
    page.locator(f"a[href='{sheet}details/']").click()
    expect(page.locator(".fixed-rules")).to_be_visible()
    expect(page.locator("input[name=target]")).to_have_count(0)
    looks(page, shot, "3-details-fixed")

    # A correction of the finished game: the league's log says who, which deal, and what it moved.
    page.goto(f"{sheet}deal/2/")
    page.locator("#id_s0-melded_points").fill("200")
    page.locator(SAVE).click()
    expect(page.locator(".banner-score")).to_contain_text("5,100")
    page.goto(standings)
    entry = page.locator(".log-list > li")
    expect(entry).to_have_count(1)
    expect(entry).to_contain_text("5,200")
    expect(entry).to_contain_text("5,100")
    entry.scroll_into_view_if_needed()
    looks(page, shot, "4-log")

    # Running the league: its links to scan, copy or share.
    page.goto(run)
    expect(page.locator(".qr svg")).to_have_count(2)
    expect(page.locator("[data-copy]").first).to_be_visible()
    looks(page, shot, "5-run")

    # Closing season 1: asked first, then its results are final.
    page.locator(f"a[href='{close}']").click()
    expect(page.locator("h1")).to_contain_text("1")
    looks(page, shot, "6-close")
    page.locator("form.stack button[type=submit]").click()
    expect(page.locator("p.warning")).to_be_visible()
    assert Season.objects.get(league=league, number=1).closed is not None
    looks(page, shot, "7-closed")

    # The game's sheet shows it closed, and offers nothing that would change it.
    page.goto(sheet)
    expect(page.locator("p.warning")).to_be_visible()
    expect(page.locator(f"a[href^='{sheet}deal/']")).to_have_count(0)
    expect(page.locator(f"a[href='{sheet}details/']")).to_have_count(0)
    assert Game.objects.get(pk=playing.pk).closed
    looks(page, shot, "8-closed-sheet")
