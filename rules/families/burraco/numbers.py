"""Every number a table of Burraco plays by, as one frozen dataclass, and its card table.

Burraco is the Italian game of the canasta kin (the rules of the Federazione
Italiana Burraco, FIBUR, as pagat.com and the Italian club pages give them):
two decks with their four jokers, 11 cards to each player and a second hand of
11, the pozzetto, set aside for each side. A burraco is a meld of seven cards
or more; a side closes (goes out) only once it has a burraco and has taken its
pozzetto. A side scores the cards it melded, less those left in its hands, and
its bonuses; a side that never took its pozzetto pays a penalty. The game goes
to 2,005.
"""

from dataclasses import dataclass

from django.utils.translation import gettext_lazy as _

from rules.core.cards import JOKERS, JOKERS_PER_DECK, CardKind, cards_in_decks
from rules.core.rules import Rules
from rules.core.seating import Seating

# The cards' points (every source agrees). Jokers (jolly) and 2s (pinelle) are wild; a 2 in its
# own place in a sequence of its suit is a natural card.
CARDS: tuple[CardKind, ...] = (
    CardKind(JOKERS, _("Jokers"), 30, JOKERS_PER_DECK, wild=True),
    CardKind("twos", _("2s"), 20, 4, wild=True),
    CardKind("aces", _("Aces"), 15, 4),
    CardKind("king_to_eight", _("K to 8"), 10, 24),
    CardKind("seven_to_three", _("7 to 3"), 5, 20),
)

# Numbers of other rule sets that the rule page names where the sources differ; nothing is scored by them.
SEMI_CLEAN_SINCE = 2008  # the year the federation's rules took in the semi-clean burraco
SHORTER_TARGETS = (1005, 505)  # the shorter games some online rooms play
ENGLISH_TARGET = 2000  # the target some English descriptions give
THREE_PLAYER_POTS = (18, 11)  # the federation's game for three: the big pozzetto and the small one ...
THREE_ALONE_FROM = 1000  # ... until a player's total passes this; then every player has a pozzetto

CLEAN_BURRACOS = "clean_burracos"
SEMI_CLEAN_BURRACOS = "semi_clean_burracos"
DIRTY_BURRACOS = "dirty_burracos"
TOOK_POT = "took_pot"


@dataclass(frozen=True)
class BurracoNumbers(Rules):
    """Every number one table of a Burraco game plays by.

    House rules are this object with fields replaced (`dataclasses.replace`):
    the bonuses, the penalty, the target, the card points.
    """

    variant: str
    seating: Seating  # cards_dealt: the hand each player is dealt
    pot_size: int = 11  # the cards of each side's pozzetto
    clean_burraco: int = 200  # no wild card
    semi_clean_burraco: int = 150  # a wild card at one end of seven natural cards in a row
    dirty_burraco: int = 100  # a wild card among the seven
    closing_bonus: int = 100
    pot_penalty: int = 100  # against a side that never took its pozzetto
    target: int = 2005
    decks: int = 2
    burraco_size: int = 7  # the fewest cards of a burraco
    cards: tuple[CardKind, ...] = CARDS

    def __post_init__(self) -> None:
        if self.target <= 0:
            raise ValueError("the target is a positive number of points")
        if min(self.clean_burraco, self.semi_clean_burraco, self.dirty_burraco, self.closing_bonus) < 0:
            raise ValueError("a bonus is a number of points from 0")
        if self.pot_penalty < 0:
            raise ValueError("the pozzetto's penalty is a number of points from 0, taken off")
        if self.pot_size < 1 or self.burraco_size < 1:
            raise ValueError("a pozzetto and a burraco hold cards")
        dealt = self.seating.players * self.seating.cards_dealt + self.seating.sides * self.pot_size
        if dealt >= cards_in_decks(self.cards, self.decks):
            raise ValueError(f"{self.decks} decks do not hold the hands and pozzetti of {self.seating.players} players")

    @property
    def pots(self) -> int:
        """One pozzetto for each side."""
        return self.seating.sides
