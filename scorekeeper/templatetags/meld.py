"""Formatting of scores for the score sheet."""

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


@register.filter
def signed(value: int | None) -> str:
    """A deal score with its sign: "+1,385", "−75", "0"."""
    if value is None:
        return ""
    return f"+{points(value)}" if value > 0 else points(value)


@register.filter
def at(sequence, index):
    """sequence[index] in a template; empty when out of range."""
    try:
        return sequence[index]
    except (IndexError, KeyError, TypeError):
        return ""


@register.filter
def dictget(mapping, key):
    """mapping[key] in a template; empty when missing."""
    try:
        return mapping[key]
    except (KeyError, TypeError):
        return ""
