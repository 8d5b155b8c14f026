"""The one CSV writer: a cell a spreadsheet would evaluate is written as text, whatever its leading
character (OWASP's CSV injection rule), numbers stay numbers, and no other module writes a CSV."""

import csv
import io
import re
from datetime import date
from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.services.spreadsheets import csv_text, neutral
from tests import examples
from tests.spreadsheet import Formula, formulas, read

ROOT = Path(__file__).resolve().parents[3]

LEADING = {
    "equals": "=1+1",
    "plus": "+1+1",
    "minus": "-2+3",
    "at": "@SUM(1+1)",
    "tab": "\t=1+1",
    "carriage return": "\r=1+1",
    "full-width equals": "＝1+1",
    "full-width plus": "＋1",
    "full-width minus": "－1",
    "full-width at": "＠SUM(1)",
    "blank before equals": "  =1+1",
    "ideographic space before plus": "\u3000+1",
}


@pytest.mark.parametrize("leading", LEADING)
def test_a_cell_a_spreadsheet_would_evaluate_is_written_as_text(leading):
    text = LEADING[leading]
    rows = read(csv_text([["Player"], [text]]))
    assert formulas(rows) == []
    assert rows[1] == [text]  # shown as typed, behind the quote


def test_without_the_quote_the_reader_would_see_formulas():
    """The reader of the tests can tell: the same cells written raw are formulas to it."""
    raw = "\ufeff" + "\n".join(f'"{text}"' for text in ["=1+1", "+1", "-2+3", "@A1"])
    assert [cell.text for cell in formulas(read(raw))] == ["=1+1", "+1", "-2+3", "@A1"]


def test_ordinary_cells_keep_their_values():
    rows = read(csv_text([["a"], ["Ann & Ben", -120, 5100, 2.5, Fraction(2, 3), Fraction(1), date(2026, 3, 14), None]]))
    assert rows[1] == ["Ann & Ben", -120, 5100, 2.5, 0.667, 1, date(2026, 3, 14), ""]
    assert not isinstance(rows[1][1], Formula)  # a negative number stays a number


def test_no_other_module_writes_a_csv():
    """Every CSV goes through scorekeeper/services/spreadsheets.py, so none can forget to neutralise a cell."""
    writer = re.compile(r"^\s*(import csv|from csv import)", re.MULTILINE)
    found = [
        str(path.relative_to(ROOT))
        for package in ("rules", "scorekeeper", "leagues", "accounts")
        for path in (ROOT / package).rglob("*.py")
        if writer.search(path.read_text())
    ]
    assert found == ["scorekeeper/services/spreadsheets.py"]


@settings(max_examples=examples(300))
@given(
    st.lists(
        st.lists(st.text(alphabet=st.characters(exclude_categories=["Cs"]), max_size=30), min_size=1, max_size=4),
        min_size=1,
        max_size=5,
    )
)
def test_every_text_comes_back_as_typed_through_a_csv_reader(rows):
    """Commas, quotes, line breaks and leading = + - @ in any cell: csv.reader gives back each text as typed
    (behind the quote when a spreadsheet would evaluate it), one row for each row written."""
    back = list(csv.reader(io.StringIO(csv_text(rows)[1:], newline="")))
    assert len(back) == len(rows)
    for written, read_back in zip(rows, back, strict=True):
        assert [
            cell.removeprefix("'") if neutral(text) != text else cell
            for text, cell in zip(written, read_back, strict=True)
        ] == written
