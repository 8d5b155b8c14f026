"""Kalooki scoring, pure: penalty points (doubled on a kalooki) and the chips of a deal."""

from collections.abc import Mapping, Sequence
from typing import Any

from django.utils.translation import gettext_lazy as _

from rules.core.scores import Line, SideScore
from rules.core.tally import WENT_OUT

from .numbers import CHIPS_PER_CARD, CHIPS_PER_JOKER, KALOOKI_FACTOR, KalookiNumbers
from .tally import CARDS_LEFT, JOKERS_LEFT, KALOOKI, PENALTY_POINTS

Tally = Mapping[str, Any]


def factor(rules: KalookiNumbers, tallies: Sequence[Tally]) -> int:
    """How much a deal's penalties and chips are multiplied: by 2 on a kalooki."""
    kalooki = rules.kalooki_doubles and any(tally.get(KALOOKI) for tally in tallies)
    return KALOOKI_FACTOR if kalooki else 1


def score_deal(rules: KalookiNumbers, tallies: Sequence[Tally]) -> list[SideScore]:
    """0 for the player who went out; the others the points of the cards left in hand (complete tallies)."""
    times = factor(rules, tallies)
    scores = []
    for tally in tallies:
        penalty = tally[PENALTY_POINTS]
        lines = []
        if tally[WENT_OUT]:
            lines.append(Line(WENT_OUT, _("Went out"), 0))
        if penalty:
            lines.append(Line(PENALTY_POINTS, _("Cards in hand"), penalty))
            if times > 1:
                lines.append(Line(KALOOKI, _("Kalooki: doubled"), penalty * (times - 1)))
        scores.append(SideScore(tuple(lines)))
    return scores


def chips_owed(tally: Tally) -> int:
    """The chips a player left with cards pays. A deal stored before chips were switched on has no
    counts of cards: it pays none."""
    jokers, cards = int(tally.get(JOKERS_LEFT, 0)), int(tally.get(CARDS_LEFT, 0))
    return CHIPS_PER_CARD * (cards - jokers) + CHIPS_PER_JOKER * jokers


def chips_of(rules: KalookiNumbers, tallies: Sequence[Tally]) -> list[int]:
    """The chips each player wins (+) or pays (−) in a deal; all zero without chips. The player who
    went out holds no card (the checks see to it): it pays none and wins what the others pay."""
    if not rules.chips:
        return [0] * len(tallies)
    paid = [factor(rules, tallies) * chips_owed(tally) for tally in tallies]
    return [sum(paid) if tally.get(WENT_OUT) else -owed for tally, owed in zip(tallies, paid)]
