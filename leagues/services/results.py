"""The result store: each finished league game's result per player, exact under every write.

The score pad announces every write that can change how a game ends
(scorekeeper.services.events); `refresh` then runs in the same transaction.
For a league game it seats the names the sides now have, works out each
side's place from the game's own rules (`Rules.places`: highest total,
lowest in Kalooki, the last player in in British Kalookie; a shared first
place is a draw), and when that differs from what is stored it writes the
new results and replays the ratings and streaks of every result from that
game on, in the order the league's games finished. A game that is not
finished has no results; a game keeps its place in that order from the first
time it finished (a deal deleted and put back, or corrected, changes nothing
else). So the store is always what it would be had the games always been as
they are now (`rebuild` works it all out afresh, to check).

No request waits on a replay. A game finishing last rates that game alone, in its write. A
correction of a game that finished before others would replay every rating after it (seconds, in
a league of 10,000 games): the write only marks the league's ratings as updating from that game
(`League.ratings_from`) and queues `replay_ratings` (Django's tasks framework; the database backend
keeps the task in the write's own transaction, and `manage.py ratings_worker` runs it:
docs/production.md). The replay runs in one transaction and clears the mark at its end: a worker
killed mid-replay leaves the mark and the old figures as they were, and `ratings_worker` queues
every marked league again when it starts (`queue_waiting`). Meanwhile the standings say so.
"""

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from itertools import groupby
from typing import Any

from django.db import connection, transaction
from django.db.models import OuterRef, Prefetch, Subquery
from django.tasks import task
from django.utils import timezone

from rules.core.state import Standing, ranked
from scorekeeper.models import Game
from scorekeeper.services.deals import standing_of
from scorekeeper.services.events import Change, game_changed
from scorekeeper.services.rules import game_rules

from ..models import League, LeagueGame, NightTable, Outcome, Player, Result, Season, Seat, TimeRule
from .locks import guard
from .log import log_result_change
from .players import lookalike_problems, players_named
from .ratings import START, Skill, rate
from .standings import lines

RATED = ["mu", "sigma", "change", "streak", "season_streak"]
BATCH = 1000  # rows a statement


def listen() -> None:
    game_changed.connect(_on_game_changed, sender=Game, dispatch_uid="leagues.results")


def _on_game_changed(sender: type[Game], game: Game, change: Change, deleted: bool, **kwargs: Any) -> None:
    # A club night's game closed to its table: the write is refused here (rolled back), or it is an organiser's,
    # which the log keeps and which sends a confirmed game back to waiting (leagues.services.locks).
    if not in_league(game):  # most games are no league's: one small query, as `refresh` asks
        return
    refresh(game, deleted, change, guard(game, change))


def in_league(game: Game) -> bool:
    """Whether a game is a league's. Every write of every game asks, so it is one small query written
    out: the ORM would take ten times as long to build it, a tenth of the time of saving a deal."""
    with connection.cursor() as cursor:
        cursor.execute(f"SELECT 1 FROM {LeagueGame._meta.db_table} WHERE game_id = %s", [game.pk])
        return cursor.fetchone() is not None


def refresh(game: Game, deleted: bool = False, change: Change | None = None, logged: bool = False) -> None:
    """Bring a game's results (and every rating after them) in line with the game; nothing for a game
    outside any league. Call inside the transaction of the write (`change`: what it was, by whom).
    A change to the results of a game that had counted is a line of the league's log, and so is every
    `logged` write (an organiser's to a night game closed to its table), whatever it changed."""
    if not in_league(game):
        return
    league_game = LeagueGame.objects.get(game=game)
    # One writer of a league's results at a time: the ratings are a chain in finishing order.
    league = League.objects.select_for_update().get(pk=league_game.league_id)
    night = _at_night(league_game)
    if not deleted:
        _seat_names(league, league_game, game)
        playing = not game.finished and not night.stopped  # a night's game stopped by its round's end is over
        if league_game.playing != playing:
            league_game.playing = playing
            league_game.save(update_fields=["playing"])
    stored = list(league_game.results.order_by("side", "position"))
    seats = list(league_game.seats.order_by("side", "position"))
    fresh = [] if deleted else _results(league_game, game, seats, night)
    if _same(stored, fresh):
        if logged:
            log_result_change(league_game, change, stored, fresh, ({}, {}))
        return
    # A game has results only once it has its number: without one, it is finishing for the first time.
    counted = league_game.sequence is not None
    ranks_before = _ranks(league, league_game.season) if counted or logged else {}
    if fresh and league_game.sequence is None:  # it has just finished for the first time: it goes last
        league.finishes += 1
        league.save(update_fields=["finishes"])
        league_game.sequence, league_game.finished = league.finishes, timezone.now()
        league_game.save(update_fields=["sequence", "finished"])
    Result.objects.filter(league_game=league_game).delete()
    for result in fresh:
        result.sequence, result.finished = league_game.sequence or 0, league_game.finished or timezone.now()
    Result.objects.bulk_create(fresh)
    if league_game.sequence is not None:
        _rate_from(league, league_game.sequence)
    if counted or logged:
        log_result_change(league_game, change, stored, fresh, (ranks_before, _ranks(league, league_game.season)))


