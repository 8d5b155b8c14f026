"""The production settings (DEBUG off unless asked, hashed static files, the same middleware),
with one more URL for the benchmarks: /bench/bare/ (bench/bench_urls.py).

MELD_BENCH_SHORT (bench/throughput.py's --short run, the suite's smoke test) keeps the static files unhashed,
so that no collectstatic is needed: it takes half a minute, and a short run measures nothing."""

import os

from scorekeeper.settings import *  # noqa: F403

ROOT_URLCONF = "bench.bench_urls"

if os.environ.get("MELD_BENCH_SHORT"):
    STORAGES = {
        "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
        "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"},
    }
