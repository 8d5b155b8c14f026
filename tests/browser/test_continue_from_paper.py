"""Hand and Foot continued from paper on a phone: the deals played there set the meld and the deals left."""

import pytest
from playwright.sync_api import expect

from scorekeeper.models import Game
from tests.browser.conftest import PHONE, SHOTS

pytestmark = pytest.mark.django_db(transaction=True)


def test_a_hand_and_foot_game_begun_on_paper_goes_on_at_deal_3(phone, shot):
    page = phone
    page.goto("/new/")
    page.get_by_label("Game").select_option("hand-and-foot")
    expect(page.locator(".game-summary")).to_contain_text("4 deals, initial meld 50, 90, 120, 150")
    page.get_by_text("More: continue a game begun on paper").click()
    page.locator("#id_side0_start").fill("3500")
    page.locator("#id_side1_start").fill("2800")
    page.get_by_label("Deals already played on paper").fill("4")
    page.get_by_role("button", name="Start the game").click()
    expect(page.get_by_text("At most 3 of this game's 4 deals can have been played on paper.")).to_be_visible()
    page.get_by_label("Deals already played on paper").fill("2")
    shot(page, "1-start")
    page.locator("#house-rules summary").click()
    minimums = page.locator("fieldset.rule-group", has_text="Initial meld by deal")
    expect(minimums.locator("input")).to_have_count(6)  # four deals, and two empty ones to add deals
    expect(minimums).to_contain_text("their number is the length of the game")
    minimums.evaluate("element => element.scrollIntoView({block: 'start'})")
    page.screenshot(path=SHOTS / "hand-and-foot-meld-minimums.png")
    page.get_by_role("button", name="Start the game").click()
    expect(page.get_by_text("Deal 3 of 4 · meld 120")).to_be_visible()
    expect(page.locator(".board .need b")).to_have_text(["120", "120"])
    shot(page, "2-sheet")
    page.get_by_role("link", name="Enter deal 1").click()
    expect(page.locator(".shared-need b")).to_have_text("120")  # the same for both: said once
    assert Game.objects.get().paper_deals == 2


@pytest.mark.parametrize(
    ("path", "section"),
    [
        ("/rules/italian-parlett/", "variations"),
        ("/ja/rules/italian/", "scoring"),
        ("/rules/cuban/", "threes"),
        ("/ja/rules/kalooki/", "penalty-points"),
        ("/rules/kalookie-british/", "players"),
        ("/rules/hand-and-foot/", "end"),
        ("/ja/rules/hand-and-foot/", "wild-cards-and-threes"),
        ("/rules/classic-canasta/", "variations"),
    ],
)
@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_rule_pages_say_where_their_numbers_come_from(browser, live_server, scheme, path, section):
    context = browser.new_context(**PHONE, base_url=live_server.url, color_scheme=scheme)
    page = context.new_page()
    page.goto(path + "#" + section)
    expect(page.locator(f"#{section}")).to_be_visible()
    page.locator(f"#{section}").evaluate("section => section.scrollIntoView({block: 'start'})")
    SHOTS.mkdir(exist_ok=True)
    name = path.strip("/").replace("/", "-")
    page.screenshot(path=SHOTS / f"rules-{name}-{section}-{scheme}.png")
    context.close()
