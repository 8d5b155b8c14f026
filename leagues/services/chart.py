"""A rating history as a line chart drawn on the server: the coordinates of an inline SVG.

No chart library and no script or style attribute (the pages' content
security policy has none): the template draws a polyline and a few labelled
grid lines, and the stylesheet colours them.
"""

import math
from collections.abc import Sequence
from dataclasses import dataclass

from .ratings import shown

WIDTH, HEIGHT = 320, 150
LEFT, RIGHT, TOP, BOTTOM = 34, 8, 10, 12  # room for the rating labels at the left


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


def _step(span: float) -> float:
    """A round step between grid lines: 1, 2 or 5 times a power of ten, for three to five lines."""
    raw = max(span, 1.0) / 4
    power = 10 ** math.floor(math.log10(raw))
    return float(next(power * f for f in (1, 2, 5, 10) if power * f >= raw))


def rating_chart(ratings: Sequence[float]) -> Chart | None:
    """The chart of ratings in order (the first is the start); None when there is no game to draw."""
    if len(ratings) < 2:
        return None
    step = _step(max(ratings) - min(ratings))
    low, high = math.floor(min(ratings) / step) * step, math.ceil(max(ratings) / step) * step
    if high == low:
        high = low + step
    inner_w, inner_h = WIDTH - LEFT - RIGHT, HEIGHT - TOP - BOTTOM

    def x(index: int) -> float:
        return round(LEFT + inner_w * index / (len(ratings) - 1), 1)

    def y(value: float) -> float:
        return round(TOP + inner_h * (high - value) / (high - low), 1)

    points = " ".join(f"{x(i)},{y(value)}" for i, value in enumerate(ratings))
    count = round((high - low) / step)
    ticks = [Tick(y(low + i * step), f"{shown(low + i * step):g}") for i in range(count + 1)]
    return Chart(
        WIDTH, HEIGHT, points, x(len(ratings) - 1), y(ratings[-1]), ticks, LEFT, WIDTH - RIGHT, len(ratings) - 1
    )
