"""The rule book on a phone: search as you type, and the score pad's ? links."""

import re

import pytest
from playwright.sync_api import expect

pytestmark = pytest.mark.django_db(transaction=True)


def visible_sections(page) -> list[str]:
    return page.locator("[data-rule-section]:visible").evaluate_all("sections => sections.map(s => s.id)")


def test_typing_in_the_search_box_filters_the_sections(phone, shot):
    page = phone
    page.goto("/rules/classic-canasta/")
    expect(page.locator("#quick")).to_be_visible()
    assert len(visible_sections(page)) == 10
    page.get_by_label("Search the rules").fill("frozen pile")
    expect(page.locator("#discard-pile")).to_be_visible()
    expect(page.locator("#scoring")).to_be_hidden()
    expect(page.locator('[data-toc-for="scoring"]')).to_be_hidden()
    assert 0 < len(visible_sections(page)) < 10
    shot(page, "1-search")
    page.get_by_label("Search the rules").fill("nothing like this")
    expect(page.locator("[data-rule-search-empty]")).to_be_visible()
    page.get_by_label("Search the rules").fill("")
    assert len(visible_sections(page)) == 10


def test_the_japanese_search_finds_japanese_words(phone):
    page = phone
    page.goto("/ja/rules/classic-canasta/")
    page.locator("#rule-search").fill("凍結")
    expect(page.locator("#discard-pile")).to_be_visible()
    expect(page.locator("#deal")).to_be_hidden()


def test_a_question_mark_on_the_deal_form_opens_the_section_that_explains_the_field(phone, shot):
    page = phone
    page.goto("/new/")
    page.locator("#house-rules summary").click()
    page.locator("#id_target").fill("6500")  # "Target" alone: another house rule's label names the target
    page.get_by_role("button", name="Start the game").click()
    page.get_by_role("link", name="Enter deal 1").click()
    # deal.js, which opens a ? over the form, arrives after the boosted link's swap; before it, a ?
    # is a plain link to the rule page.
    expect(page.locator("form[data-draft-ready]")).to_have_count(1)
    field = page.get_by_role("group", name="We").locator(".field", has=page.get_by_label("Red threes", exact=True))
    field.get_by_role("link", name="What the rules say about this").click()
    # The section opens over the form (nothing typed is left behind); the whole page is a link away.
    dialog = page.locator("dialog.rule-dialog")
    expect(dialog.locator("#threes")).to_be_visible()
    expect(page).to_have_url(re.compile(r"/g/[\w-]+/deal/$"))
    shot(page, "2-threes-over-the-form", full_page=False)
    dialog.get_by_role("link", name="The whole rule page").click()
    expect(page).to_have_url(re.compile(r"/g/[\w-]+/rules/#threes$"))
    expect(page.locator("#threes")).to_be_in_viewport()
    expect(page.locator(".house-note")).to_contain_text("6,500")
    shot(page, "3-threes")
