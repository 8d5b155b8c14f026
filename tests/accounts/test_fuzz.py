"""Hostile values posted to every form of the accounts (issue 25): sign up, log in, change and reset a
password. Never a 5xx (on PostgreSQL too: CI runs the whole suite there), and a refused request makes
no account and changes no password."""

import pytest
from django.contrib.auth.models import User
from django.urls import reverse
from hypothesis import given
from hypothesis import strategies as st

from tests.scorekeeper.test_fuzz import FUZZ, values

pytestmark = [pytest.mark.django_db, pytest.mark.filterwarnings("ignore:Generating overly large repr")]
PASSWORD = "a long pass phrase"
TEXT = st.one_of(
    values, st.sampled_from(["ß" * 151, "ann\x00", "ann\x07", "ａｎｎ", "a@b.c\x00", "x" * 300 + "@e.com"])
)


def accounts() -> list:
    return list(User.objects.order_by("pk").values_list("username", "email", "password"))


@pytest.fixture
def ann():
    return User.objects.create_user("ann", "ann@example.com", PASSWORD)


@FUZZ
@given(data=st.dictionaries(st.sampled_from(["username", "email", "password1", "password2", "next"]), TEXT))
def test_signing_up_takes_anything_without_a_crash(client, ann, data):
    before = accounts()
    response = client.post(reverse("signup"), data)
    assert response.status_code < 500
    if response.status_code != 302:
        assert accounts() == before


@FUZZ
@given(username=TEXT, password=TEXT, next_url=TEXT)
def test_logging_in_takes_anything_without_a_crash(client, ann, username, password, next_url):
    response = client.post(reverse("login"), {"username": username, "password": password, "next": next_url})
    assert response.status_code < 500
    assert not response.wsgi_request.user.is_authenticated or (username, password) == ("ann", PASSWORD)


@FUZZ
@given(data=st.dictionaries(st.sampled_from(["old_password", "new_password1", "new_password2"]), TEXT))
def test_changing_a_password_takes_anything_without_a_crash(client, ann, data):
    client.force_login(ann)
    before = accounts()
    response = client.post(reverse("password_change"), data)
    assert response.status_code < 500
    if response.status_code != 302:
        assert accounts() == before


@FUZZ
@given(email=TEXT)
def test_asking_for_a_reset_takes_any_address_without_a_crash(client, ann, email):
    response = client.post(reverse("password_reset"), {"email": email})
    assert response.status_code < 500


@FUZZ
@given(uid=TEXT, token=TEXT, password=TEXT)
def test_a_reset_link_takes_anything_without_a_crash(client, ann, uid, token, password):
    url = f"/accounts/reset/{uid.encode().hex() or 'x'}/{token.encode().hex()[:40] or 'x'}/"
    assert client.get(url).status_code < 500
    before = accounts()
    assert client.post(url, {"new_password1": password, "new_password2": password}).status_code < 500
    assert accounts() == before
