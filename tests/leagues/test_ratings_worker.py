"""A real worker (`manage.py ratings_worker`, django-tasks-db's database queue) killed in the middle of a
replay of ratings loses nothing: its transaction goes, the league is still marked as updating with the
figures from before the correction, and the next worker queues the replay again and finishes it."""

import os
import signal
import subprocess
import sys
import time

import pytest
from django.core.management import call_command
from django.db import connection
from django.test import override_settings
from django_tasks_db.models import DBTaskResult

from leagues.services.results import rebuild
from scorekeeper.services.deals import change_deal
from tests import ROOT
from tests.leagues.conftest import finished
from tests.leagues.services.test_results import as_if_afresh, stored
from tests.scorekeeper.services.test_deals import correcting

IN_THE_DATABASE = {"default": {"BACKEND": "django_tasks_db.DatabaseBackend"}}
WAIT = 120  # seconds at most for the worker to reach the middle of its replay


@pytest.mark.django_db(transaction=True)
@override_settings(TASKS=IN_THE_DATABASE)
def test_a_worker_killed_mid_replay_loses_nothing(league, tmp_path):
    first = finished(league, ["Ann", "Ben"], ["Cy", "Di"], totals=[5100, 4900])
    for totals in ([5200, 4000], [5300, 4100], [4100, 5300]):
        finished(league, ["Ann", "Di"], ["Ben", "Cy"], totals=totals)
    change_deal(first, correcting(first, 1), [{"melded_points": 0}, {"melded_points": 450}])
    league.refresh_from_db()
    assert league.ratings_from == 1
    assert DBTaskResult.objects.filter(status="READY").count() == 1
    before = stored(league)

    stopped = tmp_path / "stopped"
    environ = {**os.environ, "MELD_WORKER_STOPPED": str(stopped)}
    command = [sys.executable, "tests/leagues/worker_process.py", connection.settings_dict["NAME"]]
    worker = subprocess.Popen(command, cwd=ROOT, env=environ)
    try:
        deadline = time.monotonic() + WAIT
        while not stopped.exists():
            assert worker.poll() is None, "the worker ended before the middle of its replay"
            assert time.monotonic() < deadline, "the worker never reached the middle of its replay"
            time.sleep(0.05)
    finally:
        worker.send_signal(signal.SIGKILL)
        worker.wait(timeout=30)

    connection.close()  # a fresh connection: nothing of the killed worker's transaction is seen
    league.refresh_from_db()
    assert league.ratings_from == 1  # still waiting
    assert stored(league) == before  # the half-written replay is gone, the figures are those from before
    assert DBTaskResult.objects.filter(status="RUNNING").count() == 1  # the dead worker's claim stays

    call_command("ratings_worker", batch=True, verbosity=0)  # the next worker queues it again and runs it
    league.refresh_from_db()
    assert league.ratings_from is None
    after = stored(league)
    assert after != before
    rebuild(league)
    assert stored(league) == after
    as_if_afresh(league)
