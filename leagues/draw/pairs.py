"""Movements for fixed partnerships: pairs that stay together all evening and move from table to table.

    movement = round_robin(pairs=9, rounds=9, seed=3)     # every two pairs meet once, one sits out a round
    movement = mitchell(pairs=12, rounds=6)               # North-South stay, East-West move up a table
    suggest(pairs=12, rounds=6)                           # "mitchell": the movement that fits

A pair is a number 0 … pairs-1. Each round's tables are two pairs each (`PairTable`: the first is
the pair that sits North-South); `sitting_out` holds the pair with no opponent in an odd field.
Neither movement ever seats two pairs against each other twice (docs/club-night.md says why):

- **round robin** (the circle method, the Berger tables): P - 1 rounds for an even number of pairs
  P, P rounds for an odd one (one pair sits out each round, each pair once); over the full length
  every two pairs meet exactly once, and a shorter evening plays its first rounds.
- **Mitchell**: T = ceil(P / 2) tables; the pair at North-South of a table stays there all evening;
  the East-West pairs move up one table each round, the last to table 1. Over T rounds every
  North-South pair meets every East-West pair exactly once, whatever T; with an odd P the last
  table's North-South place is empty (the phantom pair), and the East-West pair that comes to it
  sits the round out. Bridge's *skip* (East-West move up two tables halfway, for an even T) is not
  used: it exists so that East-West meet no board twice, and Canasta has no boards; with the skip
  East-West would miss the table skipped and meet their first opponents again in round T.

`seed` numbers the pairs: the same seed gives the same movement, another seed gives the places of
the movement to other pairs (random.Random, so on any machine and any Python).
"""

from dataclasses import dataclass
from random import Random
from typing import Literal

from .designs import round_robin as circle
from .shapes import MAX_PLAYERS, MAX_ROUNDS, DrawError

MAX_PAIRS = MAX_PLAYERS // 2

Movement = Literal["round-robin", "mitchell"]
MOVEMENTS: tuple[Movement, ...] = ("round-robin", "mitchell")

PairTable = tuple[int, int]  # (North-South, East-West)


@dataclass(frozen=True)
class PairRound:
    tables: tuple[PairTable, ...]
    sitting_out: tuple[int, ...] = ()

    @property
    def pairs(self) -> tuple[int, ...]:
        """Every pair of the round: at a table, or sitting out."""
        return tuple(pair for table in self.tables for pair in table) + self.sitting_out


@dataclass(frozen=True)
class PairPlan:
    pairs: int
    movement: Movement
    rounds: tuple[PairRound, ...]


def longest(pairs: int, movement: Movement) -> int:
    """The most rounds `movement` has for `pairs` pairs with no two pairs meeting twice."""
    if movement == "mitchell":
        return tables(pairs)
    return pairs - 1 if pairs % 2 == 0 else pairs


def tables(pairs: int) -> int:
    """The tables `pairs` pairs fill (an odd field's last table has one pair: its other sits out)."""
    return (pairs + 1) // 2


def suggest(pairs: int, rounds: int) -> Movement | None:
    """The movement that fits `pairs` pairs over `rounds` rounds, or None if none does. Mitchell
    where it reaches that many rounds (half the pairs never move, and the others move up one
    table: the easiest evening to run), else the round robin (every pair meets every other);
    None when even the round robin would seat two pairs together twice."""
    _check(pairs, rounds)
    if rounds <= longest(pairs, "mitchell"):
        return "mitchell"
    if rounds <= longest(pairs, "round-robin"):
        return "round-robin"
    return None


def movement(pairs: int, rounds: int, kind: Movement = "round-robin", seed: int = 0) -> PairPlan:
    """The movement `kind` for `pairs` pairs over `rounds` rounds: DrawError if it has fewer."""
    if kind not in MOVEMENTS:
        raise DrawError(f"no movement called {kind!r}: {' or '.join(MOVEMENTS)}")
    return mitchell(pairs, rounds, seed) if kind == "mitchell" else round_robin(pairs, rounds, seed)


def round_robin(pairs: int, rounds: int, seed: int = 0) -> PairPlan:
    """The first `rounds` rounds of the circle method (designs.round_robin) for `pairs` pairs."""
    _check_length(pairs, rounds, "round-robin")
    label = _labels(pairs, seed)
    design = circle(pairs)
    played = []
    for seated in design.rounds[:rounds]:
        present = {point for table in seated for point in table}
        played.append(
            PairRound(
                tuple((label[a], label[b]) for a, b in seated),
                tuple(label[point] for point in range(pairs) if point not in present),
            )
        )
    return PairPlan(pairs, "round-robin", tuple(played))


def mitchell(pairs: int, rounds: int, seed: int = 0) -> PairPlan:
    """The first `rounds` rounds of a Mitchell movement for `pairs` pairs. Places 0 … T-1 sit
    North-South at tables 1 … T, places T … 2T-1 start East-West at tables 1 … T; in round r
    (from 0) the East-West place e sits at table (e - T + r) mod T. With an odd number of pairs
    place T - 1 (North-South at the last table) is empty, and whoever comes to it sits out."""
    _check_length(pairs, rounds, "mitchell")
    count = tables(pairs)
    empty = count - 1 if pairs % 2 else None  # the phantom North-South place
    label = _labels(pairs, seed)
    place = [*range(count - 1), *range(count, 2 * count)] if empty is not None else list(range(2 * count))
    pair_at = {where: label[number] for number, where in enumerate(place)}
    played = []
    for turn in range(rounds):
        seated, out = [], []
        for table in range(count):
            east_west = pair_at[count + (table - turn) % count]
            if table == empty:
                out.append(east_west)
            else:
                seated.append((pair_at[table], east_west))
        played.append(PairRound(tuple(seated), tuple(out)))
    return PairPlan(pairs, "mitchell", tuple(played))


def _labels(pairs: int, seed: int) -> list[int]:
    """Which pair takes each place of the movement: a shuffle by the seed."""
    label = list(range(pairs))
    Random(seed).shuffle(label)
    return label


def _check(pairs: int, rounds: int) -> None:
    if not 2 <= pairs <= MAX_PAIRS:
        raise DrawError(f"a movement takes 2 to {MAX_PAIRS} pairs, not {pairs}")
    if not 1 <= rounds <= MAX_ROUNDS:
        raise DrawError(f"a movement has 1 to {MAX_ROUNDS} rounds, not {rounds}")


def _check_length(pairs: int, rounds: int, kind: Movement) -> None:
    _check(pairs, rounds)
    most = longest(pairs, kind)
    if rounds > most:
        name = "a round robin" if kind == "round-robin" else "a Mitchell movement"
        more = " (every North-South pair has met every East-West pair)" if kind == "mitchell" else ""
        raise DrawError(
            f"{name} of {pairs} pairs has at most {most} rounds{more}: {rounds} would seat two pairs together twice"
        )
