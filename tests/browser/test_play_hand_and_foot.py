"""A whole game of Hand and Foot on a phone: four deals, then the winner."""

import re

import pytest
from playwright.sync_api import expect

from tests.browser.test_play_classic import count_cards, tap

pytestmark = pytest.mark.django_db(transaction=True)


def go_out(page, side: str, clean: int = 2, dirty: int = 2, wild: int = 1) -> None:
    tap(page, side, "One more: Clean books", clean)
    tap(page, side, "One more: Dirty books", dirty)
    tap(page, side, "One more: Wild books", wild)
    page.get_by_role("group", name=side).get_by_text("Went out", exact=True).click()


def test_four_deals_of_hand_and_foot_end_with_the_winner(phone, shot):
    page = phone
    page.goto("/new/")
    page.get_by_label("Game").select_option("hand-and-foot")
    expect(page.locator(".game-summary")).to_contain_text("4 deals, initial meld 50, 90, 120, 150")
    expect(page.get_by_label("Target")).to_have_count(0)
    page.get_by_label("Side name").first.fill("Aiko & Ben")
    shot(page, "1-start")
    page.get_by_role("button", name="Start the game").click()
    expect(page.locator(".board .need b")).to_have_text(["50", "50"])
    expect(page.get_by_text("Deal 1 of 4 · meld 50")).to_be_visible()

    # Deal 1: going out one wild book short is refused, then fixed.
    page.get_by_role("link", name="Enter deal 1").click()
    go_out(page, "Aiko & Ben", wild=0)
    expect(page.locator("#preview")).to_contain_text("Going out needs 1 more wild book.")
    tap(page, "Aiko & Ben", "One more: Wild books")
    tap(page, "Aiko & Ben", "One more: Red threes laid down")
    # The books hold at least 310 in cards: 200 is refused, 310 goes.
    count_cards(page, "Aiko & Ben", "melded_points", {"Jokers": 2, "Aces": 5})
    expect(page.locator("#preview")).to_contain_text("These books are worth at least 310 in cards")
    counter = page.get_by_role("group", name="Aiko & Ben").locator("details[data-counter-for$='-melded_points']")
    for _ in range(11):  # the counter is still open: eleven cards from K to 8 more
        counter.get_by_role("button", name="One more: K to 8", exact=True).click()
    tap(page, "They", "One more: Clean books")
    tap(page, "They", "One more: Red threes in hand or foot")
    page.get_by_role("group", name="They").get_by_label("Melded cards").fill("40")
    page.get_by_role("group", name="They").get_by_label("Cards in hand and foot").fill("45")
    expect(page.locator("#preview")).to_contain_text("Aiko & Ben +3,610")
    expect(page.locator("#preview")).to_contain_text("They +395")
    shot(page, "2-deal-1")
    page.get_by_role("button", name="Save deal").click()
    expect(page.locator(".board .total")).to_have_text(["3,610", "395"])
    expect(page.locator(".board .need b")).to_have_text(["90", "90"])
    expect(page.locator("table.sheet .deal-detail").first).to_have_text("2 clean · 2 dirty · 1 wild")

    # Deals 2 to 4: They go out each time.
    for number, meld in [(2, "90"), (3, "120"), (4, "150")]:
        page.get_by_role("link", name=f"Enter deal {number}").click()
        expect(page.locator(".shared-need b")).to_have_text(meld)  # the same for both: said once
        go_out(page, "They")
        page.get_by_role("group", name="They").get_by_label("Melded cards").fill("500")
        page.get_by_role("button", name="Save deal").click()
        expect(page.get_by_text(f"Deal {number} saved.")).to_be_visible()

    expect(page.locator(".banner")).to_contain_text("Winner: They")
    expect(page.locator(".banner")).to_contain_text("Aiko & Ben 3,610 – They 11,495")
    expect(page.get_by_role("link", name=re.compile("Enter deal"))).to_have_count(0)
    expect(page.get_by_text("All 4 deals played")).to_be_visible()
    shot(page, "3-finished")
