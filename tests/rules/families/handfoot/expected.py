"""What the shared tests need of Hand and Foot (tests/families.py)."""

from rules.families.handfoot.checks import least_melded
from rules.families.handfoot.numbers import HandAndFootNumbers
from tests.families import after_its_deals as ended_at
from tests.families import best_total as winner

__all__ = ["a_deal", "ended_at", "initial_meld", "winner"]


def initial_meld(rules: HandAndFootNumbers, total: int, number: int) -> int:
    """One minimum per deal, whatever the total; past the last deal, the last deal's."""
    return rules.meld_minimums[min(number, len(rules.meld_minimums)) - 1]


def a_deal(rules: HandAndFootNumbers) -> list[dict]:
    """A side goes out with just the books going out asks for; the others meld a little."""
    out: dict = {book.key: book.to_go_out for book in rules.books}
    out |= {"went_out": True, "melded_points": max(least_melded(rules, out), 500)}
    others = [{"melded_points": 100, "hand_points": 30} for _side in range(rules.seating.sides - 1)]
    return [out, *others]
