"""A game's own rule page: the rule book's page with the numbers the game is scored by."""

from django.http import Http404, HttpRequest, HttpResponse
from django.views.decorators.http import require_safe

from rules.book.pages import get_page, house_changes
from rules.book.views import render_rule_page

from ..models import Game
from ..services.rules import game_rules, preset_rules
from .helpers import edit_link_game


def rule_page(request: HttpRequest, game: Game, sheet_url: str) -> HttpResponse:
    """The page, its way back leading to the sheet by the link it was opened with (`sheet_url`)."""
    page = get_page(game.variant)
    if page is None:
        raise Http404
    rules = game_rules(game)
    house = {"sheet_url": sheet_url, "changes": house_changes(preset_rules(game), rules)}
    return render_rule_page(request, page, rules, house, key=(game.pk, game.version))


@require_safe
def game_rules_page(request: HttpRequest, slug: str) -> HttpResponse:
    game = edit_link_game(request, slug)
    return rule_page(request, game, game.get_absolute_url())
