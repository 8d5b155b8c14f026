"""Checks on a deal of Hand and Foot, with messages for the form.

Every message is translated when the check runs, so it comes out in the
language of the request that asked.
"""

from collections.abc import Mapping, Sequence
from typing import Any

from django.utils.translation import gettext

from rules.core.cards import CardKind, cheapest, wild_cards_in_decks
from rules.core.checks import card_points_limit, check_values, checkable, last_entered, once, one_side_only
from rules.core.melds import MeldDecks, MeldKind, fits, least_points, meld_decks
from rules.core.scores import Problem
from rules.core.tally import HAND_POINTS, MELDED_POINTS, RED_THREES, WENT_OUT
from rules.core.words import grouped, listed

from .numbers import CLEAN_BOOKS, DIRTY_BOOKS, WILD_BOOKS, HandAndFootNumbers
from .tally import NO_FOOT, RED_THREES_IN_HAND, book_count, book_shortfall

Tally = Mapping[str, Any]


def meld_kinds(rules: HandAndFootNumbers) -> tuple[MeldKind, ...]:
    """The books as the decks see them: a clean book seven natural cards of one rank, a dirty book at least
    four (never more wild cards than natural ones, book.py) and a wild card, a wild book seven wild cards."""
    size = rules.book_size
    most_wild = (size - 1) // 2
    kinds = [MeldKind(CLEAN_BOOKS, size, 0, size), MeldKind(DIRTY_BOOKS, size - most_wild, 1, size)]
    if rules.wild_book is not None:
        kinds.append(MeldKind(WILD_BOOKS, 0, size, size))
    return tuple(kinds)


def decks_of(rules: HandAndFootNumbers) -> MeldDecks:
    """A side may have several books of one rank (seed 003), one finished before the next is begun."""
    return meld_decks(rules.cards, rules.decks, one_per_rank=False)


def least_melded(rules: HandAndFootNumbers, tally: Tally) -> int:
    """The least a side's books can be worth in card points: the cheapest cards of the decks that make them."""
    return least_points(decks_of(rules), meld_kinds(rules), tally)


def wilds_needed(rules: HandAndFootNumbers, tally: Tally) -> int:
    """The fewest wild cards a side's books hold: all of a wild book's, one in each dirty book."""
    return rules.book_size * int(tally.get(WILD_BOOKS, 0)) + int(tally[DIRTY_BOOKS])


def naturals_needed(rules: HandAndFootNumbers, tally: Tally) -> int:
    """The fewest natural cards a side's books hold: all of a clean book's, all but one of a dirty book's."""
    return rules.book_size * int(tally[CLEAN_BOOKS]) + (rules.book_size - 1) * int(tally[DIRTY_BOOKS])


def natural_kinds(rules: HandAndFootNumbers) -> list[CardKind]:
    """The cards a book holds besides wild cards: the kinds of a rank from 4 to ace (threes are never melded)."""
    return [kind for kind in rules.cards if not kind.wild and kind.ranks]


def least_melded_in_all(rules: HandAndFootNumbers, tally: Tally) -> int:
    """The least a side's books can be worth as every Meld has counted it: the cheapest natural and wild cards
    of the decks, whatever their ranks (`least_melded`, rank by rank, is at least this)."""
    wild = [kind for kind in rules.cards if kind.wild]
    return cheapest(wild, rules.decks, wilds_needed(rules, tally)) + cheapest(
        natural_kinds(rules), rules.decks, naturals_needed(rules, tally)
    )


def _melded_problem(side: int, least: int) -> Problem:
    message = gettext("These books are worth at least %(points)s in cards; melded cards include the books.") % {
        "points": grouped(least)
    }
    return Problem(message, side, MELDED_POINTS)


def going_out_shortfall(rules: HandAndFootNumbers, tally: Tally) -> str | None:
    """What a side's books lack for going out, in words; None when they are enough."""
    missing = [
        book_shortfall(book.key, book.to_go_out - tally[book.key])
        for book in rules.books
        if tally[book.key] < book.to_go_out
    ]
    if not missing:
        return None
    return gettext("Going out needs %(missing)s.") % {"missing": listed(missing)}


def going_out_words(rules: HandAndFootNumbers) -> str:
    """What going out needs, in words: "2 clean, 2 dirty and 1 wild book"."""
    needed = [book_count(book.key, book.to_go_out) for book in rules.books if book.to_go_out]
    return listed(needed) if needed else gettext("no books")


