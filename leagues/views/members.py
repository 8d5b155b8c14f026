"""Running a league (its owner): the invite link, members, seasons, players; and joining or leaving one."""

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_http_methods, require_POST

from ..models import League, Membership
from ..services.leagues import (
    current_season,
    house_rules_lines,
    is_owner,
    join,
    league_tables,
    leave,
    may_record,
    new_invite,
    start_season,
)
from .helpers import league_to_record, league_to_run


@never_cache  # it shows the invite link: never kept on the phone (docs/offline.md)
@login_required
@require_http_methods(["GET", "HEAD"])
def run(request: HttpRequest, slug: str) -> HttpResponse:
    league = league_to_run(request, slug)
    context = {
        "league": league,
        "invite_url": request.build_absolute_uri(reverse("league_join", args=[league.invite])),
        "public_url": request.build_absolute_uri(league.get_absolute_url()),
        "members": Membership.objects.filter(league=league).select_related("user"),
        "players": league.players.select_related("user"),
        "season": current_season(league),
        "tables": league_tables(league),
        "house_rules": house_rules_lines(league),
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
@require_http_methods(["GET", "HEAD", "POST"])
def new_season(request: HttpRequest, slug: str) -> HttpResponse:
    """Ask, then start the next season: the standings start again, the ratings carry on."""
    league = league_to_run(request, slug)
    season = current_season(league)
    if request.method == "POST":
        if request.POST.get("after") == str(season.number):  # a second tap starts nothing more
            season = start_season(league)
            messages.success(request, _("%(season)s has begun.") % {"season": season})
        return redirect(league)
    return render(request, "leagues/season_new.html", {"league": league, "season": season})


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
