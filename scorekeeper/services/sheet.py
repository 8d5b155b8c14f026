"""The read side: a game as the score sheet, the home page and the deal form show it."""

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from django.utils.translation import gettext as _

from rules.catalog import words_of
from rules.core import house
from rules.core.family import Words
from rules.core.requirement import Requirement
from rules.core.rules import Rules
from rules.core.state import Cell, DealRow, GameState, Standing, Tallied

from ..models import Deal, Game, Side
from .chart import Chart, build_chart
from .dealer import dealer_name
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


def _stored_standing(game: Game, number: int, stored: Any, rules: Rules) -> Standing:
    """The standing before deal `number` as stored on the deal before it, else worked out."""
    if stored:
        try:
            return rules.standing_type.from_json(stored)
        except (TypeError, ValueError):
            pass
    return rules.standing(starting_totals(game), stored_deals(game)[: number - 1], game.paper_deals)


def sitting_out_before(game: Game, rules: Rules, number: int, before: Standing) -> list[tuple[bool, ...]]:
    """Who sat out each deal from the first to deal `number` (`before`: the standing before it), for
    the rotation of the deal (services/dealer.py); nothing read when no one ever sat out."""
    if not before.anyone_sat_out:
        return []
    stored = Deal.objects.filter(game=game, number__lt=number).order_by("number").values_list("standing", flat=True)
    earlier = [_stored_standing(game, deal + 2, standing, rules) for deal, standing in enumerate(stored)]
    return [standing.sitting_out for standing in [rules.start(starting_totals(game), game.paper_deals), *earlier]]


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
    requirement: Requirement | None  # its next initial meld; None in a game without one
    leading: bool  # the winner of a finished game, else a side with the best total
    to_go: int | None = None  # points still needed to reach the target (lowest wins: left before the limit)


@dataclass(frozen=True)
class Placing:
    """A side's place at the end of a game: the rules engine's (`Rules.places`), with its final total and
    the family's word for it, if any ("bust")."""

    place: int
    side: Side
    total: int
    mark: str = ""


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
class Window:
    """The deals a sheet shows, read together: their tallies, the corrected ones, and where the
    game stood before the first (None: from the start)."""

    deals: list[list[Tallied]]
    corrected: frozenset[int]
    before: Standing | None


@dataclass(frozen=True)
class Sheet:
    """A game as the score sheet shows it: the deals numbered from `first` on (`count` of them, or
    to the end), read only when a page shows them; the totals at the top come from the game's
    stored standing, so they cost nothing whatever the game's length."""

    game: Game
    sides: list[Side]
    preset: Rules
    rules: Rules
    first: int = 1
    count: int | None = None
    window: Window | None = None  # the deals already read (the home page reads its games' together)

    @cached_property
    def shown(self) -> Window:
        return self.window or _read_window(self.game, self.rules, self.first, self.count)

    @property
    def deals(self) -> list[list[Tallied]]:
        return self.shown.deals

    @property
    def corrected(self) -> frozenset[int]:
        """The numbers of the deals shown that were corrected since they were entered."""
        return self.shown.corrected

    @property
    def before(self) -> Standing | None:
        """Where the game stood before the first deal shown."""
        return self.shown.before

    @cached_property
    def state(self) -> GameState:
        """The rows of the deals shown, and where the game stands after them."""
        if self.before is None:
            return self.rules.state([side.starting_total for side in self.sides], self.deals, self.game.paper_deals)
        return self.rules.state_from(self.before, self.deals)

    @cached_property
    def standing(self) -> Standing | None:
        """The game's stored standing, when the sheet goes to its end and one is stored."""
        if self.count is not None or not self.game.standing:
            return None
        try:
            return self.rules.standing_type.from_json(self.game.standing)
        except (TypeError, ValueError):
            return None

    @cached_property
    def summary(self) -> GameState:
        """Where the game stands (totals, melds, end, winner), without its rows: from the stored
        standing, so that reading it reads no deal."""
        return self.state if self.standing is None else self.rules.conclude(self.standing, ())

    @property
    def played(self) -> int:
        """How many deals the game has had up to the last one shown."""
        if self.standing is not None:
            return self.standing.played
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
        state = self.summary
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
        """The running totals of every side over the deals shown, from the totals before them (paper
        totals included), as a chart."""
        before = self.before.totals if self.before else [side.starting_total for side in self.sides]
        totals = [[total] for total in before]
        for row in self.state.rows:
            for side, cell in zip(totals, row.cells, strict=True):
                side.append(cell.total)
        return build_chart([side.name for side in self.sides], totals, self.rules.target, self.first)

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
    def words(self) -> Words:
        """What the game's family calls a deal and its initial meld."""
        return words_of(self.rules)

    @property
    def shared_requirement(self) -> Requirement | None:
        """The next initial meld when more than two sides have the same one (Kalooki's always is): said once."""
        found = set(self.summary.next_requirements)
        return found.pop() if len(found) == 1 and len(self.sides) > 2 else None

    @property
    def next_dealer(self) -> str:
        """Who deals the next deal."""
        number = self.played + 1
        before = self.standing or standing_before(self.game, self.rules, number)
        out = sitting_out_before(self.game, self.rules, number, before)
        return dealer_name(self.rules.seating, self.sides, self.game.first_dealer, number, out)

    @property
    def winner(self) -> Side | None:
        return None if self.summary.winner is None else self.sides[self.summary.winner]

    @property
    def final_score(self) -> list[tuple[Side, int]]:
        return list(zip(self.sides, self.summary.final_totals or (), strict=False))

    @property
    def placings(self) -> list[Placing]:
        """The sides of a finished game by place (sides that share one in their order at the table)."""
        state = self.summary
        if state.places is None or state.final_totals is None:
            return []
        marks = state.marks or ("",) * len(self.sides)
        found = zip(state.places, self.sides, state.final_totals, marks, strict=True)
        return sorted((Placing(*parts) for parts in found), key=lambda placing: (placing.place, placing.side.order))

    @property
    def on_paper(self) -> bool:
        """Whether the game was played to its end on paper (a result recorded from its final totals): it
        ended before any deal entered here."""
        return self.summary.ended_at == 0 and self.played == 0

    @property
    def carried(self) -> bool:
        """Whether the game was begun on paper (a side started with a total)."""
        return any(side.starting_total for side in self.sides)

    @property
    def deals_after_end(self) -> bool:
        ended = self.summary.ended_at
        return bool(ended) and ended is not None and ended < self.played

    def switches(self) -> list[str]:
        """The labels of the optional rules this game has turned on."""
        return [str(option.label) for option in self.rules.options() if getattr(self.rules, option.key)]

    @property
    def house_rules(self) -> list[str]:
        """One short line per number the game's house rules change (switches are listed apart)."""
        switches = {option.key for option in self.preset.options()}
        return house.differences(self.preset, self.rules, skip=switches)


