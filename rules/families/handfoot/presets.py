"""The Hand and Foot presets on the start page.

The facts follow the rule pages in the project's seeds: 003 for the usual
game, 001 (Bicycle's rules) for the second preset.
"""

from collections.abc import Sequence
from dataclasses import replace

from django.utils.translation import gettext_lazy as _

from rules.core.rules import Variant
from rules.core.seating import Seating

from .rules import HandAndFootRules

_partnerships = Seating(sides=2, players_per_side=2, cards_dealt=13, draw=2)  # both seeds draw two


def _tables(rules: HandAndFootRules, seatings: Sequence[tuple[int, int]]) -> tuple[HandAndFootRules, ...]:
    """The rules at each table: the same numbers, only the seating (and so the decks) change."""
    return tuple(
        replace(rules, seating=replace(rules.seating, sides=sides, players_per_side=per_side))
        for sides, per_side in seatings
    )


# The usual game (seed 003): five decks, a 13-card hand and foot; to go out, 2 clean,
# 2 dirty and 1 wild book; red threes laid down count against a side that had not
# reached its foot. Seed 003 plays 2 to 7 players in any seating: two, three teams of
# two, two teams of three, or 2 to 7 alone. Four teams of two (8 players) come from
# seed 002, with one deck more than the players, as it has it.
_seed_003 = HandAndFootRules(
    variant="hand-and-foot", seating=_partnerships, foot_size=13, fixed_decks=5, red_threes_against_without_foot=True
)
HAND_AND_FOOT = Variant(
    slug="hand-and-foot",
    name=_("Hand and Foot"),
    tables=(
        *_tables(_seed_003, [(2, 2), (3, 2), (2, 3)]),
        *_tables(replace(_seed_003, fixed_decks=0), [(4, 2)]),
        *_tables(_seed_003, [(2, 1), (3, 1), (4, 1), (5, 1), (6, 1), (7, 1)]),
    ),
)

# Bicycle's rules (seed 001): 11-card hand and foot, no wild books, going out
# needs 1 clean and 1 dirty book. Partnerships for 4 and 6 players, alone for 2, 3 or 5.
HAND_AND_FOOT_BICYCLE = Variant(
    slug="hand-and-foot-bicycle",
    name=_("Hand and Foot (Bicycle)"),
    tables=_tables(
        HandAndFootRules(
            variant="hand-and-foot-bicycle",
            seating=replace(_partnerships, cards_dealt=11),
            foot_size=11,
            wild_book=None,
            clean_books_to_go_out=1,
            dirty_books_to_go_out=1,
            wild_books_to_go_out=0,
        ),
        [(2, 2), (3, 2), (2, 1), (3, 1), (5, 1)],
    ),
)

HANDS_AND_FEET: tuple[Variant, ...] = (HAND_AND_FOOT, HAND_AND_FOOT_BICYCLE)
