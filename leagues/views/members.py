"""Running a league (its owner): its links and who may read it, members, seasons, players; and joining or
leaving one."""

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_http_methods, require_POST

from scorekeeper.services.sharing import qr_svg
from typedtext.numbers import whole_number

from ..forms.nights import NightRulesForm, TimeZoneForm
from ..models import League, Membership, Season
from ..services.leagues import (
    house_rules_lines,
    is_owner,
    join,
    league_tables,
    leave,
    may_record,
    new_invite,
    set_private,
)
from ..services.seasons import close_season, current_season, games_in_play, reopen_season, start_season
from .helpers import league_to_record, league_to_run


def _link(request: HttpRequest, kind: str, path: str) -> dict[str, str]:
    url = request.build_absolute_uri(path)
    return {"kind": kind, "url": url, "qr": qr_svg(url)}


@never_cache  # it shows the invite link: never kept on the phone (docs/offline.md)
@login_required
@require_http_methods(["GET", "HEAD"])
def run(request: HttpRequest, slug: str) -> HttpResponse:
    league = league_to_run(request, slug)
    context = {
        "league": league,
        "links": [
            _link(request, "invite", reverse("league_join", args=[league.invite])),
            _link(request, "public", league.get_absolute_url()),
        ],
        "members": Membership.objects.filter(league=league).select_related("user"),
        "players": league.players.select_related("user"),
        "season": current_season(league),
        "seasons": league.seasons.all(),
        "tables": league_tables(league),
        "house_rules": house_rules_lines(league),
        "night_rules": NightRulesForm(
            initial={"confirm": league.confirm, "time_rule": league.time_rule}, league=league
        ),
        "time_zone": TimeZoneForm(initial={"time_zone": league.time_zone}),
    }
    return render(request, "leagues/run.html", context)


@login_required
@require_POST
def reset_invite(request: HttpRequest, slug: str) -> HttpResponse:
    league = league_to_run(request, slug)
    new_invite(league)
    messages.success(request, _("A new invite link: the old one no longer works."))
    return redirect("league_run", league.slug)


@login_required
@require_POST
def privacy(request: HttpRequest, slug: str) -> HttpResponse:
    """Make the league private (its link answers "not found" to anyone but its owner and members), or public."""
    league = league_to_run(request, slug)
    private = request.POST.get("private") == "1"
    set_private(league, private)
    if private:
        messages.success(request, _("The league is private: only its members read it."))
    else:
        messages.success(request, _("The league is public: anybody with its link reads it."))
    return redirect(reverse("league_run", args=[league.slug]) + "#links-title")


@login_required
@require_http_methods(["GET", "HEAD", "POST"])
def new_season(request: HttpRequest, slug: str) -> HttpResponse:
    """Ask, then start the next season: the standings start again, the ratings carry on."""
    league = league_to_run(request, slug)
    season = current_season(league)
    if request.method == "POST":
        if whole_number(request.POST.get("after")) == season.number:  # a second tap starts nothing more
            season = start_season(league)
            messages.success(request, _("%(season)s has begun.") % {"season": season})
        return redirect(league)
    return render(request, "leagues/season_new.html", {"league": league, "season": season})


def _season(league: League, number: int) -> Season:
    return get_object_or_404(Season, league=league, number=number)


@login_required
@require_http_methods(["GET", "HEAD", "POST"])
def close(request: HttpRequest, slug: str, number: int) -> HttpResponse:
    """Ask (saying which games are still being played), then close a season: its results are final."""
    league = league_to_run(request, slug)
    season = _season(league, number)
    if request.method == "POST":
        if close_season(season, request.user):
            messages.success(request, _("%(season)s is closed: its results are final.") % {"season": season})
        return redirect(reverse("league", args=[league.slug]) + f"?season={season.number}")
    context = {"league": league, "season": season, "playing": games_in_play(season)}
    return render(request, "leagues/season_close.html", context)


@login_required
@require_POST
def reopen(request: HttpRequest, slug: str, number: int) -> HttpResponse:
    """Open a closed season again: its games can be changed until it is closed again."""
    league = league_to_run(request, slug)
    season = _season(league, number)
    if reopen_season(season, request.user):
        messages.success(request, _("%(season)s is open again: its games can be changed.") % {"season": season})
    return redirect("league_run", league.slug)


@login_required
@require_POST
def remove_member(request: HttpRequest, slug: str, member: int) -> HttpResponse:
    league = league_to_run(request, slug)
    membership = get_object_or_404(Membership, league=league, pk=member)
    membership.delete()
    messages.success(request, _("%(name)s is no longer a member.") % {"name": membership.user.get_username()})
    return redirect("league_run", league.slug)


@login_required
@require_POST
def leave_league(request: HttpRequest, slug: str) -> HttpResponse:
    league = league_to_record(request, slug)
    if is_owner(league, request.user):
        messages.info(request, _("The league's owner stays in it."))
        return redirect(league)
    leave(league, request.user)
    messages.success(request, _("You have left %(league)s.") % {"league": league.name})
    return redirect("leagues")


@never_cache  # its address is the invite link
@login_required
@require_http_methods(["GET", "HEAD", "POST"])
def join_league(request: HttpRequest, invite: str) -> HttpResponse:
    """The invite link: ask, then make the account a member."""
    league = get_object_or_404(League, invite=invite)
    if request.method == "POST":
        if join(league, request.user):
            messages.success(request, _("Welcome to %(league)s.") % {"league": league.name})
        return redirect(league)
    member = may_record(league, request.user)  # the owner, or a member already
    return render(request, "leagues/join.html", {"league": league, "member": member})
