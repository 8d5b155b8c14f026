"""What every game family shares, and the protocol a family's rules follow.

A family (the canastas, Hand and Foot, Kalooki) has its own rules dataclass
and its own scoring, but the score pad only ever talks to this protocol: the
fields of a tally, the score of one tally, the checks across a deal, and the
state of a whole game. So a new family needs no change in `scorekeeper/`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Protocol

from django.utils.formats import number_format
from django.utils.translation import gettext

from .cards import CardKind
from .tally import TallyField


@dataclass(frozen=True)
class Line:
    """One line of a side's score for a deal, as the breakdown shows it."""

    key: str
    label: str
    points: int
    count: int | None = None


@dataclass(frozen=True)
class SideScore:
    lines: tuple[Line, ...]

    @property
    def total(self) -> int:
        return sum(line.points for line in self.lines)


@dataclass(frozen=True)
class Problem:
    """Something wrong with a deal: on one side's field, one side, or the whole deal."""

    message: str
    side: int | None = None
    field: str | None = None


@dataclass(frozen=True)
class Requirement:
    """What a side's initial meld needs: points, and in some games a canasta too.

    `canasta` is empty, or the key of a canasta kind ("canasta" for any); its
    words come from the family, in `canasta_words`. `rule_anchor` is the
    section of the game's rule page that explains it (the score pad links there).
    """

    points: int
    canasta: str = ""
    canasta_words: str = field(default="", compare=False)
    rule_anchor: str = field(default="", compare=False)  # the rule page's section on it; "" for none

    def __str__(self) -> str:
        points = number_format(self.points, force_grouping=True)
        if not self.canasta:
            return points
        if not self.points:
            return self.canasta_words
        return gettext("%(points)s and %(canasta)s") % {"points": points, "canasta": self.canasta_words}

    def export(self) -> int | dict:
        """How the JSON format writes it: a number, or an object when a canasta is needed."""
        if not self.canasta:
            return self.points
        return {"points": self.points, "canasta": self.canasta}


@dataclass(frozen=True)
class Seating:
    """How the players sit: the number of sides and the players on each."""

    sides: int
    players_per_side: int
    cards_dealt: int
    draw: int = 1

    @property
    def players(self) -> int:
        return self.sides * self.players_per_side

    @property
    def partnerships(self) -> bool:
        return self.players_per_side > 1

    def arrangement(self) -> str:
        """How the players sit, without their number: for a list that shows it."""
        if not self.partnerships:
            return gettext("each plays alone")
        return gettext("in %(sides)d teams of %(per_side)d") % {"sides": self.sides, "per_side": self.players_per_side}

    def describe(self) -> str:
        if not self.partnerships:
            return gettext("%(players)d players, each alone") % {"players": self.players}
        return gettext("%(players)d players in %(sides)d teams of %(per_side)d") % {
            "players": self.players,
            "sides": self.sides,
            "per_side": self.players_per_side,
        }


@dataclass(frozen=True)
class Tallied:
    """A stored tally: what the side entered, and the score the engine gave it."""

    entries: Mapping
    score: int


@dataclass(frozen=True)
class DealRow:
    """One row of the score sheet."""

    number: int
    scores: tuple[int, ...]
    totals: tuple[int, ...]  # running totals after the deal
    requirements: tuple[Requirement, ...]  # each side's initial meld requirement in the deal
    after_end: bool  # played after the game had already ended
    details: tuple[str, ...] = ()  # a short line per side under its score, if the game has one


@dataclass(frozen=True)
class GameState:
    rows: tuple[DealRow, ...]
    totals: tuple[int, ...]
    next_requirements: tuple[Requirement, ...]
    ended_at: int | None  # the deal that ended the game (0: it began over the target)
    final_totals: tuple[int, ...] | None
    winner: int | None  # the index of the winning side; None while playing or on a draw
    lowest_wins: bool = False
    headline: str = ""  # what the sheet says about the game as a whole ("Deal 2 of 4")
    side_notes: tuple[str, ...] = ()  # a short line per side under its total ("Out")

    @property
    def finished(self) -> bool:
        return self.ended_at is not None

    @property
    def draw(self) -> bool:
        return self.finished and self.winner is None


