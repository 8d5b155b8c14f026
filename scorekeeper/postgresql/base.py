"""Django's PostgreSQL backend (settings.DATABASES: ENGINE "scorekeeper.postgresql"), with two changes.

- When a new connection fails (the server is down, or hangs until DB_CONNECT_TIMEOUT), or an open one
  gets no answer within READ_TIMEOUT, this worker does not try again for the next QUIET seconds: a
  page that needs the database answers 503 at once instead of waiting out the timeout again, so
  during an outage the workers stay free for the pages that need no database (the rule book, the
  glossary). Each worker keeps only its own note of the failure; no other worker needs it.
- Every wait for an answer on an open connection (each statement, each commit and rollback, the
  health check of a kept connection, the settings sent after connecting) is bounded by the settings'
  READ_TIMEOUT (seconds, from DB_READ_TIMEOUT): past it the watchdog (watchdog.py) cuts the socket,
  and the request gets its 503 instead of hanging until gunicorn kills the worker. Sooner when the
  server itself does not answer the watchdog's own question on its probe connection (one per worker
  process, opened with the first connection): then within about a second.
"""

import threading
import time
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

from django.db.backends.postgresql import base

from .watchdog import WATCHDOG, Probe

QUIET = 5.0  # seconds
T = TypeVar("T")


class DatabaseWrapper(base.DatabaseWrapper):
    unreachable_until = 0.0  # per worker process: time.monotonic() until which no connection is tried
    trying = threading.Lock()  # held by the one thread that tries again after that
    probes: dict[str, Probe] = {}  # per worker process and database: the watchdog's own connection

    def __init__(self, *args: Any, **kwargs: Any):
        super().__init__(*args, **kwargs)
        self.execute_wrappers.append(self._bounded_execute)  # first of all, and for good

    def get_new_connection(self, conn_params: Any) -> Any:
        """A new connection; none while the database could not be reached a moment ago, and after
        that, one thread of the process tries while the others are told at once that it cannot."""
        away = DatabaseWrapper.unreachable_until
        if time.monotonic() < away or (away and not DatabaseWrapper.trying.acquire(blocking=False)):
            raise self.Database.OperationalError("the database could not be reached a moment ago")
        try:
            connection = super().get_new_connection(conn_params)
        except self.Database.OperationalError:
            DatabaseWrapper.unreachable_until = time.monotonic() + QUIET
            raise
        else:
            DatabaseWrapper.unreachable_until = 0.0
        finally:
            if away:
                DatabaseWrapper.trying.release()
        if self.settings_dict.get("READ_TIMEOUT"):
            try:  # now, while the server is known to answer
                probe = DatabaseWrapper.probes.get(self.alias) or DatabaseWrapper.probes.setdefault(
                    self.alias, Probe(conn_params)
                )
                probe.open()
            except self.Database.Error:
                pass  # without it, each wait keeps its own deadline
        return connection

    def _bounded(self, action: Callable[[], T]) -> T:
        """Run `action`, which waits on the connection, for at most READ_TIMEOUT seconds."""
        seconds = float(self.settings_dict.get("READ_TIMEOUT") or 0)
        try:
            descriptor = self.connection.fileno() if self.connection is not None else -1
        except Exception:  # noqa: BLE001 - a connection already broken: nothing to wait on
            descriptor = -1
        tripped = [False]
        try:
            with WATCHDOG.bounded(descriptor, seconds, DatabaseWrapper.probes.get(self.alias)) as tripped:
                return action()
        finally:
            if tripped[0]:
                DatabaseWrapper.unreachable_until = time.monotonic() + QUIET

    def _bounded_execute(
        self, execute: Callable[..., Any], sql: str, params: Sequence[Any] | None, many: bool, context: dict[str, Any]
    ) -> Any:
        return self._bounded(lambda: execute(sql, params, many, context))

    def init_connection_state(self) -> None:
        self._bounded(super().init_connection_state)

    # django-stubs leaves out the PEP 249 wrappers that commit() and rollback() call.
    def _commit(self) -> None:
        self._bounded(super()._commit)  # type: ignore[misc]

    def _rollback(self) -> None:
        self._bounded(super()._rollback)  # type: ignore[misc]

    def _close(self) -> None:
        """Closing a connection closes the probe too (opened again with the next connection), so no
        connection of this process is left on the database (a test database can then be dropped)."""
        if (probe := DatabaseWrapper.probes.pop(self.alias, None)) is not None:
            with probe.lock:
                probe.close()
        super()._close()  # type: ignore[misc]

    def is_usable(self) -> bool:
        """A kept connection is checked before a request uses it (CONN_HEALTH_CHECKS): not while the
        database could not be reached a moment ago, and not for longer than READ_TIMEOUT."""
        if time.monotonic() < DatabaseWrapper.unreachable_until:
            return False
        return self._bounded(super().is_usable)
