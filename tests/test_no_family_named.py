"""The code every game shares names no family: it knows the families only through their registration
(`rules.catalog.FAMILIES`, `rules.core.family.Family`). A new family is its own package, its own prose
and quick reference, its tests and one line in the catalogue, and nothing here changes for it.

The shared code is the rules core and rule book, the score pad, the leagues, the accounts, the shared
templates (all but a family's prose and quick references), the scripts and the static files. A code
line there that names a family, a preset or one of their names fails this test; comments, docstrings
and template comments may (they explain), and so may the catalogue's registration lines and the
glossary (the words of the card table).
"""

import io
import re
import tokenize
from pathlib import Path

from django.utils.translation import override

from rules.catalog import FAMILIES
from tests import ROOT

SHARED = ["rules/core", "rules/book", "rules/catalog.py", "rules/templatetags", "scorekeeper", "leagues", "accounts"]
SHARED += ["bench", "templates", "static/js", "static/css"]
# What is a family's own, or a record of the past: its prose and quick references, the migrations (what
# the database held then), the mutation runs' lists of a module's equivalent mutants.
OWN = ("templates/rules/prose/", "templates/rules/quick/", "/migrations/", "bench/mutate")
REGISTRATION = re.compile(r"^\s*(from rules\.families import [\w, ]+|\w+\.FAMILY,)\s*$")


def names() -> re.Pattern[str]:
    """Every family's key and name, and every preset's slug and name, in English, as whole words."""
    words = set()
    with override("en"):
        for family in FAMILIES:
            words |= {family.key, str(family.name)}
            for variant in family.presets:
                words |= {variant.slug, str(variant.name)}
    alternatives = "|".join(sorted((re.escape(word) for word in words), key=len, reverse=True))
    return re.compile(rf"(?<![\w-])({alternatives})(?![\w-])", re.IGNORECASE)


def python_code(text: str) -> list[tuple[int, str]]:
    """The lines of Python source, each with only its code: comments and docstrings left out."""
    found: dict[int, list[str]] = {}
    tokens = list(tokenize.generate_tokens(io.StringIO(text).readline))
    layout = (tokenize.NEWLINE, tokenize.NL, tokenize.INDENT, tokenize.DEDENT, tokenize.COMMENT)
    for index, token in enumerate(tokens):
        if token.type in (*layout, tokenize.ENDMARKER):
            continue
        if token.type == tokenize.STRING:  # a docstring: a string that is a statement of its own
            before = next((t for t in reversed(tokens[:index]) if t.type not in layout), None)
            after = tokens[index + 1]
            starts = before is None or before.type in (tokenize.NEWLINE, tokenize.INDENT) or before.string == ":"
            if starts and after.type in (tokenize.NEWLINE, tokenize.ENDMARKER):
                continue
        for offset, line in enumerate(token.string.splitlines() or [""]):
            found.setdefault(token.start[0] + offset, []).append(line)
    return [(number, " ".join(parts)) for number, parts in sorted(found.items())]


def template_code(text: str) -> list[tuple[int, str]]:
    text = re.sub(r"\{% comment %\}.*?\{% endcomment %\}", lambda m: "\n" * m.group(0).count("\n"), text, flags=re.S)
    text = re.sub(r"\{#.*?#\}", "", text)
    return list(enumerate(text.splitlines(), start=1))


def script_code(text: str) -> list[tuple[int, str]]:
    text = re.sub(r"/\*.*?\*/", lambda m: "\n" * m.group(0).count("\n"), text, flags=re.S)
    return [(number, re.sub(r"(^|\s)//.*$", "", line)) for number, line in enumerate(text.splitlines(), start=1)]


READERS = {".py": python_code, ".html": template_code, ".js": script_code, ".css": script_code}


def shared_files() -> list[Path]:
    files = []
    for place in SHARED:
        path = ROOT / place
        for file in [path] if path.is_file() else sorted(path.rglob("*")):
            relative = file.relative_to(ROOT).as_posix()
            # Not what npm installs for make budgets (bench/node_modules): none of it is ours.
            if "node_modules" in file.parts:
                continue
            if file.suffix in READERS and not any(part in f"/{relative}" for part in OWN):
                files.append(file)
    return files


def naming_lines(pattern: re.Pattern[str], files: list[Path]) -> list[str]:
    found = []
    for file in files:
        text = file.read_text()
        lines = text.splitlines()
        name = file.relative_to(ROOT) if file.is_relative_to(ROOT) else file.name
        for number, code in READERS[file.suffix](text):
            if not REGISTRATION.match(lines[number - 1]) and (match := pattern.search(code)):
                found.append(f"{name}:{number}: {match.group(0)!r} in {lines[number - 1].strip()[:100]}")
    return found


def test_no_code_line_of_the_shared_code_names_a_family_or_a_preset():
    files = shared_files()
    assert len(files) > 100 and any(file.name == "sheet.html" for file in files)
    found = naming_lines(names(), files)
    assert not found, "Shared code names a family; ask the family's registration instead:\n" + "\n".join(found)


def test_the_scan_finds_a_name_in_code_and_not_in_comments_or_docstrings(tmp_path):
    pattern = names()
    source = tmp_path / "module.py"
    source.write_text(
        '"""Kalooki is named in a docstring."""\n\n'
        "# and in a comment: Hand and Foot\n"
        "def f():\n"
        '    """Classic Canasta, in the docstring of a function."""\n'
        '    return "hand-and-foot"\n'
    )
    template = tmp_path / "page.html"
    template.write_text('{# Kalooki #}\n<p>{% translate "Kalooki" %}</p>\n')
    assert [line.split(": ", 1)[0].rsplit(":", 1)[1] for line in naming_lines(pattern, [source, template])] == [
        "6",
        "2",
    ]
