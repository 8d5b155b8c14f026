"""Running a club night: opening it, its page (rounds and tables), the table cards, starting and ending rounds,
a late arrival, someone leaving, a swap, naming organisers. The board and the results: views/board.py."""

from collections.abc import Callable

from django.contrib import messages
from django.contrib.auth import get_user_model
from django.contrib.auth.decorators import login_required
from django.db.models import Prefetch, QuerySet
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_http_methods, require_POST, require_safe

from scorekeeper.services.sharing import qr_svg
from scorekeeper.views.helpers import author_of, wants_fragment

from ..forms.nights import ArrivalForm, NightForm, NightRulesForm, OrganisersForm, PlayerForm, SwapForm, TimeZoneForm
from ..models import League, Night, NightRound, NightTable, Player
from ..services import nights as running
from ..services.leagues import league_tables
from ..services.locks import may_run
from ..services.movement import swap_repeats
from ..services.nights import NightRefused, StillPlaying
from .helpers import league_to_run, night_to_read, night_to_run
from .movement import round_the_table


@login_required
@require_http_methods(["GET", "HEAD", "POST"])
def new_night(request: HttpRequest, slug: str) -> HttpResponse:
    """The owner opens a night: its date, who is present, its rounds and their length; every round is drawn."""
    league = league_to_run(request, slug)
    checking = "check" in request.GET or "check" in request.POST  # how the players sit, nothing drawn yet
    data = request.POST if request.method == "POST" else request.GET if checking else None
    form = NightForm(data, players=league.players.all(), tables=league_tables(league))
    context = {"league": league, "form": form, "said": form.tables_said()}
    if checking and wants_fragment(request, "night-tables"):
        return render(request, "leagues/night_new.html#tables", context)
    if request.method == "POST" and not checking and form.is_valid():
        found = form.cleaned_data
        try:
            night = running.open_night(
                league,
                found["date"],
                list(found["players"]),
                found["new_players"],
                found["rounds"],
                found["seating"],
                found["minutes"],
            )
        except NightRefused as refused:
            form.add_error(None, str(refused))
        else:
            return redirect(night)
    return render(request, "leagues/night_new.html", context)


def _rounds(night: Night) -> list[NightRound]:
    tables = NightTable.objects.select_related("league_game__game").order_by("number")
    return list(night.night_rounds.prefetch_related(Prefetch("tables", queryset=tables)))


def _players(night: Night) -> QuerySet[Player]:
    return Player.objects.filter(presence__night=night).order_by("name")


def _present_now(night: Night) -> QuerySet[Player]:
    return _players(night).filter(presence__night=night, presence__left__isnull=True)


@require_safe
def night(request: HttpRequest, slug: str, night: str) -> HttpResponse:
    """A night's page: its rounds and tables as drawn (who sits where, who sits out), and for whoever runs it
    the controls of the evening."""
    league, found = night_to_read(request, slug, night)
    runs = may_run(found, request.user)
    names = dict(_players(found).values_list("pk", "name"))
    context = {
        "league": league,
        "night": found,
        "rounds": _rounds(found),
        "names": names,
        "runs": runs,
        "next_round": running.next_round(found),
        "playing": found.night_rounds.filter(started__isnull=False, ended__isnull=True).first(),
        "started": found.night_rounds.filter(started__isnull=False).exists(),
        "present": _present_now(found),
    }
    if runs:
        absent = league.players.exclude(pk__in=_present_now(found).values("pk"))
        context |= {
            "arrival_form": ArrivalForm(players=absent),
            "leave_form": PlayerForm(players=_present_now(found)),
            "swap_form": SwapForm(players=_players(found)),
            "organisers_form": _organisers_form(league, found),
            "is_owner": league.owner_id == request.user.pk,
        }
    return render(request, "leagues/night.html", context)


def _organisers_form(league: League, found: Night, data: object = None) -> OrganisersForm:
    members = get_user_model().objects.filter(memberships__league=league).order_by("username")
    return OrganisersForm(data, members=members, initial={"organisers": list(found.organisers.all())})


