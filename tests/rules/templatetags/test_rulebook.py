"""`{% say %}`: a family's phrase with its values put in as `{% blocktranslate %}` would: in the page's
language, each value escaped, the phrase's own markup kept."""

from django.template import Context, Template
from django.utils.translation import override

from rules.catalog import FAMILIES
from rules.core.family import Words

PAGE = Template("{% load rulebook %}{% say words.deals_next name=name number=number %}")


def test_a_phrase_takes_its_values_escaped_and_keeps_its_own_markup():
    said = PAGE.render(Context({"words": Words(), "name": "<i>Ann</i> & Ben", "number": 1234}))
    assert said == "<b>&lt;i&gt;Ann&lt;/i&gt; &amp; Ben</b> deals deal 1,234"


def test_each_family_says_its_phrase_in_its_own_words():
    with override("ja"):
        said = {
            family.key: PAGE.render(Context({"words": family.words, "name": "Aiko", "number": 3}))
            for family in FAMILIES
        }
    assert said["canasta"] == "第3ディールは<b>Aiko</b>が配ります"
    assert said["handfoot"] == "第3ラウンドは<b>Aiko</b>が配ります"
