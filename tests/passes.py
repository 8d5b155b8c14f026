"""What runs in which pass of .ci/run (docs/testing.md, "What runs where"): the suite runs on SQLite, then on
PostgreSQL only the tests that touch a database. A test that does not (the rules engine, the draw, the page
checks of a rendered string) cannot behave otherwise on PostgreSQL, and ran once already.

"Touches a database" is read from what the test asks pytest-django for, not from a list: pytest-django refuses
every query of a test that asked for no database (its blocker), so a test that reads or writes must ask, and then
runs in both passes. A test whose outcome depends on where it runs (a skip or skipif mark: the tests of the
PostgreSQL server itself skip on SQLite) runs in both too. And under .ci/run (MELD_REQUIRE_EVERY_PASS), a test
this module leaves out of the PostgreSQL pass must run in the SQLite pass: skipped there, it would run nowhere,
and fails instead.

MELD_EVERY_TEST=1 runs every test on PostgreSQL as well. tests/conftest.py calls the two functions below from its
hooks."""

import os

import pytest
from django.db import connections

# What gives a test the database: the fixtures (any that a test's fixtures use, too: pytest lists them all) and
# pytest-django's mark. live_server gets its database through an autouse helper, so it is named here itself;
# django_db_blocker lets a test or fixture unblock the database by hand (pytest-django's own autouse fixtures
# hold it for every test, so it counts only where the project's code asks for it).
DATABASE_FIXTURES = frozenset(
    {
        "db",
        "transactional_db",
        "django_db_reset_sequences",
        "django_db_serialized_rollback",
        "django_db_setup",
        "django_db_blocker",
        "live_server",
    }
)
PLACE_MARKS = frozenset({"django_db", "skip", "skipif"})


def runs_on_postgresql(fixtures: list[str] | tuple[str, ...], marks: set[str]) -> bool:
    """Whether a test with these fixtures (all of them, as pytest lists them) and marks runs in the PostgreSQL pass."""
    return bool(DATABASE_FIXTURES.intersection(fixtures) or PLACE_MARKS & marks)


def fixtures_of(item: pytest.Item) -> set[str]:
    """Every fixture the test uses, django_db_blocker only where the test or a fixture of the project asks for it."""
    fixtures = set(getattr(item, "fixturenames", ()))
    info = getattr(item, "_fixtureinfo", None)  # pytest's record of who asked for what
    if info is not None and "django_db_blocker" in fixtures:
        asked = set(info.argnames).union(
            *(
                fixturedef.argnames
                for fixturedefs in info.name2fixturedefs.values()
                for fixturedef in fixturedefs
                if not fixturedef.func.__module__.startswith("pytest_django")
            )
        )
        if "django_db_blocker" not in asked:
            fixtures.discard("django_db_blocker")
    return fixtures


def on_postgresql(item: pytest.Item) -> bool:
    return runs_on_postgresql(sorted(fixtures_of(item)), {mark.name for mark in item.iter_markers()})


def postgresql_pass() -> bool:
    return connections["default"].vendor == "postgresql"  # read from the settings: nothing connects


def leave_out_of_postgresql(config: pytest.Config, items: list[pytest.Item]) -> None:
    """On PostgreSQL, deselect the tests that touch no database."""
    if not postgresql_pass() or os.environ.get("MELD_EVERY_TEST"):
        return
    left = [item for item in items if not on_postgresql(item)]
    if left:
        config.hook.pytest_deselected(items=left)
        items[:] = [item for item in items if on_postgresql(item)]


def run_somewhere(item: pytest.Item, report: pytest.TestReport) -> None:
    """Under .ci/run, a test skipped on SQLite that the PostgreSQL pass leaves out fails: it would run nowhere."""
    if not report.skipped or hasattr(report, "wasxfail") or not os.environ.get("MELD_REQUIRE_EVERY_PASS"):
        return
    if not postgresql_pass() and not on_postgresql(item):
        report.outcome = "failed"
        report.longrepr = (
            f"{item.nodeid} was skipped on SQLite ({report.longrepr}), and the PostgreSQL pass leaves it out (it"
            " asks for no database): it would run nowhere. Give it the database it needs (the db or"
            " transactional_db fixture, or a skipif mark on what it needs): tests/passes.py"
        )
