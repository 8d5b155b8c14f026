"""Kalooki's rule pages: its own sections, numbers from its rules, and the score pad's links into them."""

import re
from dataclasses import replace

import pytest

from rules.core.rules import Variant
from rules.core.seating import Seating
from rules.families.kalooki.presets import BRITISH_KALOOKIE, KALOOKI_GAME
from scorekeeper.services.games import SideSpec, create_game
from tests import without_secrets

SLUGS = [KALOOKI_GAME.slug, BRITISH_KALOOKIE.slug]
ALL_SWITCHES = {"ace_eleven": True, "kalooki_doubles": True, "chips": True}


def section_ids(html: str) -> list[str]:
    return re.findall(r'<section class="rule-section" id="([\w-]+)"', html)


def rule_links(html: str) -> list[str]:
    return re.findall(r'class="rule-link" href="[^"#]*#([\w-]+)"', html)


def with_tables(variant: Variant, **changes) -> Variant:
    return replace(variant, tables=tuple(replace(table, **changes) for table in variant.tables))


@pytest.mark.parametrize("prefix", ["", "/ja"])
def test_kalooki_has_its_own_sections_and_british_adds_the_knock_out(client, prefix):
    plain = section_ids(without_secrets(client.get(f"{prefix}/rules/kalooki/")))
    british = section_ids(without_secrets(client.get(f"{prefix}/rules/kalookie-british/")))
    assert "melds" in plain and "penalty-points" in plain and "optional-rules" in plain
    assert "discard-pile" not in plain and "threes" not in plain  # no canasta sections
    assert british == [*plain, "british"]


def test_the_japanese_pages_are_written_in_japanese(client):
    plain = without_secrets(client.get("/ja/rules/kalooki/"))
    terms = ("カルーキ", "メルド", "捨て札の山", "山札", "ジョーカー")
    terms += ("シークエンス", "グループ", "レイオフ", "罰点", "上がり")
    for term in terms:
        assert term in plain, term
    british = without_secrets(client.get("/ja/rules/kalookie-british/"))
    assert "脱落" in british and "バイイン" in british
    assert "A run is" not in plain and "Knocked out." not in british


def test_the_english_pages_are_written_in_english(client):
    assert "A <b>run</b> is" in without_secrets(client.get("/rules/kalooki/"))
    british = without_secrets(client.get("/rules/kalookie-british/"))
    assert "Buying back in" in british and "脱落" not in british


@pytest.mark.parametrize("prefix", ["", "/ja"])
@pytest.mark.parametrize(
    "slug, changes, expected",
    [
        ("kalooki", {"initial_meld": 77}, "77"),
        ("kalooki", {"target": 4321}, "4,321"),
        ("kalooki", {"joker_points": 33}, "33"),
        ("kalooki", {"ace_points": 14}, "14"),
        ("kalookie-british", {"target": 246}, "246"),
        ("kalookie-british", {"initial_meld": 44}, "44"),
    ],
)
def test_a_number_changed_in_the_rules_changes_on_the_page(client, use_variant, prefix, slug, changes, expected):
    variant = {v.slug: v for v in (KALOOKI_GAME, BRITISH_KALOOKIE)}[slug]
    before = without_secrets(client.get(f"{prefix}/rules/{slug}/"))
    use_variant(with_tables(variant, **changes))
    after = without_secrets(client.get(f"{prefix}/rules/{slug}/"))
    assert after.count(expected) > before.count(expected)


@pytest.mark.parametrize("prefix, expected", [("", "up to 3 times"), ("/ja", "3回まで")])
def test_the_buy_ins_come_from_the_rules(client, use_variant, prefix, expected):
    assert expected not in without_secrets(client.get(f"{prefix}/rules/kalookie-british/"))
    use_variant(with_tables(BRITISH_KALOOKIE, buy_ins=3))
    assert expected in without_secrets(client.get(f"{prefix}/rules/kalookie-british/"))


@pytest.mark.parametrize("prefix", ["", "/ja"])
def test_cards_dealt_come_from_each_seating(client, use_variant, prefix):
    tables = tuple(
        replace(t, seating=Seating(t.seating.sides, 1, 17)) if t.seating.players == 5 else t
        for t in KALOOKI_GAME.tables
    )
    use_variant(replace(KALOOKI_GAME, tables=tables))
    text = without_secrets(client.get(f"{prefix}/rules/kalooki/"))
    assert re.search(r"<td>17(枚)?</td>", text)  # the quick reference
    assert re.search(r"<li>5[^<]*17", text)  # the deal section


