"""Who is looking and who is writing (scorekeeper/views/helpers.py): the logged-in user, and the id this browser
keeps in its session, given to it on its first write."""

import pytest
from django.contrib.auth import login
from django.contrib.auth.models import AnonymousUser
from django.contrib.sessions.backends.db import SessionStore
from django.test import RequestFactory

from scorekeeper.services.history import Author
from scorekeeper.views.helpers import BROWSER_KEY, author_of, viewer_of

pytestmark = pytest.mark.django_db


def request(user=None, browser=None):
    made = RequestFactory().get("/")
    made.session = SessionStore()
    made.user = AnonymousUser()
    if user is not None:
        login(made, user, backend="django.contrib.auth.backends.ModelBackend")
    if browser is not None:
        made.session[BROWSER_KEY] = browser
    return made


def test_a_visitor_without_an_id_is_nobody_until_it_writes(django_user_model):
    visitor = request()
    assert viewer_of(visitor) == Author(None, "")
    written = author_of(visitor)
    assert written.user is None and len(written.browser) == 16
    assert visitor.session[BROWSER_KEY] == written.browser
    assert viewer_of(visitor) == author_of(visitor) == written  # kept: the same phone from then on


def test_a_logged_in_user_is_seen_with_the_browser_s_id(django_user_model):
    user = django_user_model.objects.create_user("ann", password="x" * 12)
    assert viewer_of(request(user, browser="abc")) == author_of(request(user, browser="abc")) == Author(user.pk, "abc")
    assert viewer_of(request(user)) == Author(user.pk, "")
