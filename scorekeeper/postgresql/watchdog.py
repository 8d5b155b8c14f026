"""A bound on every wait for PostgreSQL's answer, whatever the database or the network does.

The statement timeout is the server's own: a server that is stuck (stopped, swapping, its disk hung)
or a network that has gone silent never sends the error, and the client would wait on its socket for
ever (libpq has no timeout of its own for an answer). Each wait therefore runs under a deadline: one
thread per process watches them, and when one passes it shuts the connection's socket down. The
waiting read then fails at once, psycopg raises OperationalError, and the page answers 503
(scorekeeper/views/errors.py). The connection is spoilt, and Django drops it at the end of the request.

The kernel's own bounds (libpq's keepalives and tcp_user_timeout, in settings) catch a network that
drops packets; this one also catches a server whose kernel still acknowledges them.
"""

import os
import socket
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager


class Watchdog:
    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._waits: dict[int, tuple[float, int]] = {}  # a wait's number: (its deadline, the socket's descriptor)
        self._tripped: set[int] = set()
        self._next = 0
        self._thread: threading.Thread | None = None

    @contextmanager
    def bounded(self, descriptor: int, seconds: float) -> Iterator[list[bool]]:
        """Wait on this socket for at most `seconds`; the list it gives holds True afterwards when the
        deadline passed (and the socket was shut down)."""
        tripped = [False]
        if seconds <= 0 or descriptor < 0:
            yield tripped
            return
        with self._lock:
            self._next += 1
            number = self._next
            self._waits[number] = (time.monotonic() + seconds, descriptor)
            self._start()
        try:
            yield tripped
        finally:
            with self._lock:  # after this, the watcher never touches the socket again
                self._waits.pop(number, None)
                if number in self._tripped:
                    self._tripped.discard(number)
                    tripped[0] = True

    def _start(self) -> None:
        if self._thread is None or not self._thread.is_alive():  # also in a worker forked from a parent that had one
            self._thread = threading.Thread(target=self._watch, name="meld-database-watchdog", daemon=True)
            self._thread.start()

    def _watch(self) -> None:
        while True:
            now = time.monotonic()
            with self._lock:
                for number, (deadline, descriptor) in list(self._waits.items()):
                    if deadline <= now:
                        del self._waits[number]
                        self._tripped.add(number)
                        _shut_down(descriptor)
                soonest = min((deadline for deadline, _ in self._waits.values()), default=now + 1.0)
            time.sleep(min(max(soonest - now, 0.01), 0.25))


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
