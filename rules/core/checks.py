"""Checks every family's deal starts with: each entry on its own, and what all sides' cards add up to.

Every message is translated when the check runs, so it comes out in the
language of the request that asked.
"""

from collections.abc import Mapping, Sequence
from typing import Any

from django.utils.translation import gettext as _

from .cards import cards_in_decks, deck_points, points_step
from .rules import Rules
from .scores import Problem
from .tally import HAND_POINTS, MELDED_POINTS, Kind
from .words import grouped


def _value_problem(rules: Rules, kind: Kind, value: object) -> str | None:
    if kind is Kind.FLAG:
        return None if isinstance(value, bool) else _("Answer yes or no.")
    if isinstance(value, bool) or not isinstance(value, int):
        return _("Enter a whole number.")
    if value < 0:
        return _("This cannot be negative.")
    if kind is Kind.COUNT:
        # Whatever a family counts (canastas, books, threes, cards left) takes at least one card.
        cards = cards_in_decks(rules.cards, rules.decks)
        if value > cards:
            return _("No deal has that many: the decks hold %(cards)s cards.") % {"cards": grouped(cards)}
    if kind is Kind.POINTS:
        step = points_step(rules.cards)
        if value % step:
            return _("Card points come in multiples of %(step)d.") % {"step": step}
        most = deck_points(rules.cards, rules.decks)
        if value > most:
            return _("All the cards together are worth only %(points)s.") % {"points": grouped(most)}
    return None


def check_values(rules: Rules, tallies: Sequence[Mapping[str, Any]]) -> list[Problem]:
    """Each entry on its own: known fields, whole numbers, no negatives, points in steps,
    no count or points beyond what the decks hold.

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


def checkable(rules: Rules, tallies: Sequence[Mapping[str, Any]], problems: Sequence[Problem]) -> list[dict[str, Any]]:
    """The tallies with every entry `check_values` refused put back to its default and unknown keys
    dropped, so the checks across fields still run and a deal's problems all show at once."""
    fields = rules.fields()
    refused = {(problem.side, problem.field) for problem in problems}
    return [
        rules.complete(
            {field.key: raw[field.key] for field in fields if field.key in raw and (side, field.key) not in refused}
        )
        for side, raw in enumerate(tallies)
    ]


def once(refused: Sequence[Problem], more: Sequence[Problem]) -> list[Problem]:
    """The entries `check_values` refused, then the other problems, each once and none on a refused
    field (the checks after it saw the field's default, not what was typed)."""
    fields = {(problem.side, problem.field) for problem in refused if problem.field is not None}
    found: list[Problem] = []
    for problem in [*refused, *more]:
        if problem not in found and (problem in refused or (problem.side, problem.field) not in fields):
            found.append(problem)
    return found


def one_side_only(tallies: Sequence[Mapping[str, Any]], key: str, message: str) -> list[Problem]:
    """A problem on every side after the first that ticked `key`."""
    sides = [side for side, tally in enumerate(tallies) if tally.get(key)]
    return [Problem(message, side, key) for side in sides[1:]]


def last_side_with(tallies: Sequence[Mapping[str, Any]], keys: Sequence[str]) -> int:
    """The last side that entered any of these keys: where a problem across all sides is shown."""
    return max(side for side, tally in enumerate(tallies) if any(tally[key] for key in keys))


def last_entered(tallies: Sequence[Mapping[str, Any]], keys: Sequence[str]) -> tuple[int, str]:
    """The last side that entered any of these keys, and the last of them it entered."""
    side = last_side_with(tallies, keys)
    return side, next(key for key in reversed(keys) if tallies[side][key])


def card_points_limit(rules: Rules, tallies: Sequence[Mapping[str, Any]]) -> list[Problem]:
    """Melded and held card points of all sides together fit in the decks (a family whose tally has both)."""
    points = sum(tally[MELDED_POINTS] + tally[HAND_POINTS] for tally in tallies)
    most = deck_points(rules.cards, rules.decks)
    if points <= most:
        return []
    message = _("The sides' cards add up to %(points)s, but all the cards together are worth %(most)s.") % {
        "points": grouped(points),
        "most": grouped(most),
    }
    side, key = last_entered(tallies, [HAND_POINTS, MELDED_POINTS])
    return [Problem(message, side, key)]
