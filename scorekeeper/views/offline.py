"""Working with no signal: the service worker (served from the site's root, so it covers every
page) and the page it shows for a page this phone never opened."""

import hashlib
import json
from functools import cache

from django.conf import settings
from django.contrib.staticfiles import finders
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.template.loader import render_to_string
from django.templatetags.static import static
from django.urls import reverse
from django.utils import translation
from django.views.decorators.http import require_safe

from rules.book.pages import PAGES

# What the pages need (the app shell: every page's files and each family's), cached when the worker is installed.
SHELL = (
    "css/meld.css",
    "css/sheet.css",
    "css/deal.css",
    "css/form.css",
    "css/book.css",
    "css/leagues.css",
    "css/table.css",
    "js/meld.js",
    "js/sheet.js",
    "js/clock.js",
    "js/share.js",
    "js/deal.js",
    "js/start.js",
    "js/book.js",
    "icon.svg",
    "django_htmx/htmx-2.min.js",
)
WORKER_TEMPLATE = "offline/sw.js"


def _in_every_language(name: str, *args: str) -> list[str]:
    urls = []
    for code, _name in settings.LANGUAGES:
        with translation.override(code):
            urls.append(reverse(name, args=args))
    return urls


def worker_config() -> dict[str, object]:
    """The worker's lists: the shell, the pages cached at once (the rule book in every language),
    and the offline page of each language, by the path prefix of its pages."""
    offline = {}
    for code, _name in settings.LANGUAGES:
        with translation.override(code):
            offline[code] = reverse("offline")
    pages = [*_in_every_language("rules_index")]
    for slug in PAGES:
        pages += _in_every_language("rule_page", slug)
    return {
        "shell": [*(static(name) for name in SHELL), *_in_every_language("manifest")],
        "static": settings.STATIC_URL if settings.STATIC_URL.startswith("/") else f"/{settings.STATIC_URL}",
        "pages": pages,
        "offline": offline,
        "language": settings.LANGUAGE_CODE,
        "never": ["/admin/", "/accounts/", "/ja/accounts/", "/i18n/", "/health/"],
        "logout": _in_every_language("logout"),
    }


def _version(config: dict[str, object]) -> str:
    """A hash of what the worker caches: a release that changes a shell file, the worker or its
    lists gets a new cache name, and the new worker deletes the old caches."""
    digest = hashlib.sha256(json.dumps(config, sort_keys=True).encode())
    files = [finders.find(name) for name in SHELL] + [settings.BASE_DIR / "templates" / WORKER_TEMPLATE]
    for path in files:
        if path:
            with open(str(path), "rb") as file:
                digest.update(file.read())
    return digest.hexdigest()[:12]


def _worker_source() -> str:
    config = worker_config()
    return render_to_string(WORKER_TEMPLATE, {"config": json.dumps(config), "version": _version(config)})


# Each worker process renders it once per release (under DEBUG on every request, so edits show).
_released_worker_source = cache(_worker_source)


@require_safe
def service_worker(request: HttpRequest) -> HttpResponse:
    """The worker, at /sw.js: a browser checks it for a new version on every visit (no-cache)."""
    source = _worker_source() if settings.DEBUG else _released_worker_source()
    response = HttpResponse(source, content_type="text/javascript; charset=utf-8")
    response["Service-Worker-Allowed"] = "/"
    response["Cache-Control"] = "no-cache"
    return response


@require_safe
def offline(request: HttpRequest) -> HttpResponse:
    """Shown by the worker, with no signal, for a page this phone has not kept."""
    return render(request, "offline/offline.html")
