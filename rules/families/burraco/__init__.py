"""Burraco, the Italian game of the canasta kin: burracos of seven cards or more, a pozzetto for each
side, no initial meld.

`numbers` holds every number one table plays by and the card table, `rules`
how a deal is checked (`checks`) and scored (`scoring`), `tally` the fields of
a side's tally, `presets` the game on the start page, `house` the numbers a
house rule may change, `book` what its rule page shows, `words` what its
players call a deal (there is no initial meld), `terms` its words for the
glossary.
"""

from rules.core.family import Family

from .book import BOOK
from .presets import BURRACO, BURRACOS
from .terms import TERMS
from .words import WORDS

FAMILY = Family(key="burraco", name=BURRACO.name, presets=BURRACOS, book=BOOK, words=WORDS, terms=TERMS)
