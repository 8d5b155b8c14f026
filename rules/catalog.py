"""Every preset Meld offers, by slug: the one place a new game is registered."""

from .canastas import CANASTAS
from .game import Variant
from .variants import CLASSIC_CANASTA

VARIANTS: dict[str, Variant] = {variant.slug: variant for variant in (*CANASTAS,)}
DEFAULT_VARIANT = CLASSIC_CANASTA.slug


def get_variant(slug: str) -> Variant | None:
    return VARIANTS.get(slug)
