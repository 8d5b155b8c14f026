"""A game of Classic Canasta on a phone, the way a player at the table enters it."""

import re

import pytest
from playwright.sync_api import expect

from scorekeeper.models import Game

pytestmark = pytest.mark.django_db(transaction=True)


def tap(page, side: str, name: str, times: int = 1) -> None:
    button = page.get_by_role("group", name=side).get_by_role("button", name=name, exact=True)
    for _ in range(times):
        button.click()


def count_cards(page, side: str, field: str, cards: dict[str, int]) -> None:
    """Open the card counter under a points field and tap in the cards."""
    group = page.get_by_role("group", name=side)
    counter = group.locator(f"details[data-counter-for$='-{field}']")
    counter.locator("summary").click()
    for label, times in cards.items():
        button = counter.get_by_role("button", name=f"One more: {label}", exact=True)
        for _ in range(times):
            button.click()


def totals(page) -> list[str]:
    return page.locator(".board .total").all_inner_texts()


def test_a_game_entered_with_steppers_and_the_card_counter(phone, shot):
    page = phone
    page.goto("/")
    page.get_by_role("link", name="New game").click()
    page.get_by_label("Side name").first.fill("Aiko & Ben")
    page.get_by_role("button", name="Start the game").click()
    expect(page.locator(".board h2")).to_have_text(["Aiko & Ben", "They"])
    expect(page.locator(".board .need b")).to_have_text(["50", "50"])
    shot(page, "1-new-sheet")

    # Deal 1: a natural canasta, a red three and going out, melded cards counted.
    page.get_by_role("link", name="Enter deal 1").click()
    tap(page, "Aiko & Ben", "One more: Natural canastas")
    tap(page, "Aiko & Ben", "One more: Red threes")
    page.get_by_role("group", name="Aiko & Ben").get_by_text("Went out", exact=True).click()
    count_cards(page, "Aiko & Ben", "melded_points", {"Jokers": 1, "Aces": 2, "K to 8": 3})
    expect(page.locator("#id_s0-melded_points")).to_have_value("120")
    count_cards(page, "They", "hand_points", {"K to 8": 4, "7 to 4": 1})
    expect(page.locator("#id_s1-hand_points")).to_have_value("45")
    expect(page.locator("#preview")).to_contain_text("Aiko & Ben +820")
    expect(page.locator("#preview")).to_contain_text("They −45")
    shot(page, "2-deal-1")
    page.get_by_role("button", name="Save deal").click()
    expect(page.locator(".board .total")).to_have_text(["820", "−45"])
    expect(page.locator(".board .need b")).to_have_text(["50", "15"])

    # Deal 2: They go out concealed with a mixed canasta; points typed in.
    page.get_by_role("link", name="Enter deal 2").click()
    tap(page, "They", "One more: Mixed canastas")
    they = page.get_by_role("group", name="They")
    they.get_by_text("Went out", exact=True).click()
    they.get_by_text("Concealed", exact=True).click()
    they.get_by_label("Melded cards").fill("150")
    page.get_by_role("group", name="Aiko & Ben").get_by_label("Cards in hand").fill("60")
    expect(page.locator("#preview")).to_contain_text("They +650")
    page.get_by_role("button", name="Save deal").click()
    expect(page.locator(".board .total")).to_have_text(["760", "605"])

    # Deal 3: a mistake first (both sides going out), then the fix.
    page.get_by_role("link", name="Enter deal 3").click()
    tap(page, "Aiko & Ben", "One more: Natural canastas", times=2)
    page.get_by_role("group", name="Aiko & Ben").get_by_text("Went out", exact=True).click()
    tap(page, "They", "One more: Mixed canastas")
    page.get_by_role("group", name="They").get_by_text("Went out", exact=True).click()
    page.get_by_role("group", name="Aiko & Ben").get_by_label("Melded cards").fill("300")
    page.get_by_role("group", name="They").get_by_label("Melded cards").fill("100")
    expect(page.locator("#preview")).to_contain_text("Only one side can go out in a deal.")
    page.get_by_role("button", name="Save deal").click()
    expect(page.get_by_role("group", name="They").locator(".error")).to_have_text("Only one side can go out in a deal.")
    page.get_by_role("group", name="They").get_by_text("Went out", exact=True).click()
    page.get_by_role("button", name="Save deal").click()
    expect(page.locator(".board .total")).to_have_text(["2,160", "1,005"])
    expect(page.locator(".board .need b")).to_have_text(["90", "50"])
    expect(page.locator("table.sheet tbody tr")).to_have_count(3)
    shot(page, "3-sheet-after-three-deals")

    # Correct deal 1: the canasta was mixed, not natural.
    page.get_by_role("link", name="Correct deal 1").click()
    expect(page.get_by_role("heading", name="Correct deal 1")).to_be_visible()
    tap(page, "Aiko & Ben", "One less: Natural canastas")
    tap(page, "Aiko & Ben", "One more: Mixed canastas")
    expect(page.locator("#preview")).to_contain_text("Aiko & Ben +620")
    page.get_by_role("button", name="Save the correction").click()
    expect(page.locator(".board .total")).to_have_text(["1,960", "1,005"])
    expect(page.locator(".board .need b")).to_have_text(["90", "50"])
    expect(page.locator("table.sheet tbody tr").first).to_contain_text("+620")
    shot(page, "4-sheet-after-correction")

    game = Game.objects.get()
    assert re.search(rf"/g/{game.slug}/$", page.url)
    assert game.deals.count() == 3


