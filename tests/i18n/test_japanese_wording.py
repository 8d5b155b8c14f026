"""The Japanese reads as one rule book: the seeds' words on every /ja/ page, full-width
punctuation in Japanese sentences, and no stray English."""

import html
import re
from pathlib import Path

import pytest
from django.conf import settings

from tests.i18n.japanese_site import japanese_pages

PROSE = Path(settings.BASE_DIR) / "templates" / "rules" / "prose" / "ja"
TEMPLATE_CODE = re.compile(r"(\{%.*?%\}|\{\{.*?\}\}|\{#.*?#\}|<[^>]+>)", re.S)
JAPANESE = r"[\u3040-\u30ff\u3400-\u9fff]"

# One term per idea, as the seeds write it (issue 15's table): the variant on the left is banned.
BANNED = {
    "フリーズ": "凍結",
    "手番": "ターン",
    "続き番号": "シークエンス（続き札）",
    "失点": "罰点",
    "スコアパッド": "スコア表",
    "左回り": "時計回り",
    "赤の3ボーナス": "赤の3は…",
    "キューバン": "キューバ式",
    "ブリティッシュ": "イギリス式",
    "ブラジリアン": "ブラジル式",
    "イタリアン": "イタリア式",
    "ウルグアイアン": "ウルグアイ式",
    "チリアン": "チリ式",
    "アメリカン": "アメリカ式",
    "ガベージ": "ガーベージ",
    "Bicycle": "バイスクル",
    "クリーン・ブック": "クリーンブック",
    "ダーティ・ブック": "ダーティブック",
    "メルドが合計": "このアプリが合計",
    "・メルド</title>": "Meld",
}
BANNED_PATTERNS = {
    r"(カナスタ|ブック|あと|最低)\d+組": "カナスタ1つ (counter つ)",
    r">\s*紙\s*<": "持ち越し",
}
# Each family says its initial meld one way: the other families' words are banned on its pages.
FAMILY_WORDS = {
    "hand-and-foot": ("イニシャルメルド", "最初のメルドの条件"),
    "kalook": ("イニシャルメルド", "ミニマムメルド"),
    "canasta": ("ミニマムメルド",),
}


@pytest.fixture
def pages(client, django_user_model, db):
    return japanese_pages(client, django_user_model)


def visible_text(page: str) -> str:
    page = re.sub(r"<(script|style)\b.*?</\1>", " ", page, flags=re.S)
    return html.unescape(re.sub(r"<[^>]+>", " ", page))


def family(url: str, page: str) -> str | None:
    for name in FAMILY_WORDS:
        if name in url:
            return name
    return None


def test_every_kind_of_page_is_checked(pages):
    urls = " ".join(pages)
    for part in ("/ja/rules/hand-and-foot/", "/ja/rules/kalookie-british/", "/ja/glossary/", "/ja/leagues/", "/deal/"):
        assert part in urls
    assert len(pages) > 40


def test_no_banned_variant_on_any_japanese_page(pages):
    found = []
    for url, page in pages.items():
        text = visible_text(page)
        for word, instead in BANNED.items():
            if word in (page if word.endswith(">") else text):
                found.append(f"{url}: {word} (write {instead})")
        for pattern, instead in BANNED_PATTERNS.items():
            if re.search(pattern, page if ">" in pattern else text):
                found.append(f"{url}: /{pattern}/ (write {instead})")
    assert not found, "\n".join(found)


def test_one_initial_meld_word_per_family(pages):
    """A rule page says its family's word (Hand and Foot: ミニマムメルド; Kalooki: 最初のメルド;
    canasta: イニシャルメルド) and never another family's."""
    rule_pages = {url: page for url, page in pages.items() if "/ja/rules/" in url and url != "/ja/rules/"}
    words = {"hand-and-foot": "ミニマムメルド", "kalook": "最初のメルド"}
    for url, page in rule_pages.items():
        text = visible_text(page)
        slug = url.split("/")[3]
        name = next((name for name in words if slug.startswith(name)), "canasta")
        banned = FAMILY_WORDS[name]
        assert not [word for word in banned if word in text], f"{url}: {banned}"
        assert words.get(name, "イニシャルメルド") in text, url


