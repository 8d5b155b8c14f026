"""The score sheet: totals, next initial meld, the end of the game, the home page."""

import pytest
from django.urls import reverse

from scorekeeper.services.deals import add_deal

pytestmark = pytest.mark.django_db

OUT = {"natural_canastas": 1, "went_out": True, "melded_points": 100}


def sheet(client, game):
    response = client.get(game.get_absolute_url())
    assert response.status_code == 200
    return response.content.decode()


def test_an_unknown_game_is_not_found(client, db):
    assert client.get(reverse("sheet", args=["no-such-game"])).status_code == 404


def test_a_new_game_shows_zero_and_the_opening_requirement(client, game):
    html = sheet(client, game)
    assert html.count('<p class="total">0</p>') == 2
    assert html.count("<b>50</b>") == 2
    assert "Enter deal 1" in html


def test_each_row_shows_the_deal_score_and_the_running_total(client, make_game):
    game = make_game(deals=[[OUT, {"melded_points": 120, "hand_points": 45}], [{"hand_points": 30}, OUT]])
    html = sheet(client, game)
    assert '<span class="deal-score">+700</span> <b>700</b>' in html
    assert '<span class="deal-score">−30</span> <b>670</b>' in html
    assert '<span class="deal-score">+75</span> <b>75</b>' in html
    assert '<span class="deal-score">+700</span> <b>775</b>' in html
    assert "Enter deal 3" in html


def test_the_next_requirement_follows_the_total(client, make_game):
    game = make_game(starting=[1400, -100], deals=[[{**OUT, "melded_points": 100}, {}]])
    html = sheet(client, game)
    assert '<p class="total">2,100</p>' in html
    assert "<b>90</b>" in html
    assert "<b>15</b>" in html
    assert "Paper" in html


def test_the_winner_is_announced_when_a_side_reaches_the_target(client, make_game):
    game = make_game(starting=[4500, 3000], deals=[[OUT, {"hand_points": 50}]])
    html = sheet(client, game)
    game.refresh_from_db()
    assert game.finished
    assert "Winner: We" in html
    assert "We 5,200 – They 2,950" in html
    assert "Enter deal" not in html
    assert "You can still correct any deal." in html


def test_a_draw_is_announced(client, make_game):
    game = make_game(starting=[4400, 4500], deals=[[OUT, {"melded_points": 600}]])
    html = sheet(client, game)
    assert "The game ends in a draw." in html


def test_the_home_page_lists_the_games_this_browser_opened_with_totals(client, make_game):
    game = make_game(sides=[("Tigers", ["A", "B"]), ("Lions", ["C", "D"])], deals=[[OUT, {}]])
    client.get(game.get_absolute_url())
    html = client.get(reverse("home")).content.decode()
    assert "Tigers <b>700</b>" in html
    assert "Lions <b>0</b>" in html
    assert "1 deal" in html


def test_the_home_page_gives_each_side_its_own_total_whatever_order_the_sides_were_stored_in(client, make_game):
    game = make_game(sides=[("Tigers", ["A", "B"]), ("Lions", ["C", "D"])], deals=[[OUT, {}]])
    sides = list(game.sides.all())
    game.sides.all().delete()
    for side in reversed(sides):  # stored again, the second place first
        side.pk = None
        side.save()
    client.get(game.get_absolute_url())
    html = client.get(reverse("home")).content.decode()
    assert "Tigers <b>700</b>" in html and "Lions <b>0</b>" in html
    assert html.index("Tigers") < html.index("Lions")


def test_the_home_page_does_not_show_other_peoples_games(client, make_game):
    make_game(sides=[("Tigers", ["A", "B"]), ("Lions", ["C", "D"])])
    html = client.get(reverse("home")).content.decode()
    assert "Tigers" not in html
    assert "No games on this phone yet." in html


def test_the_most_recently_opened_games_come_first(client, make_game):
    """Opened in an order that is neither the order they were made nor the order they last changed."""
    names = ["Tigers", "Owls", "Foxes"]
    tigers, owls, foxes = (make_game(sides=[(name, ["A", "B"]), ("Them", ["C", "D"])]) for name in names)
    for game in (owls, foxes, tigers):
        client.get(game.get_absolute_url())
    add_deal(owls, [{"melded_points": 50}, {}])  # changed last, by another phone
    html = client.get(reverse("home")).content.decode()
    assert sorted(names, key=html.index) == ["Tigers", "Foxes", "Owls"]
    client.get(owls.get_absolute_url())
    html = client.get(reverse("home")).content.decode()
    assert sorted(names, key=html.index) == ["Owls", "Tigers", "Foxes"]


def test_opening_the_game_already_first_in_the_list_again_leaves_the_session_as_it_was(client, make_game):
    earlier, latest = make_game(), make_game()
    client.get(earlier.get_absolute_url())
    assert "sessionid" in client.get(latest.get_absolute_url()).cookies  # first in the list now
    assert "sessionid" not in client.get(latest.get_absolute_url()).cookies  # nothing to write: no session saved


def test_the_sheet_needs_three_queries_however_long_the_game(client, make_game, django_assert_max_num_queries):
    short = make_game(deals=[[OUT, {}]])
    long = make_game(deals=[[{"melded_points": 5}, {}]] * 40)
    for game in (short, long):
        with django_assert_max_num_queries(3):
            client.get(game.get_absolute_url())


def test_pages_send_a_strict_content_security_policy(client, game):
    policy = client.get(game.get_absolute_url())["Content-Security-Policy"]
    assert "script-src 'self' 'nonce-" in policy
    assert "style-src 'self'" in policy
    assert "unsafe-inline" not in policy


def test_a_wrong_link_gets_a_page_that_leads_home(client, db, settings):
    settings.DEBUG = False
    response = client.get("/g/not-a-game/")
    assert response.status_code == 404
    assert "This link does not lead to a game or a deal." in response.content.decode()


def test_pages_answer_head_requests_for_monitors(client, game):
    assert client.head(game.get_absolute_url()).status_code == 200
    assert client.head(reverse("new_game")).status_code == 200
