"""Start a game, change its details and house rules (every deal rescored), delete it; save house rules by name."""

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from django.db import transaction
from django.db.models import F
from django.utils import timezone
from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from rules.catalog import words_of
from rules.core.cards import points_step
from rules.core.rules import Rules
from rules.core.scores import Problem
from rules.core.settings import MAX_TARGET
from rules.core.state import Tallied
from rules.core.words import grouped

from ..models import Deal, Game, HouseRules, Side
from .deals import insert_deals, locked, scored_deals, store_standing
from .errors import DealRejected, RulesFixed, placed
from .events import Change, Write, announce_change
from .history import NOBODY, Author
from .rules import game_rules, house_rules_of
from .running import restand, standings_after
from .sheet import stored_deals


@dataclass(frozen=True)
class SideSpec:
    name: str
    players: list[str]
    starting_total: int = 0


def _step_problem(rules: Rules, total: int) -> str | None:
    step = points_step(rules.cards)
    return _("Scores come in multiples of %(step)d.") % {"step": step} if total % step else None


def _range_problem(total: int) -> str | None:
    return None if -MAX_TARGET < total < MAX_TARGET else _("A total this far from zero cannot be right.")


def starting_total_problem(rules: Rules, total: int) -> str | None:
    """Why a total carried over from paper cannot start this game, if it cannot."""
    if problem := _step_problem(rules, total):
        return problem
    # The rules say whether a game that starts there is over (in British Kalookie 150 is still in).
    if rules.start([total] + [0] * (rules.seating.sides - 1)).finished and rules.target is not None:
        return _("This total has already reached the target of %(target)s.") % {"target": grouped(rules.target)}
    return _range_problem(total)


def final_totals_problem(rules: Rules, totals: Sequence[int]) -> str | None:
    """Why these cannot be the final totals of a game of these rules played on paper to its end (every
    deal of a game of a set number), if they cannot: the engine says whether they end it."""
    for total in totals:
        if problem := _step_problem(rules, total) or _range_problem(total):
            return problem
    if rules.start(totals, rules.deals or 0).finished:
        return None
    if rules.goal():
        return _("These totals do not end the game: %(goal)s.") % {"goal": rules.goal()}
    values = {"target": grouped(rules.target or 0)}
    if rules.lowest_wins:
        return _("These totals do not end the game: it ends when a total reaches %(target)s.") % values
    return _("These totals do not end the game: it ends when a side reaches %(target)s.") % values


def paper_deals_problem(rules: Rules, paper: int, entered: int = 0) -> str | None:
    """Why a game of these rules cannot have had `paper` deals on paper before the `entered` ones, if it cannot."""
    if rules.deals is None:
        return None if paper == 0 else _("This game is not played for a set number of deals.")
    if paper < 0:
        return _("This cannot be negative.")
    if entered > rules.deals:  # house rules of fewer deals than were entered
        return ngettext(
            "These rules give this game only %(deals)d deal, but %(entered)d have been entered.",
            "These rules give this game only %(deals)d deals, but %(entered)d have been entered.",
            rules.deals,
        ) % {"deals": rules.deals, "entered": entered}
    most = rules.deals - max(entered, 1)  # a deal is left to enter here, or those entered stay
    if paper > most:
        return ngettext(
            "At most %(most)d of this game's %(deals)d deals can have been played on paper.",
            "At most %(most)d of this game's %(deals)d deals can have been played on paper.",
            most,
        ) % {"most": most, "deals": rules.deals}
    return None


def create_game(
    variant: str,
    sides: Sequence[SideSpec],
    target: int | None = None,
    notes: str = "",
    rules: Mapping[str, Any] | None = None,
    deals: Sequence[Sequence[Tallied]] = (),
    paper_deals: int = 0,
    slug: str | None = None,
    first_dealer: int = 0,
    owner: Author = NOBODY,
    rules_fixed: bool = False,
) -> Game:
    """A new game; `rules` are its house rules and switches (only what differs from the preset).

    `target` is one of them, given apart. `deals` are deals already checked
    and scored under those rules (a game file's), stored with it. `paper_deals`
    were played on paper before (a game of a set number of deals continued here). `slug`
    gives it a link of its own (a game restored from a backup keeps its link). `first_dealer` is
    the place round the table of who deals the first deal (services.dealer). `owner` made it
    (services.access); NOBODY leaves it to whoever has its edit link. `rules_fixed`: its rules are
    whatever it is played for (a league) gives it, never changed.
    """
    overrides = {**(rules or {}), **({"target": target} if target else {})}
    seating = f"{len(sides)}x{len(sides[0].players)}"
    rules_of_game = house_rules_of(variant, seating, overrides)
    start = rules_of_game.start([spec.starting_total for spec in sides], paper_deals)
    standing = rules_of_game.standing(start.totals, deals, paper_deals)
    with transaction.atomic():
        game = Game.objects.create(
            **({"slug": slug} if slug else {}),
            variant=variant,
            seating=seating,
            rules=overrides,
            notes=notes,
            standing=standing.to_json(),
            finished=standing.finished,
            paper_deals=paper_deals,
            first_dealer=first_dealer,
            owner_id=owner.user,
            owner_browser=owner.browser,
            rules_fixed=rules_fixed,
        )
        Side.objects.bulk_create(
            Side(game=game, order=order, name=spec.name, players=spec.players, starting_total=spec.starting_total)
            for order, spec in enumerate(sides)
        )
        insert_deals(game, start, deals, standings_after(rules_of_game, start, deals))
    return game


