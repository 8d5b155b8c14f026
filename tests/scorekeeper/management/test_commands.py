"""python manage.py import_game FILE / export_game SLUG."""

import io
import json
import os
import subprocess
import sys

import pytest
from django.core.management import CommandError, call_command

from scorekeeper.models import Game, new_slug
from tests import ROOT
from tests.scorekeeper.services.test_exchange import EXAMPLE, document

pytestmark = pytest.mark.django_db


def run(*args) -> str:
    out = io.StringIO()
    call_command(*args, stdout=out)
    return out.getvalue()


def test_import_prints_the_new_games_slug(tmp_path):
    path = tmp_path / "game.json"
    path.write_text(json.dumps(EXAMPLE))
    slug = run("import_game", str(path)).strip()
    assert Game.objects.get().slug == slug


def test_import_reads_standard_input(monkeypatch):
    monkeypatch.setattr("sys.stdin", io.TextIOWrapper(io.BytesIO(json.dumps(EXAMPLE).encode())))
    run("import_game", "-")
    assert Game.objects.count() == 1


def test_a_failed_import_names_the_deal_and_side_and_saves_nothing(tmp_path):
    doc = document()
    doc["deals"].append({"tallies": [{}, {"red_threes": 5}]})
    path = tmp_path / "game.json"
    path.write_text(json.dumps(doc))
    with pytest.raises(CommandError) as caught:
        run("import_game", str(path))
    assert "Deal 2, They, Red threes (red_threes): The decks hold only 4 red threes; this deal has 5." in str(
        caught.value
    )
    assert not Game.objects.exists()


def test_a_missing_file_is_reported(tmp_path):
    with pytest.raises(CommandError, match="cannot read"):
        run("import_game", str(tmp_path / "nothing.json"))


def test_export_prints_the_game_file(tmp_path):
    path = tmp_path / "game.json"
    path.write_text(json.dumps(EXAMPLE))
    slug = run("import_game", str(path)).strip()
    exported = json.loads(run("export_game", slug))
    assert exported["sides"][0]["total"] == 1265


def test_export_of_an_unknown_game_fails():
    with pytest.raises(CommandError, match="no game nope"):
        run("export_game", "nope")


def test_the_commands_exit_non_zero_on_failure(tmp_path):
    path = tmp_path / "bad.json"
    path.write_text("{}")
    result = subprocess.run(
        [sys.executable, "manage.py", "import_game", str(path)],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env={**os.environ, "DJANGO_SETTINGS_MODULE": "tests.settings"},
    )
    assert result.returncode != 0
    assert "nothing was imported" in result.stderr


def test_a_game_link_never_starts_with_a_dash(monkeypatch):
    """`export_game -abc` would be read as an option."""
    tokens = iter(["-starts-with-a-dash", "fine-slug"])
    monkeypatch.setattr("scorekeeper.models.secrets.token_urlsafe", lambda size: next(tokens))
    assert new_slug() == "fine-slug"
