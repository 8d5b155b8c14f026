import json
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from leagues.draw.night import draw
from leagues.draw.pairs import MOVEMENTS, movement
from leagues.draw.shapes import DrawError, Format


class Command(BaseCommand):
    requires_system_checks: list[str] = []  # it reads no model and no setting: start at once
    help = (
        "Print the draw of a club night as JSON: for each round the tables (each a list of sides, each "
        "a list of player numbers 0 … N-1) and who sits out; with --pairs, the movement of fixed "
        "partnerships (each table the two pair numbers 0 … P-1). See docs/club-night.md."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        who = parser.add_mutually_exclusive_group(required=True)
        who.add_argument("--players", type=int, help="how many play: they are numbered 0 … N-1")
        who.add_argument(
            "--pairs", type=int, help="fixed partnerships: how many pairs play, numbered 0 … P-1, and the pairs move"
        )
        parser.add_argument("--rounds", type=int, required=True, help="how many rounds the evening has")
        parser.add_argument("--table-size", type=int, default=4, help="players at a table (4 by default)")
        parser.add_argument("--individual", action="store_true", help="each plays alone (one player a side)")
        parser.add_argument(
            "--sides",
            type=int,
            default=2,
            help="partnership games: sides at a table (2 by default; 3 for six in pairs)",
        )
        parser.add_argument(
            "--smallest",
            type=int,
            default=0,
            help="with --individual: tables may seat as few as this, so that fewer sit out (at 4 or 3: 3)",
        )
        parser.add_argument(
            "--movement",
            choices=MOVEMENTS,
            help="with --pairs: round-robin (the default: every two pairs meet once over a full evening) or "
            "mitchell (North-South pairs stay at their table, East-West pairs move up one table a round)",
        )
        parser.add_argument("--seed", type=int, default=0, help="the same seed gives the same draw (0 by default)")

    def handle(
        self,
        *args: Any,
        players: int | None,
        pairs: int | None,
        rounds: int,
        table_size: int,
        individual: bool,
        sides: int,
        smallest: int,
        movement: str | None,
        seed: int,
        **options: Any,
    ) -> None:
        if pairs is not None:
            given = [
                option
                for option, value, default in [
                    ("--table-size", table_size, 4),
                    ("--individual", individual, False),
                    ("--sides", sides, 2),
                    ("--smallest", smallest, 0),
                ]
                if value != default
            ]
            if given:
                raise CommandError(f"{', '.join(given)}: not with --pairs (at each table a pair plays a pair)")
            self.pairs_night(pairs, rounds, movement or "round-robin", seed)
            return
        assert players is not None  # the group requires one of the two
        if movement is not None:
            raise CommandError("--movement is for fixed partnerships (--pairs)")
        if individual and sides != 2:
            raise CommandError("--sides is for partnership games: with --individual everyone is a side")
        if not individual and (sides < 2 or table_size < sides or table_size % sides):
            raise CommandError(
                f"a table of {table_size} does not split into {sides} sides of equal size"
                " (--individual: everyone plays alone)"
            )
        if smallest and not individual:
            raise CommandError("--smallest is for games played alone (--individual)")
        form = Format(table_size, 1 if individual else table_size // sides, smallest)
        try:
            plan = draw(range(players), rounds, form, seed)
        except DrawError as error:
            raise CommandError(str(error)) from None
        document = {
            "players": players,
            "rounds": [
                {
                    "tables": [[list(side) for side in table.sides] for table in round_.tables],
                    "sitting_out": list(round_.sitting_out),
                }
                for round_ in plan.rounds
            ],
        }
        self.stdout.write(json.dumps(document))

    def pairs_night(self, pairs: int, rounds: int, kind: str, seed: int) -> None:
        """The movement as JSON: each table the two pairs that meet there (North-South first)."""
        try:
            plan = movement(pairs, rounds, kind, seed)  # type: ignore[arg-type]  # argparse's choices checked it
        except DrawError as error:
            raise CommandError(str(error)) from None
        document = {
            "pairs": pairs,
            "rounds": [
                {"tables": [list(table) for table in round_.tables], "sitting_out": list(round_.sitting_out)}
                for round_ in plan.rounds
            ],
        }
        self.stdout.write(json.dumps(document))
