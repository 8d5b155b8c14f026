"""Checks on a deal of Kalooki, with messages for the form: the deal on its own, then the
British game's knock-outs and buy-ins, which depend on the deals before it."""

from collections.abc import Mapping, Sequence
from typing import Any

from django.utils.translation import gettext, ngettext

from rules.core.checks import check_values, checkable, once
from rules.core.scores import Problem
from rules.core.tally import WENT_OUT
from rules.core.words import grouped

from . import hands
from .numbers import KalookiNumbers, KalookiStanding
from .tally import BOUGHT_IN, CARDS_LEFT, JOKERS_LEFT, KALOOKI, PENALTY_POINTS

Tally = Mapping[str, Any]


def check_deal(rules: KalookiNumbers, raw: Sequence[Tally]) -> list[Problem]:
    """Every problem with a deal on its own; an empty list means it can be scored."""
    refused = check_values(rules, raw)
    if len(raw) != rules.seating.sides:
        return refused
    tallies = checkable(rules, raw, refused)
    problems: list[Problem] = []
    went_out = [side for side, tally in enumerate(tallies) if tally[WENT_OUT]]
    if not went_out:
        problems.append(Problem(gettext("Exactly one player goes out in a deal: tick “Went out” for who did.")))
    for side in went_out[1:]:
        problems.append(Problem(gettext("Only one player can go out in a deal."), side, WENT_OUT))
    for side, tally in enumerate(tallies):
        problems += _check_player(rules, side, tally)
    jokers = sum(tally.get(JOKERS_LEFT, 0) for tally in tallies)
    if jokers > rules.jokers_in_decks:
        side = max(side for side, tally in enumerate(tallies) if tally.get(JOKERS_LEFT))
        message = gettext("The decks hold only %(most)d jokers.") % {"most": rules.jokers_in_decks}
        problems.append(Problem(message, side, JOKERS_LEFT))
    if not any(problem.field in _HAND_KEYS for problem in [*refused, *problems]):
        problems += _check_pack(rules, tallies)  # only hands that are each possible are added up
    return once(refused, problems)


_HAND_KEYS = (PENALTY_POINTS, CARDS_LEFT, JOKERS_LEFT)


def _check_player(rules: KalookiNumbers, side: int, tally: Tally) -> list[Problem]:
    problems = []
    penalty = tally[PENALTY_POINTS]
    if tally[WENT_OUT] and penalty:
        problems.append(Problem(gettext("A player who went out has no cards left in hand."), side, PENALTY_POINTS))
    if tally.get(KALOOKI) and not tally[WENT_OUT]:
        problems.append(Problem(gettext("A kalooki is a way of going out: tick “Went out” too."), side, KALOOKI))
    if not tally[WENT_OUT]:
        # A knocked-out player holds nothing: the British game checks who is out with the deals before.
        if not penalty and not rules.knock_out:
            problems.append(Problem(holds_cards(), side, PENALTY_POINTS))
        elif penalty and (message := _penalty_problem(rules, penalty)):
            problems.append(Problem(message, side, PENALTY_POINTS))
    if rules.chips:
        problems += _check_chips(rules, side, tally)
    return problems


def holds_cards() -> str:
    """The message for a player who neither went out nor entered any cards left (translated when asked)."""
    return gettext("A player who did not go out holds cards: enter their points.")


def _penalty_problem(rules: KalookiNumbers, penalty: int) -> str | None:
    """Why no hand of the cards dealt is worth this penalty, if none is."""
    dealt, cards = rules.seating.cards_dealt, hands.pack(rules.cards, rules.decks)
    most = hands.best(cards, dealt)
    if penalty > most:
        return gettext("%(cards)d cards are worth at most %(most)d points.") % {"cards": dealt, "most": most}
    if not hands.possible(cards, dealt, penalty):
        return ngettext(
            "No hand of %(cards)d cards or fewer is worth %(points)d point.",
            "No hand of %(cards)d cards or fewer is worth %(points)d points.",
            penalty,
        ) % {"cards": dealt, "points": penalty}
    return None


