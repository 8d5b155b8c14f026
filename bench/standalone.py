"""Django for a bench script run on its own (`python bench/NAME.py`): the project on the path, the
given settings, and a throwaway data folder (its SQLite database) unless DATABASE_URL names one."""

import os
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def setup(name: str, settings: str = "tests.settings") -> str | None:
    """Set Django up; the throwaway folder to remove at the end, or None on a DATABASE_URL's database.
    The default settings serve static files without a manifest: no collectstatic needed."""
    sys.path.insert(0, str(ROOT))
    os.environ["DJANGO_SETTINGS_MODULE"] = settings
    throwaway = None if "DATABASE_URL" in os.environ else tempfile.mkdtemp(prefix=f"meld-{name}-")
    if throwaway:
        os.environ["MELD_DATA_DIR"] = throwaway
    import django

    django.setup()
    return throwaway


def gunicorn(environ: dict[str, str], base: str) -> "subprocess.Popen[bytes]":
    """gunicorn with gunicorn.conf.py and this environment (HOST, PORT, WORKERS ...), once it answers at `base`."""
    command = [sys.executable, "-m", "gunicorn", "--config", "gunicorn.conf.py", "scorekeeper.wsgi"]
    server = subprocess.Popen(command, cwd=ROOT, env=environ, stderr=subprocess.DEVNULL)
    return answering(server, base, tries=150)


def answering(server: "subprocess.Popen[bytes]", base: str, tries: int) -> "subprocess.Popen[bytes]":
    """`server` once it answers at `base` (a try every 0.1 s); stopped, and SystemExit, if it never does."""
    for _wait in range(tries):
        try:
            urllib.request.urlopen(f"{base}/rules/", timeout=1).close()
            return server
        except OSError:
            time.sleep(0.1)
    server.terminate()
    raise SystemExit(f"the server did not start on {base}")


def stop(server: "subprocess.Popen[bytes]", *folders: Path | str | None) -> None:
    """A bench run's end: its server stopped, its throwaway folders removed."""
    server.terminate()
    server.wait(timeout=30)
    for folder in folders:
        if folder:
            shutil.rmtree(folder, ignore_errors=True)


TICKS = os.sysconf("SC_CLK_TCK")


def logged_gunicorn(log: Path, host: str, port: int) -> "subprocess.Popen[bytes]":
    """gunicorn on `host` only, 2 sync workers never recycled (a recycled worker's CPU time would be lost),
    logging each request's path, status, size and time (µs) to `log`, once it answers. The options override
    gunicorn.conf.py's, which gunicorn reads from the folder it starts in."""
    command = [
        *(sys.executable, "-m", "gunicorn", "scorekeeper.wsgi", "--bind", f"{host}:{port}", "--workers", "2"),
        *("--worker-class", "sync", "--max-requests", "0"),
        *("--access-logfile", str(log), "--access-logformat", "%(U)s %(s)s %(B)s %(D)s"),
    ]
    server = subprocess.Popen(command, cwd=ROOT, env=os.environ.copy(), stderr=subprocess.DEVNULL)
    return answering(server, f"http://{host}:{port}", tries=100)


def server_cpu(server: "subprocess.Popen[bytes]") -> float:
    """CPU seconds (user + system) used so far by gunicorn's master and its workers (Linux /proc)."""
    pids = [server.pid]
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue
            if int(stat.rsplit(")", 1)[1].split()[1]) == server.pid:
                pids.append(int(entry.name))
    total = 0
    for pid in pids:
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        total += int(fields[11]) + int(fields[12])  # utime, stime
    return total / TICKS
