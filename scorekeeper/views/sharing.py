"""Renewing a game's view or edit link: its owner's alone."""

from django.contrib import messages
from django.http import Http404, HttpRequest, HttpResponse, HttpResponseRedirect
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from ..services.sharing import Link, renew_link
from .helpers import RECENT_KEY, game_to_own


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
