"""A TCP relay in front of PostgreSQL that can freeze: a database as a client sees it when the server is
stuck (its kernel still takes what is sent, nothing ever comes back). Used by
tests/scorekeeper/test_database_hangs.py and bench/db_hang.py; it never touches the server itself,
which other suites share."""

import selectors
import socket
import threading


class Relay:
    """Listens on 127.0.0.1 (`port`) and passes every connection on to `target`, until `freeze()`:
    from then on it reads nothing and sends nothing, on every connection open or new (a new one is
    accepted by the kernel's backlog and left unanswered, as a stuck server's would be)."""

    def __init__(self, target: tuple[str, int], port: int = 0):
        self.target = target
        self.listener = socket.create_server(("127.0.0.1", port), backlog=64)
        self.port = self.listener.getsockname()[1]
        self.frozen = threading.Event()
        self.stopped = threading.Event()
        self.selector = selectors.DefaultSelector()
        self.pairs: list[tuple[socket.socket, socket.socket]] = []
        self.thread = threading.Thread(target=self._run, name="relay", daemon=True)
        self.thread.start()

    def freeze(self) -> None:
        self.frozen.set()

    def thaw(self) -> None:
        """Pass everything on again (what the clients gave up on meanwhile is closed)."""
        self.frozen.clear()

    def close(self) -> None:
        self.stopped.set()
        self.thread.join(5)
        for one, other in self.pairs:
            one.close()
            other.close()
        self.listener.close()

    def _run(self) -> None:
        self.listener.setblocking(False)
        self.selector.register(self.listener, selectors.EVENT_READ)
        while not self.stopped.is_set():
            if self.frozen.is_set():
                self.stopped.wait(0.05)
                continue
            for key, _events in self.selector.select(0.05):
                if key.fileobj is self.listener:
                    self._accept()
                else:
                    self._pass(key.fileobj, key.data)  # type: ignore[arg-type]

    def _accept(self) -> None:
        client, _address = self.listener.accept()
        server = socket.create_connection(self.target, timeout=5)
        for one, other in ((client, server), (server, client)):
            one.setblocking(True)
            self.selector.register(one, selectors.EVENT_READ, other)
        self.pairs.append((client, server))

    def _pass(self, source: socket.socket, sink: socket.socket) -> None:
        try:
            data = source.recv(65536)
        except OSError:
            data = b""
        if not data:
            for end in (source, sink):
                try:
                    self.selector.unregister(end)
                except (KeyError, ValueError):
                    pass
                end.close()
            return
        sink.sendall(data)
