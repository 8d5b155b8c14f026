"""Writes at the same moment, and a write that fails half way: the result store stays exact."""

import threading

import pytest
from django.db import connection

from leagues.models import LeagueGame, Player, Result
from leagues.services import results
from leagues.services.games import GameRefused
from leagues.services.seasons import close_season, current_season
from scorekeeper.models import Deal, Game
from scorekeeper.services.deals import add_deal
from scorekeeper.services.errors import GameClosed
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

    def broken(game, *args, **kwargs):
        raise RuntimeError("the disk is full")

    monkeypatch.setattr(results, "refresh", broken)
    with pytest.raises(RuntimeError):
        add_deal(game, [{"melded_points": 300}, {}])
    game.refresh_from_db()
    assert not game.finished and not Deal.objects.exists() and game.version == 0


@pytest.mark.django_db(transaction=True)
def test_a_season_closing_while_deals_are_saved_lets_none_in_after_it(league, owner):
    """One phone saves deal after deal while the owner closes the season: each save lands before the close or
    is refused, never after it; and a correction raced against the close is one or the other too."""
    game = record(league, ["Ann", "Ben"], ["Cy", "Di"])
    season = current_season(league)
    told: list[str] = []

    def keep_saving():
        for _deal in range(15):
            try:
                add_deal(Game.objects.get(pk=game.pk), [{"melded_points": 50}, {}])
                told.append("saved")
            except GameClosed:
                told.append("closed")

    at_once(keep_saving, lambda: close_season(season, owner))
    game.refresh_from_db()
    assert game.closed
    saved = Deal.objects.filter(game=game).count()
    assert told == ["saved"] * saved + ["closed"] * (15 - saved)  # nothing saved once one was refused
    assert game.standing["played"] == saved
    with pytest.raises(GameClosed):
        add_deal(game, [{"melded_points": 50}, {}])


@pytest.mark.django_db(transaction=True)
def test_a_game_recorded_while_its_season_closes_is_closed_with_it_or_refused(league, owner):
    season = current_season(league)
    outcome: list[str] = []

    def record_one():
        try:
            record(league, ["Ann", "Ben"], ["Cy", "Di"])
            outcome.append("recorded")
        except GameRefused:
            outcome.append("refused")

    at_once(record_one, lambda: close_season(season, owner))
    assert outcome in (["recorded"], ["refused"])
    assert list(Game.objects.values_list("closed", flat=True)) in ([True], [])
