"""The search: seat rounds greedily, then improve them by late acceptance hill climbing.

Players are 0 … n-1 here (night.py maps them to ids). A round is a list of seats: its tables one
after the other, the largest first (Format.tables_for), and a side is a run of `side` seats within
a table; who sits the round out is its bench. A move swaps two players of one round who sit on
different sides (of one table, or of two), or gives a seat to someone on the bench: the two then
exchange what they do in every round from there on (who sits out which round), which keeps the
rule for sitting out (night.py) when they had as many rounds without a game before it. Late
acceptance (Burke and Bykov, "The late acceptance hill-climbing heuristic", EJOR 258, 2017) takes a
move when it costs no more than now or than the cost some moves ago, so the search climbs out of
local minima without a temperature. Costs are whole numbers and the only randomness is
`random.Random.random()` (its sequence for a seed is the one thing Python promises to keep across
versions), so a seed gives the same draw on any machine. The search is bounded by its number of
moves, never by the clock.
"""

from collections.abc import Sequence
from random import Random

from .shapes import Format
from .tally import MEETING, OPPONENT, PARTNER

# The cost compared with is the one this many moves ago: long while the search explores (the first
# half of its moves), short while it settles (the second half).
EXPLORE, SETTLE = 500, 20
FOCUS = 5  # tries to pick a move that moves someone who meets a table-mate again
BENCH = 4  # where some sit out, one move in this many gives a seat to one of them

