"""Checks on a deal of Hand and Foot, with messages for the form.

Every message is translated when the check runs, so it comes out in the
language of the request that asked.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from django.utils.formats import number_format
from django.utils.translation import gettext, pgettext

from ..checks import card_points_limit, check_values, last_side_with
from ..game import Problem, complete
from ..tally import HAND_POINTS, RED_THREES, WENT_OUT
from .tally import RED_THREES_IN_HAND, WILD_BOOKS, book_count, book_shortfall

if TYPE_CHECKING:
    from .rules import HandAndFootRules

WILD_CARDS_PER_DECK = 6  # four 2s and two jokers


def _grouped(value: int) -> str:
    return number_format(value, force_grouping=True)


def _and(items: Sequence[str]) -> str:
    """A list in words: "a", "a and b", "a, b and c"."""
    if len(items) == 1:
        return items[0]
    separator = pgettext("between the items of a list", ", ")
    return gettext("%(items)s and %(last)s") % {"items": separator.join(items[:-1]), "last": items[-1]}


def going_out_shortfall(rules: HandAndFootRules, tally: Mapping) -> str | None:
    """What a side's books lack for going out, in words; None when they are enough."""
    missing = [
        book_shortfall(book.key, book.to_go_out - tally[book.key])
        for book in rules.books
        if tally[book.key] < book.to_go_out
    ]
    if not missing:
        return None
    return gettext("Going out needs %(missing)s.") % {"missing": _and(missing)}


def going_out_words(rules: HandAndFootRules) -> str:
    """What going out needs, in words: "2 clean, 2 dirty and 1 wild book"."""
    needed = [book_count(book.key, book.to_go_out) for book in rules.books if book.to_go_out]
    return _and(needed) if needed else gettext("no books")


def check_deal(rules: HandAndFootRules, tallies: Sequence[Mapping]) -> list[Problem]:
    """Every problem with a deal; an empty list means it can be scored."""
    problems = check_values(rules, tallies)
    if problems:
        return problems
    tallies = [complete(rules, raw) for raw in tallies]
    went_out = [side for side, tally in enumerate(tallies) if tally[WENT_OUT]]
    for side in went_out[1:]:
        problems.append(Problem(gettext("Only one side can go out in a deal."), side, WENT_OUT))
    for side, tally in enumerate(tallies):
        if not tally[WENT_OUT]:
            continue
        if shortfall := going_out_shortfall(rules, tally):
            problems.append(Problem(shortfall, side, WENT_OUT))
        if not rules.seating.partnerships:
            alone = gettext("A player who went out has nothing left in hand or foot.")
            for key in (HAND_POINTS, RED_THREES_IN_HAND):
                if tally[key]:
                    problems.append(Problem(alone, side, key))
    problems.extend(_deck_limits(rules, tallies))
    return problems


def _deck_limits(rules: HandAndFootRules, tallies: Sequence[Mapping]) -> list[Problem]:
    """What all sides entered together cannot exceed what the decks hold."""
    problems = []
    threes = (RED_THREES, RED_THREES_IN_HAND)
    red_threes = sum(tally[key] for tally in tallies for key in threes)
    if red_threes > rules.max_red_threes:
        message = gettext("The %(decks)d decks hold only %(most)d red threes; this deal has %(count)d.") % {
            "decks": rules.decks,
            "most": rules.max_red_threes,
            "count": red_threes,
        }
        side = last_side_with(tallies, threes)
        key = RED_THREES_IN_HAND if tallies[side][RED_THREES_IN_HAND] else RED_THREES
        problems.append(Problem(message, side, key))
    book_keys = [book.key for book in rules.books]
    if rules.book_size * sum(tally[key] for tally in tallies for key in book_keys) > rules.cards_in_books():
        side = last_side_with(tallies, book_keys)
        key = next(key for key in reversed(book_keys) if tallies[side][key])
        problems.append(Problem(gettext("The decks do not hold enough cards for that many books."), side, key))
    if WILD_BOOKS in book_keys:
        wild_books = sum(tally[WILD_BOOKS] for tally in tallies)
        if rules.book_size * wild_books > WILD_CARDS_PER_DECK * rules.decks:
            message = gettext("The %(decks)d decks hold only %(most)d wild cards: not enough for that many wild books.")
            problems.append(
                Problem(
                    message % {"decks": rules.decks, "most": WILD_CARDS_PER_DECK * rules.decks},
                    last_side_with(tallies, [WILD_BOOKS]),
                    WILD_BOOKS,
                )
            )
    problems.extend(card_points_limit(rules, tallies))
    return problems
