"""The migrations' data steps, forward and back, and that the models and migrations agree."""

from io import StringIO

import pytest
from django.core.management import call_command
from django.db import connection
from django.db.migrations import RunPython
from django.db.migrations.executor import MigrationExecutor
from django.test import Client

from scorekeeper.models import Deal
from scorekeeper.models import Game as Current
from scorekeeper.services.deals import add_deal
from scorekeeper.services.games import SideSpec, create_game

APP = "scorekeeper"
BEFORE = [(APP, "0002_game_rules_and_saved_house_rules")]
AFTER = [(APP, "0003_stored_standing_and_deals")]


def migrate(targets):
    """Migrate the test database to `targets` and give back the models as they were there."""
    executor = MigrationExecutor(connection)
    executor.loader.build_graph()
    executor.migrate(targets)
    return executor.loader.project_state(targets).apps


@pytest.fixture
def at_0002(transactional_db):
    apps = migrate(BEFORE)
    yield apps
    migrate(executor_leaf())


def executor_leaf():
    """Every app's latest migration: going back to 0002 also took back the apps that depend on the score pad."""
    return MigrationExecutor(connection).loader.graph.leaf_nodes()


def test_the_tallies_move_into_their_deals_and_back(at_0002):
    Game, Side, Deal, Tally = (at_0002.get_model(APP, name) for name in ("Game", "Side", "Deal", "Tally"))
    game = Game.objects.create(slug="old-game", variant="classic-canasta", rules={"target": 7500})
    we = Side.objects.create(game=game, order=0, name="We", players=["A", "B"])
    they = Side.objects.create(game=game, order=1, name="They", players=["C", "D"])
    deal = Deal.objects.create(game=game, number=1)
    Tally.objects.create(deal=deal, side=they, entries={"melded_points": 50}, score=50)
    Tally.objects.create(deal=deal, side=we, entries={"went_out": True}, score=100)

    apps = migrate(AFTER)
    game = apps.get_model(APP, "Game").objects.get()
    deal = apps.get_model(APP, "Deal").objects.get()
    assert (game.seating, game.standing, game.version, game.rules) == ("2x2", None, 0, {"target": 7500})
    assert (deal.entries, deal.scores) == ([{"went_out": True}, {"melded_points": 50}], [100, 50])

    apps = migrate(BEFORE)
    tallies = apps.get_model(APP, "Tally").objects.order_by("side__order")
    assert [(tally.side.name, tally.entries, tally.score) for tally in tallies] == [
        ("We", {"went_out": True}, 100),
        ("They", {"melded_points": 50}, 50),
    ]


@pytest.fixture
def at_0001(transactional_db):
    apps = migrate([(APP, "0001_initial")])
    yield apps
    migrate(executor_leaf())


def test_a_games_own_target_becomes_its_first_house_rule_and_back(at_0001):
    Game = at_0001.get_model(APP, "Game")
    Game.objects.create(slug="own-target", variant="classic-canasta", target=7500)
    Game.objects.create(slug="usual-target", variant="samba")

    apps = migrate(BEFORE)
    rules = dict(apps.get_model(APP, "Game").objects.values_list("slug", "rules"))
    assert rules == {"own-target": {"target": 7500}, "usual-target": {}}

    apps = migrate([(APP, "0001_initial")])
    targets = dict(apps.get_model(APP, "Game").objects.values_list("slug", "target"))
    assert targets == {"own-target": 7500, "usual-target": None}


@pytest.mark.django_db
def test_the_models_and_the_migrations_agree():
    call_command("makemigrations", "--check", "--dry-run", stdout=StringIO())


BEFORE_CAP = [(APP, "0005_game_paper_deals")]
AFTER_CAP = [(APP, "0006_game_notes_length")]


@pytest.fixture
def at_0003(transactional_db):
    apps = migrate([(APP, "0003_stored_standing_and_deals")])
    yield apps
    migrate(executor_leaf())


@pytest.fixture
def at_0005(transactional_db):
    apps = migrate(BEFORE_CAP)
    yield apps
    migrate(executor_leaf())


