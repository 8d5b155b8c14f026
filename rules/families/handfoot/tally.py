"""What a side enters for a deal of Hand and Foot: its books, red threes and cards, and their words."""

from django.utils.translation import gettext, ngettext
from django.utils.translation import gettext_lazy as _

from rules.core.tally import HAND_POINTS, MELDED_POINTS, RED_THREES, WENT_OUT, Kind, TallyField

from .numbers import CLEAN_BOOKS, DIRTY_BOOKS, WILD_BOOKS, HandAndFootNumbers

RED_THREES_IN_HAND = "red_threes_in_hand"
NO_FOOT = "no_foot"  # the side had not picked up its foot when another went out (seed 003)
THREES = "wild-cards-and-threes"  # the rule page's section on red and black threes


def book_words(key: str, count: int) -> str:
    """How a row of the sheet names a side's books of one kind: "2 clean", "1 wild"."""
    words = {
        CLEAN_BOOKS: gettext("%(count)d clean"),
        DIRTY_BOOKS: gettext("%(count)d dirty"),
        WILD_BOOKS: gettext("%(count)d wild"),
    }
    return words[key] % {"count": count}


def book_count(key: str, count: int) -> str:
    """A number of books of one kind: "1 clean book", "2 dirty books"."""
    words = {
        CLEAN_BOOKS: ngettext("%(count)d clean book", "%(count)d clean books", count),
        DIRTY_BOOKS: ngettext("%(count)d dirty book", "%(count)d dirty books", count),
        WILD_BOOKS: ngettext("%(count)d wild book", "%(count)d wild books", count),
    }
    return words[key] % {"count": count}


def book_shortfall(key: str, count: int) -> str:
    """What going out still lacks of one kind of book: "1 more clean book"."""
    words = {
        CLEAN_BOOKS: ngettext("%(count)d more clean book", "%(count)d more clean books", count),
        DIRTY_BOOKS: ngettext("%(count)d more dirty book", "%(count)d more dirty books", count),
        WILD_BOOKS: ngettext("%(count)d more wild book", "%(count)d more wild books", count),
    }
    return words[key] % {"count": count}


def tally_fields(rules: HandAndFootNumbers) -> tuple[TallyField, ...]:
    """The fields of a side's tally under these rules, in the order of the form.

    Each `rule_anchor` is the section of the rule page (book.py) that explains it.
    """
    foot = (
        TallyField(
            NO_FOOT,
            _("Not yet in the foot"),
            Kind.FLAG,
            _("No one on this side had picked up a foot when the deal ended: its red threes count against it."),
            rule_anchor=THREES,
        ),
    )
    return (
        *(TallyField(book.key, book.label, Kind.COUNT, book.help, rule_anchor="books") for book in rules.books),
        TallyField(
            RED_THREES,
            _("Red threes laid down"),
            Kind.COUNT,
            _("Red threes this side put on the table."),
            rule_anchor=THREES,
        ),
        TallyField(
            RED_THREES_IN_HAND,
            _("Red threes in hand or foot"),
            Kind.COUNT,
            _("Red threes still in the side's hands or feet when the deal ended: they count against it."),
            rule_anchor=THREES,
        ),
        TallyField(
            WENT_OUT,
            _("Went out"),
            Kind.FLAG,
            _("A player of this side played the last card of the foot."),
            rule_anchor="going-out",
        ),
        *(foot if rules.red_threes_against_without_foot else ()),
        TallyField(
            MELDED_POINTS,
            _("Melded cards"),
            Kind.POINTS,
            _("Points of every card on the table, books included."),
            rule_anchor="scoring",
        ),
        TallyField(
            HAND_POINTS,
            _("Cards in hand and foot"),
            Kind.POINTS,
            _("Points of the cards left in the side's hands and feet."),
            rule_anchor="scoring",
        ),
    )
