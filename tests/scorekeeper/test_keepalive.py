"""A request whose body is refused unread never costs the next request on the same keep-alive connection its
answer (issue 42), under gunicorn as `make serve` runs it (gunicorn.conf.py), with no proxy in front.

gunicorn drains at most 64 KB of a body the application left unread before it serves the next request on the
connection; past that it closes the connection, though its answer said "keep-alive", and a phone that sent its
next request on it got no answer (9 requests of the round-2 probe). scorekeeper/bodies.py reads and drops such
a body up to DRAIN_MOST, and past that has gunicorn answer "Connection: close".

Each case is a raw socket sending two requests on one connection, as a browser keeping its connection does:
the first with a body the page refuses before reading it, the second a plain GET, which must be answered.
"""

import os
import socket
import subprocess
import sys
import time

import pytest

from scorekeeper.bodies import DRAIN_MOST
from tests import ROOT

PORT = 8341  # this suite's range, 8340-8359 (docs/development.md)


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    environ = {
        **os.environ,
        "DJANGO_SETTINGS_MODULE": "tests.settings",
        "MELD_DATA_DIR": str(tmp_path_factory.mktemp("data")),
        "HOST": "127.0.0.1",
        "PORT": str(PORT),
        "WORKERS": "1",
        "THREADS": "2",
        "ACCESS_LOG": "/dev/null",
    }
    environ.pop("DEBUG", None)
    command = [sys.executable, "-m", "gunicorn", "--config", "gunicorn.conf.py", "scorekeeper.wsgi"]
    process = subprocess.Popen(command, cwd=ROOT, env=environ, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                socket.create_connection(("127.0.0.1", PORT), timeout=1).close()
                break
            except OSError:
                if time.monotonic() > deadline or process.poll() is not None:
                    raise RuntimeError("gunicorn did not start") from None
                time.sleep(0.1)
        yield
    finally:
        process.terminate()
        process.wait(30)


def head(method: str, path: str, length: int = 0, extra: str = "") -> bytes:
    lines = [f"{method} {path} HTTP/1.1", "Host: 127.0.0.1", "Connection: keep-alive"]
    if method == "POST":
        lines += ["Content-Type: application/x-www-form-urlencoded", f"Content-Length: {length}"]
    return ("\r\n".join(lines) + "\r\n" + extra + "\r\n").encode()


def answer(stream) -> tuple[int, dict[str, str]]:
    """One response read off the connection: its status and headers (its body read and dropped)."""
    status = stream.readline()
    if not status:
        raise ConnectionError("the connection was closed with no answer")
    headers = {}
    while (line := stream.readline()) not in (b"\r\n", b""):
        name, _, value = line.decode().partition(":")
        headers[name.strip().lower()] = value.strip()
    if "content-length" in headers:
        stream.read(int(headers["content-length"]))
    elif headers.get("transfer-encoding") == "chunked":
        while size := int(stream.readline().split(b";")[0], 16):
            stream.read(size + 2)
        stream.readline()
    return int(status.split()[1]), headers


def two_requests(path: str, size: int) -> list[tuple[int, dict[str, str]]]:
    """A POST of `size` bytes to `path`, then a GET of the rule book, on one connection: both answers, or
    ConnectionError for the one that got none. Unless the first said "Connection: close" (then a client
    opens a new connection, as it must)."""
    with socket.create_connection(("127.0.0.1", PORT), timeout=30) as connection:
        stream = connection.makefile("rb")
        connection.sendall(head("POST", path, size) + b"a=" + b"n" * (size - 2))
        first = answer(stream)
        if first[1].get("connection") == "close":
            return [first]
        time.sleep(0.2)  # the server has finished with the first request, as a person's next tap would find it
        connection.sendall(head("GET", "/rules/"))
        return [first, answer(stream)]


@pytest.mark.parametrize("size", [100_000, 1_900_000, DRAIN_MOST])
@pytest.mark.parametrize(
    "path",
    [
        "/rules/",  # a page that takes no POST: 405, before anything reads the body
        "/new/",  # no CSRF cookie: 403, before the form is read
        "/leagues/new/",  # not signed in: a redirect to the log-in page, before the view reads anything
    ],
)
def test_the_next_request_on_the_connection_is_answered_after_a_body_refused_unread(server, path, size):
    answers = two_requests(path, size)
    assert answers[0][0] in (302, 400, 403, 405)
    assert len(answers) == 2 and answers[1][0] == 200
    assert answers[0][1].get("connection", "keep-alive") == "keep-alive"  # the connection was kept


def test_a_body_past_what_is_drained_is_answered_with_connection_close(server):
    """Past DRAIN_MOST the body is not read (a client sending 100 MB keeps no thread busy): the answer says
    the connection closes, so no client sends another request on it."""
    with socket.create_connection(("127.0.0.1", PORT), timeout=30) as connection:
        connection.sendall(head("POST", "/new/", DRAIN_MOST + 1) + b"a=n")  # the rest would never be read
        status, headers = answer(connection.makefile("rb"))
    assert status == 403  # no CSRF cookie
    assert headers["connection"] == "close"


def test_a_body_past_djangos_limit_is_refused_and_the_connection_kept(server):
    """A form body over DATA_UPLOAD_MAX_MEMORY_SIZE is refused by Django without being read (400)."""
    with socket.create_connection(("127.0.0.1", PORT), timeout=30) as connection:
        stream = connection.makefile("rb")
        connection.sendall(head("GET", "/new/"))
        status, headers = answer(stream)
        token = headers["set-cookie"].split("csrftoken=")[1].split(";")[0]
        body = f"csrfmiddlewaretoken={token}&a=".encode()
        size = 3 * 1024 * 1024
        cookie = f"Cookie: csrftoken={token}\r\nReferer: http://127.0.0.1:{PORT}/new/\r\n"
        connection.sendall(head("POST", "/new/", size, cookie) + body + b"n" * (size - len(body)))
        assert answer(stream)[0] == 400
        connection.sendall(head("GET", "/rules/"))
        assert answer(stream)[0] == 200
