"""Every name a person types is shown escaped on every page that shows it, in both languages: a league, its
players and sides (a club night's too), a game's notes, a deal's adjustment reason, each holding markup.
Every GET page of the resolver is visited (so a page added later is covered the day it is added), as the
league's owner; a template that marked one of them `|safe` would put a live element into the page."""

import datetime
import re

import pytest
from django.test import Client
from django.urls import get_resolver

from leagues.models import Player
from leagues.services.leagues import create_league, join
from leagues.services.nights import open_night, start_round
from scorekeeper.services.deals import add_deal
from tests.leagues.conftest import CANASTA, finished, record
from tests.test_csrf import patterns, url

pytestmark = pytest.mark.django_db

MARK = "data-typed"  # in no template: only in what the test types


def typed(what: str) -> str:
    return f'<b {MARK}="{what}">{what}</b>'


LIVE = re.compile(rf"<b {MARK}=")  # the markup as a browser would run it (escaped, it reads &lt;b ...)
SHOWN = re.compile(rf"&lt;b {MARK}=(&quot;|&#x27;|&#34;|\"|')(\w+)")


def test_every_typed_name_is_escaped_on_every_page(django_user_model):
    owner = django_user_model.objects.create_user("olive", "olive@example.com", "a long pass phrase")
    member = django_user_model.objects.create_user("mae", "mae@example.com", "a long pass phrase")
    league = create_league(typed("league"), CANASTA, None, owner=owner)
    join(league, member)
    game = finished(league, [typed("ann"), "Ben"], ["Chie", typed("dan")], totals=[5100, 4000])
    running = record(league, [typed("ann"), "Chie"], ["Ben", typed("dan")])
    running.notes = typed("notes")
    running.save(update_fields=["notes"])
    adjustment = {"points": 100, "reason": typed("reason")}
    add_deal(running, [{"melded_points": 50, "adjustments": [adjustment]}, {"melded_points": 50}])
    player = Player.objects.get(league=league, name=typed("ann"))
    night = open_night(league, datetime.date(2026, 11, 27), [player], [typed("eve"), "Finn", "Goro"], 1, "2x2", seed=1)
    start_round(night)
    membership = league.memberships.get(user=member)
    values = {
        "game": game.slug,
        "player": player.slug,
        "number": 1,
        "table": 1,
        "invite": league.invite,
        "member": membership.pk,
        "night": night.slug,
    }

    client = Client()
    client.force_login(owner)
    seen: dict[str, set[str]] = {}
    for route, _pattern in patterns(get_resolver()):
        if "<uidb64>" in route or "<token>" in route or route.startswith(("i18n/", "sw.js")):
            continue
        for slug in (running.slug, game.slug, running.view_slug) if not route.startswith("l/") else (league.slug,):
            for language in ("", "/ja"):
                address = language + url(route, values | {"slug": slug})
                response = client.get(address)
                if response.status_code != 200 or not response["Content-Type"].startswith("text/html"):
                    continue
                page = response.content.decode()
                assert not LIVE.search(page), f"{address} shows typed markup unescaped"
                for _quote, what in SHOWN.findall(page):
                    seen.setdefault(what, set()).add(route)
    # Not vacuous: each typed text was met escaped, on the pages that show it.
    assert set(seen) == {"league", "ann", "dan", "eve", "notes", "reason"}, seen
    assert {"l/<slug:slug>/n/<slug:night>/board/", "l/<slug:slug>/n/<slug:night>/results/"} <= seen["eve"]
    assert {"l/<slug:slug>/", "l/<slug:slug>/p/<slug:player>/", "g/<slug:slug>/"} <= seen["ann"]
    assert "g/<slug:slug>/deal/<int:number>/" in seen["reason"] and "g/<slug:slug>/details/" in seen["notes"]
