"""What a draw takes and gives: plain values of player ids, tables, sides and rounds."""

from dataclasses import dataclass

Side = tuple[int, ...]

MAX_TABLE = 8  # Hand and Foot seats up to eight at a table
MAX_PLAYERS = 200
MAX_ROUNDS = 100


class DrawError(ValueError):
    """Input no draw can be made of: the message says what is wrong."""


@dataclass(frozen=True)
class Format:
    """How a table plays: `table_size` players in sides of `side_size` (1: each plays alone).

    Partnership canasta is Format(4, 2); Hand and Foot in teams Format(4, 2) or Format(6, 3);
    six-handed canasta in three partnerships Format(6, 2); Kalooki at five Format(5, 1).
    """

    table_size: int = 4
    side_size: int = 2

    @property
    def sides(self) -> int:
        return self.table_size // self.side_size

    def check(self) -> None:
        if not 2 <= self.table_size <= MAX_TABLE:
            raise DrawError(f"a table seats 2 to {MAX_TABLE} players, not {self.table_size}")
        if self.side_size < 1 or self.table_size % self.side_size:
            raise DrawError(f"{self.table_size} players do not make sides of {self.side_size}")
        if self.sides < 2:
            raise DrawError(f"a table of {self.table_size} in sides of {self.side_size} has nobody to play against")


PARTNERSHIPS = Format(4, 2)  # two partnerships of two, as in Classic Canasta


@dataclass(frozen=True)
class Table:
    """One game of a round: its sides, in seating order. Round the table the seats take one player
    of each side in turn (partners sit apart), and the first player of the first side deals first."""

    sides: tuple[Side, ...]

    @property
    def players(self) -> tuple[int, ...]:
        return tuple(player for side in self.sides for player in side)

    @property
    def first_dealer(self) -> int:
        return self.sides[0][0]


@dataclass(frozen=True)
class Round:
    tables: tuple[Table, ...]
    sitting_out: tuple[int, ...] = ()

    @property
    def seated(self) -> tuple[int, ...]:
        return tuple(player for table in self.tables for player in table.players)

    @property
    def players(self) -> tuple[int, ...]:
        """Everyone present in the round: seated or sitting out."""
        return self.seated + self.sitting_out

    def swapped(self, a: int, b: int) -> "Round":
        """The round with players a and b in each other's places (the organiser's swap by hand;
        either may be sitting out)."""
        if a not in self.players or b not in self.players:
            raise DrawError(f"player {a if a not in self.players else b} is not in the round")

        def place(player: int) -> int:
            return b if player == a else a if player == b else player

        tables = tuple(Table(tuple(tuple(place(p) for p in side) for side in table.sides)) for table in self.tables)
        return Round(tables, tuple(sorted(place(p) for p in self.sitting_out)))


@dataclass(frozen=True)
class Plan:
    """The rounds drawn, and how: `method` names the construction the draw started from
    ("whist", "affine", "transversal", "round robin") or "search" when none fitted."""

    rounds: tuple[Round, ...]
    method: str
