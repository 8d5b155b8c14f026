"""Seed 002: "A concealed canasta ... carries a bonus score of 100 points (so 400 for a concealed mixed canasta
and 600 for a concealed natural canasta)." No preset plays it; the house rule `concealed_canasta_bonus` puts
its own count on the deal form (issue 27)."""

import pytest

from rules.core import house
from rules.families.canasta.presets import CANASTAS, CLASSIC_CANASTA
from tests.rules.families.canasta.helpers import lines, messages, score

CLASSIC = CLASSIC_CANASTA.default
SEED_002 = house.apply(CLASSIC, {"concealed_canasta_bonus": 100})


def keys(rules):
    return [field.key for field in rules.fields()]


@pytest.mark.parametrize("variant", CANASTAS, ids=lambda variant: variant.slug)
def test_no_preset_plays_it_and_every_one_offers_it(variant):
    assert "concealed_canastas" not in keys(variant.default)
    assert "concealed_canasta_bonus" in {setting.key for setting in house.settings_for(variant.default)}
    assert "concealed_canastas" in keys(house.apply(variant.default, {"concealed_canasta_bonus": 100}))


def test_a_concealed_mixed_canasta_is_400_and_a_natural_one_600():
    mixed = lines(score(SEED_002, mixed_canastas=1, concealed_canastas=1, melded_points=50))
    assert mixed["mixed_canastas"] + mixed["concealed_canastas"] == 400
    natural = lines(score(SEED_002, natural_canastas=1, concealed_canastas=1, melded_points=35))
    assert natural["natural_canastas"] + natural["concealed_canastas"] == 600


def test_each_concealed_canasta_counts_and_the_score_is_the_sum():
    scored = score(SEED_002, natural_canastas=1, mixed_canastas=1, concealed_canastas=2, melded_points=85)
    assert scored.total == 500 + 300 + 2 * 100 + 85


def test_a_concealed_canasta_is_one_of_the_sides_canastas():
    assert messages(SEED_002, {"natural_canastas": 1, "concealed_canastas": 2, "melded_points": 35}, {}) == [
        "A concealed canasta is one of the side's canastas: enter it among them too."
    ]


def test_without_the_house_rule_the_count_is_refused():
    assert messages(CLASSIC, {"natural_canastas": 1, "concealed_canastas": 1, "melded_points": 35}, {}) == [
        "“concealed_canastas” is not part of a tally in this game."
    ]
