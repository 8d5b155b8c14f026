"""What the decks can make into long melds (canastas, books), rank by rank and wild card by wild card.

A family that scores melds of seven cards describes each kind of them as a
`MeldKind`: the fewest natural cards of one rank it holds, the fewest wild
cards, the one rank it must be of, whether it is a sequence of one suit, and
the wild cards of a given kind it must hold. The decks are read off the
family's card table (`CardKind.ranks`). Two questions are answered here for
every family alike:

- `fits`: can the decks make all the melds every side entered? Each rank
  holds its natural cards (8 in two decks), a side may have one meld of each
  rank only (a canasta, seed 000) or several (a book, seed 003), and every
  mixed meld takes wild cards from one pool.
- `least_points`: what are the cheapest cards that make one side's melds
  worth? Melded points include them (seed 002), so they are a floor.

Both walk the ranks one by one and keep, for each rank, only how many melds of
each kind are still to place (a small search with memory), so a deal is judged
exactly for the usual tables and never refused when the decks could make it.
"""

from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from itertools import product
from operator import le, mul, sub
from typing import Any

from .cards import MELD_RANKS, CardKind

NEVER = 10**9  # the cost of what the decks cannot make


@dataclass(frozen=True)
class MeldKind:
    """One kind of long meld, as the decks see it; `key` is the tally key of its count.

    A meld of one rank holds at least `naturals` natural cards of that rank and at
    least `wilds` wild cards; a natural card may stand where the rules allow a wild
    one, down to `wilds`. `naturals` 0 is a meld of wild cards only.
    """

    key: str
    naturals: int
    wilds: int
    size: int
    rank: str = ""  # the one rank it can be of (a canasta of aces); "": any rank of MELD_RANKS
    sequence: bool = False  # one natural card of each of `size` ranks in a row, of one suit
    wild_of: tuple[tuple[str, int], ...] = ()  # (card kind key, how many) it must hold

    @property
    def of_one_rank(self) -> bool:
        return self.naturals > 0 and not self.sequence


@dataclass(frozen=True)
class MeldDecks:
    """What the decks hold for long melds: natural cards rank by rank, and the wild cards by kind."""

    decks: int
    ranks: tuple[tuple[str, int, int], ...]  # (rank, cards of it, points of one), low to high
    wild: tuple[tuple[str, int, int], ...]  # (card kind key, cards of it, points of one)
    one_per_rank: bool  # a side keeps one meld of each rank (canastas), not several (books)

    @property
    def per_rank(self) -> int:
        return max((count for _rank, count, _points in self.ranks), default=0)

    @property
    def wild_cards(self) -> int:
        return sum(count for _key, count, _points in self.wild)


