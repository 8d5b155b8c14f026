"""The standings and a player's page are rendered once per state of what they show, their figures worked out
once per version of the league (leagues/services/kept.py): a page nothing changed since is served as kept,
every kind of write shows at once (the kept page equals one worked out afresh), and a write that commits
while a page is being worked out never leaves a stale page behind."""

from collections.abc import Callable
from datetime import timedelta

import pytest
from django.core.cache import caches
from django.db import connection
from django.test import Client, override_settings
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from leagues.models import League, LeagueGame, Player, Result, Season
from leagues.services import kept
from leagues.services.games import record_result
from leagues.services.leagues import join
from leagues.services.nights import open_night
from leagues.services.players import claim, rename_player, unlink
from leagues.services.results import replay_ratings
from leagues.services.seasons import close_season, reopen_season, start_season
from leagues.views import players as player_views
from scorekeeper.models import Game
from scorekeeper.services.deals import Opened, change_deal, delete_deal, restore_deal
from scorekeeper.services.games import SideSpec, delete_game, update_game
from tests import without_secrets
from tests.leagues.conftest import deal, finished, record
from tests.leagues.nights.conftest import open_for
from tests.leagues.services.test_races import at_once

pytestmark = pytest.mark.django_db

QUEUED = {"default": {"BACKEND": "django_tasks_db.DatabaseBackend"}}  # as in production: a worker replays


def ann(league: League) -> Player:
    """Ann, whatever her name now: the league's first player."""
    return Player.objects.filter(league=league).order_by("pk").first()


def urls(league: League) -> list[str]:
    """The standings (the current season, all time, sorted) and Ann's page."""
    base = league.get_absolute_url()
    return [base, base + "?season=all", base + "?sort=points", ann(league).get_absolute_url()]


def seen(client, league: League) -> dict[str, str]:
    return {url: without_secrets(client.get(url)) for url in urls(league)}


def afresh(client, league: League) -> dict[str, str]:
    for cache in caches.all():
        cache.clear()
    return seen(client, league)


def first_game(league: League) -> Game:
    return LeagueGame.objects.get(league=league, sequence=1).game


def correct_first(league: League) -> None:
    game = first_game(league)
    change_deal(game, Opened.of(game, game.deals.get(number=1)), [{"melded_points": 0}, {"melded_points": 300}])


def delete_last_deal(league: League) -> None:
    game = first_game(league)
    delete_deal(game, game.deals.get(number=1).pk)


def put_back(league: League) -> None:
    game = first_game(league)
    snapshot = delete_deal(game, game.deals.get(number=1).pk)
    for cache in caches.all():  # seen with the deal deleted
        cache.clear()
    restore_deal(Game.objects.get(pk=game.pk), snapshot)


def rename_at_the_table(league: League) -> None:
    game = first_game(league)
    update_game(game, [SideSpec("Ann & Bea", ["Ann", "Bea"]), SideSpec("Cy & Di", ["Cy", "Di"])], "")


def next_season(league: League) -> None:
    start_season(league)


def close_current(league: League) -> None:
    close_season(Season.objects.get(league=league, number=1), None)


def close_and_reopen(league: League) -> None:
    close_current(league)
    reopen_season(Season.objects.get(league=league, number=1), None)


def correction_queued(league: League) -> None:
    """A correction of the first game, its replay left to the worker: the pages say the ratings are updating."""
    with override_settings(TASKS=QUEUED):
        correct_first(league)


def replayed(league: League) -> None:
    correction_queued(league)
    replay_ratings.call(league.pk)


def an_hour_on(league: League) -> None:
    """Nothing written but the clock: a game being played says when it last changed."""
    Game.objects.filter(league_game__league=league, finished=False).update(updated=timezone.now() - timedelta(hours=1))


WRITES = {
    "a deal in a game being played": lambda league: deal(Game.objects.get(finished=False), 100, 50),
    "a game recorded": lambda league: record(league, ["Ann", "Di"], ["Ben", "Cy"]),
    "a game finished": lambda league: finished(league, ["Di", "Ben"], ["Cy", "Ann"], totals=[5200, 100]),
    "a game finished by a new player": lambda league: finished(league, ["Eve", "Ben"], ["Cy", "Ann"], totals=[5200, 0]),
    "a deal corrected": correct_first,
    "a game reopened (its last deal deleted)": delete_last_deal,
    "a deal put back": put_back,
    "a game deleted": lambda league: delete_game(first_game(league)),
    "names changed at the table": rename_at_the_table,
    "a result recorded on paper": lambda league: record_result(
        league, [SideSpec("A", ["Cy", "Ann"], 5100), SideSpec("B", ["Ben", "Di"], 1000)], timezone.localdate()
    ),
    "a player renamed": lambda league: rename_player(ann(league), "Anne"),
    "a player claimed by an account": lambda league: claim(ann(league), League.objects.get(pk=league.pk).owner),
    "a season started": next_season,
    "a season closed": close_current,
    "a season closed and opened again": close_and_reopen,
    "ratings waiting for the worker": correction_queued,
    "ratings replayed by the worker": replayed,
    "a rating written by any statement": lambda league: Result.objects.filter(league=league).update(mu=1.0),
    "a club night": lambda league: open_night(league, timezone.localdate(), list(league.players.all()), [], 2, "2x2"),
    "an hour passing": an_hour_on,
}


@pytest.fixture
def playing(three_games):
    """The three games, and a fourth being played."""
    game = record(three_games, ["Ann", "Cy"], ["Ben", "Di"])
    deal(game, 120, 90)
    return three_games


