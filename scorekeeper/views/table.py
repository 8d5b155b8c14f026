"""The table-centre view: a game's totals in big type for a tablet lying between the players (docs/table-view.md).

Its address also gives the score sheet beside the deal form (`side-sheet`), which static/js/deal.js
fetches only on a screen wide enough to show it."""

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.views.decorators.http import require_safe

from ..services.sheet import load_sheet
from .helpers import get_seated_game, level_of, wants_fragment

# How often the page asks for the totals again, so another phone's deals show up.
REFRESH_SECONDS = 20


@require_safe
def table_view(request: HttpRequest, slug: str) -> HttpResponse:
    game, sides = get_seated_game(slug)
    level_of(request, game)
    sheet = load_sheet(game, sides)
    context = {"sheet": sheet, "game": sheet.game, "refresh": REFRESH_SECONDS}
    if wants_fragment(request, "side-sheet"):
        return render(request, "scorekeeper/_side_sheet.html", context)
    if wants_fragment(request, "table-centre"):
        return render(request, "scorekeeper/table.html#centre", context)
    return render(request, "scorekeeper/table.html", context)
