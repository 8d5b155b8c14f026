"""A rating history as a line chart drawn on the server: the coordinates of an inline SVG.

No chart library and no script or style attribute (the pages' content
security policy has none): the template draws a polyline and a few labelled
grid lines, the game numbers along the bottom and the dates of the first and
the last game under its ends, and the stylesheet colours them.
"""

import math
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date

from django.utils import timezone

from scorekeeper.services.chart import labelled

from .ratings import shown
from .records import RatingPoint

WIDTH, HEIGHT = 320, 176
LEFT, RIGHT, TOP, BOTTOM = 34, 8, 10, 36  # room for the rating labels at the left, the games and dates below


@dataclass(frozen=True)
class Tick:
    y: float
    label: str


@dataclass(frozen=True)
class Chart:
    width: int
    height: int
    points: str  # "x,y x,y ...", for <polyline points="...">
    last_x: float
    last_y: float
    ticks: list[Tick]
    left: int
    right: float
    count: int  # games in it
    bottom: int  # the y of the plot's bottom edge (the axis of the games)
    games: list[tuple[int, float]]  # the game numbers labelled under the axis, and their x
    first: date | None  # the day the first game finished, under the left end; None when it is the last's
    last: date | None  # the day the last game finished, under the right end


def _step(span: float) -> float:
    """A round step between grid lines: 1, 2 or 5 times a power of ten, for three to five lines."""
    raw = max(span, 1.0) / 4
    power = 10 ** math.floor(math.log10(raw))
    return float(next(power * f for f in (1, 2, 5, 10) if power * f >= raw))


def _day(point: RatingPoint) -> date | None:
    return timezone.localdate(point.finished) if point.finished else None


def rating_chart(history: Sequence[RatingPoint]) -> Chart | None:
    """The chart of a rating history (the first point the start, then one after each game); None when there
    is no game to draw."""
    ratings = [point.rating for point in history]
    if len(ratings) < 2:
        return None
    step = _step(max(ratings) - min(ratings))
    low, high = math.floor(min(ratings) / step) * step, math.ceil(max(ratings) / step) * step
    if high == low:
        high = low + step
    games = len(ratings) - 1
    bottom = HEIGHT - BOTTOM
    inner_w, inner_h = WIDTH - LEFT - RIGHT, bottom - TOP

    def x(index: int) -> float:
        return round(LEFT + inner_w * index / games, 1)

    def y(value: float) -> float:
        return round(TOP + inner_h * (high - value) / (high - low), 1)

    points = " ".join(f"{x(i)},{y(value)}" for i, value in enumerate(ratings))
    count = round((high - low) / step)
    ticks = [Tick(y(low + i * step), f"{shown(low + i * step):g}") for i in range(count + 1)]
    first, last = _day(history[1]), _day(history[-1])
    return Chart(
        WIDTH,
        HEIGHT,
        points,
        x(games),
        y(ratings[-1]),
        ticks,
        LEFT,
        WIDTH - RIGHT,
        games,
        bottom,
        [(number, x(number)) for number in labelled(games)],
        first if first != last else None,
        last,
    )
