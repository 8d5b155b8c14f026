"""Each deal's standing (where the game stood after it), stored with the deal.

The score sheet shows a game's latest deals only; it starts from the standing
stored on the deal before them, so its cost does not grow with the game. Every
write keeps these standings exact in its own transaction: a new deal stores
its own (`standings_after`), and a correction, a delete, an undo or new house
rules work them all out again (`restand`) and write the ones that changed.
A deal stored by an older Meld has none: its game is then replayed, as before.
"""

from collections.abc import Sequence

from rules.core.rules import Rules
from rules.core.state import Standing, Tallied

from ..models import Deal, Game
from .sheet import starting_totals


def standings_after(rules: Rules, before: Standing, deals: Sequence[Sequence[Tallied]]) -> list[Standing]:
    """The standing after each of `deals`, played from `before`."""
    standings = []
    for deal in deals:
        before = rules.advance(before, deal)
        standings.append(before)
    return standings


def restand(game: Game, rules: Rules) -> Standing:
    """Every deal's standing worked out again from the stored deals, written where it changed;
    returns the last one (the game's). Called under the game's lock, after a correction, a delete,
    an undo or new house rules."""
    standing = rules.start(starting_totals(game), game.paper_deals)
    changed = []
    for deal in game.deals.order_by("number").only("pk", "entries", "scores", "standing"):
        standing = rules.advance(standing, deal.tallied())
        kept = standing.to_json()
        if deal.standing != kept:
            deal.standing = kept
            changed.append(deal)
    Deal.objects.bulk_update(changed, ["standing"], batch_size=500)
    return standing
