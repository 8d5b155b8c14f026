"""The national canastas' rule pages: every number from the preset's data, every score pad link lands."""

import re
from dataclasses import replace

import pytest

from rules.book.pages import PAGES
from rules.families.canasta.presets import BRITISH, CUBAN, ITALIAN, ITALIAN_PARLETT, MODERN_AMERICAN, URUGUAYAN
from tests import without_secrets

NATIONAL = (CUBAN, ITALIAN, ITALIAN_PARLETT, URUGUAYAN, BRITISH, MODERN_AMERICAN)
PREFIXES = ("", "/ja")


def changed(variant, **changes):
    """The variant with its usual table (the one its page shows) changed."""
    default, *others = variant.tables
    return replace(variant, tables=(replace(default, **changes), *others))


def test_each_national_canasta_has_its_own_page():
    for variant in NATIONAL:
        assert variant.slug in PAGES


def test_parletts_italian_reads_italians_prose_with_its_own_target(client):
    parlett = without_secrets(client.get("/rules/italian-parlett/"))
    italian = without_secrets(client.get("/rules/italian/"))
    assert "12,000" in parlett
    assert "15,000" in italian
    assert PAGES["italian-parlett"].prose("ja") == PAGES["italian"].prose("ja")


@pytest.mark.parametrize("prefix", PREFIXES)
@pytest.mark.parametrize(
    "variant, changes, shown",
    [
        (CUBAN, {"black_threes_captured_bonus": 777}, "777"),
        (CUBAN, {"target": 7654}, "7,654"),
        (BRITISH, {"acaba_points": 1234}, "1,234"),
        (MODERN_AMERICAN, {"unfinished_wild_meld_points": -2345}, "2,345"),
        (MODERN_AMERICAN, {"garbage_hand_points": 2111}, "2,111"),
        (MODERN_AMERICAN, {"black_three_scores": (0, 110, 330, 550, 1110)}, "1,110"),
        (ITALIAN, {"going_out_bonus": 333}, "333"),
    ],
)
def test_a_number_changed_in_a_national_preset_changes_on_its_page(
    client, use_variant, prefix, variant, changes, shown
):
    url = f"{prefix}/rules/{variant.slug}/"
    assert shown not in without_secrets(client.get(url))
    use_variant(changed(variant, **changes))
    assert shown in without_secrets(client.get(url))


@pytest.mark.parametrize("prefix", PREFIXES)
def test_a_wild_canasta_bonus_changed_changes_on_the_page(client, use_variant, prefix):
    kinds = tuple(replace(kind, bonus=4321) if kind.key == "twos_canastas" else kind for kind in CUBAN.default.canastas)
    use_variant(changed(CUBAN, canastas=kinds))
    assert "4,321" in without_secrets(client.get(f"{prefix}/rules/cuban/"))


@pytest.mark.parametrize("variant", NATIONAL, ids=lambda v: v.slug)
@pytest.mark.parametrize("prefix", PREFIXES)
def test_every_score_pad_link_of_the_preset_lands_on_its_page(client, variant, prefix):
    text = without_secrets(client.get(f"{prefix}/rules/{variant.slug}/"))
    ids = set(re.findall(r'\bid="([\w-]+)"', text))
    for table in variant.tables:
        anchors = {field.rule_anchor for field in table.fields()} | {"initial-meld"}
        assert "" not in anchors, [field.key for field in table.fields() if not field.rule_anchor]
        assert anchors <= ids


def test_the_threes_rule_follows_the_canastas_made(client):
    cuban = without_secrets(client.get("/rules/cuban/"))
    assert "they count nothing" in cuban
    american = without_secrets(client.get("/ja/rules/modern-american/"))
    assert "マイナス" in american and "プラス" in american


@pytest.mark.parametrize("slug", [variant.slug for variant in NATIONAL])
def test_the_japanese_pages_are_in_japanese_and_the_english_in_english(client, slug):
    ja = without_secrets(client.get(f"/ja/rules/{slug}/"))
    en = without_secrets(client.get(f"/rules/{slug}/"))
    for term in ("カナスタ", "メルド", "捨て札の山", "赤の3", "上がり"):
        assert term in ja, term
    assert "discard pile" in en and "捨て札" not in en


def test_only_the_rules_a_preset_has_are_in_its_quick_reference(client):
    british = without_secrets(client.get("/rules/british/"))
    american = without_secrets(client.get("/rules/modern-american/"))
    assert 'href="#acaba"' in british and 'href="#acaba"' not in american
    assert 'href="#penalties"' in american and 'href="#penalties"' not in british
    assert 'href="#special-hands"' in american
