"""The path of a deal: check it with the rules engine, score it, store it.

Everything that writes deals goes through here, inside one transaction, so a
stored score is always the engine's and a game's `finished` always follows its
deals. The number of queries does not grow with the number of deals.
"""

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from itertools import groupby

from django.db import transaction
from django.db.models import F
from django.utils import timezone
from django.utils.formats import number_format
from django.utils.translation import gettext as _

from rules import adjust, house
from rules.cards import points_step
from rules.catalog import get_variant
from rules.game import GameState, Problem, Rules, Tallied, deal_limit, rule_options

from .models import Deal, Game, Side, Tally

MAX_TARGET = house.MAX_TARGET
MAX_NAME = 60


class DealAlreadyEntered(Exception):
    """The deal this form was for has been saved already (a second tap, or another phone)."""


class DealGone(Exception):
    """The deal was deleted or changed meanwhile (a second tap, or another phone)."""


class GameOver(Exception):
    """A new deal for a game that has already ended."""


class TooManyDeals(GameOver):
    """More deals than a game of a fixed number of deals has."""

    def __init__(self, most: int):
        super().__init__(f"the game has {most} deals")
        self.most = most


class DealRejected(Exception):
    """The rules engine found problems with a deal; nothing was saved."""

    def __init__(self, problems: list[Problem]):
        super().__init__("; ".join(problem.message for problem in problems))
        self.problems = problems


@dataclass(frozen=True)
class SideSpec:
    name: str
    players: list[str]
    starting_total: int = 0


def starting_total_problem(rules: Rules, total: int) -> str | None:
    """Why a total carried over from paper cannot start this game, if it cannot."""
    step = points_step(rules.cards)
    if total % step:
        return _("Scores come in multiples of %(step)d.") % {"step": step}
    # The rules say whether a game that starts there is over (in British Kalookie 150 is still in).
    if rules.state([total] + [0] * (rules.seating.sides - 1), []).finished:
        target = number_format(rules.target, force_grouping=True)
        return _("This total has already reached the target of %(target)s.") % {"target": target}
    if total <= -MAX_TARGET:
        return _("A total this far below zero cannot be right.")
    return None


def preset_rules(game: Game, sides: Sequence[Side]) -> Rules:
    """The variant's own rules for a game, seated as its sides are (no house rules)."""
    variant = get_variant(game.variant)
    rules = variant.rules_for(len(sides), len(sides[0].players)) if variant and sides else None
    if rules is None:
        raise ValueError(f"game {game.slug} has no rules for its sides")
    return rules


def game_rules(game: Game, sides: Sequence[Side]) -> Rules:
    """The rules a game is scored by: its preset for its seating, with the game's house rules.

    A game's optional switches (Kalooki's chips ...) are house rules too.
    """
    return house.apply(preset_rules(game, sides), game.rules)


@dataclass(frozen=True)
class Sheet:
    """A game as the score sheet shows it."""

    game: Game
    sides: list[Side]
    rules: Rules
    state: GameState
    deals: list[list[Tallied]]
    preset: Rules | None = None

    def switches(self) -> list[str]:
        """The labels of the optional rules this game has turned on."""
        return [str(option.label) for option in rule_options(self.rules) if getattr(self.rules, option.key)]

    @property
    def house_rules(self) -> list[str]:
        """One short line per number the game's house rules change (switches are listed apart)."""
        if self.preset is None:
            return []
        switches = {option.key for option in rule_options(self.preset)}
        return house.differences(self.preset, self.rules, skip=switches)


def stored_deals(game: Game) -> list[list[Tallied]]:
    """What every side entered in every deal and its stored score, in deal and side order."""
    rows = (
        Tally.objects.filter(deal__game=game)
        .order_by("deal__number", "side__order")
        .values_list("deal__number", "entries", "score")
    )
    return [
        [Tallied(entries, score) for _, entries, score in group] for _, group in groupby(rows, key=lambda row: row[0])
    ]


def load_sheet(game: Game, sides: list[Side] | None = None, deals: list[list[Tallied]] | None = None) -> Sheet:
    """The game as the sheet shows it; `deals` when the caller has just read (or written) them."""
    sides = list(game.sides.all()) if sides is None else sides
    preset = preset_rules(game, sides)
    rules = house.apply(preset, game.rules)
    deals = stored_deals(game) if deals is None else deals
    state = rules.state([side.starting_total for side in sides], deals)
    return Sheet(game, sides, rules, state, deals, preset)


