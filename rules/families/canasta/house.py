"""The numbers of a canasta a house rule may change, by their keys in game files (README: House rules)."""

from django.utils.translation import gettext_lazy as _

from rules.core.settings import (
    MAX_BONUS,
    MAX_CARD_POINTS,
    MAX_MELDS_TO_GO_OUT,
    MAX_TARGET,
    MELDS,
    Flag,
    Keyed,
    Schedule,
    Setting,
)

from .settings import MeldTable, Target, ThreeSigns, TournamentHands

SPECIAL_HANDS_PLAYED = "pairs_hand_points"
MOST_HANDS = 12  # a tournament game of 1 to 12 hands  # a preset with a pairs hand plays special hands

# The rules most canastas do not play (`when_set`) are on the panel only for a preset that has them.
HOUSE_SETTINGS: tuple[Setting, ...] = (
    Target("target", _("Target"), 1, MAX_TARGET),
    Flag("went_out_wins", _("When more than one side reaches the target, the side that went out wins")),
    Keyed("canasta_bonuses", _("Canasta bonuses"), attr="canastas", item_attr="bonus"),
    Setting("going_out_bonus", _("Going out")),
    Setting("concealed_bonus", _("Concealed hand")),
    Setting("concealed_canasta_bonus", _("Each concealed canasta")),
    Setting("canastas_to_go_out", _("Canastas to go out"), 0, MAX_MELDS_TO_GO_OUT, unit=MELDS),
    Schedule("red_three_scores", _("Red threes")),
    MeldTable("meld_table", _("Initial meld")),
    # After the target and the meld table: the panel sends every setting, and the tournament sets both aside.
    TournamentHands(
        "tournament_hands",
        _("Tournament game: initial meld by hand"),
        item_label=_("Hand %(count)d"),
        first=1,
        most=MOST_HANDS,
        extra=3,
        help=_(
            "A set number of hands, each with its own initial meld, instead of the target and the meld table "
            "by score: whoever is ahead after the last hand wins (tournaments: 125, 155, 180). "
            "Leave empty to play to the target."
        ),
    ),
    Keyed("card_points", _("Card points"), 1, MAX_CARD_POINTS, attr="cards", item_attr="points"),
    ThreeSigns("three_signs", _("When threes count: 1 for the side, −1 against it, 0 not at all")),
    Schedule("black_three_scores", _("Black threes"), -MAX_BONUS, MAX_BONUS, when_set=True),
    Setting("black_three_in_hand_points", _("Each black three left in hand"), -MAX_BONUS, MAX_BONUS, when_set=True),
    Setting("black_threes_captured_bonus", _("Every black three captured"), -MAX_BONUS, MAX_BONUS, when_set=True),
    Setting(
        "black_three_captured_points",
        _("Each black three captured, when not every one"),
        -MAX_BONUS,
        MAX_BONUS,
        when_set=True,
    ),
    Setting("short_sequence_points", _("Each short sequence"), -MAX_BONUS, MAX_BONUS, when_set=True),
    Flag("melded_minus_without_canasta", _("Melded cards count minus with no canasta"), when_set=True),
    Setting(
        "unfinished_aces_or_sevens_points",
        _("Each unfinished meld of aces or sevens"),
        -MAX_BONUS,
        MAX_BONUS,
        when_set=True,
    ),
    Setting("unfinished_wild_meld_points", _("Each unfinished wild meld"), -MAX_BONUS, MAX_BONUS, when_set=True),
    Setting(
        "aces_or_sevens_in_hand_points", _("Three aces or sevens in one hand"), -MAX_BONUS, MAX_BONUS, when_set=True
    ),
    Setting("pairs_hand_points", _("Pairs hand"), when_set=True),
    Setting("straight_hand_points", _("Straight hand"), when_set=True),
    Setting("garbage_hand_points", _("Garbage hand"), when_set=True),
    # Other special hands some clubs play: offered wherever the preset plays special hands.
    Setting("wild_pairs_hand_points", _("Pairs hand with wild cards"), shown_with=SPECIAL_HANDS_PLAYED),
    Setting("triples_hand_points", _("Triples hand"), shown_with=SPECIAL_HANDS_PLAYED),
    Setting("acaba_points", _("Acaba"), when_set=True),
    Keyed("set_bonuses", _("Bonuses for a set of canastas"), attr="set_bonuses", item_attr="bonus", when_set=True),
    Flag("wild_bonus_going_out_only", _("Wild canastas earn their bonus only for going out"), when_set=True),
)
