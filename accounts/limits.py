"""Limits on the account pages that a stranger could otherwise use without end.

- The password change: WRONG_PASSWORDS wrong old passwords for one account within CHANGE_WINDOW, and
  the form refuses even the right one until the window has passed (someone at a phone left signed in
  cannot guess the password to take the account over).
- The password-reset mail: at most RESET_MAILS mails to one address, and for one account, within
  RESET_WINDOW. The page says the same whether a mail went, was held back, or no account has that
  address (Django's view always shows "sent").

The sign-in itself is throttled by the project's authentication backend (scorekeeper/logins.py), per
user name and address, which also guards the admin.
"""

from collections.abc import Iterable, Sequence
from datetime import timedelta

from django.contrib.auth.base_user import AbstractBaseUser
from django.contrib.auth.models import User
from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext as _

from .models import Attempt

CHANGE_WINDOW = timedelta(minutes=15)
WRONG_PASSWORDS = 5
RESET_WINDOW = timedelta(hours=1)
RESET_MAILS = 3
_LONGEST = max(CHANGE_WINDOW, RESET_WINDOW)


def _count(kind: str, key: str, window: timedelta) -> int:
    return Attempt.objects.filter(kind=kind, key=key, at__gte=timezone.now() - window).count()


def _note(kind: str, key: str) -> None:
    """Count one more (rows older than every window are deleted on the way)."""
    now = timezone.now()
    Attempt.objects.filter(at__lt=now - _LONGEST).delete()
    Attempt.objects.create(kind=kind, key=key, at=now)


def password_change_locked(user: AbstractBaseUser) -> bool:
    return _count(Attempt.Kind.WRONG_PASSWORD, str(user.pk), CHANGE_WINDOW) >= WRONG_PASSWORDS


def wrong_old_password(user: AbstractBaseUser) -> None:
    if not password_change_locked(user):
        _note(Attempt.Kind.WRONG_PASSWORD, str(user.pk))


def password_change_locked_message() -> str:
    return _("Too many wrong passwords: try again in %(minutes)d minutes.") % {"minutes": CHANGE_WINDOW.seconds // 60}


def _address(email: str) -> str:
    return email.strip().casefold()[:254]


def reset_mail_allowed(email: str, users: Iterable[User]) -> list[User]:
    """The accounts of this address that may be sent a reset mail now, each counted as sent. Under a
    lock on those accounts, so two requests at the same moment cannot both take the last mail."""
    found: Sequence[User] = list(users)
    if not found:
        return []  # nothing is sent, and nothing kept of an address that has no account
    address = _address(email)
    allowed = []
    with transaction.atomic():
        list(User.objects.select_for_update().filter(pk__in=[user.pk for user in found]).order_by("pk"))
        sent = _count(Attempt.Kind.RESET_TO_ADDRESS, address, RESET_WINDOW)
        for user in found:
            if sent >= RESET_MAILS:
                break
            if _count(Attempt.Kind.RESET_FOR_ACCOUNT, str(user.pk), RESET_WINDOW) >= RESET_MAILS:
                continue
            _note(Attempt.Kind.RESET_FOR_ACCOUNT, str(user.pk))
            _note(Attempt.Kind.RESET_TO_ADDRESS, address)
            sent += 1
            allowed.append(user)
    return allowed
