"""Mutation testing of the rules engine, the score pad's services, views and forms, the leagues and the
accounts, scored per module.

    make mutate                                   (every mutant: hours on a 2-core machine)
    make mutate ARGS="--module rules/families/kalooki --sample 200"
    .venv/bin/python bench/mutate.py --report     (score what the last runs stored, run nothing)

mutmut (pinned in requirements-dev.txt, configured under [tool.mutmut] in pyproject.toml) copies the
project into mutants/, rewrites every function of rules/, scorekeeper/ (services, views, forms),
leagues/ (services, views, forms) and accounts/ into its mutants, runs the tests once to learn which
tests reach which function, then runs each mutant against only those tests (first those in the test files
named after its module, bench/mutate_focused.py). A mutant is killed when one of them fails (or it hangs
until mutmut's timeout); it survives when they all pass, or when no test reaches its function. The
survivors of functions that run while a module is imported are tested again in a fresh process
(bench/mutate_fresh.py says why).

This script picks the mutants (all, or those of --module, or a random --sample of them), runs
mutmut on them, and prints per module the killed share of two kinds of mutant:

- TEXT: the change is only to a string handed to a translation function (gettext, ngettext,
  pgettext and their lazy forms): the labels, help and messages users read.
- LOGIC: every other change (numbers, comparisons, keys, arguments, calls).

Every run's results are kept in bench/mutation-results.json (bench/mutate_ledger.py), each with its function's
hash, and given back to the mutants of a fresh clone whose function is the same: a full run can be spread
over several sittings and machines. Commit the file after a run.

Mutants that cannot change behaviour (equivalent mutants) are listed in bench/mutate_equivalent_*.py,
each with the reason; they are counted apart, never silently skipped. An entry no mutant matches
any more is reported, so the list cannot go stale quietly.

Budgets (issues 17 and 28), judged on a full run, or by --report once every mutant has a result of
the code as it is: LOGIC at least 95 % killed in every module of rules/, leagues/services/ and
accounts/ (its views and forms aside), at least 90 % in every module of scorekeeper/services/ and of
every views and forms (LOGIC_BUDGET below); TEXT at least 80 % in each package.
A --module or --sample run prints the same table and applies the same budgets to what it measured:
quick to read, but an estimate of the full run, not the verdict. The script exits non-zero on a
missed budget. Survivors (their module, function and changed line) go to mutants/survivors.txt.
"""

import argparse
import fnmatch
import functools
import io
import os
import random
import re
import signal
import subprocess
import sys
import time
from collections import Counter, defaultdict
from collections.abc import Sequence
from pathlib import Path

import mutate_focused  # bench/ is the script's own folder, first on the path
import mutate_fresh
import mutate_ledger
from mutate_kinds import EQUIVALENT, MUTANTS, NO_TESTS, Mutant, classify, stored_mutants

ROOT = Path(__file__).resolve().parents[1]
SURVIVORS = MUTANTS / "survivors.txt"
DATABASE = MUTANTS / "test.sqlite3"  # SQLite: migrated by the run's first tests, reused by every mutant's

