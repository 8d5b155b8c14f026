"""A short game of Kalooki with chips on a phone, played to its end."""

import pytest
from playwright.sync_api import expect

from scorekeeper.models import Game

pytestmark = pytest.mark.django_db(transaction=True)


def group(page, player: str):
    return page.get_by_role("group", name=player, exact=True)


def tap(page, player: str, name: str, times: int = 1) -> None:
    button = group(page, player).get_by_role("button", name=name, exact=True)
    for _ in range(times):
        button.click()


def count_cards(page, player: str, cards: dict[str, int]) -> None:
    counter = group(page, player).locator("details[data-counter-for$='-penalty_points']")
    counter.locator("summary").click()
    for label, times in cards.items():
        button = counter.get_by_role("button", name=f"One more: {label}", exact=True)
        for _ in range(times):
            button.click()


def test_a_kalooki_game_with_chips_to_its_end(phone, shot):
    page = phone
    # Straight to the page: after a boosted click htmx may not yet listen to the select.
    page.goto("/new/")
    page.get_by_label("Game").select_option("kalooki")
    # Only Kalooki seats six players alone: the page has been swapped (Classic also deals 15 to two).
    expect(page.locator("input[name=seating][value='6x1']")).to_be_visible()
    expect(page.get_by_text("15 cards each").first).to_be_visible()
    page.locator("input[name=seating][value='3x1']").check()
    expect(page.locator("#id_side2_player0")).to_be_visible()
    expect(page.locator("#id_side3_player0")).to_have_count(0)
    for i, name in enumerate(["Aiko", "Ben", "Chie"]):
        page.locator(f"#id_side{i}_player0").fill(name)
    page.locator("label.option", has_text="Chips").click()
    shot(page, "1-start")
    page.get_by_role("button", name="Start the game").click()
    expect(page.locator(".board h2")).to_have_text(["Aiko", "Ben", "Chie"])
    expect(page.locator(".shared-need b")).to_have_text("51")  # the same for all three: said once

    # Deal 1: Aiko goes out; Ben holds a joker, an ace and a king; Chie two 9s.
    page.get_by_role("link", name="Enter deal 1").click()
    page.get_by_role("group", name="Who went out?").get_by_text("Aiko", exact=True).click()
    count_cards(page, "Ben", {"Jokers": 1, "Aces": 1, "K, Q, J, 10": 1})
    expect(page.locator("#id_s1-penalty_points")).to_have_value("50")
    tap(page, "Ben", "One more: Cards left", 3)
    tap(page, "Ben", "One more: Jokers left")
    count_cards(page, "Chie", {"9s": 2})
    tap(page, "Chie", "One more: Cards left", 2)
    expect(page.locator("#preview")).to_contain_text("Ben +50")
    shot(page, "2-deal-1")
    page.get_by_role("button", name="Save deal").click()
    expect(page.locator(".board .total")).to_have_text(["0", "50", "18"])
    expect(page.locator(".board .side-note")).to_have_text(["Chips +6", "Chips −4", "Chips −2"])

    # Deal 2: nobody ticked "Went out": refused with a message, nothing saved.
    page.get_by_role("link", name="Enter deal 2").click()
    page.locator("#id_s0-penalty_points").fill("10")
    page.locator("#id_s0-cards_left").fill("1")
    page.get_by_role("button", name="Save deal").click()
    expect(page.locator(".problems-box")).to_contain_text("Exactly one player goes out")

    # ... then Ben goes out and Chie's 132 takes her to 150, which ends the game: Aiko wins with the lowest total.
    page.get_by_role("group", name="Who went out?").get_by_text("Ben", exact=True).click()
    page.locator("#id_s2-penalty_points").fill("132")
    page.locator("#id_s2-cards_left").fill("11")
    page.get_by_role("button", name="Save deal").click()
    expect(page.locator(".banner-title")).to_have_text("Winner: Aiko")
    expect(page.locator(".board .total")).to_have_text(["10", "50", "150"])
    expect(page.locator(".board .side-note")).to_have_text(["Chips +5", "Chips +8", "Chips −13"])
    shot(page, "3-finished")
    game = Game.objects.get()
    assert game.finished and game.rules == {"chips": True}
