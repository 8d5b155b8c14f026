"""Every number of every canasta Meld keeps score for, as frozen data.

A `Variant` is a preset a group picks on the start page. A canasta holds one
`CanastaRules` per seating (how many sides, how many players in each), because
the numbers change with the table: two players draw two cards and need two
canastas to go out, six players use three decks. House rules are the same
objects with some fields replaced (`dataclasses.replace`), checked by
`__post_init__` like the presets.
"""

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

from django.utils.translation import gettext_lazy as _

from .adjust import CANASTA_REASONS
from .cards import CANASTA_CARDS, RED_THREES_PER_DECK, CardKind
from .checks import check_deal
from .game import GameState, Problem, Seating, SideScore, Tallied, Variant
from .scoring import game_state, score_side
from .tally import TallyField, tally_fields


@dataclass(frozen=True)
class MeldStep:
    """From `from_total` up, a side's initial meld must be worth `points`.

    The first step of a table has `from_total=None`: it covers every total
    below the next step, negative totals included.
    """

    from_total: int | None
    points: int


@dataclass(frozen=True)
class CanastaKind:
    """A kind of canasta and its bonus; `key` is the tally key of its count."""

    key: str
    label: str
    bonus: int


@dataclass(frozen=True)
class CanastaRules:
    """Every number one table of a canasta game plays by."""

    variant: str
    seating: Seating
    canastas: tuple[CanastaKind, ...]
    red_three_scores: tuple[int, ...]  # indexed by how many red threes a side has
    going_out_bonus: int
    concealed_bonus: int  # on top of the going-out bonus
    meld_table: tuple[MeldStep, ...]
    target: int
    canastas_to_go_out: int = 1
    decks: int = 2
    canasta_size: int = 7
    cards: tuple[CardKind, ...] = CANASTA_CARDS

    def __post_init__(self) -> None:
        if len(self.red_three_scores) != self.max_red_threes + 1:
            raise ValueError("red_three_scores needs one entry for 0 up to every red three in the decks")
        if not self.meld_table or self.meld_table[0].from_total is not None:
            raise ValueError("the meld table starts with a step that has no lower bound")
        bounds = [step.from_total for step in self.meld_table[1:]]
        if any(bound is None for bound in bounds) or bounds != sorted(set(bounds)):
            raise ValueError("the meld table's steps rise strictly")
        if self.target <= 0:
            raise ValueError("the target is a positive number of points")

    @property
    def max_red_threes(self) -> int:
        return RED_THREES_PER_DECK * self.decks

    lowest_wins = False
    adjustment_reasons = CANASTA_REASONS

    def fields(self) -> tuple[TallyField, ...]:
        return tally_fields(self)

    def score(self, tally: Mapping) -> SideScore:
        return score_side(self, tally)

    def check(self, tallies: Sequence[Mapping]) -> list[Problem]:
        return check_deal(self, tallies)

    def state(self, starting_totals: Sequence[int], deals: Sequence[Sequence[Tallied]]) -> GameState:
        return game_state(self, starting_totals, [[side.score for side in deal] for deal in deals])


NATURAL = CanastaKind("natural_canastas", _("Natural canastas"), 500)
MIXED = CanastaKind("mixed_canastas", _("Mixed canastas"), 300)

_classic = CanastaRules(
    variant="classic-canasta",
    seating=Seating(sides=2, players_per_side=2, cards_dealt=11),
    canastas=(NATURAL, MIXED),
    red_three_scores=(0, 100, 200, 300, 800),
    going_out_bonus=100,
    concealed_bonus=100,
    meld_table=(MeldStep(None, 15), MeldStep(0, 50), MeldStep(1500, 90), MeldStep(3000, 120)),
    target=5000,
)

CLASSIC_CANASTA = Variant(
    slug="classic-canasta",
    name=_("Classic Canasta"),
    tables=(
        _classic,
        replace(
            _classic,
            seating=Seating(sides=2, players_per_side=1, cards_dealt=15, draw=2),
            canastas_to_go_out=2,
        ),
        replace(
            _classic,
            seating=Seating(sides=3, players_per_side=1, cards_dealt=13),
            canastas_to_go_out=2,
        ),
        # Six players use three decks (pagat.com): more red threes, a longer game
        # and a fifth step in the meld table.
        replace(
            _classic,
            seating=Seating(sides=2, players_per_side=3, cards_dealt=13),
            decks=3,
            canastas_to_go_out=2,
            red_three_scores=(0, 100, 200, 300, 400, 1000, 1200),
            meld_table=_classic.meld_table + (MeldStep(7500, 150),),
            target=10000,
        ),
    ),
)

CANASTAS: tuple[Variant, ...] = (CLASSIC_CANASTA,)
