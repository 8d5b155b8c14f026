"""The rule pages: one per preset, built from the catalogue's book entries.

A rule page shows the numbers of the very objects that score the game (a
variant's tables, or a game's house rules), so the page and the arithmetic
cannot disagree. Its prose lives in one template per language,
`templates/rules/prose/<language>/<prose>.html`, one `{% partialdef %}` per
section; the numbers come into the prose from the family's facts.
"""

from dataclasses import dataclass
from typing import Any

from django.utils.translation import get_language

from rules.catalog import BOOK
from rules.core import house
from rules.core.family import BookEntry, Section
from rules.core.rules import Rules, Variant


@dataclass(frozen=True)
class RulePage:
    entry: BookEntry

    @property
    def variant(self) -> Variant:
        return self.entry.variant

    @property
    def slug(self) -> str:
        return self.variant.slug

    @property
    def sections(self) -> tuple[Section, ...]:
        return self.entry.sections

    @property
    def notes(self) -> tuple[str, ...]:
        return self.entry.notes

    def prose(self, language: str) -> str:
        return f"rules/prose/{language}/{self.entry.prose}.html"

    def context(self, rules: Rules | None = None) -> dict[str, Any]:
        """What the page template needs: the facts of `rules` (the preset's usual table by
        default, or a game's house rules) and of every seating, that seating replaced by
        `rules` when it is a game's."""
        rules = rules or self.variant.default
        language = "ja" if get_language() == "ja" else "en"
        facts = self.entry.facts
        tables = sorted(self.variant.tables, key=lambda table: table.seating.players)
        seatings = [facts(rules if table.seating == rules.seating else table) for table in tables]
        # By number of players, the first seating of each (the preset's order); by seating
        # ("2x3"), every one: two seatings of six players are two tables of their own.
        by_seating = {table["seating"].key: table for table in seatings}
        by_players: dict[str, Any] = {}
        for table in self.variant.tables:
            by_players.setdefault(str(table.seating.players), by_seating[table.seating.key])
        return {
            "page": self,
            "variant": self.variant,
            "sections": [{"id": s.id, "title": s.title(language)} for s in self.entry.sections],
            "prose": self.prose(language),
            "quick_reference": self.entry.quick_reference,
            "seatings": seatings,
            "by_players": by_players,
            "by_seating": by_seating,
            **facts(rules),
        }


PAGES: dict[str, RulePage] = {entry.variant.slug: RulePage(entry) for entry in BOOK}


def get_page(slug: str) -> RulePage | None:
    return PAGES.get(slug)


def house_changes(preset: Rules, rules: Rules) -> list[dict[str, Any]]:
    """How a game's rules differ from its preset, for the note on its rule page: its switches,
    then one line per changed number (the score sheet's lines)."""
    switches = {option.key: option.label for option in rules.options()}
    changes: list[dict[str, Any]] = [
        {"label": label, "value": getattr(rules, key), "switch": True}
        for key, label in switches.items()
        if getattr(rules, key) != getattr(preset, key)
    ]
    return changes + [{"text": line} for line in house.differences(preset, rules, skip=switches)]
