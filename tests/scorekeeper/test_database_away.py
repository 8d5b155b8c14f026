"""A PostgreSQL that hangs, is down, or is too slow, as a deployment meets it: each request gives up
after the timeouts in settings and answers 503 with the clean page, and the rule book keeps working.

Each case runs Meld in a fresh process (Django's test client, the real settings, the environment of a
deployment) against a socket that accepts connections and never answers, or a port where nothing
listens, or (when the suite runs on PostgreSQL) the real server with a tiny statement timeout.
"""

import json
import os
import socket
import subprocess
import sys
from urllib.parse import urlparse

import pytest

from tests import ROOT

SCRIPT = r"""
import json, os, sys, time, types
import django
django.setup()
from django.test.utils import setup_test_environment
setup_test_environment()
from django.db import connection
from django.http import HttpResponse
from django.test import Client, override_settings
from django.urls import path
from scorekeeper import urls as meld_urls

def slow(request):
    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_sleep(5)")
    return HttpResponse("finished")

urls = types.ModuleType("slow_urls")
urls.urlpatterns = [path("slow/", slow), *meld_urls.urlpatterns]
urls.handler500 = "scorekeeper.views.errors.server_error"
sys.modules["slow_urls"] = urls

client = Client(raise_request_exception=False)
if os.environ.get("SIGNED_IN"):
    # A session signed in while the database was up (a league player, staff): its cookie alone.
    from django.conf import settings
    from django.contrib.auth import BACKEND_SESSION_KEY, HASH_SESSION_KEY, SESSION_KEY
    from scorekeeper.sessions import LOGIN_KEY, SessionStore
    session = SessionStore()
    session.update({SESSION_KEY: "1", BACKEND_SESSION_KEY: settings.AUTHENTICATION_BACKENDS[0],
                    HASH_SESSION_KEY: "a hash", LOGIN_KEY: "a login"})
    session.save()
    client.cookies[settings.SESSION_COOKIE_NAME] = session.session_key
found = {}
with override_settings(ROOT_URLCONF="slow_urls"):
    for url in sys.argv[1:]:
        started = time.monotonic()
        response = client.get(url)
        found[url] = {
            "status": response.status_code,
            "seconds": time.monotonic() - started,
            "text": response.content.decode(),
            "retry": response.get("Retry-After"),
            "session_written": "sessionid" in response.cookies,
        }
print(json.dumps(found))
"""


def run_meld(database_url: str, *urls: str, **environ: str) -> dict:
    keep = {key: value for key, value in os.environ.items() if key not in {"DATABASE_URL", "DEBUG"}}
    result = subprocess.run(
        [sys.executable, "-c", SCRIPT, *urls],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env={**keep, "DJANGO_SETTINGS_MODULE": "tests.settings", "DATABASE_URL": database_url, **environ},
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout.strip().splitlines()[-1])


@pytest.fixture
def silent_port():
    """A port that accepts connections (the kernel's backlog does) and never says a word."""
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(16)
    yield listener.getsockname()[1]
    listener.close()


@pytest.fixture
def closed_port():
    """A port where nothing listens: the database is down."""
    probe = socket.socket()
    probe.bind(("127.0.0.1", 0))
    port = probe.getsockname()[1]
    probe.close()
    return port


GAME = "/g/AAAAAAAAAAAAAAAA/"
DEAL = "/ja/g/AAAAAAAAAAAAAAAA/deal/"
# The home page of a phone that has opened no game yet needs no database either.
PAGES = ["/health/", GAME, DEAL, "/rules/classic-canasta/", "/ja/glossary/", "/"]


def assert_unavailable_but_the_rule_book_works(found: dict, most_seconds: float) -> None:
    assert found["/health/"]["status"] == 503
    for url, text in ((GAME, "Meld cannot reach its scores just now"), (DEAL, "今はスコアのデータに接続できません")):
        page = found[url]
        assert page["status"] == 503, url
        assert text in page["text"]
        assert page["retry"] == "30"
        assert page["seconds"] < most_seconds, url
    for url in ("/rules/classic-canasta/", "/ja/glossary/", "/"):
        assert found[url]["status"] == 200, url
        assert found[url]["seconds"] < 1, url


def test_a_database_that_never_answers_gives_503_after_the_connect_timeout(silent_port):
    found = run_meld(f"postgres://meld@127.0.0.1:{silent_port}/meld", *PAGES, DB_CONNECT_TIMEOUT="2")
    assert_unavailable_but_the_rule_book_works(found, most_seconds=5)
    assert 1.5 <= found["/health/"]["seconds"] < 5  # the first waited for the database, then gave up
    # The next ones do not wait again for a while (scorekeeper/postgresql): the worker stays free. Waiting
    # again would take the connect timeout (2 s); half of it leaves room for a loaded machine (0.6 s seen).
    assert found[GAME]["seconds"] < 1 and found[DEAL]["seconds"] < 1


def test_a_database_that_is_down_gives_503_at_once(closed_port):
    found = run_meld(f"postgres://meld@127.0.0.1:{closed_port}/meld", *PAGES)
    assert_unavailable_but_the_rule_book_works(found, most_seconds=1)


def test_a_host_that_does_not_exist_gives_503(closed_port):
    found = run_meld("postgres://meld@db.invalid:5432/meld", *PAGES, DB_CONNECT_TIMEOUT="2")
    assert_unavailable_but_the_rule_book_works(found, most_seconds=5)


def test_a_signed_in_person_still_reads_the_rule_book_while_the_database_is_down(closed_port):
    # Whether the login is still open is asked of the database (scorekeeper/sessions.py): while it is
    # away, the page is shown as to someone not signed in, and the cookie is left as it was.
    found = run_meld(f"postgres://meld@127.0.0.1:{closed_port}/meld", *PAGES, SIGNED_IN="1")
    assert_unavailable_but_the_rule_book_works(found, most_seconds=1)
    assert not any(page["session_written"] for page in found.values())


@pytest.mark.skipif(
    not os.environ.get("DATABASE_URL", "").startswith("postgres"), reason="needs the suite's PostgreSQL"
)
def test_a_statement_slower_than_the_statement_timeout_is_cancelled_with_503():
    server = urlparse(os.environ["DATABASE_URL"])._replace(path="/postgres").geturl()
    found = run_meld(server, "/slow/", DB_STATEMENT_TIMEOUT="300")
    slow = found["/slow/"]
    assert slow["status"] == 503 and "Meld cannot reach its scores just now" in slow["text"]
    assert slow["seconds"] < 3
