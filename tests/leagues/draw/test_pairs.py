"""Movements for fixed partnerships: every pair placed once a round, no two pairs meeting twice, the
round robin and the Mitchell movement exact over their full length for 3 to 20 tables."""

from collections import Counter
from itertools import combinations

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from leagues.draw.pairs import (
    MAX_PAIRS,
    MOVEMENTS,
    Movement,
    PairPlan,
    longest,
    mitchell,
    movement,
    round_robin,
    suggest,
    tables,
)
from leagues.draw.shapes import MAX_ROUNDS, DrawError
from tests import examples

SOME = settings(max_examples=examples(100), deadline=None)
FIELDS = st.integers(2, MAX_PAIRS)
TABLES_3_TO_20 = st.integers(5, 40)  # 5 pairs: 3 tables (the third half empty); 40 pairs: 20 tables
SEEDS = st.integers(0, 2**64)


@st.composite
def evenings(draw, fields=FIELDS):
    kind: Movement = draw(st.sampled_from(MOVEMENTS))
    pairs = draw(fields)
    return kind, pairs, draw(st.integers(1, longest(pairs, kind))), draw(SEEDS)


def meetings(plan: PairPlan) -> Counter[tuple[int, int]]:
    return Counter(tuple(sorted(table)) for drawn in plan.rounds for table in drawn.tables)


def assert_places_every_pair_once_a_round(plan: PairPlan) -> None:
    for drawn in plan.rounds:
        assert sorted(drawn.pairs) == list(range(plan.pairs))
        assert len(drawn.tables) == plan.pairs // 2
        assert len(drawn.sitting_out) == plan.pairs % 2


