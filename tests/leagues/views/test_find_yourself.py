"""Find yourself (the review's finding 18): a member with no player finds theirs from the league's page, before any
of their games has finished, and says "This is me"; nobody else sees the list."""

import pytest
from django.urls import reverse

from leagues.models import Player
from tests.leagues.nights.conftest import open_for

pytestmark = pytest.mark.django_db


def test_a_member_finds_their_player_from_the_league_page_before_any_game_finished(client, league, member):
    open_for(league)  # the night makes its players; nobody has played yet, so the standings list nobody
    client.force_login(member)
    page = client.get(league.get_absolute_url()).content.decode()
    find = reverse("league_find_yourself", args=[league.slug])
    assert f'href="{find}"' in page and "Find yourself" in page
    listed = client.get(find).content.decode()
    names = [name for name in ("Ann", "Ben", "Cy", "Di", "Eve", "Fay", "Gus", "Hal") if f">{name}</a>" in listed]
    assert len(names) == 8 and listed.count("This is me") == 8
    cy = Player.objects.get(league=league, name="Cy")
    client.post(reverse("league_player_claim", args=[league.slug, cy.slug]))
    cy.refresh_from_db()
    assert cy.user == member
    # Found: the league's page no longer offers it, and the page names the member's player.
    assert f'href="{find}"' not in client.get(league.get_absolute_url()).content.decode()
    mine = client.get(find).content.decode()
    assert "This is me" not in mine and cy.get_absolute_url() in mine


def test_a_player_another_account_claimed_is_not_listed(client, league, owner, member):
    open_for(league)
    ann = Player.objects.get(league=league, name="Ann")
    ann.user = owner
    ann.save()
    client.force_login(member)
    listed = client.get(reverse("league_find_yourself", args=[league.slug])).content.decode()
    assert ">Ann</a>" not in listed and ">Ben</a>" in listed


def test_only_members_find_themselves(client, league, stranger):
    open_for(league)
    find = reverse("league_find_yourself", args=[league.slug])
    assert client.get(find).status_code == 302  # to log in
    assert "Find yourself" not in client.get(league.get_absolute_url()).content.decode()
    client.force_login(stranger)
    assert client.get(find).status_code == 404
    assert "Find yourself" not in client.get(league.get_absolute_url()).content.decode()
