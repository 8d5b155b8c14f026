"""Deleting a deal (after a confirmation) and putting it back (Undo on the sheet)."""

from typing import Any

from django.contrib import messages
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy
from django.views.decorators.http import require_http_methods, require_POST

from rules.catalog import words_of

from ..models import Deal, Game
from ..services import conflicts
from ..services.deals import delete_deal, restore_deal
from ..services.errors import DealCorrected, DealGone, DealRejected, GameClosed, closed_message
from ..services.history import described
from ..services.rules import game_rules
from ..services.sheet import load_sheet
from .helpers import author_of, closed, edit_link_game, get_game, posted_number

UNDO_KEY = "undo_delete"
DEAL_GONE = gettext_lazy("That deal was deleted meanwhile (a second tap, or another phone?). Here is the sheet.")


def undo_offer(request: HttpRequest, game: Game) -> dict[str, Any] | None:
    """The delete this browser may undo on this game's sheet: only while restoring can still succeed,
    that is while nothing changed in the game since (a stale offer is dropped)."""
    snapshot = request.session.get(UNDO_KEY)
    if not snapshot or snapshot.get("game") != game.slug:
        return None
    if snapshot.get("version") != game.version:
        del request.session[UNDO_KEY]
        return None
    return dict(snapshot)


def _confirmation(request: HttpRequest, game: Game, deal: Deal, refused: str = "") -> HttpResponse:
    sheet = load_sheet(game)
    context = {"game": game, "deal": deal, "row": sheet.rows[deal.number - 1], "refused": refused, "words": sheet.words}
    return render(request, "scorekeeper/deal_delete.html", context)


@require_http_methods(["GET", "HEAD", "POST"])
def delete(request: HttpRequest, slug: str, number: int) -> HttpResponse:
    """Ask before deleting a deal; the POST names the deal and its version, so a second tap deletes
    nothing more and a deal corrected meanwhile is shown again before it goes."""
    game = edit_link_game(request, slug)
    if game.closed:
        return closed(request, game)
    if request.method != "POST":
        return _confirmation(request, game, get_object_or_404(Deal, game=game, number=number))
    deal_id, version = posted_number(request.POST, "deal"), posted_number(request.POST, "deal_version")
    if not deal_id or not version:
        refused = _("This form did not say which deal it was opened for, so nothing was deleted.")
        return _confirmation(request, game, get_object_or_404(Deal, game=game, number=number), refused)
    author = author_of(request)
    try:
        snapshot = delete_deal(game, deal_id, version, author)
    except DealGone as gone:  # a second tap, or another phone: say who deleted it, when the history knows
        messages.warning(
            request, described(gone.deleted, author, words_of(game_rules(game))) if gone.deleted else DEAL_GONE
        )
        return redirect(game)
    except DealRejected as rejected:  # a later deal holds only with this one (a buy-in): keep it, say which
        refused = " ".join(problem.message for problem in rejected.problems)
        return _confirmation(request, game, get_object_or_404(Deal, game=game, number=number), refused)
    except DealCorrected as corrected:
        game.refresh_from_db()
        return _confirmation(
            request, game, corrected.deal, conflicts.delete_refused(corrected, author, words_of(game_rules(game)))
        )
    except GameClosed as refused:  # closed meanwhile, or to this change
        return closed(request, game, refused.reason)
    request.session[UNDO_KEY] = {"game": game.slug, **snapshot}
    messages.success(request, str(words_of(game_rules(game)).deleted) % {"number": snapshot["number"]})
    return redirect(game)


@require_POST
def undo(request: HttpRequest, slug: str) -> HttpResponse:
    game = get_game(slug)
    snapshot = request.session.get(UNDO_KEY)
    if not snapshot or snapshot.get("game") != slug:
        messages.info(request, _("There is nothing to undo."))
        return redirect(game)
    try:
        deal = restore_deal(game, snapshot, author_of(request))
    except DealGone:
        messages.info(request, _("The game has changed since the deal was deleted, so it cannot come back."))
    except DealRejected:
        messages.error(request, _("The deleted deal no longer fits this game, so it cannot come back."))
    except GameClosed as refused:
        messages.info(request, closed_message(refused.reason))
    else:
        messages.success(request, str(words_of(game_rules(game)).put_back) % {"number": deal.number})
    del request.session[UNDO_KEY]
    return redirect(game)
