"""Finite fields GF(p^k), the arithmetic the constructions count in.

An element is an int below the order: its base-p digits are the coefficients of a polynomial
in X, reduced modulo the first monic polynomial of degree k (in the order of its coefficients)
of which X is a primitive element, so that every power of `primitive` is a nonzero element.
For a prime order that is counting modulo p.
"""

from dataclasses import dataclass
from functools import cache
from itertools import product


def prime_power(number: int) -> tuple[int, int] | None:
    """(p, k) when `number` is p to the power k for a prime p, else None."""
    for prime in range(2, number + 1):
        if number % prime == 0:
            power, rest = 0, number
            while rest % prime == 0:
                power, rest = power + 1, rest // prime
            return (prime, power) if rest == 1 else None
    return None


@dataclass(frozen=True)
class Field:
    order: int
    prime: int
    degree: int
    exponentials: tuple[int, ...]  # primitive ** i for i below order - 1
    logarithms: tuple[int, ...]  # the inverse: logarithms[primitive ** i] == i (0 has none: 0)

    @property
    def elements(self) -> range:
        return range(self.order)

    @property
    def primitive(self) -> int:
        return self.exponentials[1 % (self.order - 1)]

    def power(self, exponent: int) -> int:
        """The primitive element to the power `exponent` (any integer)."""
        return self.exponentials[exponent % (self.order - 1)]

    def add(self, a: int, b: int) -> int:
        return self._digitwise(a, b, 1)

    def subtract(self, a: int, b: int) -> int:
        return self._digitwise(a, b, -1)

    def multiply(self, a: int, b: int) -> int:
        if a == 0 or b == 0:
            return 0
        return self.power(self.logarithms[a] + self.logarithms[b])

    def _digitwise(self, a: int, b: int, sign: int) -> int:
        total, place = 0, 1
        for _ in range(self.degree):
            total += ((a % self.prime + sign * (b % self.prime)) % self.prime) * place
            a, b, place = a // self.prime, b // self.prime, place * self.prime
        return total


@cache
def field(order: int) -> Field | None:
    """GF(order), or None when no field has that many elements."""
    found = prime_power(order)
    if found is None:
        return None
    prime, degree = found
    for tail in product(range(prime), repeat=degree):  # X^k + tail[0] X^(k-1) + ... + tail[-1]
        exponentials = _powers_of_x(prime, degree, tail[::-1], order - 1)
        if exponentials is not None:
            logarithms = [0] * order
            for exponent, element in enumerate(exponentials):
                logarithms[element] = exponent
            return Field(order, prime, degree, tuple(exponentials), tuple(logarithms))
    raise AssertionError(f"GF({order}) has a primitive polynomial")  # pragma: no cover: every field has one


def _powers_of_x(prime: int, degree: int, low_first: tuple[int, ...], count: int) -> list[int] | None:
    """X^0 … X^(count-1) modulo X^k + Σ low_first[i] X^i, as ints; None unless they are all distinct
    and X^count is 1 (X is then primitive)."""
    digits = [1] + [0] * (degree - 1)
    seen: list[int] = []
    for _ in range(count):
        value = sum(digit * prime**place for place, digit in enumerate(digits))
        if seen and value == 1:
            return None
        seen.append(value)
        top = digits[-1]
        digits = [0, *digits[:-1]]
        digits = [(digit - top * low_first[place]) % prime for place, digit in enumerate(digits)]
    return seen if digits == [1] + [0] * (degree - 1) else None