def load_sheets(games: Sequence[Game]) -> dict[int, Sheet]:
    """The sheets of many games (the home page) in two queries, whatever their length."""
    sides: dict[int, list[Side]] = {}
    for side in Side.objects.filter(game__in=games).order_by("game_id", "order"):
        sides.setdefault(side.game_id, []).append(side)
    rows = (
        Tally.objects.filter(deal__game__in=games)
        .order_by("deal__game_id", "deal__number", "side__order")
        .values_list("deal__game_id", "deal__number", "entries", "score")
    )
    deals: dict[int, list[list[Tallied]]] = {}
    for (game_id, _number), group in groupby(rows, key=lambda row: row[:2]):
        deals.setdefault(game_id, []).append([Tallied(entries, score) for *_key, entries, score in group])
    sheets = {}
    for game in games:
        if game.pk not in sides:
            continue
        preset = preset_rules(game, sides[game.pk])
        rules = house.apply(preset, game.rules)
        played = deals.get(game.pk, [])
        state = rules.state([side.starting_total for side in sides[game.pk]], played)
        sheets[game.pk] = Sheet(game, sides[game.pk], rules, state, played, preset)
    return sheets


def create_game(
    variant: str,
    sides: Sequence[SideSpec],
    target: int | None = None,
    notes: str = "",
    rules: Mapping | None = None,
) -> Game:
    """A new game; `rules` are its house rules and switches (only what differs from the preset).

    `target` is one of them, given apart.
    """
    rules = {**(rules or {}), **({"target": target} if target else {})}
    with transaction.atomic():
        game = Game.objects.create(variant=variant, rules=rules, notes=notes)
        stored = Side.objects.bulk_create(
            Side(game=game, order=order, name=spec.name, players=spec.players, starting_total=spec.starting_total)
            for order, spec in enumerate(sides)
        )
        store_state(game, stored)
    return game


def lock_game(game: Game) -> tuple[Game, list[Side], Rules]:
    """The game, locked against a second phone writing at the same moment."""
    game = Game.objects.select_for_update().get(pk=game.pk)
    sides = list(game.sides.all())
    return game, sides, game_rules(game, sides)


def _store_finished(game: Game, finished: bool) -> None:
    game.finished = finished
    game.updated = timezone.now()
    Game.objects.filter(pk=game.pk).update(finished=finished, updated=game.updated)


def store_state(game: Game, sides: list[Side], deals: list[list[Tallied]] | None = None) -> Sheet:
    sheet = load_sheet(game, sides, deals)
    _store_finished(game, sheet.state.finished)
    return sheet


def starts_of(sides: Sequence[Side]) -> list[int]:
    return [side.starting_total for side in sides]


def _checked(rules: Rules, sides: Sequence[Side], earlier: Sequence[Sequence[Tallied]], tallies) -> list[Tallied]:
    """A deal's complete entries and scores, or DealRejected with the engine's problems."""
    problems = adjust.check_in_game(rules, starts_of(sides), earlier, tallies)
    if problems:
        raise DealRejected(problems)
    entries = [adjust.complete(rules, tally) for tally in tallies]
    return [Tallied(side, score.total) for side, score in zip(entries, adjust.score_deal(rules, entries), strict=True)]


def _still_fits(rules: Rules, sides: Sequence[Side], deals: Sequence[Sequence[Tallied]], first: int) -> None:
    """After a change, every deal from `first` (1-based) on must still be possible."""
    for number in range(first, len(deals) + 1):
        tallies = [dict(tallied.entries) for tallied in deals[number - 1]]
        problems = adjust.check_in_game(rules, starts_of(sides), deals[: number - 1], tallies)
        if problems:
            message = _("That would make deal %(number)d impossible: %(problem)s") % {
                "number": number,
                "problem": problems[0].message,
            }
            raise DealRejected([Problem(message)])