def test_play_goes_clockwise_on_every_rule_page(pages):
    for url, page in pages.items():
        if url.startswith("/ja/rules/") and url != "/ja/rules/":
            assert "時計回り" in visible_text(page), url


def test_the_app_is_meld_in_latin_letters_and_meld_the_game_word(pages):
    home = pages["/ja/"]
    assert re.search(r'class="brand"[^>]*>\s*Meld\s*<', home)
    assert "<title>" in home and "Meld</title>" in home


def prose_sentences() -> list[tuple[str, str]]:
    """The text of every Japanese prose template, template code and HTML tags left out."""
    return [(path.name, " ".join(TEMPLATE_CODE.split(path.read_text())[::2])) for path in sorted(PROSE.glob("*.html"))]


def test_japanese_prose_has_no_ascii_punctuation():
    """Japanese sentences take full-width （） ： ？ ！ ； and 、: an ASCII mark next to Japanese text is a slip."""
    slips = []
    for name, text in prose_sentences():
        for match in re.finditer(rf"(?:{JAPANESE}\s*[(),:?!;]|[(),:?!;]\s*{JAPANESE})", text):
            slips.append(f"{name}: {match.group(0)!r}")
    assert not slips, "\n".join(slips)


def test_the_check_catches_a_slip():
    slips = re.findall(rf"(?:{JAPANESE}\s*[(),:?!;]|[(),:?!;]\s*{JAPANESE})", "上がり(100点)")
    assert slips


# Latin letters a Japanese page may show: the app's name, proper names of sources and spellings,
# the file format, and the names this test's games were given. Anything else is English left over.
PROPER_NAMES = (
    "The Penguin Book of Card Games",
    "pagat.com",
    "rummy-games.com",
    "HowStuffWorks",
    "Kalookie",
    "Caloochie",
    "JSON",
    "CSV",
    "OpenSkill",
    "Meld",
)
TEST_NAMES = ("Tuesday club", "We", "They", "Aiko", "Ben", "Chie", "Dan", "olive", "mae")


def without_other_language(page: str) -> str:
    """The page less what is marked as English on purpose: the language switch and the
    glossary's English column (both carry lang="en")."""
    return re.sub(r'<(\w+)[^>]*\blang="en"[^>]*>.*?</\1>', " ", page, flags=re.S)


def english_words(page: str) -> list[str]:
    text = visible_text(without_other_language(page))
    for name in (*PROPER_NAMES, *TEST_NAMES):
        text = re.sub(rf"(?<![A-Za-z]){re.escape(name)}(?![A-Za-z])", " ", text)
    return sorted(set(re.findall(r"[A-Za-z]{2,}", text)))


def test_the_english_check_keeps_proper_names_and_catches_the_rest():
    page = '<p>カルーキ（Kalookie）Meld</p><button lang="en">English</button><p>凍結 Frozen pile</p>'
    assert english_words(page) == ["Frozen", "pile"]


def test_no_english_words_on_japanese_pages(pages):
    found = [f"{url}: {words}" for url, page in pages.items() if (words := english_words(page))]
    assert not found, "\n".join(found)


def ascii_marks(page: str) -> list[str]:
    """ASCII separators and brackets next to Japanese on a page: each should be its full-width
    form (「・」「：」「（）」「〜」), which `{% sep %}` and the catalogue give."""
    text = re.sub(r"\s+", " ", visible_text(without_other_language(page)))
    marks = rf"(?:{JAPANESE}[^\S\n]*(?: · | – |[(),:;!])|(?: · | – |[(),:;!])[^\S\n]*{JAPANESE})"
    return sorted({match.group(0) for match in re.finditer(marks, text)})


def test_the_marks_check_catches_ascii_next_to_japanese():
    assert ascii_marks("<p>4人 · 2チーム</p><p>上がり (100)</p>") == ["り (", "人 · "]
    assert ascii_marks("<p>4人・2チーム（100点）</p>") == []


def test_no_ascii_separators_next_to_japanese_on_any_page(pages):
    found = [f"{url}: {marks}" for url, page in pages.items() if (marks := ascii_marks(page))]
    assert not found, "\n".join(found)
