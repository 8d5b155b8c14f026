"""What the shared tests need of Kalooki (tests/families.py)."""

from collections.abc import Sequence

from rules.families.kalooki.numbers import KalookiNumbers
from tests.families import best_total, by_target

__all__ = ["a_deal", "ended_at", "initial_meld", "winner"]


def initial_meld(rules: KalookiNumbers, total: int, number: int) -> int:
    """The same first meld for every player in every deal."""
    return rules.initial_meld


def ended_at(rules: KalookiNumbers, paper: int, totals: Sequence[Sequence[int]]) -> int | None:
    """British: when one player or none is still in (no buy-ins drawn: out stays out); else at the target."""
    if not rules.knock_out:
        return by_target(rules, paper, totals)
    return next((played for played, after in enumerate(totals) if sum(t <= rules.target for t in after) <= 1), None)


def winner(rules: KalookiNumbers, final: Sequence[int]) -> int | None:
    """British: the last player still in; everyone out in the same deal, the lowest total. Else the lowest."""
    if rules.knock_out:
        still_in = [side for side, total in enumerate(final) if total <= rules.target]
        if len(still_in) == 1:
            return still_in[0]
    return best_total(rules, final)


def a_deal(rules: KalookiNumbers) -> list[dict]:
    """The first player goes out; every other holds 20 points of cards."""
    return [{"went_out": True}, *[{"penalty_points": 20} for _side in range(rules.seating.sides - 1)]]
