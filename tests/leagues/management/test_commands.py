"""create_league, import_game FILE --league SLUG, export_league SLUG."""

import io
import json

import pytest
from django.core.management import CommandError, call_command

from leagues.models import League, LeagueGame, Player
from leagues.services.ratings import shown
from leagues.services.standings import lines
from scorekeeper.services.exchange import export_game
from tests.leagues.conftest import finished, record

pytestmark = pytest.mark.django_db


def run(*args) -> str:
    out = io.StringIO()
    call_command(*args, stdout=out)
    return out.getvalue()


def test_create_league_prints_the_slug_last(owner):
    out = run("create_league", "Tuesday club", "--variant", "kalooki", "--owner", "olive", "--rules", '{"target": 200}')
    league = League.objects.get()
    assert out.splitlines()[-1] == league.slug
    assert f"/join/{league.invite}/" in out
    assert (league.name, league.variant, league.owner, league.rules) == (
        "Tuesday club",
        "kalooki",
        owner,
        {"target": 200},
    )
    assert league.seasons.count() == 1


def test_create_league_refuses_an_unknown_game_bad_rules_or_owner(db):
    for args, message in (
        (("--variant", "poker"), "unknown game poker"),
        (("--variant", "kalooki", "--rules", '{"target": -5}'), "--rules"),
        (("--variant", "kalooki", "--rules", "[1"), "--rules"),
        (("--variant", "kalooki", "--owner", "nobody"), "no account nobody"),
    ):
        with pytest.raises(CommandError, match=message):
            run("create_league", "Club", *args)
    assert not League.objects.exists()


@pytest.fixture
def game_file(tmp_path, league):
    """A finished game of the league's game, as a file from another phone (its players in another case)."""
    game = finished(league, ["Ann", "Ben"], ["Cy", "Di"], totals=[5100, 3000])
    document = export_game(game)
    document["sides"][0]["players"] = ["ANN", "Zed"]
    game.delete()
    path = tmp_path / "game.json"
    path.write_text(json.dumps(document))
    return path


def test_import_game_into_a_league_matches_players_by_name(game_file, league):
    slug = run("import_game", str(game_file), "--league", league.slug).strip()
    league_game = LeagueGame.objects.get(game__slug=slug)
    assert league_game.league == league
    assert [seat.player.name for seat in league_game.seats.order_by("side", "position")] == ["Ann", "Zed", "Cy", "Di"]
    assert sorted(Player.objects.values_list("name", flat=True)) == ["Ann", "Ben", "Cy", "Di", "Zed"]
    assert league_game.results.count() == 4


def test_import_game_refuses_a_game_of_another_game_or_house_rules(tmp_path, league, make_league):
    kalooki = make_league("kalooki", name="Kalooki club")
    game = record(kalooki, ["Ann"], ["Ben"], ["Cy"])
    path = tmp_path / "kalooki.json"
    path.write_text(json.dumps(export_game(game)))
    with pytest.raises(CommandError, match="This league plays Classic Canasta"):
        run("import_game", str(path), "--league", league.slug)
    target = make_league(rules={"target": 7000}, name="Long games")
    game = record(league, ["Ann", "Ben"], ["Cy", "Di"])
    path.write_text(json.dumps(export_game(game)))
    with pytest.raises(CommandError, match="house rules differ"):
        run("import_game", str(path), "--league", target.slug)
    with pytest.raises(CommandError, match="no league nowhere"):
        run("import_game", str(path), "--league", "nowhere")
    assert LeagueGame.objects.filter(league=target).count() == 0


def test_import_game_into_a_league_needs_every_player_named(tmp_path, league):
    game = record(league, ["Ann", "Ben"], ["Cy", "Di"])
    document = export_game(game)
    document["sides"][1]["players"] = ["Cy", ""]
    path = tmp_path / "game.json"
    path.write_text(json.dumps(document))
    with pytest.raises(CommandError, match="Every player of a league game needs a name"):
        run("import_game", str(path), "--league", league.slug)


def test_export_league_prints_the_meld_league_document(league):
    finished(league, ["Ann", "Ben"], ["Cy", "Di"], totals=[5100, 3000])
    finished(league, ["Ann", "Cy"], ["Ben", "Di"], totals=[4000, 5200])
    record(league, ["Ann", "Ben"], ["Cy", "Di"])  # still being played
    document = json.loads(run("export_league", league.slug))
    assert list(document) == ["format", "name", "variant", "standings", "partnerships", "games"]
    assert (document["format"], document["name"], document["variant"]) == (
        "meld-league/1",
        "Tuesday club",
        "classic-canasta",
    )
    ratings = {line.player.name: shown(line.rating) for line in lines(league)}
    assert document["standings"] == [
        {"player": "Ben", "played": 2, "won": 2, "drawn": 0, "lost": 0, "points_for": 10300, "rating": ratings["Ben"]},
        {"player": "Ann", "played": 2, "won": 1, "drawn": 0, "lost": 1, "points_for": 9100, "rating": ratings["Ann"]},
        {"player": "Di", "played": 2, "won": 1, "drawn": 0, "lost": 1, "points_for": 8200, "rating": ratings["Di"]},
        {"player": "Cy", "played": 2, "won": 0, "drawn": 0, "lost": 2, "points_for": 7000, "rating": ratings["Cy"]},
    ]
    assert {tuple(p["players"]): (p["played"], p["won"], p["drawn"], p["lost"]) for p in document["partnerships"]} == {
        ("Ann", "Ben"): (1, 1, 0, 0),
        ("Cy", "Di"): (1, 0, 0, 1),
        ("Ann", "Cy"): (1, 0, 0, 1),
        ("Ben", "Di"): (1, 1, 0, 0),
    }
    assert [game["format"] for game in document["games"]] == ["meld-game/1"] * 3
    assert [game["finished"] for game in document["games"]] == [True, True, False]
    assert document["games"][1]["sides"][1]["players"] == ["Ben", "Di"]


def test_export_league_of_an_unknown_slug_fails(db):
    with pytest.raises(CommandError, match="no league"):
        run("export_league", "nowhere")
