"""Deleting a whole game (after a confirmation) and starting the next one with the same players."""

import pytest
from django.test import Client
from django.urls import reverse

from scorekeeper.models import Deal, Game, Side
from scorekeeper.services.events import game_changed
from tests.conftest import opened

pytestmark = pytest.mark.django_db


def test_deleting_a_game_asks_first(client, game):
    page = client.get(reverse("delete_game", args=[game.slug])).content.decode()
    assert "Delete this game?" in page and reverse("export_game", args=[game.slug]) in page
    assert Game.objects.filter(pk=game.pk).exists()


def test_deleting_a_game_takes_its_sides_and_deals(client, make_game):
    game = make_game(deals=[[{"melded_points": 50}, {}]])
    response = client.post(reverse("delete_game", args=[game.slug]), follow=True)
    assert response.redirect_chain[-1][0] == reverse("home")
    assert "The game was deleted." in response.content.decode()
    assert not Game.objects.exists() and not Side.objects.exists() and not Deal.objects.exists()
    assert client.get(game.get_absolute_url()).status_code == 404
    assert client.post(reverse("delete_game", args=[game.slug])).status_code == 404


def test_the_game_details_page_links_to_deleting_it(client, game):
    assert (
        reverse("delete_game", args=[game.slug])
        in client.get(reverse("game_details", args=[game.slug])).content.decode()
    )


def test_a_finished_game_offers_a_new_game_with_the_same_players(client, make_game):
    game = make_game(starting=[4950, 0], deals=[[{"melded_points": 50}, {}]])
    page = client.get(game.get_absolute_url()).content.decode()
    assert "New game, same players" in page and "Rotate partners" in page
    response = client.post(reverse("rematch", args=[game.slug]), {"rotate": "1"})
    new = Game.objects.exclude(pk=game.pk).get()
    assert response.url == new.get_absolute_url()
    assert [side.players for side in new.sides.all()] == [["Aiko", "Chie"], ["Dan", "Ben"]]
    assert new.slug in client.session["recent_games"]


def test_the_new_game_with_the_same_players_is_owned_by_whoever_started_it(client, make_game):
    """Its house rules and its deletion are theirs; another phone with its edit link only plays it."""
    game = make_game(starting=[4950, 0], deals=[[{"melded_points": 50}, {}]])
    client.post(reverse("rematch", args=[game.slug]))
    new = Game.objects.exclude(pk=game.pk).get()
    assert client.get(reverse("delete_game", args=[new.slug])).status_code == 200
    other = Client()
    assert other.get(new.get_absolute_url()).status_code == 200
    assert other.get(reverse("delete_game", args=[new.slug])).status_code == 404


def test_a_game_still_being_played_offers_no_rematch(client, game):
    assert "New game, same players" not in client.get(game.get_absolute_url()).content.decode()


def test_every_write_that_can_change_a_result_is_announced_in_its_transaction(client, make_game):
    heard = []

    def listener(sender, game, deleted, **kwargs):
        heard.append((game.finished, deleted))

    game_changed.connect(listener, sender=Game)  # as the leagues listen: only to what the score pad sends
    try:
        game = make_game(starting=[4950, 0])
        client.post(reverse("new_deal", args=[game.slug]), {**opened(game), "s0-melded_points": "50"})
        client.post(reverse("edit_deal", args=[game.slug, 1]), {**opened(game, 1), "s0-melded_points": "0"})
        deal = Deal.objects.get()
        client.post(reverse("delete_deal", args=[game.slug, 1]), {"deal": deal.pk, "deal_version": deal.version})
        client.post(reverse("undo_delete", args=[game.slug]))
        client.post(reverse("delete_game", args=[game.slug]))
    finally:
        game_changed.disconnect(listener, sender=Game)
    assert heard == [(True, False), (False, False), (False, False), (False, False), (False, True)]
