"""Every number a canasta plays by: the fields of one table, and the named numbers the presets share.

A canasta holds one `CanastaNumbers` per seating (how many sides, how many
players in each), because the numbers change with the table: two players
draw two cards and need two canastas to go out, six players use three decks.
Every rule is a field with a plain name and a default that is Classic
Canasta's (or "not in this game"), so a national variant is Classic Canasta
with some fields replaced, and the engine reads the fields, never a slug.
"""

from dataclasses import dataclass

from django.utils.text import format_lazy
from django.utils.translation import gettext_lazy as _

from rules.core.adjustments import Reason
from rules.core.cards import JOKERS, JOKERS_PER_DECK, RED_THREES_PER_DECK, CardKind
from rules.core.rules import Rules
from rules.core.seating import Seating
from rules.core.words import Text

TWOS = "twos"  # the key of the card table's 2s

# The canastas' card table (seed 002; Samba and the national canastas value the cards alike).
# Red threes are not here: they score as a bonus, never as card points. Jokers and 2s are wild.
CARDS: tuple[CardKind, ...] = (
    CardKind(JOKERS, _("Jokers"), 50, JOKERS_PER_DECK, wild=True),
    CardKind(TWOS, _("2s"), 20, 4, wild=True),
    CardKind("aces", _("Aces"), 20, 4, ranks=("A",)),
    CardKind("king_to_eight", _("K to 8"), 10, 24, ranks=("K", "Q", "J", "10", "9", "8")),
    CardKind("seven_to_four", _("7 to 4"), 5, 16, ranks=("7", "6", "5", "4")),
    CardKind("black_threes", _("Black 3s"), 5, 2),
)

# What a step of the meld table may ask for besides points (`MeldStep.canasta`),
# and how the sheet says it. The key is what the game file writes.
REQUIRED_CANASTAS = {
    "canasta": _("a canasta"),
    "natural": _("a natural canasta"),
}

