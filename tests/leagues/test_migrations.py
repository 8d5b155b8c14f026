"""Migration leagues 0002: players' keys as names are now matched, and players whose names now match kept apart."""

import pytest

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
