"""British Kalookie on a phone: a player knocked out is shown as out on the deal form, buys back in,
is knocked out again and has nothing left to fill in; the last player in wins."""

import pytest
from playwright.sync_api import expect

from scorekeeper.models import Game
from tests.browser.conftest import PHONE, SHOTS

pytestmark = pytest.mark.django_db(transaction=True)


def group(page, player: str):
    return page.get_by_role("group", name=player, exact=True)


def seen(page, element, name: str) -> None:
    """A screenshot of the screen with `element` at its top, for a person to look at."""
    element.evaluate("element => element.scrollIntoView({block: 'start'})")
    SHOTS.mkdir(exist_ok=True)
    page.screenshot(path=SHOTS / f"{name}.png")


def enter(page, number: int, out: str, penalties: dict[str, str], buy_in: str = "") -> None:
    page.get_by_role("link", name=f"Enter deal {number}").click()
    page.get_by_role("group", name="Who went out?").get_by_text(out, exact=True).click()
    if buy_in:
        group(page, buy_in).get_by_text("Bought in", exact=True).click()
    for player, points in penalties.items():
        group(page, player).get_by_label("Cards in hand").fill(points)


def test_a_british_game_with_a_knock_out_and_a_buy_in(phone, shot):
    page = phone
    # Straight to the game's start page: checking a seating while htmx swaps the select's choice in
    # would lose the tick.
    page.goto("/new/?variant=kalookie-british")
    expect(page.get_by_label("Game")).to_have_value("kalookie-british")
    page.locator("input[name=seating][value='3x1']").check()
    expect(page.locator("#id_side3_player0")).to_have_count(0)  # the three-player fields are in
    for i, name in enumerate(["Aiko", "Ben", "Chie"]):
        page.locator(f"#id_side{i}_player0").fill(name)
    page.get_by_text("More: continue a game begun on paper").click()
    page.locator("#id_side2_start").fill("100")
    page.get_by_role("button", name="Start the game").click()
    expect(page.locator("p.muted.center")).to_contain_text("out above 150, the last player still in wins")

    # Deal 1: Chie's 51 takes her to 151: knocked out. A penalty no 13 cards make is refused first.
    enter(page, 1, "Aiko", {"Ben": "40", "Chie": "150"})
    expect(page.locator("#preview")).to_contain_text("13 cards are worth at most 148 points.")
    group(page, "Chie").get_by_label("Cards in hand").fill("51")
    expect(page.locator("#preview")).to_contain_text("Chie +51")
    page.get_by_role("button", name="Save deal").click()
    expect(page.locator(".board .side-note")).to_have_text(["Knocked out"])

    # Deal 2: the form shows Chie as knocked out, with only her buy-in to tick and her cards.
    page.get_by_role("link", name="Enter deal 2").click()
    expect(group(page, "Chie").locator(".deal-note")).to_contain_text("Knocked out: tick “Bought in”")
    expect(group(page, "Aiko").get_by_text("Bought in", exact=True)).to_have_count(0)
    shot(page, "1-may-buy-in")
    seen(page, group(page, "Chie"), "british-chie-may-buy-in")
    page.get_by_role("link", name="Score sheet").click()
    enter(page, 2, "Ben", {"Aiko": "20", "Chie": "120"}, buy_in="Chie")
    expect(page.locator("#preview")).to_contain_text("Chie +120")
    page.get_by_role("button", name="Save deal").click()
    # Chie bought in at the highest total still in, Ben's 40, and lost 120: 160, out for good.
    expect(page.locator(".board .total")).to_have_text(["20", "40", "160"])

    # Deal 3: Chie has nothing to fill in.
    page.get_by_role("link", name="Enter deal 3").click()
    expect(group(page, "Chie").locator(".deal-note")).to_contain_text("Knocked out")
    expect(group(page, "Chie").locator(".deal-note")).not_to_contain_text("Bought in")
    expect(group(page, "Chie").locator("input")).to_have_count(0)
    shot(page, "2-out-for-good")
    seen(page, group(page, "Chie"), "british-chie-out-for-good")
    page.get_by_role("group", name="Who went out?").get_by_text("Aiko", exact=True).click()
    group(page, "Ben").get_by_label("Cards in hand").fill("115")
    expect(page.locator("#preview")).to_contain_text("Ben +115")
    page.get_by_role("button", name="Save deal").click()
    # Ben passes 150: Aiko, the last player in, wins.
    expect(page.locator(".banner-title")).to_have_text("Winner: Aiko")
    shot(page, "3-finished")
    assert Game.objects.get().finished


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_knocked_out_player_in_japanese(browser, live_server, shot, scheme):
    context = browser.new_context(**PHONE, base_url=live_server.url, color_scheme=scheme)
    page = context.new_page()
    page.goto("/ja/new/")
    page.get_by_label("ゲーム").select_option("kalookie-british")
    expect(page.locator("input[name=seating][value='6x1']")).to_be_visible()  # British Kalookie's fields are in
    page.locator("input[name=seating][value='3x1']").check()
    expect(page.locator("#id_side3_player0")).to_have_count(0)
    for i, name in enumerate(["あいこ", "ベン", "ちえ"]):
        page.locator(f"#id_side{i}_player0").fill(name)
    page.get_by_text("その他：紙で始めたゲームの続き").click()
    page.locator("#id_side2_start").fill("100")
    page.get_by_role("button", name="ゲームを始める").click()
    page.get_by_role("link", name="第1ディールを入力").click()
    page.get_by_role("group", name="上がったのは誰ですか？").get_by_text("あいこ", exact=True).click()
    group(page, "ベン").get_by_label("手札").fill("40")
    group(page, "ちえ").get_by_label("手札").fill("51")
    expect(page.locator("#preview")).to_contain_text("ちえ +51")  # the preview has answered: Save is enabled
    page.get_by_role("button", name="ディールを保存").click()
    page.get_by_role("link", name="第2ディールを入力").click()
    expect(group(page, "ちえ").locator(".deal-note")).to_contain_text("脱落")
    shot(page, f"deal-form-{scheme}")
    seen(page, group(page, "ちえ"), f"british-ja-{scheme}-may-buy-in")
    context.close()
