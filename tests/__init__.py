"""Meld's tests; their layout follows the source, so a module's tests are found by its path."""

import os
import re
from pathlib import Path

import pytest
from django.http import HttpResponse

ROOT = Path(__file__).resolve().parents[1]  # the project's checkout

# The property tests' (hypothesis) profile: "ci" unless MELD_HYPOTHESIS names another (tests/conftest.py).
HYPOTHESIS_PROFILE = os.environ.get("MELD_HYPOTHESIS") or "ci"
# make explore: each property draws this many times the examples it draws in CI.
EXPLORE_FACTOR = 25


def examples(count: int) -> int:
    """How many examples a property draws: `count`, the same ones every run (CI's profile), or EXPLORE_FACTOR
    times as many, new ones every run, under make explore."""
    return count * EXPLORE_FACTOR if HYPOTHESIS_PROFILE == "explore" else count


def skip_unless(present: bool, reason: str, requirement: str) -> None:
    """Skip a test that needs something this machine lacks, or fail when the environment variable
    `requirement` says it must be there (.ci/run sets it, so CI never skips silently)."""
    if present:
        return
    if os.environ.get(requirement, "").strip().lower() in {"1", "true", "yes", "on"}:
        pytest.fail(f"{reason} ({requirement} is set)")
    pytest.skip(reason)


_SECRETS = re.compile(r'("X-CSRFToken": "|name="csrfmiddlewaretoken" value="|nonce=")[^"]*"')


def without_secrets(response: HttpResponse) -> str:
    """A page's text without its CSRF tokens and CSP nonces: a random token can hold any number a
    test looks for."""
    return _SECRETS.sub(r'\1"', response.text)
