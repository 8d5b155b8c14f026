"""What the players enter for each side at the end of a deal: the fields of a tally."""

from dataclasses import dataclass
from enum import StrEnum

from .words import Text


class Kind(StrEnum):
    COUNT = "count"  # a whole number from 0 up, entered with a stepper
    FLAG = "flag"  # yes or no, entered with a toggle
    POINTS = "points"  # card points, a multiple of the points step, with a card counter


@dataclass(frozen=True)
class TallyField:
    key: str
    label: Text
    kind: Kind
    help: Text = ""
    rule_anchor: str = ""  # the section of the game's rule page that explains it; "" for none

    @property
    def default(self) -> int | bool:
        return False if self.kind is Kind.FLAG else 0


# Keys more than one family's tally uses, with the same meaning.
RED_THREES = "red_threes"
WENT_OUT = "went_out"
MELDED_POINTS = "melded_points"
HAND_POINTS = "hand_points"
