"""Every number of every canasta Meld keeps score for, as frozen data.

A `Variant` is a preset a group picks on the start page. A canasta holds one
`CanastaRules` per seating (how many sides, how many players in each), because
the numbers change with the table: two players draw two cards and need two
canastas to go out, six players use three decks. House rules are the same
objects with some fields replaced (`dataclasses.replace`), checked by
`__post_init__` like the presets.

Every rule of a canasta is a field of `CanastaRules` with a plain name and a
default that is Classic Canasta's (or "not in this game"), so a national
variant is Classic Canasta with some fields replaced, and the engine reads the
fields, never the variant's slug. The national presets are in `canastas.py`.
"""

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

from django.utils.translation import gettext_lazy as _

from .adjust import CANASTA_REASONS
from .cards import CANASTA_CARDS, RED_THREES_PER_DECK, CardKind
from .checks import check_deal
from .game import GameState, Problem, Seating, SideScore, Tallied, Variant
from .scoring import BY_CANASTAS, BY_MELD, REQUIRED_CANASTAS, game_state, score_deal, score_side
from .tally import TallyField, tally_fields


@dataclass(frozen=True)
class MeldStep:
    """From `from_total` up, a side's initial meld must be worth `points`.

    The first step of a table has `from_total=None`: it covers every total
    below the next step, negative totals included. `canasta` ("canasta" or
    "natural", see REQUIRED_CANASTAS) is a canasta the initial meld must
    hold, on top of the points (Brazilian Canasta).
    """

    from_total: int | None
    points: int
    canasta: str = ""


@dataclass(frozen=True)
class CanastaKind:
    """A kind of canasta and its bonus; `key` is the tally key of its count.

    `wild_cards` is the fewest wild cards one such canasta holds (a mixed
    canasta one, a wild canasta all seven): the check that the decks hold
    enough wild cards reads it.
    """

    key: str
    label: str
    bonus: int
    wild_cards: int = 0


@dataclass(frozen=True)
class CanastaRules:
    """Every number one table of a canasta game plays by.

    Points are signed as they score: a penalty is a negative number. A bonus
    or penalty of 0 means the game does not have it, and its field is not on
    the deal form.
    """

    variant: str
    seating: Seating
    canastas: tuple[CanastaKind, ...]
    red_three_scores: tuple[int, ...]  # indexed by how many red threes a side has
    going_out_bonus: int
    concealed_bonus: int  # on top of the going-out bonus; 0: no concealed bonus
    meld_table: tuple[MeldStep, ...]
    target: int
    canastas_to_go_out: int = 1
    # The canasta kinds (tally keys) that count toward `canastas_to_go_out`; empty: every kind.
    going_out_counts: tuple[str, ...] = ()
    # Going out needs at least one canasta of one of these kinds (Bolivia: an escalera).
    going_out_needs_one_of: tuple[str, ...] = ()
    decks: int = 2
    canasta_size: int = 7
    max_wild_cards: int = 3  # in one meld that is not a wild canasta (for the rule tables)
    pile_always_frozen: bool = False  # for the rule tables: the score does not depend on it
    cards: tuple[CardKind, ...] = CANASTA_CARDS
    # Threes. Their points times a sign: `threes_signed_by` BY_MELD looks up
    # `three_signs[0]` for a side that melded nothing and `[1]` for one that
    # melded; BY_CANASTAS looks up the number of canastas made (the last entry
    # for more). 1 counts for the side, -1 against it, 0 not at all.
    threes_signed_by: str = BY_MELD
    three_signs: tuple[int, ...] = (-1, 1)
    black_three_scores: tuple[int, ...] = ()  # by count, like red threes (Modern American); empty: none
    black_three_in_hand_points: int = 0  # each black three left in hand, e.g. -100 (Bolivia)
    black_threes_captured_bonus: int = 0  # a side that captured every black three (Cuban)
    short_sequence_points: int = 0  # each sequence shorter than five cards at the end (Brazilian)
    melded_minus_without_canasta: bool = False  # melded cards count minus with no canasta
    # Modern American's penalties, each time it happens.
    unfinished_aces_or_sevens_points: int = 0  # a meld of aces or of sevens that is no canasta
    unfinished_wild_meld_points: int = 0  # a meld of wild cards that is no canasta
    aces_or_sevens_in_hand_points: int = 0  # three or more aces or sevens left in one hand
    # Special hands: the side scores this instead of the normal count; 0: not allowed.
    pairs_hand_points: int = 0
    straight_hand_points: int = 0
    garbage_hand_points: int = 0
    acaba_points: int = 0  # what the other sides score when a side calls Acaba; 0: no Acaba

    def __post_init__(self) -> None:
        if len(self.red_three_scores) != self.max_red_threes + 1:
            raise ValueError("red_three_scores needs one entry for 0 up to every red three in the decks")
        if self.black_three_scores and len(self.black_three_scores) != self.max_red_threes + 1:
            raise ValueError("black_three_scores needs one entry for 0 up to every black three in the decks")
        if not self.meld_table or self.meld_table[0].from_total is not None:
            raise ValueError("the meld table starts with a step that has no lower bound")
        bounds = [step.from_total for step in self.meld_table[1:]]
        if any(bound is None for bound in bounds) or bounds != sorted(set(bounds)):
            raise ValueError("the meld table's steps rise strictly")
        if any(step.canasta and step.canasta not in REQUIRED_CANASTAS for step in self.meld_table):
            raise ValueError(f"a meld step's canasta is one of {sorted(REQUIRED_CANASTAS)}")
        if self.target <= 0:
            raise ValueError("the target is a positive number of points")
        keys = {kind.key for kind in self.canastas}
        if not set(self.going_out_counts + self.going_out_needs_one_of) <= keys:
            raise ValueError("going_out_counts and going_out_needs_one_of name canasta kinds of this game")
        if self.threes_signed_by not in (BY_MELD, BY_CANASTAS) or not self.three_signs:
            raise ValueError("threes are signed by meld or by canastas, with at least one sign")
        if any(sign not in (-1, 0, 1) for sign in self.three_signs):
            raise ValueError("a sign of the threes is -1, 0 or 1")

    @property
    def max_red_threes(self) -> int:
        return RED_THREES_PER_DECK * self.decks

    lowest_wins = False
    deals = None  # a target ends the game, not a number of deals
    adjustment_reasons = CANASTA_REASONS

    def fields(self) -> tuple[TallyField, ...]:
        return tally_fields(self)

    def score(self, tally: Mapping) -> SideScore:
        return score_side(self, tally)

    def score_deal(self, tallies: Sequence[Mapping]) -> list[SideScore]:
        return score_deal(self, tallies)

    def check(self, tallies: Sequence[Mapping]) -> list[Problem]:
        return check_deal(self, tallies)

    def state(self, starting_totals: Sequence[int], deals: Sequence[Sequence[Tallied]]) -> GameState:
        return game_state(self, starting_totals, [[side.score for side in deal] for deal in deals])


