"""Checks on a deal of canasta, with messages for the form.

Every message is translated when the check runs, so it comes out in the
language of the request that asked.
"""

from collections.abc import Mapping, Sequence
from typing import Any

from django.utils.translation import gettext as _
from django.utils.translation import ngettext, pgettext

from rules.core.cards import BLACK_THREES_PER_DECK, JOKERS, cards_in_decks, wild_cards_in_decks
from rules.core.checks import card_points_limit, check_values, checkable, last_entered, once, one_side_only
from rules.core.melds import fits, least_points
from rules.core.scores import Problem
from rules.core.tally import HAND_POINTS, MELDED_POINTS, RED_THREES, WENT_OUT
from rules.core.words import grouped

from .decks import decks_of, meld_kinds
from .numbers import MELD_LEAST_CARDS, CanastaNumbers
from .scoring import canastas_made
from .tally import (
    ACABA,
    BLACK_THREES,
    BLACK_THREES_CAPTURED,
    BLACK_THREES_IN_HAND,
    CONCEALED,
    CONCEALED_CANASTAS,
    counted_lines,
    special_hands,
)

Tally = Mapping[str, Any]


def _labels(rules: CanastaNumbers, keys: Sequence[str]) -> str:
    separator = pgettext("between the items of a list", ", ")  # 「、」 in Japanese
    return separator.join(str(kind.label).lower() for kind in rules.canastas if kind.key in keys)


def _going_out_problem(rules: CanastaNumbers, tally: Tally) -> str | None:
    """Why this side could not have gone out with the canastas it made, if it could not."""
    count = rules.canastas_to_go_out
    if canastas_made(rules, tally, rules.going_out_counts) < count:
        if rules.going_out_counts:
            return ngettext(
                "Going out needs at least %(count)d canasta of these kinds: %(kinds)s.",
                "Going out needs at least %(count)d canastas of these kinds: %(kinds)s.",
                count,
            ) % {"count": count, "kinds": _labels(rules, rules.going_out_counts)}
        return ngettext(
            "Going out needs at least %(count)d canasta.",
            "Going out needs at least %(count)d canastas.",
            count,
        ) % {"count": count}
    if rules.going_out_needs_one_of and not canastas_made(rules, tally, rules.going_out_needs_one_of):
        return _("Going out needs one of these among the canastas: %(kinds)s.") % {
            "kinds": _labels(rules, rules.going_out_needs_one_of)
        }
    return None


def check_deal(rules: CanastaNumbers, raw: Sequence[Tally]) -> list[Problem]:
    """Every problem with a deal; an empty list means it can be scored."""
    refused = check_values(rules, raw)
    if len(raw) != rules.seating.sides:
        return refused
    tallies = checkable(rules, raw, refused)
    problems: list[Problem] = []
    problems += one_side_only(tallies, WENT_OUT, _("Only one side can go out in a deal."))
    problems += one_side_only(tallies, ACABA, _("Only one side can call Acaba in a deal."))
    hands = special_hands(rules)
    for side, tally in enumerate(tallies):
        if tally.get(CONCEALED_CANASTAS, 0) > canastas_made(rules, tally):
            message = _("A concealed canasta is one of the side's canastas: enter it among them too.")
            problems.append(Problem(message, side, CONCEALED_CANASTAS))
        if tally.get(CONCEALED) and not tally[WENT_OUT]:
            problems.append(Problem(_("A concealed hand is a way of going out: tick “Went out” too."), side, CONCEALED))
        special = [hand for hand in hands if tally[hand.key]]
        for hand in special[1:]:
            problems.append(Problem(_("A side goes out with one special hand at most."), side, hand.key))
        if special and not tally[WENT_OUT]:
            message = _("A special hand is a way of going out: tick “Went out” too.")
            problems.append(Problem(message, side, special[0].key))
        if tally[WENT_OUT] and not special and (short := _going_out_problem(rules, tally)):
            problems.append(Problem(short, side, WENT_OUT))
        if tally[WENT_OUT] and not rules.seating.partnerships and tally[HAND_POINTS]:
            problems.append(Problem(_("A player who went out has no cards left in hand."), side, HAND_POINTS))
        if tally.get(ACABA) and any(other[WENT_OUT] for other in tallies):
            message = _("A deal ends either by going out or by Acaba, not both.")
            problems.append(Problem(message, side, ACABA))
    problems.extend(_deck_limits(rules, tallies))
    return once(refused, problems)


