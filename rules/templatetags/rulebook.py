"""Numbers on the rule pages, formatted for the active language.

`points` is the one formatting of a score; the score pad's `meld` library
registers the same function.
"""

from django import template
from django.utils.formats import number_format

register = template.Library()

MINUS = "\u2212"


@register.filter
def points(value: int | None) -> str:
    """1385 -> "1,385" (grouped for the active language); -75 -> "−75"."""
    if value is None:
        return ""
    text = number_format(abs(value), force_grouping=True)
    return f"{MINUS}{text}" if value < 0 else text
