"""Who owns a game: its maker, and whoever another app grants it to (the leagues grant a league's games
to its owner and members; here a grant of the test's own stands in for theirs)."""

import pytest
from django.contrib.auth.models import AnonymousUser, User

from scorekeeper.services import access
from scorekeeper.services.access import Level, edit_level
from scorekeeper.services.history import Author

pytestmark = pytest.mark.django_db


@pytest.fixture
def coached(make_game, monkeypatch):
    """A game made on another phone, and a grant that gives games with "coached" notes to the coach."""
    game = make_game()
    game.owner_browser, game.notes = "maker", "coached"
    monkeypatch.setattr(access, "grants", [lambda game, user: game.notes == "coached" and user.username == "coach"])
    return game


def test_a_grant_makes_a_signed_in_user_an_owner_of_the_games_it_names(coached):
    coach = User.objects.create_user("coach")
    assert edit_level(coached, Author(user=coach.pk, browser="phone"), coach) == Level.OWNER
    coached.notes = ""
    assert edit_level(coached, Author(user=coach.pk, browser="phone"), coach) == Level.EDIT


def test_no_grant_for_other_users_or_for_nobody_signed_in(coached):
    other = User.objects.create_user("player")
    assert edit_level(coached, Author(user=other.pk, browser="phone"), other) == Level.EDIT
    assert edit_level(coached, Author(browser="phone"), AnonymousUser()) == Level.EDIT
    assert edit_level(coached, Author(browser="phone")) == Level.EDIT
    assert edit_level(coached, Author(browser="maker")) == Level.OWNER  # the maker, whatever the grants
