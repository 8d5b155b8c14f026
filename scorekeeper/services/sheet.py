"""The read side: a game as the score sheet, the home page and the deal form show it."""

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from django.utils.translation import gettext as _

from rules.core import house
from rules.core.requirement import Requirement
from rules.core.rules import Rules
from rules.core.state import Cell, DealRow, GameState, Standing, Tallied

from ..models import Deal, Game, Side
from .rules import game_rules, preset_rules


def _tallied(entries: list[dict[str, Any]], scores: list[int]) -> list[Tallied]:
    return [Tallied(side, score) for side, score in zip(entries, scores, strict=True)]


def stored_deals(game: Game) -> list[list[Tallied]]:
    """What every side entered in every deal and its stored score, in deal and side order."""
    return [_tallied(*row) for row in game.deals.order_by("number").values_list("entries", "scores")]


def starting_totals(game: Game) -> list[int]:
    """Each side's total carried over from paper, in side order."""
    return list(game.sides.order_by("order").values_list("starting_total", flat=True))


SHOWN = 30  # the latest deals the score sheet shows; the earlier ones are on the deals pages
PAGE = 50  # deals on one of the deals pages


def standing_before(game: Game, rules: Rules, number: int) -> Standing:
    """Where the game stood before its deal `number`: stored on the deal before it
    (services/running.py), or worked out from the deals before it when an older Meld stored none."""
    if number <= 1:
        return rules.start(starting_totals(game), game.paper_deals)
    stored = Deal.objects.filter(game=game, number=number - 1).values_list("standing", flat=True).first()
    return _stored_standing(game, number, stored, rules)


def _stored_standing(game: Game, number: int, stored: Any, rules: Rules | None = None) -> Standing:
    """The standing before deal `number` as stored on the deal before it, else worked out."""
    rules = game_rules(game) if rules is None else rules
    if stored:
        try:
            return rules.standing_type.from_json(stored)
        except (TypeError, ValueError):
            pass
    return rules.standing(starting_totals(game), stored_deals(game)[: number - 1], game.paper_deals)


def page_of(number: int) -> int:
    """The deals page that shows deal `number`."""
    return max(1, (number - 1) // PAGE + 1)


def deals_played(game: Game) -> int:
    """How many deals the game has, from its stored standing (counted when an older Meld stored none)."""
    played = (game.standing or {}).get("played")
    return played if isinstance(played, int) else game.deals.count()


@dataclass(frozen=True)
class BoardSide:
    """One side in the big totals at the top of the sheet."""

    side: Side
    total: int
    note: str
    requirement: Requirement  # its next initial meld
    leading: bool  # the winner of a finished game, else a side with the best total


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
    deals: list[list[Tallied]]  # the deals it shows: all of them, or a window (see `before`)
    corrected: frozenset[int] = frozenset()  # the numbers of the deals corrected since they were entered
    before: Standing | None = None  # where the game stood before the first deal shown

    @property
    def first(self) -> int:
        """The number of the first deal shown (after `first - 1` deals it does not show)."""
        return 1 if self.before is None else self.before.played + 1

    @property
    def played(self) -> int:
        """How many deals the game has had up to the last one shown."""
        return self.first - 1 + len(self.deals)

    @property
    def earlier_page(self) -> int:
        """The deals page of the deal just before the first one shown."""
        return page_of(self.first - 1)

    @property
    def earlier(self) -> list[tuple[Side, int]]:
        """Each side's total after the deals before the first one shown."""
        return list(zip(self.sides, self.before.totals if self.before else (), strict=False))

    @cached_property
    def board(self) -> list[BoardSide]:
        state = self.state
        notes = state.side_notes or ("",) * len(self.sides)
        if state.finished:
            leading = [side == state.winner for side in range(len(self.sides))]
        else:
            best = (min if state.lowest_wins else max)(state.totals)
            leading = [total == best for total in state.totals]
        return [
            BoardSide(*parts)
            for parts in zip(self.sides, state.totals, notes, state.next_requirements, leading, strict=True)
        ]

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


def _sheet(
    game: Game,
    sides: list[Side],
    deals: list[list[Tallied]],
    corrected: frozenset[int] = frozenset(),
    before: Standing | None = None,
) -> Sheet:
    preset, rules = preset_rules(game), game_rules(game)
    if before is None:
        state = rules.state([side.starting_total for side in sides], deals, game.paper_deals)
    else:
        state = rules.state_from(before, deals)
    return Sheet(game, sides, preset, rules, state, deals, corrected, before)


def load_sheet(game: Game, sides: list[Side] | None = None, first: int = 1, count: int | None = None) -> Sheet:
    """The game as the sheet shows it, with the deals that were corrected (read in the same query).

    With `first` and `count`, only those deals (a page, or the latest ones): the
    sheet starts from the standing stored before them, and reads no other deal.
    """
    sides = list(game.sides.all()) if sides is None else sides
    deals = game.deals.filter(number__gte=first - 1)  # the deal before the first holds the standing before it
    if count is not None:
        deals = deals.filter(number__lt=first + count)
    rows = list(deals.order_by("number").values_list("entries", "scores", "number", "version", "standing"))
    before = None
    if first > 1:
        stored = rows.pop(0)[4] if rows and rows[0][2] == first - 1 else None
        before = _stored_standing(game, first, stored)
    corrected = frozenset(row[2] for row in rows if row[3] > 1)
    return _sheet(game, sides, [_tallied(row[0], row[1]) for row in rows], corrected, before)


def latest_sheet(game: Game, sides: list[Side] | None = None, shown: int = SHOWN) -> Sheet:
    """The score sheet: the game's totals and its latest `shown` deals, whatever its length."""
    return load_sheet(game, sides, first=max(1, deals_played(game) - shown + 1))


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
