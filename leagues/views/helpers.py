"""Who may do what in a league, checked in one place: anything else is a 404, as for a wrong link.

Anybody with a league's link reads its standings, unless the league is private (then its owner and
members alone); its owner and members record games; only its owner runs it (seasons, links, members,
players' names). Views that change something are also behind `login_required`, so a member who is
logged out is asked to log in.
"""

from django.http import Http404, HttpRequest
from django.shortcuts import get_object_or_404

from typedtext.numbers import whole_number

from ..models import League, Night, Player
from ..services.leagues import is_owner, may_read, may_record
from ..services.locks import may_run


def _league(slug: str) -> League:
    return get_object_or_404(League, slug=slug)


def league_to_read(request: HttpRequest, slug: str) -> League:
    league = _league(slug)
    if not may_read(league, request.user):
        raise Http404
    return league


def league_to_record(request: HttpRequest, slug: str) -> League:
    league = _league(slug)
    if not may_record(league, request.user):
        raise Http404
    return league


def league_to_run(request: HttpRequest, slug: str) -> League:
    league = _league(slug)
    if not is_owner(league, request.user):
        raise Http404
    return league


def player_in(league: League, slug: str) -> Player:
    return get_object_or_404(Player, league=league, slug=slug)


def night_to_read(request: HttpRequest, slug: str, night: str) -> tuple[League, Night]:
    """A night of a league the visitor may read (its board and results); else 404."""
    league = league_to_read(request, slug)
    return league, get_object_or_404(Night.objects.select_related("league"), league=league, slug=night)


def night_to_run(request: HttpRequest, slug: str, night: str) -> tuple[League, Night]:
    """A night the visitor runs (the league's owner, or an organiser the owner named); else 404."""
    league = _league(slug)
    found = get_object_or_404(Night.objects.select_related("league"), league=league, slug=night)
    if not may_run(found, request.user):
        raise Http404
    return league, found


def page_asked(request: HttpRequest) -> int | None:
    """The page of a list that ?page= asks for (typedtext.numbers); None, the first page, for anything else."""
    return whole_number(request.GET.get("page"))
