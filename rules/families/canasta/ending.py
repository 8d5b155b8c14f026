"""How a canasta ends: who went out in the deal that ended the game, and who wins.

Every preset gives the game to the higher total. Seed 002 has another rule: "If
more than one player/team has finished with over 5000 points, then the team that
'came out' first wins" (the side that went out in the deal that ended the game),
a house rule of every canasta (`went_out_wins`).
"""

from collections.abc import Sequence
from dataclasses import asdict, dataclass

from rules.core.state import Standing, Tallied, ranked
from rules.core.tally import WENT_OUT

from .numbers import CanastaNumbers


@dataclass(frozen=True)
class CanastaStanding(Standing):
    """Where a canasta stands: also the side that went out in the deal that ended the game (None: none did,
    or the game goes on)."""

    went_out: int | None = None


def canasta_standing(standing: Standing) -> CanastaStanding:
    """A standing as a canasta keeps it (one stored before `went_out` was kept has none)."""
    if isinstance(standing, CanastaStanding):
        return standing
    return CanastaStanding(**asdict(standing))


def ended_by(before: Standing, after: Standing, deal: Sequence[Tallied]) -> CanastaStanding:
    """The standing after a deal, with the side that went out in it when it ended the game."""
    standing = canasta_standing(after)
    if before.ended_at is not None or after.ended_at != after.played:
        return CanastaStanding(**{**asdict(standing), "went_out": canasta_standing(before).went_out})
    out = next((side for side, tallied in enumerate(deal) if tallied.entries.get(WENT_OUT)), None)
    return CanastaStanding(**{**asdict(standing), "went_out": out})


def places(rules: CanastaNumbers, standing: Standing) -> tuple[int, ...] | None:
    """Each side's place by its final total; under `went_out_wins`, when more than one side reached the
    target, the side among them that went out in the last deal comes first and the rest follow by total. A
    tournament game has no target: its places are by total."""
    final = standing.final_totals
    if final is None:
        return None
    by_total = ranked([-total for total in final])
    out = canasta_standing(standing).went_out
    target = rules.target
    over = [side for side, total in enumerate(final) if target is not None and total >= target]
    if not rules.went_out_wins or out is None or len(over) < 2 or out not in over:
        return by_total
    others = ranked([-total for side, total in enumerate(final) if side != out])
    rest = iter(place + 1 for place in others)
    return tuple(1 if side == out else next(rest) for side in range(len(final)))