def _check_chips(rules: KalookiNumbers, side: int, tally: Tally) -> list[Problem]:
    """With chips, the cards left: no more than were dealt, the jokers among them, worth the points."""
    cards, jokers, penalty = tally[CARDS_LEFT], tally[JOKERS_LEFT], tally[PENALTY_POINTS]
    if tally[WENT_OUT]:
        if cards or jokers:
            key = CARDS_LEFT if cards else JOKERS_LEFT
            return [Problem(gettext("A player who went out has no cards left in hand."), side, key)]
        return []
    if not cards and not penalty:
        return []  # a knocked-out player (British); the others are told by the penalty's check
    dealt = rules.seating.cards_dealt
    if cards > dealt:
        message = gettext("A player holds at most the %(cards)d cards dealt.") % {"cards": dealt}
        return [Problem(message, side, CARDS_LEFT)]
    if jokers > cards:
        return [Problem(gettext("The jokers left are among the cards left."), side, JOKERS_LEFT)]
    others = hands.pack(rules.cards, rules.decks, jokers=False)
    if hands.possible_with(others, cards, jokers, rules.joker_points, penalty):
        return []
    bounds = hands.bounds_with(others, cards, jokers, rules.joker_points)
    if bounds and not bounds[0] <= penalty <= bounds[1]:
        message = gettext("%(cards)d cards with %(jokers)d jokers are worth %(least)d to %(most)d points.") % {
            "cards": cards,
            "jokers": jokers,
            "least": bounds[0],
            "most": bounds[1],
        }
    else:
        message = ngettext(
            "Cards left %(cards)d, jokers %(jokers)d: no such hand is worth %(points)d point.",
            "Cards left %(cards)d, jokers %(jokers)d: no such hand is worth %(points)d points.",
            penalty,
        ) % {"cards": cards, "jokers": jokers, "points": penalty}
    return [Problem(message, side, PENALTY_POINTS)]


def _check_pack(rules: KalookiNumbers, tallies: Sequence[Tally]) -> list[Problem]:
    """The hands of all players come from one pack: together they are worth no more than its best cards."""
    holders = [side for side, tally in enumerate(tallies) if tally[PENALTY_POINTS]]
    if len(holders) < 2:
        return []
    counts = [tallies[side][CARDS_LEFT] if rules.chips else rules.seating.cards_dealt for side in holders]
    most = hands.most_in_hands(hands.pack(rules.cards, rules.decks), counts)
    points = sum(tallies[side][PENALTY_POINTS] for side in holders)
    if points <= most:
        return []
    message = gettext(
        "The hands left add up to %(points)s, but %(cards)d cards of the pack are worth at most %(most)s."
    ) % {"points": grouped(points), "cards": sum(counts), "most": grouped(most)}
    return [Problem(message, holders[-1], PENALTY_POINTS)]


def check_history(rules: KalookiNumbers, before: KalookiStanding, tallies: Sequence[Tally]) -> list[Problem]:
    """Who may buy back in, that a player who is out enters nothing else, and that every player
    still in who did not go out holds cards (British)."""
    if not rules.knock_out or before.ended_at is not None:
        return []  # after the end a deal is kept from a game file, but it does not count
    problems = []
    empty = rules.complete({})
    for side, tally in enumerate(tallies):
        out, bought = before.out[side], before.buy_ins[side]
        playing = not out or bool(tally.get(BOUGHT_IN))
        if playing and not tally.get(WENT_OUT) and not tally.get(PENALTY_POINTS):
            problems.append(Problem(holds_cards(), side, PENALTY_POINTS))
        if tally.get(BOUGHT_IN) and not out:
            problems.append(Problem(gettext("Only a player who is out can buy back in."), side, BOUGHT_IN))
        elif tally.get(BOUGHT_IN) and bought >= rules.buy_ins:
            message = ngettext(
                "A player may buy back in only %(count)d time.",
                "A player may buy back in only %(count)d times.",
                rules.buy_ins,
            ) % {"count": rules.buy_ins}
            problems.append(Problem(message, side, BOUGHT_IN))
        elif out and not tally.get(BOUGHT_IN):
            entered = [key for key, value in tally.items() if value != empty[key]]
            if entered:
                message = gettext("This player is out: enter nothing, or tick “Bought in”.")
                problems.append(Problem(message, side, entered[0]))
    return problems