def _read_window(game: Game, rules: Rules, first: int, count: int | None) -> Window:
    """The deals numbered from `first` (`count` of them, or to the end), in one query with the
    standing stored on the deal before them."""
    deals = game.deals.filter(number__gte=first - 1)  # the deal before the first holds the standing before it
    if count is not None:
        deals = deals.filter(number__lt=first + count)
    rows = list(deals.order_by("number").values_list("entries", "scores", "number", "version", "standing"))
    before = None
    if first > 1:
        stored = rows.pop(0)[4] if rows and rows[0][2] == first - 1 else None
        before = _stored_standing(game, first, stored, rules)
    corrected = frozenset(row[2] for row in rows if row[3] > 1)
    return Window([_tallied(row[0], row[1]) for row in rows], corrected, before)


def load_sheet(game: Game, sides: list[Side] | None = None, first: int = 1, count: int | None = None) -> Sheet:
    """The game as the sheet shows it: every deal, or those numbered from `first` on (`count` of
    them: a page), read when shown, from the standing stored before them."""
    sides = list(game.sides.all()) if sides is None else sides
    return Sheet(game, sides, preset_rules(game), game_rules(game), first, count)


def latest_sheet(game: Game, sides: list[Side] | None = None, shown: int = SHOWN) -> Sheet:
    """The score sheet: the game's totals and its latest `shown` deals, whatever its length."""
    return load_sheet(game, sides, first=max(1, deals_played(game) - shown + 1))


def recent_sheets(slugs: Sequence[str]) -> list[Sheet]:
    """The sheets of these games (the home page: totals and counts, from the stored standings), in
    the order of `slugs` (this browser's, the game it opened last first), in two queries whatever
    their length."""
    place = {slug: index for index, slug in enumerate(slugs)}
    games = sorted(Game.objects.filter(slug__in=slugs), key=lambda game: place[game.slug])
    sides: dict[int, list[Side]] = {}
    for side in Side.objects.filter(game__in=games).order_by("game_id", "order"):
        sides.setdefault(side.game_id, []).append(side)
    return [load_sheet(game, sides[game.pk]) for game in games if game.pk in sides]


def game_over_reason(rules: Rules) -> str:
    """Why no deal can be added to a finished game: a target can be raised, a number of deals cannot."""
    if rules.target is None:
        return _("The game is over: every deal of it has been played.")
    return _("The game is over. To play on, raise the target in the game details.")
