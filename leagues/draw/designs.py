"""Seatings from the literature where no two players meet twice: the social golfer's limit.

A design seats points 0 … points-1; each table is a tuple of points in seat order (its sides are
consecutive runs of the format's side size). Each construction is checked by the same tally as
any draw (tests/leagues/draw/test_designs.py).

- `round_robin(v)`: tables of two, the circle method: v - 1 rounds for an even v, v rounds for
  an odd v, one sitting out each round; everyone meets everyone once.
- `affine(q, n)`: the lines of the affine space AG(n, q) over GF(q), one round per direction:
  q^n players at tables of q over (q^n - 1)/(q - 1) rounds, every two meeting exactly once
  (9 at tables of 3 over 4 rounds, 16 at tables of 4 over 5, 27 at tables of 3 over 13).
- `transversal(k, q)`: k of the q parallel lines of one direction of AG(2, q), cut by the lines
  of the other q directions: k·q players at tables of k over q rounds (a resolvable transversal
  design), no two meeting twice (20 at tables of 4 over 5 rounds, 32 over 8).
"""

from dataclasses import dataclass
from itertools import product

from .fields import Field, field

Seats = tuple[int, ...]


@dataclass(frozen=True)
class Design:
    points: int
    rounds: tuple[tuple[Seats, ...], ...]
    method: str


def round_robin(points: int) -> Design:
    """Tables of two: the circle method (a 1-factorisation of the complete graph)."""
    circle = points - 1 if points % 2 == 0 else points  # the fixed point, or the round's sitter
    rounds = []
    for turn in range(circle):
        tables = [(turn, circle)] if points % 2 == 0 else []
        tables += [((turn + step) % circle, (turn - step) % circle) for step in range(1, (circle + 1) // 2)]
        rounds.append(tuple(tables))
    return Design(points, tuple(rounds), "round robin")


def affine(order: int, dimension: int) -> Design | None:
    """The parallel classes of AG(dimension, order): None unless GF(order) exists."""
    gf = field(order)
    if gf is None:
        return None
    points = list(product(gf.elements, repeat=dimension))
    number = {point: index for index, point in enumerate(points)}
    directions = [point for point in points if any(point) and point[next(i for i, x in enumerate(point) if x)] == 1]
    rounds = []
    for direction in directions:
        seen: set[int] = set()
        tables = []
        for start in points:
            if number[start] in seen:
                continue
            line = tuple(number[_along(gf, start, direction, step)] for step in gf.elements)
            seen.update(line)
            tables.append(line)
        rounds.append(tuple(tables))
    return Design(order**dimension, tuple(rounds), "affine")


def transversal(size: int, order: int) -> Design | None:
    """Tables of `size` from AG(2, order), order >= size: the points (x, y) with x among the first
    `size` elements, grouped by the lines y = a·x + b of each slope a. Point (x, y) is x·order + y."""
    gf = field(order)
    if gf is None or size > order:
        return None
    rounds = []
    for slope in gf.elements:
        tables = [
            tuple(x * order + gf.add(gf.multiply(slope, x), intercept) for x in range(size))
            for intercept in gf.elements
        ]
        rounds.append(tuple(tables))
    return Design(size * order, tuple(rounds), "transversal")


def _along(gf: Field, start: tuple[int, ...], direction: tuple[int, ...], step: int) -> tuple[int, ...]:
    return tuple(gf.add(s, gf.multiply(step, d)) for s, d in zip(start, direction, strict=True))
