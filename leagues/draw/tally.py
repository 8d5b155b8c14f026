"""The checker: who partnered, opposed and met whom over some rounds, and what that costs.

Every draw is measured by this one tally, the constructions' as the search's: a draw is the better
the lower its `cost`, the sum over every two players present of

    PARTNER·p² + OPPONENT·o² + MEETING·(p + o)²

where p is how often the two partnered and o how often they were opponents. For a given number of
games the sum of squares is least when the counts are spread evenly (all equal, or differing by
one), so the cost asks for no repeated partner while one can be avoided, first, then opponents
spread evenly, then meetings of any kind spread evenly. Sitting out is not in the cost: the draw
keeps it even by rule (night.py).
"""

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from math import comb

from .shapes import Format, Round

PARTNER = 100
OPPONENT = 10
MEETING = 1

Pair = tuple[int, int]


def pair(a: int, b: int) -> Pair:
    return (a, b) if a < b else (b, a)


@dataclass
class Tally:
    partners: Counter[Pair] = field(default_factory=Counter)
    opponents: Counter[Pair] = field(default_factory=Counter)
    games: Counter[int] = field(default_factory=Counter)
    sat_out: Counter[int] = field(default_factory=Counter)
    first_deals: Counter[int] = field(default_factory=Counter)

    def meetings(self, a: int, b: int) -> int:
        return self.partners[pair(a, b)] + self.opponents[pair(a, b)]

    def cost(self, players: Sequence[int]) -> int:
        """The cost of the rounds tallied, over every two of `players`."""
        total = 0
        for index, a in enumerate(players):
            for b in players[index + 1 :]:
                p, o = self.partners[pair(a, b)], self.opponents[pair(a, b)]
                total += PARTNER * p * p + OPPONENT * o * o + MEETING * (p + o) ** 2
        return total


def tally(rounds: Iterable[Round]) -> Tally:
    counts = Tally()
    for played in rounds:
        counts.sat_out.update(played.sitting_out)
        for table in played.tables:
            counts.games.update(table.players)
            counts.first_deals[table.first_dealer] += 1
            for number, side in enumerate(table.sides):
                for index, a in enumerate(side):
                    counts.partners.update(pair(a, b) for b in side[index + 1 :])
                    for other in table.sides[number + 1 :]:
                        counts.opponents.update(pair(a, b) for b in other)
    return counts


def least_cost(players: int, rounds: int, form: Format) -> int:
    """No fresh evening of `rounds` rounds for `players` can cost less: each kind of meeting spread
    as evenly as its number allows. A whist tournament and a design where no two meet twice cost
    exactly this (their counts are all equal, or 0 and 1)."""
    sizes = form.tables_for(players)
    partners = rounds * len(sizes) * form.sides * comb(form.side_size, 2)  # tables of other sizes: alone
    opponents = rounds * sum(comb(size, 2) for size in sizes) - partners
    pairs = comb(players, 2)
    return (
        PARTNER * _even(partners, pairs)
        + OPPONENT * _even(opponents, pairs)
        + MEETING * _even(partners + opponents, pairs)
    )


def _even(total: int, pairs: int) -> int:
    """The least sum of squares of `pairs` whole numbers adding up to `total`."""
    each, more = divmod(total, pairs)
    return (pairs - more) * each * each + more * (each + 1) ** 2
