"""The project's settings, with static files served without a manifest, and SQLite's test database
in a file: as in production, two connections then wait for each other's write (an in-memory
database shared between threads refuses at once with "database table is locked"), so the
concurrency tests race real connections on SQLite as on PostgreSQL."""

import os
import tempfile
from pathlib import Path

from scorekeeper.settings import *  # noqa: F403
from scorekeeper.settings import DATABASES

if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    # MELD_TEST_DATABASE: make mutate's one file, which every mutant's tests reuse (--reuse-db).
    default = Path(tempfile.gettempdir()) / f"meld-test-{os.getpid()}.sqlite3"
    DATABASES["default"]["TEST"] = {"NAME": os.environ.get("MELD_TEST_DATABASE") or str(default)}

STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"},
}
PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
