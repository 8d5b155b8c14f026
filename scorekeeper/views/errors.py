"""Error pages: a database that is away (503), a failed CSRF check, and every other server error.

Each renders a template of ours (templates/error_base.html and the pages
that extend it): no inline style, so the strict CSP holds, and nothing that
needs the database.
"""

import sys

from django.db import InterfaceError, OperationalError
from django.http import HttpRequest, HttpResponse
from django.middleware.csrf import REASON_NO_CSRF_COOKIE
from django.views import defaults

from ..middleware import ErrorPage

# Seconds a client is asked to wait before it tries again while the database is away.
RETRY_AFTER = 30


def database_unavailable(request: HttpRequest | None = None) -> HttpResponse:
    """503 with the clean error page: the database is down, hangs, or timed out."""
    response = ErrorPage("503.html", {}, status=503)
    response["Retry-After"] = str(RETRY_AFTER)
    return response


def server_error(request: HttpRequest) -> HttpResponse:
    """handler500: an error of the database connection (refused, timed out, cancelled) is a 503,
    anything else Django's 500 with templates/500.html."""
    if isinstance(sys.exception(), OperationalError | InterfaceError):
        return database_unavailable(request)
    return defaults.server_error(request)


def csrf_failure(request: HttpRequest, reason: str) -> HttpResponse:
    """settings.CSRF_FAILURE_VIEW: our page instead of Django's, which carries an inline style."""
    return ErrorPage("403_csrf.html", {"no_cookie": reason == REASON_NO_CSRF_COOKIE}, status=403)
