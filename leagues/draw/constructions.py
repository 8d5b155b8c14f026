"""Which constructions fit an evening: the designs a draw starts from (night.py)."""

from .designs import Design, affine, round_robin, transversal
from .fields import prime_power
from .shapes import Format
from .whist import whist


def designs(players: int, form: Format) -> list[Design]:
    """Every construction for `players` at tables of `form`, the most balanced kind first."""
    size = form.table_size
    found = [whist(players)] if (size, form.side_size) == (4, 2) else []
    if size == 2:
        found.append(round_robin(players))
    if players % size == 0:
        dimension = _logarithm(players, size) if prime_power(size) else None
        if dimension is not None and dimension > 1:
            found.append(affine(size, dimension))
        if players // size > size:
            found.append(transversal(size, players // size))
    return [design for design in found if design is not None]


def _logarithm(number: int, base: int) -> int | None:
    """n when number is base to the power n, else None."""
    power, value = 0, 1
    while value < number:
        power, value = power + 1, value * base
    return power if value == number else None
