"""What a club night costs the server: 10 tables, 4 rounds, 40 phones polling their score sheets and 2 boards.

    .venv/bin/python bench/club_night.py                   # SQLite, a throwaway file
    DATABASE_URL=postgres://postgres@127.0.0.1:5432/meld_night .venv/bin/python bench/club_night.py
    .venv/bin/python bench/club_night.py --seconds 60

It migrates the database, opens a night of 40 players at tables of two partnerships over 4 rounds, starts
round 1 (10 tables, each a league game of 3 deals) and makes a game of 20 deals beside it, then starts
gunicorn (2 sync workers, never recycled) on 127.0.0.1 only (--port, or MELD_BENCH_PORT, 8200 by default).
For --seconds (3 with --short, the suite's smoke test, which judges no time budget), 40 phones (4 a table)
poll their game's live sheet and 2 screens poll the board, each every 2 seconds with the ETag it has, as
static/js/sheet.js does; nothing changes meanwhile, so every poll must be a 304.

It prints, all measured in this one run:
  idle night         requests per minute, the server's CPU per minute (its processes' user + system time),
                     p50 / p99 latency, and how many polls were not a 304
  render             the board's live part for 10 tables (a changed board, sent whole) against a 20-deal
                     score sheet's live part, in gunicorn's own time (%(D)s), median of 20 each: the ratio
Exits non-zero when a poll was not a 304, a request failed, the board took more than 3x the sheet, or the
run went over --limit seconds. Clients and server share this machine's cores: compare figures within a run.
"""

import argparse
import datetime
import os
import statistics
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from http.client import HTTPConnection
from pathlib import Path

from standalone import logged_gunicorn, server_cpu, setup, stop  # bench/ is the script's own folder, first on the path

THROWAWAY = setup("club-night")

from django.contrib.auth import get_user_model  # noqa: E402
from django.core.management import call_command  # noqa: E402
from django.db import connection  # noqa: E402

from leagues.models import Night  # noqa: E402
from leagues.services.games import record_game  # noqa: E402
from leagues.services.leagues import create_league  # noqa: E402
from leagues.services.nights import open_night, start_round  # noqa: E402
from rules.catalog import DEFAULT_VARIANT  # noqa: E402
from scorekeeper.models import Game  # noqa: E402
from scorekeeper.services.deals import add_deal  # noqa: E402
from scorekeeper.services.games import SideSpec  # noqa: E402

HOST = "127.0.0.1"
PORT = int(os.environ.get("MELD_BENCH_PORT", "8200"))
BASE = f"http://{HOST}:{PORT}"
POLL = 2.0  # seconds, as static/js/sheet.js (scorekeeper/views/live.py POLL_SECONDS)
TIMEOUT = 20
PLAYERS, ROUNDS, PHONES_A_TABLE, BOARDS = 40, 4, 4, 2
BUDGET = 3.0  # the board's render, at most this many times a 20-deal sheet's


@dataclass
class Tally:
    statuses: list[int] = field(default_factory=list)
    latencies: list[float] = field(default_factory=list)
    failures: int = 0
    lock: threading.Lock = field(default_factory=threading.Lock)


def get(path: str, etag: str = "") -> tuple[int, str, float]:
    """One GET on a new connection (gunicorn's sync workers close each one): status, ETag, seconds."""
    headers = {"User-Agent": "meld-bench", "Accept": "*/*", "Accept-Encoding": "gzip, deflate"}
    if etag:
        headers["If-None-Match"] = etag
    started = time.perf_counter()
    link = HTTPConnection(HOST, PORT, timeout=TIMEOUT)
    try:
        link.request("GET", path, headers=headers)
        response = link.getresponse()
        response.read()
    finally:
        link.close()
    # The page keeps the strong ETag in data-etag (static/js/sheet.js sends it back); the header's is weak
    # once the answer was compressed ("W/..."), so the screen's copy is the strong one.
    etag = (response.getheader("ETag") or "").removeprefix("W/")
    return response.status, etag, time.perf_counter() - started


def server_times(log: Path, path: str, status: str) -> list[float]:
    """gunicorn's own time (ms) of each request for `path` answered `status`."""
    time.sleep(0.3)  # gunicorn writes its access log line after answering
    lines = log.read_text().splitlines()
    return [int(line.split()[3]) / 1000 for line in lines if line.split()[:2] == [path, status]]


def poller(path: str, etag: str, until: float, tally: Tally, offset: float) -> None:
    """A screen that stays open: a poll every POLL seconds with the ETag it has, starting `offset` seconds in."""
    next_poll = time.monotonic() + offset
    while next_poll < until:
        time.sleep(max(0.0, next_poll - time.monotonic()))
        try:
            status, _etag, seconds = get(path, etag)
        except OSError:
            with tally.lock:
                tally.failures += 1
        else:
            with tally.lock:
                tally.statuses.append(status)
                tally.latencies.append(seconds * 1000)
        next_poll += POLL


def first_round(night: Night) -> list[Game]:
    return list(
        Game.objects.filter(league_game__night_table__round__night=night, league_game__night_table__round__number=1)
    )