@pytest.mark.parametrize("slug", SLUGS)
def test_every_anchor_of_the_kalooki_fields_is_on_its_page(client, slug):
    variant = {v.slug: v for v in (KALOOKI_GAME, BRITISH_KALOOKIE)}[slug]
    rules = variant.default
    switched = replace(rules, **{o.key: True for o in rules.options()})
    anchors = {field.rule_anchor for field in switched.fields()} | {switched.requirement(0, 1).rule_anchor}
    assert all(anchors)
    for prefix in ("", "/ja"):
        page = without_secrets(client.get(f"{prefix}/rules/{slug}/"))
        assert all(f'id="{anchor}"' in page for anchor in anchors), anchors


@pytest.mark.django_db
@pytest.mark.parametrize("slug", SLUGS)
def test_the_deal_form_links_every_kalooki_field_to_its_game_rule_page(client, slug):
    game = create_game(slug, [SideSpec(n, [n]) for n in ("Aiko", "Ben", "Chie")], rules=ALL_SWITCHES)
    anchors = rule_links(without_secrets(client.get(f"/g/{game.slug}/deal/")))
    assert "penalty-points" in anchors and "initial-meld" in anchors and "going-out" in anchors
    page = without_secrets(client.get(f"/g/{game.slug}/rules/"))
    assert all(f'id="{anchor}"' in page for anchor in anchors)


@pytest.mark.django_db
def test_a_game_with_switches_shows_them_on_its_rule_page(client):
    game = create_game("kalooki", [SideSpec(n, [n]) for n in ("Aiko", "Ben")], rules=ALL_SWITCHES)
    page = without_secrets(client.get(f"/g/{game.slug}/rules/"))
    assert "Chips: on (usually off)" in page
    assert "Ace counts 11: on (usually off)" in page
    quick = page[page.index('id="quick"') : page.index('class="toc"')]
    assert "<td>11</td>" in quick  # the ace, with the switch on
    assert "per joker" in quick and "×2" in quick


@pytest.mark.django_db
def test_the_sheet_says_a_kalooki_game_ends_at_its_limit_and_the_lowest_wins(client, make_game):
    game = create_game("kalooki", [SideSpec(n, [n]) for n in ("Aiko", "Ben")])
    assert "Kalooki: limit 150, lowest wins" in without_secrets(client.get(f"/g/{game.slug}/"))
    assert "Classic Canasta to 5,000" in client.get(f"/g/{make_game().slug}/").text


def words(html: str) -> str:
    """A page's text as it reads, without its tags."""
    return re.sub(r"<[^>]+>", "", html)


@pytest.mark.parametrize(
    "prefix, expected",
    [
        (
            "",
            [
                "You need 2 ordinary decks of 52 cards and 4 jokers, 108 cards in all.",
                "a king, queen, jack or ten 10, and the cards from 9 down to 2 the number on them.",
            ],
        ),
        (
            "/ja",
            [
                "52枚の普通のトランプ2組と、ジョーカー4枚を使います。全部で108枚です。",
                "9から2までは書かれた数字のとおりです。",
            ],
        ),
    ],
)
def test_the_kalooki_page_counts_the_cards_and_values_them_from_the_rules(client, prefix, expected):
    text = words(without_secrets(client.get(f"{prefix}/rules/kalooki/")))
    assert all(sentence in text for sentence in expected)


@pytest.mark.parametrize(
    "prefix, expected",
    [
        (
            "",
            [
                "Knocked out: above 150 · buy back in once · the last player in wins",
                "Some tables play with all 4 jokers of the decks",
            ],
        ),
        (
            "/ja",
            ["脱落：150点超・バイインは1回まで・最後まで残ったプレイヤーの勝ち", "ジョーカー4枚を全部使う卓もあります"],
        ),
    ],
)
def test_the_british_page_knocks_out_and_names_every_joker_of_the_decks(client, prefix, expected):
    text = words(without_secrets(client.get(f"{prefix}/rules/kalookie-british/")))
    assert all(sentence in text for sentence in expected)


@pytest.mark.django_db
def test_a_games_rule_page_lists_the_switches_on_at_its_table(client):
    game = create_game("kalooki", [SideSpec(n, [n]) for n in ("Aiko", "Ben")], rules=ALL_SWITCHES)
    page = without_secrets(client.get(f"/g/{game.slug}/rules/"))
    assert "Optional rules: Ace counts 11 · Kalooki doubles · Chips" in words(page)
    assert "At this table: Ace counts 11, Kalooki doubles, Chips." in words(page)
    assert re.findall(r'<h3 id="(?:ace-eleven|kalooki-doubles|chips)">([^<]*)</h3>', page) == [
        "Ace counts 11 (on)",
        "Kalooki doubles (on)",
        "Chips (on)",
    ]
    usual = without_secrets(client.get("/rules/kalooki/"))
    assert "At this table" not in usual and "Optional rules:" not in words(usual)
    assert re.findall(r'<h3 id="(?:ace-eleven|kalooki-doubles|chips)">([^<]*)</h3>', usual) == [
        "Ace counts 11",
        "Kalooki doubles",
        "Chips",
    ]
