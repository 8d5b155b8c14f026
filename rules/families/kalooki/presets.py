"""The Kalooki presets on the start page: one table per number of players."""

from collections.abc import Mapping
from typing import Any

from django.utils.translation import gettext_lazy as _

from rules.core.rules import Variant
from rules.core.seating import Seating

from .numbers import ACE_ELEVEN
from .rules import KalookiRules


def _tables(variant: str, dealt: Mapping[int, int], **numbers: Any) -> tuple[KalookiRules, ...]:
    return tuple(
        KalookiRules(variant, Seating(sides=players, players_per_side=1, cards_dealt=cards), **numbers)
        for players, cards in dealt.items()
    )


# Seed 004: 15 cards each for 2 to 4 players, 13 for 5, 11 for 6; 4 players is best.
KALOOKI_DEALT = {4: 15, 2: 15, 3: 15, 5: 13, 6: 11}
KALOOKI_GAME = Variant(slug="kalooki", name=_("Kalooki"), tables=_tables("kalooki", KALOOKI_DEALT))

# British Kalookie (pagat.com): two packs and two jokers, 106 cards; 13 cards, ace 11,
# joker 15, initial meld 40; above 150 a player is out and may buy back in once at
# the highest total still in. Four jokers is a house rule (`jokers`).
BRITISH_BUY_INS = 1
BRITISH_JOKERS = 2
BRITISH_KALOOKIE = Variant(
    slug="kalookie-british",
    name=_("Kalookie (British)"),
    tables=_tables(
        "kalookie-british",
        dict.fromkeys((4, 2, 3, 5, 6), 13),
        initial_meld=40,
        jokers=BRITISH_JOKERS,
        ace_points=ACE_ELEVEN,
        joker_points=15,
        knock_out=True,
        buy_ins=BRITISH_BUY_INS,
    ),
)

KALOOKIS: tuple[Variant, ...] = (KALOOKI_GAME, BRITISH_KALOOKIE)
