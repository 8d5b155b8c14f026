"""The canasta presets: Classic Canasta at every seating, and the national canastas as data.

Each national canasta is Classic Canasta or Samba with fields replaced. The
numbers follow seed 002 (the encyclopedia article on Canasta) and, where it
gives none, the published rules named in the comments (pagat.com, Bicycle,
rummy-games.com). No preset has an `if` of its own in the engine: what makes
Bolivia Bolivia is the values of its fields.
"""

from dataclasses import replace

from django.utils.translation import gettext_lazy as _

from rules.core.cards import JOKERS
from rules.core.rules import Variant
from rules.core.seating import Seating

from .numbers import (
    BOLIVIA_KIND,
    BY_CANASTAS,
    CLASSIC_MELD_TABLE,
    ESCALERA,
    FIVE_NATURAL,
    FOUR_NATURAL_ONE_MIXED,
    JOKERS_AND_TWOS,
    MIXED,
    NATURAL,
    NATURAL_ACES,
    OTHER_WILD,
    PARLETT_FIVE_CANASTAS,
    SAMBA_KIND,
    SAMBA_MELD_TABLE,
    SEVEN_TWOS,
    SEVENS,
    SIX_RED_THREES,
    TEN_CANASTAS,
    WILD,
    CanastaKind,
    MeldStep,
    each_then_all,
)
from .rules import CanastaRules

# The start page's groups.
CANASTA = _("Canasta")
THREE_DECKS = _("Samba and the three-deck canastas")

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

# Classic Canasta at every seating it is played in, the usual one first.
CLASSIC_TABLES: tuple[CanastaRules, ...] = (
    CLASSIC,
    replace(
        CLASSIC,
        seating=Seating(sides=2, players_per_side=1, cards_dealt=15, draw=2),
        canastas_to_go_out=2,
    ),
    # Three players alone (seed 002): 13 cards each, drawing one card, so one canasta goes out, as
    # at four; seed 002 ties the two canastas to the two-player game, where each player draws two.
    # A table that asks two of three players sets it as a house rule (`canastas_to_go_out`).
    replace(CLASSIC, seating=Seating(sides=3, players_per_side=1, cards_dealt=13)),
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
)
CLASSIC_CANASTA = Variant("classic-canasta", _("Classic Canasta"), CLASSIC_TABLES, CANASTA)


# Samba (pagat.com, Bicycle): three decks, sequences, two canastas to go out.
_samba = replace(
    CLASSIC,
    variant="samba",
    seating=Seating(sides=2, players_per_side=2, cards_dealt=15, draw=2),
    decks=3,
    canastas=(SAMBA_KIND, NATURAL, MIXED),
    red_three_scores=each_then_all(100, 6, 1000),
    going_out_bonus=200,
    concealed_bonus=0,
    canastas_to_go_out=2,
    meld_table=SAMBA_MELD_TABLE,
    target=10000,
    max_wild_cards=2,
    # Red threes count against a side without the two canastas it needs to go out.
    threes_signed_by=BY_CANASTAS,
    three_signs=(-1, -1, 1),
    # "A side may have two canastas in the same rank" (Bicycle's Samba).
    one_meld_per_rank=False,
)
# Samba at every seating pagat.com gives (Harrie Wiering's page; spelregler's "Samba 2–6
# spelare"): 2, 3 or 5 players alone and 4 in two partnerships are dealt 15 cards, 6 players in
# three partnerships of two 13; three decks at every table. Bicycle has only the game of four.
SAMBA = Variant(
    "samba",
    _("Samba"),
    (
        _samba,
        *(replace(_samba, seating=replace(_samba.seating, sides=sides, players_per_side=1)) for sides in (2, 3, 5)),
        replace(_samba, seating=replace(_samba.seating, sides=3, players_per_side=2, cards_dealt=13)),
    ),
    THREE_DECKS,
)

