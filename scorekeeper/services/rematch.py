"""A new game with the same players: the same preset, seating and house rules, partners rotated if asked."""

from collections.abc import Sequence

from rules.templatetags.rulebook import SEPARATORS

from ..models import MAX_NAME, Game
from .games import SideSpec, create_game
from .history import NOBODY, Author
from .rules import game_rules


def rotated(sides: Sequence[Sequence[str]]) -> list[list[str]]:
    """The same people in new partnerships: the first player of the first side stays where they are.

    Partners of two follow the circle method: the others sit in a circle
    (the first's partner, then one player of each other side, then their
    partners the other way round), move one place on, and pair up across it;
    so from one game to the next everyone partners each other person once
    (three pairings at four players, five at six). Teams of three change
    round the table: every other player moves one seat on.
    """
    count, size = len(sides), len(sides[0])
    if size == 1:
        return [list(side) for side in sides]
    if size == 2:
        circle = [sides[0][1], *(side[0] for side in sides[1:]), *(side[1] for side in reversed(sides[1:]))]
        circle = circle[1:] + circle[:1]
        return [[sides[0][0], circle[0]], *([circle[i], circle[-i]] for i in range(1, count))]
    seats = [side[position] for position in range(size) for side in sides]  # round the table
    seats = seats[:1] + seats[2:] + seats[1:2]
    return [[seats[position * count + side] for position in range(size)] for side in range(count)]


def team_name(players: Sequence[str]) -> str:
    """A side named after its players: "Aiko & Ben" (「千恵・健太」)."""
    name = str(SEPARATORS["partners"]).join(players)
    return name if len(name) <= MAX_NAME else name[: MAX_NAME - 1] + "…"


def may_rotate(players: Sequence[Sequence[str]]) -> bool:
    """Partners can be rotated when sides have partners and every player has a name."""
    return len(players[0]) > 1 and all(name.strip() for side in players for name in side)


def rematch(game: Game, rotate: bool = False, owner: Author = NOBODY) -> Game:
    """A new game like `game` with the same players (no paper totals, no notes), made by `owner`, the
    next player dealing first."""
    sides = list(game.sides.all())
    names, players = [side.name for side in sides], [list(side.players) for side in sides]
    if rotate and may_rotate(players):
        players = rotated(players)
        names = [team_name(side) for side in players]
    specs = [SideSpec(name, side) for name, side in zip(names, players, strict=True)]
    return create_game(game.variant, specs, rules=game.rules, first_dealer=next_first_dealer(game), owner=owner)


def next_first_dealer(game: Game) -> int:
    """The deal passes on: whoever sits left of the last game's first dealer deals first (the same
    place round the table when partners were rotated, a new person there)."""
    return game_rules(game).seating.dealer(game.first_dealer, 2)
