"""Numbers a form carries back are written without a thousands separator ("1000", never "1,000"): the
score pad groups numbers for reading (USE_THOUSAND_SEPARATOR), and a grouped id or deal number would not
be read back as one. Found when a database passed a thousand deals: every delete said "deleted meanwhile"."""

import pytest
from django.urls import reverse

from rules.core.rules import MOST_DEALS
from scorekeeper.models import Deal
from scorekeeper.services.deals import append_deals
from scorekeeper.services.games import SideSpec, create_game
from tests.conftest import opened

pytestmark = pytest.mark.django_db

OUT = {"natural_canastas": 1, "went_out": True, "melded_points": 100}


def test_a_deal_with_an_id_past_a_thousand_is_deleted(client, make_game):
    game = make_game(deals=[[OUT, {}], [{}, {"hand_points": 5}]])
    Deal.objects.filter(game=game, number=2).update(id=12_345)
    page = client.get(reverse("delete_deal", args=[game.slug, 2])).content.decode()
    assert 'name="deal" value="12345"' in page
    data = {"deal": "12345", "deal_version": "1"}
    response = client.post(reverse("delete_deal", args=[game.slug, 2]), data, follow=True)
    assert "Deal 2 deleted." in response.content.decode()
    assert game.deals.count() == 1


def test_an_adjustment_past_a_thousand_comes_back_whole_in_the_correction(client, make_game):
    game = make_game(deals=[[{**OUT, "adjustments": [{"points": 1500, "reason": "exact cut"}]}, {}]])
    page = client.get(reverse("edit_deal", args=[game.slug, 1])).content.decode()
    assert 'value="1500"' in page and 'value="1,500"' not in page


def test_deal_one_thousand_carries_its_number_and_the_pad_takes_no_more(client):
    game = create_game("classic-canasta", [SideSpec("We", ["", ""]), SideSpec("They", ["", ""])], target=10**6)
    append_deals(game, [[{"melded_points": 5}, {}]] * (MOST_DEALS - 1))
    page = client.get(reverse("new_deal", args=[game.slug])).content.decode()
    assert f'name="deal_number" value="{MOST_DEALS}"' in page
    data = {**opened(game), "s0-melded_points": "5"}
    assert data["deal_number"] == str(MOST_DEALS)
    assert client.post(reverse("new_deal", args=[game.slug]), data).status_code == 302
    assert game.deals.count() == MOST_DEALS

    data = {**opened(game), "s0-melded_points": "5"}
    client.post(reverse("new_deal", args=[game.slug]), data)
    assert game.deals.count() == MOST_DEALS
