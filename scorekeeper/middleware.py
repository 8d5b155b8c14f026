"""Middleware of the score pad: the health check, the polls settled early, caching headers, the page of
a 405, and a query string with a control character refused."""

from collections.abc import Callable
from typing import Any

from django.conf import settings
from django.db import DatabaseError, connection
from django.http import HttpRequest, HttpResponse
from django.template.loader import render_to_string
from django.utils.cache import patch_cache_control
from django_htmx.middleware import HtmxDetails

from rules.book.phrases import PHRASES_MARKED, mark_phrases
from typedtext import forbidden
from typedtext.shown import OPEN, unmarked

from . import polls
from .offline import account_mark
from .services.access import Level

HEALTH_PATH = "/health/"
# The attribute of a request in which the views note the level of whoever came by a game's edit link
# (views.helpers.level_of): a page of an edit link its visitor does not own is never kept on the phone.
GAME_LEVEL = "game_level"
ACCOUNT_HEADER = "Meld-Account"


class HealthCheckMiddleware:
    """GET /health/ answers "ok" when the database answers a query, else 503.

    First in settings.MIDDLEWARE, so a load balancer can ask over plain HTTP by
    the server's address: no host check, no redirect to HTTPS, no session.
    """

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]):
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        if request.path != HEALTH_PATH or request.method not in ("GET", "HEAD"):
            return self.get_response(request)
        try:
            with connection.cursor() as cursor:
                cursor.execute("SELECT 1")
                cursor.fetchone()
        except DatabaseError:
            response = HttpResponse("database unavailable\n", content_type="text/plain", status=503)
        else:
            response = HttpResponse("ok\n", content_type="text/plain")
        patch_cache_control(response, no_store=True)
        return response


class PollMiddleware:
    """A live page's poll of something unchanged answered 304 from its version alone (scorekeeper/polls.py).

    Second in settings.MIDDLEWARE, after the health check: nearly every poll is such a 304, and the
    rest (sessions, the locale, CSRF, the view) would cost it most of a page's work.
    """

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]):
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        return polls.settle(request) or self.get_response(request)


class ErrorPage(HttpResponse):
    """An error page of ours (templates/<status>.html), rendered whole or, for HTMX, as a notice."""

    def __init__(self, page: str, context: dict[str, Any], status: int):
        super().__init__(render_to_string(page, context), status=status)
        self.page, self.context = page, context


# The page of each error status, for answers Django made (a 404, a 405 of require_http_methods).
ERROR_PAGES = {400: "400.html", 403: "403.html", 404: "404.html", 405: "405.html", 503: "503.html"}
ERROR_MARK = b"data-error-page"  # on the heading of every error page (templates/<status>.html)


class PagesMiddleware:
    """Every page is private to the browser that asked (a game's link is its key, the home page
    lists this phone's games), unless a view says otherwise. An error has its page: a 405 too, and
    an HTMX request (a boosted form, the live preview) gets the page's message as a notice at the top
    of the page it was sent from, so the page and what was typed into it stay."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]):
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        response = ErrorPage("400.html", {}, status=400) if _unreadable_query(request) else self.get_response(request)
        if not response.has_header("Cache-Control"):
            patch_cache_control(response, private=True)
        _offline_headers(request, response)
        if response.status_code == 405 and not response.content:
            response.content = render_to_string("405.html", request=request).encode()
            response["Content-Type"] = "text/html; charset=utf-8"
        htmx: HtmxDetails | None = getattr(request, "htmx", None)
        if htmx and not htmx.history_restore_request and _error_page(response):
            return _as_notice(response, bool(htmx.boosted))
        return response


def _offline_headers(request: HttpRequest, response: HttpResponse) -> None:
    """What the service worker may keep of a page (docs/offline.md): nothing of a page that carries a
    game's edit link its visitor does not own (no-store); and, for a page seen signed in, the account
    it was for (ACCOUNT_HEADER), so that the worker forgets it once the phone is no longer signed in."""
    level = getattr(request, GAME_LEVEL, None)
    if level is not None and level < Level.OWNER:
        patch_cache_control(response, no_store=True)
    if (mark := account_mark(request)) and response.get("Content-Type", "").startswith("text/html"):
        response[ACCOUNT_HEADER] = mark


def _unreadable_query(request: HttpRequest) -> bool:
    """Whether a parameter of the query string holds a control character (typedtext.forbidden): a NUL,
    which PostgreSQL refuses in a query, or anything else no link of Meld's has. A form's fields are
    checked by their form, next to the field (typedtext/fields.py)."""
    return any(
        forbidden(character) for key, value in request.GET.lists() for text in (key, *value) for character in text
    )


def _error_page(response: HttpResponse) -> bool:
    """Whether this is one of our error pages (its heading says so), not a view's own answer."""
    return response.status_code >= 400 and not response.streaming and ERROR_MARK in response.content


def _as_notice(response: HttpResponse, boosted: bool) -> HttpResponse:
    """The error's message in place of #request-error (base.html), scrolled to when a tap sent it."""
    if isinstance(response, ErrorPage):
        page, context = response.page, response.context
    else:
        page, context = ERROR_PAGES.get(response.status_code, "500.html"), {}
    response.content = render_to_string("error_notice.html", {**context, "page": page, "notice": True}).encode()
    response["Content-Type"] = "text/html; charset=utf-8"
    response["HX-Retarget"] = "#request-error"
    response["HX-Reswap"] = "outerHTML show:window:top" if boosted else "outerHTML"
    return response


TYPED_MARK = OPEN.encode()


class PhrasesMiddleware:
    """A Japanese page's lines break between phrases on every phone: its text gets a <wbr> at each phrase
    boundary (rules.book.phrases), unless it was marked when it was rendered and kept (a rule page,
    rules.book.rendered). Off with settings.PHRASE_BREAKS (the bench's comparison). Every other page
    (and a Japanese one with the marks off) only loses the marks around typed text (typedtext.shown)."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]):
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        response = self.get_response(request)
        if response.streaming or not response.get("Content-Type", "").startswith("text/"):
            return response
        japanese = getattr(request, "LANGUAGE_CODE", "") == "ja"
        html = response["Content-Type"].startswith("text/html")
        if japanese and html and settings.PHRASE_BREAKS and not _marked(response):
            response.content = mark_phrases(response.content.decode()).encode()
        elif TYPED_MARK in response.content:  # what a person typed, shown in any other page: as it is
            response.content = unmarked(response.content.decode()).encode()
        else:
            return response
        if response.has_header("Content-Length"):  # CommonMiddleware's, of the body before the change
            response.headers["Content-Length"] = str(len(response.content))
        return response


def _marked(response: HttpResponse) -> bool:
    return bool(getattr(response, PHRASES_MARKED, False))
