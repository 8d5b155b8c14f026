"""The movement of a club night: a table's phone (one link for the whole night), each player's own places round
by round ("where do I sit next"), both kept live as the board is; and the sheet's forward for a table's phone."""

from typing import Any

from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.utils.cache import patch_cache_control
from django.utils.translation import get_language
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_safe

from scorekeeper.models import Game
from scorekeeper.polls import Version, etag, matches, not_modified
from scorekeeper.views.forwards import gone_to
from scorekeeper.views.live import POLL_SECONDS

from ..models import League, Night, TableLink
from ..services.board import night_version
from ..services.locks import may_run
from ..services.movement import follow, places, remember_phone, table_next, table_now
from .helpers import night_to_read, player_in

TABLE_KIND, PLACES_KIND = "t", "w"  # their letters in the ETags


def _tag(league: League, night: Night, kind: str, extra: str = "") -> str:
    found = night_version(league.slug, night.slug)
    if found is None:
        raise Http404
    return etag(Version(f"{found.number}{extra}"), kind, get_language())


def _link(slug: str) -> TableLink:
    return get_object_or_404(TableLink.objects.select_related("night__league"), slug=slug)


def _table_context(link: TableLink) -> dict[str, Any]:
    night = link.night
    upcoming = table_next(link)
    names = dict(night.presence.values_list("player_id", "player__name"))
    sides = [[names.get(player, "?") for player in side] for side in upcoming.sides] if upcoming else []
    return {
        "link": link,
        "night": night,
        "league": night.league,
        "upcoming": upcoming,
        "sides": sides,
        "seats": round_the_table(sides),
        "live_url": reverse("table_phone_live", args=[link.slug]),
        "etag": _tag(night.league, night, TABLE_KIND, f".{link.number}"),
        "poll_ms": str(POLL_SECONDS * 1000),
    }


def round_the_table(sides: list[list[str]]) -> list[str]:
    """The seats round the table, one player of each side in turn, as the score sheet seats them
    (rules.core.seating)."""
    return [sides[place % len(sides)][place // len(sides)] for place in range(sum(map(len, sides)))]


@never_cache  # the link is a table's key: its page is never kept
@require_safe
def table_phone(request: HttpRequest, slug: str) -> HttpResponse:
    """A table's link for the whole night: its game of the round being played (this browser is then the table's
    phone, and its sheet moves on to the next round's game by itself); before a round starts, who sits there."""
    link = _link(slug)
    remember_phone(request.session, link)
    now = table_now(link)
    if now is not None and now.league_game is not None:
        return redirect(now.league_game.game)
    return render(request, "leagues/night_table.html", _table_context(link))


@require_safe
def table_phone_live(request: HttpRequest, slug: str) -> HttpResponse:
    """The table page's live part, or 304 while the night is unchanged; once the table's game starts, where to go."""
    link = _link(slug)
    tag = _tag(link.night.league, link.night, TABLE_KIND, f".{link.number}")
    if matches(request.headers.get("If-None-Match", ""), tag):
        return not_modified(tag)
    now = table_now(link)
    if now is not None and now.league_game is not None:
        return gone_to(now.league_game.game.get_absolute_url())
    response = render(request, "leagues/night_table.html#live", _table_context(link))
    response["ETag"] = tag
    patch_cache_control(response, private=True, no_cache=True)
    return response


def follow_table(request: HttpRequest, game: Game) -> str | None:
    """The score pad's forward (scorekeeper/views/forwards.py): a table's phone on a game of a round before the
    one being played goes to its table's link, which takes it to the table's game now."""
    session = getattr(request, "session", None)
    if session is None or not game.rules_fixed:  # a league's games are played under fixed rules
        return None
    link = follow(session, game)
    return reverse("table_phone", args=[link.slug]) if link is not None else None


def _places_context(request: HttpRequest, league: League, night: Night, slug: str) -> dict[str, Any]:
    player = player_in(league, slug)
    if not night.presence.filter(player=player).exists():
        raise Http404
    found = places(night, player)
    upcoming = next((place for place in found if place.round.ended is None), None)
    return {
        "league": league,
        "night": night,
        "player": player,
        "places": found,
        "upcoming": upcoming,
        "runs": may_run(night, request.user),
        "live_url": reverse("night_places_live", args=[league.slug, night.slug, player.slug]),
        "etag": _tag(league, night, PLACES_KIND, f".{player.pk}"),
        "poll_ms": str(POLL_SECONDS * 1000),
    }


@require_safe
def night_places(request: HttpRequest, slug: str, night: str, player: str) -> HttpResponse:
    """A player's own movement card: where they sit round by round, the round being played (or next) first."""
    league, found = night_to_read(request, slug, night)
    return render(request, "leagues/night_places.html", _places_context(request, league, found, player))


@require_safe
def night_places_live(request: HttpRequest, slug: str, night: str, player: str) -> HttpResponse:
    league, found = night_to_read(request, slug, night)
    context = _places_context(request, league, found, player)
    if matches(request.headers.get("If-None-Match", ""), context["etag"]):
        return not_modified(context["etag"])
    response = render(request, "leagues/night_places.html#live", context)
    response["ETag"] = context["etag"]
    patch_cache_control(response, private=True, no_cache=True)
    return response
