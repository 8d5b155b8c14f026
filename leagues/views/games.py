"""Recording league games: at the table (the league's players offered as one types), from the final totals of a
game played on paper, again with the same players, or from a game file."""

from collections.abc import Callable

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.utils.translation import gettext as _
from django.views.decorators.http import require_http_methods, require_POST

from rules.core.rules import Rules
from scorekeeper.forms.files import ImportForm
from scorekeeper.models import Game
from scorekeeper.services.exchange import GameFileError
from scorekeeper.views.helpers import author_of, remember, wants_fragment

from ..forms.games import PLAYER_LIST, LeagueGameForm, LeagueResultForm
from ..models import League, LeagueGame, Player
from ..services import games as recording
from ..services.games import GameRefused, import_league_game, league_rematch, record_game
from ..services.leagues import league_tables
from ..services.seasons import current_season
from .helpers import league_to_record


def _table(league: League, key: str) -> Rules:
    """The league's rules at the seating asked for; else at the seating of its last game, else its usual one."""
    tables = league_tables(league)
    if not key:
        last = (
            LeagueGame.objects.filter(league=league).order_by("-game__created").values_list("game__seating", flat=True)
        )
        key = next(iter(last[:1]), "")
    return next((rules for rules in tables if rules.seating.key == key), tables[0])


Record = Callable[[League, LeagueGameForm], Game]


def _seated(
    request: HttpRequest, slug: str, form_class: type[LeagueGameForm], template: str, save: Record
) -> HttpResponse:
    """A form that seats a game of the league and records it (`save`): the whole page, its seats for another number
    of players, or the new game's sheet."""
    league = league_to_record(request, slug)
    data = request.POST if request.method == "POST" else None
    rules = _table(league, (data or request.GET).get("seating", ""))
    form = form_class(data, seating=rules.seating, rules=rules, league=league)
    problems: list[str] = []
    if data is not None and form.is_valid():
        try:
            game = save(league, form)
        except GameRefused as refused:
            problems = refused.problems
        else:
            remember(request, game)
            return redirect(game)
    context = {
        "league": league,
        "form": form,
        "rules": rules,
        "seatings": [(table.seating.key, table.seating) for table in league_tables(league)],
        "chosen": rules.seating.key,
        "players": Player.objects.filter(league=league).values_list("name", flat=True),
        "player_list": PLAYER_LIST,
        "season": current_season(league),
        "problems": problems,
    }
    if wants_fragment(request, "seating-fields"):
        return render(request, f"{template}#seating-fields", context)
    return render(request, template, context)


@login_required
@require_http_methods(["GET", "HEAD", "POST"])
def new_game(request: HttpRequest, slug: str) -> HttpResponse:
    def save(league: League, form: LeagueGameForm) -> Game:
        return record_game(
            league,
            form.side_specs(),
            notes=form.cleaned_data["notes"],
            paper_deals=form.paper_deals(),
            owner=author_of(request),
            first_dealer=form.cleaned_data.get("first_dealer") or 0,
        )

    return _seated(request, slug, LeagueGameForm, "leagues/new_game.html", save)


@login_required
@require_http_methods(["GET", "HEAD", "POST"])
def record_result(request: HttpRequest, slug: str) -> HttpResponse:
    """A game played on paper, recorded from its final totals and the day it was played."""

    def save(league: League, form: LeagueGameForm) -> Game:
        data = form.cleaned_data
        game = recording.record_result(
            league, form.side_specs(), data["played"], notes=data["notes"], owner=author_of(request)
        )
        messages.success(request, _("Result recorded: it counts in the standings."))
        return game

    return _seated(request, slug, LeagueResultForm, "leagues/result.html", save)


@login_required
@require_POST
def rematch(request: HttpRequest, slug: str, game: str) -> HttpResponse:
    """The next game of a league game's players, in the league (partners rotated if asked)."""
    league = league_to_record(request, slug)
    played = get_object_or_404(LeagueGame, league=league, game__slug=game)
    try:
        new = league_rematch(played, rotate=bool(request.POST.get("rotate")), owner=author_of(request))
    except GameRefused as refused:
        for problem in refused.problems:
            messages.error(request, problem)
        return redirect(played.game)
    remember(request, new)
    messages.success(request, _("A new game with the same players."))
    return redirect(new)


@login_required
@require_http_methods(["GET", "HEAD", "POST"])
def import_game(request: HttpRequest, slug: str) -> HttpResponse:
    """A game file recorded in the league, its players matched by name."""
    league = league_to_record(request, slug)
    posted = request.method == "POST"
    form = ImportForm(request.POST if posted else None, request.FILES if posted else None)
    problems: list[str] = []
    if posted and form.is_valid():
        try:
            game = import_league_game(league, form.document(), author_of(request))
        except GameFileError as error:
            problems = error.problems
        else:
            messages.success(request, _("Game imported into the league."))
            return redirect(game)
    return render(request, "leagues/import.html", {"league": league, "form": form, "problems": problems})
