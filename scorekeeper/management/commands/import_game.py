import sys
from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from leagues.models import League
from leagues.services.games import import_league_game
from scorekeeper.models import Game
from scorekeeper.services.exchange import GameFileError, import_game, parse_json


class Command(BaseCommand):
    help = (
        "Import a game file (format meld-game/1): all of it or nothing. With --league, record it in a league, "
        "matching its players by name. Prints the new game's slug."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("file", help="the JSON game file, or - for standard input")
        parser.add_argument("--league", metavar="SLUG", help="the league to record it in (its link /l/<slug>/)")

    def handle(self, *args: Any, file: str, league: str | None = None, **options: Any) -> None:
        try:
            text = sys.stdin.buffer.read() if file == "-" else Path(file).read_bytes()
        except OSError as error:
            raise CommandError(f"cannot read {file}: {error.strerror}") from None
        try:
            game = import_game(parse_json(text)) if league is None else self.into_league(league, parse_json(text))
        except GameFileError as error:
            raise CommandError("nothing was imported:\n" + "\n".join(error.problems)) from None
        self.stdout.write(game.slug)

    def into_league(self, slug: str, document: object) -> Game:
        league = League.objects.filter(slug=slug).first()
        if league is None:
            raise CommandError(f"no league {slug}")
        return import_league_game(league, document)
