"""A league's pages: your leagues, starting one, the standings, its games."""

from functools import partial

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.db.models import Q, QuerySet
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, pgettext_lazy
from django.views.decorators.http import require_http_methods, require_safe

from rules.book.rendered import render_once
from rules.catalog import DEFAULT_VARIANT, VARIANTS, get_variant
from scorekeeper.forms.house import HouseRulesForm
from typedtext.numbers import whole_number

from ..forms.leagues import LeagueForm, grouped_variants
from ..models import League, LeagueGame, Result, Season
from ..services.kept import kept, league_version, standings_key
from ..services.leagues import create_league, house_rules_lines, is_owner, league_rules, league_tables, may_record
from ..services.log import LOG_SHOWN, log_entries, log_lines
from ..services.players import player_of
from ..services.records import finished_games, game_lines, games_in_play, games_page
from ..services.seasons import current_season
from ..services.standings import SORTS, first_direction, lines, partnerships, sorted_lines
from .helpers import league_to_read, page_asked

RECENT_GAMES = 5
PARTNERSHIPS_SHOWN = 10
NIGHTS_SHOWN = 10

# The standings' columns: the sort key, the heading, and the heading in full (its title).
COLUMNS = [
    ("rank", gettext_lazy("Player"), gettext_lazy("Rank: by win %, then wins, then the average place")),
    ("played", pgettext_lazy("played", "P"), gettext_lazy("Played")),
    ("won", gettext_lazy("W"), gettext_lazy("Won")),
    ("drawn", gettext_lazy("D"), gettext_lazy("Drawn")),
    ("lost", gettext_lazy("L"), gettext_lazy("Lost")),
    ("win", gettext_lazy("Win %"), gettext_lazy("Games won, in per cent")),
    ("place", gettext_lazy("Place"), gettext_lazy("Average place: 1 is first")),
    ("points", gettext_lazy("Points"), gettext_lazy("Points for: the final totals of the player's sides")),
    ("average", gettext_lazy("Avg"), gettext_lazy("Average points a game")),
    ("best", gettext_lazy("Best"), gettext_lazy("Best game")),
    ("streak", gettext_lazy("Streak"), gettext_lazy("Current streak")),
    ("rating", gettext_lazy("Rating"), gettext_lazy("Rating, and its change in the last game")),
]


def columns(sort: str, descending: bool, placed: bool) -> list[dict[str, object]]:
    """The headings of the standings, each a link that sorts by it (again: the other way round); the average
    place only where the league's game is played by more than two sides (`placed`)."""
    order = "descending" if descending else "ascending"
    return [
        {"key": key, "label": label, "title": title, "current": key == sort, "order": order}
        for key, label, title in COLUMNS
        if key != "place" or placed
    ]


@login_required
@require_safe
def my_leagues(request: HttpRequest) -> HttpResponse:
    user = request.user
    leagues = League.objects.filter(Q(owner_id=user.pk) | Q(memberships__user_id=user.pk)).distinct()
    return render(request, "leagues/list.html", {"leagues": leagues})


@login_required
@require_http_methods(["GET", "HEAD", "POST"])
def new_league(request: HttpRequest) -> HttpResponse:
    """Name a league and pick its game and house rules (fixed from then on)."""
    data = request.POST if request.method == "POST" else None
    variant = get_variant((data or request.GET).get("variant", "")) or VARIANTS[DEFAULT_VARIANT]
    preset = variant.default
    form = LeagueForm(data, preset=preset, initial={"name": request.GET.get("name", "")})
    house_form = HouseRulesForm(data, preset=preset, saving=False)
    if data is not None and form.is_valid() and house_form.is_valid():
        rules = {**house_form.overrides, **form.switches()}
        league = create_league(form.cleaned_data["name"], variant.slug, rules, owner=request.user)
        messages.success(request, _("League started. Share its invite link with the other players."))
        return redirect("league_run", league.slug)
    context = {"form": form, "house_form": house_form, "variant": variant, "groups": grouped_variants()}
    return render(request, "leagues/new.html", context)


def picked_season(request: HttpRequest, league: League) -> tuple[Season | None, list[Season]]:
    """The season a page shows (None: all time) and every season, the latest first.

    The current season unless ?season= asks for another or for "all"; a
    league of one season has nothing but all time to show.
    """
    seasons = list(league.seasons.all()) or [current_season(league)]
    asked = request.GET.get("season", "")
    if asked == "all" or len(seasons) == 1:
        return None, seasons
    number = whole_number(asked)
    return next((season for season in seasons if season.number == number), seasons[0]), seasons


