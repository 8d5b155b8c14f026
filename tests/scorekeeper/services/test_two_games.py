"""Two games in one database: what a service reads of one game is that game's, never the other's deal
of the same number or id (every other test has one game, where leaving the game out of a query
changes nothing)."""

import pytest

from rules.families.handfoot.presets import HAND_AND_FOOT
from scorekeeper.models import Deal
from scorekeeper.services.deals import Opened, add_deal, change_deal, delete_deal
from scorekeeper.services.errors import DealGone
from scorekeeper.services.games import SideSpec, create_game
from scorekeeper.services.rules import game_rules
from scorekeeper.services.sheet import standing_before
from scorekeeper.services.slots import correction_slot, deal_slot

pytestmark = pytest.mark.django_db

SIDES = [SideSpec("We", ["Aiko", "Ben"]), SideSpec("They", ["Chie", "Dan"])]


def canasta(make_game, *melded):
    return make_game(deals=[[{"melded_points": points}, {}] for points in melded])


def first_ever_deal(game):
    """The game with its one deal stored again under id 1, the id a stand-in for "no id" might pick
    (PostgreSQL's ids go on counting across tests)."""
    deal = game.deals.get()
    if deal.pk != 1:
        Deal.objects.filter(pk=deal.pk).delete()
        deal.pk = 1
        deal.save(force_insert=True)
    return game


def test_the_standing_before_a_deal_is_read_from_its_own_game(make_game):
    other = canasta(make_game, 500, 600)
    game = canasta(make_game, 50, 60)
    rules = game_rules(game)
    assert standing_before(game, rules, 2).totals == (50, 0)
    assert standing_before(game, rules, 3).totals == (110, 0)
    assert standing_before(other, rules, 2).totals == (500, 0)


def test_a_correction_opens_its_own_games_deal_by_number_and_by_id(make_game):
    other = canasta(make_game, 500, 600)
    game = canasta(make_game, 50)
    slot = correction_slot(game, 1)
    assert slot is not None and slot.deal.entries[0]["melded_points"] == 50
    assert correction_slot(game, 2) is None  # the other game's deal 2 is not this game's
    assert deal_slot(game, other.deals.get(number=1).pk) is None
    assert deal_slot(other, other.deals.get(number=2).pk).deal.number == 2


def test_a_correction_form_without_a_deal_id_opens_no_deal_even_the_first_ever_stored(make_game):
    game = first_ever_deal(canasta(make_game, 50))
    assert deal_slot(game, None) is None and deal_slot(game, 0) is None


def test_the_correction_of_the_first_deal_of_a_game_begun_on_paper_starts_from_the_deals_there():
    game = create_game(HAND_AND_FOOT.slug, SIDES, paper_deals=2)
    add_deal(game, [{"melded_points": 50}, {"melded_points": 100}])
    slot = correction_slot(game, 1)
    assert slot is not None and (slot.before.paper, slot.before.following) == (2, 3)
    assert game_rules(game).requirement(0, slot.before.following).points == 120  # deal 3's initial meld


def test_a_correction_or_a_delete_naming_another_games_deal_finds_no_deal_and_changes_nothing(make_game):
    other = canasta(make_game, 500)
    game = canasta(make_game, 50)
    theirs = other.deals.get()
    with pytest.raises(DealGone):
        change_deal(game, Opened(1, game.version, theirs.pk, theirs.version), [{"melded_points": 90}, {}])
    with pytest.raises(DealGone):
        delete_deal(game, theirs.pk)
    theirs.refresh_from_db()
    assert theirs.entries[0]["melded_points"] == 500 and game.deals.get().entries[0]["melded_points"] == 50


def test_a_correction_without_a_deal_id_corrects_no_deal_even_the_first_ever_stored(make_game):
    game = first_ever_deal(canasta(make_game, 50))
    with pytest.raises(DealGone):
        change_deal(game, Opened(1, game.version), [{"melded_points": 90}, {}])
    assert game.deals.get().entries[0]["melded_points"] == 50
