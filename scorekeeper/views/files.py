"""Game files: download a game as JSON, import one."""

from django.contrib import messages
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils.translation import gettext as _
from django.views.decorators.http import require_http_methods, require_safe

from ..forms.files import ImportForm
from ..services.exchange import GameFileError, export_json, import_game
from .helpers import author_of, get_game


@require_safe
def export(request: HttpRequest, slug: str) -> HttpResponse:
    game = get_game(slug)
    response = HttpResponse(export_json(game), content_type="application/json; charset=utf-8")
    filename = f"meld-{game.created:%Y-%m-%d}-{game.slug}.json"
    response["Content-Disposition"] = f'attachment; filename="{filename}"'
    return response


@require_http_methods(["GET", "HEAD", "POST"])
def import_file(request: HttpRequest) -> HttpResponse:
    posted = request.method == "POST"
    form = ImportForm(request.POST if posted else None, request.FILES if posted else None)
    problems: list[str] = []
    if posted and form.is_valid():
        try:
            game = import_game(form.document(), owner=author_of(request))
        except GameFileError as error:
            problems = error.problems
        else:
            messages.success(request, _("Game imported."))
            return redirect(game)
    return render(request, "scorekeeper/import.html", {"form": form, "problems": problems})
