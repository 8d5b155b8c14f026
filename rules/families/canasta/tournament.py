"""The tournament game, a house rule of every canasta (`tournament_hands`, issue 44).

Public tournaments (the American Canasta Society's rules, as clubs play them) make a game a set number
of hands, each with its own initial meld: three hands at 125, 155 and 180. That list replaces the meld
table by score and the target: the game ends with its last hand, and the higher total wins (draws
share the place). What the sheet and the deal form say of it is here; the requirement of each hand
is `scoring.hand_meld`.
"""

from django.utils.translation import gettext, ngettext

from rules.core.words import grouped

from .numbers import CanastaNumbers
from .scoring import hand_meld


def headline(rules: CanastaNumbers, played: int) -> str:
    """ "Hand 2 of 3, initial meld 155" for the hand to play after `played` hands, or that all are played;
    "" for a game played to the target."""
    hands = len(rules.tournament_hands)
    if not hands:
        return ""
    if played >= hands:
        return ngettext("%(count)s hand played", "All %(count)s hands played", hands) % {"count": grouped(hands)}
    following = played + 1
    return gettext("Hand %(number)s of %(hands)s, initial meld %(points)s") % {
        "number": grouped(following),
        "hands": grouped(hands),
        "points": grouped(hand_meld(rules, following)),
    }


def goal(rules: CanastaNumbers) -> str:
    """How a tournament game is won, for the sheet's line under the totals; "" for one played to the target."""
    hands = len(rules.tournament_hands)
    if not hands:
        return ""
    return ngettext(
        "%(count)s hand, the higher total wins", "%(count)s hands, the higher total after the last wins", hands
    ) % {"count": grouped(hands)}
