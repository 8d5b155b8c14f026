"""The PostgreSQL backend (scorekeeper/postgresql): after a failed connection a worker waits a moment
before it tries again, and answers at once meanwhile."""

import socket

import pytest
from django.db import OperationalError

from scorekeeper.postgresql import base


@pytest.fixture
def nowhere(monkeypatch):
    """A connection to a port where nothing listens, counting the real attempts to connect."""
    probe = socket.socket()
    probe.bind(("127.0.0.1", 0))
    port = probe.getsockname()[1]
    probe.close()
    monkeypatch.setattr(base.DatabaseWrapper, "unreachable_until", 0.0)
    attempts = []
    real = base.base.DatabaseWrapper.get_new_connection

    def counted(self, params):
        attempts.append(params)
        return real(self, params)

    monkeypatch.setattr(base.base.DatabaseWrapper, "get_new_connection", counted)
    settings = {
        "ENGINE": "scorekeeper.postgresql",
        "NAME": "meld",
        "USER": "meld",
        "PASSWORD": "",
        "HOST": "127.0.0.1",
        "PORT": str(port),
        "OPTIONS": {"connect_timeout": 2},
        "CONN_MAX_AGE": 0,
        "CONN_HEALTH_CHECKS": False,
        "AUTOCOMMIT": True,
        "ATOMIC_REQUESTS": False,
        "TIME_ZONE": None,
        "TEST": {},
    }
    return base.DatabaseWrapper(settings, alias="nowhere"), attempts


def test_after_a_failed_connection_the_worker_does_not_try_again_for_a_while(nowhere, monkeypatch, django_db_blocker):
    wrapper, attempts = nowhere
    with django_db_blocker.unblock():  # not the test database: a server that is not there
        with pytest.raises(OperationalError):
            wrapper.ensure_connection()
        with pytest.raises(OperationalError, match="could not be reached a moment ago"):
            wrapper.ensure_connection()
        assert len(attempts) == 1

        # QUIET seconds later it tries again.
        later = base.DatabaseWrapper.unreachable_until + 0.1
        monkeypatch.setattr(base.time, "monotonic", lambda: later)
        with pytest.raises(OperationalError):
            wrapper.ensure_connection()
        assert len(attempts) == 2


def test_after_the_quiet_moment_one_thread_tries_and_the_others_are_told_at_once(
    nowhere, monkeypatch, django_db_blocker
):
    wrapper, attempts = nowhere
    monkeypatch.setattr(base.DatabaseWrapper, "unreachable_until", base.time.monotonic() - 1)  # the moment is over
    with django_db_blocker.unblock():
        with base.DatabaseWrapper.trying:  # another thread of the worker is trying
            with pytest.raises(OperationalError, match="could not be reached a moment ago"):
                wrapper.ensure_connection()
        assert attempts == []
        with pytest.raises(OperationalError):  # now this one tries, and fails: another quiet moment
            wrapper.ensure_connection()
        assert len(attempts) == 1 and base.DatabaseWrapper.unreachable_until > base.time.monotonic()
        assert not base.DatabaseWrapper.trying.locked()
