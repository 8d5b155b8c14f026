"""Every /ja/ page the app can show passes the Japanese review's six checks (tests/i18n/japanese_checks.py),
and the checks catch what they are for."""

import re
from itertools import pairwise as pairs

import pytest
from django.contrib.auth import get_user_model
from django.core.cache import caches
from django.test import Client
from django.utils.translation import gettext

import rules.book.phrases
from rules.book.phrases import protected
from rules.catalog import FAMILIES
from rules.core.family import Words
from tests.conftest import once_for_the_module
from tests.i18n import japanese_checks
from tests.i18n.japanese_checks import shown, slips
from tests.i18n.japanese_crawl import every_japanese_page, hand_and_foot_league, two_phones_and_history


@pytest.fixture(scope="module")
def pages(django_db_setup, django_db_blocker):
    """Every Japanese page, rendered once for the tests of this module, as served: marked between phrases."""
    with once_for_the_module(django_db_blocker, PHRASE_BREAKS=True):
        return every_japanese_page(Client(), get_user_model())


def test_every_japanese_page_passes_the_six_checks(pages):
    found = [f"{url}: {slip}" for url, (html, family) in pages.items() for slip in slips(html, family)]
    assert not found, "\n".join(found)


def test_the_crawl_reads_every_kind_of_page(pages):
    urls = " ".join(pages)
    for part in ("/deal/preview/", "/deals/", "/table/", "/v/", "/accounts/login/", "/accounts/signup/", "404.html"):
        assert part in urls, part
    assert len([url for url in pages if "seating=" in url]) > len(FAMILIES)


def test_the_visible_text_is_what_a_browser_lays_out():
    html = "<p>合計： <b>50点</b></p><div>上がり</div><div>凍結</div>"
    page = shown(html + '<a aria-label="ルール">?</a><b lang="en">x</b>')
    assert page.text == "\n合計： 50点\n\n上がり\n\n凍結\n\t"
    assert page.labels == ["ルール"]


@pytest.mark.parametrize(
    ("html", "check"),
    [
        ("<p>自分たち: カードの点数</p>", "ASCII punctuation after Japanese"),
        ("<p>保存されていません： 確認が必要です</p>", "space after full-width punctuation"),
        ("<p>イニシャルメルドは全員 50</p>", "number without its unit"),
        ('<p title="目標点1,000点（通常は5,000）">x</p>', "number without its unit"),
        ("<p>カナスタ0つのときの3</p>", "impossible counter"),
        ("<p>カナスタを十個</p>", "impossible counter"),
        ("<p>クラシック・カナスタ・5,000点先取</p>", "separator glued to a dotted name"),
        ("<p>千恵 &amp; 健太</p>", "ASCII & between names"),  # the review's NT3
        ("<h1>ボード · 2026年12月7日</h1>", "Latin middle dot"),  # NT4
        ("<p data-left='{minutes}′'>18:08に終了</p>", "prime for minutes"),  # NT5
        ("<p>「meld_table」の段階は順に大きくならなければなりません。</p>", "identifier shown"),  # NC4
        ("<p>「None」は不明なゲームです。</p>", "identifier shown"),  # NC5
        ("<p>回戦の時間が来たら：プレイ中のディールを終え</p>", "sentence joined by a colon"),  # NU4
        ("<p>確認しました：この対戦は記録されます。</p>", "sentence joined by a colon"),
        ("<p>上がりの条件：カナスタ1つ・目標点：5,000点</p>", "two labels on one line"),  # NC2
    ],
)
def test_each_check_catches_what_it_is_for(html, check):
    assert [slip for slip in slips(html) if slip.startswith(check)], html


def test_the_checks_pass_what_a_native_writes():
    html = "<p>自分たち：カードの点数は5点単位です。</p><p>全員50点・目標点1,000点（通常は5,000点）</p>"
    html += "<p>カナスタ10個</p><p>クラシックカナスタ・5,000点先取</p><p>カナスタなしのときの3</p>"
    html += "<p>千恵・健太</p><p>まだ何も保存されていません：</p><p>上がりの条件：カナスタ1つ<br>目標点：5,000点</p>"
    assert slips(html) == []


