"""SQL queries and server time of the score sheet and of saving a deal.

    make bench        (or: .venv/bin/python bench/deal_queries.py [--saves N])
    .venv/bin/python bench/deal_queries.py --short     (10 saves, no time budget judged: the suite's smoke test)

In a throwaway SQLite database it builds a game with 1 deal and one with 200,
then prints (a) the queries of showing the score sheet and of saving a deal
for each (saving must not grow with the number of deals), and (b) the median
time of saving a deal through Django's full stack, as a ratio to a bare view
that returns a constant, all measured in this run on this machine, taking
turns so that the machine's noise falls on each alike. A save posts the form
as a phone's browser does (urlencoded) and lands on the sheet, which shows
the "saved" message (so it does not pile up in the cookie).

Budgets: a save at most 4x the bare view with 1 deal (issue 29; 8x in issue 9),
and the save with 200 deals within 1.25x of the save with 1 (issue 9). The script exits non-zero
when the query counts grow or a budget is missed (--short: only when the
query counts grow).
"""

import argparse
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path
from urllib.parse import urlencode

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ["DJANGO_SETTINGS_MODULE"] = "tests.settings"
os.environ.pop("DATABASE_URL", None)
os.environ["MELD_DATA_DIR"] = tempfile.mkdtemp(prefix="meld-bench-")

import django  # noqa: E402

django.setup()

from django.core.management import call_command  # noqa: E402
from django.db import connection  # noqa: E402
from django.http import HttpRequest, HttpResponse  # noqa: E402
from django.test import Client  # noqa: E402
from django.test.utils import CaptureQueriesContext, override_settings, setup_test_environment  # noqa: E402
from django.urls import path, reverse  # noqa: E402

from rules.catalog import DEFAULT_VARIANT  # noqa: E402
from scorekeeper.models import Game  # noqa: E402
from scorekeeper.services.deals import append_deals  # noqa: E402
from scorekeeper.services.games import SideSpec, create_game  # noqa: E402
from scorekeeper.urls import urlpatterns as meld_urls  # noqa: E402

SAVE_BUDGET = 4.0  # a save, as a multiple of the bare view (issue 29)
GROWTH_BUDGET = 1.25  # a save in a game of 200 deals, as a multiple of one in a game of 1


def bare(request: HttpRequest) -> HttpResponse:
    return HttpResponse("ok")


urlpatterns = [*meld_urls, path("bench/bare/", bare, name="bare")]

SMALL_DEAL = [{"melded_points": 5}, {}]
URLENCODED = "application/x-www-form-urlencoded"


def make_game(deals: int) -> Game:
    game = create_game(DEFAULT_VARIANT, [SideSpec("We", ["", ""]), SideSpec("They", ["", ""])], target=10**6)
    append_deals(game, [SMALL_DEAL] * deals)
    return game


def save_deal(client: Client, game: Game, number: int, version: int) -> int:
    """Save deal `number` as a phone does, with the game's version its form was opened on: the form
    urlencoded; the sheet then shows the message."""
    form = urlencode({"deal_number": number, "version": version, "s0-melded_points": 5})
    response = client.post(reverse("new_deal", args=[game.slug]), form, content_type=URLENCODED)
    client.cookies.pop("messages", None)
    return response.status_code


def queries(action: Callable[[], object]) -> int:
    with CaptureQueriesContext(connection) as captured:
        action()
    return len(captured)


def timed(action: Callable[[], object]) -> float:
    start = time.perf_counter()
    action()
    return (time.perf_counter() - start) * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--saves", type=int, default=150, help="deals saved per game for the timing")
    parser.add_argument("--short", action="store_true", help="10 saves, no time budget judged")
    args = parser.parse_args()
    if args.short:
        args.saves = 10

    setup_test_environment()
    call_command("migrate", verbosity=0)
    client = Client()
    games = {1: make_game(1), 200: make_game(200)}
    next_number = {n: n + 1 for n in games}
    version = {n: Game.objects.get(pk=game.pk).version for n, game in games.items()}

    def save(n: int) -> None:
        assert save_deal(client, games[n], next_number[n], version[n]) == 302
        next_number[n] += 1
        version[n] += 1  # each save moves the game's version on by one

    print("queries                 1 deal   200 deals")
    sheet = {n: queries(partial(client.get, game.get_absolute_url())) for n, game in games.items()}
    saves = {n: queries(partial(save, n)) for n in games}
    print(f"  show the score sheet  {sheet[1]:>6}   {sheet[200]:>9}")
    print(f"  save a deal           {saves[1]:>6}   {saves[200]:>9}")
    flat = saves[1] == saves[200]
    print(f"  saving grows with the deals: {'no' if flat else 'YES'}")

    for _warm in range(20):
        client.get("/bench/bare/")
        save(1)
        save(200)
    samples: dict[str, list[float]] = {"bare": [], "1": [], "200": []}
    for _turn in range(args.saves):
        for _bare in range(3):
            samples["bare"].append(timed(lambda: client.get("/bench/bare/")))
        samples["1"].append(timed(lambda: save(1)))
        samples["200"].append(timed(lambda: save(200)))
    bare_ms, one, many = (statistics.median(samples[key]) for key in ("bare", "1", "200"))
    print(f"\nmedian server time (ms), {args.saves} saves each, taking turns; bare view {bare_ms:.2f} ms")
    print(
        f"  save a deal, game of   1 deal:  {one:6.2f} ms = {one / bare_ms:5.1f} x bare view (budget {SAVE_BUDGET:g})"
    )
    print(f"  save a deal, game of 200 deals: {many:6.2f} ms = {many / bare_ms:5.1f} x bare view")
    print(f"  200 deals against 1: {many / one:.2f} x (budget {GROWTH_BUDGET:g})")
    if args.short:
        print("a short run: no time budget judged")
    if not flat or (not args.short and (one / bare_ms > SAVE_BUDGET or many / one > GROWTH_BUDGET)):
        print("a budget is missed")
        sys.exit(1)


if __name__ == "__main__":
    with override_settings(ROOT_URLCONF=__name__):
        main()
