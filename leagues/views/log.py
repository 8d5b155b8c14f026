"""A league's log: every change to a game that had counted, and every season closed or opened again."""

from django.core.paginator import Paginator
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.views.decorators.http import require_safe

from ..services.leagues import may_record
from ..services.log import LOG_PER_PAGE, log_entries, log_lines
from .helpers import league_to_read, page_asked
from .leagues import picked_season


@require_safe
def league_log(request: HttpRequest, slug: str) -> HttpResponse:
    """The log of the season on the page (or all of it), the latest first, a page at a time."""
    league = league_to_read(request, slug)
    season, seasons = picked_season(request, league)
    page = Paginator(log_entries(league, season), LOG_PER_PAGE).get_page(page_asked(request))
    can_record = may_record(league, request.user)
    context = {
        "league": league,
        "season": season,
        "seasons": seasons,
        "page": page,
        "log": log_lines(page.object_list, league, request.user, can_record),
    }
    return render(request, "leagues/log.html", context)
