"""The night's results: its players ranked by the games of the night that count (finished, and confirmed where
the league asks for it), as any league game counts (leagues.services.results).

The rank, as bridge ranks a session by percentage: each player's share, the games won (a draw is half a game
won) divided by the games played, so a player the draw made sit out a round, or a late arrival, is not pushed
down by the games they could not play. Then the tie-break, per game played, which follows the family's rule of
who wins (`Rules.lowest_wins`): where the highest total wins, the points difference per game (over each game,
the side's final total less the best total of the other sides); where the lowest wins, the lowest points per
game. Players equal on both share a rank (listed with more games first, then by name). The tie-break's mark
goes only to players it placed: level on the share with another player, apart from them on the tie-break.
"""

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field
from fractions import Fraction

from django.utils.translation import gettext as _

from scorekeeper.services.spreadsheets import Cell, csv_text

from ..models import Night, Outcome, Player, Result
from .leagues import league_rules


@dataclass
class NightLine:
    player: Player
    games: int = 0
    won: int = 0
    drawn: int = 0
    lost: int = 0
    points: int = 0  # the final totals of the player's sides
    difference: int = 0  # each game: the side's total less the best other side's
    rank: int = 0
    shared: bool = False  # the rank is shared with another player
    decided: bool = False  # the tie-break placed the player among others with as many wins
    results: list[Result] = field(default_factory=list, repr=False)

    @property
    def score(self) -> Fraction:
        """Games won, a draw counting half."""
        return self.won + Fraction(self.drawn, 2)

    @property
    def share(self) -> Fraction:
        """The score as a share of the games played (0 with none): what ranks the night."""
        return self.score / self.games if self.games else Fraction(0)

    @property
    def percent(self) -> float:
        return float(self.share * 100)

    @property
    def difference_per_game(self) -> Fraction:
        return Fraction(self.difference, self.games) if self.games else Fraction(0)

    @property
    def points_per_game(self) -> Fraction:
        return Fraction(self.points, self.games) if self.games else Fraction(0)

    @property
    def shown_difference_per_game(self) -> int:
        return round(self.difference_per_game)

    @property
    def shown_points_per_game(self) -> int:
        return round(self.points_per_game)


@dataclass(frozen=True)
class NightResults:
    lines: list[NightLine]
    lowest_wins: bool
    games: int  # the games that count

    @property
    def tie_break(self) -> str:
        return "points" if self.lowest_wins else "difference"


def night_results(night: Night) -> NightResults:
    lowest = league_rules(night.league, night.seating).lowest_wins
    results = list(
        Result.objects.filter(league_game__night_table__round__night=night)
        .select_related("player")
        .order_by("sequence", "side", "position")
    )
    by_game: dict[int, list[Result]] = defaultdict(list)
    for result in results:
        by_game[result.league_game_id].append(result)
    lines: dict[int, NightLine] = {}
    for player in Player.objects.filter(presence__night=night):
        lines[player.pk] = NightLine(player)
    for game in by_game.values():
        totals = {result.side: result.points for result in game}
        for result in game:
            others = [total for side, total in totals.items() if side != result.side]
            best = (min(others) if lowest else max(others)) if others else result.points
            line = lines.setdefault(result.player_id, NightLine(result.player))
            line.games += 1
            line.won += result.outcome == Outcome.WON
            line.drawn += result.outcome == Outcome.DRAWN
            line.lost += result.outcome == Outcome.LOST
            line.points += result.points
            line.difference += result.points - best
            line.results.append(result)
    return NightResults(ranked(list(lines.values()), lowest), lowest, len(by_game))


def ranked(lines: Sequence[NightLine], lowest_wins: bool) -> list[NightLine]:
    """The lines in rank order, each given its rank (shared when equal on the share and the tie-break)."""

    def tie_break(line: NightLine) -> Fraction:
        return line.points_per_game if lowest_wins else -line.difference_per_game

    order = sorted(
        lines, key=lambda line: (not line.games, -line.share, tie_break(line), -line.games, line.player.name)
    )
    for index, line in enumerate(order):
        before = order[index - 1] if index else None
        if before and (before.share, tie_break(before)) == (line.share, tie_break(line)):
            line.rank = before.rank
        else:
            line.rank = index + 1
    for line in order:
        if not line.games:
            continue  # shown unranked: no shared rank, no tie-break
        level = [other for other in order if other is not line and other.games and other.share == line.share]
        line.shared = any(tie_break(other) == tie_break(line) for other in level)
        line.decided = any(tie_break(other) != tie_break(line) for other in level)
    return order


def night_csv(results: NightResults) -> str:
    """The night's results as CSV, through the one writer of every CSV (formula-neutral names)."""
    heads: list[Cell] = [_("Rank"), _("Player"), _("Games"), _("Won"), _("Drawn"), _("Lost"), _("Share")]
    if results.lowest_wins:  # the tie-break is the points: one Points column
        heads += [_("Points per game"), _("Points")]
    else:
        heads += [_("Points difference per game"), _("Points difference"), _("Points")]
    rows: list[list[Cell]] = [heads]
    for line in results.lines:
        row: list[Cell] = [
            line.rank if line.games else None,
            line.player.name,
            line.games,
            line.won,
            line.drawn,
            line.lost,
            line.share if line.games else None,  # a percentage (the one writer writes a Fraction so)
        ]
        if results.lowest_wins:
            row += [one_place(line.points_per_game) if line.games else None, line.points]
        else:
            row += [one_place(line.difference_per_game) if line.games else None, line.difference, line.points]
        rows.append(row)
    return csv_text(rows)


def one_place(value: Fraction) -> float:
    """A mean per game as the CSV writes it: to one decimal place (-12.5, 1250.0)."""
    return round(float(value), 1)
