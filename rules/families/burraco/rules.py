"""The rules class of Burraco: its numbers, with how a deal is checked and scored."""

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from rules.core.rules import kept
from rules.core.scores import Problem, SideScore
from rules.core.settings import Setting
from rules.core.tally import TallyField

from . import checks, scoring
from .house import HOUSE_SETTINGS
from .numbers import BurracoNumbers
from .tally import tally_fields


@dataclass(frozen=True)
class BurracoRules(BurracoNumbers):
    """One table of Burraco: no initial meld (its requirement is none), the higher total wins."""

    house_settings: ClassVar[tuple[Setting, ...] | None] = HOUSE_SETTINGS

    @kept
    def fields(self) -> tuple[TallyField, ...]:
        return tally_fields(self)

    def score(self, tally: Mapping[str, Any]) -> SideScore:
        return scoring.score_side(self, tally)

    def check(self, tallies: Sequence[Mapping[str, Any]]) -> list[Problem]:
        return checks.check_deal(self, tallies)

    def over(self, totals: Sequence[int], played: int) -> bool:
        """The deal in which a side reaches the target ends the game; the higher total then wins."""
        return max(totals) >= self.target

    def details(self, entries: Mapping[str, Any]) -> str:
        return scoring.details(entries)

    def summary(self) -> str:
        return scoring.summary(self)
