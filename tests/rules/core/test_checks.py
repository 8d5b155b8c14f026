"""The checks every family starts with (rules.core.checks): each entry on its own, bounded by the decks."""

from dataclasses import replace

import pytest

from rules.catalog import VARIANTS
from rules.core.cards import cards_in_decks
from rules.core.checks import check_values
from rules.core.tally import Kind
from rules.families.canasta.numbers import CARDS as CANASTA_CARDS
from rules.families.kalooki.cards import KALOOKI_CARDS


def every_switch_on(rules):
    """The rules with each optional rule turned on (Kalooki counts cards only with chips)."""
    return replace(rules, **{option.key: True for option in rules.options()})


EVERY_TABLE = [every_switch_on(rules) for variant in VARIANTS.values() for rules in variant.tables]


def table_id(rules):
    return f"{rules.variant}-{rules.seating.key}"


def test_a_deck_is_52_cards_and_its_jokers():
    assert cards_in_decks(CANASTA_CARDS, 2) == 108  # red threes included, though not valued as card points
    assert cards_in_decks(KALOOKI_CARDS, 2) == 108  # two decks and four jokers
    assert cards_in_decks(CANASTA_CARDS, 3) == 162


@pytest.mark.parametrize("rules", EVERY_TABLE, ids=table_id)
def test_every_count_of_every_game_stops_at_the_cards_in_its_decks(rules):
    most = cards_in_decks(rules.cards, rules.decks)
    counts = [field.key for field in rules.fields() if field.kind is Kind.COUNT]
    assert counts, "every game counts something"
    for key in counts:
        over = [{key: most + 1}] + [{}] * (rules.seating.sides - 1)
        problems = check_values(rules, over)
        assert [(p.side, p.field) for p in problems] == [(0, key)], key
        assert f"the decks hold {most} cards" in problems[0].message
        assert check_values(rules, [{key: most}] + [{}] * (rules.seating.sides - 1)) == []


@pytest.mark.parametrize("value", [900_000, 2**63, 10**4000])
def test_a_count_far_too_big_is_a_message_not_a_score(value):
    rules = VARIANTS["modern-american"].default
    problems = check_values(rules, [{"unfinished_aces_or_sevens": value}, {}])
    assert [p.field for p in problems] == ["unfinished_aces_or_sevens"]


def test_points_stop_at_every_card_of_the_decks():
    rules = VARIANTS["classic-canasta"].default
    problems = check_values(rules, [{"melded_points": 10**30}, {}])
    assert [p.field for p in problems] == ["melded_points"]
