"""A club organiser on a phone: signs up, starts a league, records two games, reads the standings and a
player's page (screenshots in English and Japanese, light and dark)."""

import re

import pytest
from playwright.sync_api import expect

pytestmark = pytest.mark.django_db(transaction=True)


def no_sideways_scroll(page) -> None:
    assert page.evaluate("document.documentElement.scrollWidth") <= 390


def looks(page, shot, name: str) -> None:
    """Screenshots of the page in both themes, checking it never scrolls sideways."""
    for scheme in ("light", "dark"):
        page.emulate_media(color_scheme=scheme)
        no_sideways_scroll(page)
        shot(page, f"{name}-{scheme}")
    page.emulate_media(color_scheme="light")


def finish_on_paper(page, side: int, total: str) -> None:
    """Open the game's details and give a side a total carried over from paper."""
    page.get_by_role("link", name="Game details").click()
    page.get_by_label("Total carried over from paper").nth(side).fill(total)
    page.get_by_role("button", name="Save details").click()


def test_a_league_from_sign_up_to_the_standings(phone, shot):
    page = phone
    page.goto("/")
    page.locator(".topbar").get_by_role("link", name="Log in").click()
    page.get_by_role("link", name="Sign up").click()
    expect(page.locator("h1")).to_have_text("Sign up")  # the log-in page has a Username too: wait for the swap
    page.get_by_label("Username").fill("olive")
    page.get_by_label("Email").fill("olive@example.com")
    page.get_by_label("Password", exact=True).fill("a long pass phrase")
    page.get_by_label("Password confirmation").fill("a long pass phrase")
    shot(page, "1-sign-up")
    page.get_by_role("button", name="Sign up").click()
    expect(page.locator(".error")).to_have_count(0)
    expect(page.locator("h1")).to_have_text("Your leagues")

    page.get_by_role("link", name="Start a league").click()
    page.get_by_label("League name").fill("Tuesday club")
    shot(page, "2-new-league")
    page.get_by_role("button", name="Start the league").click()
    expect(page.locator("h1")).to_have_text("Run the league")
    expect(page.locator("#share-invite-url")).to_have_text(re.compile(r"/join/[\w-]+/$"))
    looks(page, shot, "3-run")

    # Game 1: typed at the table, one side begun on paper at 4,800.
    page.locator(".topbar").get_by_role("link", name="Standings").click()
    page.get_by_role("link", name="Record a game").click()
    page.get_by_label("Player 1").nth(0).fill("Aiko")
    page.get_by_label("Player 2").nth(0).fill("Ben")
    page.get_by_label("Player 1").nth(1).fill("Chie")
    page.get_by_label("Player 2").nth(1).fill("Dan")
    shot(page, "4-record")
    page.get_by_role("button", name="Start the game").click()
    expect(page.locator(".league-line")).to_contain_text("Tuesday club")
    finish_on_paper(page, 0, "4800")
    page.get_by_role("link", name="Enter deal 1").click()
    page.get_by_role("group", name="Aiko & Ben").get_by_label("Melded cards").fill("300")
    page.get_by_role("button", name="Save deal").click()
    expect(page.locator(".banner-title")).to_have_text("Winner: Aiko & Ben")
    looks(page, shot, "5-finished")

    # Game 2: the same four again, partners rotated, from the finished sheet.
    page.get_by_text("Rotate partners").click()
    page.get_by_role("button", name="New game, same players").click()
    expect(page.locator(".board h2")).to_have_text(["Aiko & Chie", "Dan & Ben"])
    finish_on_paper(page, 1, "4800")
    page.get_by_role("link", name="Enter deal 1").click()
    page.get_by_role("group", name="Dan & Ben").get_by_label("Melded cards").fill("300")
    page.get_by_role("button", name="Save deal").click()
    expect(page.locator(".banner-title")).to_have_text("Winner: Dan & Ben")

    # The standings: Ben won both; Aiko and Dan one each; Chie none.
    page.locator(".league-line").get_by_role("link", name="Tuesday club").click()
    rows = page.locator(".standings:not(.partnerships) tbody tr")
    expect(rows).to_have_count(4)
    expect(rows.locator("th")).to_have_text(["1 Ben", "2 Aiko", "2 Dan", "4 Chie"])
    expect(rows.nth(0).locator("td").nth(4)).to_have_text("100%")
    expect(page.locator(".partnerships tbody tr")).to_have_count(4)
    looks(page, shot, "6-standings")
    page.get_by_role("link", name="W", exact=True).click()  # sort by wins
    expect(page.locator("th[aria-sort]")).to_have_class("won")

    page.get_by_role("link", name="Aiko", exact=True).first.click()
    expect(page.locator("h1")).to_have_text("Aiko")
    expect(page.locator("svg.chart polyline")).to_have_count(1)
    expect(page.locator(".game-list > li")).to_have_count(2)
    looks(page, shot, "7-player")

    page.get_by_role("button", name="日本語").click()
    expect(page.locator("html")).to_have_attribute("lang", "ja")
    expect(page.locator("h2#chart-title")).to_have_text("レーティングの推移")
    looks(page, shot, "8-player-ja")
    page.locator(".topbar").get_by_role("link", name="順位表").click()
    expect(page.locator("h2#standings-title")).to_have_text("順位表")
    looks(page, shot, "9-standings-ja")
    page.get_by_role("link", name="ゲームを記録する").click()
    expect(page.locator("legend").first).to_have_text("何人で遊びますか？")
    expect(page.locator("fieldset.side-names legend")).to_have_text(["チーム1", "チーム2"])
    looks(page, shot, "10-record-ja")