def test_a_familys_pages_may_not_show_another_familys_words():
    family = next(family for family in FAMILIES if "ディール" in family.words.foreign)
    assert slips("<main><h1>第4ディールでゲームが終わりました。</h1></main>", family)
    assert slips("<main><a aria-label='第1ディールを修正'>1</a></main>", family)
    assert not slips("<main><p>第4ラウンドでゲームが終わりました。</p></main>", family)
    assert not slips("<head><meta name='description' content='ディール'></head><main>ディーラー</main>", family)


def test_the_crawl_fails_when_a_check_is_broken(pages, monkeypatch):
    """Break one check on purpose (a pattern that matches every Japanese sentence end): the crawl's test fails."""
    monkeypatch.setitem(japanese_checks.CHECKS, "broken on purpose", re.compile("。"))
    with pytest.raises(AssertionError, match="broken on purpose"):
        test_every_japanese_page_passes_the_six_checks(pages)


def test_the_crawl_finds_the_old_deal_on_hand_and_foots_conflicts_history_log_and_night(
    client, django_user_model, db, settings, monkeypatch
):
    """Plant the old wording back (every family says the plain messages, ディール): the crawl's new paths
    (two phones' conflicts, history lines, the league's log, a timed night table's sheet) catch it."""
    settings.PHRASE_BREAKS = True
    monkeypatch.setattr(Words, "say", lambda _words, message: gettext(message))
    family = next(family for family in FAMILIES if family.key == "handfoot")
    owner = django_user_model.objects.create_user("olive", "olive@example.com", "a long pass phrase")
    pages = two_phones_and_history(client, family.presets[0]) | hand_and_foot_league(client, owner)
    found = {url: slips(html, family) for url, (html, family) in pages.items()}
    for path in ("a deal entered meanwhile", "a deal deleted meanwhile", "a deal deleted already", "/log/", "/g/"):
        hits = [slip for url, found_there in found.items() if path in url for slip in found_there]
        assert any("shows ディール" in slip for slip in hits), path


def mark_slips(html: str) -> list[str]:
    """The review's check 1: a phrase mark (<wbr>) between a digit and its counter, or inside a protected word
    (rules/book/phrases.py: the glossary's terms, 捨て札, 赤の3 … but where a compound's parts join)."""
    found = re.findall(r"[0-9]<wbr>[枚点人組つ個回分番卓]", html)
    for word, joins in protected():  # a compound marked where its parts join is whole (ワイルド|カード|入り)
        if joins:
            html = html.replace("<wbr>".join(word[a:b] for a, b in pairs([0, *sorted(joins), len(word)])), word)
    for word, joins in protected():
        for at in range(1, len(word)):
            if at not in joins and f"{word[:at]}<wbr>{word[at:]}" in html:
                found.append(f"{word[:at]}|{word[at:]}")
    return found


def test_no_phrase_mark_splits_a_number_from_its_counter_or_a_protected_word(pages):
    found = [f"{url}: {slip}" for url, (html, _family) in pages.items() for slip in mark_slips(html)]
    assert not found, "\n".join(found)


def test_the_mark_check_fails_with_budouxs_own_phrases(client, db, settings, monkeypatch):
    """Today's fault planted back: BudouX's phrases as they come (捨て|札, 1人13|枚ずつ) on the Classic rule page."""
    settings.PHRASE_BREAKS = True
    caches["pages"].clear()
    monkeypatch.setattr(rules.book.phrases, "protected", lambda: ())
    monkeypatch.setattr(rules.book.phrases, "AFTER_NUMBER_BREAKS", "".join(map(chr, range(0x3000, 0xA000))))
    slips = mark_slips(client.get("/ja/rules/classic-canasta/").content.decode())
    caches["pages"].clear()
    assert "3<wbr>枚" in slips and any(slip.startswith("捨て|札") for slip in slips), slips
