"""Closing a season: its results are final (its games, finished or not, take no write), nothing more is
recorded in it, it can be opened again, and each close and reopening is a line of the league's log."""

import pytest

from leagues.models import League, LeagueGame, LogEntry
from leagues.services.games import GameRefused, import_league_game, league_rematch, record_game
from leagues.services.seasons import close_season, current_season, games_in_play, reopen_season, start_season
from scorekeeper.models import Game
from scorekeeper.services.deals import Opened, add_deal, change_deal
from scorekeeper.services.errors import GameClosed
from scorekeeper.services.exchange import export_game
from scorekeeper.services.games import SideSpec, create_game
from tests.leagues.conftest import finished, record
from tests.leagues.services.test_results import outcomes

pytestmark = pytest.mark.django_db


def test_closing_a_season_closes_its_games_finished_or_not(league, owner):
    create_game("classic-canasta", specs(["Ed", "Flo"], ["Gus", "Hal"]))  # a game of no league: its ids differ
    done = finished(league, ["Ann", "Ben"], ["Cy", "Di"], totals=[5100, 3000])
    playing = record(league, ["Ann", "Cy"], ["Ben", "Di"])
    season = current_season(league)
    assert games_in_play(season) == 1
    versions = {game.pk: Game.objects.get(pk=game.pk).version for game in (done, playing)}
    assert close_season(season, owner)
    for game in (done, playing):
        game.refresh_from_db()
        assert game.closed and game.version == versions[game.pk] + 1  # pages kept and forms opened see it
    with pytest.raises(GameClosed):
        change_deal(done, Opened.of(done, done.deals.get()), [{"melded_points": 100}, {"melded_points": 300}])
    with pytest.raises(GameClosed):
        add_deal(playing, [{"melded_points": 100}, {}], Opened(1, playing.version))
    assert outcomes(done)["Ann"] == ("W", 1, 5100)


def test_a_second_close_changes_nothing(league, owner):
    season = current_season(league)
    assert close_season(season, owner)
    assert not close_season(season, owner)
    assert LogEntry.objects.filter(kind=LogEntry.Kind.SEASON_CLOSED).count() == 1


def test_opening_a_season_again_opens_its_games(league, owner):
    done = finished(league, ["Ann", "Ben"], ["Cy", "Di"], totals=[5100, 3000])
    season = current_season(league)
    close_season(season, owner)
    assert reopen_season(season, owner)
    assert not reopen_season(season, owner)
    done.refresh_from_db()
    assert not done.closed
    change_deal(done, Opened.of(done, done.deals.get()), [{"melded_points": 100}, {"melded_points": 300}])
    kinds = list(LogEntry.objects.order_by("at", "pk").values_list("kind", flat=True))
    assert kinds == ["season closed", "season opened", "corrected"]


def test_closing_an_earlier_season_leaves_the_current_one_open(league, owner):
    old = finished(league, ["Ann", "Ben"], ["Cy", "Di"], totals=[5100, 3000])
    first = current_season(league)
    start_season(league)
    close_season(first, owner)
    new = finished(league, ["Ann", "Ben"], ["Cy", "Di"], totals=[3000, 5100])
    old.refresh_from_db()
    new.refresh_from_db()
    assert old.closed and not new.closed
    assert LeagueGame.objects.get(game=new).season.number == 2


def specs(*sides):
    return [SideSpec(" & ".join(players), list(players)) for players in sides]


def test_nothing_is_recorded_in_a_closed_season(league, owner):
    game = finished(league, ["Ann", "Ben"], ["Cy", "Di"], totals=[5100, 3000])
    close_season(current_season(league), owner)
    count = LeagueGame.objects.count()
    with pytest.raises(GameRefused) as refused:
        record_game(league, specs(["Ann", "Ben"], ["Cy", "Di"]))
    assert refused.value.problems == [
        "Season 1 is closed: the league's owner starts the next season or opens it again."
    ]
    with pytest.raises(GameRefused):
        league_rematch(LeagueGame.objects.get(game=game))
    with pytest.raises(Exception, match="Season 1 is closed"):
        import_league_game(league, export_game(game))
    assert LeagueGame.objects.count() == count
    start_season(league)
    record_game(league, specs(["Ann", "Ben"], ["Cy", "Di"]))  # the next season takes games
    assert LeagueGame.objects.count() == count + 1


def test_a_league_made_without_a_season_gets_its_first_on_first_use(owner):
    league = League.objects.create(name="Made in the admin", variant="classic-canasta", owner=owner)
    assert not league.seasons.exists()
    first = current_season(league)
    assert (first.number, first.closed) == (1, None)
    assert current_season(league) == first and league.seasons.count() == 1
    assert start_season(league).number == 2


def test_each_close_and_opening_names_who_did_it_in_the_log(league, owner, member):
    season = current_season(league)
    close_season(season, owner)
    reopen_season(season, member)
    entries = LogEntry.objects.order_by("at", "pk")
    assert [(entry.kind, entry.user) for entry in entries] == [("season closed", owner), ("season opened", member)]


def test_games_in_play_are_the_seasons_own(league):
    record(league, ["Ann", "Cy"], ["Ben", "Di"])
    first = current_season(league)
    second = start_season(league)
    assert (games_in_play(first), games_in_play(second)) == (1, 0)
    record(league, ["Ann", "Cy"], ["Ben", "Di"])
    record(league, ["Ann", "Ben"], ["Cy", "Di"])
    assert (games_in_play(first), games_in_play(second)) == (1, 2)