def make_night() -> tuple[Night, Game]:
    """The night (round 1 started, 3 deals at each table) and a 20-deal game of the same league."""
    owner = get_user_model().objects.create_user("bench-owner", "owner@example.com", "a long pass phrase")
    league = create_league("Bench club", DEFAULT_VARIANT, None, owner=owner)  # the default game: partnerships of two
    names = [f"Player {number:02d}" for number in range(1, PLAYERS + 1)]
    night = open_night(league, datetime.date(2026, 11, 27), [], names, ROUNDS, "2x2", 50, seed=1)
    start_round(night)
    for game in first_round(night):
        for number in range(3):
            add_deal(game, [{"melded_points": 100 + 5 * number}, {"melded_points": 60}])
    sheet = record_game(league, [SideSpec("We", ["Aiko", "Ben"]), SideSpec("They", ["Chie", "Dan"])])
    for number in range(20):
        add_deal(sheet, [{"melded_points": 50 + 5 * number}, {"melded_points": 60}])
    return night, sheet


def main() -> int:
    global PORT, BASE
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=60, help="how long the idle night polls")
    parser.add_argument("--limit", type=float, default=300, help="stop with an error after this many seconds")
    parser.add_argument("--port", type=int, default=PORT, help=f"gunicorn's port on {HOST} (default {PORT})")
    parser.add_argument(
        "--short", action="store_true", help="a few seconds, judging no time budget (the suite's smoke test)"
    )
    args = parser.parse_args()
    PORT, BASE = args.port, f"http://{HOST}:{args.port}"
    if args.short:
        args.seconds = 3
    started = time.monotonic()
    call_command("migrate", verbosity=0)
    night, sheet = make_night()
    slug, night_slug = night.league.slug, night.slug
    board_live = f"/l/{slug}/n/{night_slug}/board/live/"
    games = [game.slug for game in first_round(night)]
    log = Path(tempfile.mkdtemp(prefix="meld-night-log-")) / "access.log"
    server = logged_gunicorn(log, HOST, PORT)
    failed = False
    try:
        database = f"{connection.vendor} {connection.settings_dict['NAME']}"
        print(f"Meld club night on {database}, gunicorn with 2 sync workers at {BASE}")
        print(f"{PLAYERS} players, {len(games)} tables, {ROUNDS} rounds; round 1 started, 3 deals a table")

        # Render: the board's live part sent whole (a changed board) against a 20-deal sheet's live part.
        sheet_live = f"/g/{sheet.slug}/live/"
        for _warm in range(3):
            get(board_live)
            get(sheet_live)
        for _time in range(20):
            get(board_live)
            get(sheet_live)
        board_ms = statistics.median(server_times(log, board_live, "200")[3:])
        sheet_ms = statistics.median(server_times(log, sheet_live, "200")[3:])
        ratio = board_ms / sheet_ms
        print("\nRender (gunicorn's own time, median of 20):")
        print(f"  board of {len(games)} tables   {board_ms:8.2f} ms")
        print(f"  20-deal sheet        {sheet_ms:8.2f} ms")
        print(f"  ratio                {ratio:8.2f}x   (budget {BUDGET:.0f}x)")

        # The idle night: 40 sheet pollers and 2 boards, every poll with the ETag the screen has.
        screens = []
        for game in games:
            path = f"/g/{game}/live/"
            etag = get(path)[1]
            screens += [(path, etag)] * PHONES_A_TABLE
        board_etag = get(board_live)[1]
        screens += [(board_live, board_etag)] * BOARDS
        tally = Tally()
        cpu, wall = server_cpu(server), time.monotonic()
        until = wall + args.seconds
        offsets = [POLL * index / len(screens) for index in range(len(screens))]  # opened at different moments
        threads = [
            threading.Thread(target=poller, args=(path, etag, until, tally, offset))
            for (path, etag), offset in zip(screens, offsets, strict=True)
        ]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        wall = time.monotonic() - wall
        used = server_cpu(server) - cpu
        minutes = wall / 60
        not_304 = [status for status in tally.statuses if status != 304]
        print(f"\nIdle night, {len(screens) - BOARDS} sheet pollers + {BOARDS} boards, {wall:.0f} s:")
        print(f"  requests per minute  {len(tally.statuses) / minutes:8.0f}")
        print(
            f"  server CPU per minute {used / minutes:7.2f} s"
            f"   ({used / wall:.2f} cores; {used / max(1, len(tally.statuses)) * 1000:.2f} ms a poll)"
        )
        latencies = sorted(tally.latencies)
        p50 = latencies[len(latencies) // 2]
        p99 = latencies[min(len(latencies) - 1, int(0.99 * len(latencies)))]
        print(f"  poll latency         {p50:8.2f} ms p50, {p99:.2f} ms p99")
        print(f"  polls not 304        {len(not_304):8d}   (failed requests: {tally.failures})")

        if not_304 or tally.failures:
            print(f"\nFAILED: {len(not_304)} polls not answered 304, {tally.failures} requests failed")
            failed = True
        if ratio > BUDGET and not args.short:
            print(f"\nFAILED: the board took {ratio:.2f}x a 20-deal sheet (budget {BUDGET:.0f}x)")
            failed = True
        if time.monotonic() - started > args.limit:
            print(f"\nFAILED: the run took more than {args.limit:.0f} s")
            failed = True
    finally:
        stop(server, log.parent, THROWAWAY)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
