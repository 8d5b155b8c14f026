"""Two phones at one table (two browser contexts, each its own session): one saves first, the other is
told what changed and keeps what it typed; a correction never silently overwrites another."""

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import EN_DARK_JA_LIGHT, EN_LIGHT_JA_DARK, ids

pytestmark = pytest.mark.django_db(transaction=True)

SAVE = "form.deal .actionbar button[type=submit] >> nth=0"  # the first: the primary action


def fill(page, field: str, value: int) -> None:
    page.locator(f"#id_{field}").fill(str(value))


@pytest.mark.parametrize("two_phones", EN_DARK_JA_LIGHT, indirect=True, ids=ids(EN_DARK_JA_LIGHT))
def test_someone_just_entered_the_deal_and_the_other_phone_keeps_its_entries(make_game, two_phones, shot):
    prefix, a, b = two_phones
    game = make_game(deals=[[{"melded_points": 100}, {"melded_points": 60}]])
    form = f"{prefix}/g/{game.slug}/deal/"
    a.goto(form)
    b.goto(form)
    fill(a, "s0-melded_points", 150)
    fill(b, "s0-melded_points", 90)
    fill(b, "s1-hand_points", 25)
    a.locator(SAVE).click()
    expect(a.locator(".sheet tbody tr")).to_have_count(2)
    b.locator(SAVE).click()

    conflict = b.locator(".conflict-box")
    expect(conflict).to_be_visible()
    headline = "Someone just entered deal 2." if prefix == "" else "誰かが第2ディールを入力したところです。"
    expect(conflict.locator(".conflict-headline")).to_have_text(headline)
    expect(b.locator("#id_s0-melded_points")).to_have_value("90")  # B's entries are still there
    expect(b.locator("#id_s1-hand_points")).to_have_value("25")
    expect(conflict.locator(".compare tbody tr")).to_have_count(4)  # two scores, two fields that differ
    shot(b, "phone-b-told")
    conflict.scroll_into_view_if_needed()
    shot(b, "phone-b-told-screen", full_page=False)

    b.locator(".another-deal").click()  # B's deal is another deal, and B says so: saved as deal 3
    expect(b.locator(".sheet tbody tr")).to_have_count(3)
    expect(b.locator(".board .total").first).to_have_text("340")
    shot(b, "phone-b-sheet")


@pytest.mark.parametrize("two_phones", EN_LIGHT_JA_DARK, indirect=True, ids=ids(EN_LIGHT_JA_DARK))
def test_a_correction_made_meanwhile_is_shown_beside_mine_never_overwritten(make_game, two_phones, shot):
    prefix, a, b = two_phones
    game = make_game(deals=[[{"melded_points": 100}, {"melded_points": 60}], [{"melded_points": 50}, {}]])
    correction = f"{prefix}/g/{game.slug}/deal/1/"
    a.goto(correction)
    b.goto(correction)
    fill(a, "s0-melded_points", 120)
    fill(b, "s0-melded_points", 200)
    fill(b, "s1-melded_points", 80)
    a.locator(SAVE).click()
    expect(a.locator(".sheet tbody tr").first.locator(".corrected-mark")).to_be_visible()
    b.locator(SAVE).click()

    conflict = b.locator(".conflict-box")
    expect(conflict).to_be_visible()
    expect(b.locator("#id_s0-melded_points")).to_have_value("200")
    rows = conflict.locator(".compare tbody tr")
    expect(rows).to_have_count(4)
    expect(rows.nth(2).locator("td")).to_have_text(["120", "200"])  # theirs beside mine
    expect(b.locator(".history-list > li")).to_have_count(2)  # entered, corrected by the other phone
    shot(b, "phone-b-refused")
    conflict.scroll_into_view_if_needed()
    shot(b, "phone-b-refused-screen", full_page=False)
    game.deals.get(number=1).refresh_from_db()
    assert game.deals.get(number=1).entries[0]["melded_points"] == 120  # A's correction stands

    b.locator(SAVE).click()  # B has seen A's values and keeps its own
    expect(b.locator(".sheet tbody tr").first.locator(".corrected-mark")).to_be_visible()
    assert game.deals.get(number=1).entries[0]["melded_points"] == 200
    shot(b, "phone-b-sheet")
    a.goto(correction)
    expect(a.locator(".history-list > li")).to_have_count(3)
    a.locator(".history").scroll_into_view_if_needed()
    shot(a, "phone-a-history-screen", full_page=False)


