from typing import Any

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand, CommandError, CommandParser
from django.urls import reverse

from leagues.services.leagues import create_league
from rules.catalog import VARIANTS, get_variant
from rules.core import house
from scorekeeper.services.exchange import GameFileError, parse_json


class Command(BaseCommand):
    help = "Start a league of a game (a preset, with house rules if given). Prints the new league's slug last."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("name", help="the league's name")
        parser.add_argument("--variant", required=True, help=f"the game: one of {', '.join(VARIANTS)}")
        parser.add_argument("--owner", help="the user name of the account that runs it")
        parser.add_argument("--rules", default="{}", help="house rules as JSON, e.g. '{\"target\": 7500}'")

    def handle(self, *args: Any, name: str, variant: str, owner: str | None, rules: str, **options: Any) -> None:
        preset = get_variant(variant)
        if preset is None:
            raise CommandError(f"unknown game {variant}; Meld knows {', '.join(VARIANTS)}")
        if not name.strip():
            raise CommandError("give the league a name")
        try:
            overrides = parse_json(rules)
        except GameFileError as error:
            raise CommandError(f"--rules: {error}") from None
        problems = house.validate(preset.default, overrides)
        if not problems and isinstance(overrides, dict):
            try:
                house.apply(preset.default, overrides)
            except house.HouseRulesError as error:
                problems = error.problems
        if problems or not isinstance(overrides, dict):
            raise CommandError("--rules: " + "; ".join(problem.message for problem in problems))
        account = None
        if owner:
            account = get_user_model().objects.filter(username=owner).first()
            if account is None:
                raise CommandError(f"no account {owner}")
        league = create_league(name, preset.slug, overrides, owner=account)
        self.stdout.write(f"invite link: {reverse('league_join', args=[league.invite])}")
        self.stdout.write(league.slug)
