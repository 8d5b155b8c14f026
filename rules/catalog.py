"""Every game Meld keeps score for, built from the registered families.

A family registers itself with one line in `FAMILIES`; the start page's
list, the house-rule editor (through each rules class's settings) and the
rule book are all read from here.
"""

from rules.core.family import BookEntry, Family
from rules.core.rules import Variant
from rules.families import canasta, handfoot, kalooki

FAMILIES: tuple[Family, ...] = (
    canasta.FAMILY,
    handfoot.FAMILY,
    kalooki.FAMILY,
)

VARIANTS: dict[str, Variant] = {variant.slug: variant for family in FAMILIES for variant in family.presets}
DEFAULT_VARIANT = FAMILIES[0].presets[0].slug  # Classic Canasta
BOOK: tuple[BookEntry, ...] = tuple(entry for family in FAMILIES for entry in family.book)


def get_variant(slug: str) -> Variant | None:
    return VARIANTS.get(slug)


def variant_groups() -> list[tuple[str, list[Variant]]]:
    """The presets by group, in the catalogue's order, for the start page's list."""
    groups: dict[str, list[Variant]] = {}
    for variant in VARIANTS.values():
        groups.setdefault(str(variant.group or variant.name), []).append(variant)
    return list(groups.items())
