"""Draw a club night: `draw` seats every round of an evening, `redraw` the rounds still to play.

    plan = draw(players=[3, 8, 11, 12, 20, 21, 30, 31], rounds=7, form=Format(4, 2), seed=2026)
    later = redraw(plan.rounds[:3], players=[3, 8, 11, 12, 20, 21, 30, 31, 40], rounds=4, seed=2026)

How: the players who sit out each round are chosen by rule (below); the draw then starts from each
construction that fits the evening (constructions.py: a whist tournament, a design where nobody
meets twice) and from a greedy seating, keeps the cheapest by the tally's cost, and, unless that
already costs the least any evening could (`tally.least_cost`), improves it by the search. A redraw
counts the rounds played (partners, opponents, rounds without a game) among the players present
and draws only the rounds to come, so nothing played changes.

Sitting out: each round, those who sit out are those with the fewest rounds without a game so far,
whether they sat out or were not there yet (a late arrival plays before anyone sits out again);
ties are drawn by lot. So nobody sits out a second time before everyone present has once.

First dealer: at each table the player who has dealt first least often so far (ties: the first in
the draw's order) is put first on the first side, so the first deal goes round the evening.
"""

from collections.abc import Sequence
from random import Random

from .constructions import designs
from .designs import Design
from .search import Seating, improve, shuffled
from .shapes import MAX_PLAYERS, MAX_ROUNDS, PARTNERSHIPS, DrawError, Format, Plan, Round, Table
from .tally import least_cost, pair, tally

MOVES_PER_SEAT = 300  # the search's moves, per seat of the rounds drawn
MOST_MOVES = 200_000


def draw(players: Sequence[int], rounds: int, form: Format = PARTNERSHIPS, seed: int = 0) -> Plan:
    """Every round of an evening for `players` (ids), nobody having played yet."""
    return redraw((), players, rounds, form, seed)


def redraw(
    played: Sequence[Round], players: Sequence[int], rounds: int, form: Format = PARTNERSHIPS, seed: int = 0
) -> Plan:
    """The next `rounds` rounds after the rounds `played`, for `players`: everyone present from the
    next round on (a late arrival is in it, someone who left is not)."""
    ids = _checked(played, players, rounds, form)
    count, history = len(ids), tally(played)
    partners, opponents = [0] * (count * count), [0] * (count * count)
    for a, first in enumerate(ids):
        for b, second in enumerate(ids):
            partners[a * count + b] = history.partners[pair(first, second)]
            opponents[a * count + b] = history.opponents[pair(first, second)]
    missed = [len(played) - history.games[player] for player in ids]
    rng = Random(seed)

    starts = [
        _from_design(design, rounds, form, partners, opponents, missed, rng)
        for design in (designs(count, form) if not played else [])
    ]
    seating = Seating(count, form, partners, opponents, missed)
    counted = list(missed)
    for _ in range(rounds):
        _extend(seating, counted, rng)
    starts.append((seating, "search"))
    seating, method = min(starts, key=lambda start: start[0].cost)  # the first of the cheapest

    floor = least_cost(count, rounds, form) if not played else 0
    if seating.cost > floor:
        improve(seating, min(MOST_MOVES, MOVES_PER_SEAT * rounds * sum(form.tables_for(count))), rng, floor)
    firsts = [history.first_deals[player] for player in ids]
    return Plan(
        tuple(
            _round(seats, sitting, form, firsts, ids)
            for seats, sitting in zip(seating.rounds, seating.benches, strict=True)
        ),
        method,
    )


def _checked(played: Sequence[Round], players: Sequence[int], rounds: int, form: Format) -> list[int]:
    form.check()
    ids = sorted(players)
    if len(set(ids)) != len(ids):
        raise DrawError("a player is listed twice")
    if len(ids) < form.least:
        raise DrawError(f"{len(ids)} players cannot fill a table of {form.least}")
    if len(ids) > MAX_PLAYERS:
        raise DrawError(f"a draw takes at most {MAX_PLAYERS} players")
    if not 1 <= rounds <= MAX_ROUNDS:
        raise DrawError(f"a draw has 1 to {MAX_ROUNDS} rounds")
    for number, past in enumerate(played, start=1):
        if len(set(past.players)) != len(past.players):
            raise DrawError(f"round {number} seats a player twice")
    return ids


def _sitting_out(missed: list[int], seated: int, rng: Random) -> list[int]:
    """Who sits out the next round, by the rule; `missed` counts them."""
    order = sorted(range(len(missed)), key=lambda player: (missed[player], rng.random()))
    out = sorted(order[: len(missed) - seated])
    for player in out:
        missed[player] += 1
    return out


def _extend(seating: Seating, missed: list[int], rng: Random) -> None:
    """Seat one more round greedily, its players sitting out by the rule."""
    out = _sitting_out(missed, sum(seating.form.tables_for(len(missed))), rng)
    seating.add_greedily([player for player in range(len(missed)) if player not in out], rng, out)


def _from_design(
    design: Design,
    rounds: int,
    form: Format,
    partners: list[int],
    opponents: list[int],
    missed: list[int],
    rng: Random,
) -> tuple[Seating, str]:
    """The design's first rounds with its points given to players at random, and greedy rounds
    after them if it has fewer."""
    player = shuffled(range(design.points), rng)
    seating, counted = Seating(design.points, form, partners, opponents, missed), list(missed)
    for tables in design.rounds[:rounds]:
        seats = [player[point] for table in tables for point in table]
        sitting = sorted(set(range(design.points)) - set(seats))
        for one in sitting:
            counted[one] += 1
        seating.add(seats, sitting)
    while len(seating.rounds) < rounds:
        _extend(seating, counted, rng)
    return seating, design.method


def _round(seats: Sequence[int], sitting: Sequence[int], form: Format, firsts: list[int], ids: list[int]) -> Round:
    tables, start = [], 0
    for size in form.tables_for(len(seats)):
        tables.append(_table(seats[start : start + size], form, firsts, ids))
        start += size
    return Round(tuple(tables), tuple(sorted(ids[player] for player in sitting)))


def _table(seats: Sequence[int], form: Format, firsts: list[int], ids: list[int]) -> Table:
    """A table of the draw's seats, its first dealer put first (`firsts` counts first deals)."""
    sides = [list(seats[start : start + form.side_size]) for start in range(0, len(seats), form.side_size)]
    dealer = min(seats, key=lambda player: firsts[player])
    firsts[dealer] += 1
    first = next(side for side in sides if dealer in side)
    first.remove(dealer)
    ordered = [[dealer, *first], *(side for side in sides if side is not first)]
    return Table(tuple(tuple(ids[player] for player in side) for side in ordered))
