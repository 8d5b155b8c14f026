"""Gunicorn's settings for Meld (`make serve`; in production `gunicorn -c gunicorn.conf.py scorekeeper.wsgi`).

Every value can be changed from the environment; docs/production.md explains them.
"""

import os


def _number(name: str, default: int) -> int:
    value = os.environ.get(name, "").strip()
    return int(value) if value else default


def _cores() -> int:
    """The cores this process may run on (a container's share), else all of the machine's."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


bind = f"{os.environ.get('HOST') or '127.0.0.1'}:{os.environ.get('PORT') or '8000'}"

# A few workers per core (gunicorn's rule of thumb), the reverse proxy buffering slow clients, each
# with THREADS threads: a request waiting on the database (at most DB_READ_TIMEOUT, then 503) holds
# one thread, and the worker's others go on answering the pages that need no database (the rule
# book, the glossary, the home page). Each thread keeps its own database connection: WORKERS x
# THREADS connections per app server at most.
worker_class = "gthread"
workers = _number("WORKERS", 2 * _cores() + 1)
threads = _number("THREADS", 4)

# A worker whose main loop is silent for TIMEOUT seconds is killed and replaced. Above the
# database's own timeouts (DB_CONNECT_TIMEOUT, DB_STATEMENT_TIMEOUT, DB_READ_TIMEOUT), so a
# request waiting on the database gets its 503 page first.
timeout = _number("TIMEOUT", 30)
# On a restart (kill -HUP) or stop (kill -TERM), workers finish what they
# are answering for this long before they are stopped.
graceful_timeout = _number("GRACEFUL_TIMEOUT", 30)
keepalive = 5  # seconds an idle connection from the proxy is kept open

# Each worker is replaced, gracefully, after about this many requests, so no
# slow growth of memory lasts; the jitter keeps them from restarting together.
max_requests = _number("MAX_REQUESTS", 2000)
max_requests_jitter = max_requests // 10

# The access log, on standard output by default: who asked what, the status,
# the size, and the time taken in microseconds (%(D)s).
accesslog = os.environ.get("ACCESS_LOG", "-")
access_log_format = '%(h)s %(l)s %(u)s %(t)s "%(r)s" %(s)s %(b)s "%(f)s" "%(a)s" %(D)s'
errorlog = "-"

# The worker heartbeat lives in memory, not on a disk that may stall.
if os.path.isdir("/dev/shm"):
    worker_tmp_dir = "/dev/shm"

# Proxies whose X-Forwarded-* headers gunicorn believes (the default: this machine only).
forwarded_allow_ips = os.environ.get("FORWARDED_ALLOW_IPS", "127.0.0.1,::1")

# Gunicorn 27's control socket sits in the user's home by default, shared by
# every gunicorn of that user; Meld needs none.
control_socket_disable = True
