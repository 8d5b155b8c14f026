"""The database watchdog (scorekeeper/postgresql/watchdog.py) shuts down only the socket a wait was
registered with (issue 48): never another connection's socket that was given the same descriptor number
after libpq closed the first, and never, in a forked worker, a socket of its parent's waits. Plain sockets
stand for libpq's here: no database is needed."""

import os
import socket
import subprocess
import sys
import time

from scorekeeper.postgresql.watchdog import TICK, Watchdog
from tests import ROOT


def carries(sender: socket.socket, receiver: socket.socket) -> bool:
    """Whether the connection still passes a byte from one end to the other."""
    try:
        sender.sendall(b"x")
        receiver.settimeout(2)
        return receiver.recv(1) == b"x"
    except OSError:
        return False


def test_a_wait_that_passes_its_deadline_is_cut():
    watchdog = Watchdog()
    mine, server = socket.socketpair()
    with watchdog.bounded(mine.fileno(), 0.1) as tripped:
        mine.settimeout(5)
        assert mine.recv(1) == b""  # the read waiting for an answer returns at once: the socket is shut down
    assert tripped == [True]
    mine.close()
    server.close()


def test_a_wait_that_ends_in_time_is_untouched():
    watchdog = Watchdog()
    mine, server = socket.socketpair()
    with watchdog.bounded(mine.fileno(), 5) as tripped:
        assert carries(server, mine)
    assert tripped == [False] and carries(server, mine)
    mine.close()
    server.close()


def test_a_descriptor_number_given_to_another_connection_during_a_wait_is_not_shut_by_the_wait():
    watchdog = Watchdog()
    mine, server = socket.socketpair()
    number = mine.fileno()
    other, other_server = socket.socketpair()
    with watchdog.bounded(number, 0.2) as tripped:
        mine.close()  # libpq closed the connection (as a close from another thread would) ...
        os.dup2(other.fileno(), number)  # ... and the process gave its number to another connection
        time.sleep(0.2 + 10 * TICK)  # past the deadline: the watchdog trips the wait
        reused = socket.socket(fileno=os.dup(number))
        assert carries(other_server, reused)  # the other connection still passes what it is sent
    assert tripped == [True]
    assert carries(other_server, other)
    for end in (reused, other, other_server, server):
        end.close()
    os.close(number)


# A wait of the parent's is registered when it forks, and ends in the parent well before its deadline; the
# child's watchdog then runs past that deadline. The parent's socket must still carry what is sent on it.
FORKED = r"""
import os, signal, socket, threading, time
from scorekeeper.postgresql.watchdog import WATCHDOG, TICK

mine, server = socket.socketpair()
waiting, done = threading.Event(), threading.Event()

def wait():
    with WATCHDOG.bounded(mine.fileno(), 1.0):
        waiting.set()
        done.wait()

thread = threading.Thread(target=wait)
thread.start()
waiting.wait()
child = os.fork()
if child == 0:
    signal.alarm(20)  # never outlives the test, whatever happens here
    other, _ = socket.socketpair()
    with WATCHDOG.bounded(other.fileno(), 5):  # the child's watcher runs
        time.sleep(1.0 + 10 * TICK)
    os._exit(0)
done.set()
thread.join()
os.waitpid(child, 0)
server.sendall(b"x")
mine.settimeout(2)
print("carries" if mine.recv(1) == b"x" else "cut")
"""


def test_a_forked_worker_never_shuts_its_parents_sockets():
    result = subprocess.run(
        [sys.executable, "-c", FORKED],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=30,
        env={**os.environ, "PYTHONWARNINGS": "ignore::DeprecationWarning"},  # fork() with threads running
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["carries"]
