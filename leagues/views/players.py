"""A player's page (record, rating history, partners, rivals, games), head-to-head, and a player's name and account."""

from functools import partial

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils.translation import gettext as _
from django.views.decorators.http import require_http_methods, require_POST, require_safe

from rules.book.rendered import render_once

from ..forms.players import PlayerNameForm
from ..models import League, Player, Season
from ..services.chart import rating_chart
from ..services.kept import kept, league_version, player_key
from ..services.leagues import is_owner, may_record
from ..services.players import PlayerNameTaken, claim, player_of, rename_player, unlink
from ..services.records import head_to_head, player_games, rating_history
from ..services.rivals import best_partner, nemesis, rivals
from ..services.standings import lines, partnerships
from .helpers import league_to_read, league_to_record, league_to_run, page_asked, player_in
from .leagues import has_ended, picked_season


@require_safe
def player(request: HttpRequest, slug: str, player: str) -> HttpResponse:
    """A player's page, rendered once per state of what it shows (leagues.services.kept): the league's version
    is read first, before the player (a row it names) and anything else."""
    league = league_to_read(request, slug)
    version = league_version(league)
    person = player_in(league, player)
    season, seasons = picked_season(request, league)
    user = request.user
    can_record, owner = may_record(league, user), is_owner(league, user)
    claimed = player_of(league, user) is not None if can_record else True
    key = player_key(league, version, seasons, can_record, owner, claimed)
    context = partial(_player, request, league, version, person, season, seasons, can_record, owner, claimed)
    return render_once(request, "leagues/player.html", context, *key)


def _player(
    request: HttpRequest,
    league: League,
    version: int,
    person: Player,
    season: Season | None,
    seasons: list[Season],
    can_record: bool,
    owner: bool,
    claimed: bool,
) -> dict[str, object]:
    ended = has_ended(season, seasons)
    found = kept(league, version, "lines", lambda: lines(league, season, ended), season.pk if season else None, ended)
    mine = [line for line in found if line.player.pk == person.pk]
    history = rating_history(person)
    page, games = player_games(person, page_asked(request), season)
    met = rivals(person, season)
    user = request.user
    return {
        "league": league,
        "person": person,
        "season": season,
        "seasons": seasons,
        "line": mine[0] if mine and mine[0].played else None,
        "chart": rating_chart(history),
        "history": history,
        "rating_now": history[-1].rating,
        "page": page,
        "games": games,
        "partners": partnerships(league, season, player=person),
        "rivals": met,
        "best_partner": best_partner(met),
        "nemesis": nemesis(met),
        "others": Player.objects.filter(league=league).exclude(pk=person.pk),
        "can_record": can_record,
        "is_owner": owner,
        "may_claim": person.user_id is None and can_record and not claimed,
        "is_me": user.is_authenticated and person.user_id == user.pk,
    }


@require_safe
def versus(request: HttpRequest, slug: str, player: str) -> HttpResponse:
    """Two players' games against each other and as partners (the second from ?with=)."""
    league = league_to_read(request, slug)
    first = player_in(league, player)
    other = request.GET.get("with", "")
    if not other:
        return redirect(first)
    second = player_in(league, other)
    if second.pk == first.pk:
        return redirect(first)
    return render(request, "leagues/versus.html", {"league": league, "record": head_to_head(first, second)})


@login_required
@require_http_methods(["GET", "HEAD", "POST"])
def edit_player(request: HttpRequest, slug: str, player: str) -> HttpResponse:
    """The owner puts a player's name right, or unlinks their account."""
    league = league_to_run(request, slug)
    person = player_in(league, player)
    form = PlayerNameForm(request.POST if request.method == "POST" else None, initial={"name": person.name})
    if request.method == "POST" and request.POST.get("unlink"):
        unlink(person)
        messages.success(request, _("%(name)s is no longer linked to an account.") % {"name": person.name})
        return redirect(person)
    if request.method == "POST" and form.is_valid():
        try:
            rename_player(person, form.cleaned_data["name"])
        except PlayerNameTaken as taken:
            form.add_error("name", str(taken))
        else:
            messages.success(request, _("Name saved."))
            return redirect(person)
    return render(request, "leagues/player_edit.html", {"league": league, "person": person, "form": form})


@login_required
@require_safe
def find_yourself(request: HttpRequest, slug: str) -> HttpResponse:
    """A member finds their own player to say "This is me" (the review's finding 18: the league's page lists only
    those with results): the league's players no account has claimed, by name; or the member's own player."""
    league = league_to_record(request, slug)
    mine = player_of(league, request.user)
    players = [] if mine else sorted(Player.objects.filter(league=league, user__isnull=True), key=by_name)
    for person in players:
        person.league = league  # their links need its slug: no query for each
    return render(request, "leagues/find_yourself.html", {"league": league, "mine": mine, "players": players})


def by_name(person: Player) -> str:
    return person.name.casefold()


@login_required
@require_POST
def claim_player(request: HttpRequest, slug: str, player: str) -> HttpResponse:
    """A member says which player they are ("This is me"), or that they are not."""
    league = league_to_record(request, slug)
    person = player_in(league, player)
    if request.POST.get("undo"):
        if person.user_id == request.user.pk:
            unlink(person)
            messages.success(request, _("Your account is no longer linked to %(name)s.") % {"name": person.name})
    elif claim(person, request.user):
        messages.success(request, _("Your account is linked to %(name)s.") % {"name": person.name})
    else:
        messages.info(request, _("This player or your account is linked already."))
    return redirect(person)
