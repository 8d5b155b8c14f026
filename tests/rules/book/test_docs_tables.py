"""docs/rules.md and the rule pages show the same numbers, for every preset.

Each preset's part of the tables in docs/rules.md is found by its slug: a table whose
first header cell names it belongs to it, a header cell naming it gives its column, a row
whose first cell names it gives its row. Every number written there must be on the preset's
rule page (read from the rules that score it), and its target and first bonuses must be
written there, so neither side can drift from the other.
"""

import re

import pytest
from django.test import Client

from rules.catalog import VARIANTS
from tests import ROOT

DOCS = (ROOT / "docs" / "rules.md").read_text()
NUMBER = re.compile(r"\d[\d,]*")


def tables(text: str) -> list[list[list[str]]]:
    """Every markdown table of the text: rows of cells, the separator row left out."""
    found: list[list[list[str]]] = []
    current: list[list[str]] = []
    for line in [*text.splitlines(), ""]:
        if line.startswith("|"):
            cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
            if not all(set(cell) <= {"-", ":"} for cell in cells):
                current.append(cells)
        elif current:
            found.append(current)
            current = []
    return found


def cells_of(slug: str) -> list[str]:
    """The cells of docs/rules.md that belong to the preset `slug`."""
    mark = f"`{slug}`"
    found: list[str] = []
    for table in tables(DOCS):
        header, *body = table
        if mark in header[0]:
            found += [cell for row in body for cell in row]
            continue
        columns = [index for index, cell in enumerate(header) if index and mark in cell]
        found += [row[index] for row in body for index in columns if index < len(row)]
        found += [cell for row in body if mark in row[0] for cell in row[1:]]
    return found


def numbers(text: str) -> set[int]:
    """The numbers written in a text, 0 left out (the pages say "nothing" for it)."""
    return {int(match.replace(",", "")) for match in NUMBER.findall(text)} - {0}


@pytest.fixture(scope="module")
def pages():
    """Every preset's English rule page (they read no database)."""
    client = Client()
    return {slug: client.get(f"/rules/{slug}/").content.decode() for slug in VARIANTS}


@pytest.mark.parametrize("slug", list(VARIANTS))
def test_every_preset_has_its_part_of_the_tables(slug):
    assert cells_of(slug), f"docs/rules.md has no table cell for `{slug}`"


@pytest.mark.parametrize("slug", list(VARIANTS))
def test_every_number_the_docs_give_a_preset_is_on_its_rule_page(pages, slug):
    written = numbers(" ".join(cells_of(slug)))
    shown = numbers(re.sub(r"<[^>]+>", " ", pages[slug]))
    assert written - shown == set(), f"docs/rules.md gives `{slug}` numbers its rule page does not show"


@pytest.mark.parametrize("slug", list(VARIANTS))
def test_the_docs_give_every_preset_its_target_or_its_deals(slug):
    rules = VARIANTS[slug].default
    written = numbers(" ".join(cells_of(slug)))
    if rules.target is not None:
        assert rules.target in written
    if rules.deals is not None:
        assert rules.deals in written and set(getattr(rules, "meld_minimums", ())) <= written
