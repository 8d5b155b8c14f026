"""What the shared tests need of Burraco (tests/families.py)."""

from rules.families.burraco.numbers import BurracoNumbers
from tests.families import best_total as winner
from tests.families import by_target as ended_at

__all__ = ["a_deal", "ended_at", "initial_meld", "winner"]


def initial_meld(rules: BurracoNumbers, total: int, number: int) -> None:
    """Burraco has no initial meld: a side melds what it likes from its first turn."""
    return None


def a_deal(rules: BurracoNumbers) -> list[dict]:
    """The first side took its pozzetto and closed with a clean burraco; the others took theirs and
    melded a little."""
    closed = {"clean_burracos": 1, "went_out": True, "took_pot": True, "melded_points": 150}
    others = [{"took_pot": True, "melded_points": 60, "hand_points": 25} for _side in range(rules.seating.sides - 1)]
    return [closed, *others]
