"""Burraco's rule page in both languages: its sections, every number read from the rules that score it,
the Italian words kept (in katakana in Japanese), and where the sources differ."""

import re
from dataclasses import replace

import pytest
from django.core.cache import caches

from rules.book import pages
from rules.families.burraco.presets import BURRACO
from tests import without_secrets
from tests.rules.book.helpers import page_for

SECTIONS = [
    "players-and-cards",
    "deal",
    "turn",
    "melds",
    "burracos",
    "pozzetto",
    "closing",
    "scoring",
    "end",
    "variations",
]


def text(client, url: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", without_secrets(client.get(url))))


@pytest.mark.parametrize("prefix", ["", "/ja"])
def test_the_page_has_burracos_own_sections(client, prefix):
    html = without_secrets(client.get(f"{prefix}/rules/burraco/"))
    assert re.findall(r'<section class="rule-section" id="([\w-]+)"', html) == SECTIONS


def test_the_english_page_gives_the_numbers_of_the_game(client):
    page = text(client, "/rules/burraco/")
    for words in (
        "4 players in 2 teams of 2",
        "108 cards, 4 of them jokers",
        "Jokers: 30",
        "7 to 3: 5",
        "12 in all",
        "11 cards each",
        "burracos of 7 cards or more",
        "in a set of 8 cards or more: 150",
        "Clean ( pulito ): no wild card",
        "it needs its wild card to reach 7 cards: 100",
        "at least 35 for a clean burraco, 55 for a semi-clean one and 50 for a dirty one",
        "pays 100",
        "the closing side scores 100",
        "reaches 2,005 or more",
        "1,080 points of cards",
    ):
        assert words in page, words


def test_the_quick_reference_lists_the_cards_the_bonuses_and_the_target(client):
    html = without_secrets(client.get("/rules/burraco/"))
    quick = html[html.index('id="quick"') : html.index('class="toc"')]
    assert '<th scope="row">Jokers</th><td>30</td>' in quick
    assert "Semi-clean burracos</a></th><td>150 each</td>" in quick
    assert "Pozzetto not taken</a></th><td>−100</td>" in quick
    assert "a burraco, and the pozzetto taken" in quick and "2,005" in quick


def test_the_japanese_page_keeps_the_italian_words_as_japanese_players_write_them(client):
    page = text(client, "/ja/rules/burraco/")
    for words in ("ブラッコ（burraco）", "ポッツェット", "（pozzetto）", "ピネッラ、pinella", "時計回り"):
        assert words in page, words
    for words in ("クリーン （pulito）", "108枚", "2,005点以上", "上がったチームは100点"):
        assert words in page, words
    assert "ブラコ（Buraco）は得点の違う別のゲーム" in page
    assert "イニシャルメルド" not in page and "ミニマムメルド" not in page


@pytest.mark.parametrize("prefix", ["", "/ja"])
def test_the_page_names_its_sources_and_where_they_differ(client, prefix):
    html = without_secrets(client.get(f"{prefix}/rules/burraco/"))
    variations = html[html.index('id="variations"') :]
    assert 'href="https://www.pagat.com/rummy/burraco.html"' in variations
    for number in ("2008", "1,005", "505", "2,000", "18", "1,000"):
        assert number in variations, number


@pytest.mark.parametrize("prefix", ["", "/ja"])
def test_a_number_changed_in_the_rules_changes_on_the_page(client, monkeypatch, prefix):
    default, *others = BURRACO.tables
    changed = replace(BURRACO, tables=(replace(default, semi_clean_burraco=175, pot_penalty=95, target=3005), *others))
    monkeypatch.setitem(pages.PAGES, BURRACO.slug, page_for(changed))
    caches["pages"].clear()
    page = text(client, f"{prefix}/rules/burraco/")
    assert "175" in page and "95" in page and "3,005" in page and "2,005" not in page
