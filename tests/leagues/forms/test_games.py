"""The league game's form as a phone shows it: its seats offer the league's players and name them with capitals,
a partnership's name defaults to its players', the sides are numbered teams, and a result's day is at most
today."""

import re

import pytest
from django.urls import reverse
from django.utils import timezone

from leagues.forms.games import LeagueGameForm
from leagues.services.leagues import league_tables
from scorekeeper.services.games import SideSpec
from tests.leagues.conftest import record

pytestmark = pytest.mark.django_db


def inputs(page: str, name: str) -> str:
    found = re.search(rf'<input[^>]*name="{name}"[^>]*>', page)
    assert found, name
    return found.group()


@pytest.mark.parametrize("page", ["league_new_game", "league_result"])
def test_each_seat_offers_the_leagues_players_and_each_side_is_a_numbered_team(client, league, member, page):
    client.force_login(member)
    html = client.get(reverse(page, args=[league.slug])).content.decode()
    for seat in ("side0_player0", "side0_player1", "side1_player0", "side1_player1"):
        field = inputs(html, seat)
        assert 'list="league-players"' in field and 'autocapitalize="words"' in field and "required" in field
    for side in ("side0_name", "side1_name"):
        assert 'placeholder="The players&#x27; names"' in inputs(html, side)
    assert "Team 1" in html and "Team 2" in html


def test_a_players_own_seats_are_not_teams(client, league, member):
    client.force_login(member)
    html = client.get(reverse("league_new_game", args=[league.slug]) + "?seating=3x1").content.decode()
    assert "Team 1" not in html and 'list="league-players"' in inputs(html, "side2_player0")


def test_a_results_day_is_today_unless_said_and_never_after(client, league, member):
    client.force_login(member)
    html = client.get(reverse("league_result", args=[league.slug])).content.decode()
    today = timezone.localdate().isoformat()
    played = inputs(html, "played")
    assert f'value="{today}"' in played and f'max="{today}"' in played
    assert 'name="first_dealer"' not in html


def test_the_form_opens_at_the_table_asked_for_else_the_last_games_else_the_usual(client, league, member):
    client.force_login(member)
    page = reverse("league_new_game", args=[league.slug])

    def seats(query: str = "") -> int:
        return len(re.findall(r'name="side\d_player\d"', client.get(page + query).content.decode()))

    assert seats() == 4  # the usual table: two partnerships of two
    record(league, ["Ann"], ["Ben"], ["Cy"])
    assert seats() == 3
    assert seats("?seating=2x3") == 6
    assert seats("?seating=9x9") == 4


def game_form(league, **data: str) -> LeagueGameForm:
    rules = league_tables(league)[0]
    seats = {"side0_player0": "Ann", "side0_player1": "Ben", "side1_player0": "Cy", "side1_player1": "Di"}
    return LeagueGameForm(seats | data, seating=rules.seating, rules=rules, league=league)


def test_a_named_partnership_keeps_its_name_an_unnamed_one_takes_its_players_and_both_start_at_nought(league):
    form = game_form(league, side0_name="The Aces", side1_name="  ")
    assert form.is_valid(), form.errors
    assert form.side_specs() == [SideSpec("The Aces", ["Ann", "Ben"], 0), SideSpec("Cy & Di", ["Cy", "Di"], 0)]
    assert [group["title"] for group in form.side_groups()] == ["Team 1", "Team 2"]


def test_every_seat_needs_a_player_and_somebody_at_two_places_is_told_at_the_second(league):
    form = game_form(league, side0_player1="", side1_player1="ANN")
    assert dict(form.errors) == {
        "side0_player1": ["Name the player."],
        "side1_player1": ["ANN is at another place already."],
    }


def test_the_first_dealers_of_unnamed_teams_are_told_apart_by_the_teams_number(league):
    """Not by the name field's placeholder, which every team shares (review 2026-12-07, NC6: 「プレイヤーの名前・
    プレイヤー1」 twice)."""
    form = game_form(league)
    labels = [label for _value, label in form.fields["first_dealer"].choices]
    assert labels[:2] == ["Team 1, player 1", "Team 2, player 1"] and len(set(labels)) == len(labels)
    assert form.fields["side1_name"].widget.attrs["data-unnamed-side"] == "Team 2"
