"""Every number on a rule page is the variant's: change the data, and the page changes."""

import re
from dataclasses import replace

import pytest

from rules.book.pages import PAGES
from rules.core.rules import Variant
from rules.families.canasta.numbers import MeldStep
from rules.families.canasta.presets import CLASSIC_CANASTA
from tests import ROOT, without_secrets

PROSE = sorted((ROOT / "templates" / "rules" / "prose").rglob("*.html"))
TAG = re.compile(r"\{%.*?%\}|\{\{.*?\}\}|\{#.*?#\}", re.S)


def with_tables(**changes) -> Variant:
    """Classic Canasta with its usual table (the one the page shows first) changed."""
    default, *others = CLASSIC_CANASTA.tables
    return replace(CLASSIC_CANASTA, tables=(replace(default, **changes), *others))


@pytest.mark.parametrize("prefix", ["", "/ja"])
@pytest.mark.parametrize(
    "changes, shown",
    [
        ({"going_out_bonus": 123}, "123"),
        ({"concealed_bonus": 345}, "445"),  # 100 for going out + 345, in all
        ({"target": 6789}, "6,789"),
        (
            {
                "canastas": (
                    replace(CLASSIC_CANASTA.default.canastas[0], bonus=555),
                    CLASSIC_CANASTA.default.canastas[1],
                )
            },
            "555",
        ),
        ({"red_three_scores": (0, 110, 220, 330, 990)}, "990"),
        ({"meld_table": (MeldStep(None, 25), MeldStep(0, 65), MeldStep(2500, 95))}, "2,495"),
    ],
)
def test_a_number_changed_in_the_variant_changes_on_the_page(client, use_variant, prefix, changes, shown):
    assert shown not in without_secrets(client.get(f"{prefix}/rules/classic-canasta/"))
    use_variant(with_tables(**changes))
    assert shown in without_secrets(client.get(f"{prefix}/rules/classic-canasta/"))


@pytest.mark.parametrize("prefix", ["", "/ja"])
def test_cards_dealt_and_canastas_to_go_out_come_from_each_seating(client, use_variant, prefix):
    six = CLASSIC_CANASTA.tables[3]
    tables = (
        *CLASSIC_CANASTA.tables[:3],
        replace(six, seating=replace(six.seating, cards_dealt=17), canastas_to_go_out=9),
    )
    use_variant(replace(CLASSIC_CANASTA, tables=tables))
    text = without_secrets(client.get(f"{prefix}/rules/classic-canasta/"))
    assert {"": "<td>17</td>", "/ja": "<td>17枚</td>"}[prefix] in text
    assert {"": "<td>9</td>", "/ja": "<td>9つ</td>"}[prefix] in text


def test_a_card_value_changed_in_the_rules_changes_on_the_page(client, use_variant):
    cards = tuple(replace(kind, points=75) if kind.key == "jokers" else kind for kind in CLASSIC_CANASTA.default.cards)
    use_variant(with_tables(cards=cards))
    assert "<td>75</td>" in without_secrets(client.get("/rules/classic-canasta/"))


@pytest.mark.parametrize("path", PROSE, ids=lambda p: str(p.relative_to(ROOT)))
def test_prose_types_no_rule_number_outside_template_tags(path):
    """Numbers of two digits or more are the rules' numbers: the prose must take them from the facts."""
    text = TAG.sub(" ", path.read_text())
    assert re.findall(r"\d[\d,]*\d", text) == []


def test_every_language_has_the_prose_of_every_page():
    for page in PAGES.values():
        for code in ("en", "ja"):
            assert (ROOT / "templates" / page.prose(code)).exists()
