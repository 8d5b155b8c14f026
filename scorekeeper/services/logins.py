"""Signing in: failed logins slow down guessing, and a login lives on the server until logout.

Failed logins are counted per account and per address over a window; past
either limit the account cannot sign in from anywhere (or the address into
any account) until the window has passed, even with the right password.
They are stored in the database, so every worker and every app server sees
the same counts.
"""

import secrets
from datetime import timedelta

from django.conf import settings
from django.utils import timezone
from django.utils.translation import gettext as _

from ..models import FailedLogin, Login

WINDOW = timedelta(minutes=15)
ACCOUNT_FAILURES = 5  # wrong passwords for one account within WINDOW, from anywhere
ADDRESS_FAILURES = 20  # wrong passwords from one address within WINDOW, into any account


def _normal(username: str) -> str:
    return username.strip().casefold()[:150]


def throttled(username: str, address: str) -> bool:
    """Whether a sign-in for this account from this address is refused for now."""
    since = timezone.now() - WINDOW
    recent = FailedLogin.objects.filter(at__gte=since)
    return (
        recent.filter(username=_normal(username)).count() >= ACCOUNT_FAILURES
        or recent.filter(address=address).count() >= ADDRESS_FAILURES
    )


def throttled_message() -> str:
    """What a sign-in refused by `throttled` is told (in the request's language)."""
    return _("Too many failed logins: try again in %(minutes)d minutes.") % {"minutes": WINDOW.seconds // 60}


def record_failure(username: str, address: str) -> None:
    """Count a wrong password (not while throttled: that keeps the table small and lets the
    window run out); failures older than the window are deleted on the way."""
    if throttled(username, address):
        return
    now = timezone.now()
    FailedLogin.objects.filter(at__lt=now - WINDOW).delete()
    FailedLogin.objects.create(username=_normal(username), address=address[:45], at=now)


def _lifetime() -> timedelta:
    return timedelta(seconds=settings.SESSION_COOKIE_AGE)


def open_login(user_id: int) -> str:
    """A new login for this user: the key the session keeps (expired logins are deleted on the way)."""
    Login.objects.filter(created__lt=timezone.now() - _lifetime()).delete()
    key = secrets.token_urlsafe(32)
    Login.objects.create(key=key, user_id=user_id)
    return key


def login_alive(key: object, user_id: str | int) -> bool:
    """Whether a session's login is still open: not logged out, not expired, the same user."""
    if not isinstance(key, str) or not key:
        return False
    since = timezone.now() - _lifetime()
    try:
        return Login.objects.filter(key=key, user_id=user_id, created__gte=since).exists()
    except (TypeError, ValueError):  # not a user id
        return False


def close_login(key: object) -> None:
    if isinstance(key, str) and key:
        Login.objects.filter(key=key).delete()