def test_a_page_nothing_changed_since_is_served_as_kept(client, playing, owner):
    client.force_login(owner)
    seen(client, playing)
    for url in urls(playing):
        with CaptureQueriesContext(connection) as asked:
            client.get(url)
        tables = " ".join(query["sql"] for query in asked.captured_queries)
        assert "leagues_result" not in tables, url


@pytest.mark.parametrize("write", list(WRITES))
def test_every_kind_of_write_shows_at_once(client, playing, owner, write):
    client.force_login(owner)
    before = seen(client, playing)
    WRITES[write](League.objects.get(pk=playing.pk))
    shown = seen(client, playing)
    assert shown == afresh(client, playing)  # the page as kept is the page worked out now
    assert shown != before  # and the write shows


def test_an_account_unlinked_shows_at_once(client, playing, owner):
    client.force_login(owner)
    claim(ann(playing), owner)
    before = seen(client, playing)
    unlink(ann(playing))
    shown = seen(client, playing)
    assert shown == afresh(client, playing)
    assert shown != before


def test_a_member_joining_sees_what_members_see(client, playing, stranger):
    client.force_login(stranger)
    seen(client, playing)
    join(playing, stranger)
    assert seen(client, playing) == afresh(client, playing)


def test_every_write_of_a_leagues_rows_moves_its_version_and_no_other_leagues(playing, make_league):
    other = make_league(name="Other club")
    finished(other, ["Ann", "Ben"], ["Cy", "Di"], totals=[5100, 3000])
    mine, theirs = kept.league_version(playing), kept.league_version(other)
    Result.objects.filter(league=playing).update(points=1)  # any statement, even one that forgot the pages
    assert kept.league_version(playing) > mine
    assert kept.league_version(other) == theirs
    mine = kept.league_version(playing)
    Player.objects.filter(league=playing, name="Ann").update(name="Anna")
    assert kept.league_version(playing) > mine


def test_a_deleted_league_leaves_no_version(make_league):
    league = make_league()
    Player.objects.create(league=league, name="Ann", key="ann")
    assert kept.league_version(league) == 1
    league.delete()
    assert kept.league_version(league) == 0


def test_a_write_that_commits_while_a_page_is_worked_out_leaves_no_stale_page(client, playing, monkeypatch):
    """The version is read before anything it names: a player renamed just after their page read the
    version (another phone's write committing then) makes the page kept under the old version, which
    nobody asks for again."""
    read = player_views.player_in

    def renamed_meanwhile(league, slug):
        person = read(league, slug)
        if person.name == "Ann":
            rename_player(Player.objects.get(pk=person.pk), "Anne")
        return person

    url = ann(playing).get_absolute_url()
    monkeypatch.setattr(player_views, "player_in", renamed_meanwhile)
    client.get(url)
    monkeypatch.setattr(player_views, "player_in", read)
    shown = without_secrets(client.get(url))
    assert "<h1>Anne</h1>" in shown
    assert shown == afresh(client, playing)[url]


@pytest.mark.django_db(transaction=True)
def test_phones_writing_at_once_while_others_read_leave_no_stale_page(league, owner):
    """Two games finishing, a player renamed and another claimed, all at once, while two phones read the
    pages over and over: no write waits forever on another (the version's row is locked last), and
    the pages kept at the end are the pages worked out afresh."""
    finished(league, ["Ann", "Ben"], ["Cy", "Di"], totals=[5100, 3000])
    first = record(league, ["Ann", "Ben"], ["Cy", "Di"], starts=[4800, 0])
    second = record(league, ["Ann", "Cy"], ["Ben", "Di"], starts=[0, 4800])
    phones = [Client(), Client()]

    def reading(phone: Client) -> Callable[[], None]:
        def read() -> None:
            for _time in range(5):
                seen(phone, league)

        return read

    at_once(
        lambda: deal(Game.objects.get(pk=first.pk), 300, 0),
        lambda: deal(Game.objects.get(pk=second.pk), 0, 300),
        lambda: rename_player(Player.objects.get(league=league, name="Di"), "Dee"),
        lambda: claim(Player.objects.get(league=league, name="Cy"), owner),
        *(reading(phone) for phone in phones),
    )
    shown = seen(phones[0], league)
    assert "Dee" in shown[league.get_absolute_url()]
    assert shown == afresh(phones[0], league)


def test_a_night_opened_shows_at_once_even_among_nights_of_one_day(client, league):
    """The league's page lists its latest nights: a night opened on the day of the ten shown still shows."""
    for _night in range(10):
        open_for(league)
    seen(client, league)
    open_for(league)
    assert seen(client, league) == afresh(client, league)


@pytest.mark.parametrize("query", ["", "?season=1", "?season=all"])
def test_a_players_page_reads_the_standings_lines_the_standings_page_worked_out(
    client, three_games, monkeypatch, query
):
    """Worked out once per version: Ann's page, after the standings of the same season (the current, an
    ended one, all time), takes her record line from what the standings kept."""
    start_season(three_games)
    finished(three_games, ["Ann", "Ben"], ["Cy", "Di"], totals=[5100, 3000])
    client.get(three_games.get_absolute_url() + query)

    def worked_out_again(*args, **kwargs):
        raise AssertionError("the standings' lines worked out again")

    monkeypatch.setattr(player_views, "lines", worked_out_again)
    assert client.get(ann(three_games).get_absolute_url() + query).status_code == 200
