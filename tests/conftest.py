"""Shared helpers: a game with sides, and deals entered as the form sends them."""

import fcntl
import os
import re
import time
from contextlib import contextmanager

import hypothesis
import pytest
from django.conf import settings
from django.core.cache import caches
from django.core.management import call_command
from django.db import transaction
from django.test import override_settings
from django.utils import translation

from rules.catalog import FAMILIES
from rules.core.state import Tallied
from rules.families.canasta.presets import CLASSIC_CANASTA
from scorekeeper.models import Deal, Game
from scorekeeper.services import rules as game_rules
from scorekeeper.services.deals import add_deal
from scorekeeper.services.games import SideSpec, create_game
from scorekeeper.settings import STORAGES as PRODUCTION_STORAGES
from scorekeeper.views import offline
from tests import EXPLORE_FACTOR, HYPOTHESIS_PROFILE, page_checks, passes

# Hypothesis profiles (docs/testing.md, "Property tests"). No deadline in any: speed is measured by bench/, never by
# a timed test (on the shared 2-core machine a first example pays the warm-up, 285 ms against the default 200 ms,
# and hypothesis calls that a flaky failure).
# - "ci", the default (make test, .ci/run): every run draws the same examples (seeded from each test's own source),
#   and no example database replays a failure an earlier run met: a red run is the change's doing, never a draw no
#   run had made before (one on main once found a redraw that repeats a partnership, on a run that had nothing to
#   do with the draw). What a property must keep checking is an explicit @example.
# - "explore" (make explore): EXPLORE_FACTOR times the examples, new ones every run, its finds kept in .hypothesis/
#   (so a find fails again until it is fixed) and printed: each becomes an @example of its test.
# - "mutants": under make mutate (mutmut, or bench/mutate_fresh.py's fresh process) every run of a property draws the
#   examples its clean run drew, which passed: a failure then comes from the mutant, never from an example no run
#   had met before (a mutant "killed" by a flaw of the test itself, as a property's rare case once did).
hypothesis.settings.register_profile("ci", deadline=None, derandomize=True, database=None, print_blob=True)
hypothesis.settings.register_profile(
    "explore", deadline=None, max_examples=100 * EXPLORE_FACTOR, derandomize=False, print_blob=True
)
hypothesis.settings.register_profile("mutants", deadline=None, derandomize=True, database=None)
hypothesis.settings.load_profile("mutants" if "MUTANT_UNDER_TEST" in os.environ else HYPOTHESIS_PROFILE)


def pytest_collection_modifyitems(config, items):
    """On PostgreSQL, only the tests that touch a database (tests/passes.py). Under make mutate a mutant's tests
    stop at the first failure: the engine's (fast, no database) go first, then the services' and the forms' (no
    page rendered), then the rest."""
    passes.leave_out_of_postgresql(config, items)
    if "." in os.environ.get("MUTANT_UNDER_TEST", ""):  # a mutant's name, not mutmut's own runs
        items.sort(
            key=lambda item: 0 if item.nodeid.startswith("tests/rules/") else 1 if FAST.search(item.nodeid) else 2
        )


FAST = re.compile(r"^tests/\w+/(services|forms)/")


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item, call):
    report = yield
    passes.run_somewhere(item, report)
    return report


_slot: tuple[int, object] | None = None  # (process id, open lock file) of this process's database slot


@pytest.fixture(scope="session")
def django_db_modify_db_settings(django_db_modify_db_settings_parallel_suffix):
    """Under make mutate with several mutants at once (MELD_TEST_DATABASE_SLOTS, bench/mutate.py), each
    mutant's tests take a database file of their own: the first free of a few slots, held by a lock
    for as long as the process lives (so each slot is migrated once and then reused, as --reuse-db
    does for one file). mutmut forks each mutant's process from its own, which holds a slot too."""
    global _slot
    slots = int(os.environ.get("MELD_TEST_DATABASE_SLOTS") or 0)
    base = os.environ.get("MELD_TEST_DATABASE")
    if not slots or not base or (_slot is not None and _slot[0] == os.getpid()):
        return
    while True:
        for number in range(slots):
            lock = open(f"{base}.{number}.lock", "w")  # noqa: SIM115 (kept open: the lock lives with it)
            try:
                fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                lock.close()
                continue
            _slot = (os.getpid(), lock)
            settings.DATABASES["default"]["TEST"]["NAME"] = f"{base}.{number}"
            return
        time.sleep(0.05)


