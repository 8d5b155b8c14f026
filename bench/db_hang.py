"""A database that hangs on the connections already open, against gunicorn on PostgreSQL: what the pages do.

    DATABASE_URL=postgres://postgres@127.0.0.1:5432/meld_hang .venv/bin/python bench/db_hang.py

It migrates DATABASE_URL's database (PostgreSQL), makes a game of 12 deals and starts gunicorn with
gunicorn.conf.py as production has it (2 x cores + 1 workers of 4 threads, DEBUG off, the database
bounds of scorekeeper/settings.py: DB_READ_TIMEOUT 4 s, DB_STATEMENT_TIMEOUT 3.5 s, CONN_MAX_AGE 60)
on 127.0.0.1 (MELD_BENCH_PORT, 8140), its database reached through a relay on 127.0.0.1 (the port
after it: tests/relay.py). Every thread's connection is opened and kept; then the relay freezes: it
takes what is sent and answers nothing, as a stuck server or a silent network does (the server
itself is never touched). For --seconds, 12 phones ask for the score sheet over and over, 4 others
for the rule book, the glossary and the home page, and one for /health/; then the relay lets
everything through again and the sheet is asked until it answers 200.

It prints each page's answers by status with their median and slowest times, and the time to the
first 200 after the database is back; it exits non-zero when a page that needs the database was not
answered 503 within 5 seconds, a page that needs none took 1 second or more or was not a 200, or the
run went over --limit seconds.
"""

import argparse
import os
import runpy
import statistics
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from collections import defaultdict
from urllib.parse import urlparse

from standalone import ROOT, gunicorn, setup  # bench/ is the script's own folder, first on the path

setup("db-hang")

from django.core.management import call_command  # noqa: E402

from rules.catalog import DEFAULT_VARIANT  # noqa: E402
from scorekeeper.services.deals import add_deal  # noqa: E402
from scorekeeper.services.games import SideSpec, create_game  # noqa: E402
from tests.relay import Relay  # noqa: E402

HOST = "127.0.0.1"
PORT = int(os.environ.get("MELD_BENCH_PORT", "8140"))
BASE = f"http://{HOST}:{PORT}"
NO_DATABASE = [f"/rules/{DEFAULT_VARIANT}/", "/ja/glossary/", "/", "/ja/rules/"]
MOST_FOR_A_503 = 5.0
MOST_WITHOUT_DATABASE = 1.0


def get(path: str) -> tuple[int, float]:
    started = time.monotonic()
    try:
        with urllib.request.urlopen(BASE + path, timeout=30) as response:
            response.read()
            status = response.status
    except urllib.error.HTTPError as error:
        status = error.code
    except OSError:
        status = 0  # no answer at all
    return status, time.monotonic() - started


def serve(relay_port: int) -> subprocess.Popen[bytes]:
    database = urlparse(os.environ["DATABASE_URL"])._replace(netloc=f"{database_user()}@{HOST}:{relay_port}")
    environ = {
        **os.environ,
        "DJANGO_SETTINGS_MODULE": "tests.settings",  # production's, static files without a manifest
        "DATABASE_URL": database.geturl(),
        "DB_READ_TIMEOUT": "4000",
        "DB_STATEMENT_TIMEOUT": "3500",
        "CONN_MAX_AGE": "60",
        "HOST": HOST,
        "PORT": str(PORT),
        "ACCESS_LOG": "/dev/null",
    }
    for name in ("DEBUG", "WORKERS", "THREADS"):
        environ.pop(name, None)
    return gunicorn(environ, BASE)


def database_user() -> str:
    url = urlparse(os.environ["DATABASE_URL"])
    return url.username + (f":{url.password}" if url.password else "") if url.username else "postgres"


def asking(paths: list[str], until: float, answers: dict[str, list[tuple[int, float]]], pause: float) -> None:
    turn = 0
    while time.monotonic() < until:
        path = paths[turn % len(paths)]
        answers[path].append(get(path))
        turn += 1
        time.sleep(pause)


