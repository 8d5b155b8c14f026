"""Entering and correcting deals (deleting and undoing: `views.removal`).

A deal form carries the state of the game it was opened on (`Opened`); a save
is tied to it. When the game changed meanwhile the form comes back with what
was typed and a `Conflict` that says what changed: typed entries are never
redirected away.
"""

from typing import Any

from django.contrib import messages
from django.http import Http404, HttpRequest, HttpResponse, HttpResponseRedirect
from django.shortcuts import redirect, render
from django.template.loader import render_to_string
from django.urls import reverse
from django.utils.translation import gettext as _
from django.utils.translation import gettext_noop
from django.views.decorators.http import require_http_methods, require_POST, require_safe

from rules.book.rendered import render_once
from rules.catalog import words_of
from rules.core.requirement import Requirement
from rules.core.rules import Rules
from rules.core.scores import Problem
from rules.core.tally import WENT_OUT

from ..forms.deals import DealForm, correction_after_race, opened_from
from ..models import Game
from ..services import conflicts
from ..services.conflicts import Conflict
from ..services.deals import Opened, add_deal, change_deal
from ..services.errors import (
    DealAlreadyEntered,
    DealCorrected,
    DealGone,
    DealRejected,
    GameBusy,
    GameChanged,
    GameClosed,
    GameOver,
)
from ..services.sheet import PAGE, deals_played, game_over_reason, load_sheet, page_of
from ..services.slots import DealSlot, correction_slot, deal_slot, gone_slot, next_slot
from .helpers import author_of, closed, edit_link_game, get_game, get_seated_game, level_of, posted_number, viewer_of


@require_safe
def deals_page(request: HttpRequest, slug: str) -> HttpResponse:
    """Every deal of a game, PAGE at a time (?page=1 first), each page read on its own."""
    game, sides = get_seated_game(slug)
    level_of(request, game)
    played = deals_played(game)
    if not played:
        return redirect(game)
    pages = page_of(played)
    number = posted_number(request.GET, "page") or pages
    if not 1 <= number <= pages:
        raise Http404
    sheet = load_sheet(game, sides, first=(number - 1) * PAGE + 1, count=PAGE)
    context = {"sheet": sheet, "game": game, "number": number, "pages": pages}
    return render(request, "scorekeeper/deals.html", context)


def _preview(slot: DealSlot, form: DealForm) -> dict[str, Any]:
    """The engine's score of each side for what the form holds, or its problems."""
    if not form.is_bound:
        return {"scores": slot.scores(form.initial_tallies())}
    if form.is_valid():
        form.add_problems(slot.problems(form.tallies()))
    if not form.is_valid():
        return {"problems": form.problems(slot.sides)}
    return {"scores": slot.scores(form.tallies())}


def _deal_page(request: HttpRequest, slot: DealSlot, form: DealForm, conflict: Conflict | None = None) -> HttpResponse:
    return render(request, "scorekeeper/deal_form.html", _deal_context(request, slot, form, conflict))


def _deal_context(
    request: HttpRequest, slot: DealSlot, form: DealForm, conflict: Conflict | None = None
) -> dict[str, Any]:
    preview = _preview(slot, form)  # first: it adds the engine's problems to the form
    parts = form.side_parts(slot.sides, slot.requirements)
    return {
        "game": slot.game,
        "form": form,
        "parts": parts,
        "shared_requirement": _shared_requirement(parts),
        "one_goes_out": slot.rules.one_goes_out,
        "went_out_anchor": next((f.rule_anchor for f in slot.rules.fields() if f.key == WENT_OUT), ""),
        "help_part": next((part for part in parts if not part["out"]), None),
        # Each message once: the deal's own at the top, a field's beside it (the preview lists them all).
        "problems": form.deal_errors,
        "marked": form.marked(),
        "number": slot.number,
        # Where this deal stands in a game of a set number ("Hand 2 of 3, initial meld 155"), if the rules say.
        "headline": slot.rules.headline(slot.before),
        "dealer": slot.dealer,
        "words": words_of(slot.rules),
        "editing": slot.editing,
        "gone": slot.gone is not None,  # a correction of a deal deleted meanwhile: nothing to delete
        "opened": slot.opened,
        "conflict": conflict,
        "history": slot.history(viewer_of(request)),  # none for a new deal
        "cards": slot.rules.cards,
        "reason_points": {reason.key: reason.points for reason in slot.rules.adjustment_reasons},
        "preview": preview,
        # The score sheet beside the form on a wide screen in landscape: deal.js fetches it there (views.table).
        "side_sheet_url": reverse("table_view", args=[slot.game.slug]),
    }


def _shared_requirement(parts: list[dict[str, Any]]) -> Requirement | None:
    """The initial meld, when every side that plays the deal has the same one: said once, not on every side."""
    playing = {part["requirement"] for part in parts if not part["out"]}
    return playing.pop() if len(playing) == 1 else None


def _game_over(request: HttpRequest, slot: DealSlot) -> HttpResponseRedirect:
    messages.info(request, game_over_reason(slot.rules))
    return redirect(slot.game)


