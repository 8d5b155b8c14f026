"""Every game with a rule page, in the order of the index: one line per game.

The list lives apart from `book.py` so that a family's own page module (such
as `book_kalooki.py`) can import `Section` and `RulePage` from `book.py`
without an import cycle.
"""

from __future__ import annotations

from .book import RulePage, canasta_page
from .book_kalooki import kalooki_page
from .kalooki import BRITISH_KALOOKIE, KALOOKI_GAME
from .variants import CLASSIC_CANASTA

RULE_PAGES: list[RulePage] = [
    canasta_page(CLASSIC_CANASTA),
    kalooki_page(KALOOKI_GAME),
    kalooki_page(BRITISH_KALOOKIE),
]
PAGES: dict[str, RulePage] = {page.slug: page for page in RULE_PAGES}


def get_page(slug: str) -> RulePage | None:
    return PAGES.get(slug)
