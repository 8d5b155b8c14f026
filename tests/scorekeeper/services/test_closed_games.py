"""A game closed to writes (a league's closed season closes it) refuses every write of the score pad, and
a game whose rules are fixed (a league's) refuses new house rules, however the write comes."""

import pytest
from django.db.models import F

from scorekeeper.models import Deal, Game
from scorekeeper.services.deals import Opened, add_deal, append_deals, change_deal, delete_deal, restore_deal
from scorekeeper.services.errors import GameClosed, RulesFixed
from scorekeeper.services.games import SideSpec, delete_game, update_game

pytestmark = pytest.mark.django_db

DEAL = [{"melded_points": 120}, {"melded_points": 60}]


@pytest.fixture
def played(make_game):
    return make_game(deals=[DEAL, DEAL])


def close(game: Game) -> None:
    """Close a game as a league closes its season's games: the flag, and the version moved on."""
    Game.objects.filter(pk=game.pk).update(closed=True, version=F("version") + 1)


def unchanged(game: Game):
    """What a write would change: the game's version and every deal's entries."""
    game.refresh_from_db()
    return game.version, list(game.deals.order_by("number").values_list("entries", flat=True))


def specs(game: Game, start: int = 0) -> list[SideSpec]:
    return [SideSpec(side.name, side.players, start if side.order == 0 else 0) for side in game.sides.all()]


WRITES = {
    "a new deal": lambda game: add_deal(game, DEAL, Opened(3, game.version)),
    "a new deal without a form": lambda game: append_deals(game, [DEAL]),
    "a correction": lambda game: change_deal(
        game, Opened.of(game, game.deals.get(number=1)), [{"melded_points": 200}, {}]
    ),
    "a delete": lambda game: delete_deal(game, game.deals.get(number=1).pk),
    "the details": lambda game: update_game(game, specs(game), "new notes"),
    "the paper totals": lambda game: update_game(game, specs(game, start=500), ""),
    "the house rules": lambda game: update_game(game, specs(game), "", {"target": 7500}),
    "deleting the game": lambda game: delete_game(game),
}


@pytest.mark.parametrize("write", WRITES)
def test_a_closed_game_refuses_every_write(played, write):
    close(played)
    before = unchanged(played)
    with pytest.raises(GameClosed):
        WRITES[write](Game.objects.get(pk=played.pk))
    assert unchanged(played) == before


def test_a_closed_game_refuses_an_undo_of_a_delete_made_before_it_closed(played):
    snapshot = delete_deal(played, played.deals.get(number=1).pk)
    close(played)
    played.refresh_from_db()
    with pytest.raises(GameClosed):
        restore_deal(played, {**snapshot, "version": played.version})
    assert played.deals.count() == 1


def test_a_new_deal_read_before_the_game_closed_is_not_saved(played):
    """The save reads the game open, the close comes first: the version moved, the save reads again."""
    opened_on = Game.objects.get(pk=played.pk)  # read by the phone before the close
    close(played)
    with pytest.raises(GameClosed):
        add_deal(opened_on, DEAL, Opened(3, opened_on.version))
    assert Deal.objects.filter(game=played).count() == 2


def test_a_game_opened_again_takes_writes_again(played):
    close(played)
    Game.objects.filter(pk=played.pk).update(closed=False, version=F("version") + 1)
    played.refresh_from_db()
    add_deal(played, DEAL, Opened(3, played.version))
    assert played.deals.count() == 3


def test_fixed_rules_refuse_new_house_rules_and_keep_everything_else(played):
    Game.objects.filter(pk=played.pk).update(rules_fixed=True)
    with pytest.raises(RulesFixed):
        update_game(played, specs(played), "notes", {"target": 7500})
    played.refresh_from_db()
    assert (played.rules, played.notes) == ({}, "")
    update_game(played, specs(played, start=500), "notes", {})  # the same rules: names and paper totals change
    played.refresh_from_db()
    assert (played.notes, played.sides.get(order=0).starting_total) == ("notes", 500)
