"""The project's settings, with static files served without a manifest, and SQLite's test database
in a file: as in production, two connections then wait for each other's write (an in-memory
database shared between threads refuses at once with "database table is locked"), so the
concurrency tests race real connections on SQLite as on PostgreSQL."""

import os
import tempfile
from pathlib import Path

# The suite's PostgreSQL serves several suites at once on a small machine, where setting up a test
# database can take longer than production's bounds (docs/production.md); the tests of those bounds
# set them themselves (tests/scorekeeper/test_database_away.py, test_settings.py).
os.environ.setdefault("DB_STATEMENT_TIMEOUT", "20000")
os.environ.setdefault("DB_READ_TIMEOUT", "25000")

from scorekeeper.settings import *  # noqa: E402, F403
from scorekeeper.settings import DATABASES  # noqa: E402

if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    # MELD_TEST_DATABASE: make mutate's one file, which every mutant's tests reuse (--reuse-db).
    default = Path(tempfile.gettempdir()) / f"meld-test-{os.getpid()}.sqlite3"
    DATABASES["default"]["TEST"] = {"NAME": os.environ.get("MELD_TEST_DATABASE") or str(default)}

STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"},
}
PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]

# Innermost, so that it reads each page as the view made it (tests/page_checks.py).
MIDDLEWARE = [*MIDDLEWARE, "tests.page_checks.PageChecksMiddleware"]  # noqa: F405

# A task runs at once, in the request that queues it, so no test needs a worker; the one that kills a
# worker mid-replay starts its own with the database backend (tests/leagues/test_ratings_worker.py).
TASKS = {"default": {"BACKEND": "django.tasks.backends.immediate.ImmediateBackend"}}

# The tests read the words as written: the marks where a Japanese line may break (zero-width spaces
# between phrases, rules/book/phrases.py) are on only where a test turns them on (settings fixture):
# the phrase tests, the browser tests (tests/browser/conftest.py) and the crawl of every /ja/ page.
PHRASE_BREAKS = False