def meld_decks(cards: Sequence[CardKind], decks: int, one_per_rank: bool) -> MeldDecks:
    """The natural cards of each meld rank and the wild cards that a card table's decks hold."""
    by_rank = {rank: (kind.per_deck // len(kind.ranks) * decks, kind.points) for kind in cards for rank in kind.ranks}
    ranks = tuple((rank, *by_rank[rank]) for rank in MELD_RANKS if rank in by_rank)
    wild = tuple((kind.key, kind.per_deck * decks, kind.points) for kind in cards if kind.wild)
    return MeldDecks(decks, ranks, wild, one_per_rank)


def _windows(decks: MeldDecks, size: int) -> list[list[int]]:
    """The points of every run of `size` ranks in a row."""
    points = [points for _rank, _count, points in decks.ranks]
    return [points[start : start + size] for start in range(len(points) - size + 1)]


def _in_every_run(decks: MeldDecks, size: int) -> set[str]:
    """The ranks every sequence of `size` cards holds (8, 9 and 10 for seven cards from 4 to ace)."""
    count = len(decks.ranks)
    return {decks.ranks[index][0] for index in range(count - size, size) if 0 <= index < count}


Pattern = tuple[int, ...]
Cost = Callable[[int, Sequence[MeldKind], Pattern], int]


def _patterns(rank: str, room: int, kinds: Sequence[MeldKind], most: int | None, bound: Pattern) -> Iterator[Pattern]:
    """Every way one rank can take melds: a count per kind, within `bound`, the rank's cards and
    `most` melds (one per side where a side keeps one meld of each rank; None: no bound)."""
    ranges = [
        range(min(bound[i], room // kind.naturals) + 1 if kind.rank in ("", rank) else 1)
        for i, kind in enumerate(kinds)
    ]
    for pattern in product(*ranges):
        if (most is None or sum(pattern) <= most) and sum(
            count * kind.naturals for count, kind in zip(pattern, kinds, strict=True)
        ) <= room:
            yield pattern


def _cheapest_over_ranks(
    decks: MeldDecks, kinds: Sequence[MeldKind], demand: Pattern, rooms: Sequence[int], most: int | None, cost: Cost
) -> int:
    """The least total `cost` of placing the melds of `demand` (a count per kind) on the ranks, each rank
    taking at most `most` melds; NEVER when they do not fit.

    Each rank's ways are listed once, cheapest first (ranks alike share the list), and the search walks
    the ranks keeping only what is left to place."""
    ranks = len(decks.ranks)
    listed: dict[tuple[Any, ...], list[tuple[int, Pattern]]] = {}
    ways = []
    for index, (rank, _count, points) in enumerate(decks.ranks):
        key = (tuple(kind.rank in ("", rank) for kind in kinds), rooms[index], points)
        if key not in listed:
            found = [
                (cost(index, kinds, pattern), pattern) for pattern in _patterns(rank, rooms[index], kinds, most, demand)
            ]
            listed[key] = sorted(found)
        ways.append(listed[key])
    naturals = [kind.naturals for kind in kinds]
    room_after = [sum(rooms[index:]) for index in range(ranks + 1)]
    memo: dict[tuple[int, Pattern], int] = {}

    def best(index: int, left: Pattern) -> int:
        if not any(left):
            return 0
        if index == ranks or sum(map(mul, left, naturals)) > room_after[index]:
            return NEVER
        if (index, left) not in memo:
            found = NEVER
            for here, pattern in ways[index]:
                if here >= found:
                    break
                if all(map(le, pattern, left)):
                    found = min(found, here + best(index + 1, tuple(map(sub, left, pattern))))
            memo[index, left] = found
        return memo[index, left]

    return best(0, demand)


def _placed(kinds: Sequence[MeldKind], pattern: Pattern) -> list[tuple[MeldKind, int]]:
    return [(kind, count) for kind, count in zip(kinds, pattern, strict=True) if count]


def _wilds_on_rank(room: int, kinds: Sequence[MeldKind], pattern: Pattern) -> int:
    """The fewest wild cards the melds placed on one rank need, its spare natural cards standing in."""
    placed = _placed(kinds, pattern)
    spare = room - sum(kind.naturals * count for kind, count in placed)
    needed = sum((kind.size - kind.naturals) * count for kind, count in placed)
    replaceable = sum((kind.size - kind.naturals - kind.wilds) * count for kind, count in placed)
    return needed - min(spare, replaceable)


def _split(kinds: Sequence[MeldKind]) -> tuple[list[MeldKind], list[MeldKind], list[MeldKind]]:
    """The kinds of one rank, the sequences, and those of wild cards only."""
    return (
        [kind for kind in kinds if kind.of_one_rank],
        [kind for kind in kinds if kind.sequence],
        [kind for kind in kinds if not kind.naturals],
    )


def _one_per_rank(decks: MeldDecks, kinds: Sequence[MeldKind], tally: Mapping[str, int]) -> bool:
    """Whether one side's melds of one rank find a rank each: no more than there are ranks, one of a given rank."""
    if sum(tally.get(kind.key, 0) for kind in kinds) > len(decks.ranks):
        return False
    ranks = {kind.rank for kind in kinds if kind.rank}
    return all(sum(tally.get(kind.key, 0) for kind in kinds if kind.rank == rank) <= 1 for rank in ranks)


def fits(decks: MeldDecks, kinds: Sequence[MeldKind], tallies: Sequence[Mapping[str, int]]) -> bool:
    """Whether the decks can make every meld all the sides entered."""
    of_rank, sequences, wild_only = _split(kinds)
    runs = sum(tally.get(kind.key, 0) for kind in sequences for tally in tallies)
    # Every sequence holds one card of each rank in the middle of the run (8, 9, 10).
    middle = set().union(*(_in_every_run(decks, kind.size) for kind in sequences)) if runs else set()
    rooms = [count - (runs if rank in middle else 0) for rank, count, _points in decks.ranks]
    if min(rooms, default=0) < 0:
        return False
    if decks.one_per_rank and not all(_one_per_rank(decks, of_rank, tally) for tally in tallies):
        return False
    # Where a side keeps one meld of each rank, a rank takes one meld of each side at most.
    most = len(tallies) if decks.one_per_rank else None
    demand = tuple(sum(tally.get(kind.key, 0) for tally in tallies) for kind in of_rank)
    wilds = _cheapest_over_ranks(decks, of_rank, demand, rooms, most, lambda i, ks, p: _wilds_on_rank(rooms[i], ks, p))
    if wilds >= NEVER:
        return False
    naturals = sum(kind.naturals * tally.get(kind.key, 0) for kind in of_rank for tally in tallies)
    sequence_cards = sum(kind.size * tally.get(kind.key, 0) for kind in sequences for tally in tallies)
    if naturals + sequence_cards > sum(count for _rank, count, _points in decks.ranks):
        return False
    held = {key: count for key, count, _points in decks.wild}
    for kind in wild_only:
        made = sum(tally.get(kind.key, 0) for tally in tallies)
        for key, count in kind.wild_of:
            held[key] = held.get(key, 0) - count * made
        wilds += (kind.wilds - sum(count for _key, count in kind.wild_of)) * made
    return min(held.values(), default=0) >= 0 and wilds <= sum(held.values())


def least_points(decks: MeldDecks, kinds: Sequence[MeldKind], tally: Mapping[str, int]) -> int:
    """The least the cards of one side's melds can be worth: the cheapest cards the decks hold that make them."""
    of_rank, sequences, wild_only = _split(kinds)
    pool = sorted((points, key, count) for key, count, points in decks.wild)
    cheapest_wild = pool[0][0] if pool else NEVER
    needed: dict[str, int] = {}
    generic = 0
    for kind in wild_only:
        for key, count in kind.wild_of:
            needed[key] = needed.get(key, 0) + count * tally.get(kind.key, 0)
        generic += (kind.wilds - sum(count for _key, count in kind.wild_of)) * tally.get(kind.key, 0)
    generic += sum(kind.wilds * tally.get(kind.key, 0) for kind in of_rank)
    total = 0
    for points, key, count in pool:  # the wild cards a meld must hold, then the cheapest for the rest
        taken = min(needed.get(key, 0), count)
        total += taken * points
        more = min(count - taken, generic)
        total += more * points
        generic -= more
    for kind in sequences:
        runs = _windows(decks, kind.size)
        total += min((sum(run) for run in runs), default=0) * tally.get(kind.key, 0)
    rooms = [count for _rank, count, _points in decks.ranks]

    def cards(index: int, placed: Sequence[MeldKind], pattern: Pattern) -> int:
        points = decks.ranks[index][2]
        return sum(
            count * (kind.naturals * points + (kind.size - kind.naturals - kind.wilds) * min(points, cheapest_wild))
            for kind, count in _placed(placed, pattern)
        )

    demand = tuple(tally.get(kind.key, 0) for kind in of_rank)
    least = _cheapest_over_ranks(decks, of_rank, demand, rooms, 1 if decks.one_per_rank else None, cards)
    return total + (0 if least >= NEVER else least)
