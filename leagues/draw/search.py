"""The search: seat rounds greedily, then improve them by late acceptance hill climbing.

Players are 0 … n-1 here (night.py maps them to ids). A round is a list of seats: table t holds
seats t·size … t·size + size - 1, and a side is a run of `side` seats within it. A move swaps two
players of one round who sit on different sides (of one table, or of two). Late acceptance
(Burke and Bykov, "The late acceptance hill-climbing heuristic", EJOR 258, 2017) takes a move
when it costs no more than now or than the cost some moves ago, so the search climbs out of
local minima without a temperature. Costs are whole numbers and the only randomness is
`random.Random.random()` (its sequence for a seed is the one thing Python promises to keep
across versions), so a seed gives the same draw on any machine. The search is bounded by its
number of moves, never by the clock.
"""

from collections.abc import Sequence
from random import Random

from .shapes import Format
from .tally import MEETING, OPPONENT, PARTNER

# The cost compared with is the one this many moves ago: long while the search explores (the first
# half of its moves), short while it settles (the second half).
EXPLORE, SETTLE = 500, 20
FOCUS = 5  # tries to pick a move that moves someone who meets a table-mate again


def below(rng: Random, number: int) -> int:
    """A whole number from 0 to number - 1."""
    return int(rng.random() * number)


def shuffled[T](items: Sequence[T], rng: Random) -> list[T]:
    """The items in a random order (Fisher-Yates on `below`)."""
    result = list(items)
    for index in range(len(result) - 1, 0, -1):
        other = below(rng, index + 1)
        result[index], result[other] = result[other], result[index]
    return result


