"""make mutate's first pass (bench/mutate_focused.py): a mutant meets its own module's tests first; what they do
not kill goes on to every reaching test, with no first-pass result left behind to pass for a survivor."""

import json
import sys

from tests import ROOT

sys.path.insert(0, str(ROOT / "bench"))
import mutate_focused  # noqa: E402 (bench/ is not a package: its scripts import each other by name)

STANDINGS = "leagues.services.standings.x_lines"
REACHING = [
    "tests/leagues/services/test_standings.py::test_order",
    "tests/leagues/services/test_standings_properties.py::test_total",
    "tests/leagues/views/test_leagues.py::test_page",
]
NEW = "tests/leagues/services/test_standings.py::test_new"


def test_own_tests_are_those_in_files_named_after_the_module():
    assert mutate_focused.own_tests(STANDINGS, REACHING) == REACHING[:2]
    assert mutate_focused.own_tests("leagues.services.results.xǁ_Formǁafter", REACHING) == []


def test_the_first_pass_keeps_kills_clears_the_rest_and_puts_the_map_back_with_new_tests(tmp_path, monkeypatch):
    monkeypatch.setattr(mutate_focused, "MUTANTS", tmp_path)
    reaching = {STANDINGS: REACHING, "leagues.services.results.x_refresh": REACHING[2:]}
    stats = tmp_path / "mutmut-stats.json"
    stats.write_text(json.dumps({"tests_by_mangled_function_name": reaching, "duration_by_test": {}}))
    meta = tmp_path / "leagues" / "services" / "standings.py.meta"
    meta.parent.mkdir(parents=True)
    names = [f"{STANDINGS}__mutmut_{n}" for n in (1, 2, 3)]
    other = "leagues.services.results.x_refresh__mutmut_1"
    meta.write_text(json.dumps({"exit_code_by_key": dict.fromkeys(names)}))
    seen = {}

    def run(chosen):  # mutmut, as the narrowed map tells it: the first mutant killed, the others survive
        seen["map"], seen["chosen"] = json.loads(stats.read_text())["tests_by_mangled_function_name"], chosen
        mapped = json.loads(stats.read_text())
        meta.write_text(json.dumps({"exit_code_by_key": {names[0]: 1, names[1]: 0, names[2]: 0}}))
        mapped["tests_by_mangled_function_name"][STANDINGS].append(NEW)  # a new test, mapped by mutmut
        mapped["tests_by_mangled_function_name"]["leagues.services.kept.x_kept"] = [NEW]
        stats.write_text(json.dumps(mapped))
        return 0

    rest = mutate_focused.first_pass([*names, other], run)
    assert seen["chosen"] == names  # a mutant with no own tests waits for the whole run
    assert seen["map"][STANDINGS] == REACHING[:2]
    assert rest == [names[1], names[2], other]
    assert json.loads(meta.read_text())["exit_code_by_key"] == {names[0]: 1, names[1]: None, names[2]: None}
    assert json.loads(stats.read_text())["tests_by_mangled_function_name"] == {
        STANDINGS: sorted([*REACHING, NEW]),
        "leagues.services.results.x_refresh": REACHING[2:],
        "leagues.services.kept.x_kept": [NEW],
    }


def test_without_mutmut_s_map_there_is_no_first_pass(tmp_path, monkeypatch):
    monkeypatch.setattr(mutate_focused, "MUTANTS", tmp_path)
    assert mutate_focused.first_pass(["a__mutmut_1"], lambda chosen: 1 / 0) == ["a__mutmut_1"]
