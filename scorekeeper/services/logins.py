"""Signing in: failed logins slow down guessing, and a login lives on the server until logout.

Failed logins are counted per user name *and* address over a window, as
django-axes does with AXES_LOCKOUT_PARAMETERS = [["username", "ip_address"]]:
past FAILURES that name cannot sign in from that address until the window
has passed, even with the right password. A stranger guessing elsewhere
therefore never locks the owner out, and a club's shared Wi-Fi is never
locked as a whole. (django-axes itself is not used: its latest release
supports Django up to 6.0, and it throttles only the sign-in, not the
password change or the reset mail, which accounts/limits.py counts.)

An attacker with many addresses would get FAILURES guesses from each, so the
failures of a name are also counted from everywhere: past ACCOUNT_FAILURES
within the window, the name signs in only from an address it has signed in
from before (`KnownAddress`, kept KNOWN_FOR), where the owner's own phone
and home are; the owner is never locked out of those. Elsewhere the page says
so, and a password reset (by mail, which the attacker cannot read) clears the
name's failures at once (`forget_failures`). So an attacker with any number of
addresses gets at most ACCOUNT_FAILURES guesses a window at a name from
addresses it never used, and FAILURES from each address it did (docs/production.md).

Everything is stored in the database, so every worker and every app server
sees the same counts.
"""

import secrets
from datetime import timedelta

from django.conf import settings
from django.db import IntegrityError, transaction
from django.utils import timezone
from django.utils.translation import gettext as _

from ..models import FailedLogin, KnownAddress, Login
from . import statements

WINDOW = timedelta(minutes=15)
FAILURES = 5  # wrong passwords for one user name from one address within WINDOW
ACCOUNT_FAILURES = 20  # wrong passwords for one user name from anywhere within WINDOW
KNOWN_FOR = timedelta(days=180)  # how long an address an account signed in from counts as its own


def _normal(username: str) -> str:
    return username.strip().casefold()[:150]


def refusal(username: str, address: str) -> str | None:
    """Why a sign-in for this user name from this address is refused for now (in the request's language,
    saying what the member can do), or None when it is not."""
    name, address = _normal(username), address[:45]
    recent = FailedLogin.objects.filter(username=name, at__gte=timezone.now() - WINDOW)
    if recent.filter(address=address).count() >= FAILURES:
        return _(
            "Too many failed logins for this name from this network: try again in %(minutes)d minutes, "
            "sign in over another network (mobile data, say), or reset your password."
        ) % {"minutes": WINDOW.seconds // 60}
    if recent.count() >= ACCOUNT_FAILURES and not _known(name, address):
        return _(
            "Too many failed logins for this name from many networks: for now it signs in only from a network "
            "it has signed in from before. Reset your password to sign in here now."
        )
    return None


def throttled(username: str, address: str) -> bool:
    """Whether a sign-in for this user name from this address is refused for now (`refusal` says why)."""
    return refusal(username, address) is not None


def _known(name: str, address: str) -> bool:
    since = timezone.now() - KNOWN_FOR
    return KnownAddress.objects.filter(username=name, address=address, last__gte=since).exists()


def record_failure(username: str, address: str) -> None:
    """Count a wrong password (not while throttled: that keeps the table small and lets the
    window run out); failures older than the window are deleted on the way."""
    if throttled(username, address):
        return
    now = timezone.now()
    FailedLogin.objects.filter(at__lt=now - WINDOW).delete()
    FailedLogin.objects.create(username=_normal(username), address=address[:45], at=now)


def remember_address(username: str, address: str) -> None:
    """A sign-in succeeded from this address: it is the account's own for KNOWN_FOR (older ones are
    deleted on the way)."""
    now, name = timezone.now(), _normal(username)
    KnownAddress.objects.filter(last__lt=now - KNOWN_FOR).delete()
    try:
        with transaction.atomic():
            KnownAddress.objects.update_or_create(username=name, address=address[:45], defaults={"last": now})
    except IntegrityError:  # the same account signed in from there at the same moment: it is known
        pass


def forget_failures(username: str) -> None:
    """The password was reset by its owner (by mail): the name's failures no longer lock it anywhere."""
    FailedLogin.objects.filter(username=_normal(username)).delete()


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