@require_http_methods(["GET", "HEAD", "POST"])
def new_deal(request: HttpRequest, slug: str) -> HttpResponse:
    """The form for the next deal, or save it: tied to the deal and the game's state it was opened on."""
    slot = next_slot(edit_link_game(request, slug))
    if request.method != "POST":
        if slot.game.closed:
            return closed(request, slot.game)
        if slot.before.finished:
            return _game_over(request, slot)

        def context() -> dict[str, Any]:
            return _deal_context(request, slot, DealForm(slot.rules, before=slot.before))

        # An empty form is the same for every phone until the game changes: rendered once per version.
        return render_once(request, "scorekeeper/deal_form.html", context, slot.game.pk, slot.game.version)
    correcting = correction_after_race(request.POST)
    if correcting is not None:  # the primary action after a lost race: the typed entries correct that deal
        return _correct(request, slot.game, correcting, slug)
    form = DealForm(slot.rules, data=request.POST, before=slot.before)
    opened = opened_from(request.POST)
    if opened is None:  # a garbage or missing number: never saved without the guard
        form.is_valid()
        return _deal_page(request, slot, form, conflicts.unknown_form())
    if not form.is_valid():
        return _deal_page(request, slot.keeping(opened), form)
    author = author_of(request)
    try:
        saved = add_deal(slot.game, form.tallies(), opened, author)
    except DealRejected as rejected:
        form.add_problems(rejected.problems)
    except GameBusy:
        form.add_problems([Problem(_("Other phones are saving to this game right now: save again."))])
    except DealAlreadyEntered as entered:  # a second tap: the deal is there, nothing typed is lost
        messages.success(request, conflicts.already_saved(entered, author, words_of(slot.rules)))
        return redirect(slot.game)
    except GameChanged as changed:
        fresh = next_slot(get_game(slug))
        conflict = conflicts.game_changed(
            changed, opened, fresh.rules, fresh.sides, form.tallies(), author, fresh.game.version
        )
        return _deal_page(request, fresh, form, conflict)
    except GameOver as over:
        fresh = next_slot(get_game(slug))
        return _deal_page(
            request,
            fresh,
            form,
            conflicts.game_over(over, game_over_reason(fresh.rules), author, words_of(fresh.rules)),
        )
    except GameClosed as refused:  # the entries come back, with why: nothing typed is lost
        return _deal_page(request, slot.keeping(opened), form, conflicts.game_closed(refused.reason))
    else:
        messages.success(request, str(words_of(slot.rules).saved) % {"number": saved.number})
        return redirect(slot.game)
    return _deal_page(request, slot.keeping(opened), form)


@require_http_methods(["GET", "HEAD", "POST"])
def edit_deal(request: HttpRequest, slug: str, number: int) -> HttpResponse:
    """Correct a deal: the form names the deal by its id and version, wherever deals before it moved it."""
    game = edit_link_game(request, slug)
    if request.method != "POST":
        slot = correction_slot(game, number)
        if slot is None:
            raise Http404
        if game.closed:
            return closed(request, game)
        return _deal_page(request, slot, DealForm(slot.rules, initial=slot.entries, before=slot.before))
    opened = opened_from(request.POST, correcting=True)
    if opened is None:
        slot = correction_slot(game, number)
        if slot is None:
            raise Http404
        form = DealForm(slot.rules, data=request.POST, before=slot.before)
        form.is_valid()
        return _deal_page(request, slot, form, conflicts.unknown_form())
    return _correct(request, game, opened, slug)


def _correct(request: HttpRequest, game: Game, opened: Opened, slug: str) -> HttpResponse:
    """Save a correction of the deal `opened` names, or say why not (the form comes back with the entries)."""
    slot = deal_slot(game, opened.deal) or gone_slot(game, opened)
    form = DealForm(slot.rules, data=request.POST, before=slot.before)
    if not form.is_valid():
        return _deal_page(request, slot.keeping(opened), form)
    author = author_of(request)
    try:
        corrected = change_deal(game, opened, form.tallies(), author)
    except DealRejected as rejected:
        form.add_problems(rejected.problems)
    except DealGone as gone:
        return _deal_page(
            request,
            gone_slot(game, opened),
            form,
            conflicts.correction_gone(gone, opened.number, author, words_of(slot.rules)),
        )
    except DealCorrected as refused:
        fresh = deal_slot(get_game(slug), opened.deal) or gone_slot(game, opened)
        conflict = conflicts.correction_refused(refused, fresh.rules, fresh.sides, form.tallies(), author)
        return _deal_page(request, fresh, form, conflict)
    except GameClosed as refused:
        return _deal_page(request, slot.keeping(opened), form, conflicts.game_closed(refused.reason))
    else:
        message = _corrected_message(slot.rules, corrected.deal.number, corrected.was, corrected.changed)
        messages.success(request, message)
        return redirect(game)
    return _deal_page(request, slot.keeping(opened), form)


def _corrected_message(rules: Rules, number: int, was: int, changed: bool) -> str:
    if number == was or not changed:
        return str(words_of(rules).saved) % {"number": number}
    message = gettext_noop(
        "Deal %(number)d saved. It was deal %(was)d when you opened it: a deal before it was deleted or put back "
        "meanwhile."
    )
    return words_of(rules).say(message) % {"number": number, "was": was}


@require_POST
def preview(request: HttpRequest, slug: str) -> HttpResponse:
    """The live score of the deal being typed, as a fragment: nothing is saved.

    A correction previews against the deals before it (found by the deal's id), a new deal against the whole game.
    """
    game = get_game(slug)
    deal_id = posted_number(request.POST, "deal")
    slot = (deal_slot(game, deal_id) if deal_id else None) or next_slot(game)
    form = DealForm(slot.rules, data=request.POST, before=slot.before)
    context = {"preview": _preview(slot, form), "oob": True, "words": words_of(slot.rules)}
    parts = [
        render_to_string(f"scorekeeper/deal_form.html#{name}", context, request) for name in ("preview", "summary")
    ]
    return HttpResponse("".join(parts))
