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


def words(html: str) -> str:
    """A page's text as it reads, without its tags, each run of white space one space; a line break " / "."""
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", "", html.replace("<br>", " / ")))


# What each page says of going out, the pile, wild canastas and their bonus, the set bonuses,
# melded cards without a canasta and other special hands: each only where its rules have it.
SAYS = {
    "modern-american": ["To go out: 2 canastas / Target: 8,500"],
    "british": ["To go out: 1 canasta (wild canastas do not count) / Target: 5,000"],
    "uruguayan": ["To go out: 1 canasta / The pile is always frozen / Target: 5,000"],
    "cuban": ["To go out: 1 canasta / The pile is always frozen / Target: 7,500"],
    "italian": ["To go out: 2 canastas (wild canastas do not count) / The pile is always frozen / Target: 15,000"],
}
WILD_CANASTAS = "A canasta made only of wild cards (jokers and 2s) is allowed in this game and pays the most."
WILD_BONUS = "The bonus of a canasta of wild cards goes only to the side that goes out."
SET_BONUSES = (
    "the bonuses for its canastas together: five natural canastas 2,000, four natural canastas and one mixed 1,000"
)
MELDED_MINUS = "the card points of its melded cards, which count minus if it has no canasta;"
OTHER_HANDS = "Some clubs play other special hands too (triples hand)."
WHERE = {
    WILD_CANASTAS: {"modern-american", "uruguayan", "cuban", "italian"},
    WILD_BONUS: {"italian"},
    SET_BONUSES: {"italian"},
    MELDED_MINUS: {"modern-american"},
    OTHER_HANDS: {"modern-american"},
}


@pytest.mark.parametrize("slug", SAYS)
def test_each_page_says_only_what_its_rules_have(client, slug):
    text = words(without_secrets(client.get(f"/rules/{slug}/")))
    assert all(line in text for line in SAYS[slug])
    for sentence, slugs in WHERE.items():
        assert (sentence in text) is (slug in slugs), sentence


@pytest.mark.parametrize(
    ("slug", "rows", "quick_rows"),
    [
        (
            "modern-american",
            ["No canasta: minus", "1 canasta: zero", "2 or more canastas: plus"],
            [
                "No canasta: they count against it",
                "1 canasta: they count nothing",
                "2 canastas or more: they count for the side",
            ],
        ),
        (
            "cuban",
            ["No canasta: they count nothing", "1 or more canastas: they count for the side"],
            ["No canasta: they count nothing", "1 canasta or more: they count for the side"],
        ),
        (
            "italian",
            ["0 to 1 canastas: they count against it", "2 or more canastas: they count for the side"],
            ["0 to 1 canastas: they count against it", "2 canastas or more: they count for the side"],
        ),
    ],
)
def test_the_red_threes_count_by_the_canastas_made_as_each_page_lists(client, slug, rows, quick_rows):
    html = without_secrets(client.get(f"/rules/{slug}/"))
    listed = html[html.index("Whether they count depends") :]
    assert re.findall(r"<li>([^<]*)</li>", listed)[: len(rows)] == rows
    quick = html[html.index('id="quick"') : html.index('class="toc"')]
    assert [words(row) for row in re.findall(r'<td colspan="\d" class="muted">(.*?)</td>', quick)] == quick_rows


def test_modern_american_scores_black_threes_beside_red_ones(client):
    html = without_secrets(client.get("/rules/modern-american/"))
    quick = html[html.index('id="quick"') : html.index('class="toc"')]
    black = MODERN_AMERICAN.default.black_three_scores
    rows = re.findall(r'<tr><th scope="row">(\d)</th><td>[^<]*</td><td>([^<]*)</td></tr>', quick)
    assert rows == [(str(count), f"{black[count]:,}") for count in range(1, len(black))]
    assert "Red threes are bonus cards, and so are black threes in this game." in words(html)


def test_parletts_page_names_the_set_bonuses_he_gives_only_as_an_option(client):
    option = "Parlett gives five natural canastas 2,000, or five canastas 1,000 only as an option"
    assert option in words(without_secrets(client.get(f"/rules/{ITALIAN_PARLETT.slug}/")))
    assert option not in words(without_secrets(client.get(f"/rules/{ITALIAN.slug}/")))


def test_going_out_names_the_kinds_that_do_not_count_when_they_are_not_only_the_wild_ones(client, use_variant):
    use_variant(changed(MODERN_AMERICAN, going_out_counts=("natural_canastas",)))
    text = words(without_secrets(client.get(f"/rules/{MODERN_AMERICAN.slug}/")))
    assert "To go out: 2 canastas (not all kinds count) / Target: 8,500" in text
    excluded = " and ".join(str(kind.label).lower() for kind in MODERN_AMERICAN.default.canastas[1:])
    assert MODERN_AMERICAN.default.canastas[0].key == "natural_canastas"
    assert f"must first have 2 canastas, and {excluded} do not count toward them." in text
