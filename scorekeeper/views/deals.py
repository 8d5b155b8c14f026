"""The score sheet, and entering, correcting, deleting and restoring deals."""

from django.contrib import messages
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.template.loader import render_to_string
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy
from django.views.decorators.http import require_http_methods, require_POST, require_safe

from rules import adjust
from rules.tally import Kind

from ..forms import DealForm
from ..models import Deal, Game
from ..play import (
    DealAlreadyEntered,
    DealGone,
    DealRejected,
    GameOver,
    Sheet,
    add_deal,
    change_deal,
    deal_entries,
    delete_deal,
    game_rules,
    load_sheet,
    restore_deal,
)
from .helpers import get_game, remember

UNDO_KEY = "undo_delete"


@require_safe
def sheet(request: HttpRequest, slug: str) -> HttpResponse:
    sheet = load_sheet(get_game(slug))
    remember(request, sheet.game)
    undo = request.session.get(UNDO_KEY)
    context = {
        "sheet": sheet,
        "game": sheet.game,
        "carried": any(side.starting_total for side in sheet.sides),
        "undo": undo if undo and undo.get("game") == slug else None,
    }
    return render(request, "scorekeeper/sheet.html", context)


def _preview(form: DealForm) -> dict:
    """The engine's score of each side for what the form holds, or its problems."""
    if not form.is_bound:
        tallies = form.initial_tallies()
    elif form.is_valid():
        tallies = form.tallies()
    else:
        return {"problems": form.problems()}
    scores = adjust.score_deal(form.rules, tallies)
    return {"scores": list(zip(form.sides, scores))}


def _deal_page(request: HttpRequest, sheet: Sheet, form: DealForm, number: int | None) -> HttpResponse:
    if number is None:
        requirements = sheet.state.next_requirements
    else:
        requirements = sheet.state.rows[number - 1].requirements
    parts = [
        {
            "side": side,
            "requirement": requirement,
            "counts": part.fields_of(Kind.COUNT),
            "flags": part.fields_of(Kind.FLAG),
            "points": part.fields_of(Kind.POINTS),
            "adjustments": part.adjustments.rows(),
            "adjusted": bool(part.initial.get(adjust.ADJUSTMENTS))
            or any(row["points"].value() not in (None, "") for row in part.adjustments.rows()),
            "adjustment_errors": part.non_field_errors(),
        }
        for (side, part), requirement in zip(form.side_parts(), requirements)
    ]
    context = {
        "sheet": sheet,
        "game": sheet.game,
        "form": form,
        "parts": parts,
        "number": number or len(sheet.state.rows) + 1,
        "editing": number is not None,
        "cards": sheet.rules.cards,
        "reason_points": {reason.key: reason.points for reason in adjust.reasons(sheet.rules)},
        "preview": _preview(form),
    }
    return render(request, "scorekeeper/deal_form.html", context)


def game_over(game: Game) -> str:
    """Why no deal can be added: a target can be raised, a fixed number of deals cannot."""
    if game_rules(game, list(game.sides.all())).target is None:
        return _("The game is over: every deal of it has been played.")
    return _("The game is over. To play on, raise the target in the game details.")


@require_http_methods(["GET", "HEAD", "POST"])
def new_deal(request: HttpRequest, slug: str) -> HttpResponse:
    game = get_game(slug)
    if game.finished:
        messages.info(request, game_over(game))
        return redirect(game)
    return _save_deal(request, game, None)


@require_http_methods(["GET", "HEAD", "POST"])
def edit_deal(request: HttpRequest, slug: str, number: int) -> HttpResponse:
    game = get_game(slug)
    return _save_deal(request, game, get_object_or_404(Deal, game=game, number=number))