# Where the budgets apply: the first prefix a module starts with (issue 17: the engine and the score
# pad's services; issue 28: the leagues, the accounts, and the score pad's views and forms).
LOGIC_BUDGET = {
    "rules.": 0.95,
    "scorekeeper.services.": 0.90,
    "scorekeeper.views.": 0.90,
    "scorekeeper.forms.": 0.90,
    "leagues.services.": 0.95,
    "leagues.views.": 0.90,
    "leagues.forms.": 0.90,
    "accounts.views": 0.90,
    "accounts.forms": 0.90,
    "accounts.": 0.95,
}
TEXT_BUDGET = 0.80  # in each package
PACKAGES = {  # what each prefix's totals line is called
    "rules.": "rules/",
    "scorekeeper.services.": "scorekeeper/services/",
    "scorekeeper.views.": "scorekeeper/views/",
    "scorekeeper.forms.": "scorekeeper/forms/",
    "leagues.services.": "leagues/services/",
    "leagues.views.": "leagues/views/",
    "leagues.forms.": "leagues/forms/",
    "accounts.views": "accounts/views.py",
    "accounts.forms": "accounts/forms.py",
    "accounts.": "accounts/ (the rest)",
}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument(
        "--module",
        action="append",
        default=[],
        help="only this folder, module or function (rules/families/kalooki, rules/core/house.py, "
        "rules.core.house._generic); repeatable",
    )
    parser.add_argument("--sample", type=int, help="a random sample of this many of the chosen mutants")
    parser.add_argument("--seed", type=int, default=17, help="the sample's random seed (default 17)")
    parser.add_argument("--max-children", type=int, default=1, help="mutants tested at once (default 1)")
    parser.add_argument(
        "--survivors",
        action="store_true",
        help="only the chosen mutants that survived last time (those listed as equivalent aside) or have no result yet",
    )
    parser.add_argument(
        "--unrun", action="store_true", help="only the chosen mutants with no result yet (a run cut short goes on)"
    )
    parser.add_argument(
        "--recheck",
        action="store_true",
        help="run no mutmut: only test the chosen survivors of functions that run at import again, "
        "each in a fresh process (what a run does after mutmut)",
    )
    parser.add_argument("--report", action="store_true", help="run nothing: score the results stored by earlier runs")
    parser.add_argument("--show", action="store_true", help="also print every survivor's changed line")
    args = parser.parse_args()

    started = time.monotonic()
    if (not args.report and not args.recheck) or not any(MUTANTS.glob("*/**/*.py.meta")):
        generate()  # a report on a fresh clone: the mutants first, to give the kept results to
    restored = mutate_ledger.restore()
    if restored:
        print(f"{restored} results of earlier runs kept in bench/{mutate_ledger.LEDGER.name} (unchanged functions)")
    mutants = [m for m in stored_mutants() if chosen(f"{m.module}.{m.function}", args.module)]
    if args.survivors:
        # Survivors and the mutants of new or changed functions. A survivor listed as equivalent keeps its
        # result (it is of the code as it is): run again it would cost every test reaching its function.
        mutants = [m for m in mutants if not m.killed]
        classify(mutants)
        mutants = [m for m in mutants if m.exit_code is None or m.equivalent is None]
    if args.unrun:
        mutants = [m for m in mutants if m.exit_code is None]
    if args.sample is not None and args.sample < len(mutants):
        mutants = random.Random(args.seed).sample(mutants, args.sample)
    if not mutants:
        print("No mutant matches.", file=sys.stderr)
        return 2
    if not args.report:
        if not args.recheck:
            print(f"Testing {len(mutants)} mutants with {args.max_children} child(ren)...", flush=True)
            run = functools.partial(run_mutmut, max_children=args.max_children)
            rest = mutate_focused.first_pass([m.name for m in mutants], run)
            if rest and run(rest) != 0:
                return 2
        stored = {m.name: m for m in stored_mutants()}
        survivors = [m.name for m in mutants if stored[m.name].exit_code == 0]
        mutate_fresh.recheck(survivors, DATABASE, args.max_children)  # stores each result itself
        stored = {m.name: m for m in stored_mutants()}
        mutants = [stored[m.name] for m in mutants]
        print(f"{mutate_ledger.save()} results kept in bench/{mutate_ledger.LEDGER.name} (commit it)")
    classify(mutants)
    unused = [e for e in EQUIVALENT if not any(m.equivalent == e for m in mutants)]
    verdict = report(mutants, show=args.show)
    partial = bool(args.module or args.sample or args.survivors or args.unrun or args.recheck)
    scope = "partial run (--module/--sample/--survivors/--unrun/--recheck): an estimate, " if partial else ""
    print(f"\n{scope}{len(mutants)} mutants in {time.monotonic() - started:.0f} s")
    # The verdict on the whole: every mutant chosen, each with a result of the code as it is now
    # (mutmut resets the results of a function that changed), whether one run or several stored them.
    whole = not partial and all(m.exit_code is not None for m in mutants)
    if unused and whole:
        print("Listed as equivalent but matching no mutant any more (remove them from bench/mutate_equivalent_*.py):")
        for entry in unused:
            print(f"  {entry.module} {entry.function} /{entry.pattern}/")
        return 1
    return verdict


def generate() -> None:
    """mutmut's own first step (the copy into mutants/ and the mutants of every changed file),
    so the mutants can be chosen before they are run."""
    os.chdir(ROOT)
    from mutmut.__main__ import create_mutants
    from mutmut.utils.file_utils import copy_also_copy_files, copy_src_dir

    print("Generating mutants (mutmut, changed files only)...", flush=True)
    MUTANTS.mkdir(exist_ok=True)
    with open(os.devnull, "w") as quiet:
        stdout, sys.stdout = sys.stdout, quiet
        try:
            copy_src_dir()
            copy_also_copy_files()
            create_mutants(max(1, os.cpu_count() or 1))
        finally:
            sys.stdout = stdout


def chosen(name: str, wanted: Sequence[str]) -> bool:
    """Whether a function ("rules.core.house._generic", "...Class.method") is in a folder, module or
    function of --module, given as a path or dotted."""
    if not wanted:
        return True
    for item in wanted:
        dotted = item.removesuffix(".py").rstrip("/").replace("/", ".")
        if name == dotted or name.startswith(dotted + ".") or fnmatch.fnmatch(name, dotted):
            return True
    return False


