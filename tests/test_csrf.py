"""Every URL of Meld refuses a POST without a CSRF token, and nothing changes: a view made
`csrf_exempt` by mistake fails here. The URLs are read from the resolver, so a new view is covered
the day it is added."""

import datetime

import pytest
from django.apps import apps
from django.test import Client
from django.urls import URLPattern, URLResolver, get_resolver

from leagues.models import Membership, Player
from leagues.services.leagues import create_league, join
from leagues.services.nights import open_night
from tests.leagues.conftest import CANASTA, deal, finished

pytestmark = pytest.mark.django_db


def patterns(resolver: URLResolver, prefix: str = "") -> list[tuple[str, URLPattern]]:
    found = []
    for pattern in resolver.url_patterns:
        route = prefix + str(pattern.pattern)
        if isinstance(pattern, URLResolver):
            found += patterns(pattern, route)
        elif not route.startswith("admin/"):  # Django's own admin, with its own CSRF checks
            found.append((route, pattern))
    return found


def url(route: str, values: dict[str, object]) -> str:
    for name, value in values.items():
        for converter in ("slug:", "int:", "str:", "path:", ""):
            route = route.replace(f"<{converter}{name}>", str(value))
    assert "<" not in route, route
    return "/" + route


def counts() -> dict[str, int]:
    """How many rows each of our models holds, to show that a refused request changed nothing."""
    ours = ("scorekeeper", "leagues", "accounts", "auth")
    return {model._meta.label: model.objects.count() for model in apps.get_models() if model._meta.app_label in ours}


def test_every_post_without_a_token_is_refused_and_changes_nothing(django_user_model):
    owner = django_user_model.objects.create_user("olive", "olive@example.com", "a long pass phrase")
    member = django_user_model.objects.create_user("mae", "mae@example.com", "a long pass phrase")
    league = create_league("Tuesday club", CANASTA, None, owner=owner)
    join(league, member)
    game = finished(league, ["Aiko", "Ben"], ["Chie", "Dan"], totals=[5100, 4000])
    deal(game, 50, 50)
    player = Player.objects.filter(league=league).first()
    membership = Membership.objects.get(league=league, user=member)
    night = open_night(league, datetime.date(2026, 11, 27), [], ["Emi", "Finn", "Goro", "Hana"], 1, "2x2", seed=1)
    values = {
        "slug": game.slug,
        "number": 1,
        "table": 1,
        "invite": league.invite,
        "game": game.slug,
        "player": player.slug,
        "member": membership.pk,
        "uidb64": "MQ",
        "token": "set-password",
        "night": night.slug,
    }
    client = Client(enforce_csrf_checks=True)
    client.force_login(owner)
    before = counts()
    routes = patterns(get_resolver())
    assert len(routes) > 30
    for route, _pattern in routes:
        # League URLs take the league's slug, the score pad's the game's.
        address = url(route, values | ({"slug": league.slug} if route.startswith("l/") else {}))
        response = client.post(address, {"name": "x", "notes": "x"})
        assert response.status_code in (403, 405), (address, response.status_code)
    assert counts() == before


def test_a_post_with_the_token_gets_past_the_check():
    """The refusals above come from the CSRF check, not from something else refusing every POST."""
    client = Client(enforce_csrf_checks=True)
    page = client.get("/new/")
    token = page.cookies["csrftoken"].value
    response = client.post("/new/", {"csrfmiddlewaretoken": token, "variant": "classic-canasta"})
    assert response.status_code == 302  # a game with the preset's names, started