def test_cuban_black_threes_captured_become_a_count_and_back(at_0003):
    Game, Deal = (at_0003.get_model(APP, name) for name in ("Game", "Deal"))
    game = Game.objects.create(slug="cuban-game", variant="cuban", seating="2x2")
    Deal.objects.create(
        game=game,
        number=1,
        entries=[{"black_threes_captured": True, "went_out": True}, {"black_threes_captured": False}],
        scores=[200, 0],
    )
    classic = Game.objects.create(slug="classic-game", variant="classic-canasta", seating="2x2")
    Deal.objects.create(game=classic, number=1, entries=[{"went_out": True}, {}], scores=[100, 0])

    apps = migrate([(APP, "0004_black_threes_captured_counted")])
    deals = apps.get_model(APP, "Deal").objects.order_by("game__slug")
    assert [deal.entries for deal in deals] == [
        [{"went_out": True}, {}],
        [{"black_threes_captured": 4, "went_out": True}, {"black_threes_captured": 0}],
    ]
    assert deals[1].scores == [200, 0]

    apps = migrate([(APP, "0003_stored_standing_and_deals")])
    deal = apps.get_model(APP, "Deal").objects.get(game__slug="cuban-game")
    assert deal.entries == [{"black_threes_captured": True, "went_out": True}, {"black_threes_captured": False}]


def test_notes_longer_than_the_cap_are_cut_to_it_and_the_way_back_works(at_0005):
    Game = at_0005.get_model(APP, "Game")
    Game.objects.create(slug="long-notes", variant="classic-canasta", seating="2x2", notes="é" * 10_000)
    Game.objects.create(slug="short-notes", variant="classic-canasta", seating="2x2", notes="at Ann's")

    apps = migrate(AFTER_CAP)
    notes = dict(apps.get_model(APP, "Game").objects.values_list("slug", "notes"))
    assert notes == {"long-notes": "é" * 2000, "short-notes": "at Ann's"}

    apps = migrate(BEFORE_CAP)
    Game = apps.get_model(APP, "Game")
    Game.objects.create(slug="longer-again", variant="classic-canasta", seating="2x2", notes="n" * 5000)
    assert len(Game.objects.get(slug="longer-again").notes) == 5000


@pytest.fixture
def at_0007(transactional_db):
    apps = migrate([(APP, "0007_staff_logins")])
    yield apps
    migrate(executor_leaf())


def test_deals_get_a_version_and_an_unknown_author_and_keep_their_entries_back_and_forth(at_0007):
    Game, Deal = (at_0007.get_model(APP, name) for name in ("Game", "Deal"))
    game = Game.objects.create(slug="old-game", variant="classic-canasta", seating="2x2", version=7)
    Deal.objects.create(game=game, number=1, entries=[{"went_out": True}, {}], scores=[100, 0])

    apps = migrate([(APP, "0008_deal_versions_and_changes")])
    deal = apps.get_model(APP, "Deal").objects.get()
    assert (deal.version, deal.entered_version, deal.browser, deal.user_id, deal.access) == (1, 0, "", None, "link")
    assert apps.get_model(APP, "DealChange").objects.count() == 0

    apps = migrate([(APP, "0007_staff_logins")])
    deal = apps.get_model(APP, "Deal").objects.get()
    assert (deal.number, deal.entries, deal.scores) == (1, [{"went_out": True}, {}], [100, 0])


SHARE_BEFORE = [(APP, "0010_game_first_dealer")]
SHARE_AFTER = [(APP, "0011_game_share_links_and_owner")]


def test_games_made_before_view_links_keep_their_link_as_the_edit_link_and_get_a_view_link_each(transactional_db):
    apps = migrate(SHARE_BEFORE)
    Game = apps.get_model(APP, "Game")
    Side = apps.get_model(APP, "Side")
    slugs = []
    for name in ("first", "second", "third"):
        game = Game.objects.create(slug=f"old-{name}-game", variant="classic-canasta", seating="2x2")
        for order in (0, 1):
            Side.objects.create(game=game, order=order, name=f"Side {order}", players=["", ""])
        slugs.append(game.slug)
    try:
        apps = migrate(SHARE_AFTER)
        games = list(apps.get_model(APP, "Game").objects.order_by("pk"))
        assert [game.slug for game in games] == slugs  # today's links still open the games, to edit them
        views = [game.view_slug for game in games]
        assert len(set(views)) == 3 and all(len(view) == 16 for view in views)  # 96 random bits each
        assert all((game.owner_id, game.owner_browser) == (None, "") for game in games)
    finally:
        migrate(executor_leaf())
    client = Client()
    game = Current.objects.get(slug=slugs[0])
    assert client.get(f"/g/{slugs[0]}/").status_code == 200
    assert client.get(f"/g/{slugs[0]}/delete/").status_code == 200  # no owner kept: the edit link's holder owns it
    assert client.get(f"/v/{game.view_slug}/").status_code == 200


def data_steps() -> list[tuple[str, str]]:
    """Every migration of ours with a data step (RunPython), in order."""
    loader = MigrationExecutor(connection).loader
    found = []
    for key, migration in loader.disk_migrations.items():
        if key[0] in {APP, "leagues"} and any(isinstance(op, RunPython) for op in migration.operations):
            found.append(key)
    return sorted(found)


