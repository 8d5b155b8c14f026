"""What the score pad tells the rest of the project: a game's result may have changed.

Every write that can change how a game ends (a deal added, corrected, deleted
or put back, new house rules or paper totals, the game deleted) calls
`announce_change` inside its transaction, once the game's new standing is
stored. A listener (the leagues' result store) reads the game's standing and
sides from there and writes in the same transaction, so it is never out of
step with the game: if the listener fails, the write is rolled back too. The
score pad itself knows nothing of who listens.
"""

from django.dispatch import Signal

from ..models import Game

# Sent with game=<the Game, its standing as just stored> and deleted=True just before the game is deleted.
game_changed = Signal()


def announce_change(game: Game, deleted: bool = False) -> None:
    game_changed.send(sender=Game, game=game, deleted=deleted)
