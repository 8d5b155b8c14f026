"""bench/mutate.py's first pass: each mutant against its own module's tests first, the quickest way to a kill.

mutmut runs a mutant against every test that reaches its function, the fastest first, and stops at the first
failure. For a function every league page reaches (leagues.services.standings, .results) that is hundreds of
page tests, and the test that tells the mutant apart is often far down the list. This pass runs each mutant
first against only the reaching tests in the test files named after its module (test_standings*.py for
leagues/services/standings.py): a mutant they kill is killed, by a test that reaches it, as mutmut would have
found. Every other mutant (not killed here, or no such file) is then run by mutmut against every reaching test,
so a survivor is still a survivor of the whole suite.

The narrowing is done in mutmut's own map of which tests reach which function (mutants/mutmut-stats.json),
and put back after the pass, with what mutmut mapped meanwhile (new tests).
"""

import json
from collections.abc import Callable, Sequence
from pathlib import Path

from mutate_kinds import KILLED, MUTANTS


def own_tests(function: str, reaching: Sequence[str]) -> list[str]:
    """The tests of `reaching` in files named after the function's module ("leagues.services.standings.x_lines"
    -> tests/**/test_standings*.py)."""
    module = function.rsplit(".", 1)[0]
    prefix = "test_" + module.rsplit(".", 1)[-1]
    return [test for test in reaching if Path(test.split("::", 1)[0]).stem.startswith(prefix)]


def first_pass(names: Sequence[str], run: Callable[[list[str]], int]) -> list[str]:
    """Runs the mutants with own tests against those only (`run` is bench/mutate.py's run_mutmut); returns the
    names still to be run against every reaching test, with their first-pass result cleared."""
    stats_file = MUTANTS / "mutmut-stats.json"
    if not stats_file.exists():  # mutmut has not mapped the tests yet: nothing to narrow
        return list(names)
    stats = json.loads(stats_file.read_text())
    reaching: dict[str, list[str]] = stats["tests_by_mangled_function_name"]
    narrowed: dict[str, list[str]] = {}
    chosen = []
    for name in names:
        function = name.rsplit("__mutmut_", 1)[0]
        tests = narrowed.get(function)
        if tests is None:
            tests = narrowed[function] = own_tests(function, reaching.get(function, []))
        if tests:
            chosen.append(name)
    if not chosen:
        return list(names)
    print(f"First pass: {len(chosen)} of {len(names)} mutants against their own module's tests...", flush=True)
    try:
        stats_file.write_text(json.dumps({**stats, "tests_by_mangled_function_name": {**reaching, **narrowed}}))
        run(chosen)
    finally:
        put_back(stats_file, reaching, narrowed)
        killed = clear_unkilled(chosen)
    rest = [name for name in names if name not in killed]
    print(f"First pass killed {len(names) - len(rest)}; {len(rest)} to run against every reaching test.", flush=True)
    return rest


def put_back(stats_file: Path, reaching: dict[str, list[str]], narrowed: dict[str, list[str]]) -> None:
    """Every narrowed function's reaching tests back in mutmut's map, with any new test mutmut mapped to it
    meanwhile (it maps new tests before it runs a mutant): the rest of the map is as mutmut left it."""
    stats = json.loads(stats_file.read_text())
    mapped: dict[str, list[str]] = stats["tests_by_mangled_function_name"]
    for function in narrowed:
        mapped[function] = sorted(set(reaching.get(function, [])) | set(mapped.get(function, [])))
    stats_file.write_text(json.dumps(stats))


def clear_unkilled(names: Sequence[str]) -> set[str]:
    """Forgets the results in mutants/ of these mutants that were not killed (a first-pass survivor is no
    survivor of the whole suite yet); returns those that were."""
    wanted, killed = set(names), set()
    for meta in MUTANTS.glob("*/**/*.py.meta"):
        data = json.loads(meta.read_text())
        codes = data["exit_code_by_key"]
        found = wanted.intersection(codes)
        killed |= {key for key in found if codes[key] in KILLED}
        cleared = {key for key in found - killed if codes[key] is not None}
        if cleared:
            codes.update(dict.fromkeys(cleared))
            meta.write_text(json.dumps(data, indent=4))
    return killed