def test_a_game_of_today_goes_back_over_every_data_step_and_forward_again(transactional_db):
    """Down to 0001 and up again, through every RunPython both ways, with a real game in the database."""
    assert data_steps() == [
        ("leagues", "0002_player_keys_folded"),  # tests/leagues/test_migrations.py
        ("leagues", "0004_league_games_play_fixed_rules"),  # a league's: test_league_games_play_fixed_rules...
        ("leagues", "0007_league_version"),  # triggers: tests/leagues/test_migrations.py
        ("leagues", "0008_league_game_playing"),  # a league's: tests/leagues/test_migrations.py
        ("leagues", "0011_stopped_night_games_not_playing"),  # a night's: tests/leagues/test_migrations.py
        (APP, "0002_game_rules_and_saved_house_rules"),
        (APP, "0003_stored_standing_and_deals"),
        (APP, "0004_black_threes_captured_counted"),
        (APP, "0006_game_notes_length"),
        (APP, "0011_game_share_links_and_owner"),
    ]  # a new data step belongs in this test: add what it moves to the game below
    sides = [SideSpec("We", ["Aiko", "Ben"]), SideSpec("They", ["Chie", "Dan"])]
    game = create_game("classic-canasta", sides, target=7500, notes="at Ann's")
    add_deal(game, [{"natural_canastas": 1, "went_out": True, "melded_points": 100}, {"melded_points": 50}])
    cuban = create_game("cuban", sides)
    add_deal(cuban, [{"natural_canastas": 1, "went_out": True, "black_threes_captured": 4, "melded_points": 35}, {}])
    entries = {slug: Deal.objects.get(game__slug=slug).entries for slug in (game.slug, cuban.slug)}
    totals = Deal.objects.get(game=game).scores  # one deal: the totals are its scores
    try:
        apps = migrate([(APP, "0001_initial")])
        old = apps.get_model(APP, "Game").objects.get(slug=game.slug)
        assert (old.target, old.notes) == (7500, "at Ann's")
        tallies = apps.get_model(APP, "Tally").objects.filter(deal__game=old).order_by("side__order")
        assert [tally.entries for tally in tallies] == entries[game.slug]
    finally:
        migrate(executor_leaf())
    again = Current.objects.get(slug=game.slug)
    assert (again.rules, again.notes, again.seating) == ({"target": 7500}, "at Ann's", "2x2")
    assert again.view_slug and again.view_slug != game.view_slug  # a new view link; the edit link is the same
    for slug, entered in entries.items():
        assert Deal.objects.get(game__slug=slug).entries == entered
    html = Client().get(again.get_absolute_url()).content.decode()
    assert all(f'<p class="total">{total:,}</p>' in html for total in totals)  # read again from the deals


def test_view_links_go_away_and_games_stay_on_the_way_back(transactional_db):
    apps = migrate(SHARE_AFTER)
    apps.get_model(APP, "Game").objects.create(slug="new-game", view_slug="view-of-it", variant="classic-canasta")
    try:
        apps = migrate(SHARE_BEFORE)
        Game = apps.get_model(APP, "Game")
        assert list(Game.objects.values_list("slug", flat=True)) == ["new-game"]
        assert "view_slug" not in {field.name for field in Game._meta.get_fields()}
    finally:
        migrate(executor_leaf())


FIXED_BEFORE = [("leagues", "0003_league_privacy_season_closing_and_log"), (APP, "0012_game_rules_fixed_and_closed")]
FIXED_AFTER = [("leagues", "0004_league_games_play_fixed_rules"), (APP, "0012_game_rules_fixed_and_closed")]


def test_league_games_play_fixed_rules_and_others_do_not(transactional_db):
    apps = migrate(FIXED_BEFORE)
    Game, League = apps.get_model(APP, "Game"), apps.get_model("leagues", "League")
    season = apps.get_model("leagues", "Season")
    league = League.objects.create(slug="club", invite="join-club", name="Club", variant="classic-canasta")
    played = Game.objects.create(slug="league-game", view_slug="view-league", variant="classic-canasta")
    Game.objects.create(slug="own-game", view_slug="view-own", variant="classic-canasta")
    first = season.objects.create(league=league, number=1)
    apps.get_model("leagues", "LeagueGame").objects.create(game=played, league=league, season=first)
    try:
        apps = migrate(FIXED_AFTER)
        fixed = dict(apps.get_model(APP, "Game").objects.values_list("slug", "rules_fixed"))
        assert fixed == {"league-game": True, "own-game": False}
        apps = migrate(FIXED_BEFORE)
        fixed = dict(apps.get_model(APP, "Game").objects.values_list("slug", "rules_fixed"))
        assert fixed == {"league-game": False, "own-game": False}
    finally:
        migrate(executor_leaf())
