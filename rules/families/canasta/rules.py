"""The rules class of the canasta family: its numbers, with how a deal is checked and scored."""

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from rules.core.adjustments import Reason
from rules.core.cards import BLACK_THREES_PER_DECK
from rules.core.requirement import Requirement
from rules.core.rules import kept
from rules.core.scores import Problem, SideScore
from rules.core.settings import Setting
from rules.core.state import Standing, Tallied
from rules.core.tally import TallyField

from . import checks, ending, scoring, tournament
from .ending import CanastaStanding, canasta_standing, ended_by
from .house import HOUSE_SETTINGS
from .numbers import CANASTA_REASONS, CanastaNumbers
from .tally import BLACK_THREES_CAPTURED, tally_fields


@dataclass(frozen=True)
class CanastaRules(CanastaNumbers):
    """One table of a canasta: Classic Canasta, Samba and the national canastas alike."""

    adjustment_reasons: ClassVar[tuple[Reason, ...]] = CANASTA_REASONS
    house_settings: ClassVar[tuple[Setting, ...] | None] = HOUSE_SETTINGS
    standing_type: ClassVar[type[Standing]] = CanastaStanding

    @kept
    def fields(self) -> tuple[TallyField, ...]:
        return tally_fields(self)

    def score(self, tally: Mapping[str, Any]) -> SideScore:
        return scoring.score_side(self, tally)

    def score_deal(self, tallies: Sequence[Mapping[str, Any]]) -> list[SideScore]:
        return scoring.score_deal(self, tallies)

    def check(self, tallies: Sequence[Mapping[str, Any]]) -> list[Problem]:
        return checks.check_deal(self, tallies)

    def check_entry(self, tallies: Sequence[Mapping[str, Any]]) -> list[Problem]:
        return checks.check_entry(self, tallies)

    def read_earlier(self, tally: Mapping[str, Any]) -> dict[str, Any]:
        """Before issue 14, Cuban's black threes captured were a tick: true meant every black three of
        the decks (migration 0004 converted the stored deals the same way), false none."""
        read = dict(tally)
        if isinstance(read.get(BLACK_THREES_CAPTURED), bool):
            read[BLACK_THREES_CAPTURED] = BLACK_THREES_PER_DECK * self.decks if read[BLACK_THREES_CAPTURED] else 0
        return read

    def requirement(self, total: int, number: int) -> Requirement:
        return scoring.requirement(self, total, number)

    def start(self, starting_totals: Sequence[int], paper: int = 0) -> CanastaStanding:
        return canasta_standing(super().start(starting_totals, paper))

    def advance(self, before: Standing, deal: Sequence[Tallied]) -> CanastaStanding:
        return ended_by(before, super().advance(before, deal), deal)

    def places(self, standing: Standing) -> tuple[int, ...] | None:
        return ending.places(self, standing)

    def over(self, totals: Sequence[int], played: int) -> bool:
        """The deal in which a side reaches the target ends the game; the higher total then wins. A
        tournament game ends with its last hand, whatever the totals."""
        if self.target is None:
            return played >= len(self.tournament_hands)
        return max(totals) >= self.target

    def headline(self, standing: Standing) -> str:
        return tournament.headline(self, standing.paper + standing.played)

    def goal(self) -> str:
        return tournament.goal(self)
