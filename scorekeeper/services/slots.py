"""Where a deal being entered goes: the next deal, or a stored deal to correct, with the state of
the game the form is opened on (`Opened`, which the form carries back with what was typed)."""

from functools import cached_property
from typing import Any

from rules.core.deal import check_deal, score_deal
from rules.core.requirement import Requirement
from rules.core.rules import Rules
from rules.core.scores import Problem, SideScore
from rules.core.state import Standing

from ..models import Deal, Game, Side
from .dealer import dealer_name
from .deals import Opened, Tallies, standing_of
from .history import Author, HistoryItem, deal_history
from .rules import game_rules
from .sheet import sitting_out_before, standing_before


class DealSlot:
    """Where a deal being entered goes: the game's rules, and the standing before the deal; for a
    correction, also the stored deal. The sides are read only when a page shows them.

    `kept` is the state a form was opened on when it comes back without being
    saved (a mistake in it): it keeps tying the form to that state until the
    person has been told what changed meanwhile. `gone` is a correction whose
    deal was deleted meanwhile, shown again with what was typed.
    """

    def __init__(
        self,
        game: Game,
        rules: Rules,
        before: Standing,
        deal: Deal | None = None,
        gone: Opened | None = None,
        kept: Opened | None = None,
    ):
        self.game, self.rules, self.before, self.deal = game, rules, before, deal
        self.gone, self.kept = gone, kept

    def keeping(self, opened: Opened | None) -> "DealSlot":
        """This slot, its form still tied to the state it was opened on."""
        return DealSlot(self.game, self.rules, self.before, self.deal, self.gone, opened)

    @cached_property
    def sides(self) -> list[Side]:
        return list(self.game.sides.all())

    @property
    def editing(self) -> bool:
        return self.deal is not None or self.gone is not None

    @property
    def number(self) -> int:
        return self.gone.number if self.gone else self.before.played + 1

    @property
    def dealer(self) -> str:
        """Who deals this deal."""
        out = sitting_out_before(self.game, self.rules, self.number, self.before)
        return dealer_name(self.rules.seating, self.sides, self.game.first_dealer, self.number, out)

    @property
    def opened(self) -> Opened:
        """The state the form is tied to: as it is now, unless kept from the form that came back."""
        if self.kept is not None:
            return self.kept
        if self.gone is not None:
            return self.gone
        if self.deal is not None:
            return Opened.of(self.game, self.deal)
        return Opened(self.number, self.game.version)

    @property
    def entries(self) -> list[dict[str, Any]] | None:
        """What each side entered in the stored deal, when correcting one."""
        return None if self.deal is None else list(self.deal.entries)

    @property
    def requirements(self) -> list[Requirement | None]:
        """Each side's initial meld in this deal (its place in the whole game, the deals on paper counted)."""
        return [self.rules.requirement(total, self.before.following) for total in self.before.totals]

    def problems(self, tallies: Tallies) -> list[Problem]:
        """The engine's problems with this deal, given the deals before it."""
        return check_deal(self.rules, tallies, self.before)

    def scores(self, tallies: Tallies) -> list[tuple[Side, SideScore]]:
        """Each side's score for checked tallies, with its side."""
        return list(zip(self.sides, score_deal(self.rules, tallies), strict=True))

    def history(self, viewer: Author) -> list[HistoryItem]:
        """The stored deal's history (entered, corrected, deleted, put back), oldest first."""
        return [] if self.deal is None else deal_history(self.deal, self.rules, self.sides, viewer)


def next_slot(game: Game) -> DealSlot:
    """The game's next deal: its rules and stored standing, without reading its deals."""
    rules = game_rules(game)
    return DealSlot(game, rules, standing_of(game, rules))


def correction_slot(game: Game, number: int) -> DealSlot | None:
    """A stored deal to correct, with the standing before it (stored on the deal before it); None
    when the game has no such deal."""
    deal = Deal.objects.filter(game=game, number=number).first() if number >= 1 else None
    if deal is None:
        return None
    rules = game_rules(game)
    return DealSlot(game, rules, standing_before(game, rules, number), deal)


def deal_slot(game: Game, deal_id: int | None) -> DealSlot | None:
    """The stored deal with this id to correct, wherever it is now; None when it is gone."""
    number = Deal.objects.filter(game=game, pk=deal_id or 0).values_list("number", flat=True).first()
    return None if number is None else correction_slot(game, number)


def gone_slot(game: Game, opened: Opened) -> DealSlot:
    """A correction whose deal was deleted meanwhile: shown again, still tied to that deal (an undo
    on the phone that deleted it would bring it back, and the correction could then be saved)."""
    rules = game_rules(game)
    return DealSlot(game, rules, standing_of(game, rules), gone=opened)
