"""The rules class of Kalooki: its numbers, with how a deal is checked and scored and a game adds up."""

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from rules.core.requirement import Requirement
from rules.core.rules import Option, Place, kept
from rules.core.scores import Problem, SideScore
from rules.core.settings import Setting
from rules.core.state import DealRow, Standing, Tallied
from rules.core.tally import TallyField

from . import checks, scoring, state
from .house import HOUSE_SETTINGS
from .numbers import ACE_ELEVEN, CHIPS, OPTIONS, KalookiNumbers, KalookiStanding
from .tally import tally_fields


def _kalooki(standing: Standing) -> KalookiStanding:
    if not isinstance(standing, KalookiStanding):
        raise TypeError("a Kalooki game's standing is a KalookiStanding")
    return standing


@dataclass(frozen=True)
class KalookiRules(KalookiNumbers):
    """One table of Kalooki: every player alone, penalty points for the cards left, the lowest total wins."""

    lowest_wins: ClassVar[bool] = True
    one_goes_out: ClassVar[bool] = True
    house_settings: ClassVar[tuple[Setting, ...] | None] = HOUSE_SETTINGS
    standing_type: ClassVar[type[Standing]] = KalookiStanding
    figure_keys: ClassVar[frozenset[str]] = frozenset({CHIPS})

    def options(self) -> tuple[Option, ...]:
        return tuple(o for o in OPTIONS if not (o.key == "ace_eleven" and self.ace_points == ACE_ELEVEN))

    @kept
    def fields(self) -> tuple[TallyField, ...]:
        return tally_fields(self)

    def score(self, tally: Mapping[str, Any]) -> SideScore:
        return scoring.score_deal(self, [tally])[0]

    def score_deal(self, tallies: Sequence[Mapping[str, Any]]) -> list[SideScore]:
        return scoring.score_deal(self, tallies)

    def check(self, tallies: Sequence[Mapping[str, Any]]) -> list[Problem]:
        return checks.check_deal(self, tallies)

    def place(self, before: Standing | None, side: int) -> Place:
        return state.place(self, None if before is None else _kalooki(before), side)

    def check_history(self, before: Standing, tallies: Sequence[Mapping[str, Any]]) -> list[Problem]:
        return checks.check_history(self, _kalooki(before), tallies)

    def requirement(self, total: int, number: int) -> Requirement:
        return Requirement(self.initial_meld, rule_anchor="initial-meld")

    def over(self, totals: Sequence[int], played: int) -> bool:
        """The usual game (state.py asks): over when a total reaches the target."""
        return max(totals) >= self.target

    def start(self, starting_totals: Sequence[int], paper: int = 0) -> KalookiStanding:
        return state.start(self, starting_totals, paper)

    def advance(self, before: Standing, deal: Sequence[Tallied]) -> KalookiStanding:
        return state.advance(self, _kalooki(before), deal)

    def row(self, before: Standing, deal: Sequence[Tallied], after: Standing) -> DealRow:
        return state.row(self, _kalooki(before), deal, _kalooki(after))

    def places(self, standing: Standing) -> tuple[int, ...] | None:
        return state.places(_kalooki(standing))

    def marks(self, standing: Standing) -> tuple[str, ...]:
        return state.marks(self, _kalooki(standing))

    def side_figures(self, standing: Standing) -> list[dict[str, int]]:
        if not self.chips:
            return super().side_figures(standing)
        return [{CHIPS: chips} for chips in _kalooki(standing).chips]

    def deal_figures(self, tallies: Sequence[Mapping[str, Any]]) -> list[dict[str, int]]:
        return (
            [{CHIPS: chips} for chips in scoring.chips_of(self, tallies)]
            if self.chips
            else super().deal_figures(tallies)
        )

    def goal(self) -> str:
        return state.goal(self)

    def headline(self, standing: Standing) -> str:
        return state.headline(self, _kalooki(standing))

    def side_notes(self, standing: Standing) -> tuple[str, ...]:
        return state.side_notes(self, _kalooki(standing))