def each_then_all(each: int, threes: int, all_of_them: int) -> tuple[int, ...]:
    """A red-three schedule: `each` per three, and `all_of_them` for every one of `threes`."""
    return (*(each * count for count in range(threes)), all_of_them)


NATURAL = CanastaKind("natural_canastas", _("Natural canastas"), 500)
MIXED = CanastaKind("mixed_canastas", _("Mixed canastas"), 300, wild_cards=1)
CLASSIC_MELD_TABLE = (MeldStep(None, 15), MeldStep(0, 50), MeldStep(1500, 90), MeldStep(3000, 120))
# Six players, three decks (pagat.com): one to four red threes 100 each, five 1,000, six 1,200.
SIX_RED_THREES = (0, 100, 200, 300, 400, 1000, 1200)

CLASSIC = CanastaRules(
    variant="classic-canasta",
    seating=Seating(sides=2, players_per_side=2, cards_dealt=11),
    canastas=(NATURAL, MIXED),
    red_three_scores=each_then_all(100, 4, 800),
    going_out_bonus=100,
    concealed_bonus=100,
    meld_table=CLASSIC_MELD_TABLE,
    target=5000,
)

CLASSIC_CANASTA = Variant(
    slug="classic-canasta",
    name=_("Classic Canasta"),
    tables=(
        CLASSIC,
        replace(
            CLASSIC,
            seating=Seating(sides=2, players_per_side=1, cards_dealt=15, draw=2),
            canastas_to_go_out=2,
        ),
        replace(
            CLASSIC,
            seating=Seating(sides=3, players_per_side=1, cards_dealt=13),
            canastas_to_go_out=2,
        ),
        # Six players use three decks (pagat.com): more red threes, a longer game
        # and a fifth step in the meld table; three teams of two play to 7,500.
        replace(
            CLASSIC,
            seating=Seating(sides=2, players_per_side=3, cards_dealt=13),
            decks=3,
            canastas_to_go_out=2,
            red_three_scores=SIX_RED_THREES,
            meld_table=CLASSIC_MELD_TABLE + (MeldStep(7500, 150),),
            target=10000,
        ),
        replace(
            CLASSIC,
            seating=Seating(sides=3, players_per_side=2, cards_dealt=13),
            decks=3,
            canastas_to_go_out=2,
            red_three_scores=SIX_RED_THREES,
            target=7500,
        ),
    ),
    group=_("Canasta"),
)
