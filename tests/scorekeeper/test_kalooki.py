"""Kalooki on the score pad: the start page, deals, the sheet, the home page and game files."""

import pytest
from django.urls import reverse

from rules.kalooki import BRITISH_KALOOKIE, KALOOKI_GAME
from scorekeeper.exchange import GameFileError, export_game, import_game
from scorekeeper.models import Game
from scorekeeper.play import DealRejected, SideSpec, add_deal, change_deal, create_game, starting_total_problem
from tests.conftest import form_data

pytestmark = pytest.mark.django_db

NEW = reverse("new_game")


def players(*names):
    return [SideSpec(name, [name]) for name in names]


def kalooki(*names, variant=KALOOKI_GAME.slug, switches=None, deals=()):
    game = create_game(variant, players(*names), rules=switches)
    for tallies in deals:
        add_deal(game, tallies)
    game.refresh_from_db()
    return game


def out(**more):
    return {"went_out": True, **more}


def left(points, **more):
    return {"penalty_points": points, **more}


def page(client, game):
    return client.get(game.get_absolute_url()).content.decode()


def test_the_start_page_shows_the_cards_dealt_for_each_table(client):
    html = client.get(NEW, {"variant": "kalooki", "seating": "6x1"}).content.decode()
    for players, cards in [(4, 15), (5, 13), (6, 11)]:
        assert f"<b>{players}</b> each plays alone <small" in html
        assert f"{cards} cards each" in html
    assert html.count('name="side5_player0"') == 1


def test_the_start_page_offers_the_switches_of_the_game(client):
    html = client.get(NEW, {"variant": "kalooki"}).content.decode()
    for key in ("ace_eleven", "kalooki_doubles", "chips"):
        assert f'name="option_{key}"' in html
    assert "option_" not in client.get(NEW).content.decode()  # Classic Canasta has none


def test_changing_the_game_on_the_start_page_swaps_the_tables(client):
    response = client.get(NEW, {"variant": "kalooki"}, headers={"HX-Request": "true", "HX-Target": "game-fields"})
    html = response.content.decode()
    assert html.lstrip().startswith('<div id="game-fields"')
    assert "15 cards each" in html and "option_chips" in html


def test_starting_a_game_stores_the_switches_turned_on(client):
    data = {"variant": "kalooki", "seating": "5x1", "side0_player0": "Aiko", "option_chips": "on"}
    response = client.post(NEW, data)
    game = Game.objects.get()
    assert response["Location"] == game.get_absolute_url()
    assert game.rules == {"chips": True}
    assert [side.name for side in game.sides.all()] == ["Aiko", "Player 2", "Player 3", "Player 4", "Player 5"]


def test_the_deal_form_for_four_players_has_the_kalooki_fields(client):
    game = kalooki("Aiko", "Ben", "Chie", "Dan", switches={"kalooki_doubles": True, "chips": True})
    html = client.get(reverse("new_deal", args=[game.slug])).content.decode()
    assert html.count("Initial meld <b>51</b>") == 4
    for key in ("went_out", "kalooki", "penalty_points", "cards_left", "jokers_left"):
        assert f'name="s3-{key}"' in html
    assert "bought_in" not in html
    assert "K, Q, J, 10" in html


def test_a_deal_without_anyone_going_out_is_refused_with_a_message(client):
    game = kalooki("Aiko", "Ben")
    response = client.post(reverse("new_deal", args=[game.slug]), form_data(left(10), left(20)))
    assert response.status_code == 200
    assert "Exactly one player goes out in a deal" in response.content.decode()
    assert game.deals.count() == 0


def test_the_sheet_shows_totals_chips_and_the_lowest_winner(client):
    game = kalooki(
        "Aiko",
        "Ben",
        switches={"chips": True},
        deals=[[out(), left(150, cards_left=11, jokers_left=2)]],
    )
    html = page(client, game)
    assert "Winner: Aiko" in html
    assert "Chips +13" in html and "Chips −13" in html
    assert game.finished


def test_the_live_preview_doubles_on_a_kalooki(client):
    game = kalooki("Aiko", "Ben", switches={"kalooki_doubles": True})
    response = client.post(reverse("preview_deal", args=[game.slug]), form_data(out(kalooki=True), left(20)))
    assert "Ben <b>+40</b>" in response.content.decode()


