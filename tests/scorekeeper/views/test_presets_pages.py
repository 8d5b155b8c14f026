"""The presets on the pages: the start page lists them all, each starts a game, words for a canasta requirement."""

import pytest
from django.urls import reverse

from rules.catalog import VARIANTS
from scorekeeper.models import Game
from tests.conftest import form_data, opened

pytestmark = pytest.mark.django_db
URL = reverse("new_game")


def test_the_start_page_offers_every_preset_grouped_by_family(client):
    html = client.get(URL).content.decode()
    for variant in VARIANTS.values():
        assert f'<option value="{variant.slug}"' in html
        assert str(variant.name) in html
    assert '<optgroup label="Samba and the three-deck canastas">' in html
    assert '<optgroup label="Canasta">' in html


def test_choosing_a_preset_swaps_its_seatings_and_table(client):
    response = client.get(URL, {"variant": "bolivia"}, headers={"HX-Request": "true", "HX-Target": "game-fields"})
    html = response.content.decode()
    assert html.lstrip().startswith('<div id="game-fields"')
    assert "3 decks, 15 cards each · game 15,000" in html
    assert "For 4 players, in 2 teams of 2." in html


def test_samba_offers_every_seating_of_two_to_six_players(client):
    """pagat.com's Samba: 2, 3 or 5 alone, 4 in two partnerships, 6 in three (issue 27)."""
    response = client.get(URL, {"variant": "samba"}, headers={"HX-Request": "true", "HX-Target": "game-fields"})
    html = response.content.decode()
    for key in ("2x2", "2x1", "3x1", "5x1", "3x2"):
        assert f'value="{key}"' in html


@pytest.mark.parametrize("slug", list(VARIANTS))
def test_every_preset_starts_a_game_and_opens_its_deal_form(client, slug):
    rules = VARIANTS[slug].default
    seating = f"{rules.seating.sides}x{rules.seating.players_per_side}"
    response = client.post(URL, {"variant": slug, "seating": seating})
    game = Game.objects.get()
    assert response.url == game.get_absolute_url()
    assert game.variant == slug
    form = client.get(reverse("new_deal", args=[game.slug])).content.decode()
    for field in rules.place(rules.start([0] * rules.seating.sides), 0).fields:
        asked_once = rules.one_goes_out and field.key == "went_out"  # "who went out?" names the side
        assert ('name="went_out" value="0"' if asked_once else f'name="s0-{field.key}"') in form


def test_six_players_in_three_teams_of_two_can_start_classic_canasta(client):
    client.post(URL, {"variant": "classic-canasta", "seating": "3x2"})
    game = Game.objects.get()
    assert [len(side.players) for side in game.sides.all()] == [2, 2, 2]
    assert "Classic Canasta to 7,500" in client.get(game.get_absolute_url()).content.decode()


def test_a_brazilian_sheet_says_a_canasta_requirement_in_words(client):
    client.post(URL, {"variant": "brazilian", "seating": "2x2", "side0_start": "7000", "side1_start": "8000"})
    game = Game.objects.get()
    html = client.get(game.get_absolute_url()).content.decode()
    assert "<b>a canasta</b>" in html
    assert "<b>200 and a canasta</b>" in html
    form = client.get(reverse("new_deal", args=[game.slug])).content.decode()
    assert "Initial meld <b>a canasta</b>" in form


def test_acaba_entered_on_the_pad_gives_the_other_side_1500(client):
    client.post(URL, {"variant": "british", "seating": "2x2"})
    game = Game.objects.get()
    data = {**form_data({"acaba": True, "melded_points": 200}, {"melded_points": 100}), **opened(game)}
    response = client.post(reverse("new_deal", args=[game.slug]), data)
    assert response.status_code == 302
    scores = game.deals.get().scores
    assert scores == [0, 1500]
