"""The numbers of Kalooki a house rule may change, and its switches, by their keys in game files."""

from django.utils.translation import gettext_lazy as _

from rules.core.settings import CARDS, MAX_CARD_POINTS, MAX_MELDS_TO_GO_OUT, MAX_TARGET, TIMES, Flag, Setting

from .numbers import OPTIONS
from .words import WORDS

MOST_JOKERS = 8  # four decks' worth

HOUSE_SETTINGS: tuple[Setting, ...] = (
    Setting("target", _("Limit (penalty points)"), 1, MAX_TARGET),  # 150 loses: a limit, not a target
    Setting("initial_meld", WORDS.initial_meld or "", 0, MAX_CARD_POINTS),  # 最初のメルド, as its pages say
    Setting("ace_points", _("Ace"), 1, MAX_CARD_POINTS),
    Setting("joker_points", _("Joker"), 1, MAX_CARD_POINTS),
    Setting("jokers", _("Jokers in the pack"), 0, MOST_JOKERS, unit=CARDS),
    Setting("buy_ins", _("Buy-ins"), 0, MAX_MELDS_TO_GO_OUT, when_set=True, unit=TIMES),
    *(Flag(option.key, option.label) for option in OPTIONS),
)
