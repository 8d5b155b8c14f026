"""The admin's sign-in form (scorekeeper/forms/logins.py): a refusal for too many failures is an error of its own kind,
told apart from a wrong password by its code, as Django's forms tell errors apart."""

import pytest
from django.contrib.auth.models import User
from django.forms.forms import NON_FIELD_ERRORS
from django.test import RequestFactory

from scorekeeper.forms.logins import StaffLoginForm
from scorekeeper.services.logins import FAILURES, record_failure

pytestmark = pytest.mark.django_db

ADDRESS = "192.0.2.1"


def tried(password: str) -> StaffLoginForm:
    request = RequestFactory().post("/admin/login/", REMOTE_ADDR=ADDRESS)
    form = StaffLoginForm(request, data={"username": "boss", "password": password})
    assert not form.is_valid()
    return form


def test_a_wrong_password_is_an_invalid_login():
    User.objects.create_superuser("boss", "boss@example.com", "the right password, long enough")
    form = tried("guess")
    assert form.has_error(NON_FIELD_ERRORS, "invalid_login") and not form.has_error(NON_FIELD_ERRORS, "throttled")


def test_a_locked_login_is_refused_as_throttled_with_its_message():
    User.objects.create_superuser("boss", "boss@example.com", "the right password, long enough")
    for _ in range(FAILURES):
        record_failure("boss", ADDRESS)
    form = tried("guess")
    assert form.has_error(NON_FIELD_ERRORS, "throttled")
    assert form.non_field_errors() == [
        "Too many failed logins for this name from this network: try "
        "again in 15 minutes, sign in over another network (mobile data, say), or reset your password."
    ]
