"""Hand and Foot's rule pages: its sections, the facts its prose reads, its quick reference.

Hand and Foot is not a canasta in the engine's sense (books instead of
canastas, a fixed number of deals each with its own meld minimum, a hand and
a foot), so its pages have their own sections and facts, built on `book`.
Both presets share one pair of prose templates: what differs between them
(wild books, the sizes, what going out needs, the seatings) comes from the
facts, so the two pages cannot drift apart.
"""

from __future__ import annotations

from dataclasses import dataclass

from .book import RulePage, Section
from .cards import cards_in_decks
from .game import Variant
from .handfoot import HandAndFootRules
from .handfoot.checks import going_out_words

# The sections of a Hand and Foot page, in order; the anchors are what the
# score pad links to (the tally fields' and the Requirement's rule_anchor).
HANDFOOT_SECTIONS: tuple[Section, ...] = (
    Section("players-and-cards", "Players and cards", "人数とカード"),
    Section("deal", "The deal: a hand and a foot", "配り方:ハンドとフット"),
    Section("turn", "A turn", "手番の流れ"),
    Section("books", "Melds and books", "メルドとブック"),
    Section("initial-meld", "The initial meld of each deal", "各ディールのイニシャルメルド"),
    Section("wild-cards-and-threes", "Wild cards and threes", "ワイルドカードと3"),
    Section("discard-pile", "Taking the discard pile", "捨て札の山の取り方"),
    Section("foot", "Playing the foot", "フットに進む"),
    Section("going-out", "Going out", "上がり"),
    Section("scoring", "Scoring", "得点計算"),
    Section("end", "The end of the game", "ゲームの終わり"),
    Section("variations", "Common variations", "よくあるバリエーション"),
)


def handfoot_facts(rules: HandAndFootRules) -> dict:
    """Every number a Hand and Foot page shows, from one table of rules (`HandAndFootRules`)."""
    cards = {kind.key: kind for kind in rules.cards}
    books = {book.key: book for book in rules.books}
    # A dirty book never holds more wild cards than natural ones (the seeds: at least four of seven natural).
    wilds_in_book = (rules.book_size - 1) // 2
    minimums = [{"deal": number, "points": points} for number, points in enumerate(rules.meld_minimums, start=1)]
    return {
        "rules": rules,
        "seating": rules.seating,
        "cards": cards,
        "card_list": rules.cards,
        "books": books,
        "book_list": rules.books,
        "wild_books": "wild_books" in books,
        "books_to_go_out": [book for book in rules.books if book.to_go_out],
        "going_out_words": going_out_words(rules),
        "book_size": rules.book_size,
        "wilds_in_book": wilds_in_book,
        "naturals_in_dirty_book": rules.book_size - wilds_in_book,
        "hand_size": rules.hand_size,
        "foot_size": rules.foot_size,
        "cards_each": rules.hand_size + rules.foot_size,
        "decks": rules.decks,
        "cards_in_play": cards_in_decks(rules.cards, rules.decks),
        "jokers_per_deck": cards["jokers"].per_deck if "jokers" in cards else 0,
        "max_red_threes": rules.max_red_threes,
        "red_three_against": -rules.red_three_penalty,
        "meld_minimums": minimums,
        "first_meld": minimums[0]["points"],
        "last_meld": minimums[-1]["points"],
        "deals": rules.deals,
    }


@dataclass(frozen=True)
class SharedProsePage(RulePage):
    """A page whose prose templates are another slug's: presets of one family share one pair."""

    prose_slug: str = ""

    def prose(self, language: str) -> str:
        return f"rules/prose/{language}/{self.prose_slug or self.slug}.html"


def handfoot_page(variant: Variant) -> RulePage:
    return SharedProsePage(
        variant, HANDFOOT_SECTIONS, handfoot_facts, "rules/quick/handfoot.html", prose_slug="hand-and-foot"
    )
