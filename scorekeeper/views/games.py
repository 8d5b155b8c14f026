"""Start a game, change its details, and list the recent ones."""

from django.contrib import messages
from django.db.models import Count
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils.translation import gettext as _
from django.views.decorators.http import require_http_methods, require_safe

from rules.catalog import DEFAULT_VARIANT, VARIANTS, get_variant
from rules.game import GameState, Variant, rules_summary

from ..forms import GameForm, NewGameForm, seated_rules, seating_key
from ..models import Game, Side
from ..play import create_game, load_sheet, load_sheets, preset_rules, update_game
from .helpers import get_game, recent_slugs, wants_fragment


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


@require_http_methods(["GET", "HEAD", "POST"])
def new_game(request: HttpRequest) -> HttpResponse:
    variant = _variant(request)
    data = request.POST if request.method == "POST" else None
    rules = seated_rules(variant, (data or request.GET).get("seating", ""))
    form = NewGameForm(data, seating=rules.seating, rules=rules, initial=request.GET.dict() if data is None else None)
    if data is not None and form.is_valid():
        game = create_game(
            variant.slug,
            form.side_specs(),
            form.cleaned_data.get("target"),
            form.cleaned_data["notes"],
            form.switches(),
        )
        return redirect(game)
    context = {
        "form": form,
        "variant": variant,
        "rules": rules,
        "variants": VARIANTS.values(),
        "variant_groups": variant_groups(),
        "chosen": seating_key(rules.seating),
        "seatings": [(seating_key(r.seating), r.seating) for r in variant.tables],
        "summary": rules_summary(rules),
    }
    if wants_fragment(request, "game-fields"):
        return render(request, "scorekeeper/new_game.html#game-fields", context)
    if wants_fragment(request, "seating-fields"):
        return render(request, "scorekeeper/new_game.html#seating-fields", context)
    return render(request, "scorekeeper/new_game.html", context)


def _details_initial(game: Game, sides: list[Side]) -> dict:
    initial = {"target": game.target, "notes": game.notes}
    for i, side in enumerate(sides):
        initial[f"side{i}_name"] = side.name
        initial[f"side{i}_start"] = side.starting_total or None
        for j, player in enumerate(side.players):
            initial[f"side{i}_player{j}"] = player
    return initial


@require_http_methods(["GET", "HEAD", "POST"])
def game_details(request: HttpRequest, slug: str) -> HttpResponse:
    game = get_game(slug)
    sheet = load_sheet(game)
    preset = preset_rules(game, sheet.sides)
    data = request.POST if request.method == "POST" else None
    form = GameForm(data, seating=preset.seating, rules=preset, initial=_details_initial(game, sheet.sides))
    if data is not None and form.is_valid():
        update_game(game, form.side_specs(), form.cleaned_data.get("target"), form.cleaned_data["notes"])
        messages.success(request, _("Game details saved."))
        return redirect(game)
    context = {"form": form, "game": game, "sheet": sheet, "summary": rules_summary(sheet.rules)}
    return render(request, "scorekeeper/game_details.html", context)
