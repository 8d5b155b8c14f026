"""The score sheet by either link, and the sheet that keeps itself up to date.

A sheet page polls its own `live` address (static/js/meld.js) every two
seconds while it is shown. The answer's ETag is the game's version (every
write moves it on) and the kind of link, so an unchanged game costs one small
query and a bodiless 304; a changed one sends the sheet's live part again.
The view link's pages show nothing that changes the game.
"""

from typing import Any

from django.http import HttpRequest, HttpResponse, HttpResponseNotModified
from django.shortcuts import render
from django.urls import reverse
from django.utils.cache import patch_cache_control
from django.utils.http import parse_etags
from django.views.decorators.http import require_safe

from rules.book.rendered import render_once

from ..models import Game, Side
from ..network import lan_url
from ..services.access import Level
from ..services.sharing import Link, qr_svg
from ..services.sheet import Sheet, latest_sheet
from .helpers import get_seated_game, level_of, remember
from .removal import undo_offer
from .rulebook import rule_page

POLL_SECONDS = 2  # a change shows on the other phones within this, plus one request


def etag(version: int, editing: bool) -> str:
    return f'"{version}{"e" if editing else "v"}"'


def sheet_context(request: HttpRequest, sheet: Sheet, level: Level) -> dict[str, Any]:
    game = sheet.game
    by_edit_link = level >= Level.EDIT
    editing = by_edit_link and not game.closed  # a closed game is shown, its writes not offered
    live = reverse("live_sheet", args=[game.slug]) if by_edit_link else reverse("view_live", args=[game.view_slug])
    rules = reverse("game_rules", args=[game.slug]) if by_edit_link else reverse("view_rules", args=[game.view_slug])
    return {
        "sheet": sheet,
        "game": game,
        "editing": editing,
        "owner": level >= Level.OWNER,
        "undo": undo_offer(request, game) if editing else None,
        "live_url": live,
        "rules_url": rules,
        "etag": etag(game.version, by_edit_link),
        "poll_ms": str(POLL_SECONDS * 1000),  # a string: the template would group a number (2,000)
    }


def _share_links(request: HttpRequest, game: Game, editing: bool) -> list[dict[str, str]]:
    """The links the share panel offers: the view link to everyone, the edit link to those who edit."""
    links = [(Link.VIEW, game.get_view_url())]
    if editing:
        links.append((Link.EDIT, game.get_absolute_url()))
    shared = []
    for link, path in links:
        url = request.build_absolute_uri(path)
        shared.append({"kind": link.value, "url": url, "qr": qr_svg(url)})
    return shared


def _page(request: HttpRequest, game: Game, sides: list[Side], level: Level) -> HttpResponse:
    """The sheet, rendered once per version of the game, kind of link and undo offer (rules/book/rendered.py)."""

    def context() -> dict[str, Any]:
        context = sheet_context(request, latest_sheet(game, sides), level)
        context["share"] = _share_links(request, game, context["editing"])
        context["lan_url"] = lan_url(request.path)
        return context

    undo = undo_offer(request, game) if level >= Level.EDIT else None
    return render_once(request, "scorekeeper/sheet.html", context, game.pk, game.version, game.view_slug, level, undo)


@require_safe
def sheet(request: HttpRequest, slug: str) -> HttpResponse:
    """The score sheet by the edit link (the game's only link before view links): the totals and the
    latest deals (the earlier ones are on the deals pages)."""
    game, sides = get_seated_game(slug)
    remember(request, game)
    return _page(request, game, sides, level_of(request, game))


@require_safe
def view_sheet(request: HttpRequest, slug: str) -> HttpResponse:
    """The score sheet by the view link: read only."""
    return _page(request, *get_seated_game(slug, "view_slug"), Level.VIEW)


@require_safe
def view_rules(request: HttpRequest, slug: str) -> HttpResponse:
    game, _sides = get_seated_game(slug, "view_slug")
    return rule_page(request, game, game.get_view_url())


def _live(request: HttpRequest, slug: str, link: str, level: Level) -> HttpResponse:
    """The sheet's live part, or 304 when the game is at the version the page already shows."""
    version = Game.objects.filter(**{link: slug}).values_list("version", flat=True).first()
    editing = level >= Level.EDIT
    if version is not None and etag(version, editing) in parse_etags(request.headers.get("If-None-Match", "")):
        response: HttpResponse = HttpResponseNotModified()
        response["ETag"] = etag(version, editing)
    else:
        game, sides = get_seated_game(slug, link)  # 404 for a link that is gone
        context = sheet_context(request, latest_sheet(game, sides), level)
        response = render(request, "scorekeeper/sheet.html#live", context)
        response["ETag"] = context["etag"]
    patch_cache_control(response, private=True, no_cache=True)
    return response


@require_safe
def live_sheet(request: HttpRequest, slug: str) -> HttpResponse:
    return _live(request, slug, "slug", Level.EDIT)


@require_safe
def view_live(request: HttpRequest, slug: str) -> HttpResponse:
    return _live(request, slug, "view_slug", Level.VIEW)
