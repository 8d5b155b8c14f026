"""make mutate's results kept in the repository (bench/mutate_ledger.py): a result comes back to a mutant of a
fresh copy only while its function is the same, and never over a result the copy has of its own."""

import json
import sys

import pytest

from tests import ROOT

sys.path.insert(0, str(ROOT / "bench"))
import mutate_ledger  # noqa: E402 (bench/ is not a package: its scripts import each other by name)


def meta(codes: dict[str, int | None], hashes: dict[str, str]) -> dict:
    """A results file as mutmut writes it, for leagues/services/log.py."""
    keys = {f"leagues.services.log.{name}": code for name, code in codes.items()}
    return {"exit_code_by_key": keys, "hash_by_function_name": hashes, "durations_by_key": {}}


@pytest.fixture
def copy(tmp_path, monkeypatch):
    """A throwaway mutants/ and ledger; returns the results file of one source."""
    monkeypatch.setattr(mutate_ledger, "MUTANTS", tmp_path / "mutants")
    monkeypatch.setattr(mutate_ledger, "LEDGER", tmp_path / "mutation-results.json")
    path = tmp_path / "mutants" / "leagues" / "services" / "log.py.meta"
    path.parent.mkdir(parents=True)
    return path


def codes(path) -> dict[str, int | None]:
    return {key.rsplit(".", 1)[1]: code for key, code in json.loads(path.read_text())["exit_code_by_key"].items()}


def test_a_result_comes_back_to_a_fresh_copy_while_its_function_is_the_same(copy):
    run = {"x_said__mutmut_1": 1, "x_said__mutmut_2": 0, "x_kind__mutmut_1": 1, "x_new__mutmut_1": None}
    copy.write_text(json.dumps(meta(run, {"x_said": "aaa", "x_kind": "bbb", "x_new": "ccc"})))
    assert mutate_ledger.save() == 3
    fresh = dict.fromkeys(run)
    copy.write_text(json.dumps(meta(fresh, {"x_said": "aaa", "x_kind": "changed", "x_new": "ccc"})))
    assert mutate_ledger.restore() == 2
    assert codes(copy) == {
        "x_said__mutmut_1": 1,
        "x_said__mutmut_2": 0,
        "x_kind__mutmut_1": None,
        "x_new__mutmut_1": None,
    }


def test_a_result_of_the_copy_itself_is_never_overwritten_and_kept_ones_stay_until_their_function_changes(copy):
    copy.write_text(json.dumps(meta({"x_said__mutmut_1": 0, "x_kind__mutmut_1": 1}, {"x_said": "a", "x_kind": "b"})))
    mutate_ledger.save()
    # A later sitting: a test now kills x_said's mutant; x_kind's was not run again (no result in the copy).
    copy.write_text(json.dumps(meta({"x_said__mutmut_1": 1, "x_kind__mutmut_1": None}, {"x_said": "a", "x_kind": "b"})))
    assert mutate_ledger.restore() == 1
    assert codes(copy) == {"x_said__mutmut_1": 1, "x_kind__mutmut_1": 1}
    copy.write_text(json.dumps(meta({"x_said__mutmut_1": 1, "x_kind__mutmut_1": None}, {"x_said": "a", "x_kind": "b"})))
    assert mutate_ledger.save() == 2  # x_kind's kept result stays: its function is the same
    copy.write_text(
        json.dumps(meta({"x_said__mutmut_1": 1, "x_kind__mutmut_1": None}, {"x_said": "a", "x_kind": "new"}))
    )
    assert mutate_ledger.save() == 1  # x_kind changed and has no result: its kept one is gone
    assert json.loads(mutate_ledger.LEDGER.read_text())["results"]["leagues/services/log.py"].keys() == {"x_said"}
