import sys
from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from scorekeeper.exchange import GameFileError, import_game, parse_json


class Command(BaseCommand):
    help = "Import a game file (format meld-game/1): all of it or nothing. Prints the new game's slug."

    def add_arguments(self, parser):
        parser.add_argument("file", help="the JSON game file, or - for standard input")

    def handle(self, *args, file: str, **options):
        try:
            text = sys.stdin.buffer.read() if file == "-" else Path(file).read_bytes()
        except OSError as error:
            raise CommandError(f"cannot read {file}: {error.strerror}") from None
        try:
            game = import_game(parse_json(text))
        except GameFileError as error:
            raise CommandError("nothing was imported:\n" + "\n".join(error.problems)) from None
        self.stdout.write(game.slug)
