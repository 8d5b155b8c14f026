"""A league's records from the services: the games being played, a player's games and rating history, and
head-to-head (two players' record and their shared games). The pages that show them are in
tests/leagues/views/test_pages.py."""

import pytest

from leagues.models import LeagueGame, Result
from leagues.services.nights import start_round
from leagues.services.ratings import START, Skill
from leagues.services.records import (
    GAMES_PER_PAGE,
    finished_games,
    game_lines,
    games_in_play,
    head_to_head,
    player_games,
    rating_history,
)
from leagues.services.seasons import start_season
from scorekeeper.services.deals import Opened, change_deal
from tests.leagues.conftest import deal, finished, record
from tests.leagues.nights.conftest import open_for

pytestmark = pytest.mark.django_db


def counts(record) -> tuple[int, ...]:
    return (
        record.against,
        record.first_ahead,
        record.second_ahead,
        record.level,
        record.together,
        record.won,
        record.drawn,
        record.lost,
    )


def sides(record) -> list[list[list[str]]]:
    """Each shared game's sides, by their players' names, the latest game first."""
    return [[[player.name for player in side.players] for side in line.sides] for line in record.games]


def test_two_players_who_never_met_have_a_record_of_nothing(league):
    finished(league, ["Ann", "Ben"], ["Cy", "Di"], totals=[5100, 3000])
    finished(league, ["Eve", "Flo"], ["Gus", "Hal"], totals=[5100, 3000])
    ann, eve = league.players.get(name="Ann"), league.players.get(name="Eve")
    record = head_to_head(ann, eve)
    assert (record.first, record.second) == (ann, eve)
    assert counts(record) == (0, 0, 0, 0, 0, 0, 0, 0)
    assert list(record.games) == []


def test_head_to_head_lists_the_games_both_played_the_latest_first(three_games):
    """Ann and Cy met in all three games (once as partners); a game of Ann's without Cy, and of Cy's without
    Ann, are not theirs."""
    finished(three_games, ["Ann", "Ben"], ["Di", "Eve"], totals=[5100, 3000])
    finished(three_games, ["Cy", "Ben"], ["Di", "Eve"], totals=[5100, 3000])
    ann, cy = three_games.players.get(name="Ann"), three_games.players.get(name="Cy")
    record = head_to_head(ann, cy)
    assert (record.first, record.second) == (ann, cy)
    assert counts(record) == (2, 1, 0, 1, 1, 0, 0, 1)
    assert sides(record) == [
        [["Ann", "Ben"], ["Cy", "Di"]],
        [["Ann", "Cy"], ["Ben", "Di"]],
        [["Ann", "Ben"], ["Cy", "Di"]],
    ]
    assert [line.league_game.sequence for line in record.games] == [3, 2, 1]
    assert [line.league_game.sequence for line in head_to_head(ann, cy, most=2).games] == [3, 2]


def test_the_games_being_played_the_latest_changed_first_with_their_totals_so_far(league, django_assert_num_queries):
    """Read in two queries whatever their number: the games, then their sides."""
    begun = record(league, ["Ann", "Ben"], ["Cy", "Di"], starts=[1000, 500])
    dealt = record(league, ["Eve", "Flo"], ["Gus", "Hal"])
    deal(dealt, 300, 50)
    over = finished(league, ["Ann", "Ben"], ["Cy", "Di"], totals=[5100, 3000])
    with django_assert_num_queries(2):
        lines = games_in_play(LeagueGame.objects.filter(league=league))
    assert [line.game for line in lines] == [dealt, begun]
    assert [(line.sides, line.played) for line in lines] == [
        ([("Eve & Flo", 300), ("Gus & Hal", 50)], 1),
        ([("Ann & Ben", 1000), ("Cy & Di", 500)], 0),
    ]
    assert [league_game.game for league_game in finished_games(league)] == [over]


def test_a_players_rating_history_starts_at_the_start_and_follows_each_game_in_order(three_games):
    ann = three_games.players.get(name="Ann")
    results = Result.objects.filter(player=ann).order_by("sequence")
    history = rating_history(ann)
    assert [(point.rating, point.finished) for point in history] == [(START.ordinal, None)] + [
        (Skill(result.mu, result.sigma).ordinal, result.finished) for result in results
    ]
    assert len({point.rating for point in history}) == 4  # a win, a loss, a draw: each moved her rating


