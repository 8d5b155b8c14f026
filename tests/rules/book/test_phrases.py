"""Japanese text marked between its phrases on the server (rules/book/phrases.py), and only its text."""

import re

import pytest
from django.test import override_settings

from rules.book.phrases import COMPOUNDS, WBR, mark_phrases, phrases, protected
from rules.glossary import GLOSSARY
from typedtext.shown import CLOSE, OPEN, Typed


def test_a_sentence_is_marked_between_its_phrases():
    sentence = "上がるには自分の側にクリーンブックが必要です。"
    marked = mark_phrases(f"<p>{sentence}</p>")
    assert marked == f'<p><span class="ph">{WBR.join(phrases(sentence))}</span></p>'  # one item in a flex box
    assert marked.count(WBR) >= 3
    assert re.sub("<[^p/][^>]*>|</span>", "", marked) == f"<p>{sentence}</p>"


def test_the_marks_are_elements_so_the_text_is_as_written():
    marked = mark_phrases("<p>山札の一番上を表向きにして横に置き、捨て札の山の始まりにします</p>")
    assert "\u200b" not in marked
    assert re.sub("<[^>]+>", "", marked) == "山札の一番上を表向きにして横に置き、捨て札の山の始まりにします"


def test_words_stay_whole():
    for word in ("カナスタ", "ダーティブック", "ミニマムメルド"):
        assert any(word in part for part in phrases(f"この{word}は大切です。")), word


@pytest.mark.parametrize(
    ("sentence", "word"),
    [
        ("山札の一番上を表向きにして横に置き、捨て札の山の始まりにします", "捨て札"),  # BudouX: 捨て|札の
        ("いつでも捨て札を取ってよい", "捨て札"),
        ("赤の3は使うトランプ全体で4枚", "赤の3"),  # BudouX: 赤の|3は
        ("2人ずつ2チームに分かれます", "ずつ"),  # BudouX: 2|人ず|つ
    ],
)
def test_no_mark_inside_a_protected_word(sentence, word):
    assert any(word in part for part in phrases(sentence)), phrases(sentence)


def test_every_glossary_term_is_protected():
    words = dict(protected())
    assert all(term.ja in words for term in GLOSSARY)


@pytest.mark.parametrize(
    ("sentence", "unit"),
    [
        ("3人のときも各自が1人で戦い、1人13枚ずつ配ります。", "13枚"),  # BudouX: 1人13|枚ずつ
        ("2026年12月7日", "2026年"),  # BudouX: 202|6年
        ("合計は17,200点です", "17,200点"),
        ("第1卓で遊びます", "第1卓"),
        ("全4ラウンドで終わります", "全4ラウンド"),
    ],
)
def test_a_number_stays_with_its_counter(sentence, unit):
    assert any(unit in part for part in phrases(sentence)), phrases(sentence)


def test_a_long_compound_may_break_where_its_parts_join_and_nowhere_else():
    assert "|".join(phrases("ナチュラルカナスタ ×1")) == "ナチュラル|カナスタ ×1"
    assert "|".join(phrases("Aのナチュラルカナスタ")) == "Aの|ナチュラル|カナスタ"
    assert all("|" in word for word in COMPOUNDS)


def test_typed_text_is_never_marked_and_loses_its_marks():
    name = Typed("由美")
    assert name.__html__() == f"{OPEN}由美{CLOSE}"
    assert phrases("由美") == ["由", "美"]  # what BudouX alone would do
    page = f'<p title="{name.__html__()}">{name.__html__()}のチームは捨て札の山を取れません</p>'
    marked = mark_phrases(page + f"<title>{name.__html__()}</title><p data-typed>由美のメモです</p>")
    assert OPEN not in marked and CLOSE not in marked
    assert '<p title="由美"><span class="ph">由美の<wbr>' in marked and "<title>由美</title>" in marked
    assert "<p data-typed>由美のメモです</p>" in marked


def test_a_typed_text_is_escaped_and_keeps_no_mark_of_its_own():
    assert Typed(f"<b>{OPEN}A & B").__html__() == f"{OPEN}&lt;b&gt;A &amp; B{CLOSE}"


def test_only_text_is_marked_never_tags_attributes_or_raw_text():
    page = (
        '<title>ルールのページ｜Meld</title><p title="上がるには自分の側に">上がるには自分の側に</p>'
        "<script>const text = '上がるには自分の側に';</script><textarea>上がるには自分の側に</textarea>"
        "<svg><text>上がるには自分の側に</text></svg><p>English only, 1,500</p>"
    )
    marked = mark_phrases(page)
    assert marked.count(WBR) == mark_phrases("<p>上がるには自分の側に</p>").count(WBR) > 0
    assert '<p title="上がるには自分の側に">' in marked and "<p>English only, 1,500</p>" in marked


def test_entities_stay_entities_and_marking_twice_changes_nothing():
    marked = mark_phrases("<p>A &amp; B は捨て札の山を取れません &lt;3&gt;</p>")
    assert "&amp;" in marked and "&lt;3&gt;" in marked
    assert mark_phrases(marked) == marked


@pytest.mark.django_db
def test_japanese_pages_are_served_marked_and_english_pages_as_they_are(client, settings):
    settings.PHRASE_BREAKS = True
    assert WBR in client.get("/ja/").content.decode()
    assert WBR in client.get("/ja/rules/classic-canasta/").content.decode()
    assert WBR in client.get("/ja/rules/classic-canasta/").content.decode()  # the kept copy, marked once
    assert WBR not in client.get("/rules/classic-canasta/").content.decode()
    with override_settings(PHRASE_BREAKS=False):
        assert WBR not in client.get("/ja/rules/hand-and-foot/").content.decode()
