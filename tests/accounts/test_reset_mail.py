"""The reset page answers a registered and an unregistered address alike, doing the same work (issue 42: 46 ms
against 20 ms, so the page told who has an account): no mail is sent inside the request, one task is queued
either way, and the worker (`manage.py ratings_worker`, the database queue as in production) sends the mail,
within its limits, in the asker's language. The time of each path: bench/reset_timing.py."""

import re

import pytest
from django.contrib.auth.models import User
from django.core import mail
from django.core.management import call_command
from django.db import connection
from django.test import Client, override_settings
from django.test.utils import CaptureQueriesContext
from django.urls import reverse
from django_tasks_db.models import DBTaskResult

from accounts.limits import RESET_MAILS
from accounts.models import Attempt

IN_THE_DATABASE = {"default": {"BACKEND": "django_tasks_db.DatabaseBackend"}}
PASSWORD = "a long pass phrase"


@pytest.fixture
def ann(db):
    return User.objects.create_user("ann", "ann@example.com", PASSWORD)


def ask(email: str, language: str = ""):
    with CaptureQueriesContext(connection) as queries:
        response = Client().post(f"{language}/accounts/reset/", {"email": email})
    return response, [query["sql"] for query in queries.captured_queries]


def shape(statements: list[str]) -> list[str]:
    """What each statement does, its values left out."""
    return [re.sub(r"'[^']*'|\b\d+\b", "?", statement)[:60] for statement in statements]


@pytest.mark.django_db(transaction=True)
@override_settings(TASKS=IN_THE_DATABASE)
def test_no_mail_is_sent_inside_the_request_and_both_paths_do_the_same_work(ann):
    registered, known = ask("ann@example.com")
    unregistered, unknown = ask("nobody@example.com")
    assert registered["Location"] == unregistered["Location"] == reverse("password_reset_done")
    assert mail.outbox == []  # nothing sent while the request was answered
    assert not Attempt.objects.exists()  # nor counted: the worker counts it
    assert shape(known) == shape(unknown)  # the same statements, in the same order
    queued = list(DBTaskResult.objects.order_by("enqueued_at"))
    assert [task.task_path for task in queued] == ["accounts.mail.send_reset_mail"] * 2
    assert "nobody@example.com" not in str([task.args_kwargs for task in queued])  # nothing kept of it

    call_command("ratings_worker", batch=True, verbosity=0)
    assert [message.to for message in mail.outbox] == [["ann@example.com"]]
    link = re.search(r"http://testserver/accounts/reset/\S+/", mail.outbox[0].body)
    assert link is not None
    assert Attempt.objects.filter(kind=Attempt.Kind.RESET_TO_ADDRESS).count() == 1


@pytest.mark.django_db(transaction=True)
@override_settings(TASKS=IN_THE_DATABASE)
def test_the_worker_keeps_the_limits_and_writes_in_the_askers_language(ann):
    for _ in range(RESET_MAILS + 2):
        ask("ann@example.com", "/ja")
    assert mail.outbox == []
    call_command("ratings_worker", batch=True, verbosity=0)
    assert len(mail.outbox) == RESET_MAILS
    assert "パスワード" in mail.outbox[0].subject + mail.outbox[0].body
    assert "http://testserver/ja/accounts/reset/" in mail.outbox[0].body
