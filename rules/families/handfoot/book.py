"""What the rule pages of Hand and Foot show: their sections and every number, read from the presets.

Hand and Foot is not a canasta in the engine's sense (books instead of
canastas, a fixed number of deals each with its own meld minimum, a hand and
a foot), so its pages have their own sections and facts. Both presets share
one pair of prose templates: what differs between them (wild books, the
sizes, what going out needs, the seatings) comes from the facts, so the two
pages cannot drift apart.
"""

from typing import Any

from rules.core.family import BookEntry, Section, table_facts

from .checks import going_out_words
from .numbers import WILD_BOOKS, HandAndFootNumbers
from .presets import HANDS_AND_FEET

# The sections of a Hand and Foot page, in order.
HANDFOOT_SECTIONS: tuple[Section, ...] = (
    Section("players-and-cards", "Players and cards", "人数とカード"),
    Section("deal", "The deal: a hand and a foot", "配り方：ハンドとフット"),
    Section("turn", "A turn", "ターンの流れ"),
    Section("books", "Melds and books", "メルドとブック"),
    Section("initial-meld", "The initial meld of each deal", "各ラウンドのミニマムメルド"),
    Section("wild-cards-and-threes", "Wild cards and threes", "ワイルドカードと3"),
    Section("discard-pile", "Taking the discard pile", "捨て札の山の取り方"),
    Section("foot", "Playing the foot", "フットに進む"),
    Section("going-out", "Going out", "上がり"),
    Section("scoring", "Scoring", "得点計算"),
    Section("end", "The end of the game", "ゲームの終わり"),
    Section("variations", "Common variations", "よくあるバリエーション"),
)


def handfoot_facts(rules: HandAndFootNumbers) -> dict[str, Any]:
    """Every number a Hand and Foot page shows, from one table of rules."""
    facts = table_facts(rules)
    books = {book.key: book for book in rules.books}
    # A dirty book never holds more wild cards than natural ones (the seeds: at least four of seven natural).
    wilds_in_book = (rules.book_size - 1) // 2
    minimums = [{"deal": number, "points": points} for number, points in enumerate(rules.meld_minimums, start=1)]
    return {
        **facts,
        "books": books,
        "book_list": rules.books,
        "wild_books": WILD_BOOKS in books,
        "going_out_words": going_out_words(rules),
        "book_size": rules.book_size,
        "wilds_in_book": wilds_in_book,
        "naturals_in_dirty_book": rules.book_size - wilds_in_book,
        "hand_size": rules.hand_size,
        "foot_size": rules.foot_size,
        "decks": rules.decks,
        "fixed_decks": rules.fixed_decks,
        "no_foot_rule": rules.red_threes_against_without_foot,
        "jokers_per_deck": facts["cards"]["jokers"].per_deck,
        "red_three_against": -rules.red_three_penalty,
        "meld_minimums": minimums,
        "first_meld": minimums[0]["points"],
        "last_meld": minimums[-1]["points"],
        "deals": rules.deals,
    }


# Both presets read the usual game's prose.
BOOK: tuple[BookEntry, ...] = tuple(
    BookEntry(variant, HANDFOOT_SECTIONS, handfoot_facts, "rules/quick/handfoot.html", "hand-and-foot")
    for variant in HANDS_AND_FEET
)
