"""Renewing a game's view or edit link (its owner's alone), and each link's QR code as an image."""

from django.contrib import messages
from django.http import Http404, HttpRequest, HttpResponse, HttpResponseRedirect
from django.utils.cache import patch_cache_control
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST, require_safe

from ..services.sharing import Link, qr_svg_file, renew_link
from .helpers import RECENT_KEY, edit_link_game, game_to_own, get_seated_game


@require_POST
def renew(request: HttpRequest, slug: str) -> HttpResponse:
    """A new link (posted `link`: view or edit) in place of the old, which then answers 404."""
    game = game_to_own(request, slug)
    try:
        which = Link(request.POST.get("link", ""))
    except ValueError:
        raise Http404 from None
    renew_link(game, which)
    if which is Link.EDIT:  # this phone's list of games follows the game to its new link
        recent = request.session.get(RECENT_KEY, [])
        request.session[RECENT_KEY] = [game.slug if kept == slug else kept for kept in recent]
        messages.success(request, _("The game has a new edit link; the old one no longer opens it."))
    else:
        messages.success(request, _("The game has a new view link; the old one no longer opens it."))
    return HttpResponseRedirect(game.get_absolute_url() + "#share")


def _svg(url: str, **cache: bool | int) -> HttpResponse:
    response = HttpResponse(qr_svg_file(url), content_type="image/svg+xml")
    patch_cache_control(response, private=True, **cache)
    return response


@require_safe
def edit_qr(request: HttpRequest, slug: str) -> HttpResponse:
    """The edit link's QR code, to whoever has the edit link; never kept (the edit link is a key)."""
    game = edit_link_game(request, slug)
    return _svg(request.build_absolute_uri(game.get_absolute_url()), no_store=True)


@require_safe
def view_qr(request: HttpRequest, slug: str) -> HttpResponse:
    """The view link's QR code, to whoever has the view link."""
    game, _sides = get_seated_game(slug, "view_slug")
    return _svg(request.build_absolute_uri(game.get_view_url()), max_age=3600)
