"""A player's record against each other player (as opponents and as partners), their best partner and their
nemesis, as statistics apps show them, each with the games behind it.

One query whatever the league's size: every result of another player in a game of this player's, beside
this player's side and place in it, counted per other player in the database.
"""

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from django.db.models import Count, F, OuterRef, Q, Subquery

from ..models import Outcome, Player, Result, Season


@dataclass(frozen=True)
class Rival:
    """Another player, as `player` met them: on different sides (who finished ahead) and on one side."""

    other: Player
    against: int  # games on different sides
    ahead: int  # ... in which the player finished ahead of the other
    behind: int  # ... in which the other finished ahead
    level: int  # ... in which they shared a place
    together: int  # games on one side
    won: int
    drawn: int
    lost: int

    @property
    def together_rate(self) -> Fraction:
        """Games won together, a draw counting half, as a share of the games played together."""
        return Fraction(2 * self.won + self.drawn, 2 * self.together) if self.together else Fraction(0)


def rivals(player: Player, season: Season | None = None, others: Sequence[int] | None = None) -> list[Rival]:
    """Everyone the player has met (in the season, or ever; only `others`, by id, when given), by name."""
    mine = Result.objects.filter(player=player, league_game=OuterRef("league_game"))
    theirs = Result.objects.filter(league_game__in=Result.objects.filter(player=player).values("league_game"))
    if season is not None:
        theirs = theirs.filter(season=season)
    if others is not None:
        theirs = theirs.filter(player__in=others)
    theirs = theirs.exclude(player=player).annotate(
        my_side=Subquery(mine.values("side")[:1]), my_place=Subquery(mine.values("place")[:1])
    )
    apart, same = ~Q(side=F("my_side")), Q(side=F("my_side"))
    rows = theirs.values("player").annotate(
        against=Count("pk", filter=apart),
        ahead=Count("pk", filter=apart & Q(my_place__lt=F("place"))),
        behind=Count("pk", filter=apart & Q(my_place__gt=F("place"))),
        level=Count("pk", filter=apart & Q(my_place=F("place"))),
        together=Count("pk", filter=same),
        won=Count("pk", filter=same & Q(outcome=Outcome.WON)),
        drawn=Count("pk", filter=same & Q(outcome=Outcome.DRAWN)),
        lost=Count("pk", filter=same & Q(outcome=Outcome.LOST)),
    )
    counts = {row["player"]: row for row in rows}
    found = []
    for other in Player.objects.filter(pk__in=counts).order_by("name"):
        other.league = player.league  # their links need its slug: no query for each
        row = counts[other.pk]
        found.append(
            Rival(
                other,
                row["against"],
                row["ahead"],
                row["behind"],
                row["level"],
                row["together"],
                row["won"],
                row["drawn"],
                row["lost"],
            )
        )
    return found


def best_partner(found: list[Rival]) -> Rival | None:
    """The partner the player does best with (wins, a draw counting half; then the one of more games
    together), if they have won or drawn with anyone."""
    partners = [rival for rival in found if rival.won or rival.drawn]
    return max(partners, key=lambda rival: (rival.together_rate, rival.together), default=None)


def nemesis(found: list[Rival]) -> Rival | None:
    """The opponent who finished ahead of the player most often (then the most often of the games they met), if any."""
    beaten_by = [rival for rival in found if rival.behind]
    return max(beaten_by, key=lambda rival: (rival.behind, Fraction(rival.behind, rival.against)), default=None)
