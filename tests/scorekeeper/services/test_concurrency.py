"""Two phones writing to one game at the same moment: two threads, each with its own database
connection, released together by a barrier. On PostgreSQL (and SQLite) one write wins and the other
is refused with what changed; no deal is doubled, lost or written over another."""

import threading
from collections.abc import Callable
from functools import partial
from typing import Any

import pytest
from django.db import connections

from scorekeeper.models import DealChange, Game
from scorekeeper.services.deals import Opened, add_deal, change_deal, delete_deal, restore_deal
from scorekeeper.services.errors import DealCorrected, DealGone, GameChanged
from scorekeeper.services.history import Author
from scorekeeper.services.rules import game_rules
from scorekeeper.services.sheet import starting_totals, stored_deals

pytestmark = pytest.mark.django_db(transaction=True)

ROUNDS = 10
A, B = Author(browser="phone-a"), Author(browser="phone-b")


def at_once(*actions: Callable[[], Any]) -> list[Any]:
    """Run the actions in threads released at the same moment; each result or the exception it raised.
    Each action reads its own copy of the game, as each phone's request does."""
    barrier = threading.Barrier(len(actions))
    results: list[Any] = [None] * len(actions)

    def run(index: int, action: Callable[[], Any]) -> None:
        try:
            barrier.wait(timeout=10)
            results[index] = action()
        except Exception as error:  # the refusal is the result
            results[index] = error
        finally:
            connections.close_all()

    threads = [threading.Thread(target=run, args=pair) for pair in enumerate(actions)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=30)
    assert not any(thread.is_alive() for thread in threads), "a write hung"
    return results


def fresh(game: Game) -> Game:
    """The game as a request reads it, in the thread that asks."""
    return Game.objects.get(pk=game.pk)


def adding(game: Game, tallies: list, form: Opened, author: Author):
    return add_deal(fresh(game), tallies, form, author)


def correcting(game: Game, tallies: list, form: Opened, author: Author):
    return change_deal(fresh(game), form, tallies, author)


def deleting(game: Game, deal_id: int, version: int, author: Author):
    return delete_deal(fresh(game), deal_id, version, author)


def consistent(game: Game) -> None:
    """Numbering without a gap, and the stored standing equal to a fresh rescore of every deal."""
    game.refresh_from_db()
    assert list(game.deals.values_list("number", flat=True)) == list(range(1, game.deals.count() + 1))
    rules = game_rules(game)
    assert rules.standing_type.from_json(game.standing) == rules.standing(starting_totals(game), stored_deals(game))


def test_two_phones_saving_a_new_deal_at_once_save_one_and_tell_the_other(make_game):
    game = make_game(target=10**6)
    for round_ in range(ROUNDS):
        game.refresh_from_db()
        form = Opened(round_ * 2 + 1, game.version)
        mine, theirs = [{"melded_points": 50}, {}], [{}, {"melded_points": 50}]
        results = at_once(partial(adding, game, mine, form, A), partial(adding, game, theirs, form, B))
        refused = [result for result in results if isinstance(result, GameChanged)]
        saved = [result for result in results if not isinstance(result, Exception)]
        assert (len(saved), len(refused)) == (1, 1), results
        assert refused[0].number == form.number + 1
        assert [deal.number for deal in refused[0].meanwhile.entered] == [form.number]
        loser = mine if saved[0].browser == "phone-b" else theirs
        game.refresh_from_db()
        add_deal(game, loser, Opened(form.number + 1, game.version))  # told, it saves as the next deal
    assert game.deals.count() == 2 * ROUNDS
    consistent(game)


def test_two_phones_correcting_one_deal_at_once_never_overwrite_each_other(make_game):
    game = make_game(target=10**6, deals=[[{"melded_points": 50}, {}]])
    for round_ in range(ROUNDS):
        game.refresh_from_db()
        form = Opened.of(game, game.deals.get())
        mine, theirs = [{"melded_points": 100 + round_ * 10}, {}], [{}, {"melded_points": 100 + round_ * 10}]
        results = at_once(partial(correcting, game, mine, form, A), partial(correcting, game, theirs, form, B))
        refused = [result for result in results if isinstance(result, DealCorrected)]
        saved = [result for result in results if not isinstance(result, Exception)]
        assert (len(saved), len(refused)) == (1, 1), results
        assert refused[0].deal.entries == saved[0].deal.entries  # the fresh values it is shown
        assert game.deals.get().entries == saved[0].deal.entries
    assert DealChange.objects.filter(kind="corrected").count() == ROUNDS
    assert game.deals.get().version == ROUNDS + 1
    consistent(game)


def test_a_correction_and_a_delete_of_one_deal_at_once_never_touch_another_deal(make_game):
    for _round in range(ROUNDS):
        game = make_game(target=10**6, deals=[[{"melded_points": p}, {}] for p in (105, 110, 115)])
        deal = game.deals.get(number=2)
        form = Opened.of(game, deal)
        results = at_once(
            partial(correcting, game, [{"melded_points": 150}, {}], form, A),
            partial(deleting, game, deal.pk, deal.version, B),
        )
        melded = [entries[0]["melded_points"] for entries in game.deals.values_list("entries", flat=True)]
        if isinstance(results[0], DealGone):  # the delete came first
            assert isinstance(results[1], dict) and melded == [105, 115]
        else:  # the correction came first; the delete is shown the corrected deal first
            assert isinstance(results[1], DealCorrected) and melded == [105, 150, 115]
        consistent(game)


def test_a_new_deal_and_a_delete_at_once_never_lose_the_new_deal(make_game):
    for _round in range(ROUNDS):
        game = make_game(target=10**6, deals=[[{"melded_points": p}, {}] for p in (105, 110, 115, 120)])
        form = Opened(5, Game.objects.get(pk=game.pk).version)
        deal = game.deals.get(number=2)
        results = at_once(
            partial(adding, game, [{"melded_points": 300}, {}], form, A),
            partial(deleting, game, deal.pk, deal.version, B),
        )
        melded = [
            entries[0]["melded_points"] for entries in game.deals.order_by("number").values_list("entries", flat=True)
        ]
        if isinstance(results[0], GameChanged):  # the delete came first: told, nothing saved
            assert results[0].number == 4 and melded == [105, 115, 120]
        else:  # saved as deal 5, then deal 2 deleted
            assert results[0].number == 5 and melded == [105, 115, 120, 300]
        consistent(game)


def undoing(game: Game, snapshot: dict, author: Author):
    return restore_deal(fresh(game), snapshot, author)


def test_an_undo_and_a_delete_at_once_never_put_a_deal_back_into_a_game_that_moved_on(make_game):
    for _round in range(ROUNDS):
        game = make_game(target=10**6, deals=[[{"melded_points": p}, {}] for p in (105, 110, 115)])
        snapshot = delete_deal(game, game.deals.get(number=1).pk, author=A)  # phone A's undo is offered
        other = game.deals.get(number=2)  # deal 3 before the delete
        results = at_once(
            partial(undoing, game, snapshot, A),
            partial(deleting, game, other.pk, other.version, B),
        )
        melded = [
            entries[0]["melded_points"] for entries in game.deals.order_by("number").values_list("entries", flat=True)
        ]
        if isinstance(results[0], DealGone):  # the delete came first: the undo is refused, nothing put back
            assert isinstance(results[1], dict) and melded == [110]
        else:  # the undo came first, then deal 3 (115) was deleted wherever it had moved
            assert isinstance(results[1], dict) and melded == [105, 110]
        consistent(game)
