"""The Burraco preset on the start page: the Italian game, the usual table two partnerships of two,
or two or three players each alone (pagat.com; three alone each with a pozzetto of their own, as the
Italian three-player game plays once a player has passed 1,000: the rule page says how it differs)."""

from dataclasses import replace

from django.utils.translation import gettext_lazy as _

from rules.core.rules import Variant
from rules.core.seating import Seating

from .rules import BurracoRules

_PARTNERSHIPS = BurracoRules(variant="burraco", seating=Seating(sides=2, players_per_side=2, cards_dealt=11))

BURRACO = Variant(
    slug="burraco",
    name=_("Burraco"),
    tables=(
        _PARTNERSHIPS,
        *(
            replace(_PARTNERSHIPS, seating=replace(_PARTNERSHIPS.seating, sides=sides, players_per_side=1))
            for sides in (2, 3)
        ),
    ),
)

BURRACOS: tuple[Variant, ...] = (BURRACO,)
