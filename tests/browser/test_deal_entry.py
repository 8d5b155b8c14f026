"""Entering a deal at the table: one screen for Classic, a draft that survives leaving the page,
who deals, and every problem at once."""

import re

import pytest
from playwright.sync_api import expect

from scorekeeper.models import Game
from scorekeeper.services.games import SideSpec, create_game
from tests.browser.conftest import LOOKS, ids, until

pytestmark = pytest.mark.django_db(transaction=True)
SCREEN = 844


def classic() -> Game:
    return create_game("classic-canasta", [SideSpec("We", ["Aiko", "Ben"]), SideSpec("They", ["Chie", "Dan"])])


def outside_the_screen(page) -> list[str]:
    """Every field of every side, and the Save button, that does not lie within the first screen."""
    return page.evaluate(
        """(height) => [...document.querySelectorAll(
              "form.deal fieldset input[name], form.deal fieldset button.step, form.deal button[type=submit]")]
            .filter((el) => el.offsetParent !== null && !el.closest("details:not([open])"))
            .filter((el) => {
              // A field must not hide under the sticky Save bar either.
              const bar = document.querySelector(".actionbar").getBoundingClientRect().top;
              const box = el.getBoundingClientRect();
              return box.top < 0 || box.bottom > (el.type === "submit" ? height : bar);
            })
            .map((el) => el.name || el.getAttribute("aria-label") || el.textContent.trim())""",
        SCREEN,
    )


def lowest_field(page) -> float:
    return page.evaluate(
        """() => Math.max(...[...document.querySelectorAll("form.deal fieldset input[name]")]
            .filter((el) => el.offsetParent !== null && !el.closest("details:not([open])"))
            .map((el) => el.getBoundingClientRect().bottom))"""
    )


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("language", ["", "/ja"], ids=["en", "ja"])
def test_a_classic_deal_of_four_fits_one_screen_with_both_sides_and_save(phone, shot, language, scheme):
    page = phone
    page.emulate_media(color_scheme=scheme)
    game = classic()
    page.goto(f"{language}/g/{game.slug}/deal/")
    assert page.evaluate("window.scrollY") == 0
    assert outside_the_screen(page) == []
    shot(page, f"classic-{language.strip('/') or 'en'}-{scheme}", full_page=False)


@pytest.mark.parametrize(
    ("variant", "seating"),
    [("hand-and-foot", [["Aiko", "Ben"], ["Chie", "Dan"]]), ("kalooki", [["Aiko"], ["Ben"], ["Chie"], ["Dan"]])],
)
def test_hand_and_foot_and_kalooki_need_at_most_one_swipe(phone, shot, variant, seating):
    page = phone
    game = create_game(variant, [SideSpec(f"S{i}", players) for i, players in enumerate(seating)])
    page.goto(f"/g/{game.slug}/deal/")
    # One swipe moves a screen less the sticky Save bar: every field lies within that much more.
    bar = page.locator(".actionbar").bounding_box()["height"]
    assert lowest_field(page) <= 2 * SCREEN - 2 * bar
    shot(page, variant, full_page=False)


def test_kalooki_asks_once_who_went_out_and_then_the_others_points(phone, shot):
    page = phone
    game = create_game("kalooki", [SideSpec(name, [name]) for name in ("Aiko", "Ben", "Chie")])
    page.goto(f"/g/{game.slug}/deal/")
    expect(page.locator(".shared-need")).to_have_count(1)
    page.locator("#id_s0-penalty_points").fill("30")
    page.get_by_role("group", name="Who went out?").get_by_text("Aiko", exact=True).click()
    expect(page.locator("#id_s0-penalty_points")).to_be_hidden()
    expect(page.get_by_role("group", name="Aiko")).to_contain_text("Went out: no points to enter.")
    page.locator("#id_s1-penalty_points").fill("20")
    page.locator("#id_s2-penalty_points").fill("7")
    expect(page.locator("#preview")).to_contain_text("Ben +20")
    shot(page, "who-went-out", full_page=False)
    page.get_by_role("button", name="Save deal").click()
    expect(page.locator(".board .total")).to_have_text(["0", "20", "7"])


