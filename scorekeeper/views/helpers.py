"""Small helpers shared by the views: finding a game, reading a posted number, who is writing,
this browser's lists."""

import secrets
from collections.abc import Mapping

from django.contrib import messages
from django.http import Http404, HttpRequest, HttpResponseRedirect
from django.shortcuts import redirect
from django_htmx.middleware import HtmxDetails

from typedtext.numbers import whole_number

from ..middleware import GAME_LEVEL
from ..models import Game, HouseRules, Side
from ..services import statements
from ..services.access import Level, edit_level
from ..services.errors import closed_message
from ..services.history import Author

RECENT_KEY = "recent_games"
RECENT_GAMES = 20
SAVED_RULES_KEY = "saved_house_rules"
SAVED_RULES = 20
BROWSER_KEY = "browser"


def get_game(slug: str) -> Game:
    """The game behind an unguessable link; 404 for anything else. Every write reads it first: one
    statement written out (services/statements.py)."""
    game = statements.read_one(Game, "slug", slug)
    if game is None:
        raise Http404
    return game


def get_seated_game(slug: str, link: str = "slug") -> tuple[Game, list[Side]]:
    """The game behind a link (its edit link, or `link="view_slug"`) with its sides, read together; 404 for
    anything else."""
    sides = list(Side.objects.select_related("game").filter(**{f"game__{link}": slug}).order_by("order"))
    if not sides:
        raise Http404
    return sides[0].game, sides


def closed(request: HttpRequest, game: Game, reason: str = "") -> HttpResponseRedirect:
    """Back to the sheet of a game closed to writes (or to this one: `reason`), saying so: nothing was changed."""
    messages.info(request, closed_message(reason))
    return redirect(game)


def level_of(request: HttpRequest, game: Game) -> Level:
    """What whoever came by the game's edit link may do: the owner's or the edit link's (services.access).
    Noted on the request: a page of an edit link its visitor does not own is never kept on the phone
    (PagesMiddleware)."""
    level = edit_level(game, viewer_of(request), request.user)
    setattr(request, GAME_LEVEL, level)
    return level


def edit_link_game(request: HttpRequest, slug: str) -> Game:
    """The game behind an edit link (404 for anything else), its visitor's level noted (`level_of`)."""
    game = get_game(slug)
    level_of(request, game)
    return game


def game_to_own(request: HttpRequest, slug: str) -> Game:
    """The game behind an edit link, for its owner only: 404 for anyone else, as for a wrong link."""
    game = get_game(slug)
    if level_of(request, game) < Level.OWNER:
        raise Http404
    return game


def posted_number(data: Mapping[str, str], key: str) -> int | None:
    """A number a form carries to say which deal it was shown for, if it is one (ASCII digits only)."""
    return whole_number(data.get(key, ""))


def viewer_of(request: HttpRequest) -> Author:
    """Who is looking: the logged-in user (a visitor is the AnonymousUser, whose pk is None; without a login in
    the session Django loads no user for it), and this browser's id when it has one."""
    browser = request.session.get(BROWSER_KEY)
    return Author(request.user.pk, browser if isinstance(browser, str) else "")


def author_of(request: HttpRequest) -> Author:
    """Who is writing: as `viewer_of`, the browser given an id (kept in its session) if it has none,
    so that a history can tell this phone from another."""
    author = viewer_of(request)
    if author.browser:
        return author
    request.session[BROWSER_KEY] = browser = secrets.token_urlsafe(12)
    return Author(author.user, browser)


def wants_fragment(request: HttpRequest, target: str) -> bool:
    """An HTMX request that swaps only `target`; history restores get the whole page."""
    htmx: HtmxDetails | None = getattr(request, "htmx", None)
    if not htmx:
        return False
    return not htmx.boosted and not htmx.history_restore_request and htmx.target == target


def remember(request: HttpRequest, game: Game) -> None:
    """Put a game first in this browser's list of recent games.

    Games are private to whoever has their link, so the home page lists only
    the games this browser has opened, never everyone's.
    """
    recent = request.session.get(RECENT_KEY, [])
    if recent[:1] != [game.slug]:
        request.session[RECENT_KEY] = [game.slug, *(slug for slug in recent if slug != game.slug)][:RECENT_GAMES]


def recent_slugs(request: HttpRequest) -> list[str]:
    return list(request.session.get(RECENT_KEY, []))


def remember_house_rules(request: HttpRequest, slug: str) -> None:
    """House rules saved from this browser come first in its list.

    There are no accounts: like games, saved house rules belong to the browser
    that saved them (and to whoever it shares a game with), never to everyone.
    """
    saved = request.session.get(SAVED_RULES_KEY, [])
    request.session[SAVED_RULES_KEY] = [slug, *(other for other in saved if other != slug)][:SAVED_RULES]


def saved_house_rules(request: HttpRequest, variant: str) -> list[HouseRules]:
    slugs = request.session.get(SAVED_RULES_KEY, [])
    found = {rules.slug: rules for rules in HouseRules.objects.filter(slug__in=slugs, variant=variant)}
    return [found[slug] for slug in slugs if slug in found]
