"""The table-centre view (totals in big type, twice) and the score sheet beside the deal form."""

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

pytestmark = pytest.mark.django_db

OUT = {"natural_canastas": 1, "went_out": True, "melded_points": 100}


def table(client, game, **headers):
    response = client.get(reverse("table_view", args=[game.slug]), **headers)
    assert response.status_code == 200
    return response.content.decode()


def test_an_unknown_game_is_not_found(client, db):
    assert client.get(reverse("table_view", args=["no-such-game"])).status_code == 404


def test_it_shows_each_total_twice_the_far_copy_hidden_from_screen_readers(client, make_game):
    game = make_game(deals=[[OUT, {"melded_points": 120, "hand_points": 45}]])
    html = table(client, game)
    assert html.count('<p class="centre-total">700</p>') == 2
    assert html.count('<p class="centre-total">75</p>') == 2
    assert '<div class="centre-half centre-far" aria-hidden="true">' in html
    assert html.count("After deal 1") == 2
    assert "Enter deal 2" in html


def test_a_finished_game_names_its_winner_and_offers_no_next_deal(client, make_game):
    game = make_game(starting=[4900, 0], deals=[[OUT, {"hand_points": 45}]])
    html = table(client, game)
    assert html.count("Winner: We") == 2
    assert "Enter deal" not in html
    assert "Next initial meld" not in html


def test_its_poll_gets_the_totals_alone(client, make_game):
    game = make_game()
    html = table(client, game, HTTP_HX_REQUEST="true", HTTP_HX_TARGET="table-centre")
    assert html.lstrip().startswith('<div id="table-centre"')
    assert "<header" not in html
    assert html.count('<p class="centre-total">0</p>') == 4


def test_it_is_in_japanese_under_ja(client, make_game):
    game = make_game()
    response = client.get(f"/ja/g/{game.slug}/table/")
    assert "まだ記録がありません" in response.content.decode()


def test_the_sheet_links_to_it(client, game):
    assert reverse("table_view", args=[game.slug]) in client.get(game.get_absolute_url()).content.decode()


SIDE_SHEET = {"HTTP_HX_REQUEST": "true", "HTTP_HX_TARGET": "side-sheet"}


def test_the_deal_form_names_where_to_fetch_the_sheet_beside_it_but_holds_none_of_it(client, make_game):
    game = make_game(deals=[[OUT, {"melded_points": 120, "hand_points": 45}]])
    html = client.get(reverse("new_deal", args=[game.slug])).content.decode()
    assert f'<div id="side-sheet" data-side-sheet="{reverse("table_view", args=[game.slug])}" hidden></div>' in html
    assert "side-sheet-table" not in html


def test_the_sheet_beside_the_form_is_the_fragment_of_the_table_view(client, make_game):
    game = make_game(deals=[[OUT, {"melded_points": 120, "hand_points": 45}]])
    html = table(client, game, **SIDE_SHEET)
    assert html.startswith('<aside id="side-sheet" class="side-sheet card"')
    assert "<header" not in html
    assert "<td><b>700</b></td><td><b>75</b></td>" in html


def test_the_sheet_beside_the_form_costs_the_same_queries_however_long_the_game(client, make_game):
    counts = []
    for deals in (1, 30):
        game = make_game(deals=[[{"melded_points": 50}, {"melded_points": 60}]] * deals)
        with CaptureQueriesContext(connection) as captured:
            table(client, game, **SIDE_SHEET)
        counts.append(len(captured))
    assert counts[0] == counts[1]
