"""Restore games backed up by export_games: every DIRECTORY/<link>.json, each under its old link."""

import re
from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from scorekeeper.models import Game
from scorekeeper.services.exchange import GameFileError, import_game, parse_json

LINK = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_-]{0,23}")  # a game's slug, as scorekeeper.models.new_slug makes them


class Command(BaseCommand):
    help = (
        "Import every game file in DIRECTORY written by export_games, keeping each game's link "
        "(the file's name). A game whose link is already taken is left alone."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("directory", help="a directory written by export_games")

    def handle(self, *args: Any, directory: str, **options: Any) -> None:
        folder = Path(directory)
        if not folder.is_dir():
            raise CommandError(f"{folder} is not a directory")
        restored, kept, failed = 0, 0, 0
        for path in sorted(folder.glob("*.json")):
            slug = path.stem
            if not LINK.fullmatch(slug):
                failed += 1
                self.stderr.write(f"{path.name}: not named by a game's link, as export_games names its files")
                continue
            if Game.objects.filter(slug=slug).exists():
                kept += 1
                continue
            try:
                import_game(parse_json(path.read_bytes()), slug=slug)
            except GameFileError as error:
                failed += 1
                self.stderr.write(f"{path.name}: nothing was imported:\n" + "\n".join(error.problems))
                continue
            restored += 1
        self.stdout.write(f"{restored} games restored, {kept} already here, {failed} refused")
        if failed:
            raise CommandError(f"{failed} files could not be imported")