@pytest.mark.parametrize("two_phones", EN_DARK_JA_LIGHT, indirect=True, ids=ids(EN_DARK_JA_LIGHT))
def test_a_correction_of_a_deal_deleted_meanwhile_keeps_its_entries_and_touches_no_other(make_game, two_phones, shot):
    """Issue 10: deals 105 / 110 / 115; A opens the correction of deal 2, B deletes deal 2, A saves."""
    prefix, a, b = two_phones
    game = make_game(deals=[[{"melded_points": points}, {}] for points in (105, 110, 115)])
    a.goto(f"{prefix}/g/{game.slug}/deal/2/")
    b.goto(f"{prefix}/g/{game.slug}/deal/2/delete/")
    fill(a, "s0-melded_points", 150)
    b.locator("form.stack button[type=submit]").click()
    expect(b.locator(".sheet tbody tr")).to_have_count(2)
    a.locator(SAVE).click()

    expect(a.locator(".conflict-box")).to_be_visible()
    expect(a.locator("#id_s0-melded_points")).to_have_value("150")
    shot(a, "phone-a-told", full_page=False)
    melded = [entries[0]["melded_points"] for entries in game.deals.values_list("entries", flat=True)]
    assert melded == [105, 115]

    b.locator("form.undo button").click()  # B's undo brings deal 2 back; A's correction now saves
    expect(b.locator(".sheet tbody tr")).to_have_count(3)
    a.locator(SAVE).click()
    expect(a.locator(".sheet tbody tr").nth(1).locator(".corrected-mark")).to_be_visible()
    melded = [
        entries[0]["melded_points"] for entries in game.deals.order_by("number").values_list("entries", flat=True)
    ]
    assert melded == [105, 150, 115]
    shot(a, "phone-a-sheet")


@pytest.mark.parametrize("two_phones", EN_LIGHT_JA_DARK, indirect=True, ids=ids(EN_LIGHT_JA_DARK))
def test_a_delete_of_a_deal_corrected_meanwhile_shows_the_deal_again_first(make_game, two_phones, shot):
    prefix, a, b = two_phones
    game = make_game(deals=[[{"melded_points": 100}, {}], [{"melded_points": 50}, {}]])
    a.goto(f"{prefix}/g/{game.slug}/deal/1/delete/")
    b.goto(f"{prefix}/g/{game.slug}/deal/1/")
    fill(b, "s0-melded_points", 300)
    b.locator(SAVE).click()
    expect(b.locator(".sheet tbody tr")).to_have_count(2)
    a.locator("form.stack button[type=submit]").click()

    expect(a.locator(".conflict-box")).to_be_visible()
    expect(a.locator("ul.card li").first).to_contain_text("+300")  # the deal as it is now
    shot(a, "phone-a-asked-again", full_page=False)
    assert game.deals.count() == 2
    a.locator("form.stack button[type=submit]").click()  # seen, and deleted after all
    expect(a.locator(".sheet tbody tr")).to_have_count(1)


def drafts(page, slug: str) -> list[str]:
    """The drafts this phone keeps for a game (static/js/deal.js)."""
    return page.evaluate(
        "(slug) => Object.keys(localStorage).filter((key) => key.startsWith(`meld-draft:${slug}:`))", slug
    )


