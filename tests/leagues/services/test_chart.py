"""A player's rating chart: the line, the grid of ratings, and along the bottom the games and the days of the
first and the last game."""

from datetime import UTC, datetime

import pytest
from django.utils import timezone

from leagues.services.chart import BOTTOM, HEIGHT, LEFT, RIGHT, WIDTH, rating_chart
from leagues.services.records import RatingPoint


def history(*ratings: float, days: list[int] | None = None) -> list[RatingPoint]:
    """The start, then a rating after each game (the games finished on these days of November 2026)."""
    days = days or [1] * (len(ratings) - 1)
    return [RatingPoint(ratings[0], None)] + [
        RatingPoint(rating, datetime(2026, 11, day, 20, tzinfo=UTC)) for rating, day in zip(ratings[1:], days)
    ]


def test_no_game_draws_no_chart():
    assert rating_chart(history(0.0)) is None


def test_the_line_runs_from_the_start_at_the_left_to_the_last_game_at_the_right():
    chart = rating_chart(history(0.0, 2.0, 1.0))
    first, *_, last = chart.points.split()
    assert first == f"{LEFT:.1f},{HEIGHT - BOTTOM:.1f}"  # 0, the lowest grid line
    assert float(last.split(",")[0]) == WIDTH - RIGHT == chart.last_x
    assert chart.count == 2 and chart.bottom == HEIGHT - BOTTOM


def test_the_games_are_numbered_under_the_axis_below_their_points():
    chart = rating_chart(history(0.0, 1.0, 2.0, 3.0))
    xs = [float(point.split(",")[0]) for point in chart.points.split()]
    assert chart.games == [(1, xs[1]), (2, xs[2]), (3, xs[3])]


def test_a_long_history_numbers_the_first_game_and_every_few_after_it():
    chart = rating_chart(history(*[float(n % 5) for n in range(41)]))
    assert [game for game, _x in chart.games] == [1, 5, 10, 15, 20, 25, 30, 35, 40]


def test_the_days_of_the_first_and_the_last_game_sit_under_the_ends():
    chart = rating_chart(history(0.0, 3.0, 1.0, 2.0, days=[3, 10, 24]))
    assert (chart.first, chart.last) == (datetime(2026, 11, 3).date(), datetime(2026, 11, 24).date())


def test_games_all_on_one_day_show_that_day_once():
    chart = rating_chart(history(0.0, 3.0, 1.0, days=[10, 10]))
    assert (chart.first, chart.last) == (None, datetime(2026, 11, 10).date())


@pytest.mark.parametrize(("zone", "day"), [("UTC", 24), ("Asia/Tokyo", 25)])
def test_the_day_is_the_one_where_the_league_plays(settings, zone, day):
    """A game finished at 20:00 UTC on the 24th finished on the 25th in Tokyo."""
    settings.TIME_ZONE = zone
    with timezone.override(zone):
        chart = rating_chart(history(0.0, 3.0, days=[24]))
    assert chart.last == datetime(2026, 11, day).date()


def test_the_chart_of_a_history_point_by_point():
    """Ratings 0, 7.3, 12.9 and 4.2: a grid of 0 to 15 in steps of 5 over the plot's 130 high (y 140 to 10),
    and the start and three games 278 wide (x 34 to 312), a third apart."""
    chart = rating_chart(history(0.0, 7.3, 12.9, 4.2, days=[3, 10, 24]))
    assert (chart.width, chart.height, chart.left, chart.right, chart.bottom) == (320, 176, 34, 312, 140)
    assert chart.points == "34.0,140.0 126.7,76.7 219.3,28.2 312.0,103.6"
    assert (chart.last_x, chart.last_y) == (312.0, 103.6)
    assert [(tick.y, tick.label) for tick in chart.ticks] == [(140.0, "0"), (96.7, "5"), (53.3, "10"), (10.0, "15")]
    assert chart.count == 3
    assert chart.games == [(1, 126.7), (2, 219.3), (3, 312.0)]


def test_a_flat_history_has_a_grid_line_above_it():
    chart = rating_chart(history(3.0, 3.0))
    assert chart.points == "34.0,140.0 312.0,140.0"
    assert [(tick.y, tick.label) for tick in chart.ticks] == [(140.0, "3"), (10.0, "3.5")]


@pytest.mark.parametrize(
    ("ratings", "labels"),
    [
        ((0.0, 4.0), ["0", "1", "2", "3", "4"]),
        ((0.0, 9.0), ["0", "5", "10"]),
        ((0.0, 38.0), ["0", "10", "20", "30", "40"]),
        ((0.0, 130.0), ["0", "50", "100", "150"]),
        ((0.0, 0.8), ["0", "0.5", "1"]),
        ((-0.4, 0.3), ["-0.5", "0", "0.5"]),
    ],
)
def test_the_grid_steps_by_1_2_or_5_times_a_power_of_ten_round_the_ratings(ratings, labels):
    chart = rating_chart(history(*ratings))
    assert [tick.label for tick in chart.ticks] == labels
    assert (chart.ticks[0].y, chart.ticks[-1].y) == (HEIGHT - BOTTOM, 10.0)  # the bottom and the top of the plot
