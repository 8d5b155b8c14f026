"""A mutant of bench/mutate.py: its result as mutmut stored it, and its kind (text or logic), the lines
it changed and whether an equivalent entry (bench/mutate_equivalent_*.py) lists it."""

import ast
import difflib
import fnmatch
import json
import re
import sys
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from mutate_equivalent import Equivalent
from mutate_equivalent_league_pages import LEAGUE_PAGES
from mutate_equivalent_leagues import LEAGUES
from mutate_equivalent_nights import NIGHTS
from mutate_equivalent_pages import PAGES
from mutate_equivalent_rules import RULES
from mutate_equivalent_services import SERVICES
from mutate_equivalent_standings import STANDINGS

MUTANTS = Path(__file__).resolve().parents[1] / "mutants"
EQUIVALENT: tuple[Equivalent, ...] = (*RULES, *SERVICES, *PAGES, *LEAGUES, *STANDINGS, *NIGHTS, *LEAGUE_PAGES)

TRANSLATORS = {"_", "gettext", "gettext_lazy", "gettext_noop", "ngettext", "ngettext_lazy"}
TRANSLATORS |= {"pgettext", "pgettext_lazy", "npgettext", "npgettext_lazy"}

# mutmut's exit codes (mutmut.stats.status_by_exit_code): a failed test run (1, 3), a hang cut by
# the CPU-time limit (24, -24, 152, 36, 255) or a crash (-9, -11) is a kill; 0 is a survivor, 33
# means no test reaches the function; None means not run yet.
KILLED = {1, 3, 24, -24, 152, 36, 255, -9, -11, 37}
NO_TESTS = {5, 33}


@dataclass
class Mutant:
    name: str  # mutmut's key: module.x_function__mutmut_N, or module.xǁClassǁmethod__mutmut_N
    module: str
    function: str  # "function" or "Class.method"
    exit_code: int | None
    kind: str = ""  # "text" or "logic"
    changed: list[str] = field(default_factory=list)  # the mutant's lines that differ from the original
    replaced: list[str] = field(default_factory=list)  # the original's lines the mutant changed
    equivalent: Equivalent | None = None

    @property
    def killed(self) -> bool:
        return self.exit_code in KILLED


def stored_mutants() -> list[Mutant]:
    """Every mutant mutmut generated, with its last result (from mutants/**/*.py.meta)."""
    mutants = []
    for meta in sorted(MUTANTS.glob("*/**/*.py.meta")):
        source = meta.relative_to(MUTANTS).with_suffix("")
        module = ".".join(source.with_suffix("").parts).removesuffix(".__init__")
        for name, exit_code in json.loads(meta.read_text())["exit_code_by_key"].items():
            mangled = name.rsplit(".", 1)[1].rsplit("__mutmut_", 1)[0]
            function = mangled.removeprefix("x_") if mangled.startswith("x_") else ".".join(mangled.split("ǁ")[1:3])
            mutants.append(Mutant(name, module, function, exit_code))
    return mutants


class Sources:
    """The functions of the mutated files, parsed once per file."""

    def __init__(self) -> None:
        self.files: dict[str, tuple[list[str], dict[str, ast.FunctionDef | ast.AsyncFunctionDef]]] = {}

    def function(self, module: str, name: str) -> tuple[list[str], ast.FunctionDef | ast.AsyncFunctionDef] | None:
        if module not in self.files:
            path = MUTANTS / Path(*module.split("."))
            path = path / "__init__.py" if path.is_dir() else path.with_suffix(".py")
            text = path.read_text()
            functions = {
                node.name: node
                for node in ast.walk(ast.parse(text))
                if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)
            }
            self.files[module] = (text.splitlines(), functions)
        lines, functions = self.files[module]
        return (lines, functions[name]) if name in functions else None


def classify(mutants: Iterable[Mutant]) -> None:
    """Each mutant's kind (text or logic), its changed lines, and whether an equivalent entry lists it."""
    sources = Sources()
    for mutant in mutants:
        if mutant.exit_code is None:
            continue  # not run: not counted
        local = mutant.name.rsplit(".", 1)[1]
        mutated = sources.function(mutant.module, local)
        original = sources.function(mutant.module, local.rsplit("__mutmut_", 1)[0] + "__mutmut_orig")
        if mutated is None or original is None:
            mutant.kind = "logic"
            continue
        (lines, new), (_, old) = mutated, original
        old_lines = lines[old.lineno : old.end_lineno]  # the body, without the def line
        new_lines = lines[new.lineno : new.end_lineno]
        diff = list(difflib.ndiff(old_lines, new_lines))
        added = [line[1:].strip() for line in diff if line.startswith("+ ")]
        mutant.replaced = [line[1:].strip() for line in diff if line.startswith("- ")]
        mutant.changed = added or ["(deleted) " + line for line in mutant.replaced]
        mutant.kind = "text" if only_translated_strings(old, new) else "logic"
        entry = next((e for e in EQUIVALENT if listed(e, mutant)), None)
        if entry and mutant.killed:  # a test told it apart: it is no equivalent, and the pattern is too wide
            print(f"Listed as equivalent but killed (narrow its pattern): {mutant.name}", file=sys.stderr)
        elif entry:
            mutant.equivalent = entry


def listed(entry: Equivalent, mutant: Mutant) -> bool:
    return (
        entry.module == mutant.module
        and fnmatch.fnmatchcase(mutant.function, entry.function)
        and any(re.search(entry.pattern, line) for line in mutant.changed)
        and (not entry.replacing or any(re.search(entry.replacing, line) for line in mutant.replaced))
    )


def only_translated_strings(old: ast.AST, new: ast.AST) -> bool:
    """True when every difference between the two functions is a string handed to a translation function."""
    parents = {child: node for node in ast.walk(old) for child in ast.iter_child_nodes(node)}
    differences = list(differ(old.body, new.body))  # type: ignore[attr-defined]
    if not differences:
        return False
    for before, after in differences:
        if not (isinstance(before, ast.Constant) and isinstance(after, ast.Constant)):
            return False
        if not (isinstance(before.value, str) and isinstance(after.value, str)):
            return False
        call = parents.get(before)
        if not (isinstance(call, ast.Call) and before in call.args and called(call) in TRANSLATORS):
            return False
    return True


def called(call: ast.Call) -> str:
    function = call.func
    if isinstance(function, ast.Attribute):
        return function.attr
    return function.id if isinstance(function, ast.Name) else ""


def differ(old: object, new: object) -> Iterable[tuple[ast.AST, ast.AST]]:
    """The innermost pairs of nodes where two syntax trees part."""
    if isinstance(old, list) and isinstance(new, list) and len(old) == len(new):
        for a, b in zip(old, new, strict=True):
            yield from differ(a, b)
    elif isinstance(old, ast.AST) and type(old) is type(new):
        own = [(name, getattr(old, name, None), getattr(new, name, None)) for name in old._fields]
        plain = [(a, b) for _, a, b in own if not isinstance(a, ast.AST | list) and not isinstance(b, ast.AST | list)]
        if any(a != b for a, b in plain):
            yield old, new
        else:
            for _, a, b in own:
                if isinstance(a, ast.AST | list) or isinstance(b, ast.AST | list):
                    yield from differ(a, b)
    elif old != new:
        if isinstance(old, ast.AST) and isinstance(new, ast.AST):
            yield old, new
        else:
            yield ast.Pass(), ast.Pass()  # lists of different lengths: not a string's change
