"""What the shared tests need of the canastas (tests/families.py)."""

from rules.core.tally import Kind
from rules.families.canasta.numbers import CanastaNumbers
from tests.families import best_total as winner
from tests.families import by_target as ended_at

__all__ = ["a_deal", "ended_at", "initial_meld", "winner"]


def initial_meld(rules: CanastaNumbers, total: int, number: int) -> int:
    """The points of the highest step of the meld table the total reached (the first step below 0)."""
    reached = [step for step in rules.meld_table[1:] if step.from_total is not None and total >= step.from_total]
    return (reached or [rules.meld_table[0]])[-1].points


def going_out(rules: CanastaNumbers) -> dict:
    """A tally of a side that went out with just the canastas its game asks for."""
    needed = list(rules.going_out_needs_one_of[:1])
    counted = rules.going_out_counts or tuple(kind.key for kind in rules.canastas if not kind.wild_cards)
    needed += [counted[0]] * (rules.canastas_to_go_out - len(needed))
    tally = {"went_out": True, "red_threes": 1, "melded_points": 600, "hand_points": 0}
    for key in needed:
        tally[key] = tally.get(key, 0) + 1
    return tally


def the_other_side(rules: CanastaNumbers) -> dict:
    """A side that went on playing: one of every count that is not a canasta."""
    canastas = {kind.key for kind in rules.canastas}
    tally = {field.key: 1 for field in rules.fields() if field.kind is Kind.COUNT and field.key not in canastas}
    return {**tally, "melded_points": 100, "hand_points": 30}


def a_deal(rules: CanastaNumbers) -> list[dict]:
    return [going_out(rules), *[the_other_side(rules) for _side in range(rules.seating.sides - 1)]]
