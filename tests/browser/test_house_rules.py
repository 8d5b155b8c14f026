"""A game with a house rule and a deal with an adjustment, at phone size in real Chromium.

Issue 4 asks for a Samba deal; Classic Canasta runs the same steps.
"""

import re

import pytest
from playwright.sync_api import expect

from rules.core.deal import score_deal
from scorekeeper.models import Game
from scorekeeper.services.sheet import load_sheet
from tests.conftest import stored_tally

VARIANTS = ["samba", "classic-canasta"]


@pytest.mark.parametrize("variant", VARIANTS)
def test_a_deal_under_house_rules_with_an_adjustment(phone, shot, variant):
    page = phone
    page.goto(f"/new/?variant={variant}")
    page.locator("#house-rules summary").click()
    going_out = page.get_by_label(re.compile(r"^Going out"))
    usual = int(going_out.input_value())
    going_out.fill(str(usual + 100))
    shot(page, "panel")
    page.get_by_role("button", name="Start the game").click()
    expect(page.locator(".house-rules")).to_contain_text(f"Going out {usual + 100} (usual {usual})")

    page.get_by_role("link", name="Enter deal 1").click()
    we = page.locator("fieldset.side").first
    counts = we.locator("button[data-step='1']")
    for _ in range(2):  # two canastas of the first kind: enough to go out in every canasta
        counts.first.click()
    we.get_by_text("Went out", exact=True).click()
    we.get_by_label("Melded cards").fill("200")
    we.get_by_text("Adjustments").click()
    we.locator("select[data-reason]").first.select_option("exact cut")
    expect(we.locator("[data-adjustment-points]").first).to_have_value("100")
    expect(page.locator("#preview")).to_contain_text("Exact cut")
    shot(page, "deal")
    page.get_by_role("button", name="Save deal").click()

    game = Game.objects.get()
    expect(page).to_have_url(re.compile(rf"/g/{game.slug}/$"))
    tally = stored_tally(0)
    assert tally.entries["adjustments"] == [{"points": 100, "reason": "exact cut"}]
    lines = {line.key: line.points for line in game_lines(game, tally)}
    assert lines["went_out"] == usual + 100
    expect(page.locator(".board .total").first).to_have_text(f"{tally.score:,}")
    shot(page, "sheet")


def game_lines(game, tally):
    return score_deal(load_sheet(game).rules, [tally.entries])[0].lines
