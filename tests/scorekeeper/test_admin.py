"""Staff see games, deals and tallies in Django's admin; tallies and a deal's history stay read-only."""

import pytest
from django.urls import reverse

from scorekeeper.services.deals import Opened, change_deal

pytestmark = pytest.mark.django_db

OUT = {"natural_canastas": 1, "went_out": True, "melded_points": 100}


@pytest.fixture
def staff(admin_client):
    return admin_client


def test_staff_see_the_games_and_a_game(staff, make_game):
    game = make_game(deals=[[OUT, {}]])
    assert game.slug in staff.get(reverse("admin:scorekeeper_game_changelist")).content.decode()
    html = staff.get(reverse("admin:scorekeeper_game_change", args=[game.pk])).content.decode()
    assert "Aiko" in html
    assert "Deals played on paper" in html and 'name="paper_deals"' not in html  # read-only: the standing follows it


def test_staff_see_a_deal_with_its_tallies_but_cannot_type_a_score(staff, make_game):
    game = make_game(deals=[[OUT, {}]])
    deal = game.deals.get()
    html = staff.get(reverse("admin:scorekeeper_deal_change", args=[deal.pk])).content.decode()
    assert "700" in html
    assert 'name="scores"' not in html and 'name="entries"' not in html
    assert staff.get(reverse("admin:scorekeeper_deal_add")).status_code == 403


def test_the_admin_is_for_staff_only(client, game):
    response = client.get(reverse("admin:scorekeeper_game_changelist"))
    assert response.status_code == 302


def test_staff_read_a_deals_history_but_cannot_change_it(staff, make_game):
    game = make_game(deals=[[OUT, {}]])
    change_deal(game, Opened.of(game, game.deals.get()), [{}, OUT])
    change = game.changes.get()
    assert staff.get(reverse("admin:scorekeeper_dealchange_changelist")).status_code == 200
    html = staff.get(reverse("admin:scorekeeper_dealchange_change", args=[change.pk])).content.decode()
    assert "Corrected" in html and 'name="kind"' not in html
    assert staff.get(reverse("admin:scorekeeper_dealchange_add")).status_code == 403