def check_entry(rules: CanastaNumbers, tallies: Sequence[Tally]) -> list[Problem]:
    """What a deal entered now must pass besides `check_deal` (issue 27; an earlier Meld stored deals
    without them): the canastas made rank by rank from the decks, and melded points at least their
    cheapest cards. `tallies` are complete, each value valid."""
    problems = []
    hands = special_hands(rules)
    decks, kinds = decks_of(rules), meld_kinds(rules)
    for side, tally in enumerate(tallies):
        if any(tally[hand.key] for hand in hands):
            continue
        if tally[MELDED_POINTS] < (least := least_points(decks, kinds, tally)):
            message = _("These canastas are worth at least %(points)s in cards; melded cards include the canastas.") % {
                "points": grouped(least)
            }
            problems.append(Problem(message, side, MELDED_POINTS))
    problems.extend(_canasta_bound(rules, tallies, rank_by_rank=True))
    return problems


def _canasta_bound(rules: CanastaNumbers, tallies: Sequence[Tally], rank_by_rank: bool) -> list[Problem]:
    """The canastas against what the decks hold. Every Meld has checked them against the decks as a whole
    (no more wild cards than the decks hold, no more cards in canastas than the decks hold besides the red
    threes); a deal entered now also rank by rank (`rank_by_rank`), which the first follow from. Either
    way the refusal says what the decks hold."""
    canasta_keys = [kind.key for kind in rules.canastas]
    if not any(tally[key] for tally in tallies for key in canasta_keys):
        return []
    wild = sum(kind.wild_cards * tally[kind.key] for kind in rules.canastas for tally in tallies)
    cards = rules.canasta_size * sum(canastas_made(rules, tally) for tally in tallies)
    in_all = (
        wild <= wild_cards_in_decks(rules.cards, rules.decks)
        and cards <= cards_in_decks(rules.cards, rules.decks) - rules.max_red_threes
    )
    refused = [Problem(_too_many_canastas(rules), *last_entered(tallies, canasta_keys))]
    if not in_all:
        return [] if rank_by_rank else refused  # `check_deal` said it: `check_entry` does not say it twice
    if not rank_by_rank or fits(decks_of(rules), meld_kinds(rules), tallies):
        return []
    return refused


def _too_many_canastas(rules: CanastaNumbers) -> str:
    """Why the decks cannot make the canastas entered: what they hold, rank by rank and in wild cards."""
    decks = decks_of(rules)
    held = {
        "decks": rules.decks,
        "naturals": decks.per_rank,
        "wild": decks.wild_cards,
        "jokers": sum(count for key, count, _points in decks.wild if key == JOKERS),
    }
    if rules.one_meld_per_rank:
        return (
            _(
                "The %(decks)d decks hold %(naturals)d cards of each rank from 4 to ace and %(wild)d wild cards "
                "(%(jokers)d of them jokers), and a side keeps one meld of each rank: not enough for these canastas."
            )
            % held
        )
    return (
        _(
            "The %(decks)d decks hold %(naturals)d cards of each rank from 4 to ace and %(wild)d wild cards "
            "(%(jokers)d of them jokers): not enough for these canastas."
        )
        % held
    )


def _deck_limits(rules: CanastaNumbers, tallies: Sequence[Tally]) -> list[Problem]:
    """What all sides entered together cannot exceed what the decks hold."""
    problems = []
    red_threes = sum(tally[RED_THREES] for tally in tallies)
    if red_threes > rules.max_red_threes:
        message = _("The decks hold only %(most)d red threes; this deal has %(count)d.") % {
            "most": rules.max_red_threes,
            "count": red_threes,
        }
        problems.append(Problem(message, *last_entered(tallies, [RED_THREES])))
    black_keys = [key for key in (BLACK_THREES, BLACK_THREES_IN_HAND, BLACK_THREES_CAPTURED) if key in tallies[0]]
    black_threes = sum(tally[key] for tally in tallies for key in black_keys)
    if black_threes > BLACK_THREES_PER_DECK * rules.decks:
        message = _("The decks hold only %(most)d black threes; this deal has %(count)d.") % {
            "most": BLACK_THREES_PER_DECK * rules.decks,
            "count": black_threes,
        }
        problems.append(Problem(message, *last_entered(tallies, black_keys)))
    problems.extend(_canasta_bound(rules, tallies, rank_by_rank=False))
    canasta_cards = rules.canasta_size * sum(canastas_made(rules, tally) for tally in tallies)
    room = cards_in_decks(rules.cards, rules.decks) - rules.max_red_threes
    melds = [counted for counted in counted_lines(rules) if counted.cards_each > 1]
    meld_cards = sum(counted.cards_each * tally[counted.key] for counted in melds for tally in tallies)
    if canasta_cards <= room < canasta_cards + meld_cards:
        message = _(
            "The decks do not hold enough cards for that many, at %(cards)d cards or more each, besides the canastas."
        ) % {"cards": MELD_LEAST_CARDS}
        problems.append(Problem(message, *last_entered(tallies, [counted.key for counted in melds])))
    problems.extend(card_points_limit(rules, tallies))
    return problems
