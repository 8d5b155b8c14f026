"""The base class of every family's rules: what the score pad asks of one table of one game.

A family's rules class is a frozen dataclass that subclasses `Rules`: its
fields are the numbers the game plays by (so a house rule is a
`dataclasses.replace`, judged by the same `__post_init__` as the presets), its
methods the fields of a tally, the score and the checks of a deal, and the
initial meld (none, by default). Everything else has a default here that a family overrides only
when its game needs it: a fixed number of deals, scores that depend on the
whole deal, checks that depend on the deals before, switches, a summary.

A whole game is a fold: `start` is the standing before the first deal,
`advance` the standing after one more, `row` the line the score sheet shows
for it, and `state` the whole sheet.
"""

from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from dataclasses import Field, dataclass
from functools import cached_property, wraps
from typing import TYPE_CHECKING, Any, ClassVar

from .adjustments import Reason
from .cards import CardKind
from .requirement import Requirement
from .scores import Problem, SideScore
from .seating import Seating
from .settings import Setting
from .state import Cell, DealRow, GameState, Standing, Tallied, added, ranked
from .tally import TallyField
from .words import Text

# The most deals a game played to a target can have. Real games end in tens of
# deals; past this one the score pad takes no more and a game file is refused
# (docs/game-files.md), so a file cannot make a worker replay a million deals.
MOST_DEALS = 1000


def kept[R: "Rules", T](method: Callable[[R], T]) -> Callable[[R], T]:
    """A method of the rules without arguments, worked out once per rules object and then kept in
    its `cache` (rules never change): a family's `fields`, asked several times for every deal saved."""
    key = f"kept:{method.__qualname__}"

    @wraps(method)
    def once(rules: R) -> T:
        if key not in rules.cache:
            rules.cache[key] = method(rules)
        found: T = rules.cache[key]
        return found

    return once


@dataclass(frozen=True)
class Option:
    """A switch of the rules a group turns on for one game: a boolean field of its rules."""

    key: str
    label: Text
    help: Text = ""


@dataclass(frozen=True)
class Place:
    """What one side enters in a deal, given the deals before it: its fields, and a note the form
    shows (a player knocked out). A side with no fields sits the deal out."""

    fields: tuple[TallyField, ...]
    note: str = ""
    rule_anchor: str = ""  # the section of the rule page that explains the note

    @property
    def sitting_out(self) -> bool:
        return not self.fields


