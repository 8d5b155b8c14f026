"""No request waits on a replay of ratings: a correction of a game that finished before others marks the
league's ratings as updating and queues `replay_ratings`, which brings them up to date in one transaction
(leagues/services/results.py). Here the queue keeps its tasks (Django's dummy backend) so that what the
correction itself did can be seen; elsewhere the suite runs each task at once."""

import pytest
from django.db import connection
from django.tasks import default_task_backend
from django.test import Client, override_settings
from django.test.utils import CaptureQueriesContext

from leagues.models import League, Result
from leagues.services.ratings import START
from leagues.services.results import queue_waiting, rebuild, replay_ratings
from scorekeeper.services.deals import change_deal
from tests.leagues.conftest import finished
from tests.leagues.services.test_results import as_if_afresh, stored
from tests.scorekeeper.services.test_deals import correcting

pytestmark = pytest.mark.django_db

QUEUED = {"default": {"BACKEND": "django.tasks.backends.dummy.DummyBackend"}}


def queued() -> list[tuple]:
    return [(result.task.name, result.args) for result in default_task_backend.results]


@pytest.fixture
def games(league):
    first = finished(league, ["Ann", "Ben"], ["Cy", "Di"], totals=[5100, 4900])
    second = finished(league, ["Ann", "Cy"], ["Ben", "Di"], totals=[5200, 5000])
    third = finished(league, ["Ann", "Di"], ["Ben", "Cy"], totals=[5300, 4100])
    return first, second, third


def later_ratings(league, after: int) -> list[tuple]:
    return [row for row in stored(league) if row[1] > after]


@override_settings(TASKS=QUEUED)
def test_a_correction_marks_the_ratings_and_queues_their_replay_without_doing_it(league, games):
    first, _second, _third = games
    before = later_ratings(league, 1)
    change_deal(first, correcting(first, 1), [{"melded_points": 0}, {"melded_points": 450}])
    league.refresh_from_db()
    assert league.ratings_from == 1
    assert queued() == [("replay_ratings", [league.pk])]
    assert later_ratings(league, 1) == before  # not replayed: the request did not wait on it
    assert replay_ratings.call(league.pk) > 0
    league.refresh_from_db()
    assert league.ratings_from is None
    assert later_ratings(league, 1) != before
    as_if_afresh(league)
    assert replay_ratings.call(league.pk) == 0  # a second run finds nothing waiting


@override_settings(TASKS=QUEUED)
def test_until_the_replay_a_corrected_games_results_claim_no_rating_change_and_no_run(league, games):
    """Their figures are the replay's to work out; meanwhile the pages say the ratings are updating, and
    the corrected game shows the starting rating, no change and a run of one, never a made-up figure."""
    first, _second, _third = games

    def figures() -> set[tuple]:
        rows = Result.objects.filter(league_game__game=first)
        return set(rows.values_list("mu", "sigma", "change", "streak", "season_streak"))

    change_deal(first, correcting(first, 1), [{"melded_points": 0}, {"melded_points": 450}])
    assert figures() == {(START.mu, START.sigma, 0.0, 1, 1)}
    replay_ratings.call(league.pk)
    assert all(streak == 1 and change != 0 for _mu, _sigma, change, streak, _season in figures())
    as_if_afresh(league)


@override_settings(TASKS=QUEUED)
def test_the_mark_is_the_earliest_game_corrected(league, games):
    first, second, _third = games
    change_deal(second, correcting(second, 1), [{"melded_points": 0}, {"melded_points": 500}])  # Ben & Di win
    league.refresh_from_db()
    assert league.ratings_from == 2
    change_deal(first, correcting(first, 1), [{"melded_points": 0}, {"melded_points": 450}])
    change_deal(second, correcting(second, 1), [{"melded_points": 300}, {"melded_points": 0}])  # as it was
    league.refresh_from_db()
    assert league.ratings_from == 1
    replay_ratings.call(league.pk)
    as_if_afresh(league)


@override_settings(TASKS=QUEUED)
def test_a_game_finishing_last_is_rated_at_once_in_constant_queries(league, games, make_league):
    small = make_league(name="Small")
    finished(small, ["Ann", "Ben"], ["Cy", "Di"], totals=[5100, 4900])
    counts = []
    for each in (small, league):
        with CaptureQueriesContext(connection) as captured:
            finished(each, ["Ann", "Ben"], ["Cy", "Di"], totals=[5100, 4900])
        counts.append(len(captured))
        each.refresh_from_db()
        assert each.ratings_from is None
        as_if_afresh(each)
    assert counts[0] == counts[1]
    assert queued() == []


@override_settings(TASKS=QUEUED)
def test_a_game_finishing_while_a_replay_waits_is_rated_by_it(league, games):
    first, _second, _third = games
    change_deal(first, correcting(first, 1), [{"melded_points": 0}, {"melded_points": 450}])
    finished(league, ["Ann", "Ben"], ["Cy", "Di"], totals=[5100, 4900])
    league.refresh_from_db()
    assert league.ratings_from == 1
    replay_ratings.call(league.pk)
    as_if_afresh(league)


@override_settings(TASKS=QUEUED)
def test_the_standings_and_a_player_page_say_ratings_updating_until_they_are(league, games):
    first, _second, _third = games
    change_deal(first, correcting(first, 1), [{"melded_points": 0}, {"melded_points": 450}])
    player = league.players.get(name="Ann")
    for page in (league.get_absolute_url(), player.get_absolute_url(), f"/ja{league.get_absolute_url()}"):
        assert "ratings-updating" in Client().get(page).content.decode(), page
    replay_ratings.call(league.pk)
    for page in (league.get_absolute_url(), player.get_absolute_url()):
        assert "ratings-updating" not in Client().get(page).content.decode(), page


@override_settings(TASKS=QUEUED)
def test_every_league_waiting_is_queued_again(league, games, make_league):
    other = make_league(name="Other")
    League.objects.filter(pk__in=[league.pk, other.pk]).update(ratings_from=1)
    assert queue_waiting() == 2
    assert sorted(args for _name, args in queued()) == sorted([[league.pk], [other.pk]])


@override_settings(TASKS=QUEUED)
def test_rebuilding_the_store_brings_every_rating_up_to_date_and_clears_the_mark(league, games):
    first, _second, _third = games
    change_deal(first, correcting(first, 1), [{"melded_points": 0}, {"melded_points": 450}])
    league.refresh_from_db()
    stale = later_ratings(league, 1)
    rebuild(league)
    assert league.ratings_from is None
    league.refresh_from_db()
    assert league.ratings_from is None
    assert later_ratings(league, 1) != stale
    assert replay_ratings.call(league.pk) == 0  # nothing left waiting
