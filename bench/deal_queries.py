"""SQL queries and server time of the score sheet and of saving a deal.

    make bench        (or: .venv/bin/python bench/deal_queries.py [--saves N])

In a throwaway SQLite database it builds a game with 1 deal and one with 200,
then prints (a) the queries of showing the score sheet and of saving a deal
for each (they must not grow with the number of deals), and (b) the median
time of saving a deal through Django's full stack, as a ratio to a bare view
that returns a constant, both measured in this run on this machine.
"""

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ["DJANGO_SETTINGS_MODULE"] = "tests.settings"
os.environ.pop("DATABASE_URL", None)
os.environ["MELD_DATA_DIR"] = tempfile.mkdtemp(prefix="meld-bench-")

import django  # noqa: E402

django.setup()

from django.core.management import call_command  # noqa: E402
from django.db import connection  # noqa: E402
from django.http import HttpResponse  # noqa: E402
from django.test import Client  # noqa: E402
from django.test.utils import CaptureQueriesContext, override_settings, setup_test_environment  # noqa: E402
from django.urls import path, reverse  # noqa: E402

from rules.variants import CLASSIC_CANASTA  # noqa: E402
from scorekeeper.play import SideSpec, append_deals, create_game  # noqa: E402
from scorekeeper.urls import urlpatterns as meld_urls  # noqa: E402


def bare(request):
    return HttpResponse("ok")


urlpatterns = [*meld_urls, path("bench/bare/", bare, name="bare")]

SMALL_DEAL = [{"melded_points": 5}, {}]


def form(number: int) -> dict:
    return {"deal_number": str(number), "s0-melded_points": "5"}


def make_game(deals: int):
    game = create_game(CLASSIC_CANASTA.slug, [SideSpec("We", ["", ""]), SideSpec("They", ["", ""])], target=10**6)
    append_deals(game, [SMALL_DEAL] * deals)
    return game


def queries(client: Client, method: str, url: str, data: dict | None = None) -> int:
    with CaptureQueriesContext(connection) as captured:
        response = client.post(url, data) if method == "post" else client.get(url)
    assert response.status_code in (200, 302), response.status_code
    return len(captured)


def median_ms(action, times: int) -> float:
    samples = []
    for _ in range(times):
        start = time.perf_counter()
        action()
        samples.append((time.perf_counter() - start) * 1000)
    return statistics.median(samples)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--saves", type=int, default=60, help="deals saved per game for the timing")
    args = parser.parse_args()

    setup_test_environment()
    call_command("migrate", verbosity=0)
    client = Client()
    games = {1: make_game(1), 200: make_game(200)}

    print("queries                 1 deal   200 deals")
    sheet = {n: queries(client, "get", g.get_absolute_url()) for n, g in games.items()}
    save = {n: queries(client, "post", reverse("new_deal", args=[g.slug]), form(n + 1)) for n, g in games.items()}
    print(f"  show the score sheet  {sheet[1]:>6}   {sheet[200]:>9}")
    print(f"  save a deal           {save[1]:>6}   {save[200]:>9}")
    flat = sheet[1] == sheet[200] and save[1] == save[200]
    print(f"  grows with the deals: {'no' if flat else 'YES'}")

    bare_ms = median_ms(lambda: client.get("/bench/bare/"), args.saves * 4)
    print(f"\nmedian server time (ms), {args.saves} saves each; bare view {bare_ms:.2f} ms")
    for n, game in games.items():
        url = reverse("new_deal", args=[game.slug])
        numbers = iter(range(n + 2, n + 2 + args.saves))
        ms = median_ms(lambda url=url, numbers=numbers: client.post(url, form(next(numbers))), args.saves)
        print(f"  save a deal, game of {n:>3} deals: {ms:6.2f} ms = {ms / bare_ms:5.1f} x bare view")
    if not flat:
        sys.exit(1)


if __name__ == "__main__":
    with override_settings(ROOT_URLCONF=__name__):
        main()
