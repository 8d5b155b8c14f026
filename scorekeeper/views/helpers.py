"""Small helpers shared by the views."""

from django.http import HttpRequest
from django.shortcuts import get_object_or_404

from ..models import Game, HouseRules

RECENT_KEY = "recent_games"
RECENT_GAMES = 20


def get_game(slug: str) -> Game:
    """The game behind an unguessable link; 404 for anything else."""
    return get_object_or_404(Game, slug=slug)


def wants_fragment(request: HttpRequest, target: str) -> bool:
    """An HTMX request that swaps only `target`; history restores get the whole page."""
    htmx = getattr(request, "htmx", None)
    return bool(htmx) and not htmx.boosted and not htmx.history_restore_request and htmx.target == target


def remember(request: HttpRequest, game: Game) -> None:
    """Put a game first in this browser's list of recent games.

    Games are private to whoever has their link, so the home page lists only
    the games this browser has opened, never everyone's.
    """
    recent = request.session.get(RECENT_KEY, [])
    if recent[:1] != [game.slug]:
        request.session[RECENT_KEY] = [game.slug, *(slug for slug in recent if slug != game.slug)][:RECENT_GAMES]


def recent_slugs(request: HttpRequest) -> list[str]:
    return request.session.get(RECENT_KEY, [])


SAVED_RULES_KEY = "saved_house_rules"
SAVED_RULES = 20


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
