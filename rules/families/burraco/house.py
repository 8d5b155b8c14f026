"""The numbers of Burraco a house rule may change, by their keys in game files (docs/house-rules.md)."""

from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy

from rules.core.settings import MAX_CARD_POINTS, MAX_TARGET, Keyed, Setting

HOUSE_SETTINGS: tuple[Setting, ...] = (
    Setting("target", _("Target"), 1, MAX_TARGET),
    Setting("clean_burraco", _("Clean burraco")),
    Setting("semi_clean_burraco", _("Semi-clean burraco")),
    Setting("dirty_burraco", _("Dirty burraco")),
    Setting("closing_bonus", pgettext_lazy("burraco", "Closing")),
    Setting("pot_penalty", _("Pozzetto not taken (against)")),
    Keyed("card_points", _("Card points"), 1, MAX_CARD_POINTS, attr="cards", item_attr="points"),
)