class Rules(Protocol):
    """What the score pad needs from the rules of one table of one game."""

    variant: str
    seating: Seating
    target: int | None  # None for a game of a fixed number of deals
    deals: int | None  # how many deals a game has at most; None when only a target ends it
    cards: tuple[CardKind, ...]
    decks: int
    lowest_wins: bool

    def fields(self) -> tuple[TallyField, ...]: ...

    def score(self, tally: Mapping) -> SideScore: ...

    def check(self, tallies: Sequence[Mapping]) -> list[Problem]: ...

    def state(self, starting_totals: Sequence[int], deals: Sequence[Sequence[Tallied]]) -> GameState: ...

    # Optional, found with getattr so a family that needs none of them writes none:
    #   score_deal(tallies) -> list[SideScore]: when a side's score depends on the
    #     other tallies of the deal (Kalooki's doubling); the default scores each alone.
    #   check_history(starting_totals, earlier, tallies) -> list[Problem]: checks that
    #     need the deals before (who is out, buy-ins); the default has none.
    #   options() -> tuple[Option, ...]: switches a group can turn on for one game,
    #     each a boolean field of the rules dataclass; the default has none.


@dataclass(frozen=True)
class Option:
    """A switch of the rules a group turns on for one game: a boolean field of its rules."""

    key: str
    label: str
    help: str = ""


def score_deal(rules: Rules, tallies: Sequence[Mapping]) -> list[SideScore]:
    """Every side's score for a deal of complete, checked tallies."""
    custom = getattr(rules, "score_deal", None)
    return list(custom(tallies)) if custom else [rules.score(tally) for tally in tallies]


def check_in_game(
    rules: Rules, starting_totals: Sequence[int], earlier: Sequence[Sequence[Tallied]], tallies: Sequence[Mapping]
) -> list[Problem]:
    """The problems of a deal played after `earlier`: its own, then those the game so far adds."""
    problems = rules.check(tallies)
    custom = getattr(rules, "check_history", None)
    if problems or custom is None:
        return problems
    return custom(starting_totals, earlier, [complete(rules, tally) for tally in tallies])


def rule_options(rules: Rules) -> tuple[Option, ...]:
    custom = getattr(rules, "options", None)
    return tuple(custom()) if custom else ()


def complete(rules: Rules, raw: Mapping[str, object]) -> dict[str, object]:
    """The tally with every field present: a missing count is 0, a missing flag false."""
    return {field.key: raw.get(field.key, field.default) for field in rules.fields()}


def deal_limit(rules: Rules) -> int | None:
    """How many deals a game under these rules can have; None for no limit.

    Read with a default, so a family that has no limit need not say so.
    """
    return getattr(rules, "deals", None)


def rules_summary(rules: Rules) -> str:
    """A line for the start page on how a game goes at this table, if its family has one.

    A family may give its rules a `summary()` method; the others need nothing.
    """
    summary = getattr(rules, "summary", None)
    return summary() if summary else ""


def leader(totals: Sequence[int], lowest_wins: bool = False) -> int | None:
    """The side with the best total, or None when two share it."""
    best = min(totals) if lowest_wins else max(totals)
    return totals.index(best) if list(totals).count(best) == 1 else None


def running_state(
    starting_totals: Sequence[int],
    deal_scores: Sequence[Sequence[int]],
    requirement: Callable[[int, int], Requirement],
    over: Callable[[Sequence[int], int], bool],
    lowest_wins: bool = False,
) -> GameState:
    """Totals, requirements and the end of a game whose totals just add up.

    `requirement(total, number)` is a side's initial meld in deal `number` from
    its total before it; `over(totals, deals_played)` says whether the game has
    ended. Deals entered after the end are kept and flagged, not dropped.
    """
    totals = tuple(starting_totals)
    ended_at = 0 if over(totals, 0) else None
    final_totals = totals if ended_at is not None else None
    rows = []
    for number, scores in enumerate(deal_scores, start=1):
        requirements = tuple(requirement(total, number) for total in totals)
        totals = tuple(total + score for total, score in zip(totals, scores, strict=True))
        rows.append(DealRow(number, tuple(scores), totals, requirements, after_end=ended_at is not None))
        if ended_at is None and over(totals, number):
            ended_at, final_totals = number, totals
    following = len(rows) + 1
    return GameState(
        rows=tuple(rows),
        totals=totals,
        next_requirements=tuple(requirement(total, following) for total in totals),
        ended_at=ended_at,
        final_totals=final_totals,
        winner=leader(final_totals, lowest_wins) if final_totals is not None else None,
        lowest_wins=lowest_wins,
    )


@dataclass(frozen=True)
class Variant:
    """A preset on the start page: its rules for each seating it can be played in."""

    slug: str
    name: str
    tables: tuple[Rules, ...]  # the first is the default seating
    group: str = ""  # the family the start page lists it under ("Canasta", "Samba and its kin")

    @property
    def default(self) -> Rules:
        return self.tables[0]

    def seatings(self) -> tuple[Seating, ...]:
        return tuple(rules.seating for rules in self.tables)

    def rules_for(self, sides: int, players_per_side: int) -> Rules | None:
        for rules in self.tables:
            if (rules.seating.sides, rules.seating.players_per_side) == (sides, players_per_side):
                return rules
        return None
