"""The finite fields the constructions count in."""

from itertools import product

import pytest

from leagues.draw.fields import field, prime_power


def test_a_prime_power_is_found_and_anything_else_is_not():
    assert [prime_power(n) for n in (2, 4, 9, 13, 16, 27, 49, 64)] == [
        (2, 1),
        (2, 2),
        (3, 2),
        (13, 1),
        (2, 4),
        (3, 3),
        (7, 2),
        (2, 6),
    ]
    assert [prime_power(n) for n in (1, 6, 12, 15, 36, 100)] == [None] * 6
    assert field(6) is None and field(1) is None


@pytest.mark.parametrize("order", [2, 3, 4, 5, 7, 8, 9, 16, 25, 27])
def test_every_field_keeps_the_laws_of_arithmetic(order):
    gf = field(order)
    elements = list(gf.elements)
    assert sorted(gf.exponentials) == elements[1:]  # the primitive element's powers are every nonzero element
    for a, b in product(elements, repeat=2):
        assert gf.add(a, b) == gf.add(b, a) and gf.multiply(a, b) == gf.multiply(b, a)
        assert gf.subtract(gf.add(a, b), b) == a
        assert gf.multiply(a, 1) == a and gf.add(a, 0) == a
    for a, b, c in product(elements[: min(order, 9)], repeat=3):
        assert gf.multiply(a, gf.add(b, c)) == gf.add(gf.multiply(a, b), gf.multiply(a, c))
        assert gf.multiply(gf.multiply(a, b), c) == gf.multiply(a, gf.multiply(b, c))
        assert gf.add(gf.add(a, b), c) == gf.add(a, gf.add(b, c))


def test_a_prime_field_counts_modulo_the_prime():
    gf = field(13)
    assert all(gf.multiply(a, b) == a * b % 13 and gf.add(a, b) == (a + b) % 13 for a in range(13) for b in range(13))
    assert gf.power(3) == gf.primitive**3 % 13 and gf.power(-1) == gf.power(11)