def test_a_players_games_the_latest_first_with_partners_and_the_other_sides(three_games):
    ann = three_games.players.get(name="Ann")
    start_season(three_games)
    finished(three_games, ["Di", "Ann"], ["Ben", "Cy"], totals=[5100, 3000])
    page, games = player_games(ann, None)
    assert page.number == 1 and page.paginator.count == 4
    assert [game.result.sequence for game in games] == [4, 3, 2, 1]
    assert [[partner.name for partner in game.partners] for game in games] == [["Di"], ["Ben"], ["Cy"], ["Ben"]]
    others = [[[player.name for player in side.players] for side in game.others] for game in games]
    assert others == [[["Ben", "Cy"]], [["Cy", "Di"]], [["Ben", "Di"]], [["Cy", "Di"]]]
    assert [game.result.outcome for game in games] == ["W", "D", "L", "W"]
    _page, in_season = player_games(ann, None, three_games.seasons.get(number=2))
    assert [game.result.sequence for game in in_season] == [4]


def test_finished_games_lines_are_read_in_two_queries_whatever_their_number(three_games, django_assert_num_queries):
    """The games with their score-pad games, then every result with its player, in side and seat order."""
    with django_assert_num_queries(2):
        lines = game_lines(finished_games(three_games))
        seen = [
            (
                line.league_game.game.slug,
                [([p.name for p in side.players], side.outcome, side.won) for side in line.sides],
            )
            for line in lines
        ]
    games = [league_game.game.slug for league_game in finished_games(three_games)]
    assert seen == [
        (games[0], [(["Ann", "Ben"], "D", False), (["Cy", "Di"], "D", False)]),
        (games[1], [(["Ann", "Cy"], "L", False), (["Ben", "Di"], "W", True)]),
        (games[2], [(["Ann", "Ben"], "W", True), (["Cy", "Di"], "L", False)]),
    ]


def test_a_sides_players_are_read_in_seat_order_whatever_order_their_results_were_stored_in(league):
    game = finished(league, ["Ann", "Ben"], ["Cy", "Di"], totals=[5100, 3000])
    results = list(Result.objects.filter(league_game__game=game).order_by("-side", "-position"))
    Result.objects.filter(league_game__game=game).delete()
    for result in results:
        result.pk = None
    Result.objects.bulk_create(results)  # stored last seat first
    (line,) = game_lines(finished_games(league))
    assert [[player.name for player in side.players] for side in line.sides] == [["Ann", "Ben"], ["Cy", "Di"]]


def test_the_finished_games_are_the_leagues_own_that_finished_and_count(league, make_league):
    """Not another league's, not one a correction took the end from (it keeps its place in the order), not
    one of a club night waiting for its confirmation."""
    counted = finished(league, ["Ann", "Ben"], ["Cy", "Di"], totals=[5100, 3000])
    unfinished = finished(league, ["Ann", "Ben"], ["Cy", "Di"], totals=[5100, 3000])
    change_deal(
        unfinished, Opened.of(unfinished, unfinished.deals.get()), [{"melded_points": 100}, {"melded_points": 300}]
    )
    finished(make_league(name="Other club"), ["Ann", "Ben"], ["Cy", "Di"], totals=[5100, 3000])
    league.confirm = True
    league.save()
    night = open_for(league, minutes=30)
    start_round(night)
    waiting = night.night_rounds.get(number=1).tables.order_by("number").first().league_game.game
    for _deal in range(5):
        deal(waiting, 1000, 100)
    assert waiting.finished and unfinished.league_game.sequence == 2
    assert [league_game.game for league_game in finished_games(league)] == [counted]


def test_a_players_games_come_a_page_at_a_time(league):
    for _game in range(GAMES_PER_PAGE + 1):
        finished(league, ["Ann", "Ben"], ["Cy", "Di"], totals=[5100, 3000])
    ann = league.players.get(name="Ann")
    page, games = player_games(ann, 2)
    assert (page.number, page.paginator.num_pages) == (2, 2)
    assert [game.result.sequence for game in games] == [1]  # the first game, the last of the latest first
    assert len(player_games(ann, None)[1]) == GAMES_PER_PAGE
