"""What a write can refuse, and how a problem of a stored deal names its place."""

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from django.utils.translation import gettext as _

from rules.core.family import Words
from rules.core.scores import Problem
from rules.core.words import Text

from ..models import Deal, DealChange


@dataclass(frozen=True)
class Meanwhile:
    """What changed in a game since a form was opened: the deals entered since (as they are now),
    and the corrections, deletes and undos since, oldest first."""

    entered: list[Deal] = field(default_factory=list)
    changes: list[DealChange] = field(default_factory=list)

    @property
    def moved(self) -> bool:
        """Whether deals were entered, deleted or put back: the next deal's number is not the one it was."""
        kinds = {DealChange.Kind.DELETED, DealChange.Kind.RESTORED}
        return bool(self.entered) or any(change.kind in kinds for change in self.changes)


class DealAlreadyEntered(Exception):
    """A deal with these same entries was saved since the form was opened (a second tap, or another
    phone that entered the same deal): nothing more was saved."""

    def __init__(self, deal: Deal):
        super().__init__(f"deal {deal.number} was saved already")
        self.deal = deal


class GameChanged(Exception):
    """Deals were entered, deleted or put back since a new deal's form was opened, so it would not
    be the deal it was opened for: nothing was saved. `number` is the number it would get now."""

    def __init__(self, meanwhile: Meanwhile, number: int):
        super().__init__(f"the game changed; the next deal is {number}")
        self.meanwhile, self.number = meanwhile, number


class DealGone(Exception):
    """The deal was deleted meanwhile (a second tap, or another phone); `deleted` says by whom, when known."""

    def __init__(self, deleted: DealChange | None = None):
        super().__init__("the deal is gone")
        self.deleted = deleted


class DealCorrected(Exception):
    """The deal was corrected since its form was opened: nothing was saved, never last-write-wins.
    `deal` is the deal as it is now, `corrections` those made since, oldest first."""

    def __init__(self, deal: Deal, corrections: list[DealChange]):
        super().__init__(f"deal {deal.number} was corrected meanwhile")
        self.deal, self.corrections = deal, corrections


class GameOver(Exception):
    """A new deal for a game that has already ended; `meanwhile` is what changed since its form was opened."""

    def __init__(self, meanwhile: Meanwhile | None = None):
        super().__init__("the game is over")
        self.meanwhile = meanwhile or Meanwhile()


class TooManyDeals(GameOver):
    """More deals than a game of a fixed number of deals has."""

    def __init__(self, most: int):
        super().__init__()
        self.args = (f"the game has {most} deals",)


class GameBusy(Exception):
    """Other phones kept writing to the game while a deal was being saved; nothing was saved."""


class GameClosed(Exception):
    """The game is closed to every write (what it is played for closed it: a league's season), or to this write
    (`reason` says why: a club night's table after its round ended); nothing was saved."""

    def __init__(self, reason: str = "") -> None:
        super().__init__(reason or "the game is closed")
        self.reason = reason


class RulesFixed(Exception):
    """New house rules for a game whose rules are fixed (a league's); nothing was saved."""

    def __init__(self) -> None:
        super().__init__("the game's rules are fixed")


def closed_message(reason: str = "") -> str:
    """What a person is told when a write to a closed game is refused (`reason`: the refusal's own, if it has one)."""
    return reason or _("This game is closed: its result is final, and nothing in it can be changed.")


class DealRejected(Exception):
    """The rules engine found problems with a deal; nothing was saved."""

    def __init__(self, problems: list[Problem]):
        super().__init__("; ".join(problem.message for problem in problems))
        self.problems = problems


def placed(
    words: Words, number: int, problem: Problem, names: Sequence[str], labels: Mapping[str, Text] | None = None
) -> str:
    """A problem of deal `number` with its place, in its family's words: "Deal 2, They: …", with the field
    when `labels` name it."""
    place = str(words.deal_number) % {"number": number}
    # The joins are messages too: Japanese writes them with its own punctuation.
    if problem.side is not None:
        place = _("%(place)s, %(side)s") % {"place": place, "side": names[problem.side]}
    if labels is not None and problem.field:
        field = f"{labels[problem.field]} ({problem.field})"
        place = _("%(place)s, %(field)s") % {"place": place, "field": field}
    return _("%(place)s: %(problem)s") % {"place": place, "problem": problem.message}
