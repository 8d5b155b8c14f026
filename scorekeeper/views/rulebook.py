"""A game's own rule page: the rule book's page with the numbers the game is scored by."""

from django.http import Http404, HttpRequest, HttpResponse
from django.views.decorators.http import require_safe

from rules.book import house_changes
from rules.pages import get_page
from rules.views import render_rule_page

from ..play import game_rules, preset_rules
from .helpers import get_game


@require_safe
def game_rules_page(request: HttpRequest, slug: str) -> HttpResponse:
    game = get_game(slug)
    page = get_page(game.variant)
    if page is None:
        raise Http404
    sides = list(game.sides.all())
    rules = game_rules(game, sides)
    house = {"game": game, "changes": house_changes(preset_rules(game, sides), rules)}
    return render_rule_page(request, page, rules, house)
