"""Changing a game's names, target and notes after it has begun."""

import re

import pytest
from django.urls import reverse

pytestmark = pytest.mark.django_db

OUT = {"natural_canastas": 1, "went_out": True, "melded_points": 100}


def details(game):
    return reverse("game_details", args=[game.slug])


def test_the_details_page_shows_what_was_entered(client, game):
    html = client.get(details(game)).content.decode()
    assert 'value="Aiko"' in html
    assert 'value="We"' in html
    assert "4 players in 2 teams of 2" in html


def test_the_details_page_shows_the_notes_and_the_totals_carried_over_from_paper(client, make_game):
    game = make_game(starting=[1500, 0])
    game.notes = "Club night at Aiko's"
    game.save()
    html = client.get(details(game)).content.decode()
    assert re.search(r'<textarea name="notes"[^>]*>\s*Club night at Aiko&#x27;s</textarea>', html)
    assert '<input type="number" name="side0_start" value="1500"' in html
    assert '<input type="number" name="side1_start" step="5"' in html  # nothing carried over: empty, not 0


def test_renaming_sides_and_players(client, game):
    response = client.post(details(game), {"side0_name": "Tigers", "side0_player0": "Aiko", "side1_name": "Lions"})
    assert response["Location"] == game.get_absolute_url()
    sides = list(game.sides.all())
    assert (sides[0].name, sides[0].players) == ("Tigers", ["Aiko", ""])
    assert sides[1].name == "Lions"


def test_raising_the_target_lets_a_finished_game_go_on(client, make_game):
    game = make_game(starting=[4500, 0], deals=[[OUT, {}]])
    assert game.finished
    client.post(details(game), {"side0_start": "4500", "target": "7500", "notes": "Played on to 7,500."})
    game.refresh_from_db()
    assert (game.target, game.notes, game.finished) == (7500, "Played on to 7,500.", False)
    html = client.get(game.get_absolute_url()).content.decode()
    assert "Classic Canasta to 7,500" in html
    assert "Played on to 7,500." in html


def test_lowering_the_target_can_end_the_game(client, make_game):
    game = make_game(deals=[[OUT, {}]])
    client.post(details(game), {"target": "500"})
    game.refresh_from_db()
    assert game.finished


def test_bad_details_are_refused_with_a_message(client, game):
    response = client.post(details(game), {"side1_start": "12"})
    assert "Scores come in multiples of 5." in response.content.decode()
    assert game.sides.get(order=1).starting_total == 0