@SOME
@given(evenings())
@example(("round-robin", 2, 1, 0))
@example(("mitchell", 2, 1, 0))
@example(("mitchell", 3, 2, 0))
@example(("round-robin", 3, 3, 5))
@example(("round-robin", MAX_PAIRS, MAX_PAIRS - 1, 0))
@example(("mitchell", MAX_PAIRS - 1, MAX_PAIRS // 2, 0))
def test_every_pair_is_placed_once_a_round_and_no_two_pairs_meet_twice(evening):
    kind, pairs, rounds, seed = evening
    plan = movement(pairs, rounds, kind, seed)
    assert plan.movement == kind and len(plan.rounds) == rounds
    assert_places_every_pair_once_a_round(plan)
    assert max(meetings(plan).values()) == 1
    sat_out = Counter(pair for drawn in plan.rounds for pair in drawn.sitting_out)
    assert max(sat_out.values(), default=0) <= 1


@SOME
@given(TABLES_3_TO_20, SEEDS)
@example(5, 0)
@example(6, 0)
@example(7, 0)
@example(39, 0)
@example(40, 0)
def test_a_full_round_robin_seats_every_two_pairs_together_exactly_once(pairs, seed):
    full = longest(pairs, "round-robin")
    assert full == (pairs - 1 if pairs % 2 == 0 else pairs)
    plan = round_robin(pairs, full, seed)
    assert_places_every_pair_once_a_round(plan)
    assert meetings(plan) == Counter(combinations(range(pairs), 2))
    if pairs % 2:
        assert sorted(pair for drawn in plan.rounds for pair in drawn.sitting_out) == list(range(pairs))


def north_south(plan: PairPlan) -> list[int]:
    return [north for north, _ in plan.rounds[0].tables]


@SOME
@given(TABLES_3_TO_20, SEEDS)
@example(5, 0)
@example(6, 0)
@example(7, 0)
@example(8, 0)
@example(39, 0)
@example(40, 0)
def test_a_full_mitchell_seats_every_north_south_pair_against_every_east_west_pair_exactly_once(pairs, seed):
    count = tables(pairs)
    assert longest(pairs, "mitchell") == count
    plan = mitchell(pairs, count, seed)
    assert_places_every_pair_once_a_round(plan)
    stay = north_south(plan)
    move = sorted(set(range(pairs)) - set(stay))
    assert len(stay) == pairs // 2 and len(move) == count
    for drawn in plan.rounds:  # the same pair North-South at the same table every round
        assert [north for north, _ in drawn.tables] == stay
    expected = Counter(tuple(sorted((north, east))) for north in stay for east in move)
    assert meetings(plan) == expected
    if pairs % 2:  # the last table's North-South place is empty: each East-West pair sits out there once
        assert sorted(pair for drawn in plan.rounds for pair in drawn.sitting_out) == move


@SOME
@given(evenings(fields=st.integers(2, 41)).filter(lambda evening: evening[0] == "mitchell"))
@example(("mitchell", 6, 3, 0))
@example(("mitchell", 7, 4, 1))
def test_in_a_mitchell_east_west_pairs_move_up_one_table_each_round_the_last_to_table_one(evening):
    _, pairs, rounds, seed = evening
    plan = mitchell(pairs, rounds, seed)
    count = tables(pairs)

    def where(drawn_round: int) -> dict[int, int]:
        drawn = plan.rounds[drawn_round]
        seats = {east: table for table, (_, east) in enumerate(drawn.tables)}
        seats.update({out: count - 1 for out in drawn.sitting_out})  # at the last table, with no one
        return seats

    for turn in range(1, rounds):
        before, after = where(turn - 1), where(turn)
        assert after == {east: (table + 1) % count for east, table in before.items()}


def test_the_mitchell_movement_and_the_circle_method_as_seed_0_numbers_them():
    # North-South 4, 2 and 1 stay at tables 1, 2 and 3; East-West 0 goes from table 1 to 2 to 3
    assert [drawn.tables for drawn in mitchell(6, 3, seed=0).rounds] == [
        ((4, 0), (2, 5), (1, 3)),
        ((4, 3), (2, 0), (1, 5)),
        ((4, 5), (2, 3), (1, 0)),
    ]
    assert [drawn.tables for drawn in round_robin(4, 3, seed=0).rounds] == [
        ((2, 3), (0, 1)),
        ((0, 3), (1, 2)),
        ((1, 3), (2, 0)),
    ]


def test_the_same_seed_gives_the_same_movement_and_another_seed_gives_its_places_to_other_pairs():
    for kind in MOVEMENTS:
        assert movement(12, 5, kind, seed=3) == movement(12, 5, kind, seed=3)
        assert movement(12, 5, kind, seed=3) != movement(12, 5, kind, seed=4)


@pytest.mark.parametrize(
    ("pairs", "rounds", "suggested"),
    [
        (2, 1, "mitchell"),  # one table: both movements are the same game
        (12, 6, "mitchell"),  # 6 tables, 6 rounds: North-South meet every East-West once
        (13, 7, "mitchell"),
        (12, 7, "round-robin"),  # more rounds than tables
        (12, 11, "round-robin"),
        (13, 13, "round-robin"),
        (12, 12, None),  # a 12th round would repeat a meeting
        (13, 14, None),
    ],
)
def test_the_suggestion_is_the_mitchell_where_it_reaches_the_rounds_else_the_round_robin(pairs, rounds, suggested):
    assert suggest(pairs, rounds) == suggested
    if suggested:
        assert len(movement(pairs, rounds, suggested).rounds) == rounds


@pytest.mark.parametrize(
    ("pairs", "rounds", "kind", "message"),
    [
        (1, 1, "round-robin", "a movement takes 2 to 100 pairs, not 1"),
        (101, 1, "round-robin", "a movement takes 2 to 100 pairs, not 101"),
        (8, 0, "round-robin", f"a movement has 1 to {MAX_ROUNDS} rounds, not 0"),
        (8, 8, "round-robin", "a round robin of 8 pairs has at most 7 rounds"),
        (9, 10, "round-robin", "a round robin of 9 pairs has at most 9 rounds"),
        (8, 5, "mitchell", "a Mitchell movement of 8 pairs has at most 4 rounds"),
        (9, 6, "mitchell", "a Mitchell movement of 9 pairs has at most 5 rounds"),
        (8, 2, "howell", "no movement called 'howell'"),
    ],
)
def test_a_movement_it_cannot_make_is_refused_with_the_reason(pairs, rounds, kind, message):
    with pytest.raises(DrawError, match=message):
        movement(pairs, rounds, kind)
    if kind in MOVEMENTS and 2 <= pairs <= MAX_PAIRS and rounds > 0:
        assert suggest(pairs, rounds) != kind
