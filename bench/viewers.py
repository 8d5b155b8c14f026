"""What idle viewers of a game cost the server: the live sheet's conditional poll, over HTTP against gunicorn.

    .venv/bin/python bench/viewers.py                      # SQLite, a throwaway file
    DATABASE_URL=postgres://postgres@127.0.0.1:5432/meld_share .venv/bin/python bench/viewers.py
    .venv/bin/python bench/viewers.py --seconds 60 --viewers 100 --port 8121
    .venv/bin/python bench/viewers.py --short       (a second a phase, 5 viewers: the suite's smoke test)

It migrates the database, makes a game of 12 deals, starts gunicorn (2 sync
workers, not recycled, as `make serve` on one core would have 3) on 127.0.0.1
only (port --port: MELD_BENCH_PORT, else 8121) and polls the game's view link as
static/js/sheet.js does: GET /v/SLUG/live/ with the ETag of the sheet on screen,
every 2 seconds. Nothing changes meanwhile, so every poll must be a 304.

It prints, all measured in this one run:
  one idle viewer   requests and bytes per minute (HTTP headers and bodies, both ways), server time per
                    poll (gunicorn's own %(D)s), each beside a reload of the whole page that a poll avoids
  capacity          304 polls per second the server answers flat out (8 clients, no pause)
  100 idle viewers  requests per second handled and their share of that capacity, the server's CPU
                    (its processes' user + system time over the wall time, in cores), p50 / p99 latency
Exits non-zero when a poll was not a 304, a request failed, or the run went over --limit seconds.
The throughput of a poll against a bare view's is bench/throughput.py's (wrk measures it better).
The clients run on the same machine and share its cores with the server: compare the figures with
each other, not with another machine's.
"""

import argparse
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

THROWAWAY = setup("viewers")

from django.core.management import call_command  # noqa: E402
from django.db import connection  # noqa: E402

from rules.catalog import DEFAULT_VARIANT  # noqa: E402
from scorekeeper.models import Game  # noqa: E402
from scorekeeper.services.deals import add_deal  # noqa: E402
from scorekeeper.services.games import SideSpec, create_game  # noqa: E402

HOST = "127.0.0.1"
PORT = int(os.environ.get("MELD_BENCH_PORT", "8121"))  # --port
BASE = f"http://{HOST}:{PORT}"
POLL = 2.0  # seconds, as static/js/meld.js (scorekeeper/views/live.py POLL_SECONDS)
TIMEOUT = 20


@dataclass
class Answer:
    status: int
    seconds: float
    sent: int
    received: int


@dataclass
class Tally:
    answers: list[Answer] = field(default_factory=list)
    failures: int = 0
    lock: threading.Lock = field(default_factory=threading.Lock)

    def add(self, answer: Answer | None) -> None:
        with self.lock:
            if answer is None:
                self.failures += 1
            else:
                self.answers.append(answer)


def get(path: str, etag: str = "") -> tuple[Answer, str]:
    """One GET as a browser would send it (a new connection: gunicorn's sync workers close each one)."""
    headers = {"User-Agent": "meld-bench", "Accept": "*/*", "Accept-Encoding": "gzip, deflate"}
    if etag:
        headers["If-None-Match"] = etag
    request_bytes = len(f"GET {path} HTTP/1.1\r\nHost: {HOST}:{PORT}\r\n") + sum(
        len(f"{name}: {value}\r\n") for name, value in headers.items()
    )
    started = time.perf_counter()
    link = HTTPConnection(HOST, PORT, timeout=TIMEOUT)
    try:
        link.request("GET", path, headers=headers)
        response = link.getresponse()
        body = response.read()
    finally:
        link.close()
    seconds = time.perf_counter() - started
    head = len(f"HTTP/1.1 {response.status} {response.reason}\r\n") + len(str(response.msg)) + 2
    answer = Answer(response.status, seconds, request_bytes + 2, head + len(body))
    return answer, response.getheader("ETag") or ""


def make_game() -> Game:
    game = create_game(DEFAULT_VARIANT, [SideSpec("We", ["Aiko", "Ben"]), SideSpec("They", ["Chie", "Dan"])])
    for number in range(12):
        add_deal(game, [{"melded_points": 50 + 5 * number}, {"melded_points": 60}])
    game.refresh_from_db()
    return game


def server_times(log: Path, path: str, status: str, since: int) -> list[float]:
    """gunicorn's own time (ms) of each request for `path` with `status` logged after line `since`."""
    lines = log.read_text().splitlines()[since:]
    return [int(line.split()[3]) / 1000 for line in lines if line.split()[:2] == [path, status]]


def log_length(log: Path, at_least: int = 0) -> int:
    """The access log's lines, once it has `at_least` (gunicorn writes a request's line after answering it)."""
    for _wait in range(50):
        time.sleep(0.1)
        length = len(log.read_text().splitlines())
        if length >= at_least:
            break
    return length


def viewer(path: str, etag: str, until: float, tally: Tally, offset: float) -> None:
    """An idle phone on the view link: a poll every POLL seconds, starting `offset` seconds in."""
    next_poll = time.monotonic() + offset
    while next_poll < until:
        time.sleep(max(0.0, next_poll - time.monotonic()))
        try:
            answer, _etag = get(path, etag)
        except OSError:
            answer = None
        tally.add(answer)
        next_poll += POLL


def hammer(path: str, etag: str, until: float, tally: Tally) -> None:
    while time.monotonic() < until:
        try:
            answer, _etag = get(path, etag)
        except OSError:
            answer = None
        tally.add(answer)


