"""The night's results: its players ranked by the games of the night that count (finished, and confirmed where
the league asks for it), as any league game counts (leagues.services.results).

The rank: games won (a draw is half a game won), then the tie-break, which follows the family's rule of who
wins (`Rules.lowest_wins`): where the highest total wins, the points difference (over each game, the side's
final total less the best total of the other sides); where the lowest wins, the lowest points in all. Players
equal on both share a rank.
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
    """The lines in rank order, each given its rank (shared when equal on wins and the tie-break)."""

    def tie_break(line: NightLine) -> int:
        return line.points if lowest_wins else -line.difference

    order = sorted(
        lines, key=lambda line: (not line.games, -line.score, tie_break(line), -line.games, line.player.name)
    )
    for index, line in enumerate(order):
        before = order[index - 1] if index else None
        if before and (before.score, tie_break(before)) == (line.score, tie_break(line)):
            line.rank = before.rank
        else:
            line.rank = index + 1
    for line in order:
        if not line.games:
            continue  # shown unranked: no shared rank, no tie-break
        level = [other for other in order if other is not line and other.games and other.score == line.score]
        line.shared = any(tie_break(other) == tie_break(line) for other in level)
        line.decided = any(tie_break(other) != tie_break(line) for other in level)
    return order


def night_csv(results: NightResults) -> str:
    """The night's results as CSV, through the one writer of every CSV (formula-neutral names)."""
    tie_break = _("Points") if results.lowest_wins else _("Points difference")
    rows: list[list[Cell]] = [
        [_("Rank"), _("Player"), _("Games"), _("Won"), _("Drawn"), _("Lost"), tie_break, _("Points")]
    ]
    for line in results.lines:
        rows.append(
            [
                line.rank if line.games else None,
                line.player.name,
                line.games,
                line.won,
                line.drawn,
                line.lost,
                line.points if results.lowest_wins else line.difference,
                line.points,
            ]
        )
    return csv_text(rows)