def has_ended(season: Season | None, seasons: list[Season]) -> bool:
    """Whether a page shows a season that is over: an earlier one than the current."""
    return season is not None and season != seasons[0]


def scope(games: QuerySet[LeagueGame], season: Season | None) -> QuerySet[LeagueGame]:
    return games.filter(season=season) if season is not None else games


def placed(league: League) -> bool:
    """Whether the league has finished games of more than two sides, where places say more than won or lost."""
    return Result.objects.filter(league=league, side__gte=2).exists()


@require_safe
def standings(request: HttpRequest, slug: str) -> HttpResponse:
    """The league's page: the games being played, standings (sortable by any column), partnerships, the
    latest games and the latest changes to games that had counted. Rendered once per state of what it
    shows (leagues.services.kept): the league's version is read first, before anything it names."""
    league = league_to_read(request, slug)
    version = league_version(league)
    season, seasons = picked_season(request, league)
    can_record, owner = may_record(league, request.user), is_owner(league, request.user)
    lost = can_record and player_of(league, request.user) is None  # a member with no player: "Find yourself"
    key = standings_key(league, version, seasons, NIGHTS_SHOWN, can_record, owner, lost)
    context = partial(_standings, request, league, version, season, seasons, can_record, owner, lost)
    return render_once(request, "leagues/standings.html", context, *key)


def _standings(
    request: HttpRequest,
    league: League,
    version: int,
    season: Season | None,
    seasons: list[Season],
    can_record: bool,
    owner: bool,
    lost: bool = False,
) -> dict[str, object]:
    ended = has_ended(season, seasons)
    rules = league_rules(league)
    key = request.GET.get("sort", "rank")
    key = key if key in SORTS else "rank"
    reverse = request.GET.get("dir") == "reverse"
    descending = first_direction(key, rules.lowest_wins) != reverse
    teamed = any(table.seating.partnerships for table in league_tables(league))
    scope_key = (season.pk if season else None, ended)
    teams = (
        kept(
            league,
            version,
            "partnerships",
            lambda: partnerships(league, season, most=PARTNERSHIPS_SHOWN + 1),
            scope_key,
        )
        if teamed
        else []
    )
    by_place = kept(league, version, "placed", lambda: placed(league))
    found = kept(league, version, "lines", lambda: lines(league, season, ended), *scope_key)
    recent = game_lines(scope(finished_games(league), season)[:RECENT_GAMES])
    earlier = not recent and season is not None and not ended  # a new season: the games before it
    log = log_lines(log_entries(league, season)[: LOG_SHOWN + 1], league, request.user, can_record)
    return {
        "league": league,
        "season": season,
        "seasons": seasons,
        "current": seasons[0],
        "closed": season.closed if season else (seasons[0].closed if len(seasons) == 1 else None),
        "lines": sorted_lines(found, key, descending),
        "columns": columns(key, descending, by_place),
        "placed": by_place,
        "reversed": reverse,
        "partnerships": teams[:PARTNERSHIPS_SHOWN],  # the one more only tells that there are more
        "more_partnerships": len(teams) > PARTNERSHIPS_SHOWN,
        "in_play": games_in_play(scope(LeagueGame.objects.filter(league=league), season)),
        "recent": game_lines(finished_games(league)[:RECENT_GAMES]) if earlier else recent,
        "recent_earlier": earlier,
        "log": log[:LOG_SHOWN],
        "more_log": len(log) > LOG_SHOWN,
        "rules": rules,
        "house_rules": house_rules_lines(league),
        "can_record": can_record,
        "is_owner": owner,
        "find_yourself": lost,
        "nights": league.nights.all()[:NIGHTS_SHOWN],
    }


@require_safe
def games(request: HttpRequest, slug: str) -> HttpResponse:
    """The games being played, then every finished game of the league, the latest first, a page at a time."""
    league = league_to_read(request, slug)
    season, seasons = picked_season(request, league)
    page, found = games_page(scope(finished_games(league), season), page_asked(request))
    context = {
        "league": league,
        "season": season,
        "seasons": seasons,
        "page": page,
        "games": found,
        "in_play": games_in_play(scope(LeagueGame.objects.filter(league=league), season)) if page.number == 1 else [],
        "can_record": may_record(league, request.user),
    }
    return render(request, "leagues/games.html", context)
