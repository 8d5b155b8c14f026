"""A game's own rule page: the rule book's page with the numbers the game is scored by."""

from django.http import Http404, HttpRequest, HttpResponse
from django.views.decorators.http import require_safe

from rules.book.pages import get_page, house_changes
from rules.book.views import render_rule_page

from ..services.rules import game_rules, preset_rules
from .helpers import get_game


@require_safe
def game_rules_page(request: HttpRequest, slug: str) -> HttpResponse:
    game = get_game(slug)
    page = get_page(game.variant)
    if page is None:
        raise Http404
    rules = game_rules(game)
    house = {"game": game, "changes": house_changes(preset_rules(game), rules)}
    return render_rule_page(request, page, rules, house)
