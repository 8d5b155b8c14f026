"""The score sheet shows the latest deals; the earlier ones are on the deals pages, PAGE at a time."""

from django.urls import reverse

from scorekeeper.services.deals import add_deal
from scorekeeper.services.sheet import PAGE, SHOWN

FIVE = [{"melded_points": 5}, {}]


def test_a_long_game_shows_its_latest_deals_and_a_row_of_the_earlier_ones(client, make_game):
    game = make_game(deals=[FIVE] * (SHOWN + 12))
    html = client.get(game.get_absolute_url()).content.decode()
    first = 13
    earlier = reverse("deals_page", args=[game.slug]) + "?page=1"
    assert f'href="{earlier}"' in html
    assert "1 – 12" in html
    assert f">{first}</a>" in html and ">12</a>" not in html
    assert f">{SHOWN + 12}</a>" in html
    assert f"Enter deal {SHOWN + 13}" in html


def test_a_short_game_shows_every_deal_without_the_earlier_row(client, make_game):
    game = make_game(deals=[FIVE] * 3)
    html = client.get(game.get_absolute_url()).content.decode()
    assert reverse("deals_page", args=[game.slug]) not in html
    assert ">1</a>" in html and ">3</a>" in html


def test_the_deals_pages_show_every_deal_with_its_running_totals(client, make_game):
    game = make_game(deals=[FIVE] * (PAGE + 5))
    url = reverse("deals_page", args=[game.slug])
    first = client.get(url + "?page=1").content.decode()
    assert f"Deals 1–{PAGE}" in first
    assert f"{url}?page=2" in first and 'rel="prev"' not in first
    last = client.get(url).content.decode()  # the last page by default
    assert f"Deals {PAGE + 1}–{PAGE + 5}" in last
    assert f"1 – {PAGE}" in last  # the row of the earlier deals, with their totals
    assert f"<b>{5 * (PAGE + 5)}</b>" in last


def test_a_page_past_the_last_is_not_found_and_a_game_without_deals_goes_to_its_sheet(client, make_game):
    game = make_game(deals=[FIVE])
    url = reverse("deals_page", args=[game.slug])
    assert client.get(url + "?page=2").status_code == 404
    empty = make_game()
    assert client.get(reverse("deals_page", args=[empty.slug])).status_code == 302


def test_the_deals_pages_are_in_japanese_too(client, make_game):
    game = make_game(deals=[FIVE] * 2)
    html = client.get("/ja" + reverse("deals_page", args=[game.slug])).content.decode()
    assert 'lang="ja"' in html


def test_a_deals_page_holds_exactly_page_deals_and_the_next_deal_begins_another(client, make_game):
    game = make_game(deals=[FIVE] * PAGE)
    url = reverse("deals_page", args=[game.slug])
    assert f"<h1>Deals 1–{PAGE}</h1>" in client.get(url).content.decode()
    assert client.get(url + "?page=2").status_code == 404
    add_deal(game, FIVE)
    assert f"<h1>Deals {PAGE + 1}–{PAGE + 1}</h1>" in client.get(url).content.decode()
    assert f"<h1>Deals {PAGE + 1}–{PAGE + 1}</h1>" in client.get(url + "?page=2").content.decode()


def test_one_deal_more_than_the_sheet_shows_makes_a_row_of_the_first(client, make_game):
    game = make_game(deals=[[{"melded_points": 100}, {}]] + [FIVE] * SHOWN)
    html = client.get(game.get_absolute_url()).content.decode()
    earlier = html.split('<tr class="carried earlier">')[1].split("</tr>")[0]
    assert ">1 – 1</a>" in earlier and "<td><b>100</b></td><td><b>0</b></td>" in earlier
    assert ">1</a>" not in html.split('<tr class="carried earlier">')[1].split("</tr>", 1)[1]  # deal 1 is that row
    assert f"<b>{100 + 5 * SHOWN}</b>" in html


def test_the_pages_of_a_game_stored_by_an_older_meld_carry_the_totals_before_them(client, make_game):
    """No standing stored with the deals: the totals before a page are worked out from the deals."""
    game = make_game(deals=[FIVE] * (PAGE + 5))
    game.deals.update(standing=None)
    last = client.get(reverse("deals_page", args=[game.slug])).content.decode()
    assert f"<h1>Deals {PAGE + 1}–{PAGE + 5}</h1>" in last
    assert f"<td><b>{5 * PAGE}</b></td><td><b>0</b></td>" in last  # the row of deals 1 to PAGE
