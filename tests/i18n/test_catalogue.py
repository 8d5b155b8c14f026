"""The Japanese catalogue: complete, clean, in step with the code, and compiled."""

import os
import re
import shutil
import subprocess
import sys

import polib

from tests import ROOT, skip_unless

PO = ROOT / "locale" / "ja" / "LC_MESSAGES" / "django.po"
MO = PO.with_suffix(".mo")
PLACEHOLDER = re.compile(r"%\((\w+)\)[sd]|%[sd]")


def entries() -> list[polib.POEntry]:
    return list(polib.pofile(str(PO)))


def translations(entry: polib.POEntry) -> list[str]:
    return list(entry.msgstr_plural.values()) if entry.msgid_plural else [entry.msgstr]


def test_every_entry_is_translated_and_none_is_fuzzy():
    po = polib.pofile(str(PO))
    assert [e.msgid for e in po.untranslated_entries()] == []
    assert [e.msgid for e in po.fuzzy_entries()] == []
    assert [e.msgid for e in po.obsolete_entries()] == []
    assert not po.metadata_is_fuzzy


def test_japanese_has_one_plural_form():
    po = polib.pofile(str(PO))
    assert po.metadata["Plural-Forms"] == "nplurals=1; plural=0;"
    for entry in po:
        if entry.msgid_plural:
            assert list(entry.msgstr_plural) == [0], entry.msgid


def test_translations_keep_every_placeholder_and_tag():
    for entry in entries():
        wanted = sorted(PLACEHOLDER.findall(entry.msgid_plural or entry.msgid))
        tags = sorted(re.findall(r"</?\w+>", entry.msgid))
        for text in translations(entry):
            assert sorted(PLACEHOLDER.findall(text)) == wanted, entry.msgid
            assert sorted(re.findall(r"</?\w+>", text)) == tags, entry.msgid


def test_no_translation_is_left_in_english():
    """Text with Latin words and no Japanese in it is English copied over ("2" for "2s" is fine)."""
    for entry in entries():
        for text in translations(entry):
            # "Meld", the app's name, is written in Latin letters in Japanese too.
            if re.search(r"[A-Za-z]{2,}", re.sub(r"%\(\w+\)[sd]|</?\w+>|^Meld$", "", text)):
                assert re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", text), f"{entry.msgid!r} -> {text!r}"


def test_gettext_is_never_imported_under_a_name_xgettext_does_not_know():
    """makemessages finds _(), gettext(), gettext_lazy(), ngettext()...; an alias like _t() hides a string."""
    aliased = re.compile(r"import .*\b(?:n|p|np)?gettext(?:_lazy)?\s+as\s+(?!_\b)\w+")
    for folder in ("rules", "scorekeeper", "leagues", "accounts"):
        for path in (ROOT / folder).rglob("*.py"):
            assert not aliased.search(path.read_text()), path


def test_every_message_in_the_code_is_in_the_catalogue(tmp_path):
    """makemessages on a copy of the code leaves the copied catalogue complete: nothing new, nothing stale."""
    skip_unless(bool(shutil.which("xgettext")), "makemessages needs GNU gettext's xgettext", "MELD_REQUIRE_GETTEXT")
    for folder in ("rules", "scorekeeper", "leagues", "accounts", "typedtext", "templates", "static", "locale"):
        shutil.copytree(ROOT / folder, tmp_path / folder, ignore=shutil.ignore_patterns("__pycache__", "*.mo"))
    shutil.copy(ROOT / "manage.py", tmp_path)
    env = {**os.environ, "DJANGO_SETTINGS_MODULE": "scorekeeper.settings", "MELD_DATA_DIR": str(tmp_path / "var")}
    subprocess.run(
        [sys.executable, "manage.py", "makemessages", "-l", "ja", "--add-location", "file"],
        cwd=tmp_path,
        env=env,
        check=True,
        capture_output=True,
    )
    fresh = polib.pofile(str(tmp_path / "locale" / "ja" / "LC_MESSAGES" / "django.po"))
    assert [e.msgid for e in fresh.untranslated_entries()] == [], "run `make messages` and translate the new entries"
    assert [e.msgid for e in fresh.fuzzy_entries()] == [], "run `make messages` and check the fuzzy entries"
    assert [e.msgid for e in fresh.obsolete_entries()] == [], "run `make messages`: these are no longer used"


def test_the_compiled_catalogue_matches_the_po():
    assert MO.exists(), "compile it: `make test` does, or `.venv/bin/python manage.py compile_catalogue`"
    compiled = {(e.msgctxt, e.msgid, e.msgid_plural): translations(e) for e in polib.mofile(str(MO)) if e.msgid}
    source = {(e.msgctxt, e.msgid, e.msgid_plural): translations(e) for e in entries()}
    assert compiled == source, "the .mo is stale: run `make test` or `manage.py compile_catalogue`"