def _rate_from(league: League, sequence: int) -> None:
    """The ratings from the game that finished as `sequence` on: at once for the last game (it rates
    that game alone), else marked and replayed by a task (none waits on it: the module's docstring)."""
    if league.ratings_from is None and sequence == league.finishes:
        replay(league, sequence)
        return
    if league.ratings_from is None or sequence < league.ratings_from:
        league.ratings_from = sequence
        league.save(update_fields=["ratings_from"])
    replay_ratings.enqueue(league.pk)


@task
def replay_ratings(league_id: int) -> int:
    """Bring a league's ratings and streaks up to date from its mark on, in one transaction; the number
    of results whose figures changed (0 when nothing was waiting: another run did it)."""
    with transaction.atomic():
        league = League.objects.select_for_update().filter(pk=league_id).first()
        if league is None or league.ratings_from is None:
            return 0
        changed = replay(league, league.ratings_from)
        league.ratings_from = None
        league.save(update_fields=["ratings_from"])
    return changed


def queue_waiting() -> int:
    """Queue a replay for every league whose ratings wait for one (a worker may have died mid-replay);
    how many."""
    waiting = list(League.objects.filter(ratings_from__isnull=False).values_list("pk", flat=True))
    for league_id in waiting:
        replay_ratings.enqueue(league_id)
    return len(waiting)


def _ranks(league: League, season: Season) -> dict[int, int]:
    """Each player's rank in a season's standings."""
    return {line.player.pk: line.rank for line in lines(league, season) if line.played}


def _seat_names(league: League, league_game: LeagueGame, game: Game) -> None:
    """Seat the league's player of each name the game's sides now have, where it was changed
    (the game details page); an empty name keeps its seat."""
    seats = {(seat.side, seat.position): seat for seat in league_game.seats.all()}
    changed = {
        spot: name.strip()
        for side in game.sides.all()
        for position, name in enumerate(side.players)
        if (spot := (side.order, position)) in seats and name.strip() and name.strip() != seats[spot].name
    }
    for spot, name in list(changed.items()):
        if lookalike_problems(league, [name]):  # looks like another player's name: the seat stays
            del changed[spot]
    if not changed:
        return
    players = dict(zip(changed, players_named(league, list(changed.values())), strict=True))
    wanted = [players[spot].pk if spot in players else seat.player_id for spot, seat in seats.items()]
    if len(set(wanted)) != len(wanted):
        return  # one player in two seats: the seats stay as they were
    Seat.objects.filter(pk__in=[seats[spot].pk for spot in changed]).delete()
    Seat.objects.bulk_create(
        Seat(league_game=league_game, side=spot[0], position=spot[1], player=players[spot], name=name)
        for spot, name in changed.items()
    )


def _results(league_game: LeagueGame, game: Game, seats: Sequence[Seat], night: "_Night | None" = None) -> list[Result]:
    """The results of a finished game, one per seat (in side and position order), without ratings;
    none while it goes on (`night`: what its club night says of it, if read already)."""
    night = night or _at_night(league_game)
    if night.waits and (game.finished or night.stopped):
        return []
    if not game.finished and not night.stopped:
        return []
    rules = game_rules(game)
    if not game.finished and not was_played(standing_of(game, rules)):
        return []  # stopped before any deal: not played, never a draw (an organiser may enter its result)
    places, totals = placed(game, night.rule)
    if places is None or totals is None:
        return []
    teams = {side: "-".join(sorted(str(seat.player_id) for seat in group)) for side, group in _by_side(seats)}
    alone = rules.seating.players_per_side == 1
    firsts = places.count(1)
    return [
        Result(
            league_id=league_game.league_id,
            season_id=league_game.season_id,
            league_game=league_game,
            player_id=seat.player_id,
            side=seat.side,
            position=seat.position,
            team="" if alone else teams[seat.side],
            place=places[seat.side],
            outcome=_outcome(places[seat.side], firsts),
            points=totals[seat.side],
            mu=START.mu,
            sigma=START.sigma,
            change=0.0,
            streak=1,
            season_streak=1,
        )
        for seat in seats
    ]


def placed(game: Game, rule: str) -> tuple[tuple[int, ...] | None, tuple[int, ...] | None]:
    """Each side's place and total: a finished game's, or one stopped by its round's end, as it stands or a draw
    (the league's `rule` for time)."""
    rules = game_rules(game)
    standing = standing_of(game, rules)
    if game.finished:
        return rules.places(standing), standing.final_totals
    totals = standing.totals
    draw = rule == TimeRule.DRAW
    return (tuple(1 for _total in totals) if draw else ranked([t if rules.lowest_wins else -t for t in totals])), totals


def was_played(standing: Standing) -> bool:
    """Whether a game stopped by its round's end has a result: only once a deal was played (at the table or on
    paper). A table that never dealt is not played."""
    return standing.played + standing.paper > 0


