"""Issue 25: a database that hangs on a connection already open (a stuck server, a silent network).
The score sheet used to hang 31.8 s and then drop the connection with no status, and the rule book,
the glossary, the home page and /health/ queued behind it. Now every wait for an answer is bounded
(scorekeeper/postgresql/watchdog.py): 503 with the clean page within 5 s, and the pages that need no
database keep answering at once. The database here is the suite's PostgreSQL seen through a relay
that stops passing anything on (tests/relay.py); the server itself is never stopped."""

import json
import os
import subprocess
import sys
import threading
import time
from urllib.parse import urlparse

import psycopg
import pytest
from django.db import OperationalError

from scorekeeper.postgresql import base
from scorekeeper.postgresql.watchdog import Probe
from tests import ROOT
from tests.relay import Relay

pytestmark = pytest.mark.skipif(
    not os.environ.get("DATABASE_URL", "").startswith("postgres"), reason="needs the suite's PostgreSQL"
)


def server() -> tuple[str, int]:
    url = urlparse(os.environ["DATABASE_URL"])
    return url.hostname or "127.0.0.1", url.port or 5432


@pytest.fixture
def relay():
    found = Relay(server())
    yield found
    found.close()


OPENED: list = []
STARTED: list[threading.Thread] = []  # every thread a test started that uses a connection of OPENED's


@pytest.fixture(autouse=True)
def closed_afterwards():
    """Every connection a test opened (Django's, the watchdog's probes) is closed at its end, and only once
    every thread the test started has ended: closing a psycopg connection while another thread is inside a
    call on it frees what that thread is using, and the worker dies of a segmentation fault (issue 48).
    Torn down after `relay` (an autouse fixture is set up first), whose close ends any wait still on it."""
    yield
    stuck = []
    while STARTED:
        thread = STARTED.pop()
        thread.join(30)
        if thread.is_alive():
            stuck.append(thread.name)
    if stuck:  # leave its connections open rather than crash the worker under it
        OPENED.clear()
        pytest.fail(f"threads still running after the test: {stuck}")
    forget_probes()
    while OPENED:
        OPENED.pop().close()


def started(thread: threading.Thread) -> threading.Thread:
    STARTED.append(thread)
    thread.start()
    return thread


def forget_probes() -> None:
    for probe in base.DatabaseWrapper.probes.values():
        with probe.lock:
            probe.close()
    base.DatabaseWrapper.probes.clear()


@pytest.fixture
def through(relay, monkeypatch):
    """A connection to the server's own database through the relay, bounded at one second."""
    return connect_through(relay, monkeypatch, 1.0)


def connect_through(relay, monkeypatch, seconds: float):
    monkeypatch.setattr(base.DatabaseWrapper, "unreachable_until", 0.0)
    monkeypatch.setattr(base.DatabaseWrapper, "probes", {})
    url = urlparse(os.environ["DATABASE_URL"])
    settings = {
        "ENGINE": "scorekeeper.postgresql",
        "NAME": "postgres",
        "USER": url.username or "postgres",
        "PASSWORD": url.password or "",
        "HOST": "127.0.0.1",
        "PORT": str(relay.port),
        "OPTIONS": {"connect_timeout": 2},
        "READ_TIMEOUT": seconds,
        "CONN_MAX_AGE": 60,
        "CONN_HEALTH_CHECKS": True,
        "AUTOCOMMIT": True,
        "ATOMIC_REQUESTS": False,
        "TIME_ZONE": None,
        "TEST": {},
    }
    wrapper = base.DatabaseWrapper(settings, alias="through-the-relay")
    wrapper.inc_thread_sharing()  # used from the test's thread and from `timed`'s
    OPENED.append(wrapper)
    return wrapper


def timed(action) -> tuple[float, BaseException | None]:
    """Run `action` in a thread for at most 10 seconds: how long it took and what it raised. Without a
    bound it would wait for ever, and so would the test; the relay's close at the end frees it."""
    outcome: list[BaseException | None] = []

    def run():
        try:
            action()
        except BaseException as error:  # noqa: BLE001 - handed back to the test
            outcome.append(error)
        else:
            outcome.append(None)

    began = time.monotonic()
    thread = started(threading.Thread(target=run, daemon=True))
    thread.join(10)
    assert outcome, "still waiting for the database after 10 seconds"
    return time.monotonic() - began, outcome[0]


