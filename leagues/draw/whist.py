"""Whist tournaments Wh(v): every two of v players partner exactly once and oppose exactly twice,
over v - 1 rounds (v ≡ 0 mod 4, nobody sits out) or v rounds (v ≡ 1 mod 4, one sits out each round).

- v ≡ 1 (mod 4) a prime power: the classical initial round over GF(v) (Moore 1896; Baker 1975;
  Anderson, *Combinatorial Designs and Tournaments*, 1997): with x a primitive element and
  m = (v - 1)/4, the games x^i, -x^i against x^(i+m), -x^(i+m) for i < m (x^(2m) = -1). The partner
  differences ±2x^i, ±2x^(i+m) are every nonzero element once; the opponent differences are
  (1 - x^m) times every nonzero element, twice. Round t adds t to every point; t sits out.
- any other v in `STARTERS`: a stored Z-cyclic initial round (found by `starter_search`), developed
  modulo v (0 sits out in the first round) or modulo v - 1 with the point ∞ = v - 1 fixed.
"""

from .designs import Design, Seats
from .fields import field
from .starters import STARTERS


def whist(players: int) -> Design | None:
    """Wh(players), or None when no construction here makes one."""
    gf = field(players) if players % 4 == 1 else None
    if gf is not None:
        m = (players - 1) // 4
        initial = [(gf.power(i), gf.power(i + m), gf.power(i + 2 * m), gf.power(i + 3 * m)) for i in range(m)]
        rounds = tuple(
            tuple(_seats(tuple(gf.add(point, shift) for point in game)) for game in initial) for shift in gf.elements
        )
        return Design(players, rounds, "whist")
    starter = STARTERS.get(players)
    return None if starter is None else developed(players, starter)


def developed(players: int, starter: tuple[tuple[int, int, int, int], ...]) -> Design:
    """The rounds of a Z-cyclic starter: round t adds t to every point (modulo v, or modulo v - 1
    with ∞ = v - 1 fixed)."""
    modulus = players if players % 4 == 1 else players - 1
    infinity = players - 1 if players % 4 == 0 else None

    def moved(point: int, shift: int) -> int:
        return point if point == infinity else (point + shift) % modulus

    rounds = tuple(
        tuple(_seats(tuple(moved(point, shift) for point in game)) for game in starter) for shift in range(modulus)
    )
    return Design(players, rounds, "whist")


def _seats(game: tuple[int, ...]) -> Seats:
    """A game (a, b, c, d), a and c against b and d, as seats: the side a, c, then the side b, d."""
    a, b, c, d = game
    return (a, c, b, d)
