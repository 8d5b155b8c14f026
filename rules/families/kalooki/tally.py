"""What a player enters for a deal of Kalooki: going out, and the cards left in hand."""

from django.utils.translation import gettext_lazy as _

from rules.core.tally import WENT_OUT, Kind, TallyField

from .numbers import KalookiNumbers

PENALTY_POINTS = "penalty_points"
KALOOKI = "kalooki"  # on the tally of the player who went out: a kalooki
CARDS_LEFT = "cards_left"
JOKERS_LEFT = "jokers_left"
BOUGHT_IN = "bought_in"  # British: a knocked-out player buys back in before this deal
BRITISH_SECTION = "british"  # the rule page's section on knock-outs and buy-ins


def tally_fields(rules: KalookiNumbers) -> tuple[TallyField, ...]:
    """The fields of a player's tally under these rules, in the order of the form."""
    fields = [
        TallyField(
            WENT_OUT,
            _("Went out"),
            Kind.FLAG,
            _("Played the last card: no penalty for this player."),
            rule_anchor="going-out",
        )
    ]
    if rules.kalooki_doubles:
        fields.append(
            TallyField(
                KALOOKI,
                _("Kalooki"),
                Kind.FLAG,
                _("Went out in one turn without having melded before."),
                rule_anchor="kalooki-doubles",
            )
        )
    if rules.buy_ins:
        fields.append(
            TallyField(
                BOUGHT_IN,
                _("Bought in"),
                Kind.FLAG,
                _("Knocked out, and back in before this deal at the highest total still in."),
                rule_anchor=BRITISH_SECTION,
            )
        )
    fields.append(
        TallyField(
            PENALTY_POINTS,
            _("Cards in hand"),
            Kind.POINTS,
            _("Points of the cards left in hand."),
            rule_anchor="penalty-points",
        )
    )
    if rules.chips:
        fields += [
            TallyField(
                CARDS_LEFT,
                _("Cards left"),
                Kind.COUNT,
                _("Every card left in hand, jokers included."),
                rule_anchor="chips",
            ),
            TallyField(
                JOKERS_LEFT,
                _("Jokers left"),
                Kind.COUNT,
                _("The jokers among the cards left: they cost more chips."),
                rule_anchor="chips",
            ),
        ]
    return tuple(fields)
