"""Checks on a deal of Burraco, with messages for the form.

Every message is translated when the check runs, so it comes out in the
language of the request that asked.
"""

from collections.abc import Mapping, Sequence
from typing import Any

from django.utils.translation import gettext

from rules.core.cards import cards_in_decks, cheapest, wild_cards_in_decks
from rules.core.checks import card_points_limit, check_values, checkable, last_entered, once, one_side_only
from rules.core.scores import Problem
from rules.core.tally import HAND_POINTS, MELDED_POINTS, WENT_OUT
from rules.core.words import grouped

from .numbers import CLEAN_BURRACOS, DIRTY_BURRACOS, SEMI_CLEAN_BURRACOS, TOOK_POT, BurracoNumbers

Tally = Mapping[str, Any]
BURRACOS = (CLEAN_BURRACOS, SEMI_CLEAN_BURRACOS, DIRTY_BURRACOS)
WITH_A_WILD_CARD = (SEMI_CLEAN_BURRACOS, DIRTY_BURRACOS)  # one wild card each, no more


def burracos(tally: Tally) -> int:
    return sum(int(tally[key]) for key in BURRACOS)


def cards_needed(rules: BurracoNumbers, tally: Tally) -> tuple[int, int]:
    """The fewest natural and wild cards a side's burracos hold: a clean or semi-clean one as many
    natural cards as a burraco has, a dirty one one fewer; a semi-clean or dirty one a wild card."""
    size = rules.burraco_size
    naturals = size * (tally[CLEAN_BURRACOS] + tally[SEMI_CLEAN_BURRACOS]) + (size - 1) * tally[DIRTY_BURRACOS]
    return naturals, sum(int(tally[key]) for key in WITH_A_WILD_CARD)


def least_melded(rules: BurracoNumbers, tally: Tally) -> int:
    """The least a side's burracos can be worth in card points: the cheapest cards of the decks that make them."""
    naturals, wild = cards_needed(rules, tally)
    natural_kinds = [kind for kind in rules.cards if not kind.wild]
    return cheapest(natural_kinds, rules.decks, naturals) + cheapest(
        [kind for kind in rules.cards if kind.wild], rules.decks, wild
    )


def check_deal(rules: BurracoNumbers, raw: Sequence[Tally]) -> list[Problem]:
    """Every problem with a deal; an empty list means it can be scored."""
    refused = check_values(rules, raw)
    if len(raw) != rules.seating.sides:
        return refused
    tallies = checkable(rules, raw, refused)
    problems = one_side_only(tallies, WENT_OUT, gettext("Only one side can close in a deal."))
    for side, tally in enumerate(tallies):
        least = least_melded(rules, tally)
        if tally[MELDED_POINTS] < least:
            message = gettext(
                "These burracos are worth at least %(points)s in cards; melded cards include the burracos."
            ) % {"points": grouped(least)}
            problems.append(Problem(message, side, MELDED_POINTS))
        if not tally[WENT_OUT]:
            continue
        if not burracos(tally):
            problems.append(Problem(gettext("A side closes only once it has made a burraco."), side, WENT_OUT))
        if not tally[TOOK_POT]:
            message = gettext("A side closes only after taking its pozzetto: tick “Took the pozzetto” too.")
            problems.append(Problem(message, side, TOOK_POT))
        if not rules.seating.partnerships and tally[HAND_POINTS]:
            problems.append(Problem(gettext("A player who closed has no cards left in hand."), side, HAND_POINTS))
    problems.extend(_deck_limits(rules, tallies))
    return once(refused, problems)


def _deck_limits(rules: BurracoNumbers, tallies: Sequence[Tally]) -> list[Problem]:
    """What all sides' burracos hold together cannot pass what the decks hold."""
    problems = []
    needed = [cards_needed(rules, tally) for tally in tallies]
    wild_cards = wild_cards_in_decks(rules.cards, rules.decks)
    if sum(wild for _naturals, wild in needed) > wild_cards:
        message = gettext(
            "The decks hold only %(most)d wild cards, jokers and pinelle: not enough for these burracos "
            "(a semi-clean or dirty burraco holds one)."
        ) % {"most": wild_cards}
        problems.append(Problem(message, *last_entered(tallies, WITH_A_WILD_CARD)))
    cards = cards_in_decks(rules.cards, rules.decks)
    if sum(naturals + wild for naturals, wild in needed) > cards:
        message = gettext("The %(cards)d cards of the decks are not enough for that many burracos.") % {"cards": cards}
        problems.append(Problem(message, *last_entered(tallies, BURRACOS)))
    problems.extend(card_points_limit(rules, tallies))
    return problems
