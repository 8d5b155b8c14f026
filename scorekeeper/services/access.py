"""Who may do what with a game, decided in one place.

The link decides first: the view link (/v/SLUG/) only reads; the edit link
(/g/SLUG/) enters, corrects and deletes deals and changes the game's details.
The owner (the account that made the game, else the browser that made it)
also renews links, changes house rules and deletes the game. A game made
before owners were kept has none: whoever has its edit link owns it, as they
always did. Other apps add owners of their own (the leagues: a league's owner
and members own its games) through `grants`, so the score pad never imports
them. Anyone else gets a 404, as for a link that does not exist.
"""

from collections.abc import Callable
from enum import IntEnum
from typing import Any

from ..models import Game
from .history import Author


class Level(IntEnum):
    VIEW = 1
    EDIT = 2
    OWNER = 3


# Called with the game and the logged-in user: True when that user owns the game too.
Grant = Callable[[Game, Any], bool]
grants: list[Grant] = []


def owns(game: Game, author: Author) -> bool:
    """Whether `author` (a user id, a browser id) made the game; anyone does for a game without an owner."""
    if game.owner_id is None and not game.owner_browser:
        return True
    if game.owner_id is not None and game.owner_id == author.user:
        return True
    return bool(game.owner_browser) and game.owner_browser == author.browser


def edit_level(game: Game, author: Author, user: Any = None) -> Level:
    """The level of whoever came by the edit link: the owner's, or the edit link's."""
    if owns(game, author):
        return Level.OWNER
    if user is not None and user.is_authenticated and any(grant(game, user) for grant in grants):
        return Level.OWNER
    return Level.EDIT
