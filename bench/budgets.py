"""The page budgets of issue 12, checked against the local gunicorn (`make budgets`).

    .venv/bin/python bench/budgets.py              # every page
    .venv/bin/python bench/budgets.py --page sheet  # one page (or several: --page sheet,sheet-ja)

It installs bench/package.json's tools with npm (Lighthouse and axe-core, pinned) when missing,
migrates a throwaway SQLite database, collects the static files (whitenoise's compressed, hashed
files, as in production), seeds a Classic Canasta game of 20 deals and a club night of two tables
(its board and results), starts gunicorn on 127.0.0.1
(port MELD_BENCH_PORT, 8110 by default), and for each page:

- runs Lighthouse (mobile, the default) on Debian's Chromium (CHROME_PATH, /usr/bin/chromium):
  the four category scores must each be 100;
- adds up the bytes the page's first load transferred (HTML included, compressed as sent) from
  Lighthouse's network log: at most 30 KB. The service worker's own fetches after the load
  (the rule book it keeps for no signal) are printed apart and are not part of the budget;
- runs axe-core (injected with Playwright) in the light and the dark theme: no violation.

It prints a line per page and exits non-zero when a budget is missed. Lighthouse's reports go to
bench/out/.
"""

import argparse
import datetime
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
BENCH = ROOT / "bench"
OUT = BENCH / "out"
sys.path.insert(0, str(ROOT))
DATA = tempfile.mkdtemp(prefix="meld-budgets-")
os.environ.update(
    DJANGO_SETTINGS_MODULE="scorekeeper.settings", MELD_DATA_DIR=DATA, DEBUG="", HTTPS="", LOG_LEVEL="ERROR"
)
os.environ.pop("DATABASE_URL", None)

import django  # noqa: E402

django.setup()

from django.contrib.auth import get_user_model  # noqa: E402
from django.core.management import call_command  # noqa: E402

from leagues.services.leagues import create_league  # noqa: E402
from leagues.services.nights import open_night, start_round  # noqa: E402
from rules.catalog import DEFAULT_VARIANT  # noqa: E402
from scorekeeper.models import Game  # noqa: E402
from scorekeeper.services.deals import add_deal  # noqa: E402
from scorekeeper.services.games import SideSpec, create_game  # noqa: E402

HOST, PORT = "127.0.0.1", int(os.environ.get("MELD_BENCH_PORT", "8110"))
BASE = f"http://{HOST}:{PORT}"
CHROME = os.environ.get("CHROME_PATH", "/usr/bin/chromium")
FLAGS = "--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking"
FLAGS += " --disable-component-update --disable-sync"
CATEGORIES = ("performance", "accessibility", "best-practices", "seo")
KB = 1024
BYTES = 30 * KB
DEALS = 20
ATTEMPTS = 3  # Lighthouse runs per page before the script gives up


def tools() -> None:
    """Lighthouse and axe-core from bench/package.json (pinned in package-lock.json)."""
    if not (BENCH / "node_modules" / ".bin" / "lighthouse").exists():
        subprocess.run(["npm", "ci", "--no-audit", "--no-fund", "--loglevel=error"], cwd=BENCH, check=True)


def seed() -> str:
    """A Classic Canasta game of 20 deals, still going: the sheet and its deal form."""
    game = create_game(DEFAULT_VARIANT, [SideSpec("We", ["Aiko", "Ben"]), SideSpec("They", ["Chie", "Dan"])])
    for deal in range(DEALS):
        we, they = {"melded_points": 90 + deal % 4 * 10}, {"melded_points": 60 + deal % 3 * 20, "hand_points": 15}
        add_deal(game, [we, they])
    return str(game.slug)


def seed_night() -> tuple[str, str]:
    """A club night of 8 players (a public league's), round 1 started, a deal at each table, one game finished:
    its board and its results."""
    owner = get_user_model().objects.create_user("budget-owner", "owner@example.com", "a long pass phrase")
    league = create_league("Tuesday club", DEFAULT_VARIANT, None, owner=owner)
    names = ["Aiko", "Ben", "Chie", "Dan", "Emi", "Finn", "Goro", "Hana"]
    night = open_night(league, datetime.date(2026, 11, 27), [], names, 3, "2x2", 50, seed=1)
    start_round(night)
    games = Game.objects.filter(league_game__night_table__round__night=night).order_by("pk")
    for number, game in enumerate(games):
        add_deal(game, [{"melded_points": 900 - 300 * number}, {"melded_points": 100}])
    first = games[0]
    while not Game.objects.get(pk=first.pk).finished:
        add_deal(Game.objects.get(pk=first.pk), [{"melded_points": 1000}, {"melded_points": 100}])
    return league.slug, night.slug


def serve() -> subprocess.Popen[bytes]:
    env = {**os.environ, "HOST": HOST, "PORT": str(PORT), "WORKERS": "2", "ACCESS_LOG": "/dev/null"}
    command = [str(ROOT / ".venv" / "bin" / "gunicorn"), "--config", "gunicorn.conf.py", "scorekeeper.wsgi"]
    server = subprocess.Popen(command, cwd=ROOT, env=env, stderr=subprocess.DEVNULL, stdout=subprocess.DEVNULL)
    for _try in range(100):
        try:
            with urllib.request.urlopen(f"{BASE}/health/", timeout=2):
                return server
        except OSError:
            time.sleep(0.2)
    server.terminate()
    raise SystemExit("gunicorn did not start")


