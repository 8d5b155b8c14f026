"""Time and SQL queries of a league's standings page and a player's page, in a big league.

    make bench        (or: .venv/bin/python bench/league_standings.py [--games N] [--players N])
    .venv/bin/python bench/league_standings.py --short     (20 players, 300 games, no time budget judged)

In a throwaway SQLite database it builds a Classic Canasta league (two
partnerships of two) of 100 players and 10,000 finished games, each with
four players drawn at random and a random result, and works out every
result and rating with the result store's own `rebuild`. It also builds a
small league (10 players, 100 games) the same way, and a score sheet of 20
deals (a game outside the leagues). Then it prints, for the standings page
and for the page of the player with the most games: the SQL queries in the
small and in the big league when the page is worked out afresh (they must
be the same: they must not grow with games or players); the median time of
the page through Django's full stack in the big league as a reader finds it
(kept: nothing changed since it was rendered, leagues/services/kept.py), as
a ratio to the median time of the 20-deal sheet measured in the same run
(budget, issue 29: at most 5x); and the median time after a deal in one of
the league's games in play (the page rendered again, the standings kept)
and after a result changed (all worked out afresh: budget 0.3 s each).
The pages are measured without the suite's page checks
(tests/page_checks.py, which parses every page: no part of serving it).
For information it prints how long the rebuild took, and the queries and
time of finishing one more game (which rates that game alone) and of
correcting the league's first game (which replays every rating after it).
It exits non-zero on a missed budget (--short, the suite's smoke test: only
when the queries grow).
"""

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ["DJANGO_SETTINGS_MODULE"] = "tests.settings"
os.environ.pop("DATABASE_URL", None)
os.environ["MELD_DATA_DIR"] = tempfile.mkdtemp(prefix="meld-bench-")

import django  # noqa: E402

django.setup()

from django.conf import settings  # noqa: E402
from django.core.cache import caches  # noqa: E402
from django.core.management import call_command  # noqa: E402
from django.db import connection, transaction  # noqa: E402
from django.db.models import Count  # noqa: E402
from django.test import Client  # noqa: E402
from django.test.utils import CaptureQueriesContext, override_settings, setup_test_environment  # noqa: E402
from django.utils import timezone  # noqa: E402

from leagues.models import League, LeagueGame, Player, Seat  # noqa: E402
from leagues.services.games import record_game  # noqa: E402
from leagues.services.leagues import create_league  # noqa: E402
from leagues.services.results import rebuild, replay_ratings  # noqa: E402
from leagues.services.seasons import current_season  # noqa: E402
from rules.catalog import DEFAULT_VARIANT  # noqa: E402
from rules.core.state import Standing  # noqa: E402
from scorekeeper.models import Deal, Game, Side  # noqa: E402
from scorekeeper.services.deals import Opened, add_deal, append_deals, change_deal  # noqa: E402
from scorekeeper.services.games import SideSpec, create_game  # noqa: E402

VARIANT = DEFAULT_VARIANT
PAGE_BUDGET = 0.3  # seconds, each page rendered again
SHEET_BUDGET = 5.0  # each page as a reader finds it, at most this many times the sheet of 20 deals (issue 29)
A_DEAL = [{"melded_points": 120}, {"melded_points": 90}]
CORRECTION_BUDGET = 0.5  # seconds: the correction of the first game, its replay queued
QUEUED = {"default": {"BACKEND": "django_tasks_db.DatabaseBackend"}}  # as in production: a worker replays
RUNS = 7


