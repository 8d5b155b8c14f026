"""What the shared tests need of each registered family, from the family's own tests.

The tests that run over every family (the property tests, the conformance test, the league and the
Japanese pages) never branch on a family: what they cannot read off the rules they ask the family's
`tests/rules/families/<key>/expected.py`, which gives, read off the rules' own numbers (never by
asking the engine, so that the two can disagree):

- `initial_meld(rules, total, number)`: the points of a side's initial meld in deal `number` (from 1)
  from its total before it; None in a game without an initial meld;
- `ended_at(rules, paper, totals)`: the deal that ended a game (0: it began over), from each side's
  total before the first deal and after each one (`totals[0]`, `totals[1]` ...), `paper` deals having
  been played on paper before it; the games drawn have no buy-in;
- `winner(rules, final)`: the winning side by these final totals, None on a draw;
- `a_deal(rules)`: a deal a game at this table can begin with, as the deal form sends it; played again
  and again, from totals just short of the target (or for the game's set number of deals), it ends
  the game.

`by_target`, `after_its_deals` and `best_total` are the usual answers, for a family to reuse.
"""

import importlib
from collections.abc import Sequence
from types import ModuleType

from rules.core.family import Family
from rules.core.rules import Rules
from tests import ROOT

EXPECTED = ("initial_meld", "ended_at", "winner", "a_deal")


def expected(family: Family) -> ModuleType:
    """The family's expected.py; an AssertionError that says what is missing when it has none."""
    name = f"tests.rules.families.{family.key}.expected"
    path = ROOT / "tests" / "rules" / "families" / family.key / "expected.py"
    if not path.exists():
        raise AssertionError(
            f"Family {family.key!r} has no {path.relative_to(ROOT)}: the tests shared by every family read "
            f"from it {', '.join(EXPECTED)} (see tests/families.py)."
        )
    module = importlib.import_module(name)
    missing = [function for function in EXPECTED if not callable(getattr(module, function, None))]
    if missing:
        raise AssertionError(f"{path.relative_to(ROOT)} lacks {', '.join(missing)} (see tests/families.py).")
    return module


def by_target(rules: Rules, paper: int, totals: Sequence[Sequence[int]]) -> int | None:
    """The first deal after which a total reached the target (0: one had before the first)."""
    assert rules.target is not None
    return next((played for played, after in enumerate(totals) if max(after) >= rules.target), None)


def after_its_deals(rules: Rules, paper: int, totals: Sequence[Sequence[int]]) -> int | None:
    """The deal that was the game's last, counting those played on paper (0: all were)."""
    assert rules.deals is not None
    return next((played for played in range(len(totals)) if paper + played >= rules.deals), None)


def best_total(rules: Rules, final: Sequence[int]) -> int | None:
    """The side with the best final total (the lowest where the lowest wins); None when two share it."""
    best = min(final) if rules.lowest_wins else max(final)
    return list(final).index(best) if list(final).count(best) == 1 else None
