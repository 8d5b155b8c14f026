"""How numbers and lists are written in messages, in the language of the request."""

from collections.abc import Sequence
from typing import TYPE_CHECKING

from django.utils.formats import number_format
from django.utils.translation import gettext, pgettext

if TYPE_CHECKING:  # what gettext_lazy gives, as django-stubs names it
    from django.utils.functional import _StrPromise as Lazy
else:
    from django.utils.functional import Promise as Lazy

# A label or a message: a string, or a translation made when it is shown (gettext_lazy).
Text = str | Lazy


def grouped(value: int) -> str:
    """A number with its thousands grouped for the active language: 1500 -> "1,500"."""
    return number_format(value, force_grouping=True)


def signed(value: int) -> str:
    """A change with its sign: "+12", "−3", "0"."""
    return f"+{value}" if value > 0 else f"−{-value}" if value < 0 else "0"


def dot() -> str:
    """The mark between short items on one line: " · " in English, 「・」 in Japanese."""
    return pgettext("separator between items", " · ")


def joined(*parts: str) -> str:
    """Short notes side by side: "Knocked out · Chips +3"; empty parts are left out."""
    return dot().join(part for part in parts if part)


def listed(items: Sequence[str]) -> str:
    """A list in words: "a", "a and b", "a, b and c"."""
    if len(items) == 1:
        return items[0]
    separator = pgettext("between the items of a list", ", ")
    return gettext("%(items)s and %(last)s") % {"items": separator.join(items[:-1]), "last": items[-1]}
