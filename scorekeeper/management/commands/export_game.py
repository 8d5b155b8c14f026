from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from scorekeeper.models import Game
from scorekeeper.services.exchange import export_json


class Command(BaseCommand):
    help = "Print a game as a game file (format meld-game/1)."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("slug", help="the game's slug, as in its link /g/<slug>/")

    def handle(self, *args: Any, slug: str, **options: Any) -> None:
        game = Game.objects.filter(slug=slug).first()
        if game is None:
            raise CommandError(f"no game {slug}")
        self.stdout.write(export_json(game), ending="")
