"""Every CSV file Meld writes is written here, so that none can forget what a spreadsheet does with a cell.

A spreadsheet (Excel, LibreOffice, Google Sheets) opening a CSV evaluates a
cell that begins with = + - or @ as a formula, and some also one that begins
with a tab or a carriage return: a player named `=HYPERLINK(...)` would become
a live link, `=cmd|' /C calc'!A0` a command. Following OWASP's rule for CSV
injection, every text cell whose first character (after any blanks) is one of
those, or its full-width form that a Japanese spreadsheet reads alike, is
written with a single quote in front, which the spreadsheet shows and never
evaluates. Numbers are written as numbers (a total of -120 stays a number), a
share as a percentage ("75%", read as 0.75), a date as ISO (2026-11-27). The
file starts with a byte order mark, so that a spreadsheet reads the names as UTF-8.
"""

import csv
import io
from collections.abc import Iterable, Sequence
from datetime import date
from fractions import Fraction

Cell = str | int | float | Fraction | date | None

BOM = "\ufeff"
FORMULA_STARTS = frozenset("=+-@\t\r\n＝＋－＠")
QUOTE = "'"


def neutral(text: str) -> str:
    """A text cell a spreadsheet shows as it is: a single quote in front of one it would evaluate."""
    stripped = text.lstrip(" \u3000")
    if text and (text[0] in FORMULA_STARTS or (stripped and stripped[0] in FORMULA_STARTS)):
        return QUOTE + text
    return text


def cell(value: Cell) -> str | int | float:
    """A value as the file writes it."""
    if value is None:
        return ""
    if isinstance(value, bool):
        return int(value)
    if isinstance(value, Fraction):  # a share: a percentage, to one decimal where it is not whole
        percent = round(float(value * 100), 1)
        return f"{percent:g}%"
    if isinstance(value, date):
        return value.isoformat()
    if isinstance(value, str):
        return neutral(value)
    return value


def csv_text(rows: Iterable[Sequence[Cell]]) -> str:
    """The rows (the first the headings) as a CSV file's text."""
    out = io.StringIO()
    out.write(BOM)
    writer = csv.writer(out)
    for row in rows:
        writer.writerow([cell(value) for value in row])
    return out.getvalue()
