"""A game family as it registers itself: its presets and how each preset's rule page reads its numbers.

`rules.catalog` builds the start page's list, the house-rule editor and the
rule book from the registered families; a new family is one package under
`rules/families/` with a `FAMILY` and one line in the catalogue.
"""

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .rules import Variant


@dataclass(frozen=True)
class Section:
    """One section of a rule page: its anchor and its heading in each language.

    Headings are written here in both languages, like the glossary, because
    they belong to the bilingual prose: the two pages must match side by side.
    The anchors are what the score pad links to (TallyField.rule_anchor,
    Requirement.rule_anchor).
    """

    id: str
    en: str
    ja: str

    def title(self, language: str) -> str:
        return self.ja if language == "ja" else self.en


@dataclass(frozen=True)
class BookEntry:
    """How a preset's rule page reads its numbers.

    `facts` gives every number the page shows from one table of rules (the
    same object that scores the game); `quick_reference` is the template of
    the tables shown first; `prose` names the pair of prose templates
    (templates/rules/prose/<language>/<prose>.html, one partial per section),
    shared by presets whose words are the same; `notes` names partials of the
    prose that only this preset's page shows.
    """

    variant: Variant
    sections: tuple[Section, ...]
    facts: Callable[[Any], dict[str, Any]]
    quick_reference: str
    prose: str
    notes: tuple[str, ...] = ()


@dataclass(frozen=True)
class Family:
    key: str
    presets: tuple[Variant, ...]  # in the order of the start page
    book: tuple[BookEntry, ...]  # in the order of the rule book's index
