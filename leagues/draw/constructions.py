"""Which constructions fit an evening: the designs a draw starts from (night.py)."""

from .designs import Design, affine, round_robin, transversal
from .fields import prime_power
from .shapes import Format
from .whist import whist


def designs(players: int, form: Format) -> list[Design]:
    """Every construction for `players` at tables of `form`, best known first."""
    size = form.table_size
    found: list[Design | None] = []
    if (size, form.side_size) == (4, 2):
        found.append(whist(players))
    if size == 2:
        found.append(round_robin(players))
    if players % size == 0:
        base = prime_power(size)
        if base is not None:
            dimension = 1
            while size ** (dimension + 1) <= players:
                dimension += 1
            if size**dimension == players and dimension > 1:
                found.append(affine(size, dimension))
        found.append(transversal(size, players // size) if players // size > size else None)
    return [design for design in found if design is not None]
