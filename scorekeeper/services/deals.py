"""The write side of deals: add, correct, delete, restore.

Every write checks and scores through the engine's entry points
(`rules.core.deal`) and stores the deals with the game's new standing in one
transaction, so a stored score is always the engine's and a game's standing
and `finished` always follow its deals. Every write moves the game's version
on, and only from the version it read: a new deal is checked against the
stored standing without a lock and saved only if no one wrote meanwhile
(else it is read and checked again), so its cost does not grow with the
game; a correction, a delete or an undo locks the game and replays its deals.

Every write from the pad is also tied to the state of the game its form was
opened on (`Opened`): a deal's number and the game's version, and for a
correction the deal's id and its own version. When the game changed since,
the write is refused with what changed (`errors`), never saved over another
deal or under another number; corrections, deletes and undos are kept as the
deal's history (`history`).
"""

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from django.db import transaction
from django.db.models import F
from django.utils import timezone

from rules.core.deal import check_deal, complete_tally, scored
from rules.core.rules import Rules
from rules.core.scores import Problem
from rules.core.state import Standing, Tallied

from ..models import Deal, DealChange, Game
from . import later, statements
from .errors import (
    DealAlreadyEntered,
    DealCorrected,
    DealGone,
    DealRejected,
    GameBusy,
    GameChanged,
    GameClosed,
    GameOver,
    Meanwhile,
    TooManyDeals,
)
from .events import Change, Write, announce_change
from .history import NOBODY, Author, record
from .rules import game_rules
from .running import restand
from .sheet import starting_totals, stored_deals

Tallies = Sequence[Mapping[str, Any]]
TRIES = 3  # a new deal is checked again this often when other phones keep writing meanwhile


def checked_deal(rules: Rules, before: Standing, tallies: Tallies) -> list[Tallied]:
    """A deal played from the standing `before`, checked and scored; DealRejected with the engine's problems."""
    problems = check_deal(rules, tallies, before)
    if problems:
        raise DealRejected(problems)
    return scored(rules, tallies)


def scored_deals(
    rules: Rules, starts: Sequence[int], deals: Sequence[Tallies], paper: int
) -> tuple[list[tuple[int, Problem]], list[list[Tallied]], Standing]:
    """Deals checked and scored in order, each from the standing the ones before it left
    (after `paper` deals played on paper): stored deals read again (a game file, new house rules),
    so without the checks only an entry gets (`Rules.check_entry`).

    Every problem comes with its deal's number; after a deal with problems the
    later ones are still checked, on their own (the standing stops there). The
    deals scored and the standing after them are only for a list without
    problems: every caller refuses the deals when there is one.
    """
    standing = rules.start(starts, paper)
    problems: list[tuple[int, Problem]] = []
    found: list[list[Tallied]] = []
    for number, tallies in enumerate(deals, start=1):
        checked = check_deal(rules, tallies, None if problems else standing, entry=False)
        problems += [(number, problem) for problem in checked]
        if problems:
            continue
        deal = scored(rules, tallies)
        found.append(deal)
        standing = rules.advance(standing, deal)
    return problems, found, standing


def standing_of(game: Game, rules: Rules) -> Standing:
    """Where the game stands after its last deal: as stored, or worked out from its deals
    when it was stored by an older Meld."""
    if game.standing:
        try:
            return rules.standing_type.from_json(game.standing)
        except (TypeError, ValueError):
            pass
    return rules.standing(starting_totals(game), stored_deals(game), game.paper_deals)


def store_standing(game: Game, standing: Standing) -> bool:
    """Keep the game's standing (and `finished`) and move its version on, only from the version
    this `game` was read at: False, and nothing stored, when another write came first."""
    values = {
        "standing": standing.to_json(),
        "finished": standing.finished,
        "updated": timezone.now(),
        "version": game.version + 1,
    }
    if not statements.update(Game, values, {"id": game.pk, "version": game.version}):
        return False
    for name, value in values.items():
        setattr(game, name, value)
    return True


def locked(game: Game) -> Game:
    """The game read again and locked against any other write until the transaction ends; GameClosed
    when it is closed to writes."""
    game = Game.objects.select_for_update().get(pk=game.pk)
    if game.closed:
        raise GameClosed
    return game


def insert_deals(
    game: Game,
    before: Standing,
    deals: Sequence[Sequence[Tallied]],
    standings: Sequence[Standing],
    author: Author = NOBODY,
) -> list[Deal]:
    """Store scored deals played after the standing `before` (numbered on from it), each with the
    standing after it (`standings`, in step), entered by `author` at the game's version now: one
    deal (the pad's) by the insert written out, several (a game file) in one statement."""
    first = before.played + 1
    rows = [
        Deal(
            game_id=game.pk,
            number=first + i,
            entered_version=game.version,
            standing=after.to_json(),
            **author.fields(),
        ).store(deal)
        for i, (deal, after) in enumerate(zip(deals, standings, strict=True))
    ]
    if len(rows) == 1:
        return [statements.insert(rows[0])]
    return Deal.objects.bulk_create(rows)