class Seating:
    """The rounds being drawn, and the partner and opponent counts of the whole evening with them."""

    def __init__(self, players: int, form: Format, partners: list[int], opponents: list[int]) -> None:
        self.players, self.size, self.side = players, form.table_size, form.side_size
        # the counts of players a and b are at a·players + b and at b·players + a; they start
        # from the rounds played
        self.partners, self.opponents = list(partners), list(opponents)
        self.rounds: list[list[int]] = []
        self.cost = 0
        for a in range(players):
            for b in range(a + 1, players):
                p, o = self.partners[a * players + b], self.opponents[a * players + b]
                self.cost += PARTNER * p * p + OPPONENT * o * o + MEETING * (p + o) ** 2

    def add(self, seats: Sequence[int]) -> None:
        """Add a round as it is seated."""
        self._count(seats, 1)
        self.rounds.append(list(seats))

    def replace(self, rounds: list[list[int]]) -> None:
        """Put these rounds in place of the ones drawn so far."""
        for seats in self.rounds:
            self._count(seats, -1)
        self.rounds = []
        for seats in rounds:
            self.add(seats)

    def add_greedily(self, playing: Sequence[int], rng: Random) -> None:
        """Seat a round: each table starts with the next player in a random order, and each seat
        takes whoever costs least there with those already at the table."""
        waiting = shuffled(playing, rng)
        seats: list[int] = []
        while waiting:
            table = [waiting.pop(0)]
            for seat in range(1, self.size):
                best = min(range(len(waiting)), key=lambda number: self._seat_cost(table, seat, waiting[number]))
                table.append(waiting.pop(best))
            seats += table
        self.add(seats)

    def meets_again(self, number: int, seat: int) -> bool:
        """Whether the player in `seat` of round `number` meets someone at that table more than once
        in the evening."""
        seats, start = self.rounds[number], seat - seat % self.size
        row, partners, opponents = seats[seat] * self.players, self.partners, self.opponents
        for k in range(start, start + self.size):  # k == seat counts 0: nobody meets themselves
            if partners[row + seats[k]] + opponents[row + seats[k]] > 1:
                return True
        return False

    def swap_cost(self, number: int, i: int, j: int) -> int:
        """What swapping the players in seats i and j of round `number` would add to the cost
        (the seats are on different sides)."""
        return self._swap(number, i, j, 0)

    def swap(self, number: int, i: int, j: int) -> None:
        self.cost += self._swap(number, i, j, 1)
        seats = self.rounds[number]
        seats[i], seats[j] = seats[j], seats[i]

    def _swap(self, number: int, i: int, j: int, apply: int) -> int:
        """The cost of the swap; with `apply`, also count it. Between tables, each player takes the
        other's relations with the table left; within a table, the players of the two sides
        concerned turn from partners to opponents of the movers, or back."""
        seats, size, side, change = self.rounds[number], self.size, self.side, self._change
        a, b = seats[i], seats[j]
        total = 0
        if i // size != j // size:
            for mover, stayer, seat in ((a, b, i), (b, a, j)):
                start = seat - seat % size
                for k in range(start, start + size):
                    if k != seat:
                        together = k // side == seat // side
                        total += change(mover, seats[k], -together, together - 1, apply)
                        total += change(stayer, seats[k], together, 1 - together, apply)
        else:
            start = i - i % size
            for k in range(start, start + size):
                if k != i and k != j and (k // side == i // side or k // side == j // side):
                    flip = 1 if k // side == j // side else -1  # a joins k's side, or leaves it
                    total += change(a, seats[k], flip, -flip, apply)
                    total += change(b, seats[k], -flip, flip, apply)
        return total

    def _change(self, a: int, b: int, dp: int, do: int, apply: int) -> int:
        """The cost of a and b partnering dp and opposing do times more; with `apply`, counted."""
        partners, opponents, index = self.partners, self.opponents, a * self.players + b
        p, o = partners[index], opponents[index]
        if apply:
            other = b * self.players + a
            partners[index] = partners[other] = p + dp
            opponents[index] = opponents[other] = o + do
        dm = dp + do
        return PARTNER * (2 * p + dp) * dp + OPPONENT * (2 * o + do) * do + MEETING * (2 * (p + o) + dm) * dm

    def _count(self, seats: Sequence[int], sign: int) -> None:
        for table in range(0, len(seats), self.size):
            for i in range(table, table + self.size):
                for j in range(i + 1, table + self.size):
                    together = i // self.side == j // self.side
                    self.cost += self._change(seats[i], seats[j], sign * together, sign * (not together), 1)

    def _seat_cost(self, table: list[int], seat: int, player: int) -> int:
        total = 0
        for k, other in enumerate(table):
            together = k // self.side == seat // self.side
            total += self._change(player, other, together, not together, 0)
        return total


def improve(seating: Seating, moves: int, rng: Random, floor: int = 0) -> None:
    """Late acceptance hill climbing for `moves` moves (or until the cost is `floor`), exploring,
    then settling; the seating ends at the least cost it passed through."""
    _climb(seating, moves // 2, rng, floor, EXPLORE)
    _climb(seating, moves - moves // 2, rng, floor, SETTLE)


def _climb(seating: Seating, moves: int, rng: Random, floor: int, length: int) -> None:
    if not seating.rounds:
        return
    seats, side, random = len(seating.rounds[0]), seating.side, rng.random
    everywhere = seats * len(seating.rounds)
    late = [seating.cost] * length
    best_cost, best, kept = seating.cost, seating.rounds, False  # kept: `best` is a copy, not the live rounds
    for move in range(moves):
        if seating.cost <= floor:
            break
        for _ in range(FOCUS):  # rather a seat whose player meets someone at the table again
            number, i = divmod(int(random() * everywhere), seats)  # as `below`, inlined: the hot loop
            if seating.meets_again(number, i):
                break
        j = int(random() * (seats - side))
        if j >= i - i % side:  # skip i's own side
            j += side
        delta = seating.swap_cost(number, i, j)
        slot = move % length
        if delta <= 0 or seating.cost + delta <= late[slot]:
            if delta > 0 and not kept and seating.cost == best_cost:
                best, kept = [list(round_) for round_ in seating.rounds], True
            seating.swap(number, i, j)
            if seating.cost < best_cost:
                best_cost, best, kept = seating.cost, seating.rounds, False
        late[slot] = seating.cost
    if seating.cost > best_cost:
        seating.replace(best)
