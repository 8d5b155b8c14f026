from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from leagues.models import League
from leagues.services.exchange import export_league_json


class Command(BaseCommand):
    help = "Print a league as a meld-league/1 document: standings, partnerships and every game."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("slug", help="the league's slug, as in its link /l/<slug>/")

    def handle(self, *args: Any, slug: str, **options: Any) -> None:
        league = League.objects.filter(slug=slug).first()
        if league is None:
            raise CommandError(f"no league {slug}")
        self.stdout.write(export_league_json(league), ending="")
