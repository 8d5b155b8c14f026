"""The score sheet's chart of running totals: plain geometry for an inline SVG (no chart library).

x is the deal (0: the start, with any total carried from paper), y the running total after it.
The template (scorekeeper/_chart.html) only draws what is worked out here.
"""

from collections.abc import Sequence
from dataclasses import dataclass

WIDTH, HEIGHT = 340, 180
LEFT, RIGHT, TOP, BOTTOM = 44, 8, 10, 22  # room for the labels of the axes
STEPS = (1, 2, 2.5, 5)
STYLES = 6  # nice gaps between grid lines, times a power of ten


@dataclass(frozen=True)
class Series:
    name: str
    points: str  # "x,y x,y ..." for <polyline points>
    last: tuple[float, float]  # where the line ends, for its dot
    total: int
    style: int  # its colour and dash (meld.css: .series-0 to .series-5)


@dataclass(frozen=True)
class Tick:
    value: int
    y: float


@dataclass(frozen=True)
class Chart:
    width: int
    height: int
    left: int
    right: float  # the x of the plot's right edge
    bottom: float  # the y of the plot's bottom edge
    series: list[Series]
    ticks: list[Tick]
    deals: list[tuple[int, float]]  # the deal numbers labelled under the x axis, and their x
    target: Tick | None


def _step(span: int, lines: int = 4) -> int:
    """A round gap between grid lines giving about `lines` lines over span."""
    raw = max(span / lines, 1)
    power = 10 ** (len(str(int(raw))) - 1)
    for step in STEPS:
        if step * power >= raw:
            return max(int(step * power), 1)
    return int(10 * power)


def build_chart(
    names: Sequence[str], totals: Sequence[Sequence[int]], target: int | None, first: int = 1
) -> Chart | None:
    """The chart of each side's running totals; `totals[i]` lists side i's total before deal `first`
    and after every deal from it on. None with no deal: a line needs two points."""
    deals = len(totals[0]) - 1  # a game has two sides at least
    if deals < 1:
        return None
    values = [value for side in totals for value in side] + [0] + ([target] if target else [])
    step = _step(max(values) - min(values))
    low, high = (min(values) // step) * step, -(-max(values) // step) * step
    if high == low:
        high = low + step
    right, bottom = WIDTH - RIGHT, HEIGHT - BOTTOM

    def x(deal: int) -> float:
        return round(LEFT + (right - LEFT) * deal / deals, 1)

    def y(value: int) -> float:
        return round(bottom - (bottom - TOP) * (value - low) / (high - low), 1)

    series = [
        Series(
            name, " ".join(f"{x(d)},{y(v)}" for d, v in enumerate(side)), (x(deals), y(side[-1])), side[-1], i % STYLES
        )
        for i, (name, side) in enumerate(zip(names, totals, strict=True))
    ]
    ticks = [Tick(value, y(value)) for value in range(low, high + 1, step)]
    numbers = [(first - 1 + deal, x(deal)) for deal in labelled(deals)]
    return Chart(
        WIDTH, HEIGHT, LEFT, right, bottom, series, ticks, numbers, Tick(target, y(target)) if target else None
    )


def labelled(count: int, most: int = 8) -> list[int]:
    """Which of 1 to count an axis labels: the first and every few after it, at most about `most` of them
    (the deals of a sheet's chart, the games of a player's rating chart)."""
    every = -(-count // most)
    return [number for number in range(1, count + 1) if number % every == 0 or number == 1]
