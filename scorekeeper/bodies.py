"""A request's body that the page refused unread is read and dropped, so the connection it came on stays usable.

A page may answer before it reads the body it was sent: a page that takes no POST (405), a missing CSRF
cookie (403), a form for the signed-in only (a redirect), a body larger than Django takes
(DATA_UPLOAD_MAX_MEMORY_SIZE: 400, refused by its length alone). Its answer says "keep-alive"; but gunicorn
drains at most 64 KB of what the application left unread, and past that closes the connection after the
answer, so a phone's next request on that connection got no answer at all (issue 42: `make serve` has no
proxy in front to buffer bodies).

`DrainedBodies` wraps the WSGI application (scorekeeper/wsgi.py): once the answer has gone, it reads and drops
what is left of the body, up to DRAIN_MOST bytes and for at most DRAIN_SECONDS, as a proxy would. A body
longer than that is not read (nobody keeps a thread busy with 100 MB): the answer then says
"Connection: close" (gunicorn's own `force_close`), so no client sends another request on the connection.
"""

import time
from collections.abc import Callable, Iterable, Iterator
from typing import Any

from django.conf import settings

# Bytes of a refused body read and dropped: twice the most Django takes of a form or a game file, so that any
# body a proxy of docs/production.md lets through (2 MB) is drained.
DRAIN_MOST = 2 * settings.DATA_UPLOAD_MAX_MEMORY_SIZE
DRAIN_SECONDS = 10.0  # a phone on a club's Wi-Fi sends 4 MB in well under a second
_CHUNK = 64 * 1024

StartResponse = Callable[..., Any]
Application = Callable[[dict[str, Any], StartResponse], Iterable[bytes]]


class _CountedInput:
    """The request's wsgi.input, counting what the application reads of it."""

    def __init__(self, stream: Any):
        self.stream, self.read_so_far = stream, 0

    def read(self, *args: Any) -> bytes:
        data: bytes = self.stream.read(*args)
        self.read_so_far += len(data)
        return data

    def readline(self, *args: Any) -> bytes:
        line: bytes = self.stream.readline(*args)
        self.read_so_far += len(line)
        return line

    def readlines(self, *args: Any) -> list[bytes]:
        lines: list[bytes] = self.stream.readlines(*args)
        self.read_so_far += sum(map(len, lines))
        return lines

    def __iter__(self) -> Iterator[bytes]:
        for line in self.stream:
            self.read_so_far += len(line)
            yield line


def _length(environ: dict[str, Any]) -> int | None:
    """The body's length as the request gives it; None when it gives none (chunked)."""
    value = str(environ.get("CONTENT_LENGTH") or "")
    if value.isascii() and value.isdigit():
        return int(value)
    return None if "chunked" in str(environ.get("HTTP_TRANSFER_ENCODING", "")).lower() else 0


def _force_close(start_response: StartResponse) -> None:
    """Have the server answer "Connection: close" (gunicorn's Response.force_close; other servers, such as
    Django's test server, close such a connection on their own)."""
    close = getattr(getattr(start_response, "__self__", None), "force_close", None)
    if callable(close):
        close()


def _drain(counted: _CountedInput, length: int) -> None:
    left, deadline = length - counted.read_so_far, time.monotonic() + DRAIN_SECONDS
    while left > 0 and time.monotonic() < deadline:
        data = counted.stream.read(min(_CHUNK, left))
        if not data:
            return
        left -= len(data)


class _Answer:
    """The application's answer, which drains the body once it has been sent (the server calls `close`)."""

    def __init__(self, answer: Iterable[bytes], counted: _CountedInput, length: int):
        self.answer, self.counted, self.length = answer, counted, length

    def __iter__(self) -> Iterator[bytes]:
        return iter(self.answer)

    def close(self) -> None:
        try:
            close = getattr(self.answer, "close", None)
            if close is not None:
                close()
        finally:
            _drain(self.counted, self.length)


class DrainedBodies:
    def __init__(self, application: Application):
        self.application = application

    def __call__(self, environ: dict[str, Any], start_response: StartResponse) -> Iterable[bytes]:
        length = _length(environ)
        if length == 0:
            return self.application(environ, start_response)
        counted = _CountedInput(environ["wsgi.input"])
        environ["wsgi.input"] = counted

        def starting(status: str, headers: list[tuple[str, str]], *rest: Any) -> Any:
            if length is None or length - counted.read_so_far > DRAIN_MOST:
                _force_close(start_response)
            return start_response(status, headers, *rest)

        answer = self.application(environ, starting)
        return answer if length is None else _Answer(answer, counted, length)
