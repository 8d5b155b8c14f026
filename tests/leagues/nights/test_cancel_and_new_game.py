"""Deleting a night game is for whoever runs the night, who can then give its table a new game; a night opened by
mistake is cancelled before its first round starts (the review's findings 15 and 16). Every refusal changes
nothing."""

from functools import partial

import pytest
from django.urls import reverse

from leagues.models import LeagueGame, Night, NightTable, Player, Presence, Result, TableLink
from leagues.services.nights import NightRefused, cancel_night, new_table_game, start_round
from scorekeeper.models import Game
from scorekeeper.services.games import delete_game
from scorekeeper.services.history import Author
from tests.leagues.conftest import deal, finished
from tests.leagues.services.test_races import at_once

from .conftest import open_for
from .test_pages import ANONYMOUS, MEMBER, ORGANISER, OWNER, PHONE, PUBLIC, STRANGER, client_for, people, state, url

pytestmark = pytest.mark.django_db
__all__ = ["people"]  # the fixture, shared with test_pages.py

EVERYONE = [OWNER, ORGANISER, MEMBER, PUBLIC, PHONE, STRANGER]


def first_table(night, number: int = 1) -> NightTable:
    return NightTable.objects.get(round__night=night, round__number=number, number=1)


@pytest.mark.parametrize("who", EVERYONE)
def test_only_who_runs_the_night_deletes_a_night_game(who, night, people):
    start_round(night, Author(people[OWNER].pk, "the owner's laptop"))  # as the night's page starts it
    game = first_table(night).league_game.game
    client = client_for(who, people, game)
    asked = client.get(reverse("delete_game", args=[game.slug]))
    details = client.get(reverse("game_details", args=[game.slug])).content.decode()
    deleted = client.post(reverse("delete_game", args=[game.slug]))
    runs = who in {OWNER, ORGANISER}
    assert (asked.status_code == 200) == runs
    assert ("Delete this game" in details) == runs
    assert Game.objects.filter(pk=game.pk).exists() != runs, who
    if not runs:
        assert deleted.status_code == 404


def test_a_member_still_deletes_a_league_game_off_the_night(client, league, member):
    game = finished(league, ["Ann", "Ben"], ["Cy", "Di"], totals=[5100, 3000])
    client.force_login(member)
    assert client.get(reverse("delete_game", args=[game.slug])).status_code == 200


def test_the_organiser_gives_a_table_whose_game_was_deleted_a_new_game(client, night, owner):
    start_round(night)
    table = first_table(night)
    old = table.league_game.game
    delete_game(old)
    table.refresh_from_db()
    assert table.league_game is None
    client.force_login(owner)
    page = client.get(night.get_absolute_url()).content.decode()
    address = url("night_table_game", night, 1, 1)
    assert f'action="{address}"' in page and "New game for this table" in page
    assert client.post(address).status_code == 302
    table.refresh_from_db()
    game = table.league_game.game
    assert game.pk != old.pk and game.league_game.league == night.league
    seated = [list(side.players) for side in game.sides.order_by("order")]
    names = dict(Player.objects.filter(presence__night=night).values_list("pk", "name"))
    assert seated == [[names[player] for player in side] for side in table.sides]  # the seats as drawn
    # The table's link opens the new game.
    phone = client.get(TableLink.objects.get(night=night, number=1).get_absolute_url())
    assert phone.status_code == 302 and game.slug in phone["Location"]


@pytest.mark.parametrize("who", [MEMBER, PUBLIC, PHONE, STRANGER, ANONYMOUS])
def test_only_who_runs_the_night_gives_a_table_a_new_game(who, night, people):
    start_round(night)
    table = first_table(night)
    game = table.league_game.game
    client = client_for(who, people, game)
    delete_game(game)
    before = state(night)
    response = client.post(url("night_table_game", night, 1, 1))
    assert response.status_code in (302, 404) and state(night) == before
    assert LeagueGame.objects.filter(night_table__isnull=False).count() == 1


