"""Every preset Meld offers, by slug: the one place a new game is registered."""

from .canastas import CANASTAS
from .game import Variant
from .handfoot import HANDS_AND_FEET
from .kalooki import KALOOKIS
from .variants import CLASSIC_CANASTA

VARIANTS: dict[str, Variant] = {variant.slug: variant for variant in (*CANASTAS, *HANDS_AND_FEET, *KALOOKIS)}
DEFAULT_VARIANT = CLASSIC_CANASTA.slug


def get_variant(slug: str) -> Variant | None:
    return VARIANTS.get(slug)