def _save_deal(request: HttpRequest, game: Game, deal: Deal | None) -> HttpResponse:
    """Show the deal form, or check and save what it sent.

    A save reads the game's scores once, in the service; the sheet is only
    loaded here when the form has to be shown again.
    """
    sides = list(game.sides.all())
    number = deal.number if deal else None
    if request.method == "GET":
        form = DealForm(game_rules(game, sides), sides, initial=deal_entries(deal) if deal else None)
        return _deal_page(request, load_sheet(game, sides), form, number)
    form = DealForm(game_rules(game, sides), sides, data=request.POST)
    if form.is_valid():
        try:
            if deal is None:
                saved = add_deal(game, form.tallies(), _posted_id(request.POST, "deal_number"))
            else:
                saved = change_deal(game, deal.number, form.tallies())
        except DealRejected as rejected:
            form.add_problems(rejected.problems)
        except GameOver:
            messages.info(request, game_over(game))
            return redirect(game)
        except DealGone:
            messages.warning(request, DEAL_GONE)
            return redirect(game)
        except DealAlreadyEntered:
            messages.warning(request, ALREADY_SAVED)
            return redirect(game)
        else:
            messages.success(request, _("Deal %(number)d saved.") % {"number": saved.number})
            return redirect(game)
    return _deal_page(request, load_sheet(game, sides), form, number)


DEAL_GONE = gettext_lazy("That deal was deleted meanwhile (a second tap, or another phone?). Here is the sheet.")
ALREADY_SAVED = gettext_lazy("That deal had already been saved (a second tap, or another phone?). Here is the sheet.")


def _posted_id(data, key: str) -> int | None:
    """A number a form carries to say which deal it was shown for, if it is one."""
    try:
        return int(data[key])
    except (KeyError, ValueError):
        return None


@require_POST
def preview(request: HttpRequest, slug: str) -> HttpResponse:
    """The live score of the deal being typed, as a fragment: nothing is saved."""
    sheet = load_sheet(get_game(slug))
    number = _posted_id(request.POST, "correcting") or _posted_id(request.POST, "deal_number") or 0
    earlier = sheet.deals[: max(number - 1, 0)] if number else sheet.deals
    form = DealForm(sheet.rules, sheet.sides, data=request.POST, earlier=earlier)
    context = {"preview": _preview(form), "oob": True}
    parts = [
        render_to_string(f"scorekeeper/deal_form.html#{name}", context, request) for name in ("preview", "summary")
    ]
    return HttpResponse("".join(parts))


@require_http_methods(["GET", "HEAD", "POST"])
def delete(request: HttpRequest, slug: str, number: int) -> HttpResponse:
    """Ask before deleting a deal; the POST names the deal, so a second tap deletes nothing more."""
    game = get_game(slug)
    if request.method == "POST":
        try:
            snapshot = delete_deal(game, number, _posted_id(request.POST, "deal"))
        except DealGone:
            messages.warning(request, DEAL_GONE)
            return redirect(game)
        request.session[UNDO_KEY] = {"game": game.slug, **snapshot}
        messages.success(request, _("Deal %(number)d deleted.") % {"number": number})
        return redirect(game)
    deal = get_object_or_404(Deal, game=game, number=number)
    sheet = load_sheet(game)
    row = sheet.state.rows[number - 1]
    context = {"game": game, "deal": deal, "row": row, "scores": list(zip(sheet.sides, row.scores))}
    return render(request, "scorekeeper/deal_delete.html", context)


@require_POST
def undo(request: HttpRequest, slug: str) -> HttpResponse:
    game = get_game(slug)
    snapshot = request.session.get(UNDO_KEY)
    if not snapshot or snapshot.get("game") != slug:
        messages.info(request, _("There is nothing to undo."))
        return redirect(game)
    try:
        deal = restore_deal(game, snapshot)
    except DealGone:
        messages.info(request, _("The game has changed since the deal was deleted, so it cannot come back."))
    except DealRejected:
        messages.error(request, _("The deleted deal no longer fits this game, so it cannot come back."))
    else:
        messages.success(request, _("Deal %(number)d is back.") % {"number": deal.number})
    del request.session[UNDO_KEY]
    return redirect(game)
