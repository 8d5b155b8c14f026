"""The sheet's chart of running totals: geometry worked out on the server."""

import pytest

from scorekeeper.services.chart import HEIGHT, WIDTH, Chart, Series, Tick, build_chart
from scorekeeper.services.sheet import SHOWN, latest_sheet


def coordinates(points: str) -> list[tuple[float, float]]:
    return [(float(x), float(y)) for x, y in (point.split(",") for point in points.split())]


def test_there_is_no_chart_before_the_first_deal():
    assert build_chart(["We", "They"], [[0], [0]], 5000) is None


def test_each_side_is_a_line_from_the_start_to_its_total_after_every_deal():
    chart = build_chart(["We", "They"], [[0, 500, 1500], [0, -100, 800]], 5000)
    assert [series.name for series in chart.series] == ["We", "They"]
    we = coordinates(chart.series[0].points)
    assert len(we) == 3
    assert we[0][0] < we[1][0] < we[2][0]  # the deals run left to right
    assert we[2][1] < we[1][1] < we[0][1]  # a higher total is higher up
    they = coordinates(chart.series[1].points)
    assert they[1][1] > they[0][1]  # below zero after deal 1
    assert [series.total for series in chart.series] == [1500, 800]


def test_the_target_and_every_total_fit_inside_the_chart():
    chart = build_chart(["A", "B", "C"], [[0, 3000, 5200], [0, -400, -900], [1200, 1300, 1400]], 5000)
    ys = [y for series in chart.series for _x, y in coordinates(series.points)] + [chart.target.y]
    assert all(0 <= y <= HEIGHT for y in ys)
    xs = [x for series in chart.series for x, _y in coordinates(series.points)]
    assert all(0 <= x <= WIDTH for x in xs)
    assert chart.ticks[0].value <= -900 and chart.ticks[-1].value >= 5200
    assert chart.target.value == 5000


def test_a_chart_of_two_deals_in_full():
    """Worked out by hand: the plot runs from x 44 to 332 and from y 158 (at -2000) up to 10 (at 6000)."""
    assert build_chart(["We", "They"], [[0, 500, 1500], [0, -100, 800]], 5000) == Chart(
        width=340,
        height=180,
        left=44,
        right=332,
        bottom=158,
        series=[
            Series("We", "44.0,121.0 188.0,111.8 332.0,93.2", (332.0, 93.2), 1500, 0),
            Series("They", "44.0,121.0 188.0,122.8 332.0,106.2", (332.0, 106.2), 800, 1),
        ],
        ticks=[Tick(-2000, 158.0), Tick(0, 121.0), Tick(2000, 84.0), Tick(4000, 47.0), Tick(6000, 10.0)],
        deals=[(1, 188.0), (2, 332.0)],
        target=Tick(5000, 28.5),
    )


@pytest.mark.parametrize(
    ("totals", "ticks"),
    [
        ([[0, 0], [0, 0]], [0, 1]),  # every total still 0: one gap of a point
        ([[0, 40], [0, 0]], [0, 10, 20, 30, 40]),
        ([[0, 41], [0, 0]], [0, 20, 40, 60]),
        ([[0, 81], [0, 0]], [0, 25, 50, 75, 100]),
        ([[0, 101], [0, 0]], [0, 50, 100, 150]),
        ([[0, 6000], [0, 0]], [0, 2000, 4000, 6000]),
        ([[0, 12000], [0, 0]], [0, 5000, 10000, 15000]),
        ([[0, 20001], [0, 0]], [0, 10000, 20000, 30000]),
        ([[0, -400], [0, 300]], [-400, -200, 0, 200, 400]),  # from the lowest total to the highest
        ([[3, 3], [4, 5]], [0, 2, 4, 6]),  # from zero, however high every total (from paper)
    ],
)
def test_about_four_grid_lines_a_round_gap_apart_cover_the_totals_and_zero(totals, ticks):
    assert [tick.value for tick in build_chart(["We", "They"], totals, None).ticks] == ticks


def test_a_long_game_labels_the_first_deal_and_every_few_after_it():
    chart = build_chart(["We", "They"], [list(range(0, 1900, 100)), [0] * 19], None)
    assert chart.deals == [(1, 60.0), (3, 92.0), (6, 140.0), (9, 188.0), (12, 236.0), (15, 284.0), (18, 332.0)]


def test_every_deal_of_a_short_game_is_labelled_a_seventh_of_the_width_apart():
    chart = build_chart(["We", "They"], [[0] * 8, list(range(0, 80, 10))], None)
    assert chart.deals == [(1, 85.1), (2, 126.3), (3, 167.4), (4, 208.6), (5, 249.7), (6, 290.9), (7, 332.0)]


def test_the_grid_lines_fall_on_round_numbers():
    chart = build_chart(["We", "They"], [[0, 2350], [0, 1980]], 5000)
    assert [tick.value for tick in chart.ticks] == [0, 2000, 4000, 6000]


def test_a_long_game_labels_at_most_about_eight_deals():
    chart = build_chart(["We", "They"], [list(range(0, 4100, 100)), list(range(0, 2050, 50))], None)
    assert chart.target is None
    assert len(chart.deals) <= 9
    assert chart.deals[0][0] == 1


def test_seven_players_share_six_styles():
    chart = build_chart([str(n) for n in range(7)], [[0, n] for n in range(7)], 150)
    assert [series.style for series in chart.series] == [0, 1, 2, 3, 4, 5, 0]


def test_a_chart_of_the_latest_deals_starts_from_the_totals_before_them(make_game):
    """A sheet shows only its latest deals: its chart starts where the deal before them left the game."""
    deals = SHOWN + 5
    game = make_game(deals=[[{"melded_points": 100}, {"melded_points": 50}]] * deals)
    chart = latest_sheet(game).chart
    we = [100 * deal for deal in range(6 - 1, deals + 1)]
    they = [50 * deal for deal in range(6 - 1, deals + 1)]
    assert chart == build_chart(["We", "They"], [we, they], 5000, first=6)
    assert chart.deals[0][0] == 6  # the first deal number under the axis
