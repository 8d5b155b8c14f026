"""What Burraco's rule page shows: its sections and every number, read from one table's rules (the same
object that scores the game)."""

from typing import Any

from rules.core.cards import deck_points, wild_cards_in_decks
from rules.core.family import BookEntry, Section, table_facts

from .checks import least_melded
from .numbers import (
    CLEAN_BURRACOS,
    DIRTY_BURRACOS,
    ENGLISH_TARGET,
    SEMI_CLEAN_BURRACOS,
    SEMI_CLEAN_SINCE,
    SHORTER_TARGETS,
    THREE_ALONE_FROM,
    THREE_PLAYER_POTS,
    BurracoNumbers,
)
from .presets import BURRACO
from .scoring import bonuses
from .tally import KINDS

# The sections of Burraco's page, in order; the score pad's "?" links land on them (tally.py).
SECTIONS: tuple[Section, ...] = (
    Section("players-and-cards", "Players and cards", "人数とカード"),
    Section("deal", "The deal and the pozzetti", "配り方とポッツェット"),
    Section("turn", "A turn", "ターンの流れ"),
    Section("melds", "Melds and wild cards", "メルドとワイルドカード"),
    Section("burracos", "Burracos", "ブラッコ"),
    Section("pozzetto", "Taking the pozzetto", "ポッツェットを取る"),
    Section("closing", "Closing", "上がり"),
    Section("scoring", "Scoring", "得点計算"),
    Section("end", "The end of the game", "ゲームの終わり"),
    Section("variations", "Where the sources differ", "出典による違い"),
)


def burraco_facts(rules: BurracoNumbers) -> dict[str, Any]:
    """Every number Burraco's page shows, from one table of rules."""
    facts = table_facts(rules)
    bonus = bonuses(rules)
    empty = {key: 0 for key, _label, _help in KINDS}
    return {
        **facts,
        "decks": rules.decks,
        "jokers_in_play": facts["cards"]["jokers"].per_deck * rules.decks,
        "wild_cards": wild_cards_in_decks(rules.cards, rules.decks),
        "all_points": deck_points(rules.cards, rules.decks),
        "kinds": [{"key": key, "label": label, "bonus": bonus[key]} for key, label, _help in KINDS],
        "clean": rules.clean_burraco,
        "semi_clean": rules.semi_clean_burraco,
        "dirty": rules.dirty_burraco,
        "burraco_size": rules.burraco_size,
        "semi_clean_size": rules.burraco_size + 1,  # a set holds its wild card on top of a burraco's natural cards
        "least_clean": least_melded(rules, {**empty, CLEAN_BURRACOS: 1}),
        "least_semi_clean": least_melded(rules, {**empty, SEMI_CLEAN_BURRACOS: 1}),
        "least_dirty": least_melded(rules, {**empty, DIRTY_BURRACOS: 1}),
        "closing": rules.closing_bonus,
        "pot_penalty": rules.pot_penalty,
        "pot_against": -rules.pot_penalty,  # as the sheet counts it
        "pot_size": rules.pot_size,
        "pots": rules.pots,
        "target": rules.target,
        # What other rule sets do (the section on where the sources differ).
        "semi_clean_since": str(SEMI_CLEAN_SINCE),  # a year: never grouped like a score
        "shorter_targets": SHORTER_TARGETS,
        "english_target": ENGLISH_TARGET,
        "three_player_pots": THREE_PLAYER_POTS,
        "three_alone_from": THREE_ALONE_FROM,
    }


BOOK: tuple[BookEntry, ...] = (BookEntry(BURRACO, SECTIONS, burraco_facts, "rules/quick/burraco.html", BURRACO.slug),)