@dataclass(frozen=True)
class _Night:
    """What a club night says of its game: it waits for a confirmation; the clock stopped it, and by which rule."""

    waits: bool = False
    stopped: bool = False
    rule: str = TimeRule.STANDING


def _at_night(league_game: LeagueGame) -> _Night:
    found = (
        NightTable.objects.filter(league_game=league_game)
        .values_list("confirmed", "stopped", "round__night__league__confirm", "round__night__league__time_rule")
        .first()
    )
    if found is None:
        return _Night()
    confirmed, stopped, asked, rule = found
    return _Night(waits=asked and confirmed is None, stopped=stopped is not None, rule=rule)


def _outcome(place: int, firsts: int) -> str:
    if place != 1:
        return Outcome.LOST
    return Outcome.WON if firsts == 1 else Outcome.DRAWN


def _by_side(seats: Iterable[Any]) -> Iterable[tuple[int, list[Any]]]:
    for side, group in groupby(seats, key=lambda seat: seat.side):
        yield side, list(group)


def _key(result: Result) -> tuple[Any, ...]:
    return (result.player_id, result.side, result.position, result.team, result.place, result.outcome, result.points)


def _same(stored: Sequence[Result], fresh: Sequence[Result]) -> bool:
    return [_key(result) for result in stored] == [_key(result) for result in fresh]


@dataclass
class _Form:
    """Where a player stands before a game: skill, and the run of outcomes (all-time and in a season)."""

    skill: Skill = START
    outcome: str = ""
    streak: int = 0
    season_id: int | None = None
    season_streak: int = 0

    def after(self, result: Result, skill: Skill) -> "_Form":
        streak = self.streak + 1 if result.outcome == self.outcome else 1
        same_season = result.outcome == self.outcome and result.season_id == self.season_id
        return _Form(skill, result.outcome, streak, result.season_id, self.season_streak + 1 if same_season else 1)


def _forms_before(players: Iterable[int], start: int) -> dict[int, _Form]:
    """Each player's form after their last result before game `start`."""
    last = Result.objects.filter(player=OuterRef("pk"), sequence__lt=start).order_by("-sequence").values("pk")[:1]
    ids = Player.objects.filter(pk__in=list(players)).annotate(last=Subquery(last)).values_list("last", flat=True)
    forms: dict[int, _Form] = {}
    for result in Result.objects.filter(pk__in=[pk for pk in ids if pk is not None]):
        forms[result.player_id] = _Form(
            Skill(result.mu, result.sigma), result.outcome, result.streak, result.season_id, result.season_streak
        )
    return forms


def _rate(results: Sequence[Result], forms: dict[int, _Form]) -> int:
    """Rate results in finishing order (side and position order within a game), from each player's form
    before them; the results' figures are set in place. The number of results whose figures changed."""
    changed = 0
    for _sequence, game in groupby(results, key=lambda result: result.sequence):
        sides = list(_by_side(game))
        before = [[forms.get(result.player_id, _Form()) for result in group] for _side, group in sides]
        skills = rate([[form.skill for form in team] for team in before], [group[0].place for _side, group in sides])
        for (_side, group), team_before, team_after in zip(sides, before, skills, strict=True):
            for result, form, skill in zip(group, team_before, team_after, strict=True):
                forms[result.player_id] = after = form.after(result, skill)
                figures = (skill.mu, skill.sigma, skill.ordinal - form.skill.ordinal, after.streak, after.season_streak)
                if figures != tuple(getattr(result, name) for name in RATED):
                    result.mu, result.sigma, result.change, result.streak, result.season_streak = figures
                    changed += 1
    return changed


def replay(league: League, start: int) -> int:
    """Ratings and streaks of every result from the game that finished as `start` on; the number of
    results whose figures changed. Those results are written again in one go (a correction early in a
    long league changes nearly all of them, and rows are quicker to insert than to update one by one)."""
    later = list(Result.objects.filter(league=league, sequence__gte=start).order_by("sequence", "side", "position"))
    changed = _rate(later, _forms_before({result.player_id for result in later}, start))
    if changed:
        Result.objects.filter(league=league, sequence__gte=start).delete()
        Result.objects.bulk_create(later, batch_size=BATCH)
    return changed


def rebuild(league: League) -> None:
    """Every result of the league worked out afresh from its games, in the order they finished."""
    seats = Prefetch("seats", queryset=Seat.objects.order_by("side", "position"))
    games = LeagueGame.objects.filter(league=league, sequence__isnull=False).select_related("game")
    fresh = []
    for league_game in games.order_by("sequence").prefetch_related(seats):
        for result in _results(league_game, league_game.game, list(league_game.seats.all())):
            result.sequence, result.finished = league_game.sequence or 0, league_game.finished or timezone.now()
            fresh.append(result)
    _rate(fresh, {})
    Result.objects.filter(league=league).delete()
    Result.objects.bulk_create(fresh, batch_size=BATCH)
    League.objects.filter(pk=league.pk).update(ratings_from=None)  # every rating is up to date now
    league.ratings_from = None
