"""The one place that works out a game's rules: its preset for its seating, with its house rules.

Rules objects are frozen, so the result is kept per preset, seating and
house rules, and a request that needs a game's rules twice works them out
once.
"""

import json
from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from rules.catalog import get_variant
from rules.core import house
from rules.core.rules import Rules

from ..models import Game


def seated_rules(variant: str, seating: str) -> Rules:
    """The preset's rules for a seating ("2x2", `Seating.key`); ValueError when it is not played so."""
    preset = get_variant(variant)
    rules = preset.seated(seating) if preset else None
    if rules is None:
        raise ValueError(f"{variant} is not played as {seating}")
    return rules


@lru_cache(maxsize=512)
def _with_house_rules(variant: str, seating: str, overrides: str) -> Rules:
    rules: dict[str, Any] = json.loads(overrides)
    return house.apply(seated_rules(variant, seating), rules)


def house_rules_of(variant: str, seating: str, overrides: Mapping[str, Any]) -> Rules:
    """The preset for this seating with these house rules; house.HouseRulesError when they do not apply."""
    return _with_house_rules(variant, seating, json.dumps(overrides, sort_keys=True))


def preset_rules(game: Game) -> Rules:
    """The variant's own rules for a game, at its seating (no house rules)."""
    return seated_rules(game.variant, game.seating)


def game_rules(game: Game) -> Rules:
    """The rules a game is scored by: its preset for its seating, with the game's house rules.

    A game's optional switches (Kalooki's chips ...) are house rules too.
    """
    return house_rules_of(game.variant, game.seating, game.rules)
