"""Django for a bench script run on its own (`python bench/NAME.py`): the project on the path, the
given settings, and a throwaway data folder (its SQLite database) unless DATABASE_URL names one."""

import os
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
    for _wait in range(150):
        try:
            urllib.request.urlopen(f"{base}/rules/", timeout=1).close()
            return server
        except OSError:
            time.sleep(0.1)
    server.terminate()
    raise SystemExit(f"the server did not start on {base}")