def test_enter_moves_to_the_next_field(phone):
    page = phone
    page.goto(f"/g/{classic().slug}/deal/")
    page.locator("#id_s0-natural_canastas").fill("1")
    page.keyboard.press("Enter")
    expect(page.locator("#id_s0-mixed_canastas")).to_be_focused()
    assert page.locator("#id_s0-natural_canastas").get_attribute("enterkeyhint") == "next"


def typed(page) -> None:
    page.locator("#id_s0-melded_points").fill("120")
    page.locator("#id_s1-hand_points").fill("45")
    expect(page.locator("#preview-summary")).to_contain_text("−45")  # no preview left on its way


def still_there(page) -> None:
    expect(page.locator("#id_s0-melded_points")).to_have_value("120")
    expect(page.locator("#id_s1-hand_points")).to_have_value("45")
    expect(page.locator("[data-draft-note]")).to_be_visible()
    expect(page.locator("#preview-summary")).to_contain_text("+120")  # the preview asked again
    expect(page.locator("#preview-summary")).to_contain_text("−45")


@pytest.mark.service_worker  # as on a phone: the reload and the language switch go through it
@pytest.mark.parametrize("scheme", ["light", "dark"])  # in English, then in Japanese
def test_a_draft_survives_reload_back_and_forward_the_language_switch_and_a_question_mark(phone, shot, scheme):
    page = phone
    page.emulate_media(color_scheme=scheme)
    game = classic()
    page.goto(game.get_absolute_url())
    page.get_by_role("link", name="Enter deal 1").click()
    typed(page)

    page.reload()
    still_there(page)
    shot(page, "restored-after-reload", full_page=False)

    page.get_by_role("link", name="Score sheet").click()
    expect(page.locator(".board")).to_be_visible()
    page.go_back()
    still_there(page)
    page.go_forward()
    expect(page.locator(".board")).to_be_visible()
    page.go_back()
    still_there(page)

    page.get_by_role("button", name="日本語").click()
    expect(page).to_have_url(re.compile(r"/ja/g/[\w-]+/deal/$"))
    still_there(page)
    shot(page, "restored-in-japanese", full_page=False)

    page.get_by_role("group", name="We").get_by_role("link", name=re.compile("ルール")).first.click()
    dialog = page.locator("dialog.rule-dialog")
    expect(dialog).to_be_visible()
    shot(page, "rule-over-the-form", full_page=False)
    dialog.get_by_role("button", name="閉じる").click()
    expect(dialog).to_be_hidden()
    still_there(page)

    # Discard: the form afresh, nothing kept.
    page.get_by_role("button", name="破棄").click()
    expect(page.locator("#id_s0-melded_points")).to_have_value("")
    expect(page.locator("[data-draft-note]")).to_be_hidden()
    page.reload()
    expect(page.locator("#id_s0-melded_points")).to_have_value("")
    assert page.evaluate("Object.keys(localStorage).filter((key) => key.startsWith('meld-draft:'))") == []


def test_a_saved_deal_leaves_no_draft_and_the_next_deal_starts_empty(phone):
    page = phone
    game = classic()
    page.goto(f"/g/{game.slug}/deal/")
    typed(page)
    page.get_by_role("button", name="Save deal").click()
    expect(page.locator(".board .total")).to_have_text(["120", "−45"])
    # sheet.js drops the draft once the sheet swapped in shows the deal: wait for it.
    page.wait_for_function("Object.keys(localStorage).every((key) => !key.startsWith('meld-draft:'))")
    page.get_by_role("link", name="Enter deal 2").click()
    expect(page.locator("#id_s0-melded_points")).to_have_value("")


