"""What the engine says about a deal: each side's score, line by line, and the problems it found."""

from dataclasses import dataclass

from .words import Text


@dataclass(frozen=True)
class Line:
    """One line of a side's score for a deal, as the breakdown shows it."""

    key: str
    label: Text
    points: int
    count: int | None = None


@dataclass(frozen=True)
class SideScore:
    lines: tuple[Line, ...]

    @property
    def total(self) -> int:
        return sum(line.points for line in self.lines)


@dataclass(frozen=True)
class Problem:
    """Something wrong with a deal: on one side's field, one side, or the whole deal."""

    message: str
    side: int | None = None
    field: str | None = None
