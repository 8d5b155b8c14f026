"""The tournament game on a phone (issue 44): three hands at 125, 155 and 180, the sheet and the deal form
naming the hand and its meld, in English and in Japanese, at 390×844."""

import pytest
from playwright.sync_api import expect

from scorekeeper.services.deals import add_deal
from scorekeeper.services.games import SideSpec, create_game

pytestmark = pytest.mark.django_db(transaction=True)

OUT = {"natural_canastas": 1, "went_out": True, "melded_points": 100}
NOTHING = {"melded_points": 50}
MELD = {"en": "155", "ja": "155点"}
SAYS = {
    "en": ("Hand 2 of 3, initial meld 155", "3 hands, the higher total after the last wins"),
    "ja": (
        "第2ディール（全3ディール）・イニシャルメルド155点",
        "全3ディール、最後のディールの後に合計点の高いほうの勝ち",
    ),
}


@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_sheet_and_the_deal_form_name_the_hand_and_its_meld(phone, shot, language):
    sides = [SideSpec("Aiko & Ben", ["Aiko", "Ben"]), SideSpec("Chie & Dan", ["Chie", "Dan"])]
    game = create_game("classic-canasta", sides, rules={"tournament_hands": [125, 155, 180]})
    add_deal(game, [OUT, NOTHING])
    prefix = "/ja" if language == "ja" else ""
    headline, goal = SAYS[language]

    phone.goto(f"{prefix}/g/{game.slug}/")
    expect(phone.get_by_text(headline)).to_be_visible()
    expect(phone.get_by_text(goal, exact=False)).to_be_visible()
    expect(phone.locator(".board .need b")).to_have_text([MELD[language]] * 2)
    assert phone.evaluate("document.documentElement.scrollWidth") <= 390
    shot(phone, "sheet", full_page=False)
    shot(phone, "sheet-full")

    phone.goto(f"{prefix}/g/{game.slug}/deal/")
    expect(phone.locator(".deal-headline")).to_have_text(headline)
    expect(phone.locator(".shared-need b")).to_have_text(MELD[language])
    assert phone.evaluate("document.documentElement.scrollWidth") <= 390
    shot(phone, "deal-form", full_page=False)
