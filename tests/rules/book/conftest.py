import pytest
from django.core.cache import caches

from rules.book import pages
from rules.core.rules import Variant

from .helpers import page_for


@pytest.fixture
def use_variant(monkeypatch):
    """Serve a preset's rule page built from changed data (a new release: no page rendered before is kept)."""

    def use(variant: Variant):
        monkeypatch.setitem(pages.PAGES, variant.slug, page_for(variant))
        caches["pages"].clear()

    return use
