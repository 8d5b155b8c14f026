"""Hand and Foot, a canasta for teams played over a fixed number of deals.

`numbers` holds every number one table plays by, `rules` how a deal is
checked (`checks`) and scored (`scoring`), `tally` the fields of a side's
tally, `presets` the games on the start page, `house` the numbers a house
rule may change, `book` what their rule pages show.
"""

from rules.core.family import Family

from .book import BOOK
from .presets import HANDS_AND_FEET

FAMILY = Family("handfoot", HANDS_AND_FEET, BOOK)
