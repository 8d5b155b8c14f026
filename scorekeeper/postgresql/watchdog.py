"""A bound on every wait for PostgreSQL's answer, whatever the database or the network does.

The statement timeout is the server's own: a server that is stuck (stopped, swapping, its disk hung)
or a network that has gone silent never sends the error, and the client would wait on its socket for
ever (libpq has no timeout of its own for an answer). Each wait therefore runs under a deadline: one
thread per process watches them, and when one passes it shuts the connection's socket down. The
waiting read then fails at once, psycopg raises OperationalError, and the page answers 503
(scorekeeper/views/errors.py). The connection is spoilt, and Django drops it at the end of the request.

Sooner than the deadline: when a wait has lasted STALL seconds, the watchdog asks the server itself,
on a connection of its own (`Probe`), for "SELECT 1". A server that answers is alive (the wait is a
lock or a slow statement, and goes on to its deadline); one that does not answer within STALL is
stuck, and every wait on it is cut at once. So a hang holds a request thread for about a second, not
the whole deadline, and the threads stay free for the pages that need no database.

The kernel's own bounds (libpq's keepalives and tcp_user_timeout, in settings) catch a network that
drops packets; this one also catches a server whose kernel still acknowledges them.

The watchdog only ever shuts a socket down; it never closes or frees anything libpq uses. Each wait holds
a duplicate of the connection's descriptor of its own, made when the wait begins and closed when it ends,
and the watchdog shuts down only through that duplicate: a descriptor number that libpq closed meanwhile,
and that the process then gave to another connection, can never be shut by mistake. A forked worker
forgets the waits of its parent (their duplicates are the parent's sockets too).
"""

import os
import select
import socket
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import psycopg
from psycopg import pq
from psycopg.conninfo import make_conninfo

STALL = 0.4  # seconds a wait lasts before the server is asked whether it is alive, and how long it has to say so
TICK = 0.05  # seconds between the watchdog's looks


class Probe:
    """A connection of the watchdog's own, on which it asks the server whether it answers at all."""

    # What Django passes psycopg beyond libpq's connection string.
    NOT_LIBPQ = frozenset({"context", "prepare_threshold", "cursor_factory", "autocommit"})

    def __init__(self, params: dict[str, Any]):
        self.conninfo = make_conninfo(**{key: value for key, value in params.items() if key not in self.NOT_LIBPQ})
        self.connection: psycopg.Connection[Any] | None = None
        self.failed = False  # the last question went unanswered, and the connection was closed
        self.lock = threading.Lock()

    def open(self) -> None:
        """Connect, while the server is known to answer (just after a connection of Django's succeeded)."""
        with self.lock:
            if self.connection is not None and self.connection.pgconn.status == pq.ConnStatus.OK:
                return
            self.close()
            # psycopg's connect waits in Python (libpq's own would hold every other thread meanwhile).
            self.connection = psycopg.connect(self.conninfo, autocommit=True)
            self.failed = False

    def answers(self, seconds: float) -> bool:
        """Whether the server answers "SELECT 1" within `seconds`. With no connection: not since it last
        went unanswered (until a connection of Django's succeeds again), else each wait keeps its own
        deadline."""
        with self.lock:
            connection = self.connection
            if connection is None:
                return not self.failed
            self.failed = not self._asked(connection.pgconn, seconds)
            return not self.failed

    def _asked(self, connection: pq.abc.PGconn, seconds: float) -> bool:
        deadline = time.monotonic() + seconds
        try:
            connection.send_query(b"SELECT 1")
            while connection.flush():
                if not select.select([], [connection.socket], [], max(deadline - time.monotonic(), 0))[1]:
                    raise TimeoutError
            while True:
                connection.consume_input()
                if not connection.is_busy():
                    break
                if not select.select([connection.socket], [], [], max(deadline - time.monotonic(), 0))[0]:
                    raise TimeoutError
            while connection.get_result() is not None:
                pass
            return True
        except (TimeoutError, OSError, psycopg.Error):
            self.close()
            return False

    def close(self) -> None:
        """(Under the lock.)"""
        if self.connection is not None:
            self.connection.close()
            self.connection = None


