"""Kalooki and British Kalookie: every player alone, penalty points for the cards left, the lowest total wins.

`numbers` holds every number one table plays by and its switches, `rules`
how a deal is checked (`checks`) and scored (`scoring`) and how a game adds
up (`state`), `tally` the fields of a player's tally, `presets` the games on
the start page, `house` the numbers a house rule may change, `book` what
their rule pages show, `words` what its players call a deal and the initial meld.
"""

from rules.core.family import Family

from .book import BOOK
from .presets import KALOOKI_GAME, KALOOKIS
from .words import WORDS

FAMILY = Family(key="kalooki", name=KALOOKI_GAME.name, presets=KALOOKIS, book=BOOK, words=WORDS)
