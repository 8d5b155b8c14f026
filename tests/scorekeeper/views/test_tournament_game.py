"""The tournament game on the score pad (issue 44): started from the house-rules panel, the sheet and the deal
form say which hand of how many is next and its initial meld, and the game ends with its last hand."""

import json

import pytest
from django.urls import reverse

from rules.core import house
from rules.families.canasta.presets import CLASSIC_CANASTA
from scorekeeper.models import Game
from scorekeeper.services.deals import add_deal
from scorekeeper.services.exchange import export_game, import_game
from scorekeeper.services.games import SideSpec, create_game
from tests.conftest import form_data, opened

pytestmark = pytest.mark.django_db

HANDS = {"tournament_hands": [125, 155, 180]}
OUT = {"natural_canastas": 1, "went_out": True, "melded_points": 100}  # 500 + 100 + 100 = 700
NOTHING = {"melded_points": 50}


def tournament(hands=0):
    sides = [SideSpec("We", ["Aiko", "Ben"]), SideSpec("They", ["Chie", "Dan"])]
    game = create_game("classic-canasta", sides, rules=HANDS)
    for _ in range(hands):
        add_deal(game, [OUT, NOTHING])
    game.refresh_from_db()
    return game


def page(client, url):
    response = client.get(url)
    assert response.status_code == 200
    return response.content.decode()


def panel(**changes):
    rules = CLASSIC_CANASTA.default
    parts = [part for setting in house.settings_for(rules) for part in setting.parts(rules)]
    values = {part.name: ({True: "yes", False: "no"}[part.value] if part.flag else part.value) for part in parts}
    return {name: "" if value is None else str(value) for name, value in values.items()} | changes


def test_the_start_page_offers_the_hands_of_a_tournament_game_empty(client):
    html = page(client, reverse("new_game"))
    assert "Tournament game: initial meld by hand" in html
    for index in range(3):
        assert f'name="tournament_hands__{index}"' in html
    assert 'name="tournament_hands__3"' not in html


def test_a_game_started_with_three_hands_stores_them_alone(client):
    hands = {"tournament_hands__0": "125", "tournament_hands__1": "155", "tournament_hands__2": "180"}
    response = client.post(reverse("new_game"), {"variant": "classic-canasta", "seating": "2x2", **panel(**hands)})
    assert response.status_code == 302
    game = Game.objects.get()
    assert game.rules == HANDS and game.target is None


def test_the_sheet_says_the_first_hand_and_its_meld_and_how_the_game_is_won(client):
    html = page(client, tournament().get_absolute_url())
    assert "Hand 1 of 3, initial meld 125" in html
    assert "3 hands, the higher total after the last wins" in html
    assert "Tournament game: 3 hands, initial meld 125, 155, 180" in html
    assert "to reach the target" not in html and "5,000" not in html


def test_after_a_hand_the_sheet_and_the_deal_form_say_the_next(client):
    game = tournament(hands=1)
    sheet = page(client, game.get_absolute_url())
    assert "Hand 2 of 3, initial meld 155" in sheet
    assert "<b>155</b>" in sheet and "<b>90</b>" not in sheet  # 700 by the table would need 50; never 90
    form = page(client, reverse("new_deal", args=[game.slug]))
    assert '<p class="deal-headline"><b>Hand 2 of 3, initial meld 155</b></p>' in form
    assert "Initial meld <b>155</b> for everyone" in form


def test_correcting_a_hand_names_that_hand(client):
    game = tournament(hands=2)
    form = page(client, reverse("edit_deal", args=[game.slug, 1]))
    assert "Hand 1 of 3, initial meld 125" in form


def test_the_live_sheet_moves_on_to_the_next_hand_after_a_deal_is_saved(client):
    game = tournament(hands=1)
    client.post(reverse("new_deal", args=[game.slug]), form_data(NOTHING, OUT) | opened(game))
    assert "Hand 3 of 3, initial meld 180" in page(client, game.get_absolute_url())


def test_the_game_ends_with_the_last_hand_and_takes_no_more(client):
    game = tournament(hands=3)
    assert game.finished
    html = page(client, game.get_absolute_url())
    assert "All 3 hands played" in html
    response = client.get(reverse("new_deal", args=[game.slug]), follow=True)
    assert "The game is over: every deal of it has been played." in response.content.decode()


def test_in_japanese_the_sheet_and_the_form_say_the_hand_too(client):
    game = tournament(hands=1)
    sheet = page(client, "/ja" + game.get_absolute_url())
    assert "第2ディール（全3ディール）・イニシャルメルド155点" in sheet
    assert "全3ディール、最後のディールの後に合計点の高いほうの勝ち" in sheet
    form = page(client, f"/ja/g/{game.slug}/deal/")
    assert "第2ディール（全3ディール）・イニシャルメルド155点" in form


def test_a_game_played_to_the_target_says_no_hand(client, game):
    assert "deal-headline" not in page(client, reverse("new_deal", args=[game.slug]))
    assert "Hand 1 of" not in page(client, game.get_absolute_url())


def test_a_game_file_keeps_the_hands_and_reads_back_the_same_game():
    first = export_game(tournament(hands=2))
    assert first["rules"] == HANDS
    assert [tally["meld_requirement"] for deal in first["deals"] for tally in deal["tallies"]] == [125, 125, 155, 155]
    assert [side["next_meld_requirement"] for side in first["sides"]] == [180, 180]
    assert export_game(import_game(json.loads(json.dumps(first)))) | {"slug": None} == first | {"slug": None}


def test_a_game_under_way_becomes_a_tournament_game_and_back_in_its_details(client):
    sides = [SideSpec("We", ["Aiko", "Ben"]), SideSpec("They", ["Chie", "Dan"])]
    game = create_game("classic-canasta", sides)
    add_deal(game, [OUT, NOTHING])
    url = reverse("game_details", args=[game.slug])
    hands = {"tournament_hands__0": "125", "tournament_hands__1": "155"}
    response = client.post(url, panel(**hands))  # no score moves: saved at once
    assert response.status_code == 302
    game.refresh_from_db()
    assert game.rules == {"tournament_hands": [125, 155]}
    assert "Hand 2 of 2, initial meld 155" in page(client, game.get_absolute_url())
    assert 'name="tournament_hands__1" value="155"' in page(client, url)
    client.post(url, panel(**{"tournament_hands__0": "", "tournament_hands__1": ""}))
    game.refresh_from_db()
    assert game.rules == {}
    assert "Hand 2 of" not in page(client, game.get_absolute_url())


def test_fewer_hands_than_were_entered_are_refused_in_the_details(client):
    game = tournament(hands=2)
    response = client.post(reverse("game_details", args=[game.slug]), panel(**{"tournament_hands__0": "125"}))
    assert "These rules give this game only 1 deal, but 2 have been entered." in response.content.decode()
    game.refresh_from_db()
    assert game.rules == HANDS


@pytest.mark.parametrize("prefix", ["", "/ja"])
def test_the_games_rule_page_lists_the_tournament_among_its_house_rules(client, prefix):
    game = tournament(hands=1)
    html = page(client, f"{prefix}/v/{game.view_slug}/rules/")
    japanese = "トーナメント形式：全3ディール、イニシャルメルド125点・155点・180点"
    assert (japanese if prefix else "Tournament game: 3 hands, initial meld 125, 155, 180") in html
