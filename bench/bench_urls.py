"""Meld's URLs and a bare view: the yardstick of bench/throughput.py.

The bare view goes through every middleware a page does (sessions, CSRF,
locale, CSP, ...) and returns a constant: what Django costs before a view does
anything. /health/ is not one: its middleware answers before any other and
asks the database, so it measures something else.
"""

from django.http import HttpRequest, HttpResponse
from django.urls import path

from scorekeeper.urls import handler500
from scorekeeper.urls import urlpatterns as meld_urls

__all__ = ["handler500", "urlpatterns"]


def bare(request: HttpRequest) -> HttpResponse:
    return HttpResponse("ok")


urlpatterns = [*meld_urls, path("bench/bare/", bare, name="bench_bare")]