@pytest.fixture(scope="session")
def collected_static(tmp_path_factory):
    """A STATIC_ROOT filled by collectstatic under the production storage (whitenoise's compressed
    manifest), once a run: it takes seconds, and the tests only read it."""
    root = tmp_path_factory.mktemp("staticfiles")
    with override_settings(STORAGES=PRODUCTION_STORAGES, STATIC_ROOT=root):
        call_command("collectstatic", "--noinput", verbosity=0)
    return root


@pytest.fixture(autouse=True)
def worked_out_afresh():
    """Each test renders its pages and works out its games' rules anew: a worker keeps both
    (rules/book/rendered.py, scorekeeper/services/rules.py), and so does each preset's rules
    (their `defaults` and the form classes in their `cache`), and so does the service worker's source;
    a test (or make mutate's mutant, run in a process that ran the tests before) may change the code
    that made them."""
    work_out_afresh()


def work_out_afresh() -> None:
    for cache in caches.all():
        cache.clear()
    game_rules._with_house_rules.cache_clear()
    offline._released_worker_source.cache_clear()
    for family in FAMILIES:
        for variant in family.presets:
            for table in variant.tables:
                for worked_out in ("defaults", "cache"):
                    table.__dict__.pop(worked_out, None)  # a cached_property's value


@contextmanager
def once_for_the_module(django_db_blocker, **settings):
    """For a module fixture that renders pages its tests only read (every Japanese page: a minute on a busy
    machine, once instead of once a test): the database, in a transaction undone at the end, the pages worked out
    afresh and checked (tests/page_checks.py) as a test's are, with these settings."""
    work_out_afresh()
    with django_db_blocker.unblock(), transaction.atomic(), override_settings(**settings), translation.override("en"):
        yield
        transaction.set_rollback(True)
    problems, page_checks.found[:] = list(page_checks.found), []
    assert problems == [], problems


@pytest.fixture(autouse=True)
def every_page_checked():
    """A page that failed tests/page_checks.py fails the test that rendered it, even when the browser or
    the view swallowed the error (a live server's 500)."""
    page_checks.found.clear()
    yield
    problems, page_checks.found[:] = list(page_checks.found), []
    assert problems == [], problems


@pytest.fixture(autouse=True)
def english_to_begin_with():
    """Each test starts in English: a request to /ja/ leaves Japanese active in its thread."""
    translation.activate("en")
    yield
    translation.deactivate()


def stored_tally(side: int, number: int = 1) -> Tallied:
    """What a side (by its order) entered in a deal of the only game, and the score stored for it."""
    return Deal.objects.get(number=number).tallied()[side]


def stored_scores() -> list[int]:
    """Every score stored for every side in every deal, smallest first."""
    return sorted(score for scores in Deal.objects.values_list("scores", flat=True) for score in scores)


def form_data(*tallies: dict) -> dict:
    """POST data of the deal form for these tallies (flags as checked boxes)."""
    data = {}
    for side, tally in enumerate(tallies):
        for key, value in tally.items():
            if value is True:
                data[f"s{side}-{key}"] = "on"
            elif value is not False:
                data[f"s{side}-{key}"] = str(value)
    return data


def opened(game: Game, number: int | None = None) -> dict:
    """The hidden fields of a deal form opened now: for the next deal, or to correct deal `number`."""
    game.refresh_from_db()
    if number is None:
        return {"deal_number": str(game.deals.count() + 1), "version": str(game.version)}
    deal = game.deals.get(number=number)
    fields = {"deal_number": number, "version": game.version, "deal": deal.pk, "deal_version": deal.version}
    return {name: str(value) for name, value in fields.items()}


@pytest.fixture
def make_game(db):
    def make(sides=None, target=None, deals=(), starting=None):
        sides = sides or [("We", ["Aiko", "Ben"]), ("They", ["Chie", "Dan"])]
        starting = starting or [0] * len(sides)
        game = create_game(
            CLASSIC_CANASTA.slug,
            [SideSpec(name, players, start) for (name, players), start in zip(sides, starting)],
            target,
        )
        for tallies in deals:
            add_deal(game, tallies)
        game.refresh_from_db()
        return game

    return make


@pytest.fixture
def game(make_game):
    return make_game()