@dataclass(frozen=True)
class Opened:
    """The state of the game a deal form was opened on; the form carries it and every write is tied to it.

    `number` is the deal's number then and `version` the game's version; a
    correction (or a delete) also names the stored deal, by its id (which
    never changes, even when deals before it are deleted) and its version.
    """

    number: int
    version: int
    deal: int | None = None
    deal_version: int | None = None

    @classmethod
    def of(cls, game: Game, deal: Deal) -> "Opened":
        return cls(deal.number, game.version, deal.pk, deal.version)


def changes_since(game: Game, version: int) -> Meanwhile:
    """What changed in the game's deals after its version `version`."""
    entered = Deal.objects.filter(game=game, entered_version__gt=version).select_related("user")
    changes = DealChange.objects.filter(game=game, version__gt=version).select_related("user")
    return Meanwhile(list(entered.order_by("number")), list(changes.order_by("version", "pk")))


def append_deals(game: Game, deals: Sequence[Tallies], author: Author = NOBODY) -> list[Deal]:
    """Check, score and store deals after the last one, whatever changed before (a script, a test).

    Never more deals than the game can have (TooManyDeals): a game of a fixed
    number of deals its number, any other MOST_DEALS.
    The score pad ties its deal to the form instead (`add_deal`).
    """
    for _try in range(TRIES):
        if game.closed:
            raise GameClosed
        rules = game_rules(game)
        before = standing_of(game, rules)
        if before.paper + before.played + len(deals) > rules.most_deals:
            raise TooManyDeals(rules.most_deals)
        after, new, standings = before, [], []
        for tallies in deals:
            deal = checked_deal(rules, after, tallies)
            after = rules.advance(after, deal)
            new.append(deal)
            standings.append(after)
        with transaction.atomic():
            if store_standing(game, after):
                announce_change(game, Change(Write.DEAL_ADDED, author, before.played + 1))
                return insert_deals(game, before, new, standings, author)
        game = Game.objects.get(pk=game.pk)  # another write came first: read again, check again
    raise GameBusy


def add_deal(game: Game, tallies: Tallies, opened: Opened | None = None, author: Author = NOBODY) -> Deal:
    """Check, score and store the deal a form was `opened` for (None: after the last one).

    When nothing changed since the form was opened, the deal is saved with a
    version-checked update of the game, without a lock. Else what changed
    decides: a deal with these same entries saved meanwhile (a second tap, or
    another phone entering the same deal) is DealAlreadyEntered; deals
    entered, deleted or put back meanwhile are GameChanged (the form comes
    back with the entries kept); when only other deals were corrected or the
    game's details changed, the deal is checked again against the fresh
    standing and saved. GameOver when the game has ended.
    """
    if opened is None:
        return append_deals(game, [tallies], author)[0]
    if game.version < opened.version:  # the caller's copy of the game is older than the form
        game = Game.objects.get(pk=game.pk)
    for _try in range(TRIES):
        if game.closed:  # closing moves the version on: a save that read the game open stores nothing
            raise GameClosed
        rules = game_rules(game)
        before = standing_of(game, rules)
        meanwhile = Meanwhile()
        if game.version != opened.version:
            meanwhile = _judge(game, rules, before, opened, tallies)
        elif opened.number != before.played + 1:  # not a number this game's form would carry
            raise GameChanged(meanwhile, before.played + 1)
        if before.finished:
            raise GameOver(meanwhile)
        if before.paper + before.played >= rules.most_deals:
            raise TooManyDeals(rules.most_deals)
        deal = checked_deal(rules, before, tallies)
        after = rules.advance(before, deal)
        with transaction.atomic():
            if store_standing(game, after):
                announce_change(game, Change(Write.DEAL_ADDED, author, before.played + 1))
                return insert_deals(game, before, [deal], [after], author)[0]
        game = Game.objects.get(pk=game.pk)  # another write came first: read again, judge again
    raise GameBusy


def _judge(game: Game, rules: Rules, before: Standing, opened: Opened, tallies: Tallies) -> Meanwhile:
    """What changed since a new deal's form was opened, when it may still be saved; else the refusal."""
    meanwhile = changes_since(game, opened.version)
    typed = [complete_tally(rules, tally) for tally in tallies]
    for deal in meanwhile.entered:
        if deal.entries == typed:
            raise DealAlreadyEntered(deal)
    if opened.version > game.version or meanwhile.moved or opened.number != before.played + 1:
        raise GameChanged(meanwhile, before.played + 1)
    return meanwhile


@dataclass(frozen=True)
class Corrected:
    """A correction that went through: the deal as stored now, and the number its form was opened for."""

    deal: Deal
    was: int
    changed: bool  # False when the deal already held these entries (a second tap: nothing more to do)


def _deleted(game: Game, deal_id: int) -> DealChange | None:
    """Who deleted a deal, and when (the latest delete)."""
    changes = DealChange.objects.filter(game=game, deal_id=deal_id, kind=DealChange.Kind.DELETED)
    return changes.select_related("user").order_by("-version").first()


