"""What marking the phrases of Japanese text costs the server (rules/book/phrases.py, BudouX).

    .venv/bin/python bench/phrases.py [--runs 30]

In one process (Django's test client: the whole middleware stack, no network), on a throwaway SQLite
database with a game of the default preset of 3 deals, it asks each page `--runs` times with the marks on
and off (settings.PHRASE_BREAKS) and prints the median server time of each, the difference, and the
page's size as sent (Brotli) both ways:

- a rule page rendered afresh (its kept copy dropped before each request), and served from its copy
  (marked once, when it was rendered: nothing more to do);
- the score sheet rendered afresh (kept the same way) and the home page and a deal form's live
  preview (marked as they are sent, every time).

Budgets: a page marked as it is sent (home, preview) costs at most 25 ms more; a kept copy nothing
measurable (at most 5 ms, the noise of a shared machine); a page rendered afresh, which happens once
per page, language and worker before its copy is kept, at most 150 ms more. Exits non-zero on a
missed budget.
"""

import argparse
import shutil
import statistics
import sys
import time
from collections.abc import Callable
from typing import Any

import brotli
from standalone import setup  # bench/ is the script's own folder, first on the path

throwaway = setup("phrases")

from django.core.cache import caches  # noqa: E402
from django.core.management import call_command  # noqa: E402
from django.test import Client, override_settings  # noqa: E402

from rules.catalog import DEFAULT_VARIANT  # noqa: E402
from scorekeeper.compression import QUALITY  # noqa: E402
from scorekeeper.services.deals import add_deal  # noqa: E402
from scorekeeper.services.games import SideSpec, create_game  # noqa: E402

SENT_BUDGET_MS = 25.0
KEPT_BUDGET_MS = 5.0
RENDERED_BUDGET_MS = 150.0


def ok(response: Any) -> bytes:
    """The page, or the end of the run on anything but a 200."""
    if response.status_code != 200:
        raise SystemExit(f"{response.status_code} from {response.wsgi_request.path}")
    return bytes(response.content)


def timed(ask: Callable[[], bytes], runs: int, fresh: bool) -> tuple[float, bytes]:
    """The median milliseconds of `ask`, and the last page it gave."""
    times = []
    page = b""
    for _run in range(runs):
        if fresh:
            caches["pages"].clear()
        start = time.perf_counter()
        page = ask()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times), page


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=30)
    parser.add_argument("--short", action="store_true", help="3 runs, judging no time budget (the suite's smoke test)")
    args = parser.parse_args()
    runs = 3 if args.short else args.runs
    call_command("migrate", verbosity=0)
    game = create_game(DEFAULT_VARIANT, [SideSpec("自分たち", ["あいこ", "けん"]), SideSpec("相手", ["ちえ", "だい"])])
    for melded in (120, 90, 150):
        add_deal(game, [{"melded_points": melded}, {"melded_points": melded - 30}])
    client = Client(SERVER_NAME="localhost")  # pages as rendered: the sizes are worked out below
    client.get(game.get_absolute_url())  # the home page lists it
    preview = {"s0-melded_points": "120", "s1-melded_points": "60"}
    pages: list[tuple[str, Callable[[], bytes], bool, float]] = [
        ("rule page, rendered", lambda: ok(client.get(f"/ja/rules/{DEFAULT_VARIANT}/")), True, RENDERED_BUDGET_MS),
        ("rule page, kept copy", lambda: ok(client.get(f"/ja/rules/{DEFAULT_VARIANT}/")), False, KEPT_BUDGET_MS),
        ("score sheet, rendered", lambda: ok(client.get(f"/ja/g/{game.slug}/")), True, RENDERED_BUDGET_MS),
        ("score sheet, kept copy", lambda: ok(client.get(f"/ja/g/{game.slug}/")), False, KEPT_BUDGET_MS),
        ("home page", lambda: ok(client.get("/ja/")), False, SENT_BUDGET_MS),
        (
            "live preview",
            lambda: ok(client.post(f"/ja/g/{game.slug}/deal/preview/", preview, headers={"HX-Request": "true"})),
            False,
            SENT_BUDGET_MS,
        ),
    ]
    missed = False
    print(f"{'page':<24}{'off ms':>9}{'on ms':>9}{'cost ms':>9}{'off B':>9}{'on B':>9}  ({runs} runs, median)")
    for name, ask, fresh, budget in pages:
        results = {}
        for on in (False, True):
            with override_settings(PHRASE_BREAKS=on):
                caches["pages"].clear()
                ask()  # warm: templates loaded, BudouX's model read, the copy kept when not fresh
                results[on] = timed(ask, runs, fresh)
        (off_ms, off_page), (on_ms, on_page) = results[False], results[True]
        cost = on_ms - off_ms
        sizes = [len(brotli.compress(page, quality=QUALITY)) for page in (off_page, on_page)]
        over = cost > budget and not args.short
        missed |= over
        flag = f"  over the {budget:g} ms budget" if over else ""
        print(f"{name:<24}{off_ms:9.2f}{on_ms:9.2f}{cost:9.2f}{sizes[0]:9d}{sizes[1]:9d}{flag}")
    if throwaway:
        shutil.rmtree(throwaway, ignore_errors=True)
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
