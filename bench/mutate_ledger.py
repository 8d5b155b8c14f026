"""make mutate's results kept in the repository (bench/mutation-results.json), so that a full run, hours long,
can be spread over several sittings and machines: mutants/ (where mutmut keeps them) is a throwaway copy that
a fresh clone does not have.

Each result is kept with the hash mutmut gives its function's source: after mutmut has generated the mutants
(bench/mutate.py does it first), `restore` gives every mutant without a result of its own the kept one, only
where the function is still the same; a function that changed has none, as mutmut itself resets it. `save`
writes what mutants/ holds now. Like mutmut's own, a kept result assumes the tests did not get weaker since:
after a test is removed or loosened, run its functions' mutants again (`make mutate ARGS="--module ..."`).

    .venv/bin/python bench/mutate_ledger.py save       (bench/mutate.py does it after every run)
    .venv/bin/python bench/mutate_ledger.py restore    (bench/mutate.py does it after generating)
"""

import json
import sys
import time
from pathlib import Path
from typing import Any

from mutate_kinds import MUTANTS

LEDGER = Path(__file__).resolve().parent / "mutation-results.json"


def _metas() -> dict[str, Path]:
    """mutmut's results file of each mutated source file, by the source's path ("leagues/services/log.py")."""
    return {str(meta.relative_to(MUTANTS).with_suffix("")): meta for meta in sorted(MUTANTS.glob("*/**/*.py.meta"))}


def _load(meta: Path) -> dict[str, Any]:
    """A results file, read again while mutmut (running meanwhile) is half way through writing it."""
    for _ in range(50):
        try:
            return json.loads(meta.read_text())  # type: ignore[no-any-return]
        except json.JSONDecodeError:
            time.sleep(0.1)
    return json.loads(meta.read_text())  # type: ignore[no-any-return]


def _number(key: str) -> str:
    return key.rsplit("__mutmut_", 1)[1]


def _function(key: str) -> str:
    return key.rsplit(".", 1)[1].rsplit("__mutmut_", 1)[0]


def read() -> dict[str, dict[str, dict[str, Any]]]:
    """The kept results: source path -> function -> {"hash": its source's hash, "codes": {mutant number: exit code}}."""
    if not LEDGER.exists():
        return {}
    return json.loads(LEDGER.read_text())["results"]  # type: ignore[no-any-return]


def restore() -> int:
    """Every mutant without a result in mutants/ given the kept one, where its function's hash is the kept
    hash; returns how many."""
    kept, restored = read(), 0
    for source, meta in _metas().items():
        functions = kept.get(source)
        if not functions:
            continue
        data = _load(meta)
        hashes, codes = data["hash_by_function_name"], data["exit_code_by_key"]
        before = restored
        for key, code in codes.items():
            entry = functions.get(_function(key))
            if code is not None or entry is None or entry["hash"] != hashes.get(_function(key)):
                continue
            found = entry["codes"].get(_number(key))
            if found is not None:
                codes[key] = found
                restored += 1
        if restored > before:  # else untouched: mutmut may be writing it (a report beside a run)
            meta.write_text(json.dumps(data, indent=4))
    return restored


def save() -> int:
    """The results mutants/ holds written to the ledger (a function without any there keeps its kept ones while
    its hash is the same); returns how many results the ledger holds."""
    kept: dict[str, dict[str, dict[str, Any]]] = read()
    results: dict[str, dict[str, dict[str, Any]]] = {}
    for source, meta in _metas().items():
        data = _load(meta)
        hashes = data["hash_by_function_name"]
        functions: dict[str, dict[str, Any]] = {}
        for key, code in data["exit_code_by_key"].items():
            name = _function(key)
            entry = functions.setdefault(name, {"hash": hashes.get(name), "codes": {}})
            if code is not None:
                entry["codes"][_number(key)] = code
        for name, entry in list(functions.items()):
            old = kept.get(source, {}).get(name)
            if not entry["codes"] and old is not None and old["hash"] == entry["hash"]:
                functions[name] = old
            elif not entry["codes"]:
                del functions[name]
        if functions:
            results[source] = functions
    lines = ['{"results": {']
    sources = sorted(results)
    for i, source in enumerate(sources):
        lines.append(f"  {json.dumps(source)}: {{")
        names = sorted(results[source])
        for j, name in enumerate(names):
            entry = results[source][name]
            codes = dict(sorted(entry["codes"].items(), key=lambda item: int(item[0])))
            body = json.dumps({"hash": entry["hash"], "codes": codes}, ensure_ascii=False)
            lines.append(f"    {json.dumps(name, ensure_ascii=False)}: {body}{',' if j < len(names) - 1 else ''}")
        lines.append("  }" + ("," if i < len(sources) - 1 else ""))
    lines.append("}}")
    LEDGER.write_text("\n".join(lines) + "\n")
    return sum(len(entry["codes"]) for functions in results.values() for entry in functions.values())


if __name__ == "__main__":
    if sys.argv[1:] == ["save"]:
        print(f"{save()} results kept in {LEDGER.name}")
    elif sys.argv[1:] == ["restore"]:
        print(f"{restore()} results restored from {LEDGER.name}")
    else:
        sys.exit(__doc__)