def _corrected_since(deal: Deal, version: int) -> DealCorrected:
    corrections = deal.changes.filter(kind=DealChange.Kind.CORRECTED, deal_version__gt=version)
    return DealCorrected(deal, list(corrections.select_related("user").order_by("version", "pk")))


def change_deal(game: Game, opened: Opened, tallies: Tallies, author: Author = NOBODY) -> Corrected:
    """Check, score and store new entries for the deal a correction form was `opened` on.

    The deal is found by its id, wherever deals before it moved it: DealGone
    when it was deleted, DealCorrected when another correction came first
    (never last-write-wins). The correction is kept in the deal's history.
    """
    with transaction.atomic():
        game = locked(game)
        deal_id = opened.deal or 0  # a correction's form always names its deal
        deal = Deal.objects.filter(game=game, pk=deal_id).first()
        if deal is None:
            raise DealGone(_deleted(game, deal_id))
        rules = game_rules(game)
        typed = [complete_tally(rules, tally) for tally in tallies]
        if deal.entries == typed:
            return Corrected(deal, opened.number, False)
        if deal.version != opened.deal_version:
            raise _corrected_since(deal, opened.deal_version or 0)
        number, was = deal.number, deal.entries
        starts, deals, paper = starting_totals(game), stored_deals(game), game.paper_deals
        deals[number - 1] = checked_deal(rules, rules.standing(starts, deals[: number - 1], paper), tallies)
        later.refold(rules, starts, deals, number, paper)
        deal.store(deals[number - 1])
        deal.version += 1
        deal.save(update_fields=["entries", "scores", "version"])
        store_standing(game, restand(game, rules))
        announce_change(game, Change(Write.DEAL_CORRECTED, author, number))
        record(game, deal, DealChange.Kind.CORRECTED, author, before=was, after=deal.entries)
    return Corrected(deal, opened.number, True)


def delete_deal(game: Game, deal_id: int, version: int | None = None, author: Author = NOBODY) -> dict[str, Any]:
    """Delete a deal, close the gap in the numbering, and return what undo needs.

    `deal_id` is the deal the player confirmed: after a second tap it is gone
    (DealGone), and the deal that took its number stays. With its `version`,
    a deal corrected since the confirmation was shown is not deleted (DealCorrected).
    """
    with transaction.atomic():
        game = locked(game)
        deal = Deal.objects.filter(game=game, pk=deal_id).first()
        if deal is None:
            raise DealGone(_deleted(game, deal_id))
        if version is not None and deal.version != version:
            raise _corrected_since(deal, version)
        number = deal.number
        later.recheck_without(game_rules(game), starting_totals(game), stored_deals(game), number, game.paper_deals)
        snapshot: dict[str, Any] = {
            "deal": deal.pk,
            "number": number,
            "tallies": deal.entries,
            "deal_version": deal.version,
            "entered_version": deal.entered_version,
            "created": deal.created.isoformat(),
            "author": [deal.user_id, deal.browser, deal.access],
        }
        Deal.objects.filter(pk=deal.pk).delete()
        # Two steps through negative numbers keep (game, number) unique on the way.
        game.deals.filter(number__gt=number).update(number=-F("number"))
        game.deals.filter(number__lt=0).update(number=-F("number") - 1)
        store_standing(game, restand(game, game_rules(game)))
        announce_change(game, Change(Write.DEAL_DELETED, author, number))
        record(game, deal, DealChange.Kind.DELETED, author, before=deal.entries)
        snapshot["version"] = game.version
    return snapshot


def restore_deal(game: Game, snapshot: Mapping[str, Any], author: Author = NOBODY) -> Deal:
    """Put a deleted deal back where it was, under its own id and with its history (undo of `delete_deal`).

    Only while nothing changed in the game since the delete (its version is
    the one the delete left), so a second tap on Undo cannot put the deal back
    twice and a restore never lands in a game that moved on (DealGone). The
    game is then as it was before the delete without the deal, so the deal
    fits where it was and the deals after it fit it, as they did: it is
    scored, not checked again.
    """
    with transaction.atomic():
        game = locked(game)
        if snapshot.get("version") != game.version:
            raise DealGone
        rules, number = game_rules(game), snapshot["number"]
        checked = scored(rules, snapshot["tallies"])
        game.deals.filter(number__gte=number).update(number=-F("number"))
        game.deals.filter(number__lt=0).update(number=-F("number") + 1)
        user, browser, access = snapshot["author"]
        deal = Deal(
            pk=snapshot["deal"],
            game=game,
            number=number,
            version=snapshot["deal_version"],
            entered_version=snapshot["entered_version"],
            created=datetime.fromisoformat(snapshot["created"]),
            user_id=user,
            browser=browser,
            access=access,
        ).store(checked)
        deal.save(force_insert=True)
        store_standing(game, restand(game, rules))
        announce_change(game, Change(Write.DEAL_RESTORED, author, number))
        record(game, deal, DealChange.Kind.RESTORED, author)
    return deal
