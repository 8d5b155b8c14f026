"""Club nights: open one (its players drawn into tables round by round), start and end its rounds, a
late arrival, someone leaving, two players swapped by hand; who may run one.

The draw (leagues.draw) is stored as it is made: each round's tables (sides of player ids) and who sits
out. A round's games are made when it starts (each an ordinary league game under the league's rules,
seated and with its first dealer as drawn), so everything about a round that has not started can still
change: a late arrival or a departure draws the rounds not started again, keeping those started.
"""

import secrets
from collections.abc import Iterable, Sequence
from datetime import date
from typing import Any

from django.db import transaction
from django.db.models import F
from django.utils import timezone
from django.utils.translation import gettext as _

from scorekeeper.models import Game
from scorekeeper.services.games import SideSpec, touch
from scorekeeper.services.history import NOBODY, Author
from scorekeeper.services.rematch import team_name

from ..draw.night import draw, redraw
from ..draw.shapes import DrawError, Format, Round, Table
from ..models import League, LeagueGame, Night, NightRound, NightTable, Player, Presence
from .games import GameRefused, record_game
from .leagues import User, is_owner, league_rules, may_record
from .players import lookalike_problems, players_named
from .results import refresh

SEED_LIMIT = 2**31


class NightRefused(ValueError):
    """A change the night cannot take; the message says why."""


def form_of(night: Night) -> Format:
    rules = league_rules(night.league, night.seating)
    return Format(rules.seating.players, rules.seating.players_per_side)


def may_run(night: Night, user: User) -> bool:
    """The league's owner runs its nights, and the members the owner names organisers of one."""
    if is_owner(night.league, user):
        return True
    return may_record(night.league, user) and night.organisers.filter(pk=getattr(user, "pk", None) or 0).exists()


def open_night(
    league: League,
    on: date,
    players: Sequence[Player],
    new_names: Sequence[str],
    rounds: int,
    seating: str,
    minutes: int | None = None,
    seed: int | None = None,
) -> Night:
    """A night of the league with these players present (and new players of `new_names`, made on the spot),
    every round drawn. NightRefused when no draw can be made of it."""
    _check_names(league, new_names)
    with transaction.atomic():
        League.objects.select_for_update().get(pk=league.pk)  # players_named makes new players under it
        present = list(players) + players_named(league, [name for name in new_names if name.strip()])
        unique = list({player.pk: player for player in present}.values())
        night = Night.objects.create(
            league=league,
            date=on,
            seating=seating,
            rounds=rounds,
            minutes=minutes,
            seed=secrets.randbelow(SEED_LIMIT) if seed is None else seed,
        )
        Presence.objects.bulk_create(Presence(night=night, player=player) for player in unique)
        try:
            plan = draw([player.pk for player in unique], rounds, form_of(night), night.seed)
        except DrawError as error:
            raise NightRefused(_("No draw can be made of this night: %(reason)s.") % {"reason": error}) from None
        _store(night, plan.rounds, first=1)
    return night


def _check_names(league: League, names: Sequence[str]) -> None:
    if problems := lookalike_problems(league, [name for name in names if name.strip()]):
        raise NightRefused(" ".join(problems))


def _store(night: Night, rounds: Iterable[Round], first: int) -> None:
    for number, drawn in enumerate(rounds, start=first):
        stored = NightRound.objects.create(night=night, number=number, sitting_out=list(drawn.sitting_out))
        NightTable.objects.bulk_create(
            NightTable(round=stored, number=index, sides=[list(side) for side in table.sides])
            for index, table in enumerate(drawn.tables, start=1)
        )


def drawn_round(stored: NightRound) -> Round:
    tables = tuple(Table(tuple(tuple(side) for side in table.sides)) for table in stored.tables.all())
    return Round(tables, tuple(stored.sitting_out))


def _moved(night: Night) -> None:
    Night.objects.filter(pk=night.pk).update(version=F("version") + 1)


def _locked(night: Night) -> Night:
    return Night.objects.select_for_update().select_related("league").get(pk=night.pk)


def next_round(night: Night) -> NightRound | None:
    """The first round not started yet."""
    return night.night_rounds.filter(started__isnull=True).order_by("number").first()


def current_round(night: Night) -> NightRound | None:
    """The round being played or last played; the first round before any has started."""
    started = night.night_rounds.filter(started__isnull=False).order_by("-number").first()
    return started or night.night_rounds.order_by("number").first()


def start_round(night: Night, author: Author = NOBODY) -> NightRound:
    """Start the next round: the one before it ends, and each table gets its game (the league's rules, the seats
    and first dealer as drawn). NightRefused when every round has started, or a game cannot be made."""
    with transaction.atomic():
        night = _locked(night)
        stored = next_round(night)
        if stored is None:
            raise NightRefused(_("Every round of the night has started."))
        now = timezone.now()
        for playing in night.night_rounds.filter(started__isnull=False, ended__isnull=True):
            _end(playing)
        names = dict(Player.objects.filter(presence__night=night).values_list("pk", "name"))
        for table in stored.tables.all():
            sides = [[names[player] for player in side] for side in table.sides]
            specs = [SideSpec(team_name(players), players) for players in sides]
            try:
                game = record_game(night.league, specs, owner=author, first_dealer=0)
            except GameRefused as refused:
                raise NightRefused(" ".join(refused.problems)) from None
            table.league_game = game.league_game
            table.save(update_fields=["league_game"])
        stored.started = now
        stored.save(update_fields=["started"])
        _moved(night)
    return stored