def select_one(wrapper) -> None:
    with wrapper.cursor() as cursor:
        cursor.execute("SELECT 1")


def test_a_statement_on_a_connection_whose_server_stopped_answering_fails_within_the_bound(
    relay, through, django_db_blocker
):
    with django_db_blocker.unblock():
        select_one(through)
        forget_probes()  # no question to the server: the deadline alone
        relay.freeze()
        seconds, error = timed(lambda: select_one(through))
        assert isinstance(error, OperationalError)
        assert 0.9 <= seconds < 2
        # The worker then takes the database for away a moment: the next request does not wait again.
        # Waiting again would take the deadline (0.9 s at least); half of it tells the two apart on a
        # loaded machine, where 0.1 s did not (0.118 s seen with two suites running).
        seconds, _error = timed(lambda: assert_unusable(through))
        assert seconds < 0.45


def assert_unusable(wrapper) -> None:
    assert not wrapper.is_usable()


def test_a_commit_that_gets_no_answer_fails_within_the_bound(relay, through, django_db_blocker):
    with django_db_blocker.unblock():
        through.set_autocommit(False)
        select_one(through)
        relay.freeze()
        seconds, error = timed(through.commit)
        assert isinstance(error, OperationalError) and seconds < 2


def test_the_health_check_of_a_kept_connection_is_bounded_too(relay, through, django_db_blocker):
    with django_db_blocker.unblock():
        through.ensure_connection()
        forget_probes()  # no question to the server: the deadline alone
        relay.freeze()
        seconds, error = timed(lambda: assert_unusable(through))
        assert error is None and 0.9 <= seconds < 2


def test_a_server_that_stopped_answering_is_found_out_within_a_second_whatever_the_bound(
    relay, monkeypatch, django_db_blocker
):
    # The watchdog asks the server on a connection of its own: no answer, and every wait is cut.
    patient = connect_through(relay, monkeypatch, 10.0)
    with django_db_blocker.unblock():
        select_one(patient)
        relay.freeze()
        seconds, error = timed(lambda: select_one(patient))
        assert isinstance(error, OperationalError) and seconds < 1.5


@pytest.fixture
def asked(monkeypatch) -> list[float]:
    """For the tests of a server that answers: the probe hears its answer however long it takes, and the list
    holds each question. On a busy machine the in-process relay can pass the answer on later than STALL (once
    in 200 runs at load 12 the lock's wait was cut): what these tests show is that an answer keeps a wait going."""
    questions: list[float] = []
    answers = Probe.answers

    def patiently(probe: Probe, seconds: float) -> bool:
        questions.append(seconds)
        return answers(probe, 5.0)

    monkeypatch.setattr(Probe, "answers", patiently)
    return questions


def test_a_wait_for_a_lock_on_a_server_that_answers_is_not_cut(relay, monkeypatch, django_db_blocker, asked):
    patient = connect_through(relay, monkeypatch, 10.0)
    url = urlparse(os.environ["DATABASE_URL"])
    holder = psycopg.connect(host=url.hostname, port=url.port, user=url.username or "postgres", dbname="postgres")
    OPENED.append(holder)
    with django_db_blocker.unblock():
        select_one(patient)
        holder.execute("SELECT pg_advisory_lock(2525)")
        # The patient's wait ends as soon as the server has let the lock go, which can be before the timer's
        # own call has read its answer: the holder is closed only once the timer's thread has ended.
        started(threading.Timer(2.0, lambda: holder.execute("SELECT pg_advisory_unlock(2525)")))
        with patient.cursor() as cursor:
            seconds, error = timed(lambda: cursor.execute("SELECT pg_advisory_lock(2525)"))
            assert error is None and seconds >= 1.8  # waited for the lock, the server answering the watchdog
            cursor.execute("SELECT pg_advisory_unlock(2525)")
        assert asked  # the wait stalled long enough for the watchdog to ask


