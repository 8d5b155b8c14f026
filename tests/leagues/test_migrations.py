"""Migration leagues 0002: players' keys as names are now matched, and players whose names now match kept apart."""

import pytest
from django.db import connection

from leagues.models import Player
from leagues.services.games import record_game
from scorekeeper.services.games import SideSpec
from tests.scorekeeper.test_migrations import executor_leaf, migrate

BEFORE = [("leagues", "0001_league")]
AFTER = [("leagues", "0002_player_keys_folded")]


@pytest.fixture
def at_0001(transactional_db):
    apps = migrate(BEFORE)
    yield apps
    migrate(executor_leaf())


def test_keys_are_folded_and_players_whose_names_now_match_are_numbered(at_0001, django_user_model):
    League, Player0001 = at_0001.get_model("leagues", "League"), at_0001.get_model("leagues", "Player")
    club = League.objects.create(slug="club", invite="club-invite", name="Club", variant="classic-canasta")
    other = League.objects.create(slug="other", invite="other-invite", name="Other", variant="classic-canasta")
    # As Meld kept them before: casefolded, spaces made one; the zero-width space and full-width letters kept.
    made = [
        (club, "Ann", "ann"),
        (club, "Ann\u200b", "ann\u200b"),
        (club, "\uff21nn", "\uff41nn"),
        (club, "Ren\u00e9", "ren\u00e9"),
        (club, "Rene\u0301", "rene\u0301"),
        (club, "\u0410nn", "\u0430nn"),  # Cyrillic: another name, which only looks like Ann
        (other, "\uff21nn", "\uff41nn"),  # alone in its league
    ]
    for league, name, key in made:
        Player0001.objects.create(league=league, slug=f"p{len(Player0001.objects.all())}", name=name, key=key)

    Player0002 = migrate(AFTER).get_model("leagues", "Player")  # as the migration left them (later ones add to leagues)
    found = [(p.league.slug, p.name, p.key) for p in Player0002.objects.order_by("pk")]
    assert found == [
        ("club", "Ann", "ann"),
        ("club", "Ann (2)", "ann (2)"),
        ("club", "\uff21nn (3)", "ann (3)"),
        ("club", "Ren\u00e9", "ren\u00e9"),
        ("club", "Ren\u00e9 (2)", "ren\u00e9 (2)"),  # composed, as every name is kept now
        ("club", "\u0410nn", "\u0430nn"),
        ("other", "\uff21nn", "ann"),
    ]

    # Each name now finds exactly one player: a rematch of "Ann (2)" seats that player, not Ann.
    migrate(executor_leaf())
    club_now = Player.objects.get(name="Ann (2)").league
    game = record_game(club_now, [SideSpec("A", ["Ann (2)", "Ann"]), SideSpec("B", ["René", "Ann (3)"])])
    seated = [seat.player.name for seat in game.league_game.seats.order_by("side", "position")]
    assert seated == ["Ann (2)", "Ann", "Ren\u00e9", "\uff21nn (3)"]


def version_of(league_id: int) -> int | None:
    with connection.cursor() as cursor:
        cursor.execute("SELECT version FROM leagues_leagueversion WHERE league_id = %s", [league_id])
        found = cursor.fetchone()
    return found[0] if found else None


def test_the_leagues_version_triggers_come_and_go_with_their_migration(transactional_db):
    """0007: every statement changing a league's players (results, log) moves its version on; taken back, the
    triggers go with the table, and players are written as before."""
    apps = migrate([("leagues", "0007_league_version")])
    League = apps.get_model("leagues", "League")
    club = League.objects.create(slug="club", invite="club-invite", name="Club", variant="classic-canasta")
    Player0007 = apps.get_model("leagues", "Player")
    Player0007.objects.create(league=club, slug="ann", name="Ann", key="ann")
    Player0007.objects.create(league=club, slug="ben", name="Ben", key="ben")
    assert version_of(club.pk) == 2
    Player0007.objects.filter(league=club).update(name="Someone")  # one statement: once on PostgreSQL
    assert version_of(club.pk) in (3, 4)  # SQLite moves it on once a row
    try:
        apps = migrate([("leagues", "0006_league_ratings_from")])
        apps.get_model("leagues", "Player").objects.create(league_id=club.pk, slug="cy", name="Cy", key="cy")
        assert apps.get_model("leagues", "Player").objects.count() == 3
    finally:
        migrate(executor_leaf())
    assert version_of(club.pk) is None  # a new table, from 0 again
    Player.objects.filter(league_id=club.pk, name="Cy").update(name="Cyd")
    assert version_of(club.pk) == 1


def test_finished_league_games_are_marked_as_no_longer_played(transactional_db):
    """0008: a league game is being played until its game is finished."""
    apps = migrate([("leagues", "0007_league_version"), ("scorekeeper", "0012_game_rules_fixed_and_closed")])
    League, Season = apps.get_model("leagues", "League"), apps.get_model("leagues", "Season")
    Game, LeagueGame = apps.get_model("scorekeeper", "Game"), apps.get_model("leagues", "LeagueGame")
    club = League.objects.create(slug="club", invite="club-invite", name="Club", variant="classic-canasta")
    season = Season.objects.create(league=club, number=1)
    for slug, over in (("done", True), ("going", False)):
        game = Game.objects.create(slug=slug, view_slug=f"{slug}-view", variant="classic-canasta", finished=over)
        LeagueGame.objects.create(game=game, league=club, season=season)
    apps = migrate([("leagues", "0008_league_game_playing")])
    playing = apps.get_model("leagues", "LeagueGame").objects.values_list("game__slug", "playing")
    assert dict(playing) == {"done": False, "going": True}
    migrate(executor_leaf())


def test_night_games_stopped_by_their_rounds_end_are_marked_as_no_longer_played(transactional_db):
    """0011: a club night's game stopped when its round ended is no longer being played (the games page lists it
    with the finished ones); one still running stays."""
    apps = migrate([("leagues", "0010_night_deal_in_play")])
    League, Season = apps.get_model("leagues", "League"), apps.get_model("leagues", "Season")
    Game, LeagueGame = apps.get_model("scorekeeper", "Game"), apps.get_model("leagues", "LeagueGame")
    Night, NightRound = apps.get_model("leagues", "Night"), apps.get_model("leagues", "NightRound")
    NightTable = apps.get_model("leagues", "NightTable")
    club = League.objects.create(slug="club", invite="club-invite", name="Club", variant="classic-canasta")
    season = Season.objects.create(league=club, number=1)
    night = Night.objects.create(league=club, slug="night", date="2026-12-07", seating="2x2", rounds=1)
    played = NightRound.objects.create(night=night, number=1)
    for number, (slug, stopped) in enumerate((("stopped", "2026-12-07T20:00:00Z"), ("going", None)), start=1):
        game = Game.objects.create(slug=slug, view_slug=f"{slug}-view", variant="classic-canasta")
        league_game = LeagueGame.objects.create(game=game, league=club, season=season, playing=True)
        NightTable.objects.create(round=played, number=number, league_game=league_game, stopped=stopped)
    try:
        apps = migrate([("leagues", "0011_stopped_night_games_not_playing")])
        playing = apps.get_model("leagues", "LeagueGame").objects.values_list("game__slug", "playing")
        assert dict(playing) == {"stopped": False, "going": True}
    finally:
        migrate(executor_leaf())
