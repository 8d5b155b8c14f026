"""A league's house rules as its pages list them and the tables they fit, and who the invite link makes a member."""

import pytest
from django.urls import reverse

from leagues.models import Membership
from leagues.services.leagues import house_rules_lines, join, league_tables

pytestmark = pytest.mark.django_db


def test_a_leagues_house_rules_are_listed_on_its_pages_against_the_usual(client, make_league, owner):
    league = make_league(rules={"target": 7500})
    assert house_rules_lines(league) == ["Target 7,500 (usual 5,000)"]
    assert "Target 7,500 (usual 5,000)" in client.get(reverse("league", args=[league.slug])).content.decode()
    client.force_login(owner)
    assert "Target 7,500 (usual 5,000)" in client.get(reverse("league_run", args=[league.slug])).content.decode()
    assert house_rules_lines(make_league(name="Plain")) == []


def test_a_league_is_played_only_at_the_tables_its_house_rules_fit(make_league):
    # Two decks are enough for four players of Hand and Foot, not for five or six.
    league = make_league("hand-and-foot", {"fixed_decks": 2})
    assert [rules.seating.key for rules in league_tables(league)] == ["2x2", "2x1", "3x1", "4x1"]
    plain = make_league("hand-and-foot", name="Plain")
    assert len(league_tables(plain)) == 10


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