@pytest.mark.parametrize("two_phones", EN_LIGHT_JA_DARK, indirect=True, ids=ids(EN_LIGHT_JA_DARK))
def test_a_deal_another_phone_entered_first_never_comes_back_as_the_next_deal(make_game, two_phones, shot):
    """Issue 24: B loses the race for deal 2, follows the advice back to the score sheet and taps Enter deal:
    the form of deal 3 is empty, so a Save there cannot record deal 2 a second time."""
    prefix, a, b = two_phones
    game = make_game(deals=[[{"melded_points": 100}, {"melded_points": 60}]])
    form = f"{prefix}/g/{game.slug}/deal/"
    a.goto(form)
    b.goto(form)
    fill(a, "s0-melded_points", 150)
    fill(b, "s0-melded_points", 150)  # the same deal, typed on both phones
    fill(b, "s1-hand_points", 25)
    expect(b.locator("[data-draft-note]")).to_be_visible()  # kept on the phone as it is typed
    a.locator(SAVE).click()
    expect(a.locator(".sheet tbody tr")).to_have_count(2)
    b.locator(SAVE).click()
    expect(b.locator(".conflict-box")).to_be_visible()
    assert drafts(b, game.slug) == [f"meld-draft:{game.slug}:new:2"]  # beside deal 2, the deal it was for

    b.locator(".conflict-box a.button").click()  # "Back to the score sheet", as the advice says
    expect(b.locator(".sheet tbody tr")).to_have_count(2)
    b.wait_for_function(  # sheet.js drops the drafts of deals the sheet shows saved
        "(slug) => !Object.keys(localStorage).some((key) => key.startsWith(`meld-draft:${slug}:`))", arg=game.slug
    )
    b.locator("a.button.primary.big").click()  # Enter deal 3
    expect(b.locator("h1")).to_have_text("Deal 3" if prefix == "" else "第3ディール")
    expect(b.locator("#id_s0-melded_points")).to_have_value("")
    expect(b.locator("#id_s1-hand_points")).to_have_value("")
    expect(b.locator("[data-draft-note]")).to_be_hidden()
    shot(b, "phone-b-next-deal-empty", full_page=False)
    assert drafts(b, game.slug) == []


@pytest.mark.parametrize("two_phones", EN_DARK_JA_LIGHT, indirect=True, ids=ids(EN_DARK_JA_LIGHT))
def test_after_a_lost_race_the_big_button_corrects_the_deal_and_never_saves_it_twice(make_game, two_phones, shot):
    """The review's finding 12 (a 40-player night, table 8): two phones type deal 2 with melded 250 and 260 and
    save together; the loser's big sticky button saved deal 3, a copy of deal 2. Now the big button corrects
    deal 2 with the loser's entries, and saving them as deal 3 is a button that says it is another deal."""
    prefix, a, b = two_phones
    game = make_game(deals=[[{"melded_points": 100}, {"melded_points": 60}]])
    form = f"{prefix}/g/{game.slug}/deal/"
    a.goto(form)
    b.goto(form)
    fill(a, "s0-melded_points", 250)
    fill(b, "s0-melded_points", 260)
    a.locator(SAVE).click()
    expect(a.locator(".sheet tbody tr")).to_have_count(2)
    b.locator(SAVE).click()
    expect(b.locator(".conflict-box")).to_be_visible()
    big = b.locator(".actionbar .button.primary.big")
    expect(big).to_have_text("Correct deal 2" if prefix == "" else "第2ディールを修正")
    expect(b.locator(".actionbar .another-deal")).to_have_text(
        "No, it is another deal: save it as deal 3" if prefix == "" else "別のディールなので第3ディールとして保存"
    )
    shot(b, "phone-b-lost-race", full_page=False)

    big.click()  # one tap on the big button, as at table 8
    expect(b.locator(".sheet tbody tr")).to_have_count(2)  # no deal 3
    expect(b.locator(".sheet tbody tr").nth(1).locator(".corrected-mark")).to_be_visible()
    assert [deal.entries[0]["melded_points"] for deal in game.deals.order_by("number")] == [100, 260]
    shot(b, "phone-b-corrected", full_page=False)
    a.reload()
    expect(a.locator(".sheet tbody tr")).to_have_count(2)  # the other phone sees deal 2 as corrected, once
