"""The search: its running cost is the checker's, it never ends worse than it began, and a seed
gives the same moves on any machine."""

from random import Random

from hypothesis import given, settings
from hypothesis import strategies as st

from leagues.draw.search import Seating, below, improve, shuffled
from leagues.draw.shapes import Format, Round, Table
from leagues.draw.tally import tally
from tests import examples

FORMATS = [Format(4, 2), Format(6, 3), Format(6, 2), Format(3, 1), Format(5, 1), Format(2, 1)]


def as_rounds(seating: Seating, form: Format) -> list[Round]:
    return [
        Round(
            tuple(
                Table(
                    tuple(tuple(seats[s : s + form.side_size]) for s in range(t, t + form.table_size, form.side_size))
                )
                for t in range(0, len(seats), form.table_size)
            )
        )
        for seats in seating.rounds
    ]


@settings(max_examples=examples(50), deadline=None)
@given(
    form=st.sampled_from(FORMATS),
    tables=st.integers(1, 4),
    rounds=st.integers(1, 4),
    seed=st.integers(0, 2**32),
    swaps=st.lists(st.tuples(st.integers(0, 10**6), st.integers(0, 10**6), st.integers(0, 10**6)), max_size=30),
)
def test_the_running_cost_after_any_swaps_is_the_checkers(form, tables, rounds, seed, swaps):
    players = tables * form.table_size + 1  # one more, who never plays
    seating = Seating(players, form, [0] * players * players, [0] * players * players)
    rng = Random(seed)
    for _ in range(rounds):
        seating.add_greedily(range(players - 1), rng)
    seats = tables * form.table_size
    for number, i, j in swaps:
        number, i, j = number % rounds, i % seats, j % seats
        if i // form.side_size != j // form.side_size:
            cost = seating.swap_cost(number, i, j)
            before = seating.cost
            seating.swap(number, i, j)
            assert seating.cost == before + cost
    assert seating.cost == tally(as_rounds(seating, form)).cost(range(players))


def test_the_running_cost_counts_the_rounds_played_before():
    form = Format(4, 2)
    played = [Round((Table(((0, 1), (2, 3))),))]
    history = tally(played)
    partners = [history.partners[(min(a, b), max(a, b))] for a in range(4) for b in range(4)]
    opponents = [history.opponents[(min(a, b), max(a, b))] for a in range(4) for b in range(4)]
    seating = Seating(4, form, partners, opponents)
    seating.add([0, 2, 1, 3])
    assert seating.cost == tally([*played, *as_rounds(seating, form)]).cost(range(4))


def test_the_search_ends_at_the_least_cost_it_passed_and_stops_at_the_floor():
    form = Format(4, 2)
    seating = Seating(12, form, [0] * 144, [0] * 144)
    rng = Random(3)
    for _ in range(6):
        seating.add_greedily(range(12), rng)
    start = seating.cost
    improve(seating, 5000, rng)
    assert seating.cost < start
    assert seating.cost == tally(as_rounds(seating, form)).cost(range(12))
    reached = seating.cost
    improve(seating, 5000, rng, floor=reached)  # already at the floor: nothing moves
    assert seating.cost == reached


def test_a_seed_gives_the_same_moves_on_any_machine():
    # Only random() is promised the same sequence for a seed across Python versions; these
    # numbers are what it gives, and they would change if the draw used anything else.
    rng = Random(2026)
    assert [below(rng, 10) for _ in range(8)] == [1, 5, 5, 8, 1, 2, 6, 5]
    assert shuffled(range(10), Random(2026)) == [5, 3, 7, 2, 9, 0, 6, 8, 4, 1]
    assert sorted(shuffled(range(50), Random(1))) == list(range(50))
