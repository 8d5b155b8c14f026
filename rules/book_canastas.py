"""The rule book for Samba and the three-deck canastas: their facts and their pages.

`canasta_facts` (rules/book.py) was written for Classic Canasta; the facts
here add, from the same `CanastaRules`, what the national canastas change:
sequence canastas (sambas, escaleras) and wild canastas (bolivias), red threes
that count by the canastas made, black threes left in hand, short sequences,
which canastas going out needs, the most wild cards in a meld, and the meld
steps that ask for a canasta. The five presets share one prose pair,
`templates/rules/prose/<language>/three-deck-canastas.html`, whose differences
come from these facts (and a page's `notes`, for what is about the sources
rather than the numbers).
"""

from __future__ import annotations

from dataclasses import dataclass

from .book import CANASTA_SECTIONS, RulePage, canasta_facts
from .canastas import (
    BOLIVIA,
    BRAZILIAN,
    CHILEAN,
    CHILEAN_FOUR_DECKS,
    ESCALERA,
    SAMBA,
    SAMBA_BICYCLE_TOP_MELD,
    SAMBA_KIND,
)
from .game import Variant
from .scoring import BY_CANASTAS, REQUIRED_CANASTAS
from .tally import SHORT_SEQUENCE_MOST_CARDS

# The canasta kinds that are sequences of one suit rather than cards of one rank.
SEQUENCE_KINDS = (SAMBA_KIND.key, ESCALERA.key)


def _kinds(rules, keys) -> list:
    return [kind for kind in rules.canastas if kind.key in keys]


def _meld_steps(rules, rows: list[dict]) -> list[dict]:
    """The initial-meld rows of `canasta_facts`, with the canasta a step asks for, in words."""
    return [
        {**row, "canasta": step.canasta, "canasta_words": REQUIRED_CANASTAS.get(step.canasta, "")}
        for row, step in zip(rows, rules.meld_table, strict=True)
    ]


def _threes(rules) -> dict:
    """How the red threes are signed: by a meld (Classic) or by the canastas made."""
    signs = rules.three_signs
    by_canastas = rules.threes_signed_by == BY_CANASTAS
    plus_from = next((count for count, sign in enumerate(signs) if sign == 1), None)
    return {
        "threes_by_canastas": by_canastas,
        # A side with at least this many canastas scores its threes for it (by canastas).
        "threes_plus_from": plus_from,
        # Below that: -1 they count against the side, 0 they do not count.
        "threes_below_sign": signs[0],
    }


def three_deck_facts(rules) -> dict:
    """Every number a page of Samba or a three-deck canasta shows, from one `CanastaRules`."""
    facts = canasta_facts(rules)
    sequences = _kinds(rules, SEQUENCE_KINDS)
    wild = [kind for kind in rules.canastas if kind.wild_cards >= rules.canasta_size]
    counted = _kinds(rules, rules.going_out_counts) if rules.going_out_counts else []
    return {
        **facts,
        **_threes(rules),
        "meld_steps": _meld_steps(rules, facts["meld_steps"]),
        "meld_asks_canasta": any(step.canasta for step in rules.meld_table),
        "sequence_kinds": sequences,
        "sequence_kind": sequences[0] if sequences else None,
        "wild_kinds": wild,
        "wild_kind": wild[0] if wild else None,
        "max_wild_cards": rules.max_wild_cards,
        "black_three_in_hand": rules.black_three_in_hand_points,
        "short_sequence": rules.short_sequence_points,
        "short_sequence_cards": SHORT_SEQUENCE_MOST_CARDS,
        # Going out: how many canastas, which kinds count (empty: every kind), and
        # the kinds one of which must be among them (empty: any).
        "going_out_counts": counted,
        "going_out_needs": _kinds(rules, rules.going_out_needs_one_of),
        "samba_bicycle_top_meld": SAMBA_BICYCLE_TOP_MELD,
        # The decks Chilean Canasta is played with, one preset each.
        "chilean_decks": sorted(variant.default.decks for variant in (CHILEAN, CHILEAN_FOUR_DECKS)),
    }


@dataclass(frozen=True)
class FamilyPage(RulePage):
    """A rule page whose prose is shared by a family of presets.

    `prose_name` names the prose pair; `notes` names the notes (partials of the
    prose) this preset's page shows, for what is about the sources.
    """

    prose_name: str = "three-deck-canastas"
    notes: tuple[str, ...] = ()

    def prose(self, language: str) -> str:
        return f"rules/prose/{language}/{self.prose_name}.html"


# The notes of the shared prose: the Samba top step printed by Bicycle, and the
# Chilean game, which has no numbers of its own in the published sources.
BICYCLE_NOTE = "note-bicycle"
CHILEAN_NOTE = "note-chilean"


def three_deck_page(variant: Variant, *notes: str) -> FamilyPage:
    return FamilyPage(
        variant, CANASTA_SECTIONS, three_deck_facts, "rules/quick/three-deck-canasta.html", notes=tuple(notes)
    )


THREE_DECK_PAGES: list[RulePage] = [
    three_deck_page(SAMBA, BICYCLE_NOTE),
    three_deck_page(BOLIVIA),
    three_deck_page(BRAZILIAN),
    three_deck_page(CHILEAN, CHILEAN_NOTE),
    three_deck_page(CHILEAN_FOUR_DECKS, CHILEAN_NOTE),
]
