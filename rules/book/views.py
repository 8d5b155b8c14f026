"""The rule book: an index of the games and one page per game, in each language.

`render_rule_page` is also what a game's own rule page (with its house rules,
in scorekeeper) renders with, so both show the same template.
"""

from typing import Any

from django.conf import settings
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.urls import translate_url
from django.utils.translation import get_language
from django.views.decorators.http import require_safe

from rules.core.rules import Rules

from .pages import PAGES, RulePage, get_page
from .rendered import render_once


def alternates(request: HttpRequest) -> list[dict[str, str]]:
    """This page in every language, for <link rel="alternate" hreflang>; English is x-default."""
    here = request.get_full_path()
    links = [
        {"code": code, "url": request.build_absolute_uri(translate_url(here, code))}
        for code, _name in settings.LANGUAGES
    ]
    default = next(link for link in links if link["code"] == settings.LANGUAGE_CODE)
    return [*links, {"code": "x-default", "url": default["url"]}]


def render_rule_page(
    request: HttpRequest,
    page: RulePage,
    rules: Rules | None = None,
    house: dict[str, Any] | None = None,
    key: tuple[object, ...] = (),
) -> HttpResponse:
    """A rule page with the numbers of `rules` (the preset's by default), rendered once per release
    and language (rules/book/rendered.py).

    `house`, for a game's own page, says which game and which of its numbers
    differ from the preset and where its score sheet is: {"sheet_url": ..., "changes": [...]};
    then `key` names the state of the game that the page shows.
    """

    def context() -> dict[str, Any]:
        return {**page.context(rules), "alternates": alternates(request), "house": house}

    return render_once(request, "rules/page.html", context, *key)  # the path names the page


@require_safe
def index(request: HttpRequest) -> HttpResponse:
    language = get_language()
    return render(
        request, "rules/index.html", {"pages": PAGES.values(), "language": language, "alternates": alternates(request)}
    )


@require_safe
def rule_page(request: HttpRequest, slug: str) -> HttpResponse:
    page = get_page(slug)
    if page is None:
        raise Http404
    return render_rule_page(request, page)
