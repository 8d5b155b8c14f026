"""Every game Meld keeps score for, built from the registered families.

A family registers itself with one line in `FAMILIES` (`rules.core.family.Family`);
the start page's list, the house-rule editor (through each rules class's
settings), the rule book, the glossary, the score pad's words and the site's
descriptions are all read from here.
"""

from rules.core.family import BookEntry, Family, Words
from rules.core.rules import Rules, Variant
from rules.core.words import listed
from rules.families import burraco, canasta, handfoot, kalooki

FAMILIES: tuple[Family, ...] = (
    canasta.FAMILY,
    handfoot.FAMILY,
    kalooki.FAMILY,
    burraco.FAMILY,
)

VARIANTS: dict[str, Variant] = {variant.slug: variant for family in FAMILIES for variant in family.presets}
DEFAULT_VARIANT = FAMILIES[0].presets[0].slug  # the first family's first preset
BOOK: tuple[BookEntry, ...] = tuple(entry for family in FAMILIES for entry in family.book)
FAMILY_OF: dict[str, Family] = {variant.slug: family for family in FAMILIES for variant in family.presets}


def get_variant(slug: str) -> Variant | None:
    return VARIANTS.get(slug)


def words_of(rules: Rules) -> Words:
    """What the family of these rules calls a deal and its initial meld."""
    return FAMILY_OF[rules.variant].words


def family_names() -> str:
    """Every family by its name, in the language of the request: "Canasta, Hand and Foot and Kalooki"."""
    return listed([str(family.name) for family in FAMILIES])


def variant_groups() -> list[tuple[str, list[Variant]]]:
    """The presets by group, in the catalogue's order, for the start page's list."""
    groups: dict[str, list[Variant]] = {}
    for variant in VARIANTS.values():
        groups.setdefault(str(variant.group or variant.name), []).append(variant)
    return list(groups.items())
