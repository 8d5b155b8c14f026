"""Every number a table of Kalooki plays by, its switches, and what its standing keeps.

`KalookiNumbers` holds every number of one table; the presets are "kalooki"
(seed 004: the game ends in the deal in which a total reaches 150; two
decks and four jokers) and "kalookie-british" (pagat.com: two decks and two
jokers; a player above 150 is knocked out, may buy back in, the last player
in wins). The switches of seed 004 (ace 11, kalooki doubling,
chips) are boolean fields a group turns on for one game (`OPTIONS`).
"""

from dataclasses import dataclass

from django.utils.text import format_lazy
from django.utils.translation import gettext_lazy as _

from rules.core.cards import CardKind
from rules.core.rules import Option, Rules
from rules.core.seating import Seating
from rules.core.state import Standing

from .cards import KALOOKI_ACE, KALOOKI_JOKER, kalooki_cards

ACE_ELEVEN = 11
KALOOKI_FACTOR = 2  # a kalooki doubles the others' penalties and chips
CHIPS_PER_CARD = 1
CHIPS_PER_JOKER = 2
CHIPS = "chips"  # the switch, and the key of a player's chips in a game file

OPTIONS = (
    Option("ace_eleven", _("Ace counts 11"), format_lazy(_("Instead of {points}."), points=KALOOKI_ACE)),
    Option(
        "kalooki_doubles",
        _("Kalooki doubles"),
        _("Going out in one turn without having melded before doubles everyone else's penalty."),
    ),
    Option(
        CHIPS,
        _("Chips"),
        _("Each player pays the winner of a deal a chip per card left, two per joker."),
    ),
)


@dataclass(frozen=True)
class KalookiNumbers(Rules):
    """Every number one table of a Kalooki game plays by."""

    variant: str
    seating: Seating
    target: int = 150  # the default game ends there; British knocks out above it
    initial_meld: int = 51
    ace_points: int = KALOOKI_ACE
    joker_points: int = KALOOKI_JOKER
    decks: int = 2
    jokers: int = 4  # in the whole pack (seed 004: four; British Kalookie: two)
    knock_out: bool = False  # British: above the target a player is out
    buy_ins: int = 0  # British: how often a knocked-out player may buy back in
    ace_eleven: bool = False  # switch
    kalooki_doubles: bool = False  # switch
    chips: bool = False  # switch

    def __post_init__(self) -> None:
        if self.target <= 0 or self.initial_meld <= 0:
            raise ValueError("the target and the initial meld are positive numbers of points")
        if self.buy_ins < 0 or (self.buy_ins and not self.knock_out):
            raise ValueError("buy-ins are for a game where players are knocked out")
        if self.jokers < 0 or self.jokers % self.decks:
            raise ValueError(f"the jokers are shared evenly among the {self.decks} decks")

    @property
    def ace(self) -> int:
        return ACE_ELEVEN if self.ace_eleven else self.ace_points

    @property
    def cards(self) -> tuple[CardKind, ...]:
        return kalooki_cards(self.ace, self.joker_points, self.jokers // self.decks)

    @property
    def jokers_in_decks(self) -> int:
        return self.jokers


@dataclass(frozen=True)
class KalookiStanding(Standing):
    """Where a Kalooki game stands: also who is out and how often each bought back in
    (British), and each player's chips."""

    out: tuple[bool, ...] = ()
    buy_ins: tuple[int, ...] = ()
    chips: tuple[int, ...] = ()

    @property
    def still_in(self) -> list[int]:
        return [side for side, out in enumerate(self.out) if not out]

    @property
    def sitting_out(self) -> tuple[bool, ...]:
        return self.out

    @property
    def anyone_sat_out(self) -> bool:
        return any(self.out) or any(self.buy_ins)
