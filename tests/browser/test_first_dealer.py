"""The start page's "Deals first" list follows the names as they are typed."""

import pytest
from playwright.sync_api import expect

pytestmark = pytest.mark.django_db(transaction=True)


def test_the_first_dealer_list_names_the_players_as_they_are_typed(phone, shot):
    page = phone
    page.goto("/new/")
    dealer = page.get_by_label("Deals first")
    expect(dealer.locator("option")).to_have_text(["We, player 1", "They, player 1", "We, player 2", "They, player 2"])
    page.get_by_label("Side name").first.fill("Reds")
    page.get_by_label("Player 1").first.fill("Aiko")
    page.get_by_label("Player 2").nth(1).fill("Dan")
    expect(dealer.locator("option")).to_have_text(["Aiko", "They, player 1", "Reds, player 2", "Dan"])
    page.get_by_label("Player 1").first.fill("")
    expect(dealer.locator("option").first).to_have_text("Reds, player 1")
    dealer.select_option(label="Dan")
    shot(page, "start-first-dealer")
    page.get_by_role("button", name="Start the game").click()
    expect(page.locator("p.dealer")).to_contain_text("Dan deals deal 1")
