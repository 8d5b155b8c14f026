"""A league's files: its standings and its finished games as CSV, for the season on the page (or all time)."""

from django.http import HttpRequest, HttpResponse
from django.utils import timezone
from django.utils.translation import gettext as _
from django.views.decorators.http import require_safe

from ..models import League, Season
from ..services.exchange import games_csv, standings_csv
from ..services.records import finished_games, game_lines
from ..services.standings import lines
from .helpers import league_to_read
from .leagues import has_ended, picked_season, placed, scope


def _attachment(text: str, league: League, season: Season | None, what: str) -> HttpResponse:
    response = HttpResponse(text, content_type="text/csv; charset=utf-8")
    part = f"season-{season.number}" if season else "all-time"
    response["Content-Disposition"] = f'attachment; filename="meld-league-{league.slug}-{what}-{part}.csv"'
    return response


@require_safe
def standings_file(request: HttpRequest, slug: str) -> HttpResponse:
    """The standings on the page (the same season) as CSV."""
    league = league_to_read(request, slug)
    season, seasons = picked_season(request, league)
    found = lines(league, season, has_ended(season, seasons))
    name = str(season) if season else _("All time")
    return _attachment(standings_csv(found, name, timezone.localdate(), placed(league)), league, season, "standings")


@require_safe
def games_file(request: HttpRequest, slug: str) -> HttpResponse:
    """The finished games of the season on the page (or all time) as CSV, in the order they finished."""
    league = league_to_read(request, slug)
    season, _seasons = picked_season(request, league)
    found = game_lines(scope(finished_games(league), season).order_by("sequence"))
    return _attachment(games_csv(found, placed(league)), league, season, "games")
