"""Signing in: failed logins slow down guessing, and a login lives on the server until logout.

Failed logins are counted per user name *and* address over a window, as
django-axes does with AXES_LOCKOUT_PARAMETERS = [["username", "ip_address"]]:
past the limit that name cannot sign in from that address until the window
has passed, even with the right password. A stranger guessing elsewhere
therefore never locks the owner out, and a club's shared Wi-Fi is never
locked as a whole. They are stored in the database, so every worker and every
app server sees the same counts. (django-axes itself is not used: its latest
release supports Django up to 6.0, and it throttles only the sign-in, not the
password change or the reset mail, which accounts/limits.py counts.)
"""

import secrets
from datetime import timedelta

from django.conf import settings
from django.utils import timezone
from django.utils.translation import gettext as _

from ..models import FailedLogin, Login
from . import statements

WINDOW = timedelta(minutes=15)
FAILURES = 5  # wrong passwords for one user name from one address within WINDOW


def _normal(username: str) -> str:
    return username.strip().casefold()[:150]


def throttled(username: str, address: str) -> bool:
    """Whether a sign-in for this user name from this address is refused for now."""
    recent = FailedLogin.objects.filter(at__gte=timezone.now() - WINDOW)
    return recent.filter(username=_normal(username), address=address[:45]).count() >= FAILURES


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
    # Read by its unique key with a statement built once (statements.py): every signed-in request and every
    # poll of a night's board asks this, and the ORM took most of the time to build the query.
    login = statements.read_one(Login, "key", key)
    if login is None:
        return False
    try:
        same = login.user_id == int(user_id)
    except (TypeError, ValueError):  # not a user id
        return False
    return same and login.created >= timezone.now() - _lifetime()


def close_login(key: object) -> None:
    if isinstance(key, str) and key:
        Login.objects.filter(key=key).delete()
