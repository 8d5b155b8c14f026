"""Japanese text marked between its phrases on the server (rules/book/phrases.py), and only its text."""

import pytest
from django.test import override_settings

from rules.book.phrases import WBR, mark_phrases, phrases


def test_a_sentence_is_marked_between_its_phrases():
    sentence = "上がるには自分の側にクリーンブックが必要です。"
    marked = mark_phrases(f"<p>{sentence}</p>")
    assert marked == f"<p>{WBR.join(phrases(sentence))}</p>"
    assert marked.count(WBR) >= 3
    assert marked.replace(WBR, "") == f"<p>{sentence}</p>"


def test_words_stay_whole():
    for word in ("カナスタ", "ダーティブック", "イニシャルメルド"):
        assert any(word in part for part in phrases(f"この{word}は大切です。")), word


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
