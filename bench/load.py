"""A club night on one server: 50 phones for 60 s entering, correcting and deleting deals in
shared games, then a ledger check; then the same while a worker is killed every 5 s.

    DATABASE_URL=postgres://postgres@127.0.0.1:5432/meld_x make load
    DATABASE_URL=... .venv/bin/python bench/load.py [--users 50] [--seconds 60] [--kill-every 5]

PostgreSQL only (DATABASE_URL). It migrates the database, collects the static
files, seeds 10 games (five phones share each) and starts gunicorn with
gunicorn.conf.py, 2 workers, DEBUG off, on 127.0.0.1 only (port
MELD_BENCH_PORT, 8103 by default). Locust (pinned in bench/requirements.txt;
bench/locustfile.py is the phones) runs headless; each phone writes what it was
told to a ledger. Then, for every game:

- every deal a phone was told was saved (or corrected to) is there exactly
  once, unless a phone was told it was deleted or corrected away since; a deal
  whose write was cut short (a killed worker) may be there or not, but once;
- no deal is there that no phone typed, or that a phone was told was not saved;
- the numbering has no gap; every stored score equals the engine's rescore
  (rules.core.deal.scored), and the game's standing and every deal's stored
  standing equal a fresh fold of the deals.

The second run kills a gunicorn worker with SIGKILL every --kill-every seconds
(gunicorn starts another). A request cut by the kill may fail; it must never be
half-applied or doubled. It prints requests, failures, p50/p95 and the ledger
result of each run, and exits non-zero when a ledger check fails or the calm
run had a failure. Bounded: locust stops after --seconds, every step has a timeout.
"""

import argparse
import csv
import json
import os
import random
import signal
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ["DJANGO_SETTINGS_MODULE"] = "bench.bench_settings"
os.environ.pop("DEBUG", None)
if not os.environ.get("DATABASE_URL", "").startswith("postgres"):
    raise SystemExit("bench/load.py runs on PostgreSQL: set DATABASE_URL=postgres://...")

import django  # noqa: E402

django.setup()

from django.core.management import call_command  # noqa: E402

from rules.catalog import DEFAULT_VARIANT  # noqa: E402
from rules.core.deal import scored  # noqa: E402
from scorekeeper.models import Game  # noqa: E402
from scorekeeper.services.games import SideSpec, create_game  # noqa: E402
from scorekeeper.services.rules import game_rules  # noqa: E402
from scorekeeper.services.sheet import starting_totals  # noqa: E402

HOST = "127.0.0.1"
PORT = int(os.environ.get("MELD_BENCH_PORT", "8103"))
BASE = f"http://{HOST}:{PORT}"
GAMES = 10
Key = tuple[int, int]