def _insert(game: Game, sides: list[Side], first: int, deals: Sequence[Sequence[Tallied]]) -> list[Deal]:
    stored = Deal.objects.bulk_create(Deal(game=game, number=first + i) for i in range(len(deals)))
    Tally.objects.bulk_create(
        Tally(deal=deal, side=side).rescore(tallied.entries, tallied.score)
        for deal, tallies in zip(stored, deals)
        for side, tallied in zip(sides, tallies, strict=True)
    )
    return stored


def append_deals(game: Game, deals: Sequence[Sequence[Mapping]], first: int | None = None) -> list[Deal]:
    """Check, score and store deals after the last one: one from the pad, many from a file.

    `first` is the number the pad expects the first new deal to get: when the
    game has moved on meanwhile, DealAlreadyEntered is raised, and GameOver when
    it has ended. A game file (first=None) may hold deals played after the end,
    but never more deals than a game of a fixed number of deals has (TooManyDeals).
    """
    with transaction.atomic():
        game, sides, rules = lock_game(game)
        earlier = stored_deals(game)
        number = len(earlier) + 1
        if first is not None and game.finished:
            raise GameOver
        if first is not None and first != number:
            raise DealAlreadyEntered
        most = deal_limit(rules)
        if most is not None and number - 1 + len(deals) > most:
            raise TooManyDeals(most)
        for tallies in deals:
            earlier.append(_checked(rules, sides, earlier, tallies))
        stored = _insert(game, sides, number, earlier[number - 1 :])
        store_state(game, sides, earlier)
    return stored


def add_deal(game: Game, tallies: Sequence[Mapping], number: int | None = None) -> Deal:
    return append_deals(game, [tallies], first=number)[0]


def change_deal(game: Game, number: int, tallies: Sequence[Mapping]) -> Deal:
    """Check, score and store new entries for an earlier deal."""
    with transaction.atomic():
        game, sides, rules = lock_game(game)
        deal = Deal.objects.filter(game=game, number=number).first()
        if deal is None:
            raise DealGone
        deals = stored_deals(game)
        deals[number - 1] = _checked(rules, sides, deals[: number - 1], tallies)
        _still_fits(rules, sides, deals, number + 1)
        stored = {tally.side_id: tally for tally in deal.tallies.all()}
        changed = [
            stored[side.pk].rescore(tallied.entries, tallied.score) for side, tallied in zip(sides, deals[number - 1])
        ]
        Tally.objects.bulk_update(changed, ["entries", "score"])
        store_state(game, sides, deals)
    return deal


def deal_entries(deal: Deal) -> list[dict]:
    """What each side entered for a deal, in side order."""
    return [tally.entries for tally in deal.tallies.order_by("side__order")]


def delete_deal(game: Game, number: int, deal_id: int) -> dict:
    """Delete a deal, close the gap in the numbering, and return what undo needs.

    `deal_id` is the deal the player confirmed: after a second tap the number
    belongs to the next deal, which must not go too (DealGone).
    """
    with transaction.atomic():
        game, sides, _rules = lock_game(game)
        deal = Deal.objects.filter(game=game, number=number, pk=deal_id).first()
        if deal is None:
            raise DealGone
        snapshot = {"number": number, "tallies": deal_entries(deal)}
        deal.delete()
        # Two steps through negative numbers keep (game, number) unique on the way.
        game.deals.filter(number__gt=number).update(number=-F("number"))
        game.deals.filter(number__lt=0).update(number=-F("number") - 1)
        store_state(game, sides)
        snapshot["deals_left"] = game.deals.count()
    return snapshot


def restore_deal(game: Game, snapshot: Mapping) -> Deal:
    """Put a deleted deal back where it was (undo of `delete_deal`).

    Only while the game has as many deals as the delete left, so a second tap
    on Undo cannot put the deal back twice (DealGone).
    """
    with transaction.atomic():
        game, sides, rules = lock_game(game)
        if game.deals.count() != snapshot["deals_left"]:
            raise DealGone
        number = snapshot["number"]
        deals = stored_deals(game)
        checked = _checked(rules, sides, deals[: number - 1], snapshot["tallies"])
        _still_fits(rules, sides, [*deals[: number - 1], checked, *deals[number - 1 :]], number + 1)
        game.deals.filter(number__gte=number).update(number=-F("number"))
        game.deals.filter(number__lt=0).update(number=-F("number") + 1)
        [deal] = _insert(game, sides, number, [checked])
        store_state(game, sides)
    return deal
