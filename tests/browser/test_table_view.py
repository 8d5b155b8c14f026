"""A tablet lying between the players: the totals twice, the far copy upside down, following the deals
entered on another phone."""

import re

import pytest
from playwright.sync_api import expect

from scorekeeper.services.deals import add_deal
from scorekeeper.views import table

pytestmark = pytest.mark.django_db(transaction=True)


def test_the_table_view_faces_both_sides_and_follows_the_game(phone, shot, make_game):
    game = make_game(deals=[[{"melded_points": 120}, {"melded_points": 90}]])
    page = phone
    page.clock.install()  # moved a refresh on by hand below
    page.goto(game.get_absolute_url())
    page.get_by_role("link", name="Table view").click()
    near, far = page.locator(".centre-near"), page.locator(".centre-far")
    expect(near.locator(".centre-total")).to_have_text(["120", "90"])
    expect(far.locator(".centre-total")).to_have_text(["120", "90"])
    # Turned 180°, once table.css has loaded: the boosted link adds it to the page after the swap.
    expect(far).to_have_css("transform", "matrix(-1, 0, 0, -1, 0, 0)")
    # Read with expect, which reads again if a refresh swapped the totals out meanwhile (with the refresh made 1 s
    # for the test, under load, a total read once was read detached, with no style).
    expect(near).to_have_css("transform", "none")
    at_least_48_px = re.compile(r"^(4[89]|[5-9]\d|\d{3,})(\.\d+)?px$")
    expect(near.locator(".centre-total").first).to_have_css("font-size", at_least_48_px)  # read from a metre away
    for scheme in ("light", "dark"):
        page.emulate_media(color_scheme=scheme)
        shot(page, f"1-{scheme}", full_page=False)

    add_deal(game, [{"melded_points": 300}, {"melded_points": 50}])  # another phone enters deal 2
    page.clock.run_for(table.REFRESH_SECONDS * 1000)  # the page asks again
    expect(near.locator(".centre-total")).to_have_text(["420", "140"])
    expect(near.locator(".centre-line")).to_have_text("After deal 2")
    page.set_viewport_size({"width": 844, "height": 390})  # held sideways
    assert page.evaluate("document.documentElement.scrollWidth") <= 844
    shot(page, "2-landscape", full_page=False)
    page.get_by_role("link", name="Enter deal 3").click()
    expect(page.locator("h1")).to_have_text("Deal 3")


def test_a_page_reached_by_a_link_shows_once_its_style_sheet_has_come(phone, make_game):
    """The link is boosted (htmx swaps the page in): the table view's own sheet comes after the swap,
    and until it has, the page shows nothing rather than the totals without their styles."""
    game = make_game(deals=[[{"melded_points": 120}, {"melded_points": 90}]])
    page = phone
    page.goto(game.get_absolute_url())
    held = []
    page.route("**/static/css/table*.css", lambda route: held.append(route))
    page.get_by_role("link", name="Table view").click()
    expect(page.locator(".centre-near .centre-total")).to_have_text(["120", "90"])  # swapped in
    assert held, "the table view's sheet is asked for"
    expect(page.locator("main")).to_have_css("visibility", "hidden")
    held[0].continue_()
    expect(page.locator("main")).to_have_css("visibility", "visible")
    expect(page.locator(".centre-far")).to_have_css("transform", "matrix(-1, 0, 0, -1, 0, 0)")
