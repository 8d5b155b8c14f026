"""Every msgstr of the Japanese catalogue, not only what the crawl renders, says the project's words
(docs/development.md, Japanese style) and joins no sentences with a colon: a new feature's strings are
read here before any page shows them (the 2026-12-07 review's check 6: the club night's スマートフォン and
シート slipped past the rendered pages)."""

import re
from pathlib import Path

import polib
import pytest
from django.conf import settings

CATALOGUE = Path(settings.BASE_DIR) / "locale" / "ja" / "LC_MESSAGES" / "django.po"

# The style table's "never" column, as whole words where a shorter one is inside a good word.
BANNED = {
    "スマートフォン": "スマホ",
    "端末": "スマホ",
    "シート": "スコア表",
    "デッキ": "組 / 使うトランプ",
    "相手側": "相手チーム",
    "サイド": "チーム",
    "フリーズ": "凍結",
    "手番": "ターン",
    "続き番号": "シークエンス（続き札）",
    "失点": "罰点",
    "スコアパッド": "スコア表",
    "ガベージ": "ガーベージ",
    "特別な手": "特殊な手",
    "クリーン・ブック": "クリーンブック",
    "ダーティ・ブック": "ダーティブック",
    "ブラコ": "ブラッコ",
}
BANNED_PATTERNS = {
    r"(?<!クラブ)ナイト": "クラブナイト (ナイト alone reads as knight)",
    r"1回戦の時間|1回戦%": "各回戦 (1回戦 is round 1)",
    r"(カナスタ|ブック)\d+組": "カナスタ1つ",
}
COLON_JOIN = re.compile(
    r"(?:ます|です|ません|ました|ください|たら|[^の]は)：(?<!まだ何も保存されていません：)(?=[ぁ-んァ-ヶー一-龯])"
)


def msgstrs() -> list[tuple[str, str]]:
    found = []
    for entry in polib.pofile(str(CATALOGUE)):
        texts = [entry.msgstr, *entry.msgstr_plural.values()]
        found += [(entry.msgid, text) for text in texts if text]
    return found


def slips(text: str) -> list[str]:
    found = [f"{word} (write {instead})" for word, instead in BANNED.items() if word in text]
    found += [
        f"/{pattern}/ (write {instead})" for pattern, instead in BANNED_PATTERNS.items() if re.search(pattern, text)
    ]
    if COLON_JOIN.search(text):
        found.append("two sentences joined by ：")
    return found


def test_every_msgstr_says_the_projects_words():
    found = [f"{msgid!r}: {text} — {slip}" for msgid, text in msgstrs() for slip in slips(text)]
    assert not found, "\n".join(found)


@pytest.mark.parametrize(
    "text",
    [
        "相手側のプレイヤーが自分のスマートフォンで確認します。",  # the review's NU20, NC13
        "卓のスコアシートのQRコード",
        "ナイトを運営する",  # NU5
        "1回戦の時間（分）",  # NC3
        "回戦の時間が来たら：プレイ中のディールを終え、その時点の点数で勝敗を決めます。",  # NU4
        "確認しました：この対戦は記録されます。",
    ],
)
def test_the_check_catches_the_faults_of_2026_12_07(text):
    assert slips(text)


def test_the_check_passes_what_the_style_table_writes():
    for text in ("相手チームのプレイヤーが自分のスマホで確認します。", "クラブナイトの運営", "各回戦の時間（分）"):
        assert slips(text) == [], text
