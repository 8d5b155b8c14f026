"""The rules class of the canasta family: its numbers, with how a deal is checked and scored."""

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from rules.core.adjustments import Reason
from rules.core.requirement import Requirement
from rules.core.scores import Problem, SideScore
from rules.core.settings import Setting
from rules.core.tally import TallyField

from . import checks, scoring
from .house import HOUSE_SETTINGS
from .numbers import CANASTA_REASONS, CanastaNumbers
from .tally import tally_fields


@dataclass(frozen=True)
class CanastaRules(CanastaNumbers):
    """One table of a canasta: Classic Canasta, Samba and the national canastas alike."""

    adjustment_reasons: ClassVar[tuple[Reason, ...]] = CANASTA_REASONS
    house_settings: ClassVar[tuple[Setting, ...] | None] = HOUSE_SETTINGS

    def fields(self) -> tuple[TallyField, ...]:
        return tally_fields(self)

    def score(self, tally: Mapping[str, Any]) -> SideScore:
        return scoring.score_side(self, tally)

    def score_deal(self, tallies: Sequence[Mapping[str, Any]]) -> list[SideScore]:
        return scoring.score_deal(self, tallies)

    def check(self, tallies: Sequence[Mapping[str, Any]]) -> list[Problem]:
        return checks.check_deal(self, tallies)

    def requirement(self, total: int, number: int) -> Requirement:
        return scoring.requirement(self, total)

    def over(self, totals: Sequence[int], played: int) -> bool:
        """The deal in which a side reaches the target ends the game; the higher total then wins."""
        return max(totals) >= self.target