def line(path: str, found: list[tuple[int, float]]) -> str:
    by_status: dict[int, list[float]] = defaultdict(list)
    for status, seconds in found:
        by_status[status].append(seconds)
    parts = [
        f"{len(times)} × {status or 'no answer'} (median {statistics.median(times):.2f} s, slowest {max(times):.2f} s)"
        for status, times in sorted(by_status.items())
    ]
    return f"  {path:28} " + "; ".join(parts)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=12, help="how long the database hangs")
    parser.add_argument("--limit", type=float, default=120, help="stop with an error after this many seconds")
    args = parser.parse_args()
    started = time.monotonic()
    if not os.environ.get("DATABASE_URL", "").startswith("postgres"):
        raise SystemExit("DATABASE_URL must name a PostgreSQL database")
    call_command("migrate", verbosity=0)
    game = create_game(DEFAULT_VARIANT, [SideSpec("We", ["Aiko", "Ben"]), SideSpec("They", ["Chie", "Dan"])])
    for number in range(12):
        add_deal(game, [{"melded_points": 50 + 5 * number}, {"melded_points": 60}])
    sheet = f"/g/{game.slug}/"
    url = urlparse(os.environ["DATABASE_URL"])
    relay = Relay((url.hostname or HOST, url.port or 5432), port=PORT + 1)
    server = serve(relay.port)
    failures = []
    try:
        # Every thread of both workers opens its connection (and keeps it: CONN_MAX_AGE).
        warm: dict[str, list[tuple[int, float]]] = defaultdict(list)
        threads = [threading.Thread(target=asking, args=([sheet], time.monotonic() + 2, warm, 0)) for _ in range(24)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        assert {status for status, _ in warm[sheet]} == {200}, warm[sheet][:5]
        conf = runpy.run_path(str(ROOT / "gunicorn.conf.py"))
        workers, threads = conf["workers"], conf["threads"]
        print(f"Meld on PostgreSQL through a relay, gunicorn {workers} workers x {threads} threads at {BASE}")
        before = statistics.median(seconds for _, seconds in warm[sheet])
        print(f"  before: the sheet in {before * 1000:.0f} ms (median, 24 phones)")

        relay.freeze()
        frozen_at = time.monotonic()
        until = frozen_at + args.seconds
        answers: dict[str, list[tuple[int, float]]] = defaultdict(list)
        phones = [threading.Thread(target=asking, args=([sheet], until, answers, 0.2)) for _ in range(12)]
        phones += [threading.Thread(target=asking, args=(NO_DATABASE, until, answers, 0.1)) for _ in range(4)]
        phones += [threading.Thread(target=asking, args=(["/health/"], until, answers, 0.5))]
        for thread in phones:
            thread.start()
        for thread in phones:
            thread.join()
        print(f"while the database hangs ({args.seconds:.0f} s):")
        for path in [sheet, "/health/", *NO_DATABASE]:
            print(line(path, answers[path]))

        relay.thaw()
        thawed_at = time.monotonic()
        status = 0
        while status != 200 and time.monotonic() - thawed_at < 30:
            status, _seconds = get(sheet)
            time.sleep(0.2)
        print(f"after: the sheet answers 200 again {time.monotonic() - thawed_at:.1f} s after the database is back")

        for status, seconds in answers[sheet] + answers["/health/"]:
            if status != 503 or seconds >= MOST_FOR_A_503:
                failures.append(f"a page that needs the database: {status} in {seconds:.2f} s")
        for path in NO_DATABASE:
            for status, seconds in answers[path]:
                if status != 200 or seconds >= MOST_WITHOUT_DATABASE:
                    failures.append(f"{path}: {status} in {seconds:.2f} s")
        if status != 200:
            failures.append("the sheet did not come back within 30 s of the database")
    finally:
        server.terminate()
        server.wait(10)
        relay.close()
    if time.monotonic() - started > args.limit:
        failures.append(f"the run took over {args.limit:.0f} s")
    for failure in failures[:20]:
        print("FAILED:", failure)
    print("budgets met" if not failures else f"{len(failures)} answers over budget")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
