"""A game as the rules see it: what was entered, where it stands, and what the score sheet shows.

A game is a fold over its deals: `Rules.start` gives the standing before the
first deal, `Rules.advance` the standing after each one. A standing holds all
that the next deal's checks and scores need, so the score pad stores it with
the game and never replays every deal to save one more.
"""

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, fields
from typing import Any, Self

from .requirement import Requirement


@dataclass(frozen=True)
class Tallied:
    """A stored tally: what the side entered, and the score the engine gave it."""

    entries: Mapping[str, Any]
    score: int


@dataclass(frozen=True)
class Standing:
    """Where a game stands between two deals. A family that needs more (who is out,
    chips) subclasses it; every field is a number, a flag, None or a tuple of them,
    so it is stored as JSON."""

    played: int  # deals entered so far
    totals: tuple[int, ...]
    ended_at: int | None = None  # the deal that ended the game (0: it began over)
    final_totals: tuple[int, ...] | None = None
    paper: int = 0  # deals played on paper before the first one entered (a game continued from paper)

    @property
    def finished(self) -> bool:
        return self.ended_at is not None

    @property
    def sitting_out(self) -> tuple[bool, ...]:
        """Who sits out the next deal, by side (neither plays nor deals): nobody, unless the
        family knocks players out."""
        return ()

    @property
    def anyone_sat_out(self) -> bool:
        """Whether anyone has sat out a deal so far: the deal then passed them by."""
        return False

    @property
    def following(self) -> int:
        """The number of the next deal in the whole game, the deals played on paper counted."""
        return self.paper + self.played + 1

    def to_json(self) -> dict[str, Any]:
        found = {}
        for field in fields(self):
            value = getattr(self, field.name)
            found[field.name] = list(value) if isinstance(value, tuple) else value
        return found

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Self:
        """A standing stored by `to_json`; TypeError when it is not one of this kind."""
        values: dict[str, Any] = {
            key: tuple(value) if isinstance(value, list) else value for key, value in data.items()
        }
        return cls(**values)


@dataclass(frozen=True)
class Cell:
    """One side in one row of the score sheet."""

    score: int
    total: int  # the running total after the deal
    requirement: Requirement | None  # the side's initial meld requirement in the deal; None: the game has none
    detail: str = ""  # a short line under the score, if the game has one ("2 clean · 1 dirty")


@dataclass(frozen=True)
class DealRow:
    """One row of the score sheet."""

    number: int
    cells: tuple[Cell, ...]
    after_end: bool  # played after the game had already ended

    @property
    def scores(self) -> tuple[int, ...]:
        return tuple(cell.score for cell in self.cells)

    @property
    def totals(self) -> tuple[int, ...]:
        return tuple(cell.total for cell in self.cells)

    @property
    def requirements(self) -> tuple[Requirement | None, ...]:
        return tuple(cell.requirement for cell in self.cells)

    @property
    def details(self) -> tuple[str, ...]:
        return tuple(cell.detail for cell in self.cells)


@dataclass(frozen=True)
class GameState:
    rows: tuple[DealRow, ...]
    totals: tuple[int, ...]
    next_requirements: tuple[Requirement | None, ...]
    ended_at: int | None  # the deal that ended the game (0: it began over the target)
    final_totals: tuple[int, ...] | None
    winner: int | None  # the index of the winning side; None while playing or on a draw
    places: tuple[int, ...] | None = None  # each side's place at the end (1 first, shared on a tie); None while playing
    marks: tuple[str, ...] = ()  # a word beside a side's place at the end ("bust"), by side
    lowest_wins: bool = False
    headline: str = ""  # what the sheet says about the game as a whole ("Deal 2 of 4")
    side_notes: tuple[str, ...] = ()  # a short line per side under its total ("Out")
    goal: str = ""  # how the game is won, when the target alone does not say it

    @property
    def finished(self) -> bool:
        return self.ended_at is not None

    @property
    def draw(self) -> bool:
        return self.finished and self.winner is None


def ranked(keys: Sequence[Any]) -> tuple[int, ...]:
    """Each side's place, 1 first, from keys where smaller is better; sides with equal keys share a place."""
    return tuple(1 + sum(other < key for other in keys) for key in keys)


def added(totals: Sequence[int], scores: Sequence[int]) -> tuple[int, ...]:
    return tuple(total + score for total, score in zip(totals, scores, strict=True))