Layout = tuple[list[int], list[int]]  # each seat's table: where it starts, where it ends


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
    """The rounds being drawn, who sits each out, and the partner and opponent counts of the whole
    evening with them. `missed` counts each player's rounds without a game before these."""

    def __init__(
        self, players: int, form: Format, partners: list[int], opponents: list[int], missed: Sequence[int] = ()
    ) -> None:
        self.players, self.form, self.size, self.side = players, form, form.table_size, form.side_size
        # the counts of players a and b are at a·players + b and at b·players + a; they start
        # from the rounds played
        self.partners, self.opponents = list(partners), list(opponents)
        self.missed = list(missed) or [0] * players
        self.rounds: list[list[int]] = []
        self.benches: list[list[int]] = []
        self.layouts: dict[int, Layout] = {}
        self.cost = 0
        for a in range(players):
            for b in range(a + 1, players):
                p, o = self.partners[a * players + b], self.opponents[a * players + b]
                self.cost += PARTNER * p * p + OPPONENT * o * o + MEETING * (p + o) ** 2

    def layout(self, seats: int) -> Layout:
        """Where the table of each of `seats` seats starts and ends."""
        if seats not in self.layouts:
            starts, ends, start = [], [], 0
            for size in self.form.tables_for(seats):
                starts += [start] * size
                ends += [start + size] * size
                start += size
            self.layouts[seats] = (starts, ends)
        return self.layouts[seats]

    def add(self, seats: Sequence[int], bench: Sequence[int] = ()) -> None:
        """Add a round as it is seated, and who sits it out."""
        self._count(seats, 1)
        self.rounds.append(list(seats))
        self.benches.append(sorted(bench))

    def replace(self, rounds: list[list[int]], benches: list[list[int]] | None = None) -> None:
        """Put these rounds (and benches) in place of the ones drawn so far."""
        for seats in self.rounds:
            self._count(seats, -1)
        benches = benches if benches is not None else self.benches
        self.rounds, self.benches = [], []
        for seats, bench in zip(rounds, benches, strict=True):
            self.add(seats, bench)

    def add_greedily(self, playing: Sequence[int], rng: Random, bench: Sequence[int] = ()) -> None:
        """Seat a round: each table starts with the next player in a random order, and each seat
        takes whoever costs least there with those already at the table."""
        waiting = shuffled(playing, rng)
        seats: list[int] = []
        for size in self.form.tables_for(len(waiting)):
            table = [waiting.pop(0)]
            for seat in range(1, size):
                best = min(range(len(waiting)), key=lambda number: self._seat_cost(table, seat, waiting[number]))
                table.append(waiting.pop(best))
            seats += table
        self.add(seats, bench)

    def meets_again(self, number: int, seat: int) -> bool:
        """Whether the player in `seat` of round `number` meets someone at that table more than once
        in the evening."""
        seats = self.rounds[number]
        starts, ends = self.layout(len(seats))
        row, partners, opponents = seats[seat] * self.players, self.partners, self.opponents
        for k in range(starts[seat], ends[seat]):  # k == seat counts 0: nobody meets themselves
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

    def missed_before(self, number: int, player: int) -> int:
        """The player's rounds without a game before round `number`."""
        return self.missed[player] + sum(player in bench for bench in self.benches[:number])

    def exchange(self, number: int, seated: int, benched: int) -> int:
        """From round `number` on, `seated` (in a seat of that round) and `benched` (on its bench)
        do what the other did: in each round where one of them sits out, they change places. What
        it added to the cost. Exchanging them again undoes it."""
        before = self.cost
        for later in range(number, len(self.rounds)):
            seats, bench = self.rounds[later], self.benches[later]
            if (seated in bench) == (benched in bench):
                continue
            sitting, playing = (seated, benched) if seated in bench else (benched, seated)
            seat = seats.index(playing)
            self.cost += self._leave(seats, seat, playing, sitting)
            seats[seat] = sitting
            bench[bench.index(sitting)] = playing
            bench.sort()
        return self.cost - before

    def _leave(self, seats: list[int], seat: int, leaving: int, coming: int) -> int:
        """Count `coming` taking `leaving`'s seat (and relations) at the table; what that costs."""
        starts, ends = self.layout(len(seats))
        side, total = self.side, 0
        for k in range(starts[seat], ends[seat]):
            if k != seat:
                together = k // side == seat // side
                total += self._change(leaving, seats[k], -together, together - 1, 1)
                total += self._change(coming, seats[k], together, 1 - together, 1)
        return total

    def _swap(self, number: int, i: int, j: int, apply: int) -> int:
        """The cost of the swap; with `apply`, also count it. Between tables, each player takes the
        other's relations with the table left; within a table, the players of the two sides
        concerned turn from partners to opponents of the movers, or back."""
        seats, side, change = self.rounds[number], self.side, self._change
        starts, ends = self.layout(len(seats))
        a, b = seats[i], seats[j]
        total = 0
        if starts[i] != starts[j]:
            for mover, stayer, seat in ((a, b, i), (b, a, j)):
                for k in range(starts[seat], ends[seat]):
                    if k != seat:
                        together = k // side == seat // side
                        total += change(mover, seats[k], -together, together - 1, apply)
                        total += change(stayer, seats[k], together, 1 - together, apply)
        else:
            for k in range(starts[i], ends[i]):
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
        starts, ends = self.layout(len(seats))
        for i in range(len(seats)):
            for j in range(i + 1, ends[i]):
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
    benched = [number for number, bench in enumerate(seating.benches) if bench]
    late = [seating.cost] * length
    best_cost, best, kept = seating.cost, seating.rounds, False  # kept: `best` is a copy, not the live rounds
    best_benches = seating.benches
    for move in range(moves):
        if seating.cost <= floor:
            break
        slot = move % length
        if benched and below(rng, BENCH) == 0:
            number = benched[below(rng, len(benched))]
            bench = seating.benches[number]
            sitting, i = bench[below(rng, len(bench))], below(rng, seats)
            playing = seating.rounds[number][i]
            if seating.missed_before(number, sitting) != seating.missed_before(number, playing):
                late[slot] = seating.cost
                continue
            cost = seating.cost
            delta = seating.exchange(number, playing, sitting)
            if delta <= 0 or cost + delta <= late[slot]:
                if delta > 0 and not kept and cost == best_cost:  # keep the best before leaving it
                    seating.exchange(number, playing, sitting)
                    best, best_benches, kept = _copy(seating.rounds), _copy(seating.benches), True
                    seating.exchange(number, playing, sitting)
                if seating.cost < best_cost:
                    best_cost, best, best_benches, kept = seating.cost, seating.rounds, seating.benches, False
            else:
                seating.exchange(number, playing, sitting)  # undone
            late[slot] = seating.cost
            continue
        for _ in range(FOCUS):  # rather a seat whose player meets someone at the table again
            number, i = divmod(int(random() * everywhere), seats)  # as `below`, inlined: the hot loop
            if seating.meets_again(number, i):
                break
        j = int(random() * (seats - side))
        if j >= i - i % side:  # skip i's own side
            j += side
        delta = seating.swap_cost(number, i, j)
        if delta <= 0 or seating.cost + delta <= late[slot]:
            if delta > 0 and not kept and seating.cost == best_cost:
                best, best_benches, kept = _copy(seating.rounds), _copy(seating.benches), True
            seating.swap(number, i, j)
            if seating.cost < best_cost:
                best_cost, best, best_benches, kept = seating.cost, seating.rounds, seating.benches, False
        late[slot] = seating.cost
    if seating.cost > best_cost:
        seating.replace(best, best_benches)


def _copy(rounds: list[list[int]]) -> list[list[int]]:
    return [list(round_) for round_ in rounds]