class Watchdog:
    def __init__(self) -> None:
        self._lock = threading.Lock()
        # A wait's number: (when it started, its deadline, the wait's own duplicate of the socket's descriptor,
        # the probe of its server).
        self._waits: dict[int, tuple[float, float, int, Probe | None]] = {}
        self._tripped: set[int] = set()
        self._next = 0
        self._thread: threading.Thread | None = None
        self._probing = False

    @contextmanager
    def bounded(self, descriptor: int, seconds: float, probe: Probe | None = None) -> Iterator[list[bool]]:
        """Wait on this socket for at most `seconds` (less when `probe` finds the server stuck); the list
        it gives holds True afterwards when the wait was cut (and the socket shut down)."""
        tripped = [False]
        try:
            own = os.dup(descriptor) if seconds > 0 and descriptor >= 0 else -1
        except OSError:  # no such descriptor: the connection is already closed, and the wait fails by itself
            own = -1
        if own < 0:
            yield tripped
            return
        with self._lock:
            self._next += 1
            number = self._next
            now = time.monotonic()
            self._waits[number] = (now, now + seconds, own, probe)
            self._start()
        try:
            yield tripped
        finally:
            with self._lock:  # after this, the watcher never touches the socket again
                self._waits.pop(number, None)
                if number in self._tripped:
                    self._tripped.discard(number)
                    tripped[0] = True
            os.close(own)

    def forget_after_fork(self) -> None:
        """In a forked child: the parent's waits are not this process's (their duplicates are the parent's
        sockets, which a shutdown here would cut), and the lock may have been held by a parent's thread."""
        self._lock = threading.Lock()
        for wait in self._waits.values():
            os.close(wait[2])  # the child's copy only: the parent's socket stays as it is
        self._waits.clear()
        self._tripped.clear()
        self._thread = None
        self._probing = False

    def _start(self) -> None:
        if self._thread is None or not self._thread.is_alive():
            self._thread = threading.Thread(target=self._watch, name="meld-database-watchdog", daemon=True)
            self._thread.start()

    def _trip(self, numbers: list[int]) -> None:
        """Cut these waits (under the lock)."""
        for number in numbers:
            if number in self._waits:
                descriptor = self._waits.pop(number)[2]
                self._tripped.add(number)
                _shut_down(descriptor)

    def _watch(self) -> None:
        while True:
            now = time.monotonic()
            with self._lock:
                self._trip([number for number, wait in self._waits.items() if wait[1] <= now])
                stalled = [wait[3] for wait in self._waits.values() if wait[3] is not None and now - wait[0] >= STALL]
                if stalled and not self._probing:
                    self._probing = True
                    threading.Thread(target=self._ask, args=(stalled[0],), daemon=True).start()
            time.sleep(TICK)

    def _ask(self, probe: Probe) -> None:
        """Ask the server whether it answers; when it does not, cut every wait on it that has stalled."""
        try:
            started = time.monotonic()
            alive = probe.answers(STALL)
            with self._lock:
                if not alive:
                    self._trip(
                        [number for number, wait in self._waits.items() if wait[3] is probe and wait[0] <= started]
                    )
        finally:
            time.sleep(STALL)  # at most one question per STALL seconds
            self._probing = False


def _shut_down(descriptor: int) -> None:
    """End the connection on this socket for both sides: a read waiting on it returns at once."""
    try:
        duplicate = socket.socket(fileno=os.dup(descriptor))
    except OSError:
        return
    try:
        duplicate.shutdown(socket.SHUT_RDWR)
    except OSError:
        pass
    finally:
        duplicate.close()


WATCHDOG = Watchdog()
os.register_at_fork(after_in_child=WATCHDOG.forget_after_fork)
