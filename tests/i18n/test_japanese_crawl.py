"""Every /ja/ page the app can show passes the Japanese review's six checks (tests/i18n/japanese_checks.py),
and the checks catch what they are for."""

import re

import pytest
from django.contrib.auth import get_user_model
from django.test import Client
from django.utils.translation import gettext

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
    ],
)
def test_each_check_catches_what_it_is_for(html, check):
    assert [slip for slip in slips(html) if slip.startswith(check)], html


def test_the_checks_pass_what_a_native_writes():
    html = "<p>自分たち：カードの点数は5点単位です。</p><p>全員50点・目標点1,000点（通常は5,000点）</p>"
    html += "<p>カナスタ10個</p><p>クラシックカナスタ・5,000点先取</p><p>カナスタなしのときの3</p>"
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