# How the threes' sign is found (`CanastaNumbers.threes_signed_by`).
BY_MELD = "meld"  # index 0: the side melded nothing; 1: it melded
BY_CANASTAS = "canastas"  # index: the number of canastas the side made


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
    canasta one, a wild canasta all seven); `rank`, `sequence` and `wild_of`
    say which cards it must be of. The check that the decks can make the
    canastas (`decks.py`) reads them.
    """

    key: str
    label: Text
    bonus: int
    wild_cards: int = 0
    help: Text = ""  # what the deal form's help says of it
    rank: str = ""  # the one rank it is of (a canasta of aces); "": any rank
    sequence: bool = False  # cards of one suit in sequence, not of one rank (a samba)
    wild_of: tuple[tuple[str, int], ...] = ()  # wild cards of one kind it must hold: (card kind key, how many)


@dataclass(frozen=True)
class SetBonus:
    """A bonus for a side whose canastas of the deal make a set: at least `canastas` canastas of
    any kind, of which at least `pure` hold no wild card (Italian Canasta's five natural canastas).

    Of the set bonuses with the same number of canastas a side scores only the largest it makes;
    bonuses for different numbers add up. A bonus of 0 is one the game does not play.
    """

    key: str
    label: Text
    canastas: int
    pure: int
    bonus: int


@dataclass(frozen=True)
class CanastaNumbers(Rules):
    """Every number one table of a canasta game plays by.

    Points are signed as they score: a penalty is a negative number. A bonus
    or penalty of 0 means the game does not have it, and its field is not on
    the deal form. `CanastaRules` (rules.py) adds how they score.
    """

    variant: str
    seating: Seating
    canastas: tuple[CanastaKind, ...]
    red_three_scores: tuple[int, ...]  # indexed by how many red threes a side has
    going_out_bonus: int
    concealed_bonus: int  # on top of the going-out bonus; 0: no concealed bonus
    meld_table: tuple[MeldStep, ...]
    target: int | None  # None only in a tournament game (`tournament_hands`)
    canastas_to_go_out: int = 1
    # The canasta kinds (tally keys) that count toward `canastas_to_go_out`; empty: every kind.
    going_out_counts: tuple[str, ...] = ()
    # Going out needs at least one canasta of one of these kinds (Bolivia: an escalera).
    going_out_needs_one_of: tuple[str, ...] = ()
    decks: int = 2
    canasta_size: int = 7
    # A side keeps one meld of each rank (seed 000); Samba lets it have two canastas of a rank (Bicycle).
    one_meld_per_rank: bool = True
    max_wild_cards: int = 3  # in one meld that is not a wild canasta (for the rule tables)
    pile_always_frozen: bool = False  # for the rule tables: the score does not depend on it
    cards: tuple[CardKind, ...] = CARDS
    # Threes. Their points times a sign: `threes_signed_by` BY_MELD looks up
    # `three_signs[0]` for a side that melded nothing and `[1]` for one that
    # melded; BY_CANASTAS looks up the number of canastas made (the last entry
    # for more). 1 counts for the side, -1 against it, 0 not at all.
    threes_signed_by: str = BY_MELD
    three_signs: tuple[int, ...] = (-1, 1)
    black_three_scores: tuple[int, ...] = ()  # by count, like red threes (Modern American); empty: none
    black_three_in_hand_points: int = 0  # each black three left in hand, e.g. -100 (Bolivia)
    black_threes_captured_bonus: int = 0  # a side that captured every black three (Cuban)
    black_three_captured_points: int = 0  # each black three captured, when not every one was (Cuban)
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
    wild_pairs_hand_points: int = 0
    triples_hand_points: int = 0
    acaba_points: int = 0  # what the other sides score when a side calls Acaba; 0: no Acaba
    set_bonuses: tuple[SetBonus, ...] = ()  # Italian: five natural canastas, ten canastas ...
    # Canastas of wild cards earn their bonus only for the side that went out (Italian); the
    # other side scores their cards only.
    wild_bonus_going_out_only: bool = False
    # When more than one side has reached the target, the side that went out in the deal that ended
    # the game wins (seed 002); no preset plays it, every one offers it as a house rule (ending.py).
    went_out_wins: bool = False
    # Each canasta laid down whole from the hand earns this on top of its own bonus (seed 002: 100,
    # so 400 for a concealed mixed canasta, 600 for a natural one); 0 in every preset, a house rule.
    concealed_canasta_bonus: int = 0
    # The tournament game, a house rule of every canasta (issue 44): a set number of hands, one initial
    # meld each (ACS tournaments: 125, 155, 180), in place of the meld table by score and of the target;
    # the higher total after the last hand wins. Empty: the game is played to the target.
    tournament_hands: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        if self.tournament_hands:  # a set number of hands: the target is not played (order-free house rules)
            object.__setattr__(self, "target", None)
        if any(points < 0 for points in self.tournament_hands):
            raise ValueError("a tournament hand's initial meld is a number of points from 0")
        if len(self.red_three_scores) != self.max_red_threes + 1:
            raise ValueError("red_three_scores needs one entry for 0 up to every red three in the decks")
        if self.black_three_scores and len(self.black_three_scores) != self.max_red_threes + 1:
            raise ValueError("black_three_scores needs one entry for 0 up to every black three in the decks")
        if not self.meld_table or self.meld_table[0].from_total is not None:
            raise ValueError("the meld table starts with a step that has no lower bound")
        bounds = [step.from_total for step in self.meld_table[1:] if step.from_total is not None]
        if len(bounds) != len(self.meld_table) - 1 or bounds != sorted(set(bounds)):
            raise ValueError("the meld table's steps rise strictly")
        if any(step.canasta and step.canasta not in REQUIRED_CANASTAS for step in self.meld_table):
            raise ValueError(f"a meld step's canasta is one of {sorted(REQUIRED_CANASTAS)}")
        if not self.tournament_hands and (self.target is None or self.target <= 0):
            raise ValueError("the target is a positive number of points")
        keys = {kind.key for kind in self.canastas}
        if not set(self.going_out_counts + self.going_out_needs_one_of) <= keys:
            raise ValueError("going_out_counts and going_out_needs_one_of name canasta kinds of this game")
        if self.threes_signed_by not in (BY_MELD, BY_CANASTAS) or not self.three_signs:
            raise ValueError("threes are signed by meld or by canastas, with at least one sign")
        if any(sign not in (-1, 0, 1) for sign in self.three_signs):
            raise ValueError("a sign of the threes is -1, 0 or 1")
        if any(bonus.pure > bonus.canastas or bonus.canastas < 1 for bonus in self.set_bonuses):
            raise ValueError("a set bonus needs at least one canasta, and no more pure ones than canastas")

    @property
    def max_red_threes(self) -> int:
        return RED_THREES_PER_DECK * self.decks

    @property
    def deals(self) -> int | None:
        """A tournament game's number of hands; None for a game played to the target."""
        return len(self.tournament_hands) or None


def each_then_all(each: int, threes: int, all_of_them: int) -> tuple[int, ...]:
    """A red-three schedule: `each` per three, and `all_of_them` for every one of `threes`."""
    return (*(each * count for count in range(threes)), all_of_them)


# The canasta kinds, with their bonuses.
ONLY_WILD = _("Canastas of wild cards only.")
SEQUENCE = _("Canastas of one suit in sequence, without a wild card.")
NATURAL = CanastaKind("natural_canastas", _("Natural canastas"), 500, help=_("Canastas without a wild card."))
MIXED = CanastaKind(
    "mixed_canastas", _("Mixed canastas"), 300, wild_cards=1, help=_("Canastas with wild cards in them.")
)
SAMBA_KIND = CanastaKind("sambas", _("Sambas"), 1500, help=SEQUENCE, sequence=True)
ESCALERA = CanastaKind("escaleras", _("Escaleras"), 1500, help=SEQUENCE, sequence=True)
BOLIVIA_KIND = CanastaKind("bolivias", _("Bolivias"), 2500, wild_cards=7, help=ONLY_WILD)
WILD = CanastaKind("wild_canastas", _("Wild canastas"), 2000, wild_cards=7, help=ONLY_WILD)
SEVEN_TWOS = CanastaKind(
    "twos_canastas",
    _("Canastas of seven 2s"),
    4000,
    wild_cards=7,
    help=_("Wild canastas of 2s only."),
    wild_of=((TWOS, 7),),
)
JOKERS_AND_TWOS = CanastaKind(
    "jokers_canastas",
    _("Canastas of 4 jokers, 3 2s"),
    3000,
    wild_cards=7,
    help=_("Wild canastas with every joker of the decks in them."),
    wild_of=((JOKERS, 4), (TWOS, 3)),
)
OTHER_WILD = CanastaKind(
    "wild_canastas",
    _("Other wild canastas"),
    2000,
    wild_cards=7,
    help=_("Canastas of wild cards only, of any other mix."),
)
NATURAL_ACES = CanastaKind(
    "aces_canastas", _("Natural ace canastas"), 2500, help=_("Canastas of aces without a wild card."), rank="A"
)
SEVENS = CanastaKind(
    "sevens_canastas",
    _("Sevens canastas"),
    2500,
    help=_("Canastas of sevens, always without a wild card."),
    rank="7",
)
# The canasta kinds that are sequences of one suit rather than cards of one rank.
SEQUENCE_KINDS = (SAMBA_KIND.key, ESCALERA.key)

CLASSIC_MELD_TABLE = (MeldStep(None, 15), MeldStep(0, 50), MeldStep(1500, 90), MeldStep(3000, 120))
# Six players, three decks (pagat.com): one to four red threes 100 each, five 1,000, six 1,200.
SIX_RED_THREES = (0, 100, 200, 300, 400, 1000, 1200)

# Samba (pagat.com, Bicycle): Bicycle prints 160 for the 7,000 step where the
# others print 150: a house rule can set it; Samba's rule page names both numbers.
SAMBA_MELD_TABLE = CLASSIC_MELD_TABLE + (MeldStep(7000, 150),)
SAMBA_BICYCLE_TOP_MELD = 160

# Modern American follows pagat.com's page on American Canasta throughout. The Canasta
# League of America scores a garbage hand 3,000 where pagat scores 2,000: a house rule, and its
# rule page says so (Meld could not read the League's own rule book to check it).
CANASTA_LEAGUE_GARBAGE_HAND = 3000

# Italian Canasta's bonuses for a set of canastas: rummy-games.com and HowStuffWorks score all
# three; Parlett gives five canastas 1,000, or 2,000 when all five are natural, as optional.
FIVE_NATURAL = SetBonus("five_natural", _("Five natural canastas"), 5, 5, 2000)
FOUR_NATURAL_ONE_MIXED = SetBonus("four_natural_one_mixed", _("Four natural canastas and one mixed"), 5, 4, 1000)
TEN_CANASTAS = SetBonus("ten_canastas", _("Ten canastas"), 10, 0, 2000)
PARLETT_FIVE_CANASTAS = SetBonus("five_canastas", _("Five canastas"), 5, 0, 1000)

# Brazilian Canasta: a sequence of at most this many cards on the table at the end is short.
SHORT_SEQUENCE_MOST_CARDS = 4
# A meld is three cards or more (and "three aces or sevens in hand" three cards): what the decks
# must hold for each meld a side counts that is not a canasta (`tally.Counted.cards_each`).
MELD_LEAST_CARDS = 3
SHORT_SEQUENCE_HELP = format_lazy(
    _("Sequences of {cards} cards or fewer on the table at the end."), cards=SHORT_SEQUENCE_MOST_CARDS
)

# Adjustments real canasta tables make, with their usual points.
CANASTA_REASONS: tuple[Reason, ...] = (
    Reason("exact cut", _("Exact cut"), 100),
    Reason("illegal pile", _("Taking the pile illegally"), -50),
    Reason("out without permission", _("Going out without permission"), -100),
    Reason("undeclared red three", _("Undeclared red three"), -500),
)
