"""Switching language on a phone in the middle of a game keeps the game."""

import re

import pytest
from playwright.sync_api import expect

pytestmark = pytest.mark.django_db(transaction=True)


def test_switching_to_japanese_mid_game_keeps_the_game(phone, shot):
    page = phone
    page.goto("/new/")
    page.get_by_label("Side name").first.fill("Aiko & Ben")
    page.get_by_role("button", name="Start the game").click()
    page.get_by_role("link", name="Enter deal 1").click()
    us = page.get_by_role("group", name="Aiko & Ben")
    us.get_by_role("button", name="One more: Natural canastas", exact=True).click()
    us.get_by_role("button", name="One more: Mixed canastas", exact=True).click()
    us.get_by_text("Went out", exact=True).click()
    page.locator("#id_s0-melded_points").fill("700")
    page.locator("#id_s1-hand_points").fill("45")
    page.get_by_role("button", name="Save deal").click()
    expect(page.locator(".board .total")).to_have_text(["1,600", "−45"])
    sheet = page.url

    page.get_by_role("button", name="日本語").click()
    expect(page).to_have_url(re.sub(r"/g/", "/ja/g/", sheet))
    expect(page.locator("html")).to_have_attribute("lang", "ja")
    expect(page.locator(".board h2")).to_have_text(["Aiko & Ben", "They"])
    expect(page.locator(".board .total")).to_have_text(["1,600", "−45"])
    expect(page.locator(".board .need span").first).to_have_text("次のイニシャルメルド")
    expect(page.locator(".board .need b")).to_have_text(["90点", "15点"])  # a number standing alone takes its unit
    expect(page.locator(".sheet tbody tr")).to_have_count(1)
    shot(page, "1-sheet-ja")
    assert page.evaluate("document.documentElement.scrollWidth") <= 390

    # The next deal is entered in Japanese, with the live preview from the engine.
    page.get_by_role("link", name="第2ディールを入力").click()
    expect(page.locator("h1")).to_have_text("第2ディール")
    them = page.get_by_role("group", name="They")
    them.get_by_role("button", name="1増やす：赤の3", exact=True).click()
    page.locator("#id_s1-melded_points").fill("50")
    expect(page.locator("#preview")).to_contain_text("They +150")
    expect(page.locator("#preview")).to_contain_text("赤の3")
    shot(page, "2-deal-form-ja")
    page.get_by_role("link", name="スコア表").click()
    expect(page.locator(".board")).to_be_visible()  # the boosted link has landed: switch from the sheet

    page.get_by_role("button", name="English").click()
    expect(page).to_have_url(sheet)
    expect(page.locator("html")).to_have_attribute("lang", "en")
    expect(page.locator(".board .total")).to_have_text(["1,600", "−45"])
    expect(page.get_by_role("link", name="Enter deal 2")).to_be_visible()


def test_the_japanese_pages_at_phone_size(phone, shot):
    page = phone
    page.goto("/ja/")
    expect(page.locator("h1")).to_have_text("カードゲームのスコア表")
    shot(page, "1-home-ja")
    page.get_by_role("link", name="新しいゲーム").click()
    expect(page).to_have_url(re.compile(r"/ja/new/$"))
    shot(page, "2-new-game-ja")
    page.get_by_role("button", name="ゲームを始める").click()
    expect(page.locator(".board h2")).to_have_text(["自分たち", "相手"])
    shot(page, "3-sheet-ja")
    page.get_by_role("link", name="第1ディールを入力").click()
    shot(page, "4-deal-form-ja")
    page.goto("/ja/glossary/")
    shot(page, "5-glossary-ja")
    # Nothing sticks out of the phone's width.
    for url in ("/ja/", "/ja/new/", "/ja/glossary/"):
        page.goto(url)
        assert page.evaluate("document.documentElement.scrollWidth") <= 390, url
