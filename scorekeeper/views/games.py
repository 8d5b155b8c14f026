"""Start a game, change its details and house rules, and list the recent ones."""

from django.contrib import messages
from django.db.models import Count
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils.translation import gettext as _
from django.views.decorators.http import require_http_methods, require_safe

from rules import house
from rules.catalog import DEFAULT_VARIANT, VARIANTS, get_variant
from rules.game import GameState, Rules, Variant, rules_summary

from ..forms import GameForm, NewGameForm, seated_rules, seating_key
from ..house_forms import HouseRulesForm, saved_choices
from ..models import Game, HouseRules, Side
from ..play import DealRejected, create_game, load_sheet, load_sheets
from ..rescore import rescoring, update_game
from .helpers import get_game, recent_slugs, remember_house_rules, saved_house_rules, wants_fragment


@require_safe
def home(request: HttpRequest) -> HttpResponse:
    recent = Game.objects.filter(slug__in=recent_slugs(request))
    games = list(recent.annotate(deal_count=Count("deals")).order_by("-updated"))
    sheets = load_sheets(games)
    for game in games:
        sheet = sheets.get(game.pk)
        game.side_list = sheet.sides if sheet else []
        for side, leading in zip(game.side_list, _leading(sheet.state) if sheet else []):
            side.total, side.leading = sheet.state.totals[side.order], leading
    return render(request, "scorekeeper/home.html", {"games": games})


def _leading(state: GameState) -> list[bool]:
    """Which sides to mark: the winner of a finished game, else every side with the best total."""
    if state.finished:
        return [side == state.winner for side in range(len(state.totals))]
    best = (min if state.lowest_wins else max)(state.totals)
    return [total == best for total in state.totals]


def variant_groups() -> list[tuple[str, list[Variant]]]:
    """The presets by family, in the catalogue's order, for the start page's list."""
    groups: dict[str, list[Variant]] = {}
    for variant in VARIANTS.values():
        groups.setdefault(str(variant.group or variant.name), []).append(variant)
    return list(groups.items())


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


@require_http_methods(["GET", "HEAD", "POST"])
def new_game(request: HttpRequest) -> HttpResponse:
    variant = _variant(request)
    data = request.POST if request.method == "POST" else None
    preset = seated_rules(variant, (data or request.GET).get("seating", ""))
    saved = saved_house_rules(request, variant.slug)
    picked, current, misfit = _picked(request, saved, preset)
    house_form = HouseRulesForm(data, preset=preset, current=current)
    rules = house_form.rules if data is not None and house_form.is_valid() else current
    form = NewGameForm(data, seating=preset.seating, rules=rules, initial=request.GET.dict() if data is None else None)
    if data is not None and form.is_valid() and house_form.is_valid():
        switches = {key: True for key, on in form.switches().items() if on}
        overrides = {**house_form.overrides, **switches}
        game = create_game(variant.slug, form.side_specs(), notes=form.cleaned_data["notes"], rules=overrides)
        if name := house_form.cleaned_data.get("save_as", "").strip():
            kept = HouseRules.objects.create(name=name, variant=variant.slug, overrides=house_form.overrides)
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
        "chosen": seating_key(preset.seating),
        "seatings": [(seating_key(r.seating), r.seating) for r in variant.tables],
        "summary": rules_summary(rules),
    }
    for fragment in ("game-fields", "seating-fields", "house-rules"):
        if wants_fragment(request, fragment):
            return render(request, f"scorekeeper/new_game.html#{fragment}", context)
    return render(request, "scorekeeper/new_game.html", context)


def _details_initial(game: Game, sides: list[Side]) -> dict:
    initial = {"notes": game.notes}
    for i, side in enumerate(sides):
        initial[f"side{i}_name"] = side.name
        initial[f"side{i}_start"] = side.starting_total or None
        for j, player in enumerate(side.players):
            initial[f"side{i}_player{j}"] = player
    return initial


@require_http_methods(["GET", "HEAD", "POST"])
def game_details(request: HttpRequest, slug: str) -> HttpResponse:
    """Names, paper totals, notes and house rules; new rules that change scores ask first."""
    game = get_game(slug)
    sheet = load_sheet(game)
    data = request.POST if request.method == "POST" else None
    house_form = HouseRulesForm(data, preset=sheet.preset, current=sheet.rules, saving=False)
    rules = house_form.rules if data is not None and house_form.is_valid() else sheet.rules
    form = GameForm(data, seating=sheet.preset.seating, rules=rules, initial=_details_initial(game, sheet.sides))
    context = {
        "form": form,
        "house_form": house_form,
        "game": game,
        "sheet": sheet,
        "summary": rules_summary(sheet.rules),
    }
    if data is None or not (form.is_valid() and house_form.is_valid()):
        return render(request, "scorekeeper/game_details.html", context)
    overrides = house_form.overrides
    if overrides != game.rules and sheet.state.rows:
        change = rescoring(game, overrides)
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
        update_game(game, form.side_specs(), form.cleaned_data["notes"], overrides)
    except DealRejected as rejected:  # a deal changed meanwhile on another phone
        context["refused"] = rejected.problems
        return render(request, "scorekeeper/game_details.html", context)
    messages.success(request, _("Game details saved."))
    return redirect(game)
