"""Signing in, for every login form (the admin's, and any other): throttled, and ended by logging out.

`ThrottledBackend` (settings.AUTHENTICATION_BACKENDS) refuses a sign-in while
its account or address has too many recent failures, without looking at the
password, and puts why on the request (`REFUSED`) for the login form to say
(accounts/forms.py; the admin's form asks `throttled` itself, after the
failure is counted); the signal receivers count failures and open and close
the login kept on the server (services/logins.py, scorekeeper/sessions.py).
The receivers are connected in ScorekeeperConfig.ready().
"""

from typing import TYPE_CHECKING, Any

from django.conf import settings
from django.contrib.auth import get_user_model
from django.contrib.auth.backends import ModelBackend
from django.contrib.auth.base_user import AbstractBaseUser
from django.core.exceptions import PermissionDenied
from django.http import HttpRequest

from .services.logins import close_login, forget_failures, open_login, record_failure, refusal, remember_address
from .sessions import LOGIN_KEY

# The attribute of a request whose sign-in a backend refused without checking the password: the
# reason, in words. Read by name (accounts/forms.py), as the accounts import nothing of the score pad.
REFUSED = "login_refused"

if TYPE_CHECKING:
    from django.contrib.auth.models import User


def client_address(request: HttpRequest | None) -> str:
    """The address a request came from. Behind PROXIES reverse proxies (settings), each of which
    adds the address it was called from to X-Forwarded-For, that header's PROXIES-th address
    from the end; the ones before it are the client's to write, so they are never read."""
    if request is None:
        return ""
    proxies = settings.PROXIES
    forwarded = [part.strip() for part in request.META.get("HTTP_X_FORWARDED_FOR", "").split(",") if part.strip()]
    if proxies and len(forwarded) >= proxies:
        return str(forwarded[-proxies])[:45]
    return str(request.META.get("REMOTE_ADDR") or "")[:45]


def _username(credentials: dict[str, Any]) -> str:
    value = credentials.get(get_user_model().USERNAME_FIELD, credentials.get("username"))
    return value if isinstance(value, str) else ""


class ThrottledBackend(ModelBackend):
    def authenticate(
        self, request: HttpRequest | None, username: str | None = None, password: str | None = None, **kwargs: Any
    ) -> "User | None":
        name = username if username is not None else _username(kwargs)
        if refused := refusal(name or "", client_address(request)):
            if request is not None:
                setattr(request, REFUSED, refused)
            raise PermissionDenied  # no backend is asked, the password is not even checked
        return super().authenticate(request, username, password, **kwargs)


def on_login_failed(sender: object, credentials: dict[str, Any], request: HttpRequest | None = None, **kw: Any) -> None:
    record_failure(_username(credentials), client_address(request))


def on_logged_in(sender: object, request: HttpRequest | None, user: AbstractBaseUser, **kw: Any) -> None:
    if request is not None:
        remember_address(user.get_username(), client_address(request))
    if request is not None and hasattr(request, "session"):
        request.session[LOGIN_KEY] = open_login(user.pk)


def on_logged_out(sender: object, request: HttpRequest | None, **kw: Any) -> None:
    if request is not None and hasattr(request, "session"):
        close_login(request.session.get(LOGIN_KEY))


def on_password_reset(sender: object, user: AbstractBaseUser, **kw: Any) -> None:
    """Its owner set a new password from the reset mail: no failed login of the old one locks the name."""
    forget_failures(user.get_username())
