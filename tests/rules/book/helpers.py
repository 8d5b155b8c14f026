"""Rule pages built from changed data, to see the page follow the numbers."""

from dataclasses import replace

from rules.book.pages import PAGES, RulePage
from rules.core.rules import Variant


def page_for(variant: Variant) -> RulePage:
    """The rule page of this (changed) preset, read as its usual page is."""
    return RulePage(replace(PAGES[variant.slug].entry, variant=variant))
