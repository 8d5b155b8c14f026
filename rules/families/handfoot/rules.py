"""The rules class of Hand and Foot: its numbers, with how a deal is checked and scored."""

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from rules.core.requirement import Requirement
from rules.core.rules import kept
from rules.core.scores import Problem, SideScore
from rules.core.settings import Setting
from rules.core.state import Standing
from rules.core.tally import TallyField

from . import checks, scoring
from .house import HOUSE_SETTINGS
from .numbers import HandAndFootNumbers
from .tally import tally_fields


@dataclass(frozen=True)
class HandAndFootRules(HandAndFootNumbers):
    """One table of Hand and Foot: a game of a fixed number of deals, the meld minimum by deal."""

    house_settings: ClassVar[tuple[Setting, ...] | None] = HOUSE_SETTINGS

    @kept
    def fields(self) -> tuple[TallyField, ...]:
        return tally_fields(self)

    def score(self, tally: Mapping[str, Any]) -> SideScore:
        return scoring.score_side(self, tally)

    def check(self, tallies: Sequence[Mapping[str, Any]]) -> list[Problem]:
        return checks.check_deal(self, tallies)

    def check_entry(self, tallies: Sequence[Mapping[str, Any]]) -> list[Problem]:
        return checks.check_entry(self, tallies)

    def requirement(self, total: int, number: int) -> Requirement:
        return scoring.requirement(self, number)

    def over(self, totals: Sequence[int], played: int) -> bool:
        """The game ends with its last deal; the higher total wins."""
        return played >= self.deals

    def details(self, entries: Mapping[str, Any]) -> str:
        return scoring.details(self, entries)

    def headline(self, standing: Standing) -> str:
        return scoring.headline(self, standing.paper + standing.played)

    def summary(self) -> str:
        return scoring.summary(self)
