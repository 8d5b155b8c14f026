"""A league's house rules as its pages list them and the tables they fit, who the invite link makes a member and
who leaves, a new invite, making a league private, and who owns its games."""

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from leagues.models import League, Membership
from leagues.services.leagues import (
    create_league,
    house_rules_lines,
    join,
    league_tables,
    leave,
    may_read,
    may_record,
    new_invite,
    owns_league_game,
    set_private,
)
from scorekeeper.models import Game
from tests.leagues.conftest import record

pytestmark = pytest.mark.django_db


def test_a_leagues_house_rules_are_listed_on_its_pages_against_the_usual(client, make_league, owner):
    league = make_league(rules={"target": 7500})
    assert house_rules_lines(league) == ["Target 7,500 (usual 5,000)"]
    assert "Target 7,500 (usual 5,000)" in client.get(reverse("league", args=[league.slug])).content.decode()
    client.force_login(owner)
    assert "Target 7,500 (usual 5,000)" in client.get(reverse("league_run", args=[league.slug])).content.decode()
    assert house_rules_lines(make_league(name="Plain")) == []
    assert house_rules_lines(League(variant="no-such-game")) == []  # none to list: the game is not even read


def test_a_league_is_played_only_at_the_tables_its_house_rules_fit(make_league):
    # Two decks are enough for four players of Hand and Foot, not for five or six.
    league = make_league("hand-and-foot", {"fixed_decks": 2})
    assert [rules.seating.key for rules in league_tables(league)] == ["2x2", "2x1", "3x1", "4x1"]
    plain = make_league("hand-and-foot", name="Plain")
    assert len(league_tables(plain)) == 10
    assert league_tables(League(variant="no-such-game")) == []  # a game Meld no longer has: no table


def test_the_invite_link_welcomes_a_new_member_once_and_never_the_owner(client, league, owner, stranger):
    def welcomed(user) -> bool:
        client.force_login(user)
        response = client.post(reverse("league_join", args=[league.invite]), follow=True)
        assert response.redirect_chain == [(league.get_absolute_url(), 302)]
        return "Welcome to Tuesday club." in response.content.decode()

    assert welcomed(stranger)
    assert not welcomed(stranger)
    assert not welcomed(owner)
    assert not join(league, owner)
    assert not Membership.objects.filter(league=league, user=owner).exists()


def test_leaving_a_league_leaves_that_league_alone_and_its_other_members_in_it(make_league, member, stranger):
    league, other = make_league(), make_league(name="Friday club")
    join(league, stranger)
    leave(league, member)
    assert list(Membership.objects.filter(league=league).values_list("user", flat=True)) == [stranger.pk]
    assert Membership.objects.filter(league=other, user=member).exists()


def test_a_new_invite_changes_the_link_and_nothing_the_league_changed_meanwhile(league):
    old = league.invite
    League.objects.filter(pk=league.pk).update(name="Wednesday club", private=True)  # another tab, a moment ago
    invite = new_invite(league)
    league.refresh_from_db()
    assert invite == league.invite != old
    assert (league.name, league.private) == ("Wednesday club", True)


def test_making_a_league_private_renews_the_pages_of_its_games_alone(make_league, make_game):
    unleagued = make_game()  # made first: no game has its league game's number
    league, other = make_league(), make_league(name="Friday club")
    games = [record(league, ["Ann", "Ben"], ["Cy", "Di"]).pk, record(league, ["Ann", "Cy"], ["Ben", "Di"]).pk]
    others = [unleagued.pk, record(other, ["Ann", "Ben"], ["Cy", "Di"]).pk]
    before = dict(Game.objects.values_list("pk", "version"))
    set_private(league, True)
    after = dict(Game.objects.values_list("pk", "version"))
    assert [after[pk] - before[pk] for pk in games] == [1, 1]
    assert [after[pk] - before[pk] for pk in others] == [0, 0]
    assert league.private is True and League.objects.get(pk=league.pk).private is True
    set_private(league, False)
    assert league.private is False


def test_whether_a_user_owns_a_league_game_is_one_query_for_its_owner(league, owner, stranger):
    """Every request to a game's sheet asks it (scorekeeper.services.access)."""
    game = record(league, ["Ann", "Ben"], ["Cy", "Di"])
    with CaptureQueriesContext(connection) as captured:
        assert owns_league_game(game, owner)
    assert len(captured.captured_queries) == 1
    assert not owns_league_game(game, stranger)


def test_a_new_league_has_its_name_trimmed_its_house_rules_and_its_first_season(owner):
    league = create_league("  Tuesday club ", "classic-canasta", {"target": 7500}, owner=owner)
    assert (league.name, league.rules, league.owner) == ("Tuesday club", {"target": 7500}, owner)
    assert list(league.seasons.values_list("number", flat=True)) == [1]
    assert create_league("Plain", "classic-canasta").rules == {}


def test_a_member_of_another_league_records_nothing_here_nor_reads_it_private(client, make_league, member, stranger):
    league = make_league()
    join(make_league(name="Another club"), stranger)
    assert (may_record(league, member), may_record(league, stranger)) == (True, False)
    set_private(league, True)
    assert (may_read(league, member), may_read(league, stranger)) == (True, False)
    client.force_login(stranger)
    assert client.get(reverse("league_new_game", args=[league.slug])).status_code == 404