def test_a_game_played_to_its_end_shows_the_winner(phone, shot):
    page = phone
    page.goto("/new/")
    page.get_by_label("2 each plays alone").check()
    expect(page.get_by_label("Side name")).to_have_count(0)  # the fields of 2 players are swapped in
    page.get_by_label("Player 1", exact=True).fill("Aiko")
    page.get_by_label("Player 2", exact=True).fill("Ben")
    page.get_by_text("More: continue a game begun on paper, notes").click()
    page.get_by_label("Total so far: Player 1").fill("4500")
    page.get_by_role("button", name="Start the game").click()
    expect(page.locator(".board .total")).to_have_text(["4,500", "0"])
    expect(page.locator(".board .need b")).to_have_text(["120", "50"])

    page.get_by_role("link", name="Enter deal 1").click()
    tap(page, "Aiko", "One more: Natural canastas", times=2)
    page.get_by_role("group", name="Aiko").get_by_text("Went out", exact=True).click()
    page.get_by_role("group", name="Aiko").get_by_label("Melded cards").fill("200")
    page.get_by_role("button", name="Save deal").click()
    expect(page.locator(".banner")).to_contain_text("Winner: Aiko")
    expect(page.locator(".banner")).to_contain_text("Aiko 5,800 – Ben 0")
    expect(page.get_by_role("link", name=re.compile("Enter deal"))).to_have_count(0)
    shot(page, "finished")

    # Deleting the deal brings the game back, and undo restores the end.
    page.get_by_role("link", name="Correct deal 1").click()
    page.get_by_role("link", name="Delete deal 1").click()
    page.get_by_role("button", name="Delete deal 1").click()
    expect(page.locator(".banner")).to_have_count(0)
    expect(page.locator(".board .total")).to_have_text(["4,500", "0"])
    page.get_by_role("button", name="Undo").click()
    expect(page.locator(".banner")).to_contain_text("Winner: Aiko")


def test_a_tap_on_the_deal_forms_steppers_is_never_lost_while_its_script_loads(phone):
    """The deal form's script is added when a link brings the form in (meld.js); until it has run, its + would
    do nothing, so the form stays hidden until then (a slow network held here by delaying the script)."""
    page = phone
    page.goto("/new/")
    page.get_by_role("button", name="Start the game").click()

    def slowly(route):
        page.wait_for_timeout(800)
        route.continue_()

    page.route(re.compile(r"/static/js/deal[^/]*\.js"), slowly)
    page.get_by_role("link", name="Enter deal 1").click()
    tap(page, "We", "One more: Natural canastas", times=2)
    expect(page.locator("#id_s0-natural_canastas")).to_have_value("2")
