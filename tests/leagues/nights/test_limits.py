"""The club night's lists, bounded (leagues/limits.py), and its draw made outside the league's lock (issue 42: an
organiser's 20,000 names held the league's lock for 264 s and stored nothing, while every deal saved at the
night's tables and every new league game answered 503)."""

import datetime
import threading

import pytest
from django.db import connection, transaction
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from leagues.limits import MOST_AT_A_NIGHT, MOST_NEW_NAMES, MOST_ORGANISERS
from leagues.models import League, Night, NightRound, Player, Presence
from leagues.services import nights as running
from leagues.services.nights import NightRefused, arrive, open_night
from tests.leagues.nights.conftest import open_for

pytestmark = pytest.mark.django_db

MANY = "\n".join(f"Player {n}" for n in range(20_000))


def stored() -> list:
    return [list(model.objects.order_by("pk").values()) for model in (Player, Night, NightRound, Presence)]


def test_twenty_thousand_new_names_are_refused_before_any_lock_or_lookup_and_store_nothing(client, league, owner):
    client.force_login(owner)
    before = stored()
    url = reverse("night_new", args=[league.slug])
    data = {"date": "2026-11-27", "seating": "2x2", "rounds": "3", "new_players": MANY}
    with CaptureQueriesContext(connection) as queries:
        page = client.post(url, data).content.decode()
    assert f"At most {MOST_NEW_NAMES} new names at once: add the others later, as late arrivals." in page
    assert stored() == before
    sql = [query["sql"] for query in queries.captured_queries]
    assert not any("FOR UPDATE" in statement for statement in sql)
    assert not any('"leagues_player"' in statement and " IN (" in statement for statement in sql)  # no lookup
    assert len(sql) < 15, sql  # the page and the session's, not one a name


def test_a_late_arrival_of_twenty_thousand_names_is_refused_and_stores_nothing(client, league, owner):
    night = open_for(league)
    client.force_login(owner)
    before = stored()
    with CaptureQueriesContext(connection) as queries:
        page = client.post(
            reverse("night_arrive", args=[league.slug, night.slug]), {"new_players": MANY}, follow=True
        ).content.decode()
    assert f"At most {MOST_NEW_NAMES} new names at once" in page
    assert stored() == before
    assert not any("FOR UPDATE" in query["sql"] for query in queries.captured_queries)


def test_a_night_of_the_most_new_names_opens_and_one_more_is_refused(league):
    names = [f"Player {n}" for n in range(MOST_NEW_NAMES)]
    night = open_night(league, datetime.date(2026, 11, 27), [], names, 2, "2x2", seed=1)
    assert night.presence.count() == MOST_NEW_NAMES
    with pytest.raises(NightRefused, match=f"At most {MOST_NEW_NAMES} new names"):
        open_night(league, datetime.date(2026, 11, 28), [], [*names, "One more"], 2, "2x2", seed=1)


def test_more_players_ticked_than_a_night_takes_are_refused_with_a_message(client, league, owner):
    client.force_login(owner)
    Player.objects.bulk_create(Player(league=league, name=f"P{n}", key=f"p{n}") for n in range(MOST_AT_A_NIGHT + 1))
    ticked = [str(pk) for pk in Player.objects.values_list("pk", flat=True)]
    url = reverse("night_new", args=[league.slug])
    data = {"date": "2026-11-27", "seating": "2x2", "rounds": "3", "players": ticked}
    with CaptureQueriesContext(connection) as queries:
        page = client.post(url, data).content.decode()
    assert f"Tick at most {MOST_AT_A_NIGHT}." in page
    assert not Night.objects.exists()
    assert len(queries.captured_queries) < 15  # the ids are not looked up one by one
    enough = client.post(url, {**data, "players": ticked[:MOST_AT_A_NIGHT], "rounds": "1"})
    assert enough.status_code == 302
    assert Presence.objects.count() == MOST_AT_A_NIGHT


def test_ticked_players_and_new_names_together_are_bounded(league):
    players = Player.objects.bulk_create(
        Player(league=league, name=f"P{n}", key=f"p{n}") for n in range(MOST_AT_A_NIGHT)
    )
    with pytest.raises(NightRefused, match=f"At most {MOST_AT_A_NIGHT} players at a night."):
        open_night(league, datetime.date(2026, 11, 27), players, ["Zed"], 1, "2x2", seed=1)


