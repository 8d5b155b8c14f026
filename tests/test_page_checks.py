"""The checks run on every page the suite renders (tests/page_checks.py) find what they look for."""

import pytest
from django.http import HttpResponse
from django.test import RequestFactory

from tests import page_checks
from tests.page_checks import PageChecksMiddleware, post_forms_without_token

TOKEN = '<input type="hidden" name="csrfmiddlewaretoken" value="x">'


def test_a_post_form_without_its_token_is_found():
    assert post_forms_without_token(f'<form method="post" action="/a/">{TOKEN}<button>Go</button></form>') == []
    assert post_forms_without_token('<form method="POST" action="/b/"><button>Go</button></form>') == ["/b/"]
    # A GET form needs none; a token in another form does not count; an unclosed form is still checked.
    assert post_forms_without_token('<form method="get"><input name="q"></form>') == []
    two = f'<form method="post" action="/c/">{TOKEN}</form><form method="post" action="/d/"></form>'
    assert post_forms_without_token(two) == ["/d/"]
    assert post_forms_without_token('<form method="post"><p>') == ["(this page)"]


def test_a_page_with_such_a_form_fails_the_test_that_rendered_it():
    page = HttpResponse('<form method="post" action="/x/"><button>Go</button></form>')
    middleware = PageChecksMiddleware(lambda request: page)
    with pytest.raises(AssertionError, match="without a CSRF token"):
        middleware(RequestFactory().get("/page/"))
    assert page_checks.found  # what every_page_checked (tests/conftest.py) then reports
    page_checks.found.clear()
    # Not HTML: not read.
    middleware = PageChecksMiddleware(lambda request: HttpResponse("<form method=post>", content_type="text/csv"))
    assert middleware(RequestFactory().get("/file.csv")).status_code == 200
