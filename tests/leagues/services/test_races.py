"""Writes at the same moment, and a write that fails half way: the result store stays exact."""

import threading

import pytest
from django.db import connection

from leagues.models import LeagueGame, Player, Result
from leagues.services import results
from scorekeeper.models import Deal, Game
from scorekeeper.services.deals import add_deal
from tests.leagues.conftest import record
from tests.leagues.services.test_results import as_if_afresh


def at_once(*actions):
    """Run the actions in threads released together; re-raise the first failure."""
    start = threading.Barrier(len(actions))
    failures = []

    def run(action):
        try:
            start.wait()
            action()
        except Exception as error:  # noqa: BLE001 - handed back to the test
            failures.append(error)
        finally:
            connection.close()

    threads = [threading.Thread(target=run, args=(action,)) for action in actions]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    if failures:
        raise failures[0]


@pytest.mark.django_db(transaction=True)
def test_two_games_of_a_league_finishing_at_once_are_rated_one_after_the_other(league):
    first = record(league, ["Ann", "Ben"], ["Cy", "Di"], starts=[4800, 0])
    second = record(league, ["Ann", "Cy"], ["Ben", "Di"], starts=[0, 4800])
    at_once(
        lambda: add_deal(Game.objects.get(pk=first.pk), [{"melded_points": 300}, {}]),
        lambda: add_deal(Game.objects.get(pk=second.pk), [{}, {"melded_points": 300}]),
    )
    assert sorted(LeagueGame.objects.values_list("sequence", flat=True)) == [1, 2]
    assert Result.objects.count() == 8
    as_if_afresh(league)


@pytest.mark.django_db(transaction=True)
def test_two_games_naming_the_same_new_player_at_once_make_one_player(league):
    at_once(
        lambda: record(league, ["Eve", "Ben"], ["Cy", "Di"]),
        lambda: record(league, ["EVE", "Fay"], ["Gus", "Hal"]),
    )
    assert list(Player.objects.filter(key="eve").values_list("name", flat=True)) in (["Eve"], ["EVE"])
    assert LeagueGame.objects.count() == 2


@pytest.mark.django_db
def test_when_the_result_store_fails_the_deal_is_not_saved_either(league, monkeypatch):
    game = record(league, ["Ann", "Ben"], ["Cy", "Di"], starts=[4800, 0])

    def broken(game, deleted=False, change=None):
        raise RuntimeError("the disk is full")

    monkeypatch.setattr(results, "refresh", broken)
    with pytest.raises(RuntimeError):
        add_deal(game, [{"melded_points": 300}, {}])
    game.refresh_from_db()
    assert not game.finished and not Deal.objects.exists() and game.version == 0
