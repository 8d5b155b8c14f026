"""`make test ARGS="-p tests.repeat --count 20 tests/browser"`: every chosen test 20 times in one run, each a
test of its own (so xdist shares them out), as pytest-repeat's --count does: how a test that flaked is shown
not to flake any more (docs/testing.md, "A green run you can rely on")."""

import pytest


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--count", type=int, default=1, help="run each test this many times")


@pytest.fixture
def repeat_step(request: pytest.FixtureRequest) -> int:
    return int(request.param)


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    count = metafunc.config.getoption("count")
    if count > 1:
        metafunc.fixturenames.append("repeat_step")
        metafunc.parametrize("repeat_step", range(count), indirect=True, ids=lambda step: f"{step + 1}-of-{count}")
