"""Hand and Foot's rule pages: both presets, both languages, numbers from the data, and the score pad's links."""

import re
from dataclasses import replace

import pytest

from rules.core.rules import Variant
from rules.families.handfoot.book import HANDFOOT_SECTIONS
from rules.families.handfoot.presets import HAND_AND_FOOT, HAND_AND_FOOT_BICYCLE
from rules.families.handfoot.tally import tally_fields
from scorekeeper.services.games import SideSpec, create_game
from tests import without_secrets

PRESETS = [HAND_AND_FOOT.slug, HAND_AND_FOOT_BICYCLE.slug]
PREFIXES = ["", "/ja"]


def page_text(client, slug: str, prefix: str = "") -> str:
    response = client.get(f"{prefix}/rules/{slug}/")
    assert response.status_code == 200
    return without_secrets(response)


def quick(text: str) -> str:
    return text[text.index('id="quick"') : text.index('class="toc"')]


def with_default(variant: Variant, **changes) -> Variant:
    """The preset with its usual table (the one the page shows first) changed."""
    default, *others = variant.tables
    return replace(variant, tables=(replace(default, **changes), *others))


@pytest.mark.parametrize("prefix", PREFIXES)
@pytest.mark.parametrize("slug", PRESETS)
def test_each_preset_has_its_own_page_with_the_hand_and_foot_sections(client, slug, prefix):
    text = page_text(client, slug, prefix)
    ids = re.findall(r'<section class="rule-section" id="([\w-]+)"', text)
    assert ids == [section.id for section in HANDFOOT_SECTIONS]
    toc = re.findall(r'data-toc-for="([\w-]+)"><a href="#([\w-]+)"', text)
    assert [anchor for anchor, _link in toc] == ids
    title = {"": "Melds and books", "/ja": "メルドとブック"}[prefix]
    assert f"<h2>{title}</h2>" in text


@pytest.mark.parametrize("slug", PRESETS)
def test_the_pages_link_to_each_other_language(client, slug):
    text = page_text(client, slug)
    assert f'<link rel="alternate" hreflang="ja" href="http://testserver/ja/rules/{slug}/">' in text
    assert f'<link rel="alternate" hreflang="en" href="http://testserver/rules/{slug}/">' in text


def test_the_japanese_page_is_written_in_japanese(client):
    text = page_text(client, HAND_AND_FOOT.slug, "/ja")
    terms = (
        "ハンド",
        "フット",
        "クリーンブック",
        "ダーティブック",
        "ワイルドブック",
        "捨て札の山",
        "赤の3",
        "黒の3",
    )
    for term in (*terms, "上がり", "ミニマムメルド", "ラウンド"):
        assert term in text, term
    assert "A meld is three or more" not in text


def test_the_english_page_is_written_in_english(client):
    text = page_text(client, HAND_AND_FOOT.slug)
    assert "A meld is three or more" in text and "wild book" in text
    assert "捨て札" not in text


@pytest.mark.parametrize("prefix", PREFIXES)
def test_wild_books_are_on_the_usual_page_and_not_on_bicycles(client, prefix):
    word = {"": "wild book", "/ja": "ワイルドブック"}[prefix]
    usual = page_text(client, HAND_AND_FOOT.slug, prefix)
    bicycle = page_text(client, HAND_AND_FOOT_BICYCLE.slug, prefix)
    assert "1,500" in quick(usual) and "1,500" not in bicycle
    usual_books = usual[usual.index('id="books"') : usual.index('id="initial-meld"')]
    bicycle_books = bicycle[bicycle.index('id="books"') : bicycle.index('id="initial-meld"')]
    assert word in usual_books.lower() and word not in bicycle_books.lower()


@pytest.mark.parametrize("prefix", PREFIXES)
def test_each_preset_shows_its_own_hand_foot_and_going_out(client, prefix):
    usual = page_text(client, HAND_AND_FOOT.slug, prefix)
    bicycle = page_text(client, HAND_AND_FOOT_BICYCLE.slug, prefix)
    unit = {"": "", "/ja": "枚"}[prefix]  # Japanese writes the unit of a number of cards
    assert f"<td>13{unit}</td>" in usual and f"<td>13{unit}</td>" not in bicycle
    assert f"<td>11{unit}</td>" in bicycle
    assert {"": "2 clean books", "/ja": "クリーンブック2つ"}[prefix] in quick(usual)
    assert {"": "1 clean book", "/ja": "クリーンブック1つ"}[prefix] in quick(bicycle)


@pytest.mark.parametrize("prefix", PREFIXES)
@pytest.mark.parametrize(
    "changes, shown",
    [
        ({"clean_book": 555}, "555"),
        ({"dirty_book": 333}, "333"),
        ({"wild_book": 1777}, "1,777"),
        ({"red_three_bonus": 115}, "115"),
        ({"red_three_penalty": 135}, "135"),
        ({"going_out_bonus": 145}, "145"),
        ({"meld_minimums": (55, 95, 125, 155, 185)}, "185"),
        ({"foot_size": 17}, "<td>17"),
    ],
)
def test_a_number_changed_in_the_rules_changes_on_the_page(client, use_variant, prefix, changes, shown):
    assert shown not in page_text(client, HAND_AND_FOOT.slug, prefix)
    use_variant(with_default(HAND_AND_FOOT, **changes))
    assert shown in page_text(client, HAND_AND_FOOT.slug, prefix)