def serve() -> subprocess.Popen[bytes]:
    env = {**os.environ, "HOST": HOST, "PORT": str(PORT), "WORKERS": "2"}
    command = [sys.executable, "-m", "gunicorn", "--config", "gunicorn.conf.py", "scorekeeper.wsgi"]
    server = subprocess.Popen(command, cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    for _wait in range(150):
        try:
            urllib.request.urlopen(f"{BASE}/health/", timeout=1).close()
            return server
        except OSError:
            time.sleep(0.1)
    server.terminate()
    raise SystemExit(f"the server did not start on {BASE}")


def workers(server: subprocess.Popen[bytes]) -> list[int]:
    """The gunicorn master's worker processes."""
    try:
        children = Path(f"/proc/{server.pid}/task/{server.pid}/children").read_text()
    except OSError:
        return []
    return [int(pid) for pid in children.split()]


def killer(server: subprocess.Popen[bytes], every: float, stop: threading.Event, killed: list[int]) -> None:
    """SIGKILL one of the server's workers every `every` seconds until `stop`."""
    while not stop.wait(every):
        found = workers(server)
        if found:
            victim = random.choice(found)
            try:
                os.kill(victim, signal.SIGKILL)
                killed.append(victim)
            except ProcessLookupError:
                pass


@dataclass
class Figures:
    requests: int = 0
    failures: int = 0
    p50: str = "?"
    p95: str = "?"


def swarm(users: int, seconds: int, slugs: list[str], ledger: Path, out: Path) -> Figures:
    """Locust, headless, with `users` phones for `seconds`; its aggregated figures."""
    env = {**os.environ, "MELD_LOAD_GAMES": ",".join(slugs), "MELD_LOAD_LEDGER": str(ledger)}
    command = [
        *(sys.executable, "-m", "locust", "-f", str(ROOT / "bench" / "locustfile.py"), "--headless"),
        *("--users", str(users), "--spawn-rate", str(max(1, users // 5)), "--run-time", f"{seconds}s"),
        *("--host", BASE, "--csv", str(out), "--only-summary", "--stop-timeout", "5", "--loglevel", "ERROR"),
    ]
    with open(f"{out}.log", "w") as log:  # locust's own summary and errors, kept beside its figures
        subprocess.run(command, cwd=ROOT, env=env, timeout=seconds + 120, stdout=log, stderr=log, check=False)
    with open(f"{out}_stats.csv") as stats:
        row = next(row for row in csv.DictReader(stats) if row["Name"] == "Aggregated")
    return Figures(int(row["Request Count"]), int(row["Failure Count"]), row["50%"], row["95%"])


@dataclass
class Ledger:
    """What the phones were told about one game."""

    told: set[Key] = field(default_factory=set)  # saved or corrected to, as told
    maybe: set[Key] = field(default_factory=set)  # typed, the answer cut short
    refused: set[Key] = field(default_factory=set)  # a form shown again: never saved
    gone: set[Key] = field(default_factory=set)  # told deleted, or told corrected to another key
    maybe_gone: set[Key] = field(default_factory=set)
    outcomes: Counter[str] = field(default_factory=Counter)


def read_ledger(path: Path) -> dict[str, Ledger]:
    ledgers: dict[str, Ledger] = {}
    for line in path.read_text().splitlines() if path.exists() else []:
        event = json.loads(line)
        ledger = ledgers.setdefault(event["game"], Ledger())
        key, outcome = tuple(event["key"]), event["outcome"]
        ledger.outcomes[f"{event['op']} {outcome}"] += 1
        if event["op"] in ("new", "correct"):
            {"told": ledger.told, "unknown": ledger.maybe, "refused": ledger.refused}[outcome].add(key)
            if event["op"] == "correct" and outcome != "refused":
                (ledger.gone if outcome == "told" else ledger.maybe_gone).add(tuple(event["old"]))
        elif outcome != "refused":
            (ledger.gone if outcome == "told" else ledger.maybe_gone).add(key)
    return ledgers


def check_game(game: Game, ledger: Ledger) -> list[str]:
    """What is wrong with one game after the swarm, by its ledger and a rescore."""
    rules = game_rules(game)
    deals = list(game.deals.order_by("number"))
    keys = Counter((deal.entries[0]["melded_points"], deal.entries[1]["melded_points"]) for deal in deals)
    wrong = [f"deal {key} is there {count} times" for key, count in keys.items() if count > 1]
    wrong += [f"deal {key} is there, typed by no phone" for key in keys if key not in ledger.told | ledger.maybe]
    wrong += [f"deal {key} was refused but is there" for key in keys if key in ledger.refused]
    wrong += [f"deal {key} was told deleted or corrected away, but is there" for key in keys if key in ledger.gone]
    kept = ledger.told - ledger.gone - ledger.maybe_gone
    wrong += [f"deal {key} was told saved but is missing" for key in sorted(kept) if key not in keys]
    if [deal.number for deal in deals] != list(range(1, len(deals) + 1)):
        wrong.append("the numbering has a gap")
    standing = rules.start(starting_totals(game), game.paper_deals)
    for deal in deals:
        fresh = [tallied.score for tallied in scored(rules, deal.entries)]
        if fresh != deal.scores:
            wrong.append(f"deal {deal.number}: stored {deal.scores}, rescored {fresh}")
        standing = rules.advance(standing, deal.tallied())
        if deal.standing != standing.to_json():
            wrong.append(f"deal {deal.number}: its stored standing differs from a fresh fold")
    game.refresh_from_db()
    if game.standing != standing.to_json():
        wrong.append("the game's standing differs from a fresh fold")
    return [f"{game.slug}: {problem}" for problem in wrong]


def run(title: str, args: argparse.Namespace, kill_every: float | None) -> bool:
    slugs = [new_game().slug for _game in range(GAMES)]
    out = Path(tempfile.mkdtemp(prefix="meld-load-"))
    ledger = out / "ledger.jsonl"
    server = serve()
    stop, killed = threading.Event(), list[int]()
    thread = None
    if kill_every:
        thread = threading.Thread(target=killer, args=(server, kill_every, stop, killed), daemon=True)
        thread.start()
    try:
        figures = swarm(args.users, args.seconds, slugs, ledger, out / "locust")
    finally:
        stop.set()
        if thread:
            thread.join(timeout=10)
        server.terminate()
        server.wait(timeout=30)
    ledgers = read_ledger(ledger)
    outcomes = sum((ledger.outcomes for ledger in ledgers.values()), Counter[str]())
    wrong = [
        problem for slug in slugs for problem in check_game(Game.objects.get(slug=slug), ledgers.get(slug, Ledger()))
    ]
    deals = sum(Game.objects.get(slug=slug).deals.count() for slug in slugs)
    print(f"{title}:")
    print(f"  requests {figures.requests}, failures {figures.failures}, p50 {figures.p50} ms, p95 {figures.p95} ms")
    if kill_every:
        print(f"  workers killed with SIGKILL: {len(killed)} (one every {kill_every:g} s)")
    print("  writes: " + ", ".join(f"{name} {count}" for name, count in sorted(outcomes.items())))
    print(f"  ledger: {len(ledgers)} games, {deals} deals stored: " + ("sound" if not wrong else f"{len(wrong)} wrong"))
    for problem in wrong[:20]:
        print(f"    {problem}")
    told = sum(count for name, count in outcomes.items() if name.endswith(" told"))
    if not told:  # a ledger of nothing proves nothing: the server answered no write in time
        print("  no write was answered: the run proves nothing (is the machine busy?)")
    return not wrong and told > 0 and (bool(kill_every) or figures.failures == 0)


def new_game() -> Game:
    sides = [SideSpec("We", ["", ""]), SideSpec("They", ["", ""])]
    return create_game(DEFAULT_VARIANT, sides, target=10**6)  # never over: every phone writes all along


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--users", type=int, default=50)
    parser.add_argument("--seconds", type=int, default=60)
    parser.add_argument("--kill-every", type=float, default=5)
    parser.add_argument("--only", choices=["calm", "kill"], help="play one of the two runs")
    args = parser.parse_args()
    call_command("migrate", verbosity=0)
    call_command("collectstatic", interactive=False, verbosity=0)
    print(f"Meld under load: {args.users} phones for {args.seconds} s, gunicorn with 2 workers at {BASE}, PostgreSQL")
    sound = True
    if args.only != "kill":
        sound &= run("calm", args, None)
    if args.only != "calm":
        sound &= run(f"a worker killed every {args.kill_every:g} s", args, args.kill_every)
    if not sound:
        print("the ledger check failed (or the calm run had failures)")
        sys.exit(1)


if __name__ == "__main__":
    main()
