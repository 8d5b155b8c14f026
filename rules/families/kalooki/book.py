"""What the rule pages of Kalooki show: their sections and every number, read from one table's rules.

Kalooki is a rummy game without canastas, so it has its own sections (the
score pad's "?" links land on their anchors, see `tally.py`) and its own
facts, all read from one `KalookiRules`: the same object that scores it.
"""

from typing import Any

from rules.core.cards import JOKERS, JOKERS_PER_DECK
from rules.core.family import BookEntry, Section, table_facts
from rules.core.rules import Variant

from . import hands
from .numbers import ACE_ELEVEN, CHIPS_PER_CARD, CHIPS_PER_JOKER, KALOOKI_FACTOR, OPTIONS
from .presets import KALOOKIS
from .rules import KalookiRules
from .tally import BRITISH_SECTION

# The sections of a Kalooki page, in order. The British preset adds its own
# section on knock-out and buy-ins.
KALOOKI_SECTIONS: tuple[Section, ...] = (
    Section("players", "Players and cards", "人数とカード"),
    Section("deal", "The deal", "カードの配り方"),
    Section("turn", "A turn", "ターンの流れ"),
    Section("melds", "Melds: sets, runs and jokers", "メルド（グループ・シークエンス・ジョーカー）"),
    Section("initial-meld", "The first meld", "最初のメルド"),
    Section("laying-off", "Laying off and taking jokers back", "レイオフとジョーカーの交換"),
    Section("discarding", "Discarding and the stock", "捨て札と山札"),
    Section("going-out", "Going out", "上がり"),
    Section("penalty-points", "Penalty points", "罰点"),
    Section("end", "The end of the game", "ゲームの終わり"),
    Section("optional-rules", "Optional rules", "オプションルール"),
)
BRITISH_SECTIONS: tuple[Section, ...] = (
    *KALOOKI_SECTIONS,
    Section(BRITISH_SECTION, "Knock-out and buying back in", "脱落とバイイン"),
)


def kalooki_facts(rules: KalookiRules) -> dict[str, Any]:
    """Every number a Kalooki rule page shows, from one table of rules."""
    facts = table_facts(rules)
    cards = facts["cards"]
    pips = [kind for kind in rules.cards if kind.key.startswith("pip_")]
    offered = {option.key for option in rules.options()}
    options = [
        {"key": option.key, "label": option.label, "on": bool(getattr(rules, option.key))}
        for option in OPTIONS
        if option.key in offered
    ]
    return {
        **facts,
        "ace": rules.ace,  # what an ace counts at this table (the switch applied)
        "usual_ace": rules.ace_points,
        "ace_eleven": ACE_ELEVEN,  # what the switch makes it
        "joker": rules.joker_points,
        "court": cards["king_to_ten"],
        "pip_high": pips[0],
        "pip_low": pips[-1],
        "deck_size": sum(kind.per_deck for kind in rules.cards if kind.key != JOKERS),
        "jokers_in_play": rules.jokers_in_decks,
        "full_jokers": JOKERS_PER_DECK * rules.decks,  # every joker the decks come with
        # The most the cards dealt can be worth at this table: a penalty above it is refused.
        "most_penalty": hands.best(hands.pack(rules.cards, rules.decks), rules.seating.cards_dealt),
        "initial_meld": rules.initial_meld,
        "target": rules.target,
        "kalooki_factor": KALOOKI_FACTOR,
        "chips_per_card": CHIPS_PER_CARD,
        "chips_per_joker": CHIPS_PER_JOKER,
        "option": {option["key"]: option for option in options},
        "switches_on": [option for option in options if option["on"]],
        "knock_out": rules.knock_out,
        "buy_ins": rules.buy_ins,
    }


def _entry(variant: Variant) -> BookEntry:
    knock_out = any(isinstance(table, KalookiRules) and table.knock_out for table in variant.tables)
    sections = BRITISH_SECTIONS if knock_out else KALOOKI_SECTIONS
    return BookEntry(variant, sections, kalooki_facts, "rules/quick/kalooki.html", variant.slug)


BOOK: tuple[BookEntry, ...] = tuple(_entry(variant) for variant in KALOOKIS)
