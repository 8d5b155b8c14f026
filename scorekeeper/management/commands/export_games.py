"""Back up every game as a game file: DIRECTORY/<link>.json, one per game (docs/production.md)."""

import os
from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from scorekeeper.models import Game
from scorekeeper.services.exchange import export_json


class Command(BaseCommand):
    help = (
        "Write every game as a game file (format meld-game/1) into DIRECTORY, named by its link: "
        "DIRECTORY/<slug>.json. import_games reads the directory back."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("directory", help="where to write the files (made if missing)")

    def handle(self, *args: Any, directory: str, **options: Any) -> None:
        folder = Path(directory)
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            raise CommandError(f"cannot make {folder}: {error.strerror}") from None
        count = 0
        for game in Game.objects.order_by("pk").iterator(chunk_size=200):
            path = folder / f"{game.slug}.json"
            partial = path.with_name(f".{path.name}.partial")
            # Written aside, then renamed: a backup interrupted midway leaves no half file.
            partial.write_text(export_json(game), encoding="utf-8")
            os.replace(partial, path)
            count += 1
        self.stdout.write(f"{count} games written to {folder}")
