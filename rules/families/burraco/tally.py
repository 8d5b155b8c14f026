"""What a side enters for a deal of Burraco: its burracos, whether it closed and took its pozzetto, and
its cards; and how the sheet names its burracos."""

from django.utils.translation import gettext, pgettext_lazy
from django.utils.translation import gettext_lazy as _

from rules.core.tally import HAND_POINTS, MELDED_POINTS, WENT_OUT, Kind, TallyField
from rules.core.words import Text

from .numbers import CLEAN_BURRACOS, DIRTY_BURRACOS, SEMI_CLEAN_BURRACOS, TOOK_POT, BurracoNumbers

# The kinds of burraco, in the form's order: key, label, help.
KINDS: tuple[tuple[str, Text, Text], ...] = (
    (
        CLEAN_BURRACOS,
        _("Clean burracos"),
        _("Burracos without a wild card (a 2 in its own place in a sequence is no wild card)."),
    ),
    (
        SEMI_CLEAN_BURRACOS,
        _("Semi-clean burracos"),
        _("Burracos long enough without their wild card, which sits at one end."),
    ),
    (DIRTY_BURRACOS, _("Dirty burracos"), _("Burracos that need their wild card to be long enough.")),
)


def burraco_words(key: str, count: int) -> str:
    """How a row of the sheet names a side's burracos of one kind: "2 clean", "1 semi-clean"."""
    words = {
        CLEAN_BURRACOS: gettext("%(count)d clean"),
        SEMI_CLEAN_BURRACOS: gettext("%(count)d semi-clean"),
        DIRTY_BURRACOS: gettext("%(count)d dirty"),
    }
    return words[key] % {"count": count}


def tally_fields(rules: BurracoNumbers) -> tuple[TallyField, ...]:
    """The fields of a side's tally, in the order of the form; each `rule_anchor` is a section of the
    rule page (book.py)."""
    return (
        *(TallyField(key, label, Kind.COUNT, help, rule_anchor="burracos") for key, label, help in KINDS),
        TallyField(
            WENT_OUT,
            pgettext_lazy("burraco", "Closed"),
            Kind.FLAG,
            _("A player of this side got rid of every card, with a burraco made and the pozzetto taken."),
            rule_anchor="closing",
        ),
        TallyField(
            TOOK_POT,
            _("Took the pozzetto"),
            Kind.FLAG,
            _("This side picked up its pozzetto in the deal; a side that did not pays the penalty."),
            rule_anchor="pozzetto",
        ),
        TallyField(
            MELDED_POINTS,
            _("Melded cards"),
            Kind.POINTS,
            _("Points of every card on the table, burracos included."),
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
