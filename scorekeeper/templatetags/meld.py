"""Formatting of scores for the score sheet, and the language switch."""

from collections.abc import Mapping

from django import template
from django.conf import settings
from django.template import Context
from django.urls import reverse, translate_url
from django.utils.translation import get_language, get_language_info, override

from rules.catalog import family_names
from rules.templatetags.rulebook import points, say, sep

register = template.Library()

# One formatting of a score, shared with the rule pages.
register.filter("points", points)
register.simple_tag(sep, name="sep")
register.simple_tag(say, name="say", takes_context=True)
register.simple_tag(family_names, name="family_names")


@register.filter
def signed(value: int | None) -> str:
    """A deal score with its sign: "+1,385", "−75", "0"."""
    if value is None:
        return ""
    return f"+{points(value)}" if value > 0 else points(value)


@register.simple_tag(takes_context=True)
def other_language(context: Context) -> dict[str, str]:
    """The language to switch to, and this same page in it (the home page if it has none).

    {"code": "ja", "name": "日本語", "url": "/ja/g/SLUG/"} on an English page.
    """
    current = get_language()
    codes = [code for code, _name in settings.LANGUAGES]
    code = codes[(codes.index(current) + 1) % len(codes)] if current in codes else codes[0]
    request = context.get("request")
    here = request.get_full_path() if request else "/"
    url = translate_url(here, code)
    if url == here:
        with override(code):
            url = reverse("home")
    return {"code": code, "name": get_language_info(code)["name_local"], "url": url}


@register.filter
def dictget(mapping: Mapping[str, object], key: str) -> object:
    """mapping[key] in a template; empty when missing."""
    try:
        return mapping[key]
    except (KeyError, TypeError):
        return ""
