"""The mutants of functions that run while a module is imported, tested in a fresh process (bench/mutate.py).

mutmut runs each mutant's tests in a process forked from its own, which imported the project and ran
the tests once before. A function that runs while its module is imported (the presets' tables, the
rule book's entries, a dataclass's checks of the numbers written in a module) has already run there,
unmutated, so its mutants would survive whatever the tests check. This module finds those functions
(a fresh interpreter imports every module with mutmut's call recording on) and runs each of their
surviving mutants again in a fresh interpreter, where the import itself runs the mutant: first the
tests that reach the function's package (a preset table is read through the family's other modules,
never through its own), then, if it still survives, every test mutmut may run.
"""

import json
import os
import queue
import subprocess
import sys
import threading
import tomllib
from collections.abc import Iterable, Sequence
from concurrent.futures import ThreadPoolExecutor
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
MUTANTS = ROOT / "mutants"

# Imports every module of the project in mutants/ with mutmut recording which mutated functions run.
PROBE = """
import importlib, os, pkgutil, sys
from mutmut.state import state
import django
django.setup()
from django.conf import settings
importlib.import_module(settings.ROOT_URLCONF)
for package in ("rules", "scorekeeper", "leagues", "accounts"):
    for info in pkgutil.walk_packages([package], prefix=package + "."):
        if ".migrations" not in info.name:
            importlib.import_module(info.name)
print("\\n".join(sorted(state()._stats)))
"""


def import_time_functions() -> set[str]:
    """mutmut's names ("rules.families.canasta.book.x__national") of the mutated functions that run
    when the project's modules are imported."""
    env = {**os.environ, "MUTANT_UNDER_TEST": "stats", "DJANGO_SETTINGS_MODULE": "tests.settings"}
    env.pop("DATABASE_URL", None)
    done = subprocess.run(
        [sys.executable, "-c", PROBE], cwd=MUTANTS, env=env, capture_output=True, text=True, check=True
    )
    return {line for line in done.stdout.splitlines() if ".x" in line}


def function_of(mutant: str) -> str:
    """mutmut's name of a mutant's function: rules.core.cards.x_cards_in_decks__mutmut_3 -> ...x_cards_in_decks."""
    return mutant.rsplit("__mutmut_", 1)[0]


def pytest_arguments() -> list[str]:
    """The options and test folders mutmut runs with ([tool.mutmut] in pyproject.toml)."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["mutmut"]
    return [*config["pytest_add_cli_args"], *config["pytest_add_cli_args_test_selection"]]


def package_of(mutant: str) -> str:
    """The package of a mutant's function: rules.families.kalooki for ...kalooki.presets.x__tables__mutmut_2."""
    return function_of(mutant).rsplit(".", 2)[0]


@cache
def package_tests(package: str) -> tuple[str, ...]:
    """The tests mutmut found reaching any function of this package (read once per recheck)."""
    stats = json.loads((MUTANTS / "mutmut-stats.json").read_text())
    found: set[str] = set()
    for name, tests in stats["tests_by_mangled_function_name"].items():
        if name.startswith(package + "."):
            found.update(tests)
    return tuple(sorted(found))


def run_fresh(mutant: str, tests: Sequence[str], database: Path) -> int:
    """The exit code of pytest on these tests (every selected one when empty) with this mutant active
    from the first import on; it stops at the first failure."""
    options = [a for a in pytest_arguments() if not a.startswith("tests")] if tests else pytest_arguments()
    env = {**os.environ, "MUTANT_UNDER_TEST": mutant, "MELD_TEST_DATABASE": str(database)}
    env.pop("DATABASE_URL", None)
    command = [sys.executable, "-m", "pytest", "-x", "-q", "--no-header", *options, *tests]
    return subprocess.run(command, cwd=MUTANTS, env=env, capture_output=True, timeout=3600).returncode


def recheck(survivors: Iterable[str], database: Path, children: int = 1) -> dict[str, int]:
    """Each surviving mutant of a function that runs at import, tested again in a fresh process
    (`children` at once, each with a database file of its own): its exit code there (non-zero:
    killed), by name. Each result is stored as soon as it is known, so a recheck cut short keeps
    what it found."""
    package_tests.cache_clear()  # the stats of this run, not of an earlier one in the same process
    at_import = import_time_functions()
    chosen = [name for name in survivors if function_of(name) in at_import]
    if not chosen:
        return {}
    print(f"Testing {len(chosen)} survivors of functions that run at import again, each in a fresh process...")
    # The same tests with no mutant must pass here, or a failure would say nothing of a mutant.
    for package in sorted({package_of(name) for name in chosen}):
        if run_fresh("", package_tests(package), database) != 0:
            raise SystemExit(f"The tests of {package} fail in a fresh process with no mutant: nothing rechecked.")
    databases: queue.Queue[Path] = queue.Queue()
    for slot in range(max(1, children)):
        databases.put(database if slot == 0 else database.with_name(f"{database.name}.fresh{slot}"))
    stored = threading.Lock()  # store() rewrites a whole file of results
    codes: dict[str, int] = {}

    def one(name: str) -> None:
        own = databases.get()
        try:
            code = run_fresh(name, package_tests(package_of(name)), own)
            if code in (0, 5):  # the package's tests pass (or none): then every test mutmut may run
                code = run_fresh(name, [], own)
        finally:
            databases.put(own)
        with stored:
            codes[name] = code
            store({name: code})
            print(f"  {len(codes)}/{len(chosen)} {name}: {'survived' if code in (0, 5) else 'killed'}", flush=True)

    with ThreadPoolExecutor(max_workers=max(1, children)) as pool:
        list(pool.map(one, chosen))  # list(): a worker's exception is raised here
    return codes


def store(codes: dict[str, int]) -> None:
    """Writes these results into mutmut's own record of each file's mutants, in its exit codes: 0
    survived, 33 no test, 1 killed (any failure: the same tests passed with no mutant). mutmut keeps
    them until the function changes, as it keeps its own."""
    by_meta: dict[Path, dict[str, int]] = {}
    for name, code in codes.items():
        code = {0: 0, 5: 33}.get(code, 1)
        module = name.rsplit(".", 1)[0]
        path = MUTANTS / Path(*module.split("."))
        meta = (path / "__init__.py" if path.is_dir() else path.with_suffix(".py")).with_suffix(".py.meta")
        by_meta.setdefault(meta, {})[name] = code
    for meta, found in by_meta.items():
        data = json.loads(meta.read_text())
        data["exit_code_by_key"].update(found)
        meta.write_text(json.dumps(data, indent=4))