def run(threads: list[threading.Thread]) -> None:
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def main() -> int:
    global PORT, BASE
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=30, help="how long each idle phase polls")
    parser.add_argument("--viewers", type=int, default=100)
    parser.add_argument("--limit", type=float, default=300, help="stop with an error after this many seconds")
    parser.add_argument("--port", type=int, default=PORT, help="gunicorn's port on 127.0.0.1")
    parser.add_argument("--short", action="store_true", help="a second a phase and 5 viewers")
    args = parser.parse_args()
    PORT, BASE = args.port, f"http://{HOST}:{args.port}"
    flat_seconds = 5.0
    if args.short:
        args.seconds, args.viewers, flat_seconds = 1.0, 5, 1.0
    started = time.monotonic()
    call_command("migrate", verbosity=0)
    game = make_game()
    sheet, live = f"/v/{game.view_slug}/", f"/v/{game.view_slug}/live/"
    log = Path(tempfile.mkdtemp(prefix="meld-viewers-log-")) / "access.log"
    server = logged_gunicorn(log, HOST, PORT)
    failed = False
    try:
        database = f"{connection.vendor} {connection.settings_dict['NAME']}"
        print(f"Meld idle viewers on {database}, gunicorn with 2 sync workers at {BASE}, a game of 12 deals")
        # What a poll saves: the whole page, and the live part a changed game sends.
        pages = [get(sheet)[0] for _ in range(10)]
        etag = get(live)[1]
        changed = [get(live)[0] for _ in range(10)]

        # One idle viewer.
        mark = log_length(log)
        one = Tally()
        viewer(live, etag, time.monotonic() + args.seconds, one, 0)
        log_length(log, mark + len(one.answers) + one.failures)
        polls = server_times(log, live, "304", mark)
        page_times = server_times(log, sheet, "200", 0)
        changed_times = server_times(log, live, "200", 0)
        if not (polls and page_times and changed_times):
            raise SystemExit(f"gunicorn logged no 304 poll, page or changed sheet: see {log}")
        minutes = args.seconds / 60
        per_poll = (statistics.mean(a.sent for a in one.answers), statistics.mean(a.received for a in one.answers))
        page_bytes = statistics.mean(a.sent + a.received for a in pages)
        changed_bytes = statistics.mean(a.sent + a.received for a in changed)
        print(f"\nOne idle viewer, {len(one.answers)} polls in {args.seconds:.0f} s:")
        print(f"  requests per minute   {len(one.answers) / minutes:8.1f}")
        print(
            f"  bytes per minute      {sum(a.sent + a.received for a in one.answers) / minutes:8.0f}"
            f"   ({per_poll[0]:.0f} sent + {per_poll[1]:.0f} received per poll;"
            f" a changed sheet's poll {changed_bytes:.0f}, a page reload {page_bytes:.0f}:"
            f" a 304 is {page_bytes / sum(per_poll):.0f}x smaller than a reload)"
        )
        print(
            f"  server time per poll  {statistics.median(polls):8.2f} ms median"
            f"   (a changed sheet {statistics.median(changed_times):.2f} ms,"
            f" a page reload {statistics.median(page_times):.2f} ms: a 304 takes"
            f" {statistics.median(polls) / statistics.median(page_times):.0%} of a reload)"
        )
        print(f"  client-side latency   {statistics.median(a.seconds for a in one.answers) * 1000:8.2f} ms median")

        # Capacity: 304 polls flat out.
        flat = Tally()
        cpu = server_cpu(server)
        until = time.monotonic() + flat_seconds
        run([threading.Thread(target=hammer, args=(live, etag, until, flat)) for _ in range(8)])
        capacity = len(flat.answers) / flat_seconds
        flat_cpu = (server_cpu(server) - cpu) / flat_seconds
        print(
            f"\nFlat out (8 clients, no pause, {flat_seconds:.0f} s): {capacity:.0f} polls per second,"
            f" server CPU {flat_cpu:.2f} cores"
        )

        # Many idle viewers.
        many = Tally()
        cpu, wall = server_cpu(server), time.monotonic()
        until = wall + args.seconds
        offsets = [POLL * i / args.viewers for i in range(args.viewers)]  # phones opened at different moments
        run([threading.Thread(target=viewer, args=(live, etag, until, many, o)) for o in offsets])
        wall = time.monotonic() - wall
        used = server_cpu(server) - cpu
        rate = len(many.answers) / wall
        latencies = [a.seconds * 1000 for a in many.answers]
        print(f"\n{args.viewers} idle viewers of one game, {len(many.answers)} polls in {wall:.0f} s:")
        print(f"  requests per second   {rate:8.1f}   ({rate / capacity:.0%} of the flat-out capacity above)")
        cores = os.cpu_count() or 1
        print(
            f"  server CPU            {used / wall:8.2f} cores   ({used / wall / cores:.0%} of this machine's {cores};"
            f" {used / max(1, len(many.answers)) * 1000:.2f} ms per poll)"
        )
        p50, p99 = percentile(latencies, 0.5), percentile(latencies, 0.99)
        print(f"  poll latency          {p50:8.2f} ms p50, {p99:.2f} ms p99")
        print(f"  bytes per second      {sum(a.sent + a.received for a in many.answers) / wall:8.0f}")

        wrong = [a.status for t in (one, flat, many) for a in t.answers if a.status != 304]
        failures = one.failures + flat.failures + many.failures
        if wrong or failures:
            print(f"\nFAILED: {len(wrong)} polls not answered 304 ({sorted(set(wrong))}), {failures} requests failed")
            failed = True
        if time.monotonic() - started > args.limit:
            print(f"\nFAILED: the run took more than {args.limit:.0f} s")
            failed = True
    finally:
        stop(server, log.parent, THROWAWAY)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
