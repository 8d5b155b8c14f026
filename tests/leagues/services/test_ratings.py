"""Ratings: OpenSkill's own update, team by team, in the order the games finished; a correction replays
every later game."""

import pytest
from openskill.models import PlackettLuce

from leagues.models import Result
from leagues.services.ratings import START, Skill, rate, shown
from leagues.services.seasons import start_season
from leagues.services.standings import lines
from scorekeeper.services.deals import change_deal
from tests.leagues.conftest import finished
from tests.scorekeeper.services.test_deals import correcting

pytestmark = pytest.mark.django_db
MODEL = PlackettLuce()


def by_hand(games):
    """Ratings worked out straight from openskill: each game a list of sides (names) and their places."""
    ratings = {}
    for sides, places in games:
        teams = [[ratings.setdefault(name, MODEL.rating()) for name in side] for side in sides]
        rated = MODEL.rate(teams, ranks=places)
        for side, team in zip(sides, rated, strict=True):
            for name, rating in zip(side, team, strict=True):
                ratings[name] = rating
    return {name: rating.ordinal() for name, rating in ratings.items()}


def ratings(league):
    return {line.player.name: line.rating for line in lines(league)}


def test_a_new_player_starts_at_zero():
    assert shown(START.ordinal) == 0.0


def test_the_winners_go_up_as_much_as_the_losers_go_down_between_equals():
    [[a, b], [c, d]] = rate([[START, START], [START, START]], [1, 2])
    assert a == b and c == d
    assert a.mu - START.mu == pytest.approx(START.mu - c.mu)
    assert a.ordinal > 0 > c.ordinal


def test_a_draw_moves_equals_nowhere():
    [[a], [b]] = rate([[START], [START]], [1, 1])
    assert a.mu == pytest.approx(START.mu) and b.mu == pytest.approx(START.mu)
    assert a.sigma < START.sigma


def test_team_games_in_order(league):
    finished(league, ["Ann", "Ben"], ["Cy", "Di"], totals=[5100, 3000])
    finished(league, ["Ann", "Cy"], ["Ben", "Di"], totals=[4000, 5200])
    finished(league, ["Ann", "Ben"], ["Cy", "Di"], totals=[5050, 5050])
    expected = by_hand(
        [
            ([["Ann", "Ben"], ["Cy", "Di"]], [1, 2]),
            ([["Ann", "Cy"], ["Ben", "Di"]], [2, 1]),
            ([["Ann", "Ben"], ["Cy", "Di"]], [1, 1]),
        ]
    )
    assert ratings(league) == pytest.approx(expected)


def test_three_sides_rate_by_place(league):
    finished(league, ["Ann"], ["Ben"], ["Cy"], totals=[5100, 4000, 5100])
    finished(league, ["Ann"], ["Ben"], ["Cy"], totals=[3000, 5250, 5200])
    expected = by_hand([([["Ann"], ["Ben"], ["Cy"]], [1, 3, 1]), ([["Ann"], ["Ben"], ["Cy"]], [3, 1, 2])])
    assert ratings(league) == pytest.approx(expected)


def test_the_change_of_the_last_game_is_shown(league):
    finished(league, ["Ann", "Ben"], ["Cy", "Di"], totals=[5100, 3000])
    game = finished(league, ["Ann", "Cy"], ["Ben", "Di"], totals=[4000, 5200])
    ann = next(line for line in lines(league) if line.player.name == "Ann")
    before = by_hand([([["Ann", "Ben"], ["Cy", "Di"]], [1, 2])])["Ann"]
    assert ann.change == pytest.approx(ann.rating - before)
    assert Result.objects.get(league_game__game=game, player__name="Ann").change < 0


def test_a_correction_to_an_early_game_replays_the_ratings_after_it(league):
    first = finished(league, ["Ann", "Ben"], ["Cy", "Di"], totals=[5100, 4900])
    finished(league, ["Ann", "Cy"], ["Ben", "Di"], totals=[4000, 5200])
    change_deal(first, correcting(first, 1), [{"melded_points": 0}, {"melded_points": 450}])
    expected = by_hand(
        [
            ([["Ann", "Ben"], ["Cy", "Di"]], [2, 1]),
            ([["Ann", "Cy"], ["Ben", "Di"]], [2, 1]),
        ]
    )
    assert ratings(league) == pytest.approx(expected)


def test_skill_ordinal_is_three_sigmas_under_the_mean():
    assert Skill(30.0, 2.0).ordinal == 24.0


def test_each_season_shows_the_ratings_as_they_stood_at_its_end(league):
    """Season 1: Ann & Ben beat Cy & Di. Season 2 begins: everyone is in its standings, no game played, from
    the ratings season 1 left. Then Cy & Di win: season 1 still shows its own end, season 2 today's."""
    first_game = ([["Ann", "Ben"], ["Cy", "Di"]], [1, 2])
    second_game = ([["Ann", "Ben"], ["Cy", "Di"]], [2, 1])
    finished(league, ["Ann", "Ben"], ["Cy", "Di"], totals=[5100, 3000])
    first = league.seasons.get()
    second = start_season(league)

    starting = {line.player.name: (line.played, line.rating, line.change) for line in lines(league, second)}
    after_first = by_hand([first_game])
    assert {name: played for name, (played, _rating, _change) in starting.items()} == dict.fromkeys(after_first, 0)
    assert {name: rating for name, (_played, rating, _change) in starting.items()} == pytest.approx(after_first)
    assert {change for _played, _rating, change in starting.values()} == {None}  # no game yet in the season

    finished(league, ["Ann", "Ben"], ["Cy", "Di"], totals=[3000, 5100])
    at_end = {line.player.name: line.rating for line in lines(league, first, ended=True)}
    assert at_end == pytest.approx(after_first)
    now = {line.player.name: line.rating for line in lines(league, second)}
    assert now == pytest.approx(by_hand([first_game, second_game]))
    changes = {line.player.name: line.change for line in lines(league, second)}
    assert changes["Cy"] == pytest.approx(now["Cy"] - after_first["Cy"])
    first_changes = {line.player.name: line.change for line in lines(league, first, ended=True)}
    assert first_changes["Cy"] == pytest.approx(after_first["Cy"] - START.ordinal)
