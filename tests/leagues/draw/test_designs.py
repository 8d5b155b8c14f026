"""The designs where nobody meets anyone twice, checked point by point."""

from collections import Counter
from itertools import combinations

import pytest

from leagues.draw.designs import Design, affine, round_robin, transversal


def meetings(design: Design) -> Counter:
    return Counter(pair for tables in design.rounds for table in tables for pair in combinations(sorted(table), 2))


def assert_each_round_seats_each_point_at_most_once(design: Design, size: int) -> None:
    for tables in design.rounds:
        seated = [point for table in tables for point in table]
        assert len(seated) == len(set(seated)) and set(seated) <= set(range(design.points))
        assert all(len(table) == size for table in tables)


@pytest.mark.parametrize("points", range(2, 16))
def test_the_circle_method_pairs_everyone_with_everyone_once(points):
    design = round_robin(points)
    assert_each_round_seats_each_point_at_most_once(design, 2)
    assert len(design.rounds) == (points - 1 if points % 2 == 0 else points)
    assert meetings(design) == Counter(combinations(range(points), 2))
    if points % 2:  # each sits out once
        sitting = [set(range(points)) - {p for table in tables for p in table} for tables in design.rounds]
        assert sorted(point for out in sitting for point in out) == list(range(points))


@pytest.mark.parametrize(
    ("order", "dimension"), [(2, 2), (3, 2), (4, 2), (5, 2), (7, 2), (8, 2), (9, 2), (3, 3), (4, 3)]
)
def test_the_affine_space_seats_everyone_every_round_and_every_two_meet_exactly_once(order, dimension):
    design = affine(order, dimension)
    points = order**dimension
    assert design.points == points
    assert len(design.rounds) == (points - 1) // (order - 1)
    assert_each_round_seats_each_point_at_most_once(design, order)
    assert all(sum(len(table) for table in tables) == points for tables in design.rounds)
    assert meetings(design) == Counter(combinations(range(points), 2))


@pytest.mark.parametrize(("size", "order"), [(2, 3), (3, 4), (4, 5), (4, 7), (4, 8), (5, 7), (6, 7), (4, 9), (3, 11)])
def test_a_transversal_design_seats_everyone_every_round_and_nobody_meets_twice(size, order):
    design = transversal(size, order)
    assert design.points == size * order and len(design.rounds) == order
    assert_each_round_seats_each_point_at_most_once(design, size)
    assert all(sum(len(table) for table in tables) == size * order for tables in design.rounds)
    met = meetings(design)
    assert max(met.values()) == 1
    assert sum(met.values()) == order * order * size * (size - 1) // 2


def test_no_design_where_no_field_exists():
    assert affine(6, 2) is None and affine(10, 2) is None
    assert transversal(4, 6) is None and transversal(5, 4) is None  # GF(6), and a table larger than the field
