"""Every number a table of Hand and Foot plays by, as one frozen dataclass.

A game is a fixed number of deals; the initial meld a side needs depends on
the deal's number, never on the score, and the highest total after the last
deal wins. Each side is dealt a hand and then a foot, and scores bonuses for
its books (melds of seven cards: clean, dirty or all wild) and red threes on
top of the points of its melded cards.
"""

from dataclasses import dataclass

from django.utils.translation import gettext_lazy as _

from rules.core.cards import JOKERS, JOKERS_PER_DECK, RED_THREES_PER_DECK, CardKind, cards_in_decks
from rules.core.rules import Rules
from rules.core.seating import Seating
from rules.core.words import Text

# The card values of seeds 001 and 003 (a canasta's). Red threes are not here: they score as a
# bonus or a penalty, never as card points. Jokers and 2s are wild; a book is of a rank from 4 to
# ace (`ranks`), never of threes (seed 003: black threes are only discarded).
CARDS: tuple[CardKind, ...] = (
    CardKind(JOKERS, _("Jokers"), 50, JOKERS_PER_DECK, wild=True),
    CardKind("twos", _("2s"), 20, 4, wild=True),
    CardKind("aces", _("Aces"), 20, 4, ranks=("A",)),
    CardKind("king_to_eight", _("K to 8"), 10, 24, ranks=("K", "Q", "J", "10", "9", "8")),
    CardKind("seven_to_four", _("7 to 4"), 5, 16, ranks=("7", "6", "5", "4")),
    CardKind("black_threes", _("Black 3s"), 5, 2),
)

CLEAN_BOOKS = "clean_books"
DIRTY_BOOKS = "dirty_books"
WILD_BOOKS = "wild_books"


@dataclass(frozen=True)
class BookKind:
    """A kind of book (a meld of seven cards), its bonus, and how many going out needs."""

    key: str
    label: Text
    bonus: int
    to_go_out: int
    help: Text = ""  # what the deal form's help says of it


@dataclass(frozen=True)
class HandAndFootNumbers(Rules):
    """Every number one table of a Hand and Foot game plays by.

    House rules are this object with fields replaced (`dataclasses.replace`):
    a book's value, the red threes, the meld minimums (one per deal, so also
    the length of the game), what going out needs, the decks.
    """

    variant: str
    seating: Seating  # cards_dealt is the size of the hand
    foot_size: int
    meld_minimums: tuple[int, ...] = (50, 90, 120, 150)  # one per deal: the number of deals
    clean_book: int = 500
    dirty_book: int = 300
    wild_book: int | None = 1500  # None: wild books are not played
    clean_books_to_go_out: int = 2
    dirty_books_to_go_out: int = 2
    wild_books_to_go_out: int = 1
    red_three_bonus: int = 100  # for each red three laid down
    red_three_penalty: int = 100  # against, for each red three left in hand or foot
    going_out_bonus: int = 100
    # Red threes laid down count against a side that had not picked up its foot when another
    # side went out (seed 003); the tally then has a field for it.
    red_threes_against_without_foot: bool = False
    extra_decks: int = 1  # one deck more than there are players ...
    fixed_decks: int = 0  # ... unless the game sets how many (seed 003: five); 0: one more than the players
    book_size: int = 7
    target: int | None = None  # the game is a number of deals, never a target
    cards: tuple[CardKind, ...] = CARDS

    def __post_init__(self) -> None:
        if not self.meld_minimums or any(points < 0 for points in self.meld_minimums):
            raise ValueError("a game has at least one deal, each with a meld minimum from 0")
        if self.target is not None:
            raise ValueError("Hand and Foot is played for a number of deals, not to a target")
        if self.wild_book is None and self.wild_books_to_go_out:
            raise ValueError("going out cannot need wild books where none are played")
        if min(self.clean_books_to_go_out, self.dirty_books_to_go_out, self.wild_books_to_go_out) < 0:
            raise ValueError("going out needs a number of books from 0")
        if self.extra_decks < 0 or self.fixed_decks < 0 or self.foot_size < 1:
            raise ValueError("there are at least as many decks as players, and a foot")
        if self.seating.players * (self.hand_size + self.foot_size) > cards_in_decks(self.cards, self.decks):
            raise ValueError(f"{self.decks} decks do not hold a hand and a foot for {self.seating.players} players")

    @property
    def hand_size(self) -> int:
        return self.seating.cards_dealt

    @property
    def decks(self) -> int:
        return self.fixed_decks or self.seating.players + self.extra_decks

    @property
    def deals(self) -> int:
        """How many deals a game has; the score pad refuses one more."""
        return len(self.meld_minimums)

    @property
    def max_red_threes(self) -> int:
        return RED_THREES_PER_DECK * self.decks

    @property
    def books(self) -> tuple[BookKind, ...]:
        kinds = [
            BookKind(
                CLEAN_BOOKS,
                _("Clean books"),
                self.clean_book,
                self.clean_books_to_go_out,
                _("Books without a wild card."),
            ),
            BookKind(
                DIRTY_BOOKS,
                _("Dirty books"),
                self.dirty_book,
                self.dirty_books_to_go_out,
                _("Books with wild cards in them."),
            ),
        ]
        if self.wild_book is not None:
            kinds.append(
                BookKind(
                    WILD_BOOKS,
                    _("Wild books"),
                    self.wild_book,
                    self.wild_books_to_go_out,
                    _("Books of wild cards only."),
                )
            )
        return tuple(kinds)
