"""Names at the league's forms: "did you mean Ann?" next to the field, names that grow when folded
(the 500s of issue 25 on PostgreSQL) and a NUL in a player's link, on every page that names a player."""

import json

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import reverse

from leagues.models import LeagueGame, Player
from scorekeeper.services.exchange import export_game
from tests.leagues.conftest import record

pytestmark = pytest.mark.django_db

CYRILLIC = "\u0410nn"


def seats(**players: str) -> dict[str, str]:
    return {"seating": "2x2", "side0_player0": "Ann", "side0_player1": "Ben", "side1_player0": "Cy", **players}


def test_recording_a_game_with_a_look_alike_says_did_you_mean_next_to_the_field(client, league, member):
    record(league, ["Ann", "Ben"], ["Cy", "Di"])
    client.force_login(member)
    response = client.post(
        reverse("league_new_game", args=[league.slug]), seats(side0_player0=CYRILLIC, side1_player1="Di")
    )
    assert response.status_code == 200
    errors = response.context["form"].errors
    assert list(errors) == ["side0_player0"]
    assert errors["side0_player0"] == [
        "Did you mean Ann? “Аnn” looks just like it but is spelled with other letters: "
        "type Ann to choose that player, or give a new player a name that looks different."
    ]
    assert f'value="{CYRILLIC}"' in response.content.decode()  # what was typed stays in the field
    assert LeagueGame.objects.filter(league=league).count() == 1


def test_recording_a_game_with_two_new_look_alikes_says_so_at_the_second(client, league, member):
    client.force_login(member)
    response = client.post(
        reverse("league_new_game", args=[league.slug]), seats(side1_player0=CYRILLIC, side1_player1="Di")
    )
    assert dict(response.context["form"].errors) == {
        "side1_player0": [
            "Did you mean Ann? “Аnn” looks just like it but is spelled with other letters: "
            "type Ann to choose that player, or give a new player a name that looks different."
        ]
    }
    assert not Player.objects.exists()


def test_a_zero_width_space_or_full_width_letters_record_the_same_player(client, league, member):
    record(league, ["Ann", "Ben"], ["Cy", "Di"])
    client.force_login(member)
    response = client.post(
        reverse("league_new_game", args=[league.slug]), seats(side0_player0="\uff21nn\u200b", side1_player1="Di")
    )
    assert response.status_code == 302
    assert Player.objects.filter(league=league).count() == 4


@pytest.mark.parametrize("letter", ["ß", "ﬃ", "İ"])
def test_sixty_letters_that_grow_when_folded_are_a_player_not_a_500(client, league, member, letter):
    # Issue 25: POST /l/SLUG/new/ with "ß"×60 crashed the write on PostgreSQL (the key was longer than its column).
    client.force_login(member)
    response = client.post(
        reverse("league_new_game", args=[league.slug]), seats(side0_player0=letter * 60, side1_player1="Di")
    )
    assert response.status_code == 302
    assert Player.objects.get(league=league, name=letter * 60)


def test_a_name_far_too_long_when_written_out_is_refused_next_to_the_field(client, league, member):
    client.force_login(member)
    response = client.post(
        reverse("league_new_game", args=[league.slug]), seats(side0_player0="ﷺ" * 14, side1_player1="Di")
    )
    assert response.status_code == 200
    assert response.context["form"].errors["side0_player0"] == [
        "This name is too long once its letters are written out in full (at most 240 letters)."
    ]
    assert not Player.objects.exists()


@pytest.mark.parametrize("name", ["ß" * 60, "ﬃ" * 60, "İ" * 60])
def test_renaming_a_player_to_sixty_letters_that_grow_is_no_500(client, league, owner, name):
    record(league, ["Ann", "Ben"], ["Cy", "Di"])
    ann = Player.objects.get(name="Ann")
    client.force_login(owner)
    response = client.post(reverse("league_player_edit", args=[league.slug, ann.slug]), {"name": name})
    assert response.status_code == 302
    ann.refresh_from_db()
    assert ann.name == name


def test_renaming_a_player_to_a_look_alike_of_another_says_did_you_mean(client, league, owner):
    record(league, ["Ann", "Ben"], ["Cy", "Di"])
    ben = Player.objects.get(name="Ben")
    client.force_login(owner)
    response = client.post(reverse("league_player_edit", args=[league.slug, ben.slug]), {"name": CYRILLIC})
    assert response.context["form"].errors["name"][0].startswith("Did you mean Ann?")
    ben.refresh_from_db()
    assert ben.name == "Ben"


@pytest.mark.parametrize("name", ["Ann\x00", "Ann\x07", "\x1b[31mAnn"])
def test_a_control_character_in_a_name_is_refused_next_to_the_field(client, league, owner, member, name):
    record(league, ["Ann", "Ben"], ["Cy", "Di"])
    ben = Player.objects.get(name="Ben")
    client.force_login(owner)
    response = client.post(reverse("league_player_edit", args=[league.slug, ben.slug]), {"name": name})
    assert "This text holds an invisible control character" in response.context["form"].errors["name"][0]
    response = client.post(reverse("league_new_game", args=[league.slug]), seats(side1_player1=name))
    assert "invisible control character" in response.context["form"].errors["side1_player1"][0]
    assert Player.objects.filter(league=league).count() == 4


def import_file(client, league, document) -> str:
    upload = SimpleUploadedFile("game.json", json.dumps(document).encode())
    return client.post(reverse("league_import", args=[league.slug]), {"file": upload})


def test_importing_a_game_file_with_a_look_alike_says_did_you_mean(client, league, member):
    game = record(league, ["Ann", "Ben"], ["Cy", "Di"])
    document = export_game(game)
    document["sides"][0]["players"] = [CYRILLIC, "Ben"]
    client.force_login(member)
    response = import_file(client, league, document)
    assert response.status_code == 200
    assert response.context["problems"][0].startswith("Did you mean Ann?")
    assert LeagueGame.objects.filter(league=league).count() == 1


@pytest.mark.parametrize(("name", "status"), [("ß" * 60, 302), ("ﬃ" * 60, 302), ("ﷺ" * 14, 200)])
def test_importing_names_that_grow_when_folded_is_no_500(client, league, member, name, status):
    game = record(league, ["Ann", "Ben"], ["Cy", "Di"])
    document = export_game(game)
    document["sides"][0]["players"] = [name, "Ben"]
    client.force_login(member)
    response = import_file(client, league, document)
    assert response.status_code == status
    assert Player.objects.filter(league=league, name=name).exists() == (status == 302)


@pytest.mark.parametrize("value", ["%00", "a%00b", "%01", "%7F"])
def test_a_control_character_in_a_query_parameter_is_a_400_not_a_500(client, league, value):
    # Issue 25: GET /l/SLUG/p/PLAYER/versus/?with=%00 crashed the query on PostgreSQL.
    record(league, ["Ann", "Ben"], ["Cy", "Di"])
    ann = Player.objects.get(name="Ann")
    url = reverse("league_versus", args=[league.slug, ann.slug])
    response = client.get(f"{url}?with={value}")
    assert response.status_code == 400
    assert "Meld could not read that" in response.content.decode()
    assert client.get(f"{reverse('league', args=[league.slug])}?season={value}").status_code == 400
    assert client.get(f"{reverse('home')}?{value}=1").status_code == 400