def test_a_correction_keeps_its_own_draft(phone):
    page = phone
    game = classic()
    page.goto(f"/g/{game.slug}/deal/")
    typed(page)
    page.get_by_role("button", name="Save deal").click()
    expect(page.locator(".board .total")).to_have_text(["120", "−45"])  # saved before the correction opens
    page.goto(f"/g/{game.slug}/deal/1/")
    page.locator("#id_s0-melded_points").fill("150")
    page.reload()
    expect(page.locator("#id_s0-melded_points")).to_have_value("150")
    page.get_by_role("button", name="Save the correction").click()
    expect(page.locator(".board .total")).to_have_text(["150", "−45"])
    page.goto(f"/g/{game.slug}/deal/1/")
    expect(page.locator("#id_s0-melded_points")).to_have_value("150")
    expect(page.locator("[data-draft-note]")).to_be_hidden()


def test_the_preview_is_worked_out_again_when_htmx_arrives_after_the_form_over_a_weak_signal(phone):
    page = phone
    page.goto(f"/g/{classic().slug}/deal/")
    typed(page)
    held = []
    page.route("**/htmx-2*.js", lambda route: held.append(route))
    page.reload(wait_until="commit")
    until(page, lambda: held, "htmx to be asked for")
    expect(page.locator("#id_s0-melded_points")).to_be_attached()  # the form is there; htmx is not
    held[0].continue_()
    still_there(page)


# The words of the dealer test in each language: (deals first, start, enter deal 1, save, who deals).
DEALER_WORDS = {
    "en": ("Deals first", "Start the game", "Enter deal 1", "Save deal", "{name} deals deal {number}"),
    "ja": (
        "最初に配る人",
        "ゲームを始める",
        "第1ディールを入力",
        "ディールを保存",
        "第{number}ディールは{name}が配ります",
    ),
}


@pytest.mark.parametrize(("language", "scheme"), LOOKS, ids=ids(LOOKS))
def test_the_dealer_picked_first_deals_and_the_deal_passes_to_the_left(phone, shot, language, scheme):
    deals_first, start, enter, save, deals = DEALER_WORDS[language]
    page = phone
    page.emulate_media(color_scheme=scheme)
    page.goto(f"{'' if language == 'en' else '/ja'}/new/")
    for field, name in zip(
        ["side0_player0", "side0_player1", "side1_player0", "side1_player1"], ["Aiko", "Ben", "Chie", "Dan"]
    ):
        page.locator(f"#id_{field}").fill(name)
    page.get_by_label(deals_first).select_option(label="Chie")  # the list names the places as they are typed
    page.get_by_role("button", name=start).click()
    expect(page.locator(".dealer")).to_have_text(deals.format(name="Chie", number=1))
    page.get_by_role("link", name=enter).click()
    expect(page.locator(".dealer")).to_have_text(deals.format(name="Chie", number=1))
    page.locator("#id_s0-melded_points").fill("50")
    page.get_by_role("button", name=save).click()
    expect(page.locator(".dealer")).to_have_text(deals.format(name="Ben", number=2))
    shot(page, f"sheet-dealer-{language}-{scheme}", full_page=False)


def test_every_mistake_of_a_deal_shows_at_once_beside_its_field(phone, shot):
    page = phone
    page.goto(f"/g/{classic().slug}/deal/")
    page.locator("#id_s0-melded_points").fill("7")
    page.locator("#id_s1-hand_points").fill("3")
    for side in ("We", "They"):
        page.get_by_role("group", name=side).get_by_text("Went out", exact=True).click()
    page.get_by_role("button", name="Save deal").click()
    expect(page.locator(".problems-box")).to_contain_text("4 entries need a look")
    we, they = page.get_by_role("group", name="We"), page.get_by_role("group", name="They")
    expect(we.locator(".error")).to_have_text(
        ["Going out needs at least 1 canasta.", "Card points come in multiples of 5."]
    )
    expect(they.locator(".error")).to_have_text(
        [
            "Only one side can go out in a deal.",
            "Going out needs at least 1 canasta.",
            "Card points come in multiples of 5.",
        ]
    )
    shot(page, "every-mistake", full_page=False)
