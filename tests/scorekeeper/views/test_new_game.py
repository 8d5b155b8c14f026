"""Starting a game: players, names, target, and a game begun on paper."""

import pytest
from django.urls import reverse

from scorekeeper.models import Game

pytestmark = pytest.mark.django_db
URL = reverse("new_game")


def start(client, **fields):
    data = {"variant": "classic-canasta", "seating": "2x2", **fields}
    return client.post(URL, data)


def test_the_start_page_offers_every_player_count(client):
    response = client.get(URL)
    assert response.status_code == 200
    html = response.content.decode()
    for players, arrangement in [
        (4, "in 2 teams of 2"),
        (2, "each plays alone"),
        (3, "each plays alone"),
        (6, "in 2 teams of 3"),
    ]:
        assert f'value="2x{players // 2}"' in html or f'value="{players}x1"' in html
        assert f"<b>{players}</b> {arrangement}" in html


def test_it_starts_a_four_player_game_with_we_and_they_by_default(client):
    response = start(client)
    game = Game.objects.get()
    assert response.status_code == 302
    assert response["Location"] == game.get_absolute_url()
    assert [(side.name, side.players) for side in game.sides.all()] == [("We", ["", ""]), ("They", ["", ""])]
    assert game.target is None
    assert not game.finished


def test_it_keeps_the_names_the_players_typed(client):
    start(client, side0_name="Tigers", side0_player0="Aiko", side0_player1="Ben", side1_player0=" Chie ")
    sides = list(Game.objects.get().sides.all())
    assert (sides[0].name, sides[0].players) == ("Tigers", ["Aiko", "Ben"])
    assert (sides[1].name, sides[1].players) == ("They", ["Chie", ""])


def test_two_players_each_play_alone_under_their_own_name(client):
    start(client, seating="2x1", side0_player0="Aiko")
    sides = list(Game.objects.get().sides.all())
    assert [(side.name, side.players) for side in sides] == [("Aiko", ["Aiko"]), ("Player 2", ["Player 2"])]


@pytest.mark.parametrize(("seating", "sides", "per_side"), [("3x1", 3, 1), ("2x3", 2, 3)])
def test_three_and_six_players_get_their_seating(client, seating, sides, per_side):
    start(client, seating=seating)
    game = Game.objects.get()
    assert game.sides.count() == sides
    assert all(len(side.players) == per_side for side in game.sides.all())


def test_the_page_swaps_in_the_fields_of_another_player_count(client):
    response = client.get(
        URL, {"seating": "3x1", "side0_player0": "Aiko"}, headers={"HX-Request": "true", "HX-Target": "seating-fields"}
    )
    html = response.content.decode()
    assert html.lstrip().startswith('<div id="seating-fields"')
    assert html.count('name="side2_player0"') == 1
    assert 'value="Aiko"' in html
    assert "<html" not in html


def test_an_optional_target_is_stored(client):
    start(client, target="7500")
    assert Game.objects.get().target == 7500


def test_a_target_below_one_is_refused(client):
    response = start(client, target="0")
    assert response.status_code == 200
    assert "Ensure this value is greater than or equal to 1." in response.content.decode()
    assert not Game.objects.exists()


def test_a_game_begun_on_paper_keeps_its_totals(client):
    start(client, side0_start="1550", side1_start="-120")
    assert [side.starting_total for side in Game.objects.get().sides.all()] == [1550, -120]


@pytest.mark.parametrize(
    ("total", "message"),
    [
        ("1553", "Scores come in multiples of 5."),
        ("5000", "This total has already reached the target of 5,000."),
        ("-1000000", "A total this far from zero cannot be right."),
        ("-99999999999999999995", "That number is too big."),
        ("1_000", "Enter a whole number."),
        ("１０００", "Type the number in the digits 0 to 9."),
    ],
)
def test_a_paper_total_the_game_cannot_start_from_is_refused(client, total, message):
    response = start(client, side1_start=total)
    assert f'<p class="error">{message}</p>' in response.content.decode()
    assert not Game.objects.exists()


@pytest.mark.parametrize(
    ("total", "message"),
    [
        ("1553", "得点は5点単位です。"),
        ("5000", "この合計はすでに目標点の5,000点に達しています。"),
        ("-1000000", "ここまでかけ離れた合計はありえません。"),
    ],
)
def test_a_paper_total_the_game_cannot_start_from_is_refused_in_japanese_too(client, total, message):
    response = client.post(f"/ja{URL}", {"variant": "classic-canasta", "seating": "2x2", "side1_start": total})
    assert f'<p class="error">{message}</p>' in response.content.decode()


def test_a_paper_total_is_checked_against_the_chosen_target(client):
    assert start(client, side0_start="6000", target="10000").status_code == 302


def test_names_longer_than_sixty_characters_are_refused(client):
    response = start(client, side0_name="x" * 61)
    assert "Ensure this value has at most 60 characters" in response.content.decode()
    assert not Game.objects.exists()


def test_an_unknown_player_count_falls_back_to_the_default(client):
    start(client, seating="9x9")
    assert Game.objects.get().sides.count() == 2
