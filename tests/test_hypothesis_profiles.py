"""The property tests draw the same examples in every run of make test and .ci/run (a red run is the change's
doing, never a rare draw no run had met before); make explore draws many more, new ones each time."""

import hypothesis

import tests
from tests import EXPLORE_FACTOR


def test_make_test_draws_the_same_examples_every_run_and_replays_no_earlier_failure():
    assert tests.HYPOTHESIS_PROFILE == "ci"  # nothing in make test or .ci/run names another
    assert hypothesis.settings.default.derandomize is True
    assert hypothesis.settings.default.database is None
    assert tests.examples(20) == 20


def test_make_explore_draws_many_more_new_examples(monkeypatch):
    explore = hypothesis.settings.get_profile("explore")
    assert explore.derandomize is False
    assert explore.max_examples == 100 * EXPLORE_FACTOR
    monkeypatch.setattr(tests, "HYPOTHESIS_PROFILE", "explore")
    assert tests.examples(20) == 20 * EXPLORE_FACTOR
