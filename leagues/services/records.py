"""A league's records: games being played and finished games as lists show them, a player's games and rating
history, head-to-head."""

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import datetime

from django.core.paginator import Page, Paginator
from django.db.models import Exists, OuterRef, Prefetch, QuerySet

from scorekeeper.models import Game, Side

from ..models import League, LeagueGame, NightTable, Outcome, Player, Result, Season
from .ratings import START, Skill
from .rivals import Rival, rivals

GAMES_PER_PAGE = 20


@dataclass(frozen=True)
class SideLine:
    """One side of a finished game: its players (as the league names them), final total, place, outcome."""

    players: list[Player]
    points: int
    place: int
    outcome: str

    @property
    def won(self) -> bool:
        return self.outcome == Outcome.WON


@dataclass(frozen=True)
class GameLine:
    league_game: LeagueGame
    sides: list[SideLine]

    @property
    def finished(self) -> datetime | None:
        return self.league_game.finished

    @property
    def drawn(self) -> bool:
        """Whether first place was shared."""
        return [side.place for side in self.sides].count(1) > 1

    @property
    def night_table(self) -> NightTable | None:
        """The club night's table it was played at, if it was (read with it: `game_lines`)."""
        try:
            return self.league_game.night_table
        except NightTable.DoesNotExist:
            return None


def _side_lines(results: Iterable[Result]) -> list[SideLine]:
    sides: list[SideLine] = []
    for result in results:
        if result.position == 0:
            sides.append(SideLine([], result.points, result.place, result.outcome))
        sides[-1].players.append(result.player)
    return sides


def _with_results(games: QuerySet[LeagueGame]) -> QuerySet[LeagueGame]:
    ordered = Result.objects.select_related("player").order_by("side", "position")
    return games.select_related("game", "night_table__round__night").prefetch_related(
        Prefetch("results", queryset=ordered)
    )


def game_lines(games: QuerySet[LeagueGame]) -> list[GameLine]:
    """Finished games with their sides, in three queries whatever their number."""
    return [GameLine(game, _side_lines(game.results.all())) for game in _with_results(games)]


@dataclass(frozen=True)
class PlayLine:
    """A game still being played: each side's name and total so far, and how many deals it has had."""

    league_game: LeagueGame
    sides: list[tuple[str, int]]
    played: int

    @property
    def game(self) -> Game:
        return self.league_game.game


def games_in_play(games: QuerySet[LeagueGame]) -> list[PlayLine]:
    """The games of `games` not finished, the latest changed first, in two queries whatever their number."""
    playing = games.filter(playing=True).select_related("game").order_by("-game__updated")
    found = list(playing.prefetch_related(Prefetch("game__sides", queryset=Side.objects.order_by("order"))))
    lines = []
    for league_game in found:
        sides = list(league_game.game.sides.all())
        standing = league_game.game.standing or {}
        totals = standing.get("totals") or [side.starting_total for side in sides]
        played = standing.get("played") or 0
        lines.append(PlayLine(league_game, list(zip((side.name for side in sides), totals, strict=False)), played))
    return lines


def finished_games(league: League) -> QuerySet[LeagueGame]:
    """The league's games that count (finished, or a club night's stopped by its round's end, with their results),
    the latest first."""
    counted = Result.objects.filter(league_game=OuterRef("pk"))
    return (
        LeagueGame.objects.filter(league=league, sequence__isnull=False).filter(Exists(counted)).order_by("-sequence")
    )


def games_page(games: QuerySet[LeagueGame], number: str | int | None) -> tuple[Page[LeagueGame], list[GameLine]]:
    """One page of games (the latest first) with their lines."""
    page = Paginator(games, GAMES_PER_PAGE).get_page(number)
    lines = game_lines(LeagueGame.objects.filter(pk__in=[game.pk for game in page.object_list]).order_by("-sequence"))
    return page, lines


@dataclass(frozen=True)
class PlayerGame:
    """A game as a player's page lists it: their result, partners and the other sides."""

    result: Result
    partners: list[Player]
    others: list[SideLine]
    line: GameLine = field(repr=False)


def player_games(
    player: Player, number: str | int | None, season: Season | None = None
) -> tuple[Page[Result], list[PlayerGame]]:
    """One page of a player's games (in a season, or all), the latest first."""
    results = Result.objects.filter(player=player).order_by("-sequence")
    if season is not None:
        results = results.filter(season=season)
    page = Paginator(results, GAMES_PER_PAGE).get_page(number)
    mine = list(page.object_list)
    lines = {
        line.league_game.pk: line
        for line in game_lines(LeagueGame.objects.filter(pk__in=[result.league_game_id for result in mine]))
    }
    found = []
    for result in mine:
        line = lines[result.league_game_id]
        own = line.sides[result.side]
        partners = [other for other in own.players if other.pk != player.pk]
        others = [side for index, side in enumerate(line.sides) if index != result.side]
        found.append(PlayerGame(result, partners, others, line))
    return page, found


@dataclass(frozen=True)
class RatingPoint:
    rating: float
    finished: datetime | None


def rating_history(player: Player) -> list[RatingPoint]:
    """The player's rating before their first game and after each one, in the order the games finished."""
    rows = Result.objects.filter(player=player).order_by("sequence").values_list("mu", "sigma", "finished")
    return [RatingPoint(START.ordinal, None)] + [RatingPoint(Skill(mu, sigma).ordinal, at) for mu, sigma, at in rows]


@dataclass(frozen=True)
class HeadToHead:
    """Two players' games against each other and together."""

    first: Player
    second: Player
    against: int  # games on different sides
    first_ahead: int  # ... in which the first player's side placed higher
    second_ahead: int
    level: int  # ... in which both sides shared a place
    together: int  # games on the same side
    won: int
    drawn: int
    lost: int
    games: Sequence[GameLine]


def head_to_head(first: Player, second: Player, most: int = GAMES_PER_PAGE) -> HeadToHead:
    """Counted in the database, as a player's record against each player (`rivals`), for this one."""
    found = rivals(first, others=[second.pk])
    met = found[0] if found else Rival(second, 0, 0, 0, 0, 0, 0, 0, 0)
    shared = Result.objects.filter(player=second, league_game__results__player=first).values("league_game")
    games = LeagueGame.objects.filter(pk__in=shared).order_by("-sequence")[:most]
    return HeadToHead(
        first,
        second,
        against=met.against,
        first_ahead=met.ahead,
        second_ahead=met.behind,
        level=met.level,
        together=met.together,
        won=met.won,
        drawn=met.drawn,
        lost=met.lost,
        games=game_lines(games),
    )