@never_cache  # the cards carry the tables' links: never kept on the phone
@login_required
@require_safe
def cards(request: HttpRequest, slug: str, night: str, number: int) -> HttpResponse:
    """The table cards of a round, to print (before it starts, or once it has): the table's number, who sits where,
    and the QR code of the table's link for the whole night (its phone scans it once and needs no account)."""
    league, found = night_to_run(request, slug, night)
    stored = found.night_rounds.filter(number=number).first()
    if stored is None:
        raise Http404
    names = dict(_players(found).values_list("pk", "name"))
    tables = list(stored.tables.all())
    links = {link.number: link for link in running.table_links(found, len(tables))}
    shown = []
    for table in tables:
        url = request.build_absolute_uri(links[table.number].get_absolute_url())
        sides = [[names.get(player, "?") for player in side] for side in table.sides]
        shown.append({"table": table, "sides": sides, "seats": round_the_table(sides), "url": url, "qr": qr_svg(url)})
    context = {"league": league, "night": found, "round": stored, "cards": shown}
    return render(request, "leagues/night_cards.html", context)


Change = Callable[[Night], str | None]


def _change(request: HttpRequest, slug: str, night: str, change: Change) -> HttpResponse:
    """Run a change of whoever runs the night; its message (or the refusal) is shown on the night's page."""
    _league, found = night_to_run(request, slug, night)
    try:
        said = change(found)
    except NightRefused as refused:
        messages.error(request, str(refused))
    else:
        if said:
            messages.success(request, said)
    return redirect(found)


@login_required
@require_POST
def start_round(request: HttpRequest, slug: str, night: str) -> HttpResponse:
    """Start the next round; while tables of the round being played have no finished result, asked first."""
    anyway = request.POST.get("anyway") == "1"

    def change(found: Night) -> str:
        started = running.start_round(found, author_of(request), anyway=anyway)
        return _("%(round)s has started.") % {"round": started}

    return _asked(request, slug, night, change, "night_start")


@login_required
@require_POST
def seat_round(request: HttpRequest, slug: str, night: str) -> HttpResponse:
    def change(found: Night) -> str:
        seated = running.seat_round(found)
        return _("%(round)s’s seating is shown.") % {"round": seated}

    return _change(request, slug, night, change)


@login_required
@require_POST
def end_round(request: HttpRequest, slug: str, night: str) -> HttpResponse:
    """End the round being played; while some of its tables have no finished result, asked first."""
    anyway = request.POST.get("anyway") == "1"

    def change(found: Night) -> str:
        ended = running.end_round(found, anyway=anyway)
        return _("%(round)s has ended.") % {"round": ended}

    return _asked(request, slug, night, change, "night_end")


def _asked(request: HttpRequest, slug: str, night: str, change: Change, action: str) -> HttpResponse:
    """A change that ends a round, asked first on a page of its own (no script needed) while tables still play:
    which, and what ending the round does to them."""
    league, found = night_to_run(request, slug, night)
    try:
        return _change(request, slug, night, change)
    except StillPlaying as playing:
        playing_round = playing.tables[0].round
        names = dict(Player.objects.filter(presence__night=found).values_list("pk", "name"))
        tables = [
            {
                "table": table,
                "sides": [[names.get(player, "?") for player in side] for side in table.sides],
                "played": (table.league_game.game.standing or {}).get("played") or 0 if table.league_game else 0,
            }
            for table in playing.tables
        ]
        context = {"league": league, "night": found, "round": playing_round, "tables": tables, "action": action}
        return render(request, "leagues/night_round_confirm.html", context)


@login_required
@require_POST
def arrive(request: HttpRequest, slug: str, night: str) -> HttpResponse:
    def change(found: Night) -> str | None:
        absent = found.league.players.exclude(pk__in=_present_now(found).values("pk"))
        form = ArrivalForm(request.POST, players=absent)
        if not form.is_valid():
            raise NightRefused(" ".join(str(error) for errors in form.errors.values() for error in errors))
        number = running.arrive(found, list(form.cleaned_data["players"]), form.cleaned_data["new_players"])
        return _("They play from round %(number)d: the rounds from there were drawn again.") % {"number": number}

    return _change(request, slug, night, change)


