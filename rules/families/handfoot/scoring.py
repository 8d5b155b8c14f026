"""Hand and Foot scoring, pure: one side's deal, the meld minimum of a deal, the sheet's words."""

from collections.abc import Mapping
from typing import Any

from django.utils.translation import gettext, ngettext, pgettext
from django.utils.translation import gettext_lazy as _

from rules.core.requirement import Requirement
from rules.core.scores import Line, SideScore
from rules.core.tally import HAND_POINTS, MELDED_POINTS, RED_THREES, WENT_OUT
from rules.core.words import dot, grouped

from .checks import going_out_words
from .numbers import HandAndFootNumbers
from .tally import NO_FOOT, RED_THREES_IN_HAND, book_words


def score_side(rules: HandAndFootNumbers, tally: Mapping[str, Any]) -> SideScore:
    """The score of one side for one deal, from a complete, checked tally."""
    lines = [
        Line(book.key, book.label, tally[book.key] * book.bonus, tally[book.key])
        for book in rules.books
        if tally[book.key]
    ]
    if tally[RED_THREES] and tally.get(NO_FOOT):
        count = tally[RED_THREES]
        lines.append(Line(RED_THREES, _("Red threes, foot not reached"), -count * rules.red_three_penalty, count))
    elif tally[RED_THREES]:
        lines.append(Line(RED_THREES, _("Red threes"), tally[RED_THREES] * rules.red_three_bonus, tally[RED_THREES]))
    if tally[RED_THREES_IN_HAND]:
        count = tally[RED_THREES_IN_HAND]
        lines.append(Line(RED_THREES_IN_HAND, _("Red threes in hand"), -count * rules.red_three_penalty, count))
    if tally[WENT_OUT]:
        lines.append(Line(WENT_OUT, _("Going out"), rules.going_out_bonus))
    if tally[MELDED_POINTS]:
        lines.append(Line(MELDED_POINTS, _("Melded cards"), tally[MELDED_POINTS]))
    if tally[HAND_POINTS]:
        lines.append(Line(HAND_POINTS, _("Cards in hand and foot"), -tally[HAND_POINTS]))
    return SideScore(tuple(lines))


def requirement(rules: HandAndFootNumbers, number: int) -> Requirement:
    """The initial meld of deal `number` (counted from 1); past the last, the last deal's."""
    return Requirement(rules.meld_minimums[min(max(number, 1), rules.deals) - 1], rule_anchor="initial-meld")


def details(rules: HandAndFootNumbers, tally: Mapping[str, Any]) -> str:
    """A side's books in a row of the sheet: "2 clean · 1 dirty · 1 wild"."""
    return dot().join(book_words(book.key, tally[book.key]) for book in rules.books if tally.get(book.key))


def headline(rules: HandAndFootNumbers, played: int) -> str:
    """What the sheet says about the game: "Deal 2 of 4 · meld 90", or that all are played."""
    if played >= rules.deals:
        return ngettext("%(count)s deal played", "All %(count)s deals played", rules.deals) % {
            "count": grouped(rules.deals)
        }
    following = played + 1
    return gettext("Deal %(number)s of %(deals)s · meld %(points)s") % {
        "number": grouped(following),
        "deals": grouped(rules.deals),
        "points": grouped(requirement(rules, following).points),
    }


def summary(rules: HandAndFootNumbers) -> str:
    """How a game goes at this table, for the start page."""
    minimums = pgettext("separator in a list of numbers", ", ").join(grouped(points) for points in rules.meld_minimums)
    return gettext(
        "%(deals)d deals, initial meld %(minimums)s · %(hand)d-card hand and %(foot)d-card foot · "
        "%(decks)d decks · to go out: %(books)s"
    ) % {
        "deals": rules.deals,
        "minimums": minimums,
        "hand": rules.hand_size,
        "foot": rules.foot_size,
        "decks": rules.decks,
        "books": going_out_words(rules),
    }
