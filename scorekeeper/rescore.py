"""Changing a game's house rules mid-game: every deal checked and scored again, in one transaction.

`rescoring` shows what a change would do before anything is saved (the
confirmation page); `update_game` saves it, with the sides' names and notes.
"""

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from itertools import groupby

from django.db import transaction
from django.utils.translation import gettext as _

from rules import adjust, house
from rules.game import Problem, Rules, Tallied

from .models import Game, Side, Tally
from .play import (
    DealRejected,
    SideSpec,
    game_rules,
    load_sheet,
    lock_game,
    preset_rules,
    starts_of,
    store_state,
    stored_deals,
)


def update_game(game: Game, sides: Sequence[SideSpec], notes: str, rules: Mapping | None = None) -> None:
    """Rename sides and players, change the notes or the house rules; every deal is rescored.

    `rules` are the game's new house rules (None keeps them). When a stored deal
    does not pass the new rules' checks, DealRejected names it and nothing changes.
    """
    with transaction.atomic():
        game, stored, _rules = lock_game(game)
        for side, spec in zip(stored, sides, strict=True):
            side.name, side.players, side.starting_total = spec.name, spec.players, spec.starting_total
        Side.objects.bulk_update(stored, ["name", "players", "starting_total"])
        game.notes = notes
        if rules is not None and dict(rules) != game.rules:
            game.rules = dict(rules)
            _rescore_all(game, stored, game_rules(game, stored))
        game.save(update_fields=["rules", "notes"])
        store_state(game, stored)


def rescored_deals(
    rules: Rules, sides: Sequence[Side], deals: Sequence[Sequence[Mapping]]
) -> tuple[list[Problem], list[list[Tallied]]]:
    """Stored deals checked and scored again under other rules, in order (a deal may depend on
    the ones before it): every problem, each message naming its deal and side, and the new scores."""
    found, scored = [], []
    for number, tallies in enumerate(deals, start=1):
        problems = adjust.check_in_game(rules, starts_of(sides), scored, tallies)
        for problem in problems:
            place = _("Deal %(number)d") % {"number": number}
            if problem.side is not None:
                place = _("%(place)s, %(side)s") % {"place": place, "side": sides[problem.side].name}
            found.append(Problem(_("%(place)s: %(problem)s") % {"place": place, "problem": problem.message}))
        if problems:
            scored.append([Tallied(tally, 0) for tally in tallies])
            continue
        entries = [adjust.complete(rules, tally) for tally in tallies]
        scored.append([Tallied(e, score.total) for e, score in zip(entries, adjust.score_deal(rules, entries))])
    return found, scored


def _rescore_all(game: Game, sides: list[Side], rules: Rules) -> None:
    tallies = list(Tally.objects.filter(deal__game=game).order_by("deal__number", "side__order"))
    deals = [list(group) for _number, group in groupby(tallies, key=lambda tally: tally.deal_id)]
    problems, scored = rescored_deals(rules, sides, [[tally.entries for tally in deal] for deal in deals])
    if problems:
        raise DealRejected(problems)
    changed = [
        tally.rescore(fresh.entries, fresh.score)
        for deal, fresh_deal in zip(deals, scored)
        for tally, fresh in zip(deal, fresh_deal)
    ]
    Tally.objects.bulk_update(changed, ["score"])


@dataclass(frozen=True)
class Rescoring:
    """What new house rules would do to a game's deals, before anything is saved."""

    before: tuple[int, ...]
    after: tuple[int, ...]
    problems: list[Problem]
    changes_scores: bool


def rescoring(game: Game, rules: Mapping) -> Rescoring:
    """Each side's total now and under the new house rules, or why a deal does not fit them."""
    sides = list(game.sides.all())
    new = house.apply(preset_rules(game, sides), rules)
    deals = stored_deals(game)
    before = load_sheet(game, sides).state.totals
    problems, rescored = rescored_deals(new, sides, [[tallied.entries for tallied in deal] for deal in deals])
    if problems:
        return Rescoring(before, before, problems, False)
    after = new.state([side.starting_total for side in sides], rescored).totals
    changed = any(a.score != b.score for old, fresh in zip(deals, rescored) for a, b in zip(old, fresh))
    return Rescoring(before, after, [], changed)
