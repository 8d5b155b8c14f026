"""The read side: a game as the score sheet, the home page and the deal form show it."""

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from django.utils.translation import gettext as _

from rules.core import house
from rules.core.requirement import Requirement
from rules.core.rules import Rules
from rules.core.state import Cell, DealRow, GameState, Tallied

from ..models import Deal, Game, Side
from .chart import Chart, build_chart
from .rules import game_rules, preset_rules


def _tallied(entries: list[dict[str, Any]], scores: list[int]) -> list[Tallied]:
    return [Tallied(side, score) for side, score in zip(entries, scores, strict=True)]


def stored_deals(game: Game) -> list[list[Tallied]]:
    """What every side entered in every deal and its stored score, in deal and side order."""
    return [_tallied(*row) for row in game.deals.order_by("number").values_list("entries", "scores")]


def starting_totals(game: Game) -> list[int]:
    """Each side's total carried over from paper, in side order."""
    return list(game.sides.order_by("order").values_list("starting_total", flat=True))


@dataclass(frozen=True)
class BoardSide:
    """One side in the big totals at the top of the sheet."""

    side: Side
    total: int
    note: str
    requirement: Requirement  # its next initial meld
    leading: bool  # the winner of a finished game, else a side with the best total
    to_go: int | None = None  # points still needed to reach the target (lowest wins: left before the limit)


@dataclass(frozen=True)
class Row:
    """A row of the score sheet: the engine's row, with each cell beside its side."""

    deal: DealRow
    cells: list[tuple[Side, Cell]]
    final: bool  # the deal that ended the game
    corrected: bool = False  # corrected since it was entered: its history is under it, on its correction page

    @property
    def number(self) -> int:
        return self.deal.number


@dataclass(frozen=True)
class Sheet:
    """A game as the score sheet shows it."""

    game: Game
    sides: list[Side]
    preset: Rules
    rules: Rules
    state: GameState
    deals: list[list[Tallied]]
    corrected: frozenset[int] = frozenset()  # the numbers of the deals corrected since they were entered

    @cached_property
    def board(self) -> list[BoardSide]:
        state = self.state
        notes = state.side_notes or ("",) * len(self.sides)
        if state.finished:
            leading = [side == state.winner for side in range(len(self.sides))]
        else:
            best = (min if state.lowest_wins else max)(state.totals)
            leading = [total == best for total in state.totals]
        target = self.rules.target
        to_go = [None if state.finished or not target else max(target - total, 0) for total in state.totals]
        return [
            BoardSide(*parts)
            for parts in zip(self.sides, state.totals, notes, state.next_requirements, leading, to_go, strict=True)
        ]

    @cached_property
    def chart(self) -> Chart | None:
        """The running totals of every side, from the start (paper totals included), as a chart."""
        totals = [[side.starting_total] for side in self.sides]
        for row in self.state.rows:
            for side, cell in zip(totals, row.cells, strict=True):
                side.append(cell.total)
        return build_chart([side.name for side in self.sides], totals, self.rules.target)

    @cached_property
    def rows(self) -> list[Row]:
        return [
            Row(
                row,
                list(zip(self.sides, row.cells, strict=True)),
                row.number == self.state.ended_at,
                row.number in self.corrected,
            )
            for row in self.state.rows
        ]

    @property
    def winner(self) -> Side | None:
        return None if self.state.winner is None else self.sides[self.state.winner]

    @property
    def final_score(self) -> list[tuple[Side, int]]:
        return list(zip(self.sides, self.state.final_totals or (), strict=False))

    @property
    def carried(self) -> bool:
        """Whether the game was begun on paper (a side started with a total)."""
        return any(side.starting_total for side in self.sides)

    @property
    def deals_after_end(self) -> bool:
        ended = self.state.ended_at
        return bool(ended) and ended is not None and ended < len(self.state.rows)

    def switches(self) -> list[str]:
        """The labels of the optional rules this game has turned on."""
        return [str(option.label) for option in self.rules.options() if getattr(self.rules, option.key)]

    @property
    def house_rules(self) -> list[str]:
        """One short line per number the game's house rules change (switches are listed apart)."""
        switches = {option.key for option in self.preset.options()}
        return house.differences(self.preset, self.rules, skip=switches)


def _sheet(game: Game, sides: list[Side], deals: list[list[Tallied]], corrected: frozenset[int] = frozenset()) -> Sheet:
    preset, rules = preset_rules(game), game_rules(game)
    state = rules.state([side.starting_total for side in sides], deals, game.paper_deals)
    return Sheet(game, sides, preset, rules, state, deals, corrected)


def load_sheet(game: Game, sides: list[Side] | None = None) -> Sheet:
    """The game as the sheet shows it, with the deals that were corrected (read in the same query)."""
    sides = list(game.sides.all()) if sides is None else sides
    rows = list(game.deals.order_by("number").values_list("entries", "scores", "number", "version"))
    corrected = frozenset(number for _entries, _scores, number, version in rows if version > 1)
    return _sheet(game, sides, [_tallied(entries, scores) for entries, scores, _n, _v in rows], corrected)


def recent_sheets(slugs: Sequence[str]) -> list[Sheet]:
    """The sheets of these games (the home page), latest change first, in three queries whatever their length."""
    games = list(Game.objects.filter(slug__in=slugs).order_by("-updated"))
    sides: dict[int, list[Side]] = {}
    for side in Side.objects.filter(game__in=games).order_by("game_id", "order"):
        sides.setdefault(side.game_id, []).append(side)
    deals: dict[int, list[list[Tallied]]] = {}
    rows = Deal.objects.filter(game__in=games).order_by("game_id", "number").values_list("game_id", "entries", "scores")
    for game_id, entries, scores in rows:
        deals.setdefault(game_id, []).append(_tallied(entries, scores))
    return [_sheet(game, sides[game.pk], deals.get(game.pk, [])) for game in games if game.pk in sides]


def game_over_reason(rules: Rules) -> str:
    """Why no deal can be added to a finished game: a target can be raised, a number of deals cannot."""
    if rules.target is None:
        return _("The game is over: every deal of it has been played.")
    return _("The game is over. To play on, raise the target in the game details.")
