from typing import Any

from django.core.management import call_command
from django.core.management.base import BaseCommand, CommandParser

from leagues.services.results import queue_waiting


class Command(BaseCommand):
    help = (
        "Run the queue of tasks kept in the database (django-tasks-db's db_worker): the replays of league "
        "ratings after a correction, and the password-reset mails. First queues a replay for every league "
        "whose ratings still wait for one (a worker stopped mid-replay). `make serve` starts it beside gunicorn."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--batch", action="store_true", help="stop once the queue is empty")
        parser.add_argument("--interval", type=float, default=1.0, help="seconds between looks at an empty queue")

    def handle(self, *args: Any, batch: bool, interval: float, **options: Any) -> None:
        waiting = queue_waiting()
        if waiting:
            self.stdout.write(f"queued the ratings of {waiting} league(s) that were waiting for a replay")
        verbosity = options.get("verbosity", 1)
        call_command(
            "db_worker", batch=batch, interval=interval, startup_delay=False, reload=False, verbosity=verbosity
        )
