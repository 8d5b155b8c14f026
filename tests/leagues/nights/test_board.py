"""The board of a club night as its screens show it (leagues.services.board): a round's tables before and after it
starts, each side's names, total and whether it leads, the deals played, finished and waiting for a confirmation,
who sits out; any round by its number; its queries; and the version its ETag is made of."""

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from leagues.models import Presence
from leagues.services.board import board, leaders, night_version
from leagues.services.nights import arrive, drawn_round, start_round, swap
from scorekeeper.services.games import delete_game, touch
from tests.leagues.conftest import deal

from .conftest import NAMES, open_for

pytestmark = pytest.mark.django_db


def names_of(night) -> dict[int, str]:
    return {presence.player_id: presence.player.name for presence in Presence.objects.filter(night=night)}


def test_a_round_not_started_shows_its_tables_as_drawn_with_the_players_names_and_who_sits_out(league):
    night = open_for(league, [*NAMES, "Ivy"])
    names = names_of(night)
    shown = board(night)
    drawn = drawn_round(shown.round)
    assert shown.night == night and shown.round.number == 1
    assert shown.sitting_out == [names[player] for player in drawn.sitting_out] and len(shown.sitting_out) == 1
    for line, table in zip(shown.tables, drawn.tables, strict=True):
        players = [[names[player] for player in side] for side in table.sides]
        assert [(side.name, side.players) for side in line.sides] == [(", ".join(side), side) for side in players]
        assert [(side.total, side.leads) for side in line.sides] == [(0, False), (0, False)]
        assert (line.started, line.played, line.finished, line.waiting) == (False, 0, False, False)


def test_a_round_being_played_shows_each_games_sides_totals_deals_and_leader(night):
    start_round(night)
    first, second = (line.table.league_game.game for line in board(night).tables)
    deal(first, 700, 400)
    line, level = board(night).tables
    sides = list(first.sides.order_by("order"))
    assert [(side.name, side.players, side.total, side.leads) for side in line.sides] == [
        (sides[0].name, sides[0].players, 700, True),
        (sides[1].name, sides[1].players, 400, False),
    ]
    assert (line.started, line.played, line.finished, line.waiting) == (True, 1, False, False)
    assert level.table.league_game.game == second
    assert [(side.total, side.leads) for side in level.sides] == [(0, False), (0, False)]  # nobody leads yet
    assert level.played == 0


def test_the_leaders_are_the_best_total_the_familys_way_round_and_nobody_while_level():
    assert leaders([900, 400], lowest_wins=False) == [True, False]
    assert leaders([900, 400], lowest_wins=True) == [False, True]
    assert leaders([300, 900, 900], lowest_wins=False) == [False, True, True]
    assert leaders([0, 0], lowest_wins=False) == [False, False]
    assert leaders([150, 150, 150], lowest_wins=True) == [False, False, False]


@pytest.mark.parametrize("asks", [False, True])
def test_a_finished_game_waits_on_the_board_only_where_the_league_asks_for_a_confirmation(league, night, asks):
    league.confirm = asks
    league.save()
    start_round(night)
    done, going = board(night).tables
    game = done.table.league_game.game
    while not game.finished:
        deal(game, 1000, 100)
    deal(going.table.league_game.game, 300, 200)
    done, going = board(night).tables
    assert (done.finished, done.waiting) == (True, asks)
    assert (going.finished, going.waiting) == (False, False)


def test_any_round_is_shown_by_its_number_and_a_round_that_is_not_there_shows_none(night):
    start_round(night)
    shown = board(night, 2)
    assert shown.round.number == 2 and not any(line.started for line in shown.tables)
    missing = board(night, 9)
    assert (missing.night, missing.round, missing.tables, missing.sitting_out) == (night, None, [], [])


def test_the_board_takes_as_many_queries_however_many_tables_play(league):
    def queries(night) -> int:
        with CaptureQueriesContext(connection) as captured:
            board(night)
        return len(captured.captured_queries)

    two = open_for(league)
    three = open_for(league, [*NAMES, "Ivy", "Jo", "Kit", "Lou"])
    for night in (two, three):
        start_round(night)
    assert len(board(three).tables) == 3
    assert queries(three) == queries(two)


def test_the_nights_version_moves_on_with_a_change_to_the_draw_alone(night):
    before = night_version(night.league.slug, night.slug).number
    first = Presence.objects.get(night=night, player__name="Ann").player
    second = Presence.objects.get(night=night, player__name="Ben").player
    swap(night, 1, first, second)
    assert night_version(night.league.slug, night.slug).number != before
    moved = night_version(night.league.slug, night.slug).number
    arrive(night, [], ["Ivy"])
    assert night_version(night.league.slug, night.slug).number != moved


def test_the_nights_version_moves_on_when_a_game_is_deleted_even_as_another_makes_up_its_versions(night):
    """Deleting a game takes its version out of the sum: the count of games keeps the version from coming back
    to one the screens were shown when another game's version makes the sum up again."""
    start_round(night)
    first, second = (line.table.league_game.game for line in board(night).tables)
    deal(first, 300, 200)
    first.refresh_from_db()
    before = night_version(night.league.slug, night.slug).number
    delete_game(first)
    for _write in range(first.version):
        touch([second.pk])
    assert night_version(night.league.slug, night.slug).number != before
