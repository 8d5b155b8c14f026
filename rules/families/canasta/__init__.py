"""Canasta: Classic Canasta at every seating, Samba and the national canastas, as one family.

`numbers` holds every number one table plays by, `rules` how a deal is
checked (`checks`) and scored (`scoring`), `tally` the fields of a side's
tally, `presets` the games on the start page, `house` the numbers a house
rule may change, `book` what their rule pages show, `words` what its players
call a deal and the initial meld.
"""

from rules.core.family import Family

from .book import BOOK
from .presets import CANASTA, CANASTAS
from .words import WORDS

FAMILY = Family(key="canasta", name=CANASTA, presets=CANASTAS, book=BOOK, words=WORDS)
