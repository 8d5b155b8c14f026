"""The state of a whole Kalooki game: totals, chips, who is out, buy-ins, the end.

The usual game adds up (`running_state`) and ends in the deal in which a total
reaches the target. British Kalookie walks the deals itself: a player whose
total passes the target is knocked out; a knocked-out player may buy back in
(a `bought_in` tick on that player's tally of the next deal played), which
sets the total to the highest total still in the game before the deal is
scored; the game ends when one player is left in.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from django.utils.formats import number_format
from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from .game import DealRow, GameState, Problem, Tallied, complete, leader, running_state
from .kalooki import BOUGHT_IN

if TYPE_CHECKING:
    from .kalooki import KalookiRules


def _signed(value: int) -> str:
    return f"+{value}" if value > 0 else f"−{-value}" if value < 0 else "0"


def _chips_line(chips: int) -> str:
    return _("Chips %(chips)s") % {"chips": _signed(chips)}


def _join(*parts: str) -> str:
    return " · ".join(part for part in parts if part)


@dataclass
class Standing:
    """Where a British game stands after some deals."""

    totals: list[int]
    out: list[bool]
    buy_ins: list[int]
    ended_at: int | None = None
    final_totals: tuple[int, ...] | None = None
    rows: list[DealRow] = field(default_factory=list)

    @property
    def still_in(self) -> list[int]:
        return [side for side, out in enumerate(self.out) if not out]


def _walk(rules: KalookiRules, starting_totals: Sequence[int], deals: Sequence[Sequence[Tallied]]) -> Standing:
    sides = len(starting_totals)
    standing = Standing(list(starting_totals), [total > rules.target for total in starting_totals], [0] * sides)
    if len(standing.still_in) <= 1:
        standing.ended_at, standing.final_totals = 0, tuple(standing.totals)
    for number, deal in enumerate(deals, start=1):
        notes = [""] * sides
        playing = standing.ended_at is None
        if playing:
            highest = max(standing.totals[side] for side in standing.still_in)
            for side, tallied in enumerate(deal):
                if tallied.entries.get(BOUGHT_IN) and standing.out[side] and standing.buy_ins[side] < rules.buy_ins:
                    standing.totals[side], standing.out[side] = highest, False
                    standing.buy_ins[side] += 1
                    notes[side] = _("Bought in at %(total)s") % {"total": number_format(highest, force_grouping=True)}
        scores = tuple(tallied.score for tallied in deal)
        standing.totals = [total + score for total, score in zip(standing.totals, scores, strict=True)]
        if playing:
            for side in standing.still_in:
                if standing.totals[side] > rules.target:
                    standing.out[side] = True
                    notes[side] = _join(notes[side], _("Knocked out"))
            if len(standing.still_in) <= 1:
                standing.ended_at, standing.final_totals = number, tuple(standing.totals)
        requirements = (rules.requirement(),) * sides
        standing.rows.append(DealRow(number, scores, tuple(standing.totals), requirements, not playing, tuple(notes)))
    return standing


def _with_chips(rules: KalookiRules, state: GameState, deals: Sequence[Sequence[Tallied]]) -> GameState:
    """The chips each player won or paid in each deal, and each balance, on the sheet."""
    if not rules.chips:
        return state
    sides = len(state.totals)
    balance = [0] * sides
    rows = []
    for row, deal in zip(state.rows, deals, strict=True):
        chips = rules.chips_of([tallied.entries for tallied in deal])
        if not row.after_end:
            balance = [have + won for have, won in zip(balance, chips)]
        details = row.details or ("",) * sides
        rows.append(replace(row, details=tuple(_join(d, _chips_line(c)) for d, c in zip(details, chips))))
    notes = state.side_notes or ("",) * sides
    side_notes = tuple(_join(note, _chips_line(chips)) for note, chips in zip(notes, balance))
    return replace(state, rows=tuple(rows), side_notes=side_notes)


def game_state(rules: KalookiRules, starting_totals: Sequence[int], deals: Sequence[Sequence[Tallied]]) -> GameState:
    if not rules.knock_out:
        state = running_state(
            starting_totals,
            [[tallied.score for tallied in deal] for deal in deals],
            requirement=lambda total, number: rules.requirement(),
            over=lambda totals, played: max(totals) >= rules.target,
            lowest_wins=True,
        )
        return _with_chips(rules, state, deals)
    standing = _walk(rules, starting_totals, deals)
    final = standing.final_totals
    if final is None:
        winner = None
    elif len(standing.still_in) == 1:
        winner = standing.still_in[0]
    else:  # no one left in (only from a file): the lowest total
        winner = leader(final, lowest_wins=True)
    side_notes = tuple(
        _join(
            _("Knocked out") if out else "",
            _("Bought in ×%(count)d") % {"count": bought} if bought else "",
        )
        for out, bought in zip(standing.out, standing.buy_ins)
    )
    headline = ""
    if final is None:
        headline = _("%(in)d of %(players)d still in") % {"in": len(standing.still_in), "players": len(standing.out)}
    state = GameState(
        rows=tuple(standing.rows),
        totals=tuple(standing.totals),
        next_requirements=(rules.requirement(),) * len(standing.totals),
        ended_at=standing.ended_at,
        final_totals=final,
        winner=winner,
        lowest_wins=True,
        headline=headline,
        side_notes=side_notes,
    )
    return _with_chips(rules, state, deals)


def check_buy_ins(
    rules: KalookiRules,
    starting_totals: Sequence[int],
    earlier: Sequence[Sequence[Tallied]],
    tallies: Sequence[Mapping],
) -> list[Problem]:
    """Who may buy back in, and that a player who is out enters nothing else."""
    if not rules.knock_out:
        return []
    standing = _walk(rules, starting_totals, earlier)
    if standing.ended_at is not None:
        return []  # a deal after the end, kept from a game file: it does not count
    problems = []
    empty = complete(rules, {})
    for side, tally in enumerate(tallies):
        out, bought = standing.out[side], standing.buy_ins[side]
        if tally.get(BOUGHT_IN) and not out:
            problems.append(Problem(_("Only a player who is out can buy back in."), side, BOUGHT_IN))
        elif tally.get(BOUGHT_IN) and bought >= rules.buy_ins:
            message = ngettext(
                "A player may buy back in only %(count)d time.",
                "A player may buy back in only %(count)d times.",
                rules.buy_ins,
            ) % {"count": rules.buy_ins}
            problems.append(Problem(message, side, BOUGHT_IN))
        elif out and not tally.get(BOUGHT_IN):
            entered = [key for key, value in tally.items() if value != empty[key]]
            if entered:
                message = _("This player is out: enter nothing, or tick “Bought in”.")
                problems.append(Problem(message, side, entered[0]))
    return problems
