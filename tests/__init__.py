"""Meld's tests; their layout follows the source, so a module's tests are found by its path."""

import os
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]  # the project's checkout


def skip_unless(present: bool, reason: str, requirement: str) -> None:
    """Skip a test that needs something this machine lacks, or fail when the environment variable
    `requirement` says it must be there (.ci/run sets it, so CI never skips silently)."""
    if present:
        return
    if os.environ.get(requirement, "").strip().lower() in {"1", "true", "yes", "on"}:
        pytest.fail(f"{reason} ({requirement} is set)")
    pytest.skip(reason)
