"""Checks that run on every page the suite renders (test settings add this middleware innermost, so it
sees each page as the view made it, before compression): every POST form carries Django's CSRF token.
htmx sends the token in a header, so a form without the hidden field works with JavaScript and fails
only on a phone where the script did not load; no example-based test would notice."""

from collections.abc import Callable
from html.parser import HTMLParser

from django.http import HttpRequest, HttpResponse

TOKEN = "csrfmiddlewaretoken"

# What the checks found since the last test began (the live server runs in the test's process, so a
# browser test's pages land here too): tests/conftest.py fails the test that rendered them.
found: list[str] = []


class PostForms(HTMLParser):
    """The POST forms of a page that lack the CSRF token, by their action."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.open: list[tuple[str, bool]] = []  # (action, token seen) of each open POST form
        self.depth: list[bool] = []  # for each open <form>, whether it is a POST form
        self.missing: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = dict(attrs)
        if tag == "form":
            post = (values.get("method") or "get").lower() == "post"
            self.depth.append(post)
            if post:
                self.open.append((values.get("action") or "(this page)", False))
        elif tag == "input" and values.get("name") == TOKEN and self.open:
            self.open[-1] = (self.open[-1][0], True)

    def handle_endtag(self, tag: str) -> None:
        if tag == "form" and self.depth and self.depth.pop():
            action, seen = self.open.pop()
            if not seen:
                self.missing.append(action)

    def close(self) -> None:
        super().close()
        self.missing += [action for action, seen in self.open if not seen]


def post_forms_without_token(html: str) -> list[str]:
    parser = PostForms()
    parser.feed(html)
    parser.close()
    return parser.missing


class PageChecksMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        response = self.get_response(request)
        if response.streaming or not response.get("Content-Type", "").startswith("text/html"):
            return response
        missing = post_forms_without_token(response.content.decode(response.charset or "utf-8"))
        if missing:
            problem = f"{request.method} {request.get_full_path()}: POST form without a CSRF token: {missing}"
            found.append(problem)
            raise AssertionError(problem)
        return response
