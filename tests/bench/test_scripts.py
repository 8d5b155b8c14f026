"""Each bench script of `make bench`, `make throughput`, `make viewers` and `make club-night`, and the phrase
breaks' cost, runs in its short mode, so that
none rots unnoticed between the times someone measures with it (docs/testing.md). A short run judges no
time budget (a second on a shared machine says nothing), but it still fails on a wrong answer, a failed
request or queries that grow with the data.

Each runs as a user runs it: a fresh Python in the checkout, on a throwaway SQLite database (never the
suite's DATABASE_URL, which the scripts would migrate and fill), and gunicorn, where it starts one, on a
free port: one of MELD_BENCH_PORTS (a range such as 8350-8399, for a machine whose ports are shared
out), else any the system gives.
"""

import os
import shutil
import socket
import subprocess
import sys

import pytest

from tests import ROOT, skip_unless

LIMIT = 240  # seconds: a short run takes well under a minute


def free_port() -> int:
    wanted = os.environ.get("MELD_BENCH_PORTS", "")
    low, _dash, high = wanted.partition("-")
    candidates = range(int(low), int(high or low) + 1) if low else [0]
    for port in candidates:
        with socket.socket() as probe:
            try:
                probe.bind(("127.0.0.1", port))
            except OSError:
                continue
            return int(probe.getsockname()[1])
    raise RuntimeError(f"no free port in MELD_BENCH_PORTS={wanted}")


def run(script: str, *options: str) -> str:
    environ = {key: value for key, value in os.environ.items() if key not in ("DATABASE_URL", "DEBUG")}
    environ.pop("DJANGO_SETTINGS_MODULE", None)
    done = subprocess.run(
        [sys.executable, f"bench/{script}", "--short", *options],
        cwd=ROOT,
        env=environ,
        capture_output=True,
        text=True,
        timeout=LIMIT,
    )
    assert done.returncode == 0, f"{script} failed:\n{done.stdout}\n{done.stderr}"
    return done.stdout


def test_deal_queries():
    output = run("deal_queries.py")
    assert "saving grows with the deals: no" in output
    assert "x bare view" in output


def test_league_standings():
    output = run("league_standings.py")
    assert "standings page" in output and "player page" in output
    assert "correcting the first of 300 games" in output


def test_plan_night():
    output = run("plan_night.py")
    assert "13 players, 13 rounds" in output
    assert "13 pairs, 13 rounds, round-robin" in output and "13 pairs, 7 rounds, mitchell" in output


def test_viewers():
    output = run("viewers.py", "--port", str(free_port()))
    assert "server time per poll" in output
    assert "FAILED" not in output


def test_throughput():
    skip_unless(shutil.which("wrk") is not None, "wrk is not installed (apt-get install wrk)", "MELD_REQUIRE_WRK")
    output = run("throughput.py", "--port", str(free_port()))
    assert "live poll (304)" in output
    assert "projector poll (304)" in output and "board poll (304)" in output
    assert "a short run: no budget judged" in output


pytestmark = pytest.mark.skipif(
    "DATABASE_URL" in os.environ,
    reason="the same throwaway SQLite runs as the suite's SQLite pass: the scripts never use its database",
)


def test_club_night():
    output = run("club_night.py", "--port", str(free_port()))
    assert "polls not 304" in output and "ratio" in output
    assert "FAILED" not in output  # every idle poll a 304, no request failed


def test_phrases():
    output = run("phrases.py")
    assert "rule page, rendered" in output and "score sheet, kept copy" in output
