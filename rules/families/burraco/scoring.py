"""Burraco scoring, pure: one side's deal and the sheet's words for it."""

from collections.abc import Mapping
from typing import Any

from django.utils.translation import gettext, pgettext_lazy
from django.utils.translation import gettext_lazy as _

from rules.core.scores import Line, SideScore
from rules.core.tally import HAND_POINTS, MELDED_POINTS, WENT_OUT
from rules.core.words import dot, grouped

from .numbers import CLEAN_BURRACOS, DIRTY_BURRACOS, SEMI_CLEAN_BURRACOS, TOOK_POT, BurracoNumbers
from .tally import KINDS, burraco_words


def bonuses(rules: BurracoNumbers) -> dict[str, int]:
    """Each kind of burraco's bonus, by its tally key."""
    return {
        CLEAN_BURRACOS: rules.clean_burraco,
        SEMI_CLEAN_BURRACOS: rules.semi_clean_burraco,
        DIRTY_BURRACOS: rules.dirty_burraco,
    }


def score_side(rules: BurracoNumbers, tally: Mapping[str, Any]) -> SideScore:
    """The score of one side for one deal, from a complete, checked tally: its burracos, closing, the
    pozzetto's penalty when it never took it, the cards it melded less those left in its hands."""
    bonus = bonuses(rules)
    lines = [Line(key, label, tally[key] * bonus[key], tally[key]) for key, label, _help in KINDS if tally[key]]
    if tally[WENT_OUT]:
        lines.append(Line(WENT_OUT, pgettext_lazy("burraco", "Closing"), rules.closing_bonus))
    if not tally[TOOK_POT]:
        lines.append(Line(TOOK_POT, _("Pozzetto not taken"), -rules.pot_penalty))
    if tally[MELDED_POINTS]:
        lines.append(Line(MELDED_POINTS, _("Melded cards"), tally[MELDED_POINTS]))
    if tally[HAND_POINTS]:
        lines.append(Line(HAND_POINTS, _("Cards in hand"), -tally[HAND_POINTS]))
    return SideScore(tuple(lines))


def details(tally: Mapping[str, Any]) -> str:
    """A side's burracos in a row of the sheet: "2 clean · 1 dirty"."""
    return dot().join(burraco_words(key, tally[key]) for key, _label, _help in KINDS if tally.get(key))


def summary(rules: BurracoNumbers) -> str:
    """How a game goes at this table, for the start page."""
    return gettext("%(decks)d decks, %(cards)d cards each · a pozzetto of %(pot)d for each side · game %(target)s") % {
        "decks": rules.decks,
        "cards": rules.seating.cards_dealt,
        "pot": rules.pot_size,
        "target": grouped(rules.target),
    }
