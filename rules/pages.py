"""Every game with a rule page, in the order of the index: one line per game.

The list lives apart from `rules/book.py` because a family that is not a
canasta builds its page in its own module on top of `book` (e.g.
`book_handfoot`, `book_kalooki`); registering them all here keeps the imports one-way.
"""

from .book import RulePage, canasta_page
from .book_canastas import THREE_DECK_PAGES
from .book_handfoot import handfoot_page
from .book_kalooki import kalooki_page
from .book_more_canastas import national_pages
from .handfoot import HAND_AND_FOOT, HAND_AND_FOOT_BICYCLE
from .kalooki import BRITISH_KALOOKIE, KALOOKI_GAME
from .variants import CLASSIC_CANASTA

RULE_PAGES: list[RulePage] = [
    canasta_page(CLASSIC_CANASTA),
    *THREE_DECK_PAGES,
    *national_pages(),  # Cuban, Italian, Uruguayan, British, Modern American
    handfoot_page(HAND_AND_FOOT),
    handfoot_page(HAND_AND_FOOT_BICYCLE),
    kalooki_page(KALOOKI_GAME),
    kalooki_page(BRITISH_KALOOKIE),
]
PAGES: dict[str, RulePage] = {page.slug: page for page in RULE_PAGES}


def get_page(slug: str) -> RulePage | None:
    return PAGES.get(slug)
