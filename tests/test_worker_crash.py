"""A test that crashes its process (a segfault in a C extension, a worker killed) fails the run, as .ci/run runs
the suite (make test, xdist's workers), with where it crashed in the log: pytest's faulthandler writes the
worker's traceback, and xdist counts the test as failed."""

import faulthandler
import os
import subprocess
import sys

from tests import ROOT


def test_crashing_here():
    if os.environ.get("MELD_CRASH_EXAMPLE") == "crash":  # set only by the run below
        faulthandler._sigsegv()


def test_a_crashed_worker_fails_the_run_with_its_traceback():
    keep = {key: value for key, value in os.environ.items() if not key.startswith("PYTEST_")}
    run = subprocess.run(
        [sys.executable, "-m", "pytest", "-n", "2", "-p", "no:cacheprovider", f"{__file__}::test_crashing_here"],
        cwd=ROOT,
        env={**keep, "MELD_CRASH_EXAMPLE": "crash"},
        capture_output=True,
        text=True,
        timeout=300,
    )
    log = run.stdout + run.stderr
    assert run.returncode == 1, log  # failed: not passed, nor "no test ran" (5), which make test lets by
    assert "Fatal Python error: Segmentation fault" in log, log
    assert 'test_worker_crash.py", line 15 in test_crashing_here' in log, log  # the worker's traceback
    assert "FAILED tests/test_worker_crash.py::test_crashing_here" in log, log