@pytest.mark.parametrize("prefix", PREFIXES)
def test_the_number_of_deals_and_the_decks_come_from_the_rules(client, use_variant, prefix):
    use_variant(with_default(HAND_AND_FOOT, meld_minimums=(50, 90, 120, 150, 180, 210), fixed_decks=6))
    text = page_text(client, HAND_AND_FOOT.slug, prefix)
    assert {"": "A game is 6 deals", "/ja": "1ゲームは6ラウンド"}[prefix] in text
    cards, decks = {"": ("", ""), "/ja": ("枚", "組")}[prefix]
    assert f"<td>13{cards}</td><td>13{cards}</td><td>6{decks}</td>" in text  # four players and six decks


@pytest.mark.parametrize("prefix, shown", [("", "grows to 12 cards"), ("/ja", "12枚まで")])
def test_the_size_of_a_book_comes_from_the_rules(client, use_variant, prefix, shown):
    use_variant(with_default(HAND_AND_FOOT, book_size=12))
    assert shown in page_text(client, HAND_AND_FOOT.slug, prefix)


def test_a_card_value_changed_in_the_rules_changes_on_the_page(client, use_variant):
    cards = tuple(replace(kind, points=75) if kind.key == "jokers" else kind for kind in HAND_AND_FOOT.default.cards)
    use_variant(with_default(HAND_AND_FOOT, cards=cards))
    assert "<td>75</td>" in page_text(client, HAND_AND_FOOT.slug)


@pytest.fixture
def hand_and_foot_game(db):
    return create_game(HAND_AND_FOOT.slug, [SideSpec("We", ["Aiko", "Ben"]), SideSpec("They", ["Chie", "Dan"])])


def test_every_hand_and_foot_field_has_an_anchor_on_its_page(client):
    for variant in (HAND_AND_FOOT, HAND_AND_FOOT_BICYCLE):
        text = page_text(client, variant.slug)
        for rules in variant.tables:
            anchors = [field.rule_anchor for field in tally_fields(rules)]
            anchors.append(rules.requirement(0, 1).rule_anchor)
            assert all(anchors)
            assert all(f'id="{anchor}"' in text for anchor in anchors), anchors


@pytest.mark.parametrize("prefix", PREFIXES)
def test_the_deal_form_links_each_field_to_the_hand_and_foot_page(client, hand_and_foot_game, prefix):
    slug = hand_and_foot_game.slug
    html = without_secrets(client.get(f"{prefix}/g/{slug}/deal/"))
    anchors = re.findall(r'class="rule-link" href="([^"#]*)#([\w-]+)"', html)
    wanted = [field.rule_anchor for field in tally_fields(HAND_AND_FOOT.default)]
    assert [anchor for _url, anchor in anchors] == ["initial-meld", *wanted, *wanted]
    assert {url for url, _anchor in anchors} == {f"{prefix}/g/{slug}/rules/"}
    page = client.get(f"{prefix}/g/{slug}/rules/")
    assert page.status_code == 200
    assert all(f'id="{anchor}"' in page.text for _url, anchor in anchors)


def words(html: str) -> str:
    """A page's text as it reads, without its tags."""
    return re.sub(r"<[^>]+>", "", html)


SENTENCES = {
    (HAND_AND_FOOT.slug, ""): [
        "The game uses 5 decks, each with its 2 jokers, all shuffled together: 270 cards.",
        "a dirty book has at least one wild card and at most 3, so at least 4 natural cards",
        "your red threes on the table count against you as well: 100 each.",
        "Red threes in hand or foot−100 each",
        "deal 1: at least 50deal 2: at least 90deal 3: at least 120deal 4: at least 150",
        "A game is 4 deals, one for each initial-meld minimum, from 50 in the first to 150 in the last;",
    ],
    (HAND_AND_FOOT.slug, "/ja"): [
        "トランプは5組を使い、各組にジョーカーを2枚ずつ入れて全部混ぜます。全部で270枚です。",
        "ワイルドカードを1枚以上、最大3枚含むブック。ナチュラルカードは4枚以上です。",
        "場に出した赤の3もマイナスになります（1枚につき100点）。",
        "残った赤の3各−100点",
        "第1ラウンド：50点以上第2ラウンド：90点以上第3ラウンド：120点以上第4ラウンド：150点以上",
        "1ゲームは4ラウンドで、ミニマムメルドの最低点は最初のラウンドの50点から最後の150点まで",
    ],
    (HAND_AND_FOOT_BICYCLE.slug, ""): [
        "The game uses one deck more than there are players, each with its 2 jokers, all shuffled together: "
        "at this table that is 5 decks, 270 cards.",
    ],
    (HAND_AND_FOOT_BICYCLE.slug, "/ja"): [
        "トランプは人数より1組多く使い、各組にジョーカーを2枚ずつ入れて全部混ぜます。この卓では5組、270枚です。",
    ],
}


@pytest.mark.parametrize(("slug", "prefix"), SENTENCES, ids=[f"{slug}{prefix}" for slug, prefix in SENTENCES])
def test_the_page_says_the_decks_books_red_threes_and_minimums_of_its_rules(client, slug, prefix):
    text = words(page_text(client, slug, prefix))
    for sentence in SENTENCES[slug, prefix]:
        assert sentence in text
    rows = re.findall(r'<tr><th scope="row">(\d+)</th><td>(\d+)', quick(page_text(client, slug, prefix)))
    assert rows[-4:] == [("1", "50"), ("2", "90"), ("3", "120"), ("4", "150")]


@pytest.mark.parametrize(
    "prefix, words_of_the_rule", [("", "count against you as well"), ("/ja", "もマイナスになります")]
)
def test_only_the_usual_game_counts_red_threes_against_a_side_not_yet_in_its_foot(client, prefix, words_of_the_rule):
    assert words_of_the_rule in page_text(client, HAND_AND_FOOT.slug, prefix)
    assert words_of_the_rule not in page_text(client, HAND_AND_FOOT_BICYCLE.slug, prefix)
