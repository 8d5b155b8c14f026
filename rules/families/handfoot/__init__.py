"""Hand and Foot, a canasta for teams played over a fixed number of deals.

`numbers` holds every number one table plays by, `rules` how a deal is
checked (`checks`) and scored (`scoring`), `tally` the fields of a side's
tally, `presets` the games on the start page, `house` the numbers a house
rule may change, `book` what their rule pages show, `words` what its players
call a deal and the initial meld.
"""

from rules.core.family import Family

from .book import BOOK
from .presets import HAND_AND_FOOT, HANDS_AND_FEET
from .words import WORDS

FAMILY = Family(key="handfoot", name=HAND_AND_FOOT.name, presets=HANDS_AND_FEET, book=BOOK, words=WORDS)
