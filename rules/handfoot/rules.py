"""Hand and Foot: every number of its rules as frozen data, its score and its game.

A game is a fixed number of deals; the initial meld a side needs depends on
the deal's number, never on the score, and the highest total after the last
deal wins. Each side is dealt a hand and then a foot, and scores bonuses for
its books (melds of seven cards: clean, dirty or all wild) and red threes on
top of the points of its melded cards. The checks live in `checks`, the
fields of the tally in `tally`, the presets in the package.
"""

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

from django.utils.formats import number_format
from django.utils.translation import gettext, ngettext
from django.utils.translation import gettext_lazy as _

from ..cards import CANASTA_CARDS, RED_THREES_PER_DECK, CardKind, cards_in_decks
from ..game import GameState, Line, Problem, Requirement, Seating, SideScore, Tallied, running_state
from ..tally import HAND_POINTS, MELDED_POINTS, RED_THREES, WENT_OUT, TallyField
from .checks import check_deal, going_out_words
from .tally import CLEAN_BOOKS, DIRTY_BOOKS, RED_THREES_IN_HAND, WILD_BOOKS, BookKind, book_words, tally_fields


@dataclass(frozen=True)
class HandAndFootRules:
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
    extra_decks: int = 1  # one deck more than there are players
    book_size: int = 7
    target: int | None = None  # the game is a number of deals, never a target
    cards: tuple[CardKind, ...] = CANASTA_CARDS
    lowest_wins = False

    def __post_init__(self) -> None:
        if not self.meld_minimums or any(points < 0 for points in self.meld_minimums):
            raise ValueError("a game has at least one deal, each with a meld minimum from 0")
        if self.target is not None:
            raise ValueError("Hand and Foot is played for a number of deals, not to a target")
        if self.wild_book is None and self.wild_books_to_go_out:
            raise ValueError("going out cannot need wild books where none are played")
        if min(self.clean_books_to_go_out, self.dirty_books_to_go_out, self.wild_books_to_go_out) < 0:
            raise ValueError("going out needs a number of books from 0")
        if self.extra_decks < 0 or self.foot_size < 1:
            raise ValueError("there are at least as many decks as players, and a foot")

    @property
    def hand_size(self) -> int:
        return self.seating.cards_dealt

    @property
    def decks(self) -> int:
        return self.seating.players + self.extra_decks

    @property
    def deals(self) -> int:
        """How many deals a game has; the score pad refuses one more."""
        return len(self.meld_minimums)

    @property
    def max_red_threes(self) -> int:
        return RED_THREES_PER_DECK * self.decks

    def cards_in_books(self) -> int:
        """How many cards the decks hold that can go into books (all but the red threes)."""
        return cards_in_decks(self.cards, self.decks) - self.max_red_threes

    @property
    def books(self) -> tuple[BookKind, ...]:
        kinds = [
            BookKind(CLEAN_BOOKS, _("Clean books"), self.clean_book, self.clean_books_to_go_out),
            BookKind(DIRTY_BOOKS, _("Dirty books"), self.dirty_book, self.dirty_books_to_go_out),
        ]
        if self.wild_book is not None:
            kinds.append(BookKind(WILD_BOOKS, _("Wild books"), self.wild_book, self.wild_books_to_go_out))
        return tuple(kinds)

    def fields(self) -> tuple[TallyField, ...]:
        return tally_fields(self)

    def score(self, tally: Mapping) -> SideScore:
        """The score of one side for one deal, from a complete, checked tally."""
        lines = [
            Line(book.key, book.label, tally[book.key] * book.bonus, tally[book.key])
            for book in self.books
            if tally[book.key]
        ]
        if tally[RED_THREES]:
            lines.append(Line(RED_THREES, _("Red threes"), tally[RED_THREES] * self.red_three_bonus, tally[RED_THREES]))
        if tally[RED_THREES_IN_HAND]:
            count = tally[RED_THREES_IN_HAND]
            lines.append(Line(RED_THREES_IN_HAND, _("Red threes in hand"), -count * self.red_three_penalty, count))
        if tally[WENT_OUT]:
            lines.append(Line(WENT_OUT, _("Going out"), self.going_out_bonus))
        if tally[MELDED_POINTS]:
            lines.append(Line(MELDED_POINTS, _("Melded cards"), tally[MELDED_POINTS]))
        if tally[HAND_POINTS]:
            lines.append(Line(HAND_POINTS, _("Cards in hand and foot"), -tally[HAND_POINTS]))
        return SideScore(tuple(lines))

    def check(self, tallies: Sequence[Mapping]) -> list[Problem]:
        return check_deal(self, tallies)

    def requirement(self, number: int) -> Requirement:
        """The initial meld of deal `number` (counted from 1); past the last, the last deal's."""
        return Requirement(self.meld_minimums[min(max(number, 1), self.deals) - 1], rule_anchor="initial-meld")

    def details(self, tally: Mapping) -> str:
        """A side's books in a row of the sheet: "2 clean · 1 dirty · 1 wild"."""
        return " · ".join(book_words(book.key, tally[book.key]) for book in self.books if tally.get(book.key))

    def headline(self, played: int) -> str:
        """What the sheet says about the game: "Deal 2 of 4 · meld 90", or that all are played."""
        if played >= self.deals:
            return ngettext("%(count)s deal played", "All %(count)s deals played", self.deals) % {
                "count": number_format(self.deals)
            }
        following = played + 1
        return gettext("Deal %(number)s of %(deals)s · meld %(points)s") % {
            "number": number_format(following),
            "deals": number_format(self.deals),
            "points": number_format(self.requirement(following).points, force_grouping=True),
        }

    def summary(self) -> str:
        """How a game goes at this table, for the start page."""
        minimums = ", ".join(number_format(points, force_grouping=True) for points in self.meld_minimums)
        return gettext(
            "%(deals)d deals, initial meld %(minimums)s · %(hand)d-card hand and %(foot)d-card foot · "
            "%(decks)d decks · to go out: %(books)s"
        ) % {
            "deals": self.deals,
            "minimums": minimums,
            "hand": self.hand_size,
            "foot": self.foot_size,
            "decks": self.decks,
            "books": going_out_words(self),
        }

    def state(self, starting_totals: Sequence[int], deals: Sequence[Sequence[Tallied]]) -> GameState:
        """Totals and requirements by deal number; the game ends with its last deal."""
        state = running_state(
            starting_totals,
            [[side.score for side in deal] for deal in deals],
            requirement=lambda total, number: self.requirement(number),
            over=lambda totals, played: played >= self.deals,
        )
        rows = tuple(
            replace(row, details=tuple(self.details(side.entries) for side in deal))
            for row, deal in zip(state.rows, deals, strict=True)
        )
        return replace(state, rows=rows, headline=self.headline(len(deals)))
