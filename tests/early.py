"""A check that a poll is settled before the session runs (scorekeeper/polls.py): shared by the live sheet's
and the club night's screens' tests."""

from contextlib import contextmanager
from unittest.mock import patch

from django.contrib.sessions.middleware import SessionMiddleware


@contextmanager
def settled_early():
    """Whatever runs after PollMiddleware (the session first) fails the test: the poll must be settled before it."""

    def refuse(*args, **kwargs):
        raise AssertionError("the poll went past PollMiddleware")

    with patch.object(SessionMiddleware, "process_request", refuse):
        yield