# Bolivia: a samba is an escalera, a wild canasta a bolivia; one escalera to go out.
_bolivia = replace(
    _samba,
    variant="bolivia",
    canastas=(BOLIVIA_KIND, ESCALERA, NATURAL, MIXED),
    target=15000,
    going_out_needs_one_of=(ESCALERA.key,),
    black_three_in_hand_points=-100,
)
BOLIVIA = Variant("bolivia", _("Bolivia"), (_bolivia,), THREE_DECKS)

# Brazilian (Bicycle, rummy-games.com): Bolivia to 10,000, wild canastas 2,000,
# any two canastas to go out, short sequences -1,000, red threes plus only with
# a canasta (minus without), and canastas in the meld table.
_brazilian = replace(
    _bolivia,
    variant="brazilian",
    canastas=(WILD, ESCALERA, NATURAL, MIXED),
    target=10000,
    going_out_needs_one_of=(),
    short_sequence_points=-1000,
    red_three_scores=SIX_RED_THREES,
    three_signs=(-1, 1),
    meld_table=CLASSIC_MELD_TABLE
    + (
        MeldStep(5000, 150),
        MeldStep(7000, 0, "canasta"),
        MeldStep(8000, 200, "canasta"),
        MeldStep(9000, 0, "natural"),
    ),
)
BRAZILIAN = Variant("brazilian", _("Brazilian Canasta"), (_brazilian,), THREE_DECKS)

# Cuban: two decks to 7,500; wild canastas by their deuces; threes only with a canasta (seed 002:
# 0 without one; rummy-games.com counts them against: `three_signs` [-1, 1] as a house rule).
# Black threes taken with the pile count 5 each, 100 for all of them (rummy-games.com).
_cuban = replace(
    CLASSIC,
    variant="cuban",
    seating=Seating(sides=2, players_per_side=2, cards_dealt=13),
    canastas=(NATURAL, MIXED, SEVEN_TWOS, JOKERS_AND_TWOS, OTHER_WILD),
    target=7500,
    meld_table=CLASSIC_MELD_TABLE + (MeldStep(5000, 150),),
    red_three_scores=(0, 100, 300, 500, 1000),
    threes_signed_by=BY_CANASTAS,
    three_signs=(0, 1),
    black_threes_captured_bonus=100,
    black_three_captured_points=5,
    concealed_bonus=0,
    pile_always_frozen=True,
)
CUBAN = Variant("cuban", _("Cuban Canasta"), (_cuban,), CANASTA)

# Italian (seed 002 for the target, rummy-games.com and HowStuffWorks for the rest): a Samba to
# 15,000, two canastas that are not wild to go out, a long meld table, bonuses for five natural
# canastas, four natural and one mixed, and ten canastas; the canastas of 2s earn their bonus
# only for the side that goes out.
_italian = replace(
    _samba,
    variant="italian",
    canastas=(
        SAMBA_KIND,
        NATURAL,
        MIXED,
        replace(SEVEN_TWOS, bonus=3000),
        CanastaKind(
            "mixed_twos_canastas",
            _("Canastas of 2s and jokers"),
            2000,
            wild_cards=7,
            help=_("Wild canastas of 2s with jokers among them."),
            wild_of=((JOKERS, 1),),
        ),
    ),
    target=15000,
    going_out_bonus=300,
    going_out_counts=(SAMBA_KIND.key, NATURAL.key, MIXED.key),
    red_three_scores=(0, 100, 200, 300, 800, 1000, 1200),
    meld_table=CLASSIC_MELD_TABLE + (MeldStep(5000, 160), MeldStep(7500, 180), MeldStep(10000, 200)),
    pile_always_frozen=True,
    set_bonuses=(FIVE_NATURAL, FOUR_NATURAL_ONE_MIXED, TEN_CANASTAS),
    wild_bonus_going_out_only=True,
)
ITALIAN = Variant("italian", _("Italian Canasta"), (_italian,), THREE_DECKS)
# Parlett (The Penguin Book of Card Games): the same game to 12,000, no bonus for ten canastas,
# and his bonuses for five canastas (1,000, or 2,000 when all are natural) only as an option:
# 0 in the preset, his numbers on the rule page for a house rule.
ITALIAN_PARLETT = Variant(
    "italian-parlett",
    _("Italian Canasta to 12,000 (Parlett)"),
    (
        replace(
            _italian,
            variant="italian-parlett",
            target=12000,
            set_bonuses=(replace(FIVE_NATURAL, bonus=0), replace(PARLETT_FIVE_CANASTAS, bonus=0)),
        ),
    ),
    THREE_DECKS,
)

