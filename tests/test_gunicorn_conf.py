"""gunicorn.conf.py, which `make serve` and production use: workers from the cores, timeouts, graceful
restarts, an access log, everything changeable from the environment."""

import os
import runpy
import subprocess
import sys

from tests import ROOT

CONF = ROOT / "gunicorn.conf.py"


def config(monkeypatch, **environ) -> dict:
    for name in ("HOST", "PORT", "WORKERS", "THREADS", "TIMEOUT", "GRACEFUL_TIMEOUT", "MAX_REQUESTS", "ACCESS_LOG"):
        monkeypatch.delenv(name, raising=False)
    for name, value in environ.items():
        monkeypatch.setenv(name, value)
    return runpy.run_path(str(CONF))


def test_the_defaults_are_safe_for_a_laptop_and_sized_for_the_machine(monkeypatch):
    conf = config(monkeypatch)
    assert conf["bind"] == "127.0.0.1:8000"
    assert conf["workers"] == 2 * len(os.sched_getaffinity(0)) + 1
    # Threads: a request waiting on a database that hangs holds one, never the whole worker (issue 25).
    assert (conf["worker_class"], conf["threads"]) == ("gthread", 4)
    assert (conf["timeout"], conf["graceful_timeout"]) == (30, 30)
    assert conf["max_requests"] == 2000 and conf["max_requests_jitter"] == 200
    assert conf["accesslog"] == "-" and "%(D)s" in conf["access_log_format"]
    assert conf["control_socket_disable"] is True


def test_the_environment_changes_them(monkeypatch):
    conf = config(
        monkeypatch, HOST="0.0.0.0", PORT="8105", WORKERS="3", THREADS="2", TIMEOUT="20", ACCESS_LOG="/tmp/a.log"
    )
    assert (conf["bind"], conf["workers"], conf["threads"], conf["timeout"], conf["accesslog"]) == (
        "0.0.0.0:8105",
        3,
        2,
        20,
        "/tmp/a.log",
    )


def test_an_empty_host_still_binds_this_machine_only(monkeypatch):
    assert config(monkeypatch, HOST="", PORT="")["bind"] == "127.0.0.1:8000"


def test_gunicorn_accepts_the_file():
    gunicorn = ROOT / ".venv" / "bin" / "gunicorn"
    command = [str(gunicorn)] if gunicorn.exists() else [sys.executable, "-m", "gunicorn"]
    result = subprocess.run(
        [*command, "--check-config", "--config", str(CONF), "scorekeeper.wsgi"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        env={**os.environ, "DJANGO_SETTINGS_MODULE": "tests.settings"},
    )
    assert result.returncode == 0, result.stderr
