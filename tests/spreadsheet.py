"""A CSV file read as a spreadsheet reads it: numbers, percentages and dates become values, and a cell that
begins as a formula does (=, +, -, @, a tab or a carriage return, or their full-width forms) is a
`Formula`, which no CSV of Meld may hold. A cell behind a single quote is text, shown as typed."""

import csv
import io
import re
from dataclasses import dataclass
from datetime import date

NUMBER = re.compile(r"-?\d+(\.\d+)?")
PERCENT = re.compile(r"-?\d+(\.\d+)?%")
DAY = re.compile(r"\d{4}-\d{2}-\d{2}")
FORMULA_STARTS = "=+-@\t\r＝＋－＠"


@dataclass(frozen=True)
class Formula:
    text: str


def value(cell: str) -> object:
    if cell.startswith("'"):
        return cell[1:]
    if NUMBER.fullmatch(cell):
        return float(cell) if "." in cell else int(cell)
    if PERCENT.fullmatch(cell):
        return round(float(cell[:-1]) / 100, 6)
    if DAY.fullmatch(cell):
        return date.fromisoformat(cell)
    if cell.lstrip(" \u3000")[:1] in tuple(FORMULA_STARTS):
        return Formula(cell)
    return cell


def read(text: str) -> list[list[object]]:
    """The rows of a CSV file (its headings first) as a spreadsheet sees them; the file starts with a byte
    order mark, so that the spreadsheet reads it as UTF-8."""
    assert text.startswith("\ufeff")
    return [[value(cell) for cell in row] for row in csv.reader(io.StringIO(text[1:]))]


def formulas(rows: list[list[object]]) -> list[Formula]:
    return [cell for row in rows for cell in row if isinstance(cell, Formula)]
