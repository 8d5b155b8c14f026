"""A league's seasons: the current one, the next one, and closing one (its games then change only if the
owner opens it again).

Closing a season closes its games in the score pad (`scorekeeper.services.games.set_closed`: the pad
refuses every write to them and says so), games still being played too. Each close and reopening is
a line of the league's log. The season's row is locked first, then its games (the order in which a
game being recorded takes them too), so a game recorded at the moment the season closes is either
recorded before and closed with the others, or refused.
"""

from typing import Any

from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext as _

from scorekeeper.services.games import set_closed

from ..models import League, LeagueGame, LogEntry, Season
from .log import log_season


class SeasonClosed(ValueError):
    """A game cannot be recorded: the league's current season is closed."""

    def __init__(self, season: Season):
        super().__init__(
            _("%(season)s is closed: the league's owner starts the next season or opens it again.") % {"season": season}
        )


def current_season(league: League) -> Season:
    season = league.seasons.order_by("-number").first()
    if season is None:  # a league made in the admin: it gets its first season on first use
        season, _created = Season.objects.get_or_create(league=league, number=1)
    return season


def open_season(league: League) -> Season:
    """The current season, locked until the transaction ends, to record a game in; SeasonClosed when it is closed."""
    season = Season.objects.select_for_update().get(pk=current_season(league).pk)
    if season.closed is not None:
        raise SeasonClosed(season)
    return season


def start_season(league: League) -> Season:
    """The next season: games recorded from now on count in it."""
    with transaction.atomic():
        league = League.objects.select_for_update().get(pk=league.pk)
        return Season.objects.create(league=league, number=current_season(league).number + 1)


def games_in_play(season: Season) -> int:
    """How many games of the season are still being played (closing it stops them where they are)."""
    return LeagueGame.objects.filter(season=season, game__finished=False).count()


def close_season(season: Season, user: Any) -> bool:
    """Close a season and its games; False when it was closed already (a second tap)."""
    return _set_closed(season, user, closed=True)


def reopen_season(season: Season, user: Any) -> bool:
    """Open a closed season and its games again; False when it was open already."""
    return _set_closed(season, user, closed=False)


def _set_closed(season: Season, user: Any, closed: bool) -> bool:
    with transaction.atomic():
        season = Season.objects.select_for_update().get(pk=season.pk)
        if (season.closed is not None) == closed:
            return False
        season.closed = timezone.now() if closed else None
        season.save(update_fields=["closed"])
        set_closed(LeagueGame.objects.filter(season=season).values_list("game_id", flat=True), closed)
        log_season(season, user, LogEntry.Kind.SEASON_CLOSED if closed else LogEntry.Kind.SEASON_OPENED)
    return True
