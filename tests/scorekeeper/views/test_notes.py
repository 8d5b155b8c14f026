"""A game's notes are a few lines: capped in the form, the model and the database (MAX_NOTES)."""

import pytest
from django.core.exceptions import ValidationError
from django.db import IntegrityError, transaction
from django.urls import reverse

from scorekeeper.models import MAX_NOTES, Game

pytestmark = pytest.mark.django_db


def test_notes_up_to_the_cap_are_kept(client, game):
    client.post(reverse("game_details", args=[game.slug]), {"notes": "n" * MAX_NOTES})
    game.refresh_from_db()
    assert game.notes == "n" * MAX_NOTES


def test_longer_notes_are_refused_with_a_message_and_nothing_changes(client, game):
    response = client.post(reverse("game_details", args=[game.slug]), {"notes": "n" * (10 * 1024 * 1024 // 8)})
    assert response.status_code == 200
    assert "Ensure this value has at most 2000 characters" in response.content.decode()
    game.refresh_from_db()
    assert game.notes == ""


def test_a_new_game_with_long_notes_is_not_started(client):
    response = client.post(reverse("new_game"), {"variant": "classic-canasta", "notes": "n" * (MAX_NOTES + 1)})
    assert response.status_code == 200
    assert not Game.objects.exists()


def test_the_textarea_says_the_cap(client, game):
    assert f'maxlength="{MAX_NOTES}"' in client.get(reverse("game_details", args=[game.slug])).content.decode()


def test_the_model_and_the_database_refuse_longer_notes(game):
    game.notes = "n" * (MAX_NOTES + 1)
    with pytest.raises(ValidationError):
        game.full_clean()
    with pytest.raises(IntegrityError), transaction.atomic():
        Game.objects.filter(pk=game.pk).update(notes="n" * (MAX_NOTES + 1))
