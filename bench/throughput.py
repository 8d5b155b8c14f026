"""Throughput of Meld's pages under gunicorn, as ratios to a bare Django view measured in the same run.

    make throughput      (installs wrk with apt-get when it is missing)
    .venv/bin/python bench/throughput.py [--rounds 3] [--seconds 3] [--port 8102]
    .venv/bin/python bench/throughput.py --short     (one round of a second each: the suite's smoke test)
    DATABASE_URL=postgres://postgres@127.0.0.1:5432/meld_x .venv/bin/python bench/throughput.py

It needs wrk (Debian: apt-get install wrk) and installs nothing itself. It
migrates a database (a throwaway SQLite file, or DATABASE_URL), collects the
static files (as `make serve` does), seeds a game of 20 deals and one of
1,000, and starts gunicorn with gunicorn.conf.py (2 workers, DEBUG off, the
production middleware and static files; workers not recycled) on 127.0.0.1 only, port --port
(MELD_BENCH_PORT, else 8102). Settings: bench/bench_settings.py, the
production ones plus /bench/bare/, a view that goes through every middleware
and returns a constant (bench/bench_urls.py says why not /health/).

wrk measures each page for --seconds, taking turns for --rounds rounds so
that the noise of a shared machine falls on each alike; each ratio is taken
within its round, and the median of the rounds is checked against its budget
(issue 10): the score sheet of 20 deals at least 0.25 of the bare view's
requests per second, a rule page 0.5, the deal form 0.15; and a sheet of
1,000 deals at most 2x the time of one of 20. Issue 29: the live sheet's
poll of an unchanged game (the view link's, with the ETag its page carries:
a 304) at least 0.8 of the bare view; and a club night's projector's poll
of an unchanged night (a public league's, round 1 started at 2 tables: a 304
settled before the session as the live sheet's) at least 0.8 too; and the
board's poll as its organiser sends it, signed in (its ETag names the
account, read from the session's cookie before the session runs: the board
offers organisers their controls), at least 0.8. It prints every round's ratio
(the spread) and exits non-zero when a budget is missed or a page answers
anything but 200 (the poll: 304). --short judges no budget (a second is too
short to say) but still fails on a wrong answer. Bounded: --limit seconds in all; the server is stopped at the end.
"""

import argparse
import datetime
import os
import re
import shutil
import statistics
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterable
from http.client import HTTPConnection
from typing import Any

from standalone import ROOT, setup  # bench/ is the script's own folder, first on the path

os.environ.pop("DEBUG", None)  # as in production
SHORT = "--short" in sys.argv
if SHORT:
    os.environ["MELD_BENCH_SHORT"] = "1"  # no collectstatic (bench/bench_settings.py); gunicorn inherits it
THROWAWAY = setup("throughput", "bench.bench_settings")

from django.conf import settings  # noqa: E402
from django.contrib.auth import get_user_model  # noqa: E402
from django.core.management import call_command  # noqa: E402
from django.db import connection  # noqa: E402
from django.test import Client  # noqa: E402

from leagues.models import Night  # noqa: E402
from leagues.services.leagues import create_league  # noqa: E402
from leagues.services.nights import open_night, start_round  # noqa: E402
from rules.catalog import DEFAULT_VARIANT  # noqa: E402
from scorekeeper.models import Game  # noqa: E402
from scorekeeper.services.deals import append_deals  # noqa: E402
from scorekeeper.services.games import SideSpec, create_game  # noqa: E402

HOST = "127.0.0.1"
PORT = int(os.environ.get("MELD_BENCH_PORT", "8102"))
BASE = f"http://{HOST}:{PORT}"
# Each page's budget: at least this share of the bare view's requests per second.
POLL, PROJECTOR, BOARD = "live poll (304)", "projector poll (304)", "board poll (304)"
BUDGETS = {"sheet of 20 deals": 0.25, "rule page": 0.5, "deal form": 0.15, POLL: 0.8, PROJECTOR: 0.8, BOARD: 0.8}
POLLS = (POLL, PROJECTOR, BOARD)  # sent with the ETag their page carries: each answers 304
GROWTH_BUDGET = 2.0  # the sheet of 1,000 deals, as a multiple of the time of the sheet of 20
A_DEAL = [{"melded_points": 120}, {"melded_points": 90}]
RATE = re.compile(r"Requests/sec:\s+([\d.]+)")
NOT_OK = re.compile(r"Non-2xx or 3xx responses: (\d+)|Socket errors: (.*)")


