"""No template shows text outside {% translate %} / {% blocktranslate %}.

Templates in a folder named after a language (templates/rules/ja/...) are
written in that language, like the long rule prose, and are not scanned.
"""

import re
from html.parser import HTMLParser
from pathlib import Path

import pytest
from django.conf import settings
from django.template.base import Lexer, TokenType
from django.template.utils import get_app_template_dirs

from tests import ROOT

LANGUAGE_DIRS = {code for code, _name in settings.LANGUAGES}
# Attributes a person reads or hears.
READ_ATTRIBUTES = {"title", "aria-label", "aria-description", "placeholder", "alt", "label"}
LETTER = re.compile(r"[^\W\d_]")


def templates() -> list[Path]:
    # Where Django looks for templates, ours only (not the installed packages', nor a copy such as mutants/).
    folders = [Path(d) for d in settings.TEMPLATES[0]["DIRS"]] + list(get_app_template_dirs("templates"))
    folders = [folder for folder in folders if folder.is_relative_to(ROOT) and ".venv" not in folder.parts]
    found = [path for folder in folders for path in folder.rglob("*.html")]
    return sorted(p for p in found if not LANGUAGE_DIRS & set(p.relative_to(ROOT).parts))


def without_translations(source: str) -> str:
    """The template as HTML, translated text and variables as "0", other tags removed."""
    out, inside = [], 0
    for token in Lexer(source).tokenize():
        name = token.contents.split()[0] if token.token_type == TokenType.BLOCK and token.contents else ""
        if name in ("blocktranslate", "blocktrans"):
            inside += 1
            out.append("0")
        elif name in ("endblocktranslate", "endblocktrans"):
            inside -= 1
        elif inside:
            continue
        elif name in ("translate", "trans") or token.token_type == TokenType.VAR:
            out.append("0")
        elif token.token_type == TokenType.TEXT:
            out.append(token.contents)
    return "".join(out)


class VisibleText(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.found: list[str] = []
        self.hidden = 0

    def handle_starttag(self, tag, attrs):
        if tag in ("script", "style"):
            self.hidden += 1
        for name, value in attrs:
            if name in READ_ATTRIBUTES and value and LETTER.search(value):
                self.found.append(f'{name}="{value}"')

    def handle_endtag(self, tag):
        if tag in ("script", "style"):
            self.hidden -= 1

    def handle_data(self, data):
        if not self.hidden and LETTER.search(data):
            self.found.append(data.strip())


def untranslated(source: str) -> list[str]:
    parser = VisibleText()
    parser.feed(without_translations(source))
    parser.close()
    return parser.found


def test_the_scan_finds_text_and_attributes_and_passes_translations():
    assert untranslated("<p>Hello</p>") == ["Hello"]
    assert untranslated('<button aria-label="Add one">+</button>') == ['aria-label="Add one"']
    assert untranslated('<input placeholder="Name">') == ['placeholder="Name"']
    assert untranslated("{% load i18n %}<p>{% translate 'Hello' %} · {{ name }} −75 ×2</p>") == []
    assert untranslated("<p>{% blocktranslate %}Hi {{ x }}{% endblocktranslate %}</p>") == []
    assert untranslated('<b title="{% translate "Totals" %}">{{ total }}</b>{# a comment #}') == []
    assert untranslated("<script>const x = 1;</script>") == []


def test_it_finds_the_templates():
    names = {path.name for path in templates()}
    assert {"base.html", "sheet.html", "deal_form.html", "home.html", "glossary.html"} <= names


@pytest.mark.parametrize("path", templates(), ids=lambda p: str(p.relative_to(ROOT)))
def test_template_has_no_text_outside_translation_tags(path):
    assert untranslated(path.read_text()) == []
