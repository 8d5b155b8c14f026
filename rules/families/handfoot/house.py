"""The numbers of Hand and Foot a house rule may change, by their keys in game files (docs/house-rules.md)."""

from django.utils.translation import gettext_lazy as _

from rules.core.settings import (
    DECKS,
    MAX_CARD_POINTS,
    MAX_MELDS_TO_GO_OUT,
    MELDS,
    Flag,
    GrowingSchedule,
    Keyed,
    Setting,
)

MOST_DECKS = 12
MOST_DEALS = 12  # the meld minimums are one per deal: a game of 1 to 12 deals

HOUSE_SETTINGS: tuple[Setting, ...] = (
    GrowingSchedule(
        "meld_minimums",
        _("Initial meld by deal"),
        item_label=_("Deal %(count)d"),
        first=1,
        most=MOST_DEALS,
        help=_(
            "One per deal: their number is the length of the game. "
            "Fill an empty one to add a deal, clear one to drop it."
        ),
    ),
    Setting("clean_book", _("Clean book")),
    Setting("dirty_book", _("Dirty book")),
    Setting("wild_book", _("Wild book"), when_set=True),
    Setting("clean_books_to_go_out", _("Clean books to go out"), 0, MAX_MELDS_TO_GO_OUT, unit=MELDS),
    Setting("dirty_books_to_go_out", _("Dirty books to go out"), 0, MAX_MELDS_TO_GO_OUT, unit=MELDS),
    Setting("wild_books_to_go_out", _("Wild books to go out"), 0, MAX_MELDS_TO_GO_OUT, when_set=True, unit=MELDS),
    Setting("red_three_bonus", _("Each red three laid down")),
    Setting("red_three_penalty", _("Each red three left in hand or foot (against)")),
    Setting("going_out_bonus", _("Going out")),
    Flag("red_threes_against_without_foot", _("Red threes count against a side not yet in its foot")),
    Setting("fixed_decks", _("Decks (0: one more than the players)"), 0, MOST_DECKS, unit=DECKS),
    Keyed("card_points", _("Card points"), 1, MAX_CARD_POINTS, attr="cards", item_attr="points"),
)
