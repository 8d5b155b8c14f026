"""Polls settled before anything else runs.

A page that keeps itself up to date (the live sheet, docs/sharing.md) asks its `live` address every
few seconds with the ETag of what it shows. While the thing it shows is at that version, the answer
is a bodiless 304; that is nearly every poll, so `settle` answers it from one small query, before
sessions, the locale, CSRF, templates or the view run (`PollMiddleware`, second in
settings.MIDDLEWARE). Anything else (a changed version, a link that is gone, no If-None-Match)
goes on to the view, which answers with the same `etag`.

Each pollable address registers here, by URL name, with a letter of its own (so two links of one
thing never share an ETag) and a function from its slugs (the URL's arguments, named in order) to the
thing's version:

    polls.register("live_sheet", "e", partial(game_version, "slug"))
    polls.register("night_projector_live", "p", night_version, args=("slug", "night"))

The score pad's own addresses register in scorekeeper/apps.py; the leagues' (a club night's board and
projector) in leagues/apps.py: the registry is the score pad's, and knows nothing of leagues.

The ETag names the version, that letter and the page's language. A thing whose page depends on who
looks (a league's game: the league's name and its rematch form are shown to its members only)
says so (`Version.personal`): its ETag names the signed-in user too, and who may see what is
the view's to work out, so its polls go on to the view, which answers the 304 after the session.
An address whose every page names who looks, to a reader anyone may be (a public league's night
board: organisers see their controls), registers `personal`: its ETag names the account the
session's cookie is signed in to, read here by the session engine (one query for a signed-in
cookie: is its login still open?) without the rest of the session's and auth's middleware.
"""

import re
from collections.abc import Callable
from dataclasses import dataclass
from importlib import import_module

from django.conf import settings
from django.contrib.auth import SESSION_KEY
from django.core.exceptions import DisallowedHost
from django.db import DatabaseError
from django.http import HttpRequest, HttpResponse, HttpResponseNotModified
from django.urls import NoReverseMatch, get_script_prefix, reverse
from django.utils import translation
from django.utils.cache import patch_cache_control
from django.utils.http import parse_etags

SLUG = "meldpollslug{}"  # reversed in place of each argument, then made the pattern below
SLUG_PATTERN = "(?P<{}>[-a-zA-Z0-9_]+)"  # Django's slug converter


@dataclass(frozen=True)
class Version:
    number: int | str  # anything that moves on with every change of the page (a board: several numbers)
    personal: bool = False  # its page depends on who is signed in


@dataclass(frozen=True)
class Pollable:
    url_name: str
    kind: str  # its letter in the ETag
    version: Callable[..., Version | None]  # from the URL's slugs, in the order of `args`; None: nothing there
    args: tuple[str, ...] = ("slug",)  # the names of the URL's arguments, each a slug
    personal: bool = False  # its page always names who is signed in: its ETag names the account (signed_in)


_registry: dict[str, Pollable] = {}
_patterns: list[tuple[re.Pattern[str], str, Pollable]] = []  # (path, language, pollable), made on first use


def register(
    url_name: str,
    kind: str,
    version: Callable[..., Version | None],
    args: tuple[str, ...] = ("slug",),
    personal: bool = False,
) -> None:
    """Make the address named `url_name` (its arguments `args`, each a slug) settle its polls early:
    `version` gets the slugs of a request's path, in that order. A `personal` address (every page of it
    names who looks, as a night's board offers its organisers their controls) has an ETag that names the
    signed-in account, which `settle` reads from the session's cookie."""
    if any(other.kind == kind and other.url_name != url_name for other in _registry.values()):
        raise ValueError(f"the ETag letter {kind!r} is taken")
    _registry[url_name] = Pollable(url_name, kind, version, args, personal)
    _patterns.clear()


def etag(version: Version, kind: str, language: str, user: object = None) -> str:
    """The ETag of a page at `version` by the address of `kind` in `language`; for a personal page, of
    the signed-in `user`'s id (None: nobody signed in)."""
    who = f"u{user or ''}" if version.personal else ""
    return f'"{version.number}{kind}{language}{who}"'


def matches(header: str, tag: str) -> bool:
    """If-None-Match's weak comparison (RFC 9110): the compressed page's W/ ETag names the same page."""
    return tag in (found.removeprefix("W/") for found in parse_etags(header))


def not_modified(tag: str) -> HttpResponse:
    response = HttpResponseNotModified()
    response["ETag"] = tag
    patch_cache_control(response, private=True, no_cache=True)
    return response


def settle(request: HttpRequest) -> HttpResponse | None:
    """The 304 of an unchanged pollable thing, or None to let the request go on."""
    header = request.META.get("HTTP_IF_NONE_MATCH", "")
    if not header or request.method not in ("GET", "HEAD"):
        return None
    if settings.SECURE_SSL_REDIRECT and not request.is_secure():
        return None  # on to SecurityMiddleware's redirect to HTTPS
    found = _match(request.path_info)
    if found is None:
        return None
    pollable, language, slugs = found
    try:
        request.get_host()  # a host not allowed goes on to its 400
        version = pollable.version(*slugs)
        if version is None or version.personal:
            return None  # who may read it, or what it shows them, is the view's to say
        if pollable.personal:  # its page names who looks: the ETag names them, read from the session's cookie
            version = Version(version.number, personal=True)
            tag = etag(version, pollable.kind, language, signed_in(request))
        else:
            tag = etag(version, pollable.kind, language)
    except (DisallowedHost, DatabaseError):
        return None  # the view says so (its 503 page while the database is away)
    return not_modified(tag) if matches(header, tag) else None


def signed_in(request: HttpRequest) -> object:
    """The id of the account the request's session is signed in to, as the session engine reads it (a
    login logged out or expired: nobody, None), without the session middleware: a page's 304 needs no more."""
    engine = import_module(settings.SESSION_ENGINE)
    session = engine.SessionStore(request.COOKIES.get(settings.SESSION_COOKIE_NAME))
    return session.get(SESSION_KEY)


def _match(path: str) -> tuple[Pollable, str, list[str]] | None:
    if not _patterns:
        _patterns.extend(_compile())
    for pattern, language, pollable in _patterns:
        if found := pattern.fullmatch(path):
            return pollable, language, [found[arg] for arg in pollable.args]
    return None


def _compile() -> list[tuple[re.Pattern[str], str, Pollable]]:
    """Each registered address's path in each language (/v/SLUG/live/, /ja/v/SLUG/live/), as the URLconf
    reverses it, each argument a named group."""
    compiled = []
    for pollable in _registry.values():
        stand_ins = {arg: SLUG.format(i) for i, arg in enumerate(pollable.args)}
        for language, _name in settings.LANGUAGES:
            with translation.override(language):
                try:
                    path = reverse(pollable.url_name, kwargs=stand_ins)
                except NoReverseMatch:
                    continue
            pattern = re.escape("/" + path.removeprefix(get_script_prefix()))
            for arg, stand_in in stand_ins.items():
                pattern = pattern.replace(stand_in, SLUG_PATTERN.format(arg))
            compiled.append((re.compile(pattern), language, pollable))
    return compiled
