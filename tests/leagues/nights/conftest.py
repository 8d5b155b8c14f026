"""A club night to test with: the league of tests/leagues/conftest.py, eight players present, three rounds."""

import datetime

import pytest

from leagues.models import League, Night
from leagues.services.nights import open_night

NAMES = ["Ann", "Ben", "Cy", "Di", "Eve", "Fay", "Gus", "Hal"]


def open_for(league: League, names: list[str] = NAMES, rounds: int = 3, minutes: int | None = None) -> Night:
    return open_night(league, datetime.date(2026, 11, 27), [], names, rounds, "2x2", minutes, seed=7)


@pytest.fixture
def night(league) -> Night:
    return open_for(league)
