"""What a league's pages keep, from the service: a figure is worked out once per version of the league (and
what it is, and its key). The pages that keep them are in tests/leagues/views/test_kept_standings.py."""

import pytest

from leagues.services.kept import kept

pytestmark = pytest.mark.django_db


def test_a_figure_is_worked_out_once_per_version_and_key(league, make_league):
    made: list[str] = []

    def make(what: str):
        return lambda: made.append(what) or what

    assert kept(league, 3, "lines", make("first")) == "first"
    assert kept(league, 3, "lines", make("again")) == "first"  # kept
    assert kept(league, 4, "lines", make("next version")) == "next version"
    assert kept(league, 4, "placed", make("placed")) == "placed"
    assert kept(league, 4, "lines", make("a season"), 7, False) == "a season"
    assert kept(league, 4, "lines", make("again"), 7, False) == "a season"
    assert kept(make_league(name="Other club"), 4, "lines", make("another league")) == "another league"
    assert made == ["first", "next version", "placed", "a season", "another league"]
