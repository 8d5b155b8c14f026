"""Who deals: the deal passes to the left round the table, from the first dealer picked on the start page,
passing by anyone who sits out the deal (British Kalookie's knocked-out players: `Standing.sitting_out`).

Places round the table follow `Seating.seat`: one player of each side in turn, so partners sit
apart and the deal alternates between the sides (in a game of singles the places are the sides).
"""

from collections.abc import Sequence

from django.utils.translation import gettext as _

from rules.core.seating import Seating

from ..models import Side


def place_label(seating: Seating, side_name: str, player: int) -> str:
    """A player with no name of their own: their side's name (and their number in a team)."""
    if not seating.partnerships:
        return side_name
    return _("%(side)s, player %(number)d") % {"side": side_name, "number": player + 1}


def place_labels(seating: Seating, side_names: Sequence[str]) -> list[str]:
    """Every place round the table in order, for the start page's choice of first dealer."""
    return [
        place_label(seating, side_names[side], player) for side, player in map(seating.seat, range(seating.players))
    ]


def dealer_place(seating: Seating, first: int, number: int, sitting_out: Sequence[Sequence[bool]] = ()) -> int:
    """The place of who deals deal `number` when the player at `first` dealt deal 1. `sitting_out`
    says, for each deal from the first, which sides sat it out: the deal passes them by (unless
    everyone sat out, as after the end)."""
    if not any(any(out) for out in sitting_out):
        return seating.dealer(first, number)
    place = first
    for deal in range(1, number + 1):
        out = sitting_out[deal - 1] if deal <= len(sitting_out) else ()
        if deal > 1:
            place = (place + 1) % seating.players
        for _step in range(seating.players):
            side, _player = seating.seat(place)
            if not (side < len(out) and out[side]):
                break
            place = (place + 1) % seating.players
    return place


def dealer_name(
    seating: Seating, sides: Sequence[Side], first: int, number: int, sitting_out: Sequence[Sequence[bool]] = ()
) -> str:
    """The name of who deals deal `number` of a game whose first deal was dealt from place `first`
    (`sitting_out`: as for `dealer_place`)."""
    side, player = seating.seat(dealer_place(seating, first, number, sitting_out))
    names = sides[side].players
    name = names[player].strip() if player < len(names) else ""
    return name or place_label(seating, sides[side].name, player)