def build(name: str, players: int, games: int, seed: int) -> League:
    """A league of `players` and `games` finished games, stored as the score pad stores them."""
    chance = random.Random(seed)
    league = create_league(name, VARIANT)
    season = current_season(league)
    people = Player.objects.bulk_create(
        Player(league=league, name=f"Player {n:03d}", key=f"player {n:03d}") for n in range(players)
    )
    finals = [(5000 + 5 * chance.randrange(0, 60), 5 * chance.randrange(400, 1000)) for _ in range(games)]
    finals = [totals if chance.random() < 0.5 else totals[::-1] for totals in finals]
    made = Game.objects.bulk_create(
        Game(
            variant=VARIANT,
            seating="2x2",
            rules={},
            finished=True,
            standing=Standing(1, totals, 1, totals).to_json(),
            version=1,
        )
        for totals in finals
    )
    tables = [chance.sample(people, 4) for _ in made]
    Side.objects.bulk_create(
        Side(
            game=game,
            order=side,
            name=" & ".join(p.name for p in table[2 * side : 2 * side + 2]),
            players=[p.name for p in table[2 * side : 2 * side + 2]],
            starting_total=totals[side] - 300,
        )
        for game, table, totals in zip(made, tables, finals, strict=True)
        for side in range(2)
    )
    Deal.objects.bulk_create(
        Deal(game=game, number=1, entries=[{"melded_points": 300}, {"melded_points": 300}], scores=[300, 300])
        for game in made
    )
    now = timezone.now()
    linked = LeagueGame.objects.bulk_create(
        LeagueGame(game=game, league=league, season=season, sequence=n, finished=now, playing=False)
        for n, game in enumerate(made, start=1)
    )
    Seat.objects.bulk_create(
        Seat(league_game=league_game, side=spot // 2, position=spot % 2, player=player, name=player.name)
        for league_game, table in zip(linked, tables, strict=True)
        for spot, player in enumerate(table)
    )
    League.objects.filter(pk=league.pk).update(finishes=games)
    league.refresh_from_db()
    return league


def busiest(league: League) -> Player:
    return Player.objects.filter(league=league).annotate(games=Count("results")).order_by("-games").first()  # type: ignore[return-value]


def queries(action: Callable[[], object]) -> int:
    with CaptureQueriesContext(connection) as captured:
        action()
    return len(captured)


def seconds(action: Callable[[], object]) -> float:
    start = time.perf_counter()
    action()
    return time.perf_counter() - start


def median_time(action: Callable[[], object], before: Callable[[], object] = lambda: None) -> float:
    """The median time of `action`, each time after `before` (not timed)."""
    action()  # warm
    times = []
    for _run in range(RUNS):
        before()
        times.append(seconds(action))
    return statistics.median(times)


def forget() -> None:
    """Every kept page and figure gone: the next request works everything out afresh."""
    for cache in caches.all():
        cache.clear()


def sheet_of(deals: int) -> Game:
    """A score sheet of `deals` deals (bench/throughput.py's yardstick too)."""
    sides = [SideSpec("We", ["Aiko", "Ben"]), SideSpec("They", ["Chie", "Dan"])]
    game = create_game(VARIANT, sides, target=10**6)  # never over: every deal counts
    append_deals(game, [A_DEAL] * deals)
    return game


def get(client: Client, url: str) -> Callable[[], None]:
    def fetch() -> None:
        response = client.get(url)
        assert response.status_code == 200, (url, response.status_code)

    return fetch


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--players", type=int, default=100)
    parser.add_argument("--short", action="store_true", help="20 players, 300 games, no time budget judged")
    args = parser.parse_args()
    if args.short:
        args.players, args.games = 20, 300

    setup_test_environment()
    call_command("migrate", verbosity=0)
    # As in production: without the suite's page checks, which parse every page (tests/page_checks.py).
    served = [name for name in settings.MIDDLEWARE if name != "tests.page_checks.PageChecksMiddleware"]
    override_settings(MIDDLEWARE=served).enable()
    client = Client()

    small = build("Small", 10, 100, seed=1)
    rebuild(small)
    with transaction.atomic():
        big = build("Big", args.players, args.games, seed=2)
    took = seconds(lambda: rebuild(big))
    print(f"league of {args.players} players and {args.games:,} finished games (two partnerships of two)")
    print(f"  rebuild every result and rating: {took:.1f} s")

    sheet = sheet_of(20)
    in_play = [SideSpec("A", ["Player 000", "Player 001"]), SideSpec("B", ["Player 002", "Player 003"])]
    record_game(small, in_play)
    playing = record_game(big, in_play)  # each league has a game being played, as on a club night
    pages: dict[str, Callable[[League], str]] = {
        "standings page": lambda league: league.get_absolute_url(),
        "player page": lambda league: busiest(league).get_absolute_url(),
    }
    sheet_time = median_time(get(client, sheet.get_absolute_url()))
    print(f"\n  sheet of 20 deals (kept, as a reader finds it): {sheet_time * 1000:.1f} ms")
    print(
        "\n                  queries afresh: small   big    median time (big league): kept   x sheet"
        "   after a deal in play   afresh"
    )
    missed = []
    for name, url in pages.items():
        forget()
        few = queries(get(client, url(small)))
        forget()
        many = queries(get(client, url(big)))
        fetch = get(client, url(big))
        kept = median_time(fetch)
        ratio = kept / sheet_time
        after_deal = median_time(fetch, before=partial(append_deals, playing, [A_DEAL]))
        fresh = median_time(fetch, before=forget)
        print(
            f"  {name:<16} {few:>15} {many:>5} {kept * 1000:>28.1f} ms {ratio:>7.1f}x"
            f" {after_deal * 1000:>19.1f} ms {fresh * 1000:>7.0f} ms"
        )
        if few != many:
            missed.append(f"{name}: its queries grow with games or players")
        if args.short:
            continue
        if ratio > SHEET_BUDGET:
            missed.append(f"{name}: {ratio:.1f}x the sheet of 20 deals is over {SHEET_BUDGET}x")
        if max(after_deal, fresh) > PAGE_BUDGET:
            missed.append(f"{name}: {max(after_deal, fresh):.3f} s is over {PAGE_BUDGET} s")
    print(
        f"  budgets: kept at most {SHEET_BUDGET}x the sheet of 20 deals;"
        f" rendered again at most {PAGE_BUDGET * 1000:.0f} ms"
    )
    print(f"  (the player page is of the player with the most games: {busiest(big).results.count()})")

    finishing = {}
    for league in (small, big):
        people = list(Player.objects.filter(league=league)[:4])
        specs = [SideSpec("A", [p.name for p in people[:2]], 4700), SideSpec("B", [p.name for p in people[2:]], 3000)]
        game = record_game(league, specs)
        finishing[league.name] = queries(partial(add_deal, game, [{"melded_points": 300}, {}]))
    small_q, big_q = finishing["Small"], finishing["Big"]
    print(f"\nfinishing one more game (rates that game alone): {small_q} queries small, {big_q} big")
    if small_q != big_q:
        missed.append("finishing a game: its queries grow with games or players")
    first = LeagueGame.objects.filter(league=big, sequence=1).first()
    assert first is not None
    opened = Opened.of(first.game, first.game.deals.get(number=1))
    with override_settings(TASKS=QUEUED):
        spent = seconds(lambda: change_deal(first.game, opened, [{"melded_points": 0}, {"melded_points": 300}]))
    big.refresh_from_db()
    print(
        f"correcting the first of {args.games:,} games (marks the ratings, queues their replay): {spent:.3f} s"
        f"   (budget {CORRECTION_BUDGET} s)"
    )
    if big.ratings_from != 1:
        missed.append("the correction did not mark the ratings as updating from the first game")
    if spent > CORRECTION_BUDGET and not args.short:
        missed.append(f"correcting: {spent:.3f} s is over {CORRECTION_BUDGET} s")
    replayed = seconds(lambda: replay_ratings.call(big.pk))
    big.refresh_from_db()
    print(f"  then the worker's replay of every rating after it: {replayed:.1f} s")
    if big.ratings_from is not None:
        missed.append("the replay left the ratings marked as updating")

    if missed:
        print("a budget is missed: " + "; ".join(missed))
        sys.exit(1)


if __name__ == "__main__":
    main()
