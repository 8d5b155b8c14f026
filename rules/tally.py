"""What the players enter for each side at the end of a deal: the tally."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING

from django.utils.translation import gettext_lazy as _

if TYPE_CHECKING:
    from .variants import CanastaRules


class Kind(StrEnum):
    COUNT = "count"  # a whole number from 0 up, entered with a stepper
    FLAG = "flag"  # yes or no, entered with a toggle
    POINTS = "points"  # card points, a multiple of the points step, with a card counter


@dataclass(frozen=True)
class TallyField:
    key: str
    label: str
    kind: Kind
    help: str = ""
    rule_anchor: str = ""  # the section of the game's rule page that explains it; "" for none

    @property
    def default(self) -> int | bool:
        return False if self.kind is Kind.FLAG else 0


RED_THREES = "red_threes"
WENT_OUT = "went_out"
CONCEALED = "concealed"
MELDED_POINTS = "melded_points"
HAND_POINTS = "hand_points"


def tally_fields(rules: CanastaRules) -> tuple[TallyField, ...]:
    """The fields of a side's tally under these rules, in the order of the form."""
    canastas = tuple(TallyField(kind.key, kind.label, Kind.COUNT, rule_anchor="melds") for kind in rules.canastas)
    going_out = [TallyField(WENT_OUT, _("Went out"), Kind.FLAG, rule_anchor="going-out")]
    if rules.concealed_bonus:
        going_out.append(
            TallyField(
                CONCEALED,
                _("Concealed"),
                Kind.FLAG,
                _("Went out in one turn without having melded before."),
                rule_anchor="going-out",
            )
        )
    return (
        *canastas,
        TallyField(RED_THREES, _("Red threes"), Kind.COUNT, rule_anchor="threes"),
        *going_out,
        TallyField(
            MELDED_POINTS,
            _("Melded cards"),
            Kind.POINTS,
            _("Points of every card on the table, canastas included."),
            rule_anchor="scoring",
        ),
        TallyField(
            HAND_POINTS,
            _("Cards in hand"),
            Kind.POINTS,
            _("Points of the cards left in the side's hands."),
            rule_anchor="scoring",
        ),
    )
