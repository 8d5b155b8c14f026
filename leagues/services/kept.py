"""What a league's pages keep: the standings worked out once per version of the league, and each page's key.

A league's version (`LeagueVersion`) is moved on by the database: a trigger
on each table the standings and a player's page are worked out from (its
results, players and log: migration 0007) adds one in every statement that
changes the league's rows there, in that statement's transaction, whatever
code wrote them (a deal saved, corrected, deleted or put back, a game
finished, reopened or deleted, a ratings replay in the worker, a player
renamed or claimed, a season closed, an import, the admin). So no write can
forget it, and it never goes back.

`kept` keeps what is worked out from those rows (the standings' lines, the
partnerships) under the league's version, its link, game and house rules;
the pages themselves are rendered once (rules/book/rendered.py) under
`standings_key` / `player_key`: the version and whatever else the page shows
that the triggers do not see (the league's own row, its seasons, the games
being played and how long ago each changed, its nights, what the reader may do).

Races: the version is read before anything it names. A figure kept under a
version was worked out from rows read after that version was read, so it is
at least as new as the version; a write that commits meanwhile moves the
version on, and nobody reads the old key again. A write never waits on a
reader, and the version is one row a league, locked only in the writing
transaction (writes to a league's results are one at a time anyway:
`results.refresh` locks the league first).
"""

import hashlib
import json
from collections.abc import Callable, Sequence
from typing import Any, cast

from django.core.cache import caches
from django.db import connection

from scorekeeper.services.history import when

from ..models import League, LeagueGame, LeagueVersion, Season

SECONDS = 24 * 60 * 60  # a key names every change, so a figure is never stale: the limit only frees memory
_MISSING = object()


def league_version(league: League) -> int:
    """The league's version now: 0 before its first result, player or log line."""
    with connection.cursor() as cursor:
        cursor.execute(f"SELECT version FROM {LeagueVersion._meta.db_table} WHERE league_id = %s", [league.pk])
        found = cursor.fetchone()
    return int(found[0]) if found else 0


def _name(league: League, version: int, what: str, key: Sequence[object]) -> str:
    named = (league.pk, league.slug, league.variant, json.dumps(league.rules, sort_keys=True), version, what, key)
    return "league:" + hashlib.sha256(repr(named).encode()).hexdigest()


def kept[T](league: League, version: int, what: str, make: Callable[[], T], *key: object) -> T:
    """`make()`, worked out once per version of the league (and `what` and `key`); each worker keeps its own
    copy (the "default" cache: settings.CACHES)."""
    cache = caches["default"]
    name = _name(league, version, what, key)
    found = cache.get(name, _MISSING)
    if found is _MISSING:
        made = make()
        cache.set(name, made, SECONDS)
        return made
    return cast(T, found)


def _row(league: League) -> tuple[Any, ...]:
    """The league's own row, every field (its name, rules, privacy, ratings updating ...)."""
    return tuple(getattr(league, field.attname) for field in League._meta.concrete_fields)


def _seasons(seasons: Sequence[Season]) -> tuple[Any, ...]:
    return tuple((season.pk, season.number, season.closed) for season in seasons)


def standings_key(
    league: League, version: int, seasons: Sequence[Season], nights: int, *reader: object
) -> tuple[object, ...]:
    """What a league's page shows besides what its version names: its row and seasons (read before), the
    games being played (each one's version, and "last change 2 minutes ago" as the reader's language says
    it), the latest `nights`, and what the reader may do (`reader`)."""
    playing = LeagueGame.objects.filter(league=league, playing=True).order_by("game_id")
    found = playing.values_list("game_id", "game__version", "game__updated")
    in_play = tuple((game, game_version, when(updated)) for game, game_version, updated in found)
    shown = tuple(league.nights.values_list("pk", "date")[:nights])
    return ("standings", _row(league), version, _seasons(seasons), in_play, shown, *reader)


def player_key(league: League, version: int, seasons: Sequence[Season], *reader: object) -> tuple[object, ...]:
    """What a player's page shows besides what its version names (the player too: a row of `Player`)."""
    return ("player", _row(league), version, _seasons(seasons), *reader)
