"""The score sheet by either link, and the sheet that keeps itself up to date.

A sheet page polls its own `live` address (static/js/sheet.js) every two
seconds while it is shown. The answer's ETag is the game's version (every
write moves it on), the kind of link and the language (scorekeeper/polls.py),
so an unchanged game costs one small query and a bodiless 304, settled before
the session or anything else runs; a changed one sends the sheet's live part
again. The view link's pages show nothing that changes the game.
"""

from typing import Any

from django.db import connection
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.cache import patch_cache_control
from django.utils.translation import get_language
from django.views.decorators.http import require_safe

from rules.book.rendered import render_once

from ..models import Game, Side
from ..network import lan_url
from ..polls import Version, etag, matches, not_modified
from ..services.access import Level
from ..services.sharing import Link
from ..services.sheet import Sheet, latest_sheet
from .forwards import forwarded, gone_to
from .helpers import get_seated_game, level_of, remember
from .removal import undo_offer
from .rulebook import rule_page

POLL_SECONDS = 2  # a change shows on the other phones within this, plus one request
EDIT_KIND, VIEW_KIND = "e", "v"  # the letter of each link in the ETag (polls.register)


def game_version(link: str, slug: str) -> Version | None:
    """The version of the game behind a link (`link`: `slug` or `view_slug`), for polls.register (with
    its link given: apps.py). A game played for something (its rules fixed by it: a league's) is
    personal: its sheet names the league, and offers its rematch, to those the league lets see them.
    One query written out: the ORM would take longer to build it than the database to answer."""
    with connection.cursor() as cursor:
        cursor.execute(f"SELECT version, rules_fixed FROM {Game._meta.db_table} WHERE {link} = %s", [slug])
        row = cursor.fetchone()
    return None if row is None else Version(row[0], bool(row[1]))


def sheet_etag(request: HttpRequest, game: Game, by_edit_link: bool) -> str:
    """The ETag of the game's live part as this request sees it (the same as polls.settle works out):
    a personal game's names the signed-in user (nobody signed in: AnonymousUser's pk, None)."""
    kind = EDIT_KIND if by_edit_link else VIEW_KIND
    return etag(Version(game.version, game.rules_fixed), kind, get_language(), request.user.pk)


def _offered_undo(request: HttpRequest, game: Game, level: Level) -> dict[str, Any] | None:
    """The delete this browser may undo from the sheet: only where it may write (by the edit link, the
    game open). The sheet shows it, and a kept copy of the sheet names it."""
    return undo_offer(request, game) if level >= Level.EDIT and not game.closed else None


def sheet_context(request: HttpRequest, sheet: Sheet, level: Level, undo: dict[str, Any] | None) -> dict[str, Any]:
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
        "undo": undo,
        "live_url": live,
        "rules_url": rules,
        "etag": sheet_etag(request, game, by_edit_link),
        "poll_ms": str(POLL_SECONDS * 1000),  # a string: the template would group a number (2,000)
    }


def _share_links(request: HttpRequest, game: Game, editing: bool) -> list[dict[str, str]]:
    """The links the share panel offers: the view link to everyone, the edit link to those who edit."""
    links = [(Link.VIEW, game.get_view_url(), reverse("view_qr", args=[game.view_slug]))]
    if editing:
        links.append((Link.EDIT, game.get_absolute_url(), reverse("edit_qr", args=[game.slug])))
    return [{"kind": link.value, "url": request.build_absolute_uri(path), "qr_src": qr} for link, path, qr in links]


def _page(request: HttpRequest, game: Game, sides: list[Side], level: Level) -> HttpResponse:
    """The sheet, rendered once per version of the game, link (the view link names the game: unique, and
    never given again), kind of link and undo offer (rules/book/rendered.py)."""
    undo = _offered_undo(request, game, level)

    def context() -> dict[str, Any]:
        context = sheet_context(request, latest_sheet(game, sides), level, undo)
        context["share"] = _share_links(request, game, context["editing"])
        context["lan_url"] = lan_url(request.path)
        return context

    return render_once(request, "scorekeeper/sheet.html", context, game.version, game.view_slug, level, undo)


@require_safe
def sheet(request: HttpRequest, slug: str) -> HttpResponse:
    """The score sheet by the edit link (the game's only link before view links): the totals and the
    latest deals (the earlier ones are on the deals pages)."""
    game, sides = get_seated_game(slug)
    if (address := forwarded(request, game)) is not None:
        return redirect(address)
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
    """The sheet's live part, or 304 when the game is at the version the page already shows (a game
    that is no one's personal page was settled before: scorekeeper/polls.py)."""
    game, sides = get_seated_game(slug, link)  # 404 for a link that is gone
    if level >= Level.EDIT and (address := forwarded(request, game)) is not None:
        return gone_to(address)
    tag = sheet_etag(request, game, level >= Level.EDIT)
    if matches(request.headers.get("If-None-Match", ""), tag):
        return not_modified(tag)
    context = sheet_context(request, latest_sheet(game, sides), level, _offered_undo(request, game, level))
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
