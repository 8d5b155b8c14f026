"""A club night's board (the organiser's screen and the projector view, kept live by one conditional poll per
screen), its results (a page, one A4 sheet printed, CSV), and confirming a table's final score."""

from typing import Any

from django.contrib import messages
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.utils.cache import patch_cache_control
from django.utils.translation import get_language
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST, require_safe

from scorekeeper.polls import Version, etag, matches, not_modified
from scorekeeper.views.helpers import author_of
from scorekeeper.views.live import POLL_SECONDS

from ..models import League, Night, NightTable, Seat
from ..services.board import board, night_version
from ..services.confirm import ConfirmRefused, confirm_by_organiser, confirm_by_table
from ..services.locks import may_run
from ..services.night_results import night_csv, night_results
from .helpers import night_to_read

KINDS = {"board": "leagues/night_board.html", "projector": "leagues/night_projector.html"}
# Each screen's letter in its poll's ETag (scorekeeper/polls.py, registered in leagues/apps.py).
BOARD_KIND, PROJECTOR_KIND = "b", "p"
LETTERS = {"board": BOARD_KIND, "projector": PROJECTOR_KIND}


def board_tag(request: HttpRequest, league: League, night: Night, kind: str) -> str:
    """The ETag of a night's board or projector as this request sees it (the same as polls.settle works out).
    The board is personal, always: it offers "Confirm as organiser" to those who run the night, and to no one
    else; the projector only in a private league (its members alone may read it)."""
    user = getattr(request, "user", None)
    found = night_version(league.slug, night.slug)
    if found is None:  # deleted meanwhile
        raise Http404
    version = Version(found.number, personal=kind == "board" or found.personal)
    return etag(version, LETTERS[kind], get_language(), user.pk if user is not None and user.is_authenticated else None)


def _context(request: HttpRequest, league: League, night: Night, kind: str) -> dict[str, Any]:
    runs = may_run(night, request.user)
    # The tables where whoever runs the night sat: another organiser (or the owner) confirms those.
    sat = Seat.objects.filter(player__user_id=request.user.pk or 0, league_game__night_table__round__night=night)
    return {
        "league": league,
        "night": night,
        "board": board(night),
        "kind": kind,
        "runs": runs,
        "sat": set(sat.values_list("league_game__night_table", flat=True)) if runs else set(),
        "live_url": reverse(f"night_{kind}_live", args=[league.slug, night.slug]),
        "etag": board_tag(request, league, night, kind),
        "poll_ms": str(POLL_SECONDS * 1000),
    }


def _board(request: HttpRequest, slug: str, night: str, kind: str) -> HttpResponse:
    league, found = night_to_read(request, slug, night)
    return render(request, KINDS[kind], _context(request, league, found, kind))


@require_safe
def board_page(request: HttpRequest, slug: str, night: str) -> HttpResponse:
    """Every table of the round, live: the organiser's screen."""
    return _board(request, slug, night, "board")


@require_safe
def projector(request: HttpRequest, slug: str, night: str) -> HttpResponse:
    """The board in big type without controls, to read across a room."""
    return _board(request, slug, night, "projector")


def _live(request: HttpRequest, slug: str, night: str, kind: str) -> HttpResponse:
    """The board's live part, or 304 while nothing on it changed (the projector of a public league's night was
    settled before: scorekeeper/polls.py)."""
    league, found = night_to_read(request, slug, night)
    tag = board_tag(request, league, found, kind)
    if matches(request.headers.get("If-None-Match", ""), tag):
        return not_modified(tag)
    response = render(request, f"{KINDS[kind]}#live", _context(request, league, found, kind))
    response["ETag"] = tag
    patch_cache_control(response, private=True, no_cache=True)
    return response


@require_safe
def board_live(request: HttpRequest, slug: str, night: str) -> HttpResponse:
    return _live(request, slug, night, "board")


@require_safe
def projector_live(request: HttpRequest, slug: str, night: str) -> HttpResponse:
    return _live(request, slug, night, "projector")


@require_safe
def results(request: HttpRequest, slug: str, night: str) -> HttpResponse:
    """The night's players ranked, each player's line, the tie-break shown; prints on one A4 page."""
    league, found = night_to_read(request, slug, night)
    context = {"league": league, "night": found, "results": night_results(found)}
    return render(request, "leagues/night_results.html", context)


@require_safe
def results_file(request: HttpRequest, slug: str, night: str) -> HttpResponse:
    league, found = night_to_read(request, slug, night)
    response = HttpResponse(night_csv(night_results(found)), content_type="text/csv; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="meld-night-{league.slug}-{found.date.isoformat()}.csv"'
    return response


@require_POST
def confirm_table(request: HttpRequest, slug: str, night: str, game: str) -> HttpResponse:
    """A table's final score confirmed: by its edit link (a player of a side other than the one that entered the
    last deal, on their own phone: `side`), or by whoever runs the night. The game's edit link is the key."""
    table = get_object_or_404(
        NightTable.objects.select_related("round__night__league", "league_game__game"),
        round__night__slug=night,
        round__night__league__slug=slug,
        league_game__game__slug=game,
    )
    found = table.round.night
    try:
        if may_run(found, request.user) and not request.POST.get("side"):
            confirm_by_organiser(table, request.user.pk)
        else:
            confirm_by_table(table, request.POST.get("side", ""), author_of(request))
    except ConfirmRefused as refused:
        messages.error(request, str(refused))
    else:
        messages.success(request, _("Confirmed: the game counts."))
    if request.POST.get("next") == "board":
        return redirect("night_board", slug, night)
    return redirect(table.league_game.game if table.league_game else found)
