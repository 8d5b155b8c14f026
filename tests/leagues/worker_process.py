"""A ratings worker in a process of its own, on the test database a test names, that stops mid-replay:
it writes the first half of the replayed results, then says so (touches the file named by
MELD_WORKER_STOPPED) and waits to be killed. Run by tests/leagues/test_ratings_worker.py:

    python tests/leagues/worker_process.py DATABASE_NAME
"""

import os
import sys
import time
from pathlib import Path
from unittest.mock import patch

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
os.environ["DJANGO_SETTINGS_MODULE"] = "tests.settings"

from django.conf import settings  # noqa: E402

settings.DATABASES["default"]["NAME"] = sys.argv[1]
settings.TASKS = {"default": {"BACKEND": "django_tasks_db.DatabaseBackend"}}

import django  # noqa: E402

django.setup()

from django.core.management import call_command  # noqa: E402

from leagues.models import Result  # noqa: E402

write = Result.objects.bulk_create


def half_then_wait(results, *args, **kwargs):
    results = list(results)
    write(results[: len(results) // 2], *args, **kwargs)
    Path(os.environ["MELD_WORKER_STOPPED"]).touch()
    time.sleep(600)  # killed long before


with patch.object(Result.objects, "bulk_create", half_then_wait):
    call_command("ratings_worker", batch=True, verbosity=0)