def check_deal(rules: HandAndFootNumbers, raw: Sequence[Tally]) -> list[Problem]:
    """Every problem with a deal; an empty list means it can be scored."""
    refused = check_values(rules, raw)
    if len(raw) != rules.seating.sides:
        return refused
    tallies = checkable(rules, raw, refused)
    problems = one_side_only(tallies, WENT_OUT, gettext("Only one side can go out in a deal."))
    for side, tally in enumerate(tallies):
        if tally[MELDED_POINTS] < (least := least_melded_in_all(rules, tally)):
            problems.append(_melded_problem(side, least))
        if not tally[WENT_OUT]:
            continue
        if tally.get(NO_FOOT):
            message = gettext("A side that went out had picked up its foot.")
            problems.append(Problem(message, side, NO_FOOT))
        if shortfall := going_out_shortfall(rules, tally):
            problems.append(Problem(shortfall, side, WENT_OUT))
        if not rules.seating.partnerships:
            alone = gettext("A player who went out has nothing left in hand or foot.")
            for key in (HAND_POINTS, RED_THREES_IN_HAND):
                if tally[key]:
                    problems.append(Problem(alone, side, key))
    problems.extend(_deck_limits(rules, tallies))
    return once(refused, problems)


def _deck_limits(rules: HandAndFootNumbers, tallies: Sequence[Tally]) -> list[Problem]:
    """What all sides entered together cannot exceed what the decks hold."""
    problems = []
    threes = [RED_THREES, RED_THREES_IN_HAND]
    red_threes = sum(tally[key] for tally in tallies for key in threes)
    if red_threes > rules.max_red_threes:
        message = gettext("The %(decks)d decks hold only %(most)d red threes; this deal has %(count)d.") % {
            "decks": rules.decks,
            "most": rules.max_red_threes,
            "count": red_threes,
        }
        problems.append(Problem(message, *last_entered(tallies, threes)))
    problems.extend(_book_bound(rules, tallies, rank_by_rank=False))
    problems.extend(card_points_limit(rules, tallies))
    return problems


def _book_bound(rules: HandAndFootNumbers, tallies: Sequence[Tally], rank_by_rank: bool) -> list[Problem]:
    """The books against what the decks hold. Every Meld has checked them against the decks' natural and wild
    cards as a whole; a deal entered now also rank by rank (`rank_by_rank`), which the first follow from.
    Either way the refusal says what the decks hold."""
    book_keys = [book.key for book in rules.books]
    if not any(tally[key] for tally in tallies for key in book_keys):
        return []
    decks = decks_of(rules)
    naturals = sum(kind.per_deck for kind in natural_kinds(rules)) * rules.decks
    in_all = sum(naturals_needed(rules, tally) for tally in tallies) <= naturals and sum(
        wilds_needed(rules, tally) for tally in tallies
    ) <= wild_cards_in_decks(rules.cards, rules.decks)
    message = gettext(
        "The %(decks)d decks hold %(naturals)d cards of each rank from 4 to ace and %(wild)d wild cards: "
        "not enough for these books (a clean book takes %(size)d cards of one rank, a dirty book at least "
        "%(least)d and a wild card, a wild book %(size)d wild cards)."
    ) % {
        "decks": rules.decks,
        "naturals": decks.per_rank,
        "wild": decks.wild_cards,
        "least": meld_kinds(rules)[1].naturals,
        "size": rules.book_size,
    }
    refused = [Problem(message, *last_entered(tallies, book_keys))]
    if not in_all:
        return [] if rank_by_rank else refused  # `check_deal` said it: `check_entry` does not say it twice
    if not rank_by_rank or fits(decks, meld_kinds(rules), tallies):
        return []
    return refused


def check_entry(rules: HandAndFootNumbers, tallies: Sequence[Tally]) -> list[Problem]:
    """What a deal entered now must pass besides `check_deal` (issue 27; an earlier Meld stored deals
    without them): the books made rank by rank from the decks, and melded points at least their
    cheapest cards so made. `tallies` are complete, each value valid."""
    problems = [
        _melded_problem(side, least)
        for side, tally in enumerate(tallies)
        if tally[MELDED_POINTS] < (least := least_melded(rules, tally))
    ]
    return problems + _book_bound(rules, tallies, rank_by_rank=True)
