"""What the score pad tells the rest of the project: a game's result may have changed, and by what.

Every write that can change how a game ends (a deal added, corrected, deleted
or put back, new house rules, names or paper totals, the game deleted) calls
`announce_change` inside its transaction, once the game's new standing is
stored, with a `Change`: what kind of write, by whom, and to which deal. A
listener (the leagues' result store) reads the game's standing and sides from
there and writes in the same transaction, so it is never out of step with the
game: if the listener fails, the write is rolled back too. The score pad
itself knows nothing of who listens.
"""

from dataclasses import dataclass
from enum import StrEnum

from django.dispatch import Signal

from ..models import Game
from .history import NOBODY, Author

# Sent with game=<the Game, its standing as just stored>, change=<a Change>, and deleted=True just
# before the game is deleted.
game_changed = Signal()


class Write(StrEnum):
    """The kinds of write that can change how a game ends."""

    DEAL_ADDED = "added"
    DEAL_CORRECTED = "corrected"
    DEAL_DELETED = "deleted"
    DEAL_RESTORED = "restored"
    DETAILS = "details"  # names, paper totals, house rules
    GAME_DELETED = "game deleted"


@dataclass(frozen=True)
class Change:
    """A write, as a listener hears of it: its kind, its author, and the deal's number (when it was a deal's)."""

    write: Write
    author: Author = NOBODY
    deal: int | None = None


def announce_change(game: Game, change: Change, deleted: bool = False) -> None:
    game_changed.send(sender=Game, game=game, change=change, deleted=deleted)
