"""Pages rendered once and served again: the rule pages, a game's sheet and its deal form.

Such a page is a pure function of what its key names (a game's version, say)
and of the request's language, address, host and user, except for two
secrets that must differ on every response: the CSRF token and the CSP nonce.
The page is rendered with a placeholder for each, kept in the "pages" cache,
and every response gets its own token and nonce put in.

A request with messages to show (a flash after a save) is rendered as usual:
the messages are its own. Nothing is kept under DEBUG, so template edits show at once.
Each worker keeps its own copy (settings.CACHES): a copy is only ever a
render another worker can redo, never something it needs.
"""

import hashlib
from collections.abc import Callable
from typing import Any

from django.conf import settings
from django.contrib.messages import get_messages
from django.core.cache import caches
from django.http import HttpRequest, HttpResponse
from django.middleware.csp import get_nonce
from django.middleware.csrf import get_token
from django.shortcuts import render
from django.template.loader import render_to_string
from django.utils.translation import get_language

from .phrases import PHRASES_MARKED, mark_phrases

# Placeholders that no page can otherwise hold: our own text never contains them.
TOKEN = "meld-csrf-token-to-come"
NONCE = "meld-csp-nonce-to-come"
SECONDS = 24 * 60 * 60  # a key names every change, so a copy is never stale: the limit only frees memory


def page_key(request: HttpRequest, template: str, key: tuple[object, ...]) -> str:
    user = getattr(request, "user", None)
    where = (get_language(), request.scheme, request.get_host(), request.get_full_path())
    named = (template, key, where, user.pk if user is not None else None, settings.PHRASE_BREAKS)
    return "page:" + hashlib.sha256(repr(named).encode()).hexdigest()


def render_once(
    request: HttpRequest, template: str, context: Callable[[], dict[str, Any]], *key: object
) -> HttpResponse:
    """`template` rendered with `context()`, or the copy kept for the same `key` and request."""
    if settings.DEBUG or len(get_messages(request)):
        return render(request, template, context())
    cache = caches["pages"]
    name = page_key(request, template, key)
    text = cache.get(name)
    marking = settings.PHRASE_BREAKS and get_language() == "ja"
    if text is None:
        text = render_to_string(template, {**context(), "csrf_token": TOKEN, "csp_nonce": NONCE}, request)
        if marking:  # once, with the render: a kept page is served as it was marked
            text = mark_phrases(text)
        cache.set(name, text, SECONDS)
    if TOKEN in text:
        text = text.replace(TOKEN, get_token(request))
    if NONCE in text:
        nonce = get_nonce(request)  # a LazyNonce: made when first read, and false until then
        text = text.replace(NONCE, "" if nonce is None else str(nonce))
    response = HttpResponse(text)
    setattr(response, PHRASES_MARKED, marking)
    return response