def test_an_arrival_past_the_most_players_is_refused(league):
    night = open_for(league)
    names = [f"New {n}" for n in range(MOST_NEW_NAMES)]
    arrive(night, [], names)
    more = Player.objects.bulk_create(
        Player(league=league, name=f"P{n}", key=f"p{n}") for n in range(MOST_AT_A_NIGHT - 8 - MOST_NEW_NAMES + 1)
    )
    with pytest.raises(NightRefused, match=f"At most {MOST_AT_A_NIGHT} players at a night."):
        arrive(night, more)
    assert night.presence.count() == 8 + MOST_NEW_NAMES


def test_more_organisers_than_a_night_needs_are_refused(client, league, owner, django_user_model):
    from leagues.services.leagues import join

    night = open_for(league)
    for n in range(MOST_ORGANISERS + 1):
        join(league, django_user_model.objects.create_user(f"m{n}"))
    client.force_login(owner)
    ids = [str(pk) for pk in django_user_model.objects.filter(username__startswith="m").values_list("pk", flat=True)]
    client.post(reverse("night_organisers", args=[league.slug, night.slug]), {"organisers": ids})
    assert not night.organisers.exists()
    client.post(reverse("night_organisers", args=[league.slug, night.slug]), {"organisers": ids[:MOST_ORGANISERS]})
    assert night.organisers.count() == MOST_ORGANISERS


def lock_the_league_meanwhile(league_id: int) -> list:
    """From another connection, lock the league and let it go, while the caller is inside a draw: how long it
    waited, or the error that ended its wait (the draw's caller held the lock)."""
    waited: list = []

    def lock() -> None:
        try:
            with transaction.atomic():
                if connection.vendor == "postgresql":
                    with connection.cursor() as cursor:
                        cursor.execute("SET LOCAL lock_timeout = '5s'")
                League.objects.select_for_update().get(pk=league_id)
                League.objects.filter(pk=league_id).update(name="Locked meanwhile")  # SQLite: a write locks
            waited.append("locked")
        except Exception as error:  # noqa: BLE001 - handed back to the test
            waited.append(error)
        finally:
            connection.close()

    thread = threading.Thread(target=lock)
    thread.start()
    thread.join(30)
    return waited


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("change", ["open", "arrive"])
def test_the_draw_is_made_outside_the_leagues_lock(league, monkeypatch, change):
    """Every deal saved at a league's tables takes the league's lock (leagues/services/results.py): a draw, which
    can take seconds, must never run under it."""
    night = open_for(league) if change == "arrive" else None
    seen: list = []
    drawing = running.redraw if change == "arrive" else running.draw

    def watched(*args, **kwargs):
        seen.extend(lock_the_league_meanwhile(league.pk))
        return drawing(*args, **kwargs)

    monkeypatch.setattr(running, "redraw" if change == "arrive" else "draw", watched)
    if change == "arrive":
        arrive(night, [], ["Ivy", "Jo", "Kit", "Lu"])
        assert night.presence.count() == 12
    else:
        open_for(league, names=["Ann", "Ben", "Cy", "Di", "Eve"])
        assert Night.objects.count() == 1
    assert seen == ["locked"]
    assert League.objects.get(pk=league.pk).name == "Locked meanwhile"


@pytest.mark.parametrize("name", ["ﷺ" * 14, "ﷺ" * 14 + "\nAnn"])
def test_a_new_name_too_long_once_spelled_out_is_refused_not_a_500(client, league, owner, name):
    # The probe of issue 42: "ﷺ" spells out as 18 letters, so 14 of them overflowed the key's column
    # (PostgreSQL: a 500 at a late arrival).
    night = open_for(league)
    client.force_login(owner)
    before = stored()
    url = reverse("night_arrive", args=[league.slug, night.slug])
    page = client.post(url, {"new_players": name}, follow=True).content.decode()
    assert "too long once its letters are written out in full" in page
    assert stored() == before
    new = reverse("night_new", args=[league.slug])
    page = client.post(new, {"date": "2026-11-28", "seating": "2x2", "rounds": "2", "new_players": name})
    assert "too long once its letters are written out in full" in page.content.decode()
    assert stored() == before
