"""Pure scoring: one side's deal, the initial-meld requirement, a whole game."""

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from django.utils.translation import gettext_lazy as _

from .tally import CONCEALED, HAND_POINTS, MELDED_POINTS, RED_THREES, WENT_OUT
from .variants import CanastaRules


@dataclass(frozen=True)
class Line:
    """One line of a side's score for a deal, as the breakdown shows it."""

    key: str
    label: str
    points: int
    count: int | None = None


@dataclass(frozen=True)
class SideScore:
    lines: tuple[Line, ...]

    @property
    def total(self) -> int:
        return sum(line.points for line in self.lines)


def has_melded(rules: CanastaRules, tally: Mapping) -> bool:
    """Whether the side put anything on the table this deal."""
    return tally[MELDED_POINTS] > 0 or any(tally[kind.key] for kind in rules.canastas)


def red_three_points(rules: CanastaRules, tally: Mapping) -> int:
    """Red threes count for a side that melded and against a side that did not."""
    points = rules.red_three_scores[tally[RED_THREES]]
    return points if has_melded(rules, tally) else -points


def score_side(rules: CanastaRules, tally: Mapping) -> SideScore:
    """The score of one side for one deal, from a complete, checked tally."""
    lines = [
        Line(kind.key, kind.label, tally[kind.key] * kind.bonus, tally[kind.key])
        for kind in rules.canastas
        if tally[kind.key]
    ]
    if tally[RED_THREES]:
        lines.append(Line(RED_THREES, _("Red threes"), red_three_points(rules, tally), tally[RED_THREES]))
    if tally[WENT_OUT]:
        lines.append(Line(WENT_OUT, _("Going out"), rules.going_out_bonus))
        if tally.get(CONCEALED):
            lines.append(Line(CONCEALED, _("Concealed hand"), rules.concealed_bonus))
    if tally[MELDED_POINTS]:
        lines.append(Line(MELDED_POINTS, _("Melded cards"), tally[MELDED_POINTS]))
    if tally[HAND_POINTS]:
        lines.append(Line(HAND_POINTS, _("Cards in hand"), -tally[HAND_POINTS]))
    return SideScore(tuple(lines))


def meld_requirement(rules: CanastaRules, total: int) -> int:
    """The points a side's first meld of a deal needs, from its total before the deal."""
    points = rules.meld_table[0].points
    for step in rules.meld_table[1:]:
        if total < step.from_total:
            break
        points = step.points
    return points


@dataclass(frozen=True)
class DealRow:
    """One row of the score sheet."""

    number: int
    scores: tuple[int, ...]
    totals: tuple[int, ...]  # running totals after the deal
    requirements: tuple[int, ...]  # each side's initial meld requirement in the deal
    after_end: bool  # played after the game had already ended


@dataclass(frozen=True)
class GameState:
    rows: tuple[DealRow, ...]
    totals: tuple[int, ...]
    next_requirements: tuple[int, ...]
    ended_at: int | None  # the deal that ended the game (0: it began over the target)
    final_totals: tuple[int, ...] | None
    winner: int | None  # the index of the winning side; None while playing or on a draw

    @property
    def finished(self) -> bool:
        return self.ended_at is not None

    @property
    def draw(self) -> bool:
        return self.finished and self.winner is None


def _leader(totals: Sequence[int]) -> int | None:
    best = max(totals)
    return totals.index(best) if list(totals).count(best) == 1 else None


def game_state(rules: CanastaRules, starting_totals: Sequence[int], deal_scores: Sequence[Sequence[int]]) -> GameState:
    """Totals, requirements and the end of a game from the scores of its deals.

    The deal in which a side reaches the target ends the game; the higher total
    then wins. Deals entered after that are kept and flagged, not dropped.
    """
    totals = tuple(starting_totals)
    ended_at = 0 if max(totals) >= rules.target else None
    final_totals = totals if ended_at is not None else None
    rows = []
    for number, scores in enumerate(deal_scores, start=1):
        requirements = tuple(meld_requirement(rules, total) for total in totals)
        totals = tuple(total + score for total, score in zip(totals, scores, strict=True))
        rows.append(DealRow(number, tuple(scores), totals, requirements, after_end=ended_at is not None))
        if ended_at is None and max(totals) >= rules.target:
            ended_at, final_totals = number, totals
    return GameState(
        rows=tuple(rows),
        totals=totals,
        next_requirements=tuple(meld_requirement(rules, total) for total in totals),
        ended_at=ended_at,
        final_totals=final_totals,
        winner=_leader(final_totals) if final_totals is not None else None,
    )