def test_a_table_with_its_game_or_of_a_round_not_being_played_gets_no_new_game(night):
    with pytest.raises(NightRefused):
        new_table_game(night, 1, 1)  # not started
    start_round(night)
    with pytest.raises(NightRefused):
        new_table_game(night, 1, 1)  # it has its game
    with pytest.raises(NightRefused):
        new_table_game(night, 1, 9)  # no such table
    start_round(night)  # round 1 ends
    delete_game(first_table(night, 1).league_game.game)
    with pytest.raises(NightRefused):
        new_table_game(night, 1, 1)
    assert first_table(night, 1).league_game is None


def test_a_night_opened_by_mistake_is_cancelled_after_a_confirmation(client, league, night, owner):
    client.force_login(owner)
    page = client.get(night.get_absolute_url()).content.decode()
    cancel = url("night_cancel", night)
    assert f'href="{cancel}"' in page and "Cancel this night" in page
    asked = client.get(cancel).content.decode()
    assert "Cancel this night?" in asked and "no game and no result is lost" in asked
    assert Night.objects.filter(pk=night.pk).exists()  # asking changes nothing
    players = Player.objects.filter(league=league).count()
    response = client.post(cancel)
    assert response.status_code == 302 and response["Location"] == league.get_absolute_url()
    assert not Night.objects.filter(pk=night.pk).exists()
    assert not NightTable.objects.exists() and not Presence.objects.exists() and not TableLink.objects.exists()
    assert Player.objects.filter(league=league).count() == players  # the league's players stay
    assert "Dec. 27" not in client.get(league.get_absolute_url()).content.decode()


def test_a_night_whose_first_round_started_is_not_cancelled_and_nothing_changes(client, night, owner):
    start_round(night)
    game = first_table(night).league_game.game
    while not game.finished:
        deal(game, 1000, 100)
    client.force_login(owner)
    assert "Cancel this night" not in client.get(night.get_absolute_url()).content.decode()
    before = state(night), Result.objects.count()
    assert client.get(url("night_cancel", night)).status_code == 302
    assert client.post(url("night_cancel", night)).status_code == 302
    with pytest.raises(NightRefused):
        cancel_night(night)
    assert (state(night), Result.objects.count()) == before and Result.objects.count() == 4


@pytest.mark.parametrize("who", [MEMBER, PUBLIC, STRANGER, ANONYMOUS])
def test_only_who_runs_the_night_cancels_it(who, night, people):
    client = client_for(who, people, None) if who != PHONE else None
    before = state(night)
    assert client.get(url("night_cancel", night)).status_code in (302, 404)
    assert client.post(url("night_cancel", night)).status_code in (302, 404)
    assert state(night) == before


@pytest.mark.parametrize("who", [OWNER, ORGANISER])
def test_the_owner_and_an_organiser_cancel_a_night(who, night, people):
    client = client_for(who, people, None)
    assert client.post(url("night_cancel", night)).status_code == 302
    assert not Night.objects.filter(pk=night.pk).exists()


def refused_or_gone(action):
    """An action that may lose a race: refused, or its night gone meanwhile."""

    def run():
        try:
            action()
        except (NightRefused, Night.DoesNotExist):
            pass

    return run


@pytest.mark.django_db(transaction=True)
def test_a_night_cancelled_while_its_first_round_starts_is_either_gone_with_no_game_or_kept_with_its_games(league):
    for _attempt in range(3):
        night = open_for(league)
        at_once(refused_or_gone(partial(start_round, night)), refused_or_gone(partial(cancel_night, night)))
        games = LeagueGame.objects.filter(night_table__round__night_id=night.pk).count()
        if Night.objects.filter(pk=night.pk).exists():
            assert games == 2 and night.night_rounds.get(number=1).started is not None
        else:
            assert games == 0 and not NightTable.objects.filter(round__night_id=night.pk).exists()
    assert not LeagueGame.objects.filter(night_table__isnull=True).exists()  # no game left without its table


@pytest.mark.django_db(transaction=True)
def test_two_organisers_giving_one_table_a_new_game_at_once_make_one(league):
    night = open_for(league)
    start_round(night)
    delete_game(first_table(night).league_game.game)
    at_once(*(refused_or_gone(lambda: new_table_game(night, 1, 1)) for _phone in range(2)))
    assert first_table(night).league_game is not None
    assert LeagueGame.objects.filter(league=league).count() == 2  # table 2's and table 1's new one
