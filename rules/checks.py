"""Checks on what the players entered for a deal, with messages for the form.

Every message is translated when the check runs, so it comes out in the
language of the request that asked.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from django.utils.formats import number_format
from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from .cards import BLACK_THREES_PER_DECK, cards_in_decks, deck_points, points_step, wild_cards_in_decks
from .game import Problem, Rules, complete
from .tally import (
    ACABA,
    BLACK_THREES,
    BLACK_THREES_CAPTURED,
    CONCEALED,
    HAND_POINTS,
    MELDED_POINTS,
    RED_THREES,
    WENT_OUT,
    Kind,
    special_hands,
)

if TYPE_CHECKING:
    from .variants import CanastaRules


def _grouped(value: int) -> str:
    return number_format(value, force_grouping=True)


def _value_problem(rules: Rules, kind: Kind, value: object) -> str | None:
    if kind is Kind.FLAG:
        return None if isinstance(value, bool) else _("Answer yes or no.")
    if isinstance(value, bool) or not isinstance(value, int):
        return _("Enter a whole number.")
    if value < 0:
        return _("This cannot be negative.")
    if kind is Kind.POINTS:
        step = points_step(rules.cards)
        if value % step:
            return _("Card points come in multiples of %(step)d.") % {"step": step}
        most = deck_points(rules.cards, rules.decks)
        if value > most:
            return _("All the cards together are worth only %(points)s.") % {"points": _grouped(most)}
    return None


def check_values(rules: Rules, tallies: Sequence[Mapping]) -> list[Problem]:
    """Each entry on its own: known fields, whole numbers, no negatives, points in steps.

    Any family's checks start here.
    """
    if len(tallies) != rules.seating.sides:
        return [Problem(_("A deal needs a tally for each of the %(sides)d sides.") % {"sides": rules.seating.sides})]
    fields = rules.fields()
    known = {field.key for field in fields}
    problems = []
    for side, raw in enumerate(tallies):
        for key in raw:
            if key not in known:
                problems.append(Problem(_("“%(key)s” is not part of a tally in this game.") % {"key": key}, side))
        for field in fields:
            message = _value_problem(rules, field.kind, raw.get(field.key, field.default))
            if message:
                problems.append(Problem(message, side, field.key))
    return problems


def _canastas(rules: CanastaRules, tally: Mapping, kinds: Sequence[str] = ()) -> int:
    """The canastas a side made; only of the given kinds when there are any."""
    return sum(tally[kind.key] for kind in rules.canastas if not kinds or kind.key in kinds)


def _labels(rules: CanastaRules, keys: Sequence[str]) -> str:
    return ", ".join(str(kind.label).lower() for kind in rules.canastas if kind.key in keys)


def _going_out_problem(rules: CanastaRules, tally: Mapping) -> str | None:
    """Why this side could not have gone out with the canastas it made, if it could not."""
    count = rules.canastas_to_go_out
    if _canastas(rules, tally, rules.going_out_counts) < count:
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
    if rules.going_out_needs_one_of and not _canastas(rules, tally, rules.going_out_needs_one_of):
        return _("Going out needs one of these among the canastas: %(kinds)s.") % {
            "kinds": _labels(rules, rules.going_out_needs_one_of)
        }
    return None


def _one_side_only(tallies: Sequence[Mapping], key: str, message: str) -> list[Problem]:
    sides = [side for side, tally in enumerate(tallies) if tally.get(key)]
    return [Problem(message, side, key) for side in sides[1:]]


def check_deal(rules: CanastaRules, tallies: Sequence[Mapping]) -> list[Problem]:
    """Every problem with a deal; an empty list means it can be scored."""
    problems = check_values(rules, tallies)
    if problems:
        return problems
    tallies = [complete(rules, raw) for raw in tallies]
    problems += _one_side_only(tallies, WENT_OUT, _("Only one side can go out in a deal."))
    problems += _one_side_only(tallies, ACABA, _("Only one side can call Acaba in a deal."))
    problems += _one_side_only(tallies, BLACK_THREES_CAPTURED, _("Only one side can capture every black three."))
    hands = special_hands(rules)
    for side, tally in enumerate(tallies):
        if tally.get(CONCEALED) and not tally[WENT_OUT]:
            problems.append(Problem(_("A concealed hand is a way of going out: tick “Went out” too."), side, CONCEALED))
        special = [hand for hand in hands if tally[hand.key]]
        for hand in special[1:]:
            problems.append(Problem(_("A side goes out with one special hand at most."), side, hand.key))
        if special and not tally[WENT_OUT]:
            message = _("A special hand is a way of going out: tick “Went out” too.")
            problems.append(Problem(message, side, special[0].key))
        if tally[WENT_OUT] and not special and (message := _going_out_problem(rules, tally)):
            problems.append(Problem(message, side, WENT_OUT))
        if tally[WENT_OUT] and not rules.seating.partnerships and tally[HAND_POINTS]:
            problems.append(Problem(_("A player who went out has no cards left in hand."), side, HAND_POINTS))
        if tally.get(ACABA) and any(other[WENT_OUT] for other in tallies):
            message = _("A deal ends either by going out or by Acaba, not both.")
            problems.append(Problem(message, side, ACABA))
    problems.extend(_deck_limits(rules, tallies))
    return problems


def last_side_with(tallies: Sequence[Mapping], keys: Sequence[str]) -> int:
    """The last side that entered any of these keys: where a problem across all sides is shown."""
    return max(side for side, tally in enumerate(tallies) if any(tally[key] for key in keys))


def _deck_limits(rules: CanastaRules, tallies: Sequence[Mapping]) -> list[Problem]:
    """What all sides entered together cannot exceed what the decks hold."""
    problems = []
    red_threes = sum(tally[RED_THREES] for tally in tallies)
    if red_threes > rules.max_red_threes:
        message = _("The decks hold only %(most)d red threes; this deal has %(count)d.") % {
            "most": rules.max_red_threes,
            "count": red_threes,
        }
        problems.append(Problem(message, last_side_with(tallies, [RED_THREES]), RED_THREES))
    black_threes = sum(tally.get(BLACK_THREES, 0) + tally.get("black_threes_in_hand", 0) for tally in tallies)
    if black_threes > BLACK_THREES_PER_DECK * rules.decks:
        message = _("The decks hold only %(most)d black threes; this deal has %(count)d.") % {
            "most": BLACK_THREES_PER_DECK * rules.decks,
            "count": black_threes,
        }
        keys = [key for key in (BLACK_THREES, "black_threes_in_hand") if key in tallies[0]]
        side = last_side_with(tallies, keys)
        problems.append(Problem(message, side, next(key for key in reversed(keys) if tallies[side][key])))
    wild = sum(kind.wild_cards * tally[kind.key] for kind in rules.canastas for tally in tallies)
    if wild > wild_cards_in_decks(rules.cards, rules.decks):
        keys = [kind.key for kind in rules.canastas if kind.wild_cards]
        side = last_side_with(tallies, keys)
        key = next(key for key in reversed(keys) if tallies[side][key])
        message = _("The decks hold only %(most)d wild cards: not enough for these canastas.") % {
            "most": wild_cards_in_decks(rules.cards, rules.decks)
        }
        problems.append(Problem(message, side, key))
    canasta_cards = rules.canasta_size * sum(_canastas(rules, tally) for tally in tallies)
    if canasta_cards > cards_in_decks(rules.cards, rules.decks) - rules.max_red_threes:
        keys = [kind.key for kind in rules.canastas]
        side = last_side_with(tallies, keys)
        key = next(key for key in reversed(keys) if tallies[side][key])
        problems.append(Problem(_("The decks do not hold enough cards for that many canastas."), side, key))
    problems.extend(card_points_limit(rules, tallies))
    return problems


def card_points_limit(rules: Rules, tallies: Sequence[Mapping]) -> list[Problem]:
    """Melded and held card points of all sides together fit in the decks (canasta, Hand and Foot)."""
    points = sum(tally[MELDED_POINTS] + tally[HAND_POINTS] for tally in tallies)
    most = deck_points(rules.cards, rules.decks)
    if points <= most:
        return []
    message = _("The sides' cards add up to %(points)s, but all the cards together are worth %(most)s.") % {
        "points": _grouped(points),
        "most": _grouped(most),
    }
    side = last_side_with(tallies, [MELDED_POINTS, HAND_POINTS])
    key = MELDED_POINTS if tallies[side][MELDED_POINTS] else HAND_POINTS
    return [Problem(message, side, key)]