def _placed(rules: Rules, problems: list[tuple[int, Problem]], sides: Sequence[Side]) -> list[Problem]:
    names = [side.name for side in sides]
    return [Problem(placed(words_of(rules), number, problem, names)) for number, problem in problems]


def update_game(
    game: Game,
    sides: Sequence[SideSpec],
    notes: str,
    rules: Mapping[str, Any] | None = None,
    paper_deals: int | None = None,
    author: Author = NOBODY,
) -> None:
    """Rename sides and players, change paper totals and deals, the notes or the house rules; every
    deal is rescored.

    `rules` are the game's new house rules, `paper_deals` the deals played on paper (None keeps
    either). When a stored deal does not pass the new rules' checks, or the game would have more
    deals than its rules give it, DealRejected says why and nothing changes; new rules for a game
    whose rules are fixed are RulesFixed, any change of a closed game GameClosed.
    """
    with transaction.atomic():
        game = locked(game)
        if rules is not None and dict(rules) != game.rules and game.rules_fixed:
            raise RulesFixed
        stored = list(game.sides.all())
        for side, spec in zip(stored, sides, strict=True):
            side.name, side.players, side.starting_total = spec.name, spec.players, spec.starting_total
        Side.objects.bulk_update(stored, ["name", "players", "starting_total"])
        game.notes = notes
        moved = paper_deals is not None and paper_deals != game.paper_deals
        if paper_deals is not None:
            game.paper_deals = paper_deals
        if rules is not None and dict(rules) != game.rules:
            game.rules = dict(rules)
            moved = True
            _rescore_all(game, stored)
        # Checked when they change (a result's deals are all played on paper, and stay so).
        if moved and (problem := paper_deals_problem(game_rules(game), game.paper_deals, game.deals.count())):
            raise DealRejected([Problem(problem, field="paper_deals")])
        game.save(update_fields=["rules", "notes", "paper_deals"])
        store_standing(game, restand(game, game_rules(game)))
        announce_change(game, Change(Write.DETAILS, author))


def delete_game(game: Game, author: Author = NOBODY) -> None:
    """Delete a game with its sides and deals; Game.DoesNotExist when it is gone already (a second tap),
    GameClosed when it is closed."""
    with transaction.atomic():
        game = locked(game)
        announce_change(game, Change(Write.GAME_DELETED, author), deleted=True)
        game.delete()


def set_closed(games: Iterable[int], closed: bool) -> int:
    """Close games to every write, or open them again (whatever they are played for decides: a league's
    season). Each one's version moves on, so a page kept of it and a form opened on it see the change.
    The number of games that changed."""
    found = Game.objects.filter(pk__in=list(games)).exclude(closed=closed)
    return found.update(closed=closed, version=F("version") + 1, updated=timezone.now())


def touch(games: Iterable[int]) -> int:
    """Move games' versions on when something their pages show changed outside them (their league made
    private): no page kept of them is served again. The number of games."""
    return Game.objects.filter(pk__in=list(games)).update(version=F("version") + 1)


def _rescore_all(game: Game, sides: list[Side]) -> None:
    """Every deal checked and scored again under the game's new rules, in order; DealRejected names
    any that no longer fits."""
    deals = list(game.deals.order_by("number"))
    starts = [side.starting_total for side in sides]
    problems, rescored, _standing = scored_deals(
        game_rules(game), starts, [deal.entries for deal in deals], game.paper_deals
    )
    if problems:
        raise DealRejected(_placed(game_rules(game), problems, sides))
    Deal.objects.bulk_update([deal.store(fresh) for deal, fresh in zip(deals, rescored, strict=True)], ["scores"])


@dataclass(frozen=True)
class Rescoring:
    """What new house rules would do to a game's deals, before anything is saved."""

    before: tuple[int, ...]
    after: tuple[int, ...]
    problems: list[Problem]
    changes_scores: bool


def rescoring(game: Game, overrides: Mapping[str, Any], paper_deals: int | None = None) -> Rescoring:
    """Each side's total now and under the new house rules (and deals on paper), or why a deal
    does not fit them."""
    sides = list(game.sides.all())
    deals = stored_deals(game)
    starts = [side.starting_total for side in sides]
    paper = game.paper_deals if paper_deals is None else paper_deals
    before = game_rules(game).standing(starts, deals, game.paper_deals).totals
    new = house_rules_of(game.variant, game.seating, overrides)
    if problem := paper_deals_problem(new, paper, len(deals)):
        return Rescoring(before, before, [Problem(problem)], False)
    entries = [[tallied.entries for tallied in deal] for deal in deals]
    problems, rescored, standing = scored_deals(new, starts, entries, paper)
    if problems:
        return Rescoring(before, before, _placed(new, problems, sides), False)
    changed = any(a.score != b.score for old, fresh in zip(deals, rescored) for a, b in zip(old, fresh))
    return Rescoring(before, standing.totals, [], changed)


def save_house_rules(name: str, variant: str, overrides: Mapping[str, Any]) -> HouseRules:
    """House rules kept under a name, to pick again for the next game."""
    return HouseRules.objects.create(name=name, variant=variant, overrides=dict(overrides))
