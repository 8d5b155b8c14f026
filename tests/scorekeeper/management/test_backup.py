"""python manage.py export_games DIR / import_games DIR: every game backed up as a game file, and
restored under its own link."""

import io
import json

import pytest
from django.core.management import CommandError, call_command

from scorekeeper.models import Deal, Game
from scorekeeper.services.exchange import export_game

pytestmark = pytest.mark.django_db

OUT = {"natural_canastas": 1, "went_out": True, "melded_points": 100}


def run(*args) -> str:
    out = io.StringIO()
    call_command(*args, stdout=out, stderr=out)
    return out.getvalue()


def test_every_game_is_written_as_its_own_file_named_by_its_link(tmp_path, make_game):
    games = [make_game(deals=[[OUT, {}]] * n) for n in range(3)]
    assert run("export_games", str(tmp_path / "backup")).strip() == f"3 games written to {tmp_path / 'backup'}"
    files = sorted((tmp_path / "backup").iterdir())
    assert [path.name for path in files] == sorted(f"{game.slug}.json" for game in games)
    for game in games:
        assert json.loads((tmp_path / "backup" / f"{game.slug}.json").read_text()) == export_game(game)


def test_a_restore_brings_every_game_back_under_its_link_with_its_deals(tmp_path, make_game):
    game = make_game(deals=[[OUT, {}], [{}, OUT]])
    before = export_game(game)
    slug = game.slug
    run("export_games", str(tmp_path))
    Game.objects.all().delete()

    assert run("import_games", str(tmp_path)).strip() == "1 games restored, 0 already here, 0 refused"
    restored = Game.objects.get()
    assert restored.slug == slug
    assert export_game(restored) == before
    assert Deal.objects.filter(game=restored).count() == 2


def test_a_game_already_there_is_left_alone(tmp_path, make_game):
    game = make_game()
    run("export_games", str(tmp_path))
    assert "0 games restored, 1 already here" in run("import_games", str(tmp_path))
    assert Game.objects.get() == game


def test_a_broken_file_is_named_and_the_others_are_restored(tmp_path, make_game):
    make_game()
    run("export_games", str(tmp_path))
    Game.objects.all().delete()
    (tmp_path / "AAAAAAAAAAAAAAAA.json").write_text('{"format": "meld-game/1"}')
    (tmp_path / "not a link.json").write_text("{}")
    out = io.StringIO()
    with pytest.raises(CommandError, match="2 files could not be imported"):
        call_command("import_games", str(tmp_path), stdout=out, stderr=out)
    assert "AAAAAAAAAAAAAAAA.json: nothing was imported" in out.getvalue()
    assert "not a link.json: not named by a game's link" in out.getvalue()
    assert Game.objects.count() == 1


def test_no_half_written_file_is_left_behind(tmp_path, make_game):
    make_game()
    run("export_games", str(tmp_path))
    assert not list(tmp_path.glob(".*"))


def test_an_empty_database_writes_nothing(tmp_path):
    assert run("export_games", str(tmp_path)).startswith("0 games written")