def run_mutmut(names: list[str], max_children: int) -> int:
    """mutmut run on these mutants; its progress line is shown every 30 s, its output kept in mutants/run.log."""
    env = {key: value for key, value in os.environ.items() if key != "DATABASE_URL"}
    for stale in [DATABASE, *MUTANTS.glob(f"{DATABASE.name}.*")]:
        stale.unlink(missing_ok=True)
    env["MELD_TEST_DATABASE"] = str(DATABASE)
    # Several at once: a database file each (tests/conftest.py), one more than the children for mutmut's own.
    env["MELD_TEST_DATABASE_SLOTS"] = str(max_children + 1 if max_children > 1 else 0)
    command = [sys.executable, "-m", "mutmut", "run", "--max-children", str(max_children), *names]
    log_path = MUTANTS / "run.log"
    shown = 0.0
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))  # a kill stops mutmut too (below)
    with open(log_path, "w") as log:
        process = subprocess.Popen(command, cwd=ROOT, env=env, stdout=subprocess.PIPE)
        try:
            output = process.stdout
            assert isinstance(output, io.BufferedReader)
            line = b""
            for chunk in iter(lambda: output.read1(4096), b""):
                log.write(chunk.decode(errors="replace"))
                *lines, line = re.split(rb"[\r\n]", line + chunk)
                progress = [text for text in lines if b"/" in text and b"\xf0\x9f" in text]  # mutmut's count line
                if progress and time.monotonic() - shown > 30:
                    print("  " + progress[-1].decode(errors="replace").strip(), flush=True)
                    shown = time.monotonic()
            process.wait()
        finally:
            if process.poll() is None:  # stopped (Ctrl-C, kill): mutmut stops its workers on SIGINT
                process.send_signal(signal.SIGINT)
                try:
                    process.wait(timeout=30)
                except subprocess.TimeoutExpired:
                    process.kill()
    if process.returncode != 0:
        print(f"mutmut failed (exit {process.returncode}); its output: {log_path}", file=sys.stderr)
        print(log_path.read_text()[-3000:], file=sys.stderr)
    return process.returncode


def report(mutants: Sequence[Mutant], show: bool) -> int:
    """The table, the survivors file, and 1 when a budget is missed."""
    by_module: dict[str, list[Mutant]] = defaultdict(list)
    for mutant in mutants:
        by_module[mutant.module].append(mutant)
    print(f"\n{'module':<44} {'logic killed':>19} {'text killed':>17} {'equiv':>5} {'no test':>7}")
    missed = []
    totals: dict[str, dict[str, Counter[str]]] = defaultdict(lambda: defaultdict(Counter))
    for module in sorted(by_module):
        if all(mutant.exit_code is None for mutant in by_module[module]):
            continue  # nothing of it run yet
        counts: dict[str, Counter[str]] = defaultdict(Counter)
        for mutant in by_module[module]:
            if mutant.exit_code is None:
                continue
            if mutant.equivalent:
                counts["all"]["equivalent"] += 1
                continue
            counts[mutant.kind]["total"] += 1
            counts[mutant.kind]["killed"] += mutant.killed
            counts["all"]["no tests"] += mutant.exit_code in NO_TESTS
        prefix = next(p for p in LOGIC_BUDGET if module.startswith(p))
        for kind, counter in counts.items():
            totals[prefix][kind].update(counter)
        logic, text = counts["logic"], counts["text"]
        low = logic["total"] and logic["killed"] / logic["total"] < LOGIC_BUDGET[prefix]
        if low:
            missed.append(f"{module}: logic {share(logic)} < {LOGIC_BUDGET[prefix]:.0%}")
        mark = " <" if low else ""
        print(
            f"{module:<44} {score(logic):>19} {score(text):>17} {counts['all']['equivalent']:>5} "
            f"{counts['all']['no tests']:>7}{mark}"
        )
    print()
    for prefix, counts in totals.items():
        logic, text = counts["logic"], counts["text"]
        name = "all of " + PACKAGES[prefix]
        print(f"{name:<44} {score(logic):>19} {score(text):>17} {counts['all']['equivalent']:>5}")
        if text["total"] and text["killed"] / text["total"] < TEXT_BUDGET:
            missed.append(f"{PACKAGES[prefix]}: text {share(text)} < {TEXT_BUDGET:.0%}")
    unrun = sum(m.exit_code is None for m in mutants)
    if unrun:
        print(f"{unrun} mutants not run yet (not counted)")
    write_survivors(mutants, show)
    if missed:
        print("\nBelow budget:\n  " + "\n  ".join(missed))
        return 1
    print("\nEvery budget met.")
    return 0


def score(counter: Counter[str]) -> str:
    return f"{counter['killed']}/{counter['total']} {share(counter):>5}" if counter["total"] else "-"


def share(counter: Counter[str]) -> str:
    return f"{counter['killed'] / counter['total']:.0%}"


def write_survivors(mutants: Sequence[Mutant], show: bool) -> None:
    lines = []
    for mutant in sorted(mutants, key=lambda m: m.name):
        if mutant.exit_code is None or mutant.killed or mutant.equivalent:
            continue
        why = "no test reaches it" if mutant.exit_code in NO_TESTS else "survived"
        lines.append(f"{mutant.name} [{mutant.kind}, {why}]")
        lines += [f"    + {line}" for line in mutant.changed]
    SURVIVORS.write_text("\n".join(lines) + "\n")
    print(f"Survivors with their changed lines: {SURVIVORS.relative_to(ROOT)} (mutmut show <name> for the diff)")
    if show:
        print("\n".join(lines))


if __name__ == "__main__":
    sys.exit(main())