# Uruguayan: the original game with wild canastas; the pile is always frozen.
URUGUAYAN = Variant(
    "uruguayan",
    _("Uruguayan Canasta"),
    tuple(
        replace(table, variant="uruguayan", canastas=(*table.canastas, WILD), pile_always_frozen=True)
        for table in CLASSIC_TABLES
    ),
    CANASTA,
)

# Chilean: sambas and bolivias in one game. Published sources give no numbers of
# its own: Samba's, with Bolivia's 2,500 for a wild canasta; three or four decks.
_chilean = replace(_samba, variant="chilean", canastas=(SAMBA_KIND, BOLIVIA_KIND, NATURAL, MIXED))
CHILEAN = Variant("chilean", _("Chilean Canasta"), (_chilean,), THREE_DECKS)
CHILEAN_FOUR_DECKS = Variant(
    "chilean-four-decks",
    _("Chilean Canasta, four decks"),
    (replace(_chilean, variant="chilean-four-decks", decks=4, red_three_scores=each_then_all(100, 8, 1000)),),
    THREE_DECKS,
)

# British: Classic Canasta with Acaba; the caller scores 0, the other side 1,500.
BRITISH = Variant(
    "british",
    _("British Canasta (Acaba)"),
    tuple(replace(table, variant="british", acaba_points=1500) for table in CLASSIC_TABLES),
    CANASTA,
)

# Modern American (pagat.com's American Canasta, one source for every number): four players,
# every kind of canasta its own bonus, threes per colour, penalties and special hands.
_modern_american = replace(
    CLASSIC,
    variant="modern-american",
    seating=Seating(sides=2, players_per_side=2, cards_dealt=13, draw=2),
    canastas=(
        NATURAL,
        MIXED,
        NATURAL_ACES,
        SEVENS,
        replace(SEVEN_TWOS, bonus=3000),
        replace(JOKERS_AND_TWOS, bonus=2500),
        OTHER_WILD,
    ),
    target=8500,
    meld_table=(MeldStep(None, 125), MeldStep(3000, 155), MeldStep(5000, 180)),
    red_three_scores=(0, 100, 300, 500, 1000),
    black_three_scores=(0, 100, 300, 500, 1000),
    threes_signed_by=BY_CANASTAS,
    three_signs=(-1, 0, 1),
    going_out_bonus=100,
    concealed_bonus=0,
    canastas_to_go_out=2,
    melded_minus_without_canasta=True,
    unfinished_aces_or_sevens_points=-2500,
    unfinished_wild_meld_points=-2000,
    aces_or_sevens_in_hand_points=-1500,
    pairs_hand_points=2500,
    straight_hand_points=3000,
    garbage_hand_points=2000,
    wild_pairs_hand_points=2000,
)
MODERN_AMERICAN = Variant("modern-american", _("Modern American Canasta"), (_modern_american,), CANASTA)

CANASTAS: tuple[Variant, ...] = (
    CLASSIC_CANASTA,
    MODERN_AMERICAN,
    BRITISH,
    URUGUAYAN,
    CUBAN,
    SAMBA,
    BOLIVIA,
    BRAZILIAN,
    CHILEAN,
    CHILEAN_FOUR_DECKS,
    ITALIAN,
    ITALIAN_PARLETT,
)
