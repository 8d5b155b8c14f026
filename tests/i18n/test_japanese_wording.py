"""The Japanese reads as one rule book: the seeds' words on every /ja/ page, each family's own words on
its pages (asked of the family: `rules.core.family.Words`), full-width punctuation in Japanese
sentences, and no stray English."""

import html
import re
from pathlib import Path

import pytest
from django.conf import settings
from django.contrib.auth import get_user_model
from django.test import Client
from django.utils.translation import override

from rules.catalog import FAMILIES, VARIANTS
from rules.core.settings import DECKS, MELDS, amount
from tests.conftest import once_for_the_module
from tests.i18n.japanese_site import NAMES, japanese_pages

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
    "特別な手": "特殊な手",
}
BANNED_PATTERNS = {
    r"(カナスタ|ブック|あと|最低)\d+組": "カナスタ1つ (counter つ)",
    r">\s*紙\s*<": "持ち越し",
}


@pytest.fixture(scope="module")
def pages(django_db_setup, django_db_blocker):
    """Every kind of Japanese page, rendered once for the tests of this module."""
    with once_for_the_module(django_db_blocker):
        return japanese_pages(Client(), get_user_model())


def visible_text(page: str) -> str:
    page = re.sub(r"<(script|style)\b.*?</\1>", " ", page, flags=re.S)
    return html.unescape(re.sub(r"<[^>]+>", " ", page))


def in_japanese(text) -> str:
    with override("ja"):
        return str(text)


def test_every_kind_of_page_is_checked(pages):
    urls = " ".join(pages)
    for slug in VARIANTS:
        assert f"/ja/rules/{slug}/" in urls and f"?variant={slug}" in urls, slug
    for family in FAMILIES:
        kinds = {url.rstrip("/").split("/")[-1] for url, page in pages.items() if page.family is family}
        assert {"deal", "rules", "details", "1", "delete"} <= kinds, family.key  # deal form, correction ...
    for part in ("/ja/glossary/", "/ja/leagues/"):
        assert part in urls
    assert len(pages) > 40


def test_no_banned_variant_on_any_japanese_page(pages):
    found = []
    for url, (page, _family) in pages.items():
        text = visible_text(page)
        for word, instead in BANNED.items():
            if word in (page if word.endswith(">") else text):
                found.append(f"{url}: {word} (write {instead})")
        for pattern, instead in BANNED_PATTERNS.items():
            if re.search(pattern, page if ">" in pattern else text):
                found.append(f"{url}: /{pattern}/ (write {instead})")
    assert not found, "\n".join(found)


def test_each_familys_pages_say_its_words_and_never_anothers(pages):
    """A family's pages (its rule pages and the pages its games are played on) never show the words its
    `Words.foreign` lists (Hand and Foot's ミニマムメルド on a canasta's page ...), and a rule page says
    the family's own initial meld (canasta: イニシャルメルド; Hand and Foot: ミニマムメルド; Kalooki:
    最初のメルド)."""
    found = []
    for url, (page, family) in pages.items():
        if family is None:
            continue
        text = visible_text(page)
        found += [f"{url}: {word} ({family.key})" for word in family.words.foreign if word in text]
        meld = family.words.initial_meld
        if "/rules/" in url and meld is not None and in_japanese(meld) not in text:
            found.append(f"{url}: no {in_japanese(meld)} ({family.key})")
    assert not found, "\n".join(found)


def test_the_word_check_catches_another_familys_word():
    family = next(family for family in FAMILIES if family.words.foreign)
    page = f"<p>{family.words.foreign[0]}</p>"
    assert [word for word in family.words.foreign if word in visible_text(page)]


def test_play_goes_clockwise_on_every_rule_page(pages):
    for url, (page, _family) in pages.items():
        if url.startswith("/ja/rules/") and url != "/ja/rules/":
            assert "時計回り" in visible_text(page), url


def test_the_app_is_meld_in_latin_letters_and_meld_the_game_word(pages):
    home = pages["/ja/"].html
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
    "JSON",
    "CSV",
    "OpenSkill",
    "Meld",
    *(word for family in FAMILIES for word in family.words.latin),
)
TEST_NAMES = ("Tuesday club", "We", "They", *NAMES, "olive", "mae")


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
    found = [f"{url}: {words}" for url, (page, _family) in pages.items() if (words := english_words(page))]
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
    found = [f"{url}: {marks}" for url, (page, _family) in pages.items() if (marks := ascii_marks(page))]
    assert not found, "\n".join(found)


def test_ten_canastas_or_books_and_more_are_counted_with_ko_for_japanese_counts_tsu_only_to_nine():
    with override("ja"):
        assert [amount(count, MELDS) for count in (0, 1, 9, 10, 12)] == ["0個", "1つ", "9つ", "10個", "12個"]
        assert amount(5, DECKS) == "5組"


def test_the_sign_up_page_says_djangos_password_texts_as_the_rest_of_meld(client, db):
    page = client.get("/ja/accounts/signup/").content.decode()
    assert "パスワード（確認用）" in page and "パスワードは8文字以上にしてください。" in page
    assert "パスワード(確認用)" not in page and "最低" not in page
    refused = client.post("/ja/accounts/signup/", {"username": "aiko", "password1": "1234", "password2": "1234"})
    assert "パスワードが短すぎます。8文字以上にしてください。" in refused.content.decode()


def test_the_first_dealer_help_names_partners_only_where_there_are_teams(client, db):
    alone = client.get("/ja/new/?variant=kalooki").content.decode()
    assert "その後は時計回りに次の人が配ります。" in alone and "パートナー" not in alone
    assert "パートナー同士が交互に" in client.get("/ja/new/?variant=classic-canasta").content.decode()
