"""The production settings (DEBUG off unless asked, hashed static files, the same middleware),
with one more URL for the benchmarks: /bench/bare/ (bench/bench_urls.py)."""

from scorekeeper.settings import *  # noqa: F403

ROOT_URLCONF = "bench.bench_urls"
