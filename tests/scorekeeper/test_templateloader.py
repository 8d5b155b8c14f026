"""Our page templates are served without their indentation; the rest is left as it is."""

import re

import pytest
from django.template.loader import get_template
from django.urls import reverse

from scorekeeper.views.offline import WORKER_TEMPLATE

INDENTED = re.compile(r"^[ \t]+<", re.MULTILINE)


def test_a_page_template_loses_the_spaces_that_start_its_lines():
    source = get_template("scorekeeper/deal_form.html").template.source
    assert '\n<span class="stepper">' in source
    assert not INDENTED.search(source)


def test_the_service_worker_script_keeps_its_indentation():
    assert re.search(r"^  event\.waitUntil", get_template(WORKER_TEMPLATE).template.source, re.MULTILINE)


def test_the_apps_templates_are_left_as_they_come():
    assert INDENTED.search(get_template("admin/login.html").template.source)


@pytest.mark.django_db
def test_a_deal_form_goes_out_without_indentation_and_keeps_its_words_apart(client, game):
    html = client.get(reverse("new_deal", args=[game.slug])).content.decode()
    assert not INDENTED.search(html)
    assert "Count the cards</summary>" in html and "\n<span" in html