class Rules(ABC):
    variant: str
    seating: Seating
    target: int | None  # None for a game of a fixed number of deals

    lowest_wins: ClassVar[bool] = False
    # Common reasons for an adjustment (rules.core.adjustments), with their usual points.
    adjustment_reasons: ClassVar[tuple[Reason, ...]] = ()
    # The numbers a house rule may change (rules.core.house); None: read off the dataclass's fields.
    house_settings: ClassVar[tuple[Setting, ...] | None] = None
    # What `start` and `advance` give, and the score pad stores.
    standing_type: ClassVar[type[Standing]] = Standing
    # Exactly one side goes out in every deal (Kalooki): the deal form asks once who did.
    one_goes_out: ClassVar[bool] = False
    # The keys of `side_figures` and `deal_figures`: a game file's import reads past them.
    figure_keys: ClassVar[frozenset[str]] = frozenset()

    if TYPE_CHECKING:
        # Every family's rules are a frozen dataclass (house rules are `dataclasses.replace`).
        __dataclass_fields__: ClassVar[dict[str, Field[Any]]]

        # Read-only to the engine: a family has them as fields, or works them out
        # (Hand and Foot's decks from its players, Kalooki's cards from its switches).

        @property
        def cards(self) -> tuple[CardKind, ...]:
            """The card table: what each kind of card is worth, and how many a deck holds."""

        @property
        def decks(self) -> int: ...

    @property
    def deals(self) -> int | None:
        """How many deals a game has at most; None when only a target ends it."""
        return None

    @property
    def most_deals(self) -> int:
        """How many deals a game can have: its set number, else the documented MOST_DEALS."""
        return MOST_DEALS if self.deals is None else self.deals

    @abstractmethod
    def fields(self) -> tuple[TallyField, ...]:
        """The fields of a side's tally, in the order of the form."""

    @abstractmethod
    def score(self, tally: Mapping[str, Any]) -> SideScore:
        """One side's score for a deal, from its complete, checked tally."""

    @abstractmethod
    def check(self, tallies: Sequence[Mapping[str, Any]]) -> list[Problem]:
        """Every problem of a deal's tallies on their own; an empty list means it can be scored."""

    def requirement(self, total: int, number: int) -> Requirement | None:
        """A side's initial meld in deal `number` (from 1), from its total before the deal; None in a
        game without an initial meld (the family's words then name none: `rules.core.family.Words`)."""
        return None

    @abstractmethod
    def over(self, totals: Sequence[int], played: int) -> bool:
        """Whether a game with these totals after `played` deals has ended."""

    def read_earlier(self, tally: Mapping[str, Any]) -> dict[str, Any]:
        """A tally as an earlier Meld wrote it in a game file, in today's form: a family whose tally key
        changed meaning converts the old value here (docs/game-files.md); unknown values are left for
        the checks to refuse."""
        return dict(tally)

    def score_deal(self, tallies: Sequence[Mapping[str, Any]]) -> list[SideScore]:
        """Every side's score for a deal; a family whose sides' scores depend on each other overrides it."""
        return [self.score(tally) for tally in tallies]

    def place(self, before: Standing | None, side: int) -> Place:
        """What a side enters in the deal after `before` (None: any deal): every field, by default."""
        return Place(self.fields())

    def check_entry(self, tallies: Sequence[Mapping[str, Any]]) -> list[Problem]:
        """The problems of a deal a person enters or corrects now, beyond `check`: checks an earlier Meld did
        not make (issue 27: canastas bounded by the decks rank by rank, melded points at least their cards).
        A stored deal is never judged by them again (an import, a change of house rules, a later deal re-checked),
        so a game an earlier Meld kept still reads. `tallies` are complete, their values each valid."""
        return []

    def check_history(self, before: Standing, tallies: Sequence[Mapping[str, Any]]) -> list[Problem]:
        """The problems a deal has only because of the deals before it (who is out, buy-ins)."""
        return []

    def options(self) -> tuple[Option, ...]:
        """Switches a group can turn on for one game, each a boolean field of the rules."""
        return ()

    def goal(self) -> str:
        """How the game is won, when the sheet cannot say it from the target ("the last player in wins")."""
        return ""

    def side_figures(self, standing: Standing) -> list[dict[str, int]]:
        """Figures each side has beside its total (Kalooki's chips), by key, as a game file writes them."""
        return [{} for _total in standing.totals]

    def deal_figures(self, tallies: Sequence[Mapping[str, Any]]) -> list[dict[str, int]]:
        """Figures each side's tally makes in a deal beside its score (the chips it won or paid)."""
        return [{} for _tally in tallies]

    def summary(self) -> str:
        """A line for the start page on how a game goes at this table, when the family has one."""
        return ""

    def details(self, entries: Mapping[str, Any]) -> str:
        """A short line under a side's score on the sheet ("2 clean · 1 dirty"), when the family has one."""
        return ""

    @cached_property
    def defaults(self) -> dict[str, int | bool]:
        """Each field of a tally with its value when left out: 0, or false for a flag."""
        return {field.key: field.default for field in self.fields()}

    def complete(self, raw: Mapping[str, Any]) -> dict[str, Any]:
        """The tally with every field present: a missing count is 0, a missing flag false."""
        return {key: raw.get(key, default) for key, default in self.defaults.items()}

    @cached_property
    def cache(self) -> dict[str, Any]:
        """What a reader of these rules works out once from them (the score pad keeps its
        form classes here): rules never change, so nothing worked out from them does."""
        return {}

    # The fold over a game's deals.

    def start(self, starting_totals: Sequence[int], paper: int = 0) -> Standing:
        """The standing before the first deal entered: the totals carried over from paper, after
        `paper` deals played there (either may have ended the game)."""
        totals = tuple(starting_totals)
        over = self.over(totals, paper)
        return Standing(0, totals, 0 if over else None, totals if over else None, paper)

    def advance(self, before: Standing, deal: Sequence[Tallied]) -> Standing:
        """The standing after one more deal; a deal after the end is kept but ends nothing."""
        played = before.played + 1
        totals = added(before.totals, [tallied.score for tallied in deal])
        if before.ended_at is None and self.over(totals, before.paper + played):
            return Standing(played, totals, played, totals, before.paper)
        return Standing(played, totals, before.ended_at, before.final_totals, before.paper)

    def row(self, before: Standing, deal: Sequence[Tallied], after: Standing) -> DealRow:
        """The score sheet's row of the deal that took the game from `before` to `after`
        (numbered as entered; its initial melds are those of its place in the whole game)."""
        number = before.played + 1
        cells = tuple(
            Cell(tallied.score, total, self.requirement(start, before.following), self.details(tallied.entries))
            for tallied, start, total in zip(deal, before.totals, after.totals, strict=True)
        )
        return DealRow(number, cells, after_end=before.ended_at is not None)

    def places(self, standing: Standing) -> tuple[int, ...] | None:
        """Each side's place in a game that has ended (1 first; sides that tie share a place), by the
        final totals; None while it goes on. A family whose winner is not simply the best total overrides it."""
        if standing.final_totals is None:
            return None
        return ranked([total if self.lowest_wins else -total for total in standing.final_totals])

    def winner(self, standing: Standing) -> int | None:
        """The winning side of a game that has ended: the one side in first place; None while it goes on,
        or on a draw (a shared first place)."""
        places = self.places(standing)
        if places is None or places.count(1) != 1:
            return None
        return places.index(1)

    def marks(self, standing: Standing) -> tuple[str, ...]:
        """A word beside each side's place in a game that has ended, when the family has one (Kalooki's
        "bust" for a player who passed the limit), else ""; nothing while it goes on."""
        return ()

    def headline(self, standing: Standing) -> str:
        """What the sheet says about the game as a whole ("Deal 2 of 4"), when the family says anything."""
        return ""

    def side_notes(self, standing: Standing) -> tuple[str, ...]:
        """A short line per side under its total ("Knocked out"), when the family has any."""
        return ()

    def standing(self, starting_totals: Sequence[int], deals: Sequence[Sequence[Tallied]], paper: int = 0) -> Standing:
        """Where the game stands after these deals (and `paper` deals played on paper before them)."""
        standing = self.start(starting_totals, paper)
        for deal in deals:
            standing = self.advance(standing, deal)
        return standing

    def state(self, starting_totals: Sequence[int], deals: Sequence[Sequence[Tallied]], paper: int = 0) -> GameState:
        """The whole score sheet: every row, the totals, the next initial melds, the end and the winner."""
        return self.state_from(self.start(starting_totals, paper), deals)

    def state_from(self, standing: Standing, deals: Sequence[Sequence[Tallied]]) -> GameState:
        """The score sheet from the standing `standing` on: the rows of `deals` (the deals after it),
        and the totals, melds, end and winner after them. A sheet that shows only its latest deals
        starts from the standing stored before them."""
        rows = []
        for deal in deals:
            after = self.advance(standing, deal)
            rows.append(self.row(standing, deal, after))
            standing = after
        return self.conclude(standing, tuple(rows))

    def conclude(self, standing: Standing, rows: tuple[DealRow, ...]) -> GameState:
        return GameState(
            rows=rows,
            totals=standing.totals,
            next_requirements=tuple(self.requirement(total, standing.following) for total in standing.totals),
            ended_at=standing.ended_at,
            final_totals=standing.final_totals,
            winner=self.winner(standing),
            places=self.places(standing),
            marks=self.marks(standing),
            lowest_wins=self.lowest_wins,
            headline=self.headline(standing),
            side_notes=self.side_notes(standing),
            goal=self.goal(),
        )


@dataclass(frozen=True)
class Variant:
    """A preset on the start page: its rules for each seating it can be played in."""

    slug: str
    name: Text
    tables: tuple[Rules, ...]  # the first is the default seating
    group: Text = ""  # the family the start page lists it under ("Canasta", "Samba and its kin")

    @property
    def default(self) -> Rules:
        return self.tables[0]

    def seatings(self) -> tuple[Seating, ...]:
        return tuple(rules.seating for rules in self.tables)

    def player_counts(self) -> list[int]:
        """How many players can play it, each number once, fewest first (two seatings of six are one 6)."""
        return sorted({rules.seating.players for rules in self.tables})

    def rules_for(self, sides: int, players_per_side: int) -> Rules | None:
        return self.seated(f"{sides}x{players_per_side}")

    def seated(self, key: str) -> Rules | None:
        """The rules of the seating with this key (`Seating.key`, "2x2"), if the game is played so."""
        return next((rules for rules in self.tables if rules.seating.key == key), None)