def test_a_statement_that_answers_in_time_is_untouched(relay, through, django_db_blocker, asked):
    with django_db_blocker.unblock():
        with through.cursor() as cursor:
            cursor.execute("SELECT pg_sleep(0.5), 7")
            assert cursor.fetchone()[1] == 7
        assert through.is_usable()


# Meld itself in a fresh process, its connection open through a relay that then freezes.
SCRIPT = r"""
import json, os, sys, time
from tests.relay import Relay
relay = Relay((sys.argv[1], int(sys.argv[2])))
os.environ["DATABASE_URL"] = f"postgres://postgres@127.0.0.1:{relay.port}/postgres"
import django
django.setup()
from django.test.utils import setup_test_environment
setup_test_environment()
from django.test import Client
from django.db import close_old_connections
from django.db.backends.postgresql import base as django_postgresql
from scorekeeper.postgresql.watchdog import WATCHDOG

# What each request asks of the database: waits for an answer, and connections tried.
asked = {"waits": 0, "connects": 0}
bounded, connect = WATCHDOG.bounded, django_postgresql.DatabaseWrapper.get_new_connection
def counted_wait(*args, **kwargs):
    asked["waits"] += 1
    return bounded(*args, **kwargs)
def counted_connect(self, *args, **kwargs):
    asked["connects"] += 1
    return connect(self, *args, **kwargs)
WATCHDOG.bounded = counted_wait
django_postgresql.DatabaseWrapper.get_new_connection = counted_connect

client = Client(raise_request_exception=False)
GAME = "/g/AAAAAAAAAAAAAAAA/"
assert client.get("/health/").status_code == 200  # the database answered: the connection is open, and kept
relay.freeze()
found = {}
for url in [GAME, "/rules/classic-canasta/", "/ja/glossary/", "/", "/health/", "/ja" + GAME]:
    asked.update(waits=0, connects=0)
    started = time.monotonic()
    response = client.get(url)
    found[url] = {"status": response.status_code, "seconds": time.monotonic() - started,
                  "text": response.content.decode(), "retry": response.get("Retry-After"), **asked}
    close_old_connections()  # as the server's handler does after each request (the test client does not)
print(json.dumps(found))
"""


def test_meld_answers_503_within_5_seconds_and_the_rule_book_at_once(tmp_path):
    keep = {key: value for key, value in os.environ.items() if key not in {"DATABASE_URL", "DEBUG"}}
    environ = {"DJANGO_SETTINGS_MODULE": "tests.settings", "CONN_MAX_AGE": "60"}
    # Production's bounds (scorekeeper/settings.py), not the suite's.
    environ |= {"DB_STATEMENT_TIMEOUT": "3500", "DB_READ_TIMEOUT": "4000", "MELD_DATA_DIR": str(tmp_path)}
    host, port = server()
    result = subprocess.run(
        [sys.executable, "-c", SCRIPT, host, str(port)],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env={**keep, **environ},
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    found = json.loads(result.stdout.strip().splitlines()[-1])
    sheet = found["/g/AAAAAAAAAAAAAAAA/"]
    assert sheet["status"] == 503 and "Meld cannot reach its scores just now" in sheet["text"]
    assert sheet["retry"] == "30"
    assert 0.4 <= sheet["seconds"] < 5  # it waited for an answer, then the server was found stuck
    assert sheet["waits"] >= 1
    # The pages that need no database answer without waiting on it at all (how long they take is the
    # machine's: a time bound here failed at a load of 40, 1.56 s for the rule book).
    for url in ("/rules/classic-canasta/", "/ja/glossary/", "/"):
        assert found[url]["status"] == 200, url
        assert (found[url]["waits"], found[url]["connects"]) == (0, 0), url
    # Meanwhile the worker takes the database for away: no second wait, and no connection tried.
    for url in ("/health/", "/ja/g/AAAAAAAAAAAAAAAA/"):
        assert found[url]["status"] == 503, url
        assert (found[url]["waits"], found[url]["connects"]) == (0, 0), url
