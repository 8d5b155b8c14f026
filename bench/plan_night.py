"""How long plan_night takes and how good its draws are, for evenings a club might hold.

    make bench        (or: .venv/bin/python bench/plan_night.py [--runs N])
    .venv/bin/python bench/plan_night.py --short     (once each, the evenings of 16 players or fewer)

Runs `manage.py plan_night` as a user would (a fresh Python each time, Django's start-up
included) for each evening below, `--runs` times, and prints the median wall-clock time, with
the draw's figures: how the draw began (a construction, or the search; the same draw made in
this process says, and must equal the command's), the most times two players partnered and
were opponents, how many pairs met more than once (as partners or opponents), and the draw's
cost above the least any evening of that size could cost (0: no evening is better balanced).
Budget: 40 players over 10 rounds at partnership tables in under 10 s (issue 26). Exits non-zero
on a missed budget.

Then the movements of fixed partnerships (`--pairs`), timed the same way, with their check: every
pair once a round, and how many pairs of pairs met more than once (0: the movement promises it).
Budget: 40 pairs over 39 rounds (the full round robin) in under 10 s (issue 44).
"""

import argparse
import json
import statistics
import subprocess
import sys
import time
from itertools import combinations
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from leagues.draw.night import draw  # noqa: E402
from leagues.draw.pairs import Movement, movement  # noqa: E402
from leagues.draw.shapes import Format, Round, Table  # noqa: E402
from leagues.draw.tally import least_cost, tally  # noqa: E402

BUDGET = 10.0  # seconds, for the first evening
EVENINGS = [  # players, rounds, the command's options
    (40, 10, []),
    (40, 10, ["--table-size", "4", "--individual"]),
    (24, 6, []),
    (13, 13, []),
    (16, 5, ["--table-size", "4", "--individual"]),
    (30, 8, ["--table-size", "6", "--sides", "3"]),
    (18, 6, ["--table-size", "3", "--individual"]),
    (23, 6, ["--table-size", "4", "--individual", "--smallest", "3"]),  # tables of 4 and of 3: nobody sits out
]
PAIRS: list[tuple[int, int, Movement]] = [  # pairs, rounds, movement: the first is the budget's
    (40, 39, "round-robin"),
    (40, 20, "mitchell"),
    (13, 7, "mitchell"),
    (13, 13, "round-robin"),
]


def timed(command: list[str], runs: int) -> tuple[float, dict[str, Any]]:
    """The median wall-clock time of `runs` runs of `command`, and what it printed (JSON)."""
    times: list[float] = []
    document: dict[str, Any] = {}
    for _ in range(runs):
        start = time.perf_counter()
        done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, check=True)
        times.append(time.perf_counter() - start)
        document = json.loads(done.stdout)
    return statistics.median(times), document


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--short", action="store_true", help="once each, the evenings of 16 players or fewer")
    args = parser.parse_args()
    runs = 1 if args.short else args.runs
    evenings = [evening for evening in EVENINGS if evening[0] <= 16] if args.short else EVENINGS
    missed = False
    print(f"{'evening':<62} {'time':>6}  {'began':<11} partners opponents  met twice+  above least")
    for players, rounds, options in evenings:
        command = [sys.executable, "manage.py", "plan_night", "--players", str(players), "--rounds", str(rounds)]
        median, document = timed([*command, *options], runs)
        drawn = [
            Round(
                tuple(Table(tuple(tuple(side) for side in table)) for table in item["tables"]),
                tuple(item["sitting_out"]),
            )
            for item in document["rounds"]
        ]
        sizes = [len(table.players) for table in drawn[0].tables]
        smallest = min(sizes) if min(sizes) < max(sizes) else 0
        form = Format(max(sizes), len(drawn[0].tables[0].sides[0]), smallest)
        counts = tally(drawn)
        twice = sum(counts.meetings(a, b) > 1 for a, b in combinations(range(players), 2))
        above = counts.cost(range(players)) - least_cost(players, rounds, form)
        plan = draw(range(players), rounds, form)
        assert list(plan.rounds) == drawn, "the command printed another draw"
        label = f"{players} players, {rounds} rounds {' '.join(options) or '(partnerships of 2)'}"
        print(
            f"{label:<62} {median:5.2f}s  {plan.method:<11} {max(counts.partners.values(), default=0):>8} "
            f"{max(counts.opponents.values()):>9} {twice:>11} {above:>12}"
        )
        if (players, rounds, options) == EVENINGS[0] and median > BUDGET:
            print(f"  over the budget of {BUDGET:.0f} s")
            missed = True
    print(f"\n{'pairs':<62} {'time':>6}  every pair once a round  met twice+")
    for pairs, rounds, kind in [evening for evening in PAIRS if evening[0] <= 16] if args.short else PAIRS:
        command = ["manage.py", "plan_night", "--pairs", str(pairs), "--rounds", str(rounds), "--movement", kind]
        median, document = timed([sys.executable, *command], runs)
        tables = [[tuple(table) for table in item["tables"]] for item in document["rounds"]]
        placed = all(
            sorted([pair for table in seated for pair in table] + item["sitting_out"]) == list(range(pairs))
            for seated, item in zip(tables, document["rounds"], strict=True)
        )
        met = [tuple(sorted(table)) for seated in tables for table in seated]
        twice = len(met) - len(set(met))
        assert tables == [list(drawn.tables) for drawn in movement(pairs, rounds, kind).rounds], "another movement"
        label = f"{pairs} pairs, {rounds} rounds, {kind}"
        print(f"{label:<62} {median:5.2f}s  {'yes' if placed else 'NO':>23} {twice:>11}")
        if not placed or twice:
            missed = True
        if (pairs, rounds, kind) == PAIRS[0] and median > BUDGET:
            print(f"  over the budget of {BUDGET:.0f} s")
            missed = True
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
