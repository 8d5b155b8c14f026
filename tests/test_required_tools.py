"""CI cannot skip silently: a test that needs a tool this machine lacks skips, unless its
MELD_REQUIRE_* variable holds a usual true value; .ci/run installs every such tool and sets
every such variable."""

import re

import pytest

from tests import ROOT, skip_unless

CI = (ROOT / ".ci" / "run").read_text()


def outcome(present: bool) -> tuple[type, str]:
    """What skip_unless does for a missing thing: a skip or a failure (caught, so neither ends this test)."""
    with pytest.raises((pytest.fail.Exception, pytest.skip.Exception)) as caught:
        skip_unless(present, "no thing", "MELD_REQUIRE_THING")
    return caught.type, str(caught.value)


@pytest.mark.parametrize("value", ["1", "true", "TRUE", "True", "yes", "Yes", " yes ", "on"])
def test_a_usual_true_value_turns_a_skip_into_a_failure(monkeypatch, value):
    monkeypatch.setenv("MELD_REQUIRE_THING", value)
    assert outcome(False) == (pytest.fail.Exception, "no thing (MELD_REQUIRE_THING is set)")


@pytest.mark.parametrize("value", [None, "", "0", "false", "no", "off", "2"])
def test_anything_else_lets_the_test_skip(monkeypatch, value):
    if value is None:
        monkeypatch.delenv("MELD_REQUIRE_THING", raising=False)
    else:
        monkeypatch.setenv("MELD_REQUIRE_THING", value)
    assert outcome(False) == (pytest.skip.Exception, "no thing")


def test_a_tool_that_is_there_neither_skips_nor_fails(monkeypatch):
    monkeypatch.setenv("MELD_REQUIRE_THING", "1")
    skip_unless(True, "no thing", "MELD_REQUIRE_THING")


def required_in_tests() -> set[str]:
    """Every MELD_REQUIRE_* variable a test module passes to skip_unless (this one aside)."""
    found = set()
    for path in (ROOT / "tests").rglob("*.py"):
        text = path.read_text()
        if path.name != "test_required_tools.py" and "skip_unless(" in text:
            found |= set(re.findall(r'"(MELD_REQUIRE_[A-Z_]+)"', text))
    return found


def test_ci_sets_every_requirement_the_tests_name():
    exported = set(re.findall(r"\b(MELD_REQUIRE_[A-Z_]+)=1\b", CI))
    assert required_in_tests() == {"MELD_REQUIRE_BROWSER", "MELD_REQUIRE_GETTEXT", "MELD_REQUIRE_WRK"}
    assert required_in_tests() <= exported


def test_ci_installs_gnu_gettext_chromium_wrk_and_a_japanese_font_when_missing():
    assert re.search(r"command -v xgettext >/dev/null \|\| missing\+=\(gettext\)", CI)
    assert re.search(r"command -v wrk >/dev/null \|\| missing\+=\(wrk\)", CI)
    assert re.search(r"missing\+=\(chromium chromium-driver\)", CI)
    assert re.search(r"missing\+=\(fonts-noto-cjk\)", CI)
    assert re.search(r'apt-get install -y -q "\$\{missing\[@\]\}"', CI)