def test_the_home_page_marks_the_lowest_total_as_leading(client):
    game = kalooki("Aiko", "Ben", deals=[[out(), left(40)]])
    client.get(game.get_absolute_url())
    html = client.get(reverse("home")).content.decode()
    assert '<span class="leading">Aiko <b>0</b></span>' in html
    assert '<span class="">Ben <b>40</b></span>' in html


def british(*deals):
    return kalooki("Aiko", "Ben", "Chie", variant=BRITISH_KALOOKIE.slug, deals=deals)


def test_the_british_sheet_shows_who_is_out_and_the_buy_ins(client):
    game = british([left(120), out(), left(160)], [left(10), out(), {"bought_in": True, "penalty_points": 5}])
    html = page(client, game)
    assert "Bought in ×1" in html and "Bought in at 120" in html and "Knocked out" in html
    assert "3 of 3 still in" in html


def test_a_british_buy_in_when_not_out_is_refused_on_the_form(client):
    game = british()
    data = form_data(out(), left(10, bought_in=True), left(5))
    response = client.post(reverse("new_deal", args=[game.slug]), data | {"deal_number": "1"})
    assert "Only a player who is out can buy back in." in response.content.decode()
    assert game.deals.count() == 0


def test_a_correction_that_would_break_a_later_buy_in_is_refused():
    game = british([out(), left(10), left(151)], [out(), left(10), {"bought_in": True}])
    with pytest.raises(DealRejected) as refused:
        change_deal(game, 1, [out(), left(10), left(150)])
    assert refused.value.problems[0].message == (
        "That would make deal 2 impossible: Only a player who is out can buy back in."
    )


def test_the_british_game_ends_with_the_last_player_in(client):
    game = british([left(100), out(), left(151)], [out(), left(151), {}])
    assert "Winner: Aiko" in page(client, game)


# Game files


def round_trip(game):
    document = export_game(game)
    again = import_game(document)
    assert export_game(again) == document
    return document


def test_a_kalooki_game_with_switches_round_trips():
    game = kalooki(
        "Aiko",
        "Ben",
        "Chie",
        switches={"ace_eleven": True, "kalooki_doubles": True, "chips": True},
        deals=[[out(kalooki=True), left(22, cards_left=2, jokers_left=0), left(36, cards_left=2, jokers_left=1)]],
    )
    document = round_trip(game)
    assert document["rules"] == {"ace_eleven": True, "kalooki_doubles": True, "chips": True}
    assert document["deals"][0]["tallies"][1] == {
        "went_out": False,
        "kalooki": False,
        "penalty_points": 22,
        "cards_left": 2,
        "jokers_left": 0,
        "score": 44,
        "meld_requirement": 51,
    }
    assert [side["total"] for side in document["sides"]] == [0, 44, 72]
    assert document["sides"][0]["next_meld_requirement"] == 51


def test_a_british_game_with_a_buy_in_round_trips():
    game = british([left(120), out(), left(160)], [left(10), out(), {"bought_in": True, "penalty_points": 5}])
    document = round_trip(game)
    assert document["deals"][1]["tallies"][2]["bought_in"] is True
    assert [side["total"] for side in document["sides"]] == [130, 0, 125]
    assert document["finished"] is False and document["winner"] is None


def test_a_file_with_a_buy_in_by_a_player_still_in_is_refused():
    document = export_game(british())
    document["deals"] = [{"tallies": [out(), left(10, bought_in=True), left(1)]}]
    with pytest.raises(GameFileError) as refused:
        import_game(document)
    assert refused.value.problems == ["Deal 1, Ben, Bought in (bought_in): Only a player who is out can buy back in."]


def test_a_switch_in_a_file_must_be_true_or_false():
    document = export_game(kalooki("Aiko", "Ben"))
    document["rules"] = {"chips": "yes"}
    with pytest.raises(GameFileError) as refused:
        import_game(document)
    assert refused.value.problems == ["House rules: “chips” must be true or false."]


def test_a_paper_total_of_exactly_the_limit_is_still_in_the_british_game():
    three = BRITISH_KALOOKIE.rules_for(3, 1)
    assert starting_total_problem(three, three.target) is None
    usual = KALOOKI_GAME.rules_for(3, 1)
    refused = starting_total_problem(usual, usual.target)
    assert refused == f"This total has already reached the target of {usual.target}."