@login_required
@require_POST
def leave(request: HttpRequest, slug: str, night: str) -> HttpResponse:
    def change(found: Night) -> str | None:
        form = PlayerForm(request.POST, players=_present_now(found))
        if not form.is_valid():
            raise NightRefused(_("Choose a player of the night."))
        number = running.leave(found, form.cleaned_data["player"])
        return _("Out from round %(number)d: the rounds from there were drawn again.") % {"number": number}

    return _change(request, slug, night, change)


@login_required
@require_POST
def swap(request: HttpRequest, slug: str, night: str) -> HttpResponse:
    """Swap two players of the next round by hand; a swap that repeats a partnership or an opposition of another
    round is named first, and made only once the organiser confirms it (a page of its own: no script needed)."""
    league, found = night_to_run(request, slug, night)
    form = SwapForm(request.POST, players=_players(found))
    if form.is_valid():
        data = form.cleaned_data
        repeats = swap_repeats(found, data["round"], data["first"], data["second"])
        # Confirmed for the night as it was shown: changed since (a redraw, another swap), it is asked again.
        seen = request.POST.get("seen") == str(found.version)
        if repeats and not (request.POST.get("confirm") and seen):
            context = {"league": league, "night": found, "data": data, "repeats": repeats}
            return render(request, "leagues/night_swap.html", context)

    def change(found: Night) -> str | None:
        if not form.is_valid():
            raise NightRefused(_("Choose a round and two players of the night."))
        data = form.cleaned_data
        running.swap(found, data["round"], data["first"], data["second"])
        return _("Swapped.")

    return _change(request, slug, night, change)


@login_required
@require_POST
def organisers(request: HttpRequest, slug: str, night: str) -> HttpResponse:
    """The owner names the members who run the night with them."""
    league = league_to_run(request, slug)
    _league, found = night_to_run(request, slug, night)
    form = _organisers_form(league, found, request.POST)
    if form.is_valid():
        running.name_organisers(found, form.cleaned_data["organisers"])
        messages.success(request, _("Organisers saved."))
    return redirect(found)


@login_required
@require_POST
def night_rules(request: HttpRequest, slug: str) -> HttpResponse:
    """The owner sets the league's rules for its club nights (confirmation, the end of a timed round)."""
    league = league_to_run(request, slug)
    form = NightRulesForm(request.POST)
    if form.is_valid():
        running.set_night_rules(league, form.cleaned_data["confirm"], form.cleaned_data["time_rule"])
        messages.success(request, _("Club night rules saved."))
    return redirect(reverse("league_run", args=[league.slug]) + "#nights-title")


@login_required
@require_POST
def time_zone(request: HttpRequest, slug: str) -> HttpResponse:
    """The owner says where the club meets (the time zone a round's end is written in without a phone's own)."""
    league = league_to_run(request, slug)
    form = TimeZoneForm(request.POST)
    if form.is_valid():
        running.set_time_zone(league, form.cleaned_data["time_zone"])
        messages.success(request, _("Time zone saved."))
    else:
        messages.error(request, " ".join(str(error) for error in form.errors.get("time_zone", [])))
    return redirect(reverse("league_run", args=[league.slug]) + "#nights-title")


@login_required
@require_POST
def table_game(request: HttpRequest, slug: str, night: str, number: int, table: int) -> HttpResponse:
    """Whoever runs the night gives a table of the round being played a new game (its game was deleted)."""

    def change(found: Night) -> str:
        running.new_table_game(found, number, table, author_of(request))
        return _("Table %(number)d has a new game.") % {"number": table}

    return _change(request, slug, night, change)


@login_required
@require_http_methods(["GET", "HEAD", "POST"])
def cancel(request: HttpRequest, slug: str, night: str) -> HttpResponse:
    """Cancel a night opened by mistake, before its first round starts: asked first, on a page of its own."""
    league, found = night_to_run(request, slug, night)
    started = found.night_rounds.filter(started__isnull=False).exists()
    if request.method == "POST":
        try:
            running.cancel_night(found)
        except NightRefused as refused:
            messages.error(request, str(refused))
            return redirect(found)
        messages.success(request, _("The club night was cancelled."))
        return redirect(league)
    if started:
        messages.error(request, _("A round of this night has started: its games count, so the night stays."))
        return redirect(found)
    return render(request, "leagues/night_cancel.html", {"league": league, "night": found})