def lighthouse(name: str, path: str) -> dict[str, Any]:
    """Lighthouse's report of one page (mobile)."""
    report = OUT / f"lighthouse-{name}.json"
    command = [
        str(BENCH / "node_modules" / ".bin" / "lighthouse"),
        BASE + path,
        "--quiet",
        "--output=json",
        f"--output-path={report}",
        f"--only-categories={','.join(CATEGORIES)}",
        f"--chrome-flags={FLAGS}",
    ]
    for attempt in range(1, ATTEMPTS + 1):
        done = subprocess.run(command, env={**os.environ, "CHROME_PATH": CHROME}, timeout=300)
        if done.returncode == 0:
            break
        # Lighthouse's own trace now and then fails on a busy machine (NO_NAVSTART): measure again.
        print(f"  Lighthouse failed on {name} (exit {done.returncode}), attempt {attempt} of {ATTEMPTS}", flush=True)
    else:
        raise SystemExit(f"Lighthouse failed {ATTEMPTS} times on {name}")
    data: dict[str, Any] = json.loads(report.read_text())
    return data


def scores(report: dict[str, Any]) -> dict[str, int]:
    return {key: round((report["categories"][key]["score"] or 0) * 100) for key in CATEGORIES}


def first_load(report: dict[str, Any]) -> tuple[int, int, int]:
    """Bytes the page's own requests transferred, how many there were, and the bytes the service
    worker fetched for its cache meanwhile (not the page's)."""
    requests = report["audits"]["network-requests"]["details"]["items"]
    page = [r for r in requests if r.get("sessionTargetType", "page") == "page"]
    worker = [r for r in requests if r.get("sessionTargetType", "page") != "page"]
    return sum(r["transferSize"] for r in page), len(page), sum(r["transferSize"] for r in worker)


def axe(pages: dict[str, str]) -> dict[tuple[str, str], list[str]]:
    """axe-core's violations on each page in each theme: rule id and how many nodes."""
    from playwright.sync_api import sync_playwright

    script = BENCH / "node_modules" / "axe-core" / "axe.min.js"
    found: dict[tuple[str, str], list[str]] = {}
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROME, args=FLAGS.split())
        for scheme in ("light", "dark"):
            context = browser.new_context(
                viewport={"width": 390, "height": 844}, is_mobile=True, color_scheme=scheme, bypass_csp=True
            )
            page = context.new_page()
            for name, path in pages.items():
                page.goto(BASE + path)
                page.add_script_tag(path=str(script))
                result = page.evaluate("axe.run(document, {resultTypes: ['violations']})")
                found[(name, scheme)] = [f"{v['id']} ×{len(v['nodes'])}" for v in result["violations"]]
            context.close()
        browser.close()
    return found


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument(
        "--page",
        help="only these pages, by commas (home, start, sheet, deal, rules-en, rules-ja, sheet-ja, board, results)",
    )
    args = parser.parse_args()
    tools()
    OUT.mkdir(exist_ok=True)
    call_command("migrate", verbosity=0)
    call_command("collectstatic", interactive=False, verbosity=0)
    slug = seed()
    league, night = seed_night()
    pages = {
        "home": "/",
        "start": "/new/",
        "sheet": f"/g/{slug}/",
        "deal": f"/g/{slug}/deal/",
        "rules-en": f"/rules/{DEFAULT_VARIANT}/",
        "rules-ja": f"/ja/rules/{DEFAULT_VARIANT}/",
        "board": f"/l/{league}/n/{night}/board/",
        "results": f"/l/{league}/n/{night}/results/",
        "sheet-ja": f"/ja/g/{slug}/",  # marked between phrases as it is rendered (rules/book/phrases.py)
        "start-ja": "/ja/new/",
        "deal-ja": f"/ja/g/{slug}/deal/",
        "board-ja": f"/ja/l/{league}/n/{night}/board/",
        "results-ja": f"/ja/l/{league}/n/{night}/results/",
    }
    if args.page:
        pages = {name: pages[name] for name in args.page.split(",")}
    server = serve()
    missed = []
    try:
        print(f"Lighthouse (mobile) and axe-core against gunicorn at {BASE}; a sheet of {DEALS} deals")
        heads = ("perf", "a11y", "best", "seo")
        print(f"{'page':<10} {' '.join(f'{h:>4}' for h in heads)} {'bytes':>8} {'reqs':>4}  worker after load")
        for name, path in pages.items():
            report = lighthouse(name, path)
            score = scores(report)
            size, count, worker = first_load(report)
            row = " ".join(f"{value:>4}" for value in score.values())
            print(f"{name:<10} {row} {size:>8,} {count:>4}  {worker:,}")
            missed += [f"{name}: {key} {value} < 100" for key, value in score.items() if value < 100]
            if size > BYTES:
                missed.append(f"{name}: first load {size:,} bytes > {BYTES:,}")
        for (name, scheme), violations in axe(pages).items():
            print(f"axe {name:<10} {scheme:<5} {', '.join(violations) or 'no violation'}")
            missed += [f"{name} ({scheme}): axe {violation}" for violation in violations]
    finally:
        server.terminate()
        server.wait(timeout=30)
        shutil.rmtree(DATA, ignore_errors=True)
    for miss in missed:
        print(f"MISSED {miss}")
    print("every budget met" if not missed else f"{len(missed)} budget(s) missed")
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
