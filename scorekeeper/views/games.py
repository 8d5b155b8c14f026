"""Start a game, change its details and house rules, delete it, play it again, and list the recent ones."""

from django.contrib import messages
from django.http import HttpRequest, HttpResponse, QueryDict
from django.shortcuts import redirect, render
from django.utils.translation import gettext as _
from django.views.decorators.http import require_http_methods, require_POST, require_safe

from rules.catalog import DEFAULT_VARIANT, VARIANTS, get_variant, variant_groups, words_of
from rules.core import house
from rules.core.rules import Rules, Variant

from ..forms.games import GameForm, NewGameForm, rules_for_seating
from ..forms.house import HouseRulesForm, saved_choices
from ..models import Game, HouseRules, Side
from ..services.access import Level
from ..services.errors import DealRejected, GameClosed, closed_message
from ..services.games import create_game, delete_game, rescoring, save_house_rules, update_game
from ..services.rematch import rematch
from ..services.sheet import load_sheet, recent_sheets
from .helpers import (
    author_of,
    closed,
    game_to_own,
    get_game,
    level_of,
    recent_slugs,
    remember,
    remember_house_rules,
    saved_house_rules,
    wants_fragment,
)


@require_safe
def home(request: HttpRequest) -> HttpResponse:
    return render(request, "scorekeeper/home.html", {"sheets": recent_sheets(recent_slugs(request))})


def _variant(request: HttpRequest) -> Variant:
    return get_variant(request.POST.get("variant") or request.GET.get("variant", "")) or VARIANTS[DEFAULT_VARIANT]


def _picked(request: HttpRequest, saved: list[HouseRules], preset: Rules) -> tuple[str, Rules, str]:
    """The saved house rules picked on the start page: their slug, the rules, and why they do not fit, if so."""
    slug = (request.POST or request.GET).get("saved", "")
    picked = next((rules for rules in saved if rules.slug == slug), None)
    if picked is None:
        return "", preset, ""
    try:
        return slug, house.apply(preset, picked.overrides), ""
    except house.HouseRulesError as error:
        problems = " ".join(problem.message for problem in error.problems)
        return (
            "",
            preset,
            _("“%(name)s” do not fit this table: %(problems)s") % {"name": picked.name, "problems": problems},
        )


def _filled(data: QueryDict, preset: Rules, current: Rules) -> QueryDict:
    """The posted form with the house-rules panel as the page fills it for the picked saved rules.

    The panel says which pick filled it (`filled_from`); a phone without JavaScript can pick saved
    rules and start at once, its panel still showing the numbers it had before the pick.
    """
    shown = HouseRulesForm(preset=preset, current=current)
    filled = data.copy()
    for name in shown.placing:
        value = shown[name].value()
        filled[name] = "" if value is None else str(value)
    return filled


@require_http_methods(["GET", "HEAD", "POST"])
def new_game(request: HttpRequest) -> HttpResponse:
    variant = _variant(request)
    data: QueryDict | None = request.POST if request.method == "POST" else None
    preset = rules_for_seating(variant, (data or request.GET).get("seating", ""))
    saved = saved_house_rules(request, variant.slug)
    picked, current, misfit = _picked(request, saved, preset)
    if data is not None and picked and data.get("filled_from") != picked:
        data = _filled(data, preset, current)
    house_form = HouseRulesForm(data, preset=preset, current=current)
    rules = house_form.rules if data is not None and house_form.is_valid() else current
    form = NewGameForm(data, seating=preset.seating, rules=rules, initial=request.GET.dict() if data is None else None)
    if data is not None and form.is_valid() and house_form.is_valid():
        switches = {key: True for key, on in form.switches().items() if on}
        overrides = {**house_form.overrides, **switches}
        game = create_game(
            variant.slug,
            form.side_specs(),
            notes=form.cleaned_data["notes"],
            rules=overrides,
            paper_deals=form.paper_deals(),
            first_dealer=form.cleaned_data.get("first_dealer") or 0,
            owner=author_of(request),
        )
        if name := house_form.cleaned_data.get("save_as", "").strip():
            kept = save_house_rules(name, variant.slug, house_form.overrides)
            remember_house_rules(request, kept.slug)
        return redirect(game)
    context = {
        "form": form,
        "house_form": house_form,
        "saved": saved_choices(saved),
        "picked": picked,
        "misfit": misfit,
        "variant": variant,
        "rules": rules,
        "variants": VARIANTS.values(),
        "variant_groups": variant_groups(),
        "chosen": preset.seating.key,
        "seatings": [(r.seating.key, r.seating) for r in variant.tables],
        "summary": rules.summary(),
        "words": words_of(rules),
    }
    for fragment in ("game-fields", "seating-fields", "house-rules"):
        if wants_fragment(request, fragment):
            return render(request, f"scorekeeper/new_game.html#{fragment}", context)
    return render(request, "scorekeeper/new_game.html", context)


