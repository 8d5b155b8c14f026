from django.core.management.base import BaseCommand, CommandError

from scorekeeper.exchange import export_json
from scorekeeper.models import Game


class Command(BaseCommand):
    help = "Print a game as a game file (format meld-game/1)."

    def add_arguments(self, parser):
        parser.add_argument("slug", help="the game's slug, as in its link /g/<slug>/")

    def handle(self, *args, slug: str, **options):
        game = Game.objects.filter(slug=slug).first()
        if game is None:
            raise CommandError(f"no game {slug}")
        self.stdout.write(export_json(game), ending="")
