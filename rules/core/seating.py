"""How the players sit at one table: the number of sides and the players on each."""

from dataclasses import dataclass

from django.utils.translation import gettext


@dataclass(frozen=True)
class Seating:
    sides: int
    players_per_side: int
    cards_dealt: int
    draw: int = 1

    @property
    def players(self) -> int:
        return self.sides * self.players_per_side

    @property
    def partnerships(self) -> bool:
        return self.players_per_side > 1

    @property
    def key(self) -> str:
        """How a form or a link names the seating: "2x2" is two sides of two players."""
        return f"{self.sides}x{self.players_per_side}"

    def seat(self, place: int) -> tuple[int, int]:
        """Who sits at `place` (0, 1, … to the left round the table), as (side, player on it):
        partners sit apart, so the seats go one player of each side in turn."""
        return place % self.sides, place // self.sides

    def dealer(self, first: int, number: int) -> int:
        """The place of who deals deal `number` (from 1) when the player at `first` dealt deal 1:
        the deal passes to the left each time."""
        return (first + number - 1) % self.players

    def arrangement(self) -> str:
        """How the players sit, without their number: for a list that shows it."""
        if not self.partnerships:
            return gettext("each plays alone")
        return gettext("in %(sides)d teams of %(per_side)d") % {"sides": self.sides, "per_side": self.players_per_side}

    def describe(self) -> str:
        if not self.partnerships:
            return gettext("%(players)d players, each alone") % {"players": self.players}
        return gettext("%(players)d players in %(sides)d teams of %(per_side)d") % {
            "players": self.players,
            "sides": self.sides,
            "per_side": self.players_per_side,
        }