def _details_initial(game: Game, sides: list[Side]) -> dict[str, object]:
    initial: dict[str, object] = {"notes": game.notes, "paper_deals": game.paper_deals or None}
    for i, side in enumerate(sides):
        initial[f"side{i}_name"] = side.name
        initial[f"side{i}_start"] = side.starting_total or None
        for j, player in enumerate(side.players):
            initial[f"side{i}_player{j}"] = player
    return initial


@require_http_methods(["GET", "HEAD", "POST"])
def game_details(request: HttpRequest, slug: str) -> HttpResponse:
    """Names, paper totals, notes and house rules; new rules that change scores ask first. Only the
    owner changes house rules, and only where they are not fixed (a league's game): to anyone else
    they are shown, not offered, and what is posted for them is ignored. A closed game changes nothing:
    its details lead back to the sheet, and what was posted comes back with why."""
    game = get_game(slug)
    if game.closed and request.method != "POST":
        return closed(request, game)
    owner = level_of(request, game) >= Level.OWNER
    edits_rules = owner and not game.rules_fixed
    sheet = load_sheet(game)
    data = request.POST if request.method == "POST" else None
    house_form = HouseRulesForm(data if edits_rules else None, preset=sheet.preset, current=sheet.rules, saving=False)
    house_valid = house_form.is_valid() if edits_rules else True
    rules = house_form.rules if edits_rules and data is not None and house_valid else sheet.rules
    form = GameForm(
        data,
        seating=sheet.preset.seating,
        rules=rules,
        entered=len(sheet.state.rows),
        final=sheet.on_paper,
        initial=_details_initial(game, sheet.sides),
    )
    context = {
        "form": form,
        "house_form": house_form,
        "game": game,
        "sheet": sheet,
        "summary": sheet.rules.summary(),
        "owner": owner,
        "edits_rules": edits_rules,
    }
    if game.closed:
        return _closed_details(request, context)
    if data is None or not (form.is_valid() and house_valid):
        return render(request, "scorekeeper/game_details.html", context)
    overrides = house_form.overrides if edits_rules else game.rules
    paper_deals = form.paper_deals() if form.paper_field() else None  # a result's deals on paper are all of them
    if overrides != game.rules and sheet.state.rows:
        change = rescoring(game, overrides, paper_deals)
        if change.problems:
            context["refused"] = change.problems
            return render(request, "scorekeeper/game_details.html", context)
        if change.changes_scores and not data.get("confirm"):
            context.update(
                change=change,
                totals=list(zip(sheet.sides, change.before, change.after)),
                new_rules=house.differences(sheet.preset, house_form.rules),
                posted=[
                    (key, value) for key, values in data.lists() if key != "csrfmiddlewaretoken" for value in values
                ],
            )
            return render(request, "scorekeeper/rules_confirm.html", context)
    try:
        update_game(game, form.side_specs(), form.cleaned_data["notes"], overrides, paper_deals, author_of(request))
    except DealRejected as rejected:  # a deal changed meanwhile on another phone
        context["refused"] = rejected.problems
        return render(request, "scorekeeper/game_details.html", context)
    except GameClosed as refused:  # closed meanwhile, or to this change
        return _closed_details(request, context, refused.reason)
    messages.success(request, _("Game details saved."))
    return redirect(game)


def _closed_details(request: HttpRequest, context: dict[str, object], reason: str = "") -> HttpResponse:
    """The details as they were posted, saying that the game is closed: nothing typed is lost, nothing is saved."""
    context["refused_closed"] = closed_message(reason)
    return render(request, "scorekeeper/game_details.html", context)


@require_http_methods(["GET", "HEAD", "POST"])
def delete(request: HttpRequest, slug: str) -> HttpResponse:
    """Ask before deleting a whole game: its owner alone may."""
    game = game_to_own(request, slug)
    if game.closed:
        return closed(request, game)
    if request.method == "POST":
        try:
            delete_game(game, author_of(request))
        except Game.DoesNotExist:
            pass  # a second tap: it is gone already
        except GameClosed as refused:  # closed meanwhile
            return closed(request, game, refused.reason)
        messages.success(request, _("The game was deleted."))
        return redirect("home")
    return render(request, "scorekeeper/game_delete.html", {"game": game, "sheet": load_sheet(game)})


@require_POST
def play_again(request: HttpRequest, slug: str) -> HttpResponse:
    """A new game with the same players (partners rotated if asked), straight to its score sheet."""
    game = rematch(get_game(slug), rotate=bool(request.POST.get("rotate")), owner=author_of(request))
    remember(request, game)
    messages.success(request, _("A new game with the same players."))
    return redirect(game)
