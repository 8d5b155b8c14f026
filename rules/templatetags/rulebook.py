"""Numbers on the rule pages, formatted for the active language, and a family's phrases.

`points` is the one formatting of a score; the score pad's `meld` library
registers the same function, and `say`, `sep` and `family_names`.
"""

from collections.abc import Iterable

from django import template
from django.template import Context
from django.template.base import render_value_in_context
from django.utils.formats import number_format
from django.utils.html import conditional_escape
from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import pgettext, pgettext_lazy

from rules.catalog import family_names
from rules.core.settings import MELDS, amount
from rules.core.words import Text

register = template.Library()
register.simple_tag(family_names, name="family_names")

MINUS = "\u2212"


@register.filter
def points(value: int | None) -> str:
    """1385 -> "1,385" (grouped for the active language); -75 -> "−75"."""
    if value is None:
        return ""
    text = number_format(abs(value), force_grouping=True)
    return f"{MINUS}{text}" if value < 0 else text


# The marks between parts of a line, each a message of its own so that Japanese gets its
# full-width forms (「：」「・」「〜」) instead of the English ": ", " · ", "–".
SEPARATORS = {
    "colon": pgettext_lazy("separator after a label", ": "),
    "dot": pgettext_lazy("separator between items", " · "),
    "range": pgettext_lazy("separator in a range of numbers", " – "),
    "dash": pgettext_lazy("separator before the site name in a title", " – "),
    "list": pgettext_lazy("separator in a list of words", ", "),
    "versus": pgettext_lazy("separator between the sides' final totals", " – "),
    "against": pgettext_lazy("separator between two players' names, one against the other", " · "),
    "partners": pgettext_lazy("separator between the names of partners", " & "),
    "open": pgettext_lazy("opening bracket after a word", " ("),
    "close": pgettext_lazy("closing bracket", ")"),
    # English puts a space after a sentence; Japanese none (a zero-width space, where a line may break).
    "sentence": pgettext_lazy("space after a sentence", " "),
}


@register.simple_tag
def sep(name: str) -> str:
    """`{% sep "colon" %}`: the active language's separator of that kind."""
    return str(SEPARATORS[name])


@register.filter
def counts(numbers: Iterable[int]) -> str:
    """The numbers of players a game is for, once each and in order: "2 · 3 · 4 · 6" (「2・3・4・6」)."""
    return str(SEPARATORS["dot"]).join(str(number) for number in sorted(set(numbers)))


@register.filter
def pts(value: int | None) -> str:
    """A number of points standing alone, with its unit where the language writes one: 「1,495点」."""
    if value is None:
        return ""
    return pgettext("a number of points standing alone", "%(points)s") % {"points": points(value)}


@register.filter
def cards(value: int | None) -> str:
    """A number of cards standing alone, with its unit where the language writes one: 「13枚」."""
    if value is None:
        return ""
    return pgettext("a number of cards standing alone", "%(count)s") % {"count": value}


@register.filter
def melds(value: int | None) -> str:
    """A number of canastas or books standing alone, with its counter where the language writes one: 「2つ」."""
    return "" if value is None else amount(value, MELDS)


@register.filter
def decks(value: int | None) -> str:
    """A number of decks standing alone, with its unit where the language writes one: 「5組」."""
    if value is None:
        return ""
    return pgettext("a number of decks standing alone", "%(count)s") % {"count": value}


@register.simple_tag(takes_context=True)
def say(context: Context, phrase: Text, **values: object) -> SafeString:
    """`{% say words.enter_deal number=3 %}`: a family's phrase (`rules.core.family.Words`) with its
    values put in as `{% blocktranslate %}` puts them: each value localized and escaped, the phrase
    itself (a message of the catalogue, which may hold <b>) trusted. `count=` picks a plural message's
    form (`{% say words.deals_played count=n deals=n %}`)."""
    filled: dict[str, object] = {
        key: conditional_escape(render_value_in_context(value, context)) for key, value in values.items()
    }
    if "count" in values:  # a plural message (`Words.deals_played`): its form is picked by the number itself
        filled["count"] = values["count"]
        return mark_safe(phrase % filled)  # noqa: S308 (as below)
    return mark_safe(str(phrase) % filled)  # noqa: S308 (the catalogue's text; every value escaped above)
