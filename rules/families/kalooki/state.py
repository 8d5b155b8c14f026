"""A Kalooki game as a fold over its deals: totals, chips, who is out, buy-ins, the end.

The usual game adds up and ends in the deal in which a total reaches the
target. In British Kalookie a player whose total passes the target is
knocked out; a knocked-out player may buy back in (a `bought_in` tick on
that player's tally of the next deal played), which sets the total to the
highest total still in the game before the deal is scored; the game ends
when one player is left in.
"""

from collections.abc import Sequence
from dataclasses import replace

from django.utils.translation import gettext as _

from rules.core.rules import Place
from rules.core.state import Cell, DealRow, Tallied, added, ranked
from rules.core.words import grouped, joined, signed

from .numbers import KalookiNumbers, KalookiStanding
from .scoring import chips_of
from .tally import BOUGHT_IN, BRITISH_SECTION


def _chips_line(chips: int) -> str:
    return _("Chips %(chips)s") % {"chips": signed(chips)}


def start(rules: KalookiNumbers, starting_totals: Sequence[int], paper: int) -> KalookiStanding:
    totals = tuple(starting_totals)
    sides = len(totals)
    out = tuple(rules.knock_out and total > rules.target for total in totals)
    over = out.count(False) <= 1 if rules.knock_out else rules.over(totals, paper)
    return KalookiStanding(
        played=0,
        totals=totals,
        ended_at=0 if over else None,
        final_totals=totals if over else None,
        paper=paper,
        out=out,
        buy_ins=(0,) * sides,
        chips=(0,) * sides,
    )


def _bought_in(rules: KalookiNumbers, before: KalookiStanding, deal: Sequence[Tallied]) -> list[bool]:
    """Which players buy back in before this deal is scored."""
    if before.ended_at is not None:
        return [False] * len(deal)
    return [
        bool(tallied.entries.get(BOUGHT_IN)) and before.out[side] and before.buy_ins[side] < rules.buy_ins
        for side, tallied in enumerate(deal)
    ]


def advance(rules: KalookiNumbers, before: KalookiStanding, deal: Sequence[Tallied]) -> KalookiStanding:
    played = before.played + 1
    playing = before.ended_at is None
    scores = [tallied.score for tallied in deal]
    chips = added(before.chips, chips_of(rules, [t.entries for t in deal])) if playing else before.chips
    if not rules.knock_out:
        totals = added(before.totals, scores)
        if playing and rules.over(totals, before.paper + played):
            return replace(before, played=played, totals=totals, ended_at=played, final_totals=totals, chips=chips)
        return replace(before, played=played, totals=totals, chips=chips)
    bought = _bought_in(rules, before, deal)
    highest = max((before.totals[side] for side in before.still_in), default=0)
    totals = added([highest if buys else total for total, buys in zip(before.totals, bought)], scores)
    out = [was_out and not buys for was_out, buys in zip(before.out, bought)]
    buy_ins = tuple(count + buys for count, buys in zip(before.buy_ins, bought))
    if not playing:  # chips stay as they were: a deal after the end wins or pays nothing
        return replace(before, played=played, totals=totals)
    out = [was_out or total > rules.target for was_out, total in zip(out, totals)]
    ended = out.count(False) <= 1
    return replace(
        before,
        played=played,
        totals=totals,
        ended_at=played if ended else None,
        final_totals=totals if ended else None,
        out=tuple(out),
        buy_ins=buy_ins,
        chips=chips,
    )


def row(rules: KalookiNumbers, before: KalookiStanding, deal: Sequence[Tallied], after: KalookiStanding) -> DealRow:
    number = before.played + 1
    notes = [""] * len(deal)
    if rules.knock_out:
        highest = max((before.totals[side] for side in before.still_in), default=0)
        for side, buys in enumerate(_bought_in(rules, before, deal)):
            bought = _("Bought in at %(total)s") % {"total": grouped(highest)} if buys else ""
            knocked = before.ended_at is None and after.out[side] and (not before.out[side] or buys)
            notes[side] = joined(bought, _("Knocked out") if knocked else "")
    if rules.chips:
        chips = chips_of(rules, [tallied.entries for tallied in deal])
        notes = [joined(note, _chips_line(won)) for note, won in zip(notes, chips, strict=True)]
    requirement = rules.requirement(0, number)
    cells = tuple(
        Cell(tallied.score, total, requirement, note)
        for tallied, total, note in zip(deal, after.totals, notes, strict=True)
    )
    return DealRow(number, cells, after_end=before.ended_at is not None)


def places(standing: KalookiStanding) -> tuple[int, ...] | None:
    """The lowest total first; in British Kalookie the players still in come before those knocked out
    (so the last player in wins), each group by the lowest total."""
    final = standing.final_totals
    if final is None:
        return None
    return ranked(list(zip(standing.out, final, strict=True)))  # no one is out in a game without knock-outs


def marks(rules: KalookiNumbers, standing: KalookiStanding) -> tuple[str, ...]:
    """At the end, who went bust: the players whose total reached the limit (which ended the game); in
    British Kalookie those knocked out."""
    final = standing.final_totals
    if final is None:
        return ()
    if rules.knock_out:
        return tuple(_("Knocked out") if out else "" for out in standing.out)
    return tuple(_("Bust") if total >= rules.target else "" for total in final)


def side_notes(rules: KalookiNumbers, standing: KalookiStanding) -> tuple[str, ...]:
    notes = [""] * len(standing.totals)
    if rules.knock_out:
        notes = [
            joined(_("Knocked out") if out else "", _("Bought in ×%(count)d") % {"count": bought} if bought else "")
            for out, bought in zip(standing.out, standing.buy_ins, strict=True)
        ]
    if rules.chips:
        notes = [joined(note, _chips_line(chips)) for note, chips in zip(notes, standing.chips, strict=True)]
    return tuple(notes) if rules.knock_out or rules.chips else ()


def goal(rules: KalookiNumbers) -> str:
    """British: not the lowest total but the last player still in wins."""
    if not rules.knock_out:
        return ""
    return _("out above %(target)s, the last player still in wins") % {"target": grouped(rules.target)}


def headline(rules: KalookiNumbers, standing: KalookiStanding) -> str:
    if not rules.knock_out or standing.final_totals is not None:
        return ""
    return _("%(in)d of %(players)d still in") % {"in": len(standing.still_in), "players": len(standing.out)}


def place(rules: KalookiNumbers, before: KalookiStanding | None, side: int) -> Place:
    """British: a player still in enters no buy-in; a knocked-out player enters nothing, unless the
    player may still buy back in, when the fields come with a note."""
    fields = rules.fields()
    if not rules.knock_out or before is None or before.ended_at is not None:
        return Place(fields)
    if not before.out[side]:
        return Place(tuple(field for field in fields if field.key != BOUGHT_IN))
    if before.buy_ins[side] < rules.buy_ins:
        note = _("Knocked out: tick “Bought in” if this player buys back in for this deal.")
        return Place(fields, note, BRITISH_SECTION)
    return Place((), _("Knocked out"), BRITISH_SECTION)
