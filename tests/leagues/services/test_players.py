"""An account claiming a league's player ("This is me"): refused when either is linked already, even when the
other account's claim came a moment before."""

import pytest
from django.contrib.auth.models import AnonymousUser

from leagues.models import Player
from leagues.services import players as player_services
from leagues.services.players import claim, player_of
from tests.leagues.conftest import record

pytestmark = pytest.mark.django_db


@pytest.fixture
def players(league):
    record(league, ["Ann", "Ben"], ["Cy", "Di"])
    return {player.name: player for player in Player.objects.filter(league=league)}


def test_a_player_claimed_already_is_refused_and_keeps_its_account(players, owner, member):
    assert claim(players["Ann"], owner)
    ann = Player.objects.get(pk=players["Ann"].pk)
    assert not claim(ann, member)
    assert Player.objects.get(pk=ann.pk).user == owner


def test_an_account_with_a_player_in_the_league_claims_no_other(players, owner):
    assert claim(players["Ann"], owner)
    assert not claim(players["Ben"], owner)
    assert Player.objects.get(pk=players["Ben"].pk).user is None


def test_a_claim_that_another_account_made_first_is_refused_and_the_first_stays(players, owner, member):
    seen = players["Cy"]  # the page was read while Cy was nobody's
    assert claim(Player.objects.get(pk=seen.pk), owner)
    assert not claim(seen, member)
    assert Player.objects.get(pk=seen.pk).user == owner


def test_two_claims_by_one_account_at_the_same_moment_link_only_the_first(players, owner, monkeypatch):
    """The second claim's check ran before the first was saved (player_of found nothing yet): the database's
    one player an account in a league refuses it."""
    assert claim(players["Ann"], owner)
    monkeypatch.setattr(player_services, "player_of", lambda league, user: None)
    assert not claim(players["Ben"], owner)
    assert Player.objects.get(pk=players["Ben"].pk).user is None


def test_an_account_is_the_player_it_claimed_in_that_league_and_nobody_elsewhere(players, league, owner, make_league):
    assert player_of(league, owner) is None
    assert claim(players["Ann"], owner)
    assert player_of(league, owner) == players["Ann"]
    assert player_of(make_league(name="Friday club"), owner) is None
    assert player_of(league, AnonymousUser()) is None  # not the players nobody has claimed
