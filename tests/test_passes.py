"""The rule of what runs in which pass (tests/passes.py): on PostgreSQL, every test that touches a database, and
only those; a test that would run in neither pass fails under .ci/run. The examples below are tests of each
kind; the rule's tests collect them with pytest itself, as .ci/run does."""

import os
import subprocess
import sys

import pytest

from tests import ROOT

HERE = "tests/test_passes.py"
WHERE = os.environ.get("MELD_PASSES_EXAMPLE")  # set only by the runs below


def test_example_of_the_rules_engine():
    assert sorted([3, 1, 2]) == [1, 2, 3]


def test_example_with_the_database(db):
    from django.contrib.auth.models import User

    assert not User.objects.exists()


@pytest.mark.django_db
def test_example_marked_for_the_database():
    pass


def test_example_through_a_fixture_that_has_the_database(game):
    assert game.deals.count() == 0


@pytest.mark.django_db(transaction=True)
def test_example_marked_for_transactions():
    pass


def test_example_with_a_live_server(live_server):
    assert live_server.url.startswith("http://")


def test_example_that_unblocks_the_database_by_hand(django_db_blocker):
    pass


@pytest.mark.skipif(not os.environ.get("DATABASE_URL", "").startswith("postgres"), reason="needs PostgreSQL")
def test_example_of_the_postgresql_server_itself():
    pass


def test_example_that_skips_itself_on_sqlite():
    if WHERE == "skip":
        pytest.skip("a tool this machine lacks")


def pytest_run(*arguments: str, chosen: str = "example", **environ: str) -> subprocess.CompletedProcess:
    """pytest in a fresh process on this file's `chosen` examples, with this environment besides the machine's."""
    keep = {
        key: value
        for key, value in os.environ.items()
        if key not in {"DATABASE_URL", "MELD_EVERY_TEST", "MELD_REQUIRE_EVERY_PASS"} and not key.startswith("PYTEST_")
    }
    return subprocess.run(
        [sys.executable, "-m", "pytest", "-n", "0", "-p", "no:cacheprovider", "-q", HERE, "-k", chosen, *arguments],
        cwd=ROOT,
        env={**keep, **environ},
        capture_output=True,
        text=True,
        timeout=300,
    )


def collected(**environ: str) -> set[str]:
    run = pytest_run("--collect-only", **environ)
    assert run.returncode == 0, run.stdout + run.stderr
    return {line.split("::")[1] for line in run.stdout.splitlines() if line.startswith(HERE + "::")}


EXAMPLES = {name for name in globals() if name.startswith("test_example_")}
WITH_A_DATABASE = EXAMPLES - {"test_example_of_the_rules_engine", "test_example_that_skips_itself_on_sqlite"}


def test_postgresql_runs_every_test_that_touches_a_database_and_no_other():
    postgresql = {"DATABASE_URL": "postgres://postgres@127.0.0.1:5432/never_connected_to"}  # collecting connects not
    assert collected(**postgresql) == WITH_A_DATABASE
    assert collected(**postgresql, MELD_EVERY_TEST="1") == EXAMPLES


def test_a_test_that_skips_on_sqlite_and_touches_no_database_fails_under_ci():
    """It would run nowhere: skipped in the SQLite pass, and left out of the PostgreSQL pass. A test of the
    PostgreSQL server that skips on SQLite runs in the PostgreSQL pass: its skip is no failure."""
    chosen = "skips_itself or postgresql_server_itself"
    ci = pytest_run("-rA", chosen=chosen, MELD_PASSES_EXAMPLE="skip", MELD_REQUIRE_EVERY_PASS="1")
    assert ci.returncode == 1, ci.stdout
    assert "1 failed, 1 skipped" in ci.stdout and "it would run nowhere" in ci.stdout, ci.stdout
    assert "FAILED tests/test_passes.py::test_example_that_skips_itself_on_sqlite" in ci.stdout, ci.stdout
    on_a_laptop = pytest_run(chosen=chosen, MELD_PASSES_EXAMPLE="skip")  # a developer's run: two skips
    assert on_a_laptop.returncode == 0 and "2 skipped" in on_a_laptop.stdout, on_a_laptop.stdout
