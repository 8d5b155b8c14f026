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

    Games played alone may also seat tables of fewer, down to `smallest` (Kalooki at four or
    three: Format(4, 1, smallest=3)), so that fewer players sit out: 7 players are a table of 4
    and one of 3. `smallest` 0 (the default) means every table is full.
    """

    table_size: int = 4
    side_size: int = 2
    smallest: int = 0

    @property
    def sides(self) -> int:
        return self.table_size // self.side_size

    @property
    def least(self) -> int:
        """The fewest players a table of this format seats."""
        return self.smallest or self.table_size

    def check(self) -> None:
        if not 2 <= self.table_size <= MAX_TABLE:
            raise DrawError(f"a table seats 2 to {MAX_TABLE} players, not {self.table_size}")
        if self.side_size < 1 or self.table_size % self.side_size:
            raise DrawError(f"{self.table_size} players do not make sides of {self.side_size}")
        if self.sides < 2:
            raise DrawError(f"a table of {self.table_size} in sides of {self.side_size} has nobody to play against")
        if self.smallest and not 2 <= self.smallest <= self.table_size:
            raise DrawError(f"the smallest table seats 2 to {self.table_size} players, not {self.smallest}")
        if self.least < self.table_size and self.side_size != 1:
            raise DrawError("only games played alone seat tables of different sizes")

    def tables_for(self, players: int) -> tuple[int, ...]:
        """How many sit at each table of a round of `players` (the largest tables first): the fewest
        sitting out, then as few tables as seat the rest, their sizes as even as they can be (7
        players at tables of 4 or 3: (4, 3); 10 at tables of 4 only: (4, 4), two sitting out)."""
        for out in range(players + 1):
            seated = players - out
            count = -(-seated // self.table_size)  # as few tables as seat them
            if count and seated // count >= self.least and (self.least < self.table_size or not seated % count):
                each, more = divmod(seated, count)
                return (each + 1,) * more + (each,) * (count - more)
        return ()


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
