"""The glossary: bilingual data (the shared words and each family's own), one page per language, the same
words as the catalogue."""

import re

import polib
import pytest
from django.urls import reverse
from django.utils.html import escape
from django.utils.translation import override

from rules.glossary import GLOSSARY
from tests.i18n.test_catalogue import PO

# The message "Meld" is the app's name, written Meld in both languages; the game word is メルド.
APP_NAME = "Meld"


def catalogue() -> dict[str, str]:
    """Messages without a context (a family's own word, as pgettext "hand and foot", is not the glossary's)."""
    entries = polib.pofile(str(PO))
    return {e.msgid: e.msgstr for e in entries if not e.msgid_plural and not e.msgctxt and e.msgid != APP_NAME}


def test_every_glossary_term_is_the_one_the_catalogue_uses():
    """Where the English term (or its plural) is a message, its translation is the glossary's term."""
    messages = catalogue()
    checked = 0
    for term in GLOSSARY:
        for msgid in (term.en, term.en + "s"):
            if msgid in messages:
                assert messages[msgid] == term.ja, f"{msgid!r}: catalogue {messages[msgid]!r}, glossary {term.ja!r}"
                checked += 1
    assert checked >= 8


def test_terms_have_both_languages_and_unique_keys():
    assert len({term.key for term in GLOSSARY}) == len(GLOSSARY)
    for term in GLOSSARY:
        assert all([term.en, term.ja, term.en_explanation, term.ja_explanation]), term.key


@pytest.mark.django_db
def test_the_glossary_page_in_each_language(client):
    html = client.get(reverse("glossary")).content.decode()
    assert "<h1>Glossary</h1>" in html
    assert "<b>Discard pile</b>" in html and '<span class="muted" lang="ja">捨て札の山</span>' in html
    with override("ja"):
        url = reverse("glossary")
    assert url == "/ja/glossary/"
    html = client.get(url).content.decode()
    assert "<h1>用語集</h1>" in html
    assert "<b>捨て札の山</b>" in html and '<span class="muted" lang="en">Discard pile</span>' in html
    assert "<b>ナチュラルカナスタ</b>" in html and "<b>赤の3</b>" in html and "<b>上がり</b>" in html


@pytest.mark.django_db
def test_the_glossary_explains_each_word_in_the_language_of_the_page(client):
    english = client.get(reverse("glossary")).content.decode()
    with override("ja"):
        japanese = client.get(reverse("glossary")).content.decode()
    for term in GLOSSARY:
        assert f"<dd>{escape(term.en_explanation)}</dd>" in english, term.key
        assert f"<dd>{escape(term.ja_explanation)}</dd>" in japanese, term.key
    assert "<dd>A meld of seven or more cards of one rank.</dd>" in english
    assert "<dd>同じランクのカード7枚以上のメルド。</dd>" in japanese


@pytest.mark.django_db
def test_the_home_page_links_to_the_glossary(client):
    assert 'href="/glossary/"' in client.get("/").content.decode()
    assert 'href="/ja/glossary/"' in client.get("/ja/").content.decode()


def test_the_glossary_explains_words_and_leaves_the_numbers_to_the_rules():
    """Bonuses and targets live once, in the variants; the rule pages render them."""
    for term in GLOSSARY:
        for text in (term.en_explanation, term.ja_explanation):
            assert not re.search(r"\d{2}", text), (term.key, text)
