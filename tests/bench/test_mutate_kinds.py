"""make mutate's list of equivalent mutants (bench/mutate_kinds.py): an entry lists a mutant by its module, its
function and its changed line, and, where killed mutants share that line, by the line it replaced too."""

import sys

from tests import ROOT

sys.path.insert(0, str(ROOT / "bench"))
from mutate_equivalent import Equivalent  # noqa: E402 (bench/ is not a package: its scripts import each other by name)
from mutate_kinds import Mutant, listed  # noqa: E402


def mutant(changed: str, replaced: str) -> Mutant:
    name = "leagues.views.leagues.x__standings__mutmut_1"
    return Mutant(name, "leagues.views.leagues", "_standings", 0, "logic", [changed], [replaced])


def test_an_entry_lists_by_module_function_and_changed_line():
    entry = Equivalent("leagues.views.leagues", "_stand*", r"^None,$", "why")
    assert listed(entry, mutant("None,", '"partnerships",'))
    assert not listed(entry, mutant("None, ", '"partnerships",'))
    assert not listed(Equivalent("leagues.views.players", "_stand*", r"^None,$", "why"), mutant("None,", "x,"))
    assert not listed(Equivalent("leagues.views.leagues", "_player", r"^None,$", "why"), mutant("None,", "x,"))


def test_replacing_asks_for_the_line_the_mutant_replaced_too():
    entry = Equivalent("leagues.views.leagues", "_standings", r"^None,$", "why", replacing=r'^"partnerships",$')
    assert listed(entry, mutant("None,", '"partnerships",'))
    assert not listed(entry, mutant("None,", "version,"))
