"""Django's PostgreSQL backend (settings.DATABASES: ENGINE "scorekeeper.postgresql"), with one change.

When a new connection fails (the server is down, or hangs until
DB_CONNECT_TIMEOUT), this worker does not try again for the next QUIET
seconds: a page that needs the database answers 503 at once instead of
waiting out the timeout again, so during an outage the workers stay free
for the pages that need no database (the rule book, the glossary). Each
worker keeps only its own note of the failure; no other worker needs it.
"""

import time
from typing import Any

from django.db.backends.postgresql import base

QUIET = 10.0  # seconds


class DatabaseWrapper(base.DatabaseWrapper):
    unreachable_until = 0.0  # per worker process: time.monotonic() until which no connection is tried

    def get_new_connection(self, conn_params: Any) -> Any:
        if time.monotonic() < DatabaseWrapper.unreachable_until:
            raise self.Database.OperationalError("the database could not be reached a moment ago")
        try:
            return super().get_new_connection(conn_params)
        except self.Database.OperationalError:
            DatabaseWrapper.unreachable_until = time.monotonic() + QUIET
            raise