def end_round(night: Night) -> NightRound:
    """End the round being played (its clock stops; games still running are stopped by the league's rule for
    time). NightRefused when no round is being played."""
    with transaction.atomic():
        night = _locked(night)
        playing = night.night_rounds.filter(started__isnull=False, ended__isnull=True).first()
        if playing is None:
            raise NightRefused(_("No round is being played."))
        _end(playing)
        _moved(night)
    return playing


def _end(playing: NightRound) -> None:
    """End a round: its games still running stop, and count by the league's rule for time (the deal in play
    may still be entered: the game then counts as that deal leaves it)."""
    now = timezone.now()
    playing.ended = now
    playing.save(update_fields=["ended"])
    running = playing.tables.filter(league_game__game__finished=False, stopped__isnull=True)
    for table in running.select_related("league_game__game"):
        table.stopped = now
        table.save(update_fields=["stopped"])
        if table.league_game is not None:
            touch([table.league_game.game_id])  # its sheet says so
            refresh(Game.objects.get(pk=table.league_game.game_id))


def _present_from(night: Night, number: int) -> list[int]:
    """The players present from round `number` on."""
    found = []
    for presence in night.presence.all():
        if presence.arrived <= number and (presence.left is None or presence.left > number):
            found.append(presence.player_id)
    return sorted(found)


def _redraw(night: Night) -> None:
    """Draw again every round not started, counting those started as played."""
    stored = next_round(night)
    if stored is None:
        return
    played = [
        drawn_round(done)
        for done in night.night_rounds.filter(number__lt=stored.number).order_by("number").prefetch_related("tables")
    ]
    players = _present_from(night, stored.number)
    try:
        plan = redraw(played, players, night.rounds - stored.number + 1, form_of(night), night.seed + stored.number)
    except DrawError as error:
        raise NightRefused(_("No draw can be made of this night: %(reason)s.") % {"reason": error}) from None
    night.night_rounds.filter(number__gte=stored.number).delete()
    _store(night, plan.rounds, first=stored.number)


def arrive(night: Night, players: Sequence[Player], new_names: Sequence[str] = ()) -> int:
    """Players who arrive late play from the next round not started: those rounds are drawn again. The round
    they play from."""
    with transaction.atomic():
        night = _locked(night)
        stored = next_round(night)
        if stored is None:
            raise NightRefused(_("Every round of the night has started."))
        _check_names(night.league, new_names)
        League.objects.select_for_update().get(pk=night.league_id)
        arriving = list(players) + players_named(night.league, [name for name in new_names if name.strip()])
        for player in arriving:
            presence, _made = Presence.objects.get_or_create(
                night=night, player=player, defaults={"arrived": stored.number}
            )
            if not _made and presence.left is not None:  # came back
                presence.left = None
                presence.arrived = stored.number
                presence.save(update_fields=["left", "arrived"])
        _redraw(night)
        _moved(night)
    return stored.number


def leave(night: Night, player: Player) -> int:
    """A player who leaves is out of the next round not started on: those rounds are drawn again. That round."""
    with transaction.atomic():
        night = _locked(night)
        stored = next_round(night)
        if stored is None:
            raise NightRefused(_("Every round of the night has started."))
        updated = Presence.objects.filter(night=night, player=player, left__isnull=True).update(left=stored.number)
        if not updated:
            raise NightRefused(_("%(name)s is not at the night.") % {"name": player.name})
        _redraw(night)
        _moved(night)
    return stored.number


def swap(night: Night, number: int, first: Player, second: Player) -> None:
    """Put two players of a round not started yet in each other's places (either may be sitting out)."""
    with transaction.atomic():
        night = _locked(night)
        stored = night.night_rounds.filter(number=number).prefetch_related("tables").first()
        if stored is None or stored.started is not None:
            raise NightRefused(_("Only a round that has not started can change."))
        try:
            changed = drawn_round(stored).swapped(first.pk, second.pk)
        except DrawError:
            raise NightRefused(_("Both players must be in the round.")) from None
        stored.sitting_out = list(changed.sitting_out)
        stored.save(update_fields=["sitting_out"])
        for table, drawn in zip(stored.tables.all(), changed.tables, strict=True):
            table.sides = [list(side) for side in drawn.sides]
            table.save(update_fields=["sides"])
        _moved(night)


def name_organisers(night: Night, users: Iterable[Any]) -> None:
    """The members who run the night with the owner (replacing those named before)."""
    with transaction.atomic():
        night.organisers.set(list(users))
        _moved(night)


def set_night_rules(league: League, confirm: bool, time_rule: str) -> None:
    """The league's rules for its nights. Games finished already keep their results; the pages of the league's
    games say the new rules (their kept pages go)."""
    with transaction.atomic():
        League.objects.filter(pk=league.pk).update(confirm=confirm, time_rule=time_rule)
        touch(LeagueGame.objects.filter(league=league, night_table__isnull=False).values_list("game_id", flat=True))
        Night.objects.filter(league=league).update(version=F("version") + 1)
    league.confirm, league.time_rule = confirm, time_rule
