"""The rule book: which games have a rule page, and the facts each page renders.

A rule page shows the numbers of the very objects that score the game (a
variant's tables, or a game's house rules), so the page and the arithmetic
cannot disagree. Its prose lives in one template per language,
`templates/rules/prose/<language>/<slug>.html`, one `{% partialdef %}` per
section; the numbers come into the prose from the facts built here.

To give a game its pages: write the prose templates and add one `RulePage`
line to `RULE_PAGES` in `rules/pages.py` (see README, "The rule book"); the
list lives there so that a family's own module can build on this one.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from django.utils.translation import get_language

from . import house
from .cards import cards_in_decks, points_step
from .game import Rules, Variant, rule_options


@dataclass(frozen=True)
class Section:
    """One section of a rule page: its anchor and its heading in each language.

    Headings are written here in both languages, like the glossary, because
    they belong to the bilingual prose: the two pages must match side by side.
    """

    id: str
    en: str
    ja: str

    def title(self, language: str | None = None) -> str:
        return self.ja if (language or get_language()) == "ja" else self.en


# The sections of a canasta's rule page, in order; the anchors are what the
# score pad links to (TallyField.rule_anchor, Requirement.rule_anchor).
CANASTA_SECTIONS: tuple[Section, ...] = (
    Section("players", "Players and cards", "人数とカード"),
    Section("deal", "The deal", "カードの配り方"),
    Section("turn", "A turn", "手番の流れ"),
    Section("melds", "Melds and canastas", "メルドとカナスタ"),
    Section("threes", "Wild cards and threes", "ワイルドカードと3"),
    Section("discard-pile", "Freezing and taking the discard pile", "捨て札の山のフリーズと取り方"),
    Section("going-out", "Going out", "上がり"),
    Section("scoring", "Scoring", "得点計算"),
    Section("end", "The end of the game", "ゲームの終わり"),
    Section("variations", "Common variations", "よくあるバリエーション"),
)


def _meld_steps(rules) -> list[dict]:
    """The initial-meld table as ranges of totals: low (None: below zero) to high (None: and up)."""
    step = points_step(rules.cards)
    table = rules.meld_table
    rows = []
    for i, meld in enumerate(table):
        following = table[i + 1].from_total if i + 1 < len(table) else None
        rows.append(
            {
                "low": meld.from_total,
                "high": following - step if following is not None else None,
                "next": following,
                "points": meld.points,
            }
        )
    return rows


def canasta_facts(rules) -> dict:
    """Every number a canasta's rule page shows, from one table of rules (`CanastaRules`)."""
    cards = {kind.key: kind for kind in rules.cards}
    scores = rules.red_three_scores
    return {
        "rules": rules,
        "seating": rules.seating,
        "cards": cards,
        "card_list": rules.cards,
        "canastas": {kind.key: kind for kind in rules.canastas},
        "canasta_list": rules.canastas,
        "deck_size": cards_in_decks(rules.cards, 1),
        "cards_in_play": cards_in_decks(rules.cards, rules.decks),
        "jokers_per_deck": cards["jokers"].per_deck if "jokers" in cards else 0,
        "red_threes": [{"count": count, "points": scores[count]} for count in range(1, len(scores))],
        "red_three_each": scores[1],
        "red_three_all": scores[-1],
        "max_red_threes": rules.max_red_threes,
        # The red threes score the same for each, up to this many (then a jump).
        "red_three_even_up_to": max(n for n in range(1, len(scores)) if scores[n] == n * scores[1]),
        "concealed_total": rules.going_out_bonus + rules.concealed_bonus,
        "meld_steps": _meld_steps(rules),
        "first_meld": _meld_steps(rules)[1]["points"] if len(rules.meld_table) > 1 else rules.meld_table[0].points,
        # Never more wild cards than natural ones: at most this many in a canasta.
        "wilds_in_canasta": rules.canasta_size // 2,
    }


@dataclass(frozen=True)
class RulePage:
    """A game's rule pages: the variant, its sections, and how to read its numbers."""

    variant: Variant
    sections: tuple[Section, ...]
    facts: Callable[[Rules], dict]
    quick_reference: str  # the template of the scoring tables shown first
    prose_slug: str = ""  # another page's prose, when only the numbers differ; "": its own

    @property
    def slug(self) -> str:
        return self.variant.slug

    def prose(self, language: str) -> str:
        return f"rules/prose/{language}/{self.prose_slug or self.slug}.html"

    def context(self, rules: Rules | None = None) -> dict:
        """What the page template needs: the facts of `rules` (the preset's usual table by
        default, or a game's house rules) and of every seating, that seating replaced by
        `rules` when it is a game's."""
        rules = rules or self.variant.default
        language = "ja" if get_language() == "ja" else "en"
        tables = sorted(self.variant.tables, key=lambda table: table.seating.players)
        seatings = [rules if table.seating == rules.seating else table for table in tables]
        by_players = {str(table.seating.players): self.facts(table) for table in seatings}
        return {
            "page": self,
            "variant": self.variant,
            "sections": [{"id": s.id, "title": s.title(language)} for s in self.sections],
            "prose": self.prose(language),
            "quick_reference": self.quick_reference,
            "seatings": [by_players[str(table.seating.players)] for table in seatings],
            "by_players": by_players,
            **self.facts(rules),
        }


def canasta_page(variant: Variant) -> RulePage:
    return RulePage(variant, CANASTA_SECTIONS, canasta_facts, "rules/quick/canasta.html")


def house_changes(preset: Rules, rules: Rules) -> list[dict]:
    """How a game's rules differ from its preset, for the note on its rule page: its switches,
    then one line per changed number (the score sheet's lines)."""
    switches = {option.key: option.label for option in rule_options(rules)}
    changes: list[dict] = [
        {"label": label, "value": getattr(rules, key), "switch": True}
        for key, label in switches.items()
        if getattr(rules, key) != getattr(preset, key)
    ]
    return changes + [{"text": line} for line in house.differences(preset, rules, skip=switches)]