def game_of(deals: int) -> Game:
    sides = [SideSpec("We", ["Aiko", "Ben"]), SideSpec("They", ["Chie", "Dan"])]
    game = create_game(DEFAULT_VARIANT, sides, target=10**6)  # never over: every deal counts
    append_deals(game, [A_DEAL] * deals)
    return game


def night_of_two_tables() -> Night:
    """A public league's club night of 8 players, round 1 started (2 tables)."""
    owner = get_user_model().objects.create_user("bench-owner", "owner@example.com", "a long pass phrase")
    league = create_league("Bench club", DEFAULT_VARIANT, None, owner=owner)
    names = [f"Player {number}" for number in range(1, 9)]
    night = open_night(league, datetime.date(2026, 11, 27), [], names, 3, "2x2", None, seed=1)
    start_round(night)
    return night


def signed_in(user: Any) -> str:
    """A Cookie header of a session signed in to `user`'s account, as logging in makes it."""
    phone = Client()
    phone.force_login(user)
    return f"{settings.SESSION_COOKIE_NAME}={phone.cookies[settings.SESSION_COOKIE_NAME].value}"


def serve() -> subprocess.Popen[bytes]:
    """gunicorn as `make serve` runs it (gunicorn.conf.py), 2 workers, on 127.0.0.1 only."""
    # No recycling of workers (MAX_REQUESTS=0): a fresh worker loads its templates and catalogues
    # on its first requests, which would fall into some page's window and not into others'.
    env = {**os.environ, "HOST": HOST, "PORT": str(PORT), "WORKERS": "2", "MAX_REQUESTS": "0"}
    command = [sys.executable, "-m", "gunicorn", "--config", "gunicorn.conf.py", "scorekeeper.wsgi"]
    server = subprocess.Popen(command, cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    for _wait in range(150):
        try:
            urllib.request.urlopen(f"{BASE}/bench/bare/", timeout=1).close()
            return server
        except OSError:
            time.sleep(0.1)
    server.terminate()
    raise SystemExit(f"the server did not start on {BASE}")


def warm(paths: Iterable[str]) -> None:
    """Each page asked a few times first: a worker's first answer loads its templates and catalogues."""
    for path in paths:
        for _time in range(6):
            urllib.request.urlopen(BASE + path, timeout=60).close()


def etag_of(path: str, headers: dict[str, str]) -> str:
    """The ETag a poll of `path` with `headers` sends (its page carries the same), checked to answer 304."""
    link = HTTPConnection(HOST, PORT, timeout=60)
    try:
        link.request("GET", path, headers=headers)
        response = link.getresponse()
        response.read()
        tag = response.getheader("ETag") or ""
        link.request("GET", path, headers={**headers, "If-None-Match": tag})
        again = link.getresponse()
        again.read()
    finally:
        link.close()
    if again.status != 304:
        raise SystemExit(f"{path} with If-None-Match {tag} answered {again.status}, not 304")
    return tag


def wrk(path: str, seconds: float, headers: dict[str, str]) -> float:
    """Requests per second of GET `path` (2 threads, 4 connections); SystemExit on an answer that is not 2xx/3xx."""
    sent = [item for name, value in headers.items() for item in ("-H", f"{name}: {value}")]
    command = ["wrk", "-t2", "-c4", f"-d{seconds:g}s", "--timeout", "10s", *sent, BASE + path]
    output = subprocess.run(command, capture_output=True, text=True, timeout=seconds + 30, check=True).stdout
    if bad := NOT_OK.search(output):
        raise SystemExit(f"{path}: {bad.group(0)}\n{output}")
    found = RATE.search(output)
    if found is None or not float(found.group(1)):
        raise SystemExit(f"wrk printed no rate for {path}:\n{output}")
    return float(found.group(1))


def main() -> None:
    global PORT, BASE
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seconds", type=int, default=3)
    parser.add_argument("--limit", type=float, default=600, help="stop after this many seconds")
    parser.add_argument("--port", type=int, default=PORT, help="gunicorn's port on 127.0.0.1")
    parser.add_argument("--short", action="store_true", help="one round of a second each, no budget judged")
    args = parser.parse_args()
    PORT, BASE = args.port, f"http://{HOST}:{args.port}"
    if args.short:
        args.rounds, args.seconds = 1, 1
    if shutil.which("wrk") is None:
        raise SystemExit("wrk is not installed: apt-get install wrk (make throughput does it)")
    deadline = time.monotonic() + args.limit
    call_command("migrate", verbosity=0)
    if not SHORT:
        call_command("collectstatic", interactive=False, verbosity=0)
    small, large = game_of(20), game_of(1000)
    night = night_of_two_tables()
    organiser = signed_in(night.league.owner)
    screens = f"/l/{night.league.slug}/n/{night.slug}"
    pages = {
        "bare view": "/bench/bare/",
        "sheet of 20 deals": f"/g/{small.slug}/",
        "rule page": f"/rules/{DEFAULT_VARIANT}/",
        "deal form": f"/g/{small.slug}/deal/",
        "sheet of 1,000 deals": f"/g/{large.slug}/",
        POLL: f"/v/{small.view_slug}/live/",
        PROJECTOR: f"{screens}/projector/live/",
        BOARD: f"{screens}/board/live/",
    }
    database = f"{connection.vendor} {connection.settings_dict['NAME']}"
    connection.close()
    server = serve()
    rates: dict[str, list[float]] = {name: [] for name in pages}
    try:
        print(f"Meld throughput on {database}, gunicorn (gunicorn.conf.py, 2 workers, DEBUG off) at {BASE}")
        warm(pages.values())
        headers: dict[str, dict[str, str]] = {name: {} for name in pages}
        headers[BOARD] = {"Cookie": organiser}
        for name in POLLS:
            headers[name] = {**headers[name], "If-None-Match": etag_of(pages[name], headers[name])}
        for _round in range(args.rounds):
            if time.monotonic() > deadline:
                break
            for name, path in pages.items():
                rates[name].append(wrk(path, args.seconds, headers[name]))
            print("  round: " + ", ".join(f"{name} {found[-1]:.0f}/s" for name, found in rates.items()))
    finally:
        server.terminate()
        server.wait(timeout=30)
        if THROWAWAY:
            shutil.rmtree(THROWAWAY, ignore_errors=True)
    print(report(rates))
    if args.short:
        print("a short run: no budget judged")
    elif missed(rates):
        print("a budget was missed")
        sys.exit(1)


def ratios(rates: dict[str, list[float]], name: str, yardstick: str = "bare view") -> list[float]:
    """`name`'s rate as a share of the yardstick's, round by round."""
    return [rate / base for rate, base in zip(rates[name], rates[yardstick], strict=True)]


def growth(rates: dict[str, list[float]]) -> list[float]:
    """The time of the sheet of 1,000 deals as a multiple of the sheet of 20's, round by round."""
    return [1 / share for share in ratios(rates, "sheet of 1,000 deals", "sheet of 20 deals")]


def spread(values: list[float]) -> str:
    return " ".join(f"{value:.2f}" for value in values)


def report(rates: dict[str, list[float]]) -> str:
    lines = [f"  {'page':<22} {'req/s (median)':>14}   ratio to the bare view (median; each round)   budget"]
    for name, found in rates.items():
        line = f"  {name:<22} {statistics.median(found):>14.0f}"
        if name != "bare view":
            shares = ratios(rates, name)
            line += f"   {statistics.median(shares):.2f} ({spread(shares)})"
        if name in BUDGETS:
            verdict = "ok" if statistics.median(shares) >= BUDGETS[name] else "MISSED"
            line += f"   >= {BUDGETS[name]}  {verdict}"
        lines.append(line)
    times = growth(rates)
    verdict = "ok" if statistics.median(times) <= GROWTH_BUDGET else "MISSED"
    lines.append(
        f"  time of the sheet of 1,000 deals / of 20: {statistics.median(times):.2f} ({spread(times)})"
        f"   <= {GROWTH_BUDGET}  {verdict}"
    )
    return "\n".join(lines)


def missed(rates: dict[str, list[float]]) -> bool:
    shares_missed = any(statistics.median(ratios(rates, name)) < budget for name, budget in BUDGETS.items())
    return shares_missed or statistics.median(growth(rates)) > GROWTH_BUDGET


if __name__ == "__main__":
    main()
