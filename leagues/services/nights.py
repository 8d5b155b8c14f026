"""Club nights: open one (its players drawn into tables round by round), start and end its rounds, a
late arrival, someone leaving, two players swapped by hand; who may run one.

The draw (leagues.draw) is stored as it is made: each round's tables (sides of player ids) and who sits
out. A round's seating is shown (on the screens and the tables' phones) before it starts, when the
organiser asks or the round before ends; its games are made when it starts (each an ordinary league game
under the league's rules, seated and with its first dealer as drawn), so everything about a round that has
not started can still change: a late arrival or a departure draws the rounds not started again, keeping
those started.
"""

import secrets
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import date
from typing import Any

from django.db import transaction
from django.db.models import Count, F, Max
from django.utils import timezone
from django.utils.translation import gettext as _

from rules.core.rules import Rules
from scorekeeper.models import Deal, Game
from scorekeeper.services.games import SideSpec, touch
from scorekeeper.services.history import NOBODY, Author
from scorekeeper.services.rematch import team_name

from ..draw.night import draw, redraw
from ..draw.shapes import DrawError, Format, Round, Table
from ..limits import MOST_AT_A_NIGHT, MOST_NEW_NAMES
from ..models import League, LeagueGame, Night, NightRound, NightTable, Player, Presence, TableLink
from .games import GameRefused, record_game
from .leagues import league_rules, league_tables
from .players import lookalike_problems, name_key, players_named
from .results import refresh

SEED_LIMIT = 2**31


class NightRefused(ValueError):
    """A change the night cannot take; the message says why."""


class StillPlaying(Exception):
    """Ending a round (or starting the next) while some of its tables have no finished result: asked first, with
    `tables`, those tables; nothing was changed."""

    def __init__(self, tables: Sequence[NightTable]):
        super().__init__(", ".join(str(table) for table in tables))
        self.tables = list(tables)


def still_playing(night: Night) -> list[NightTable]:
    """The tables of the round being played whose game has no finished result yet."""
    return list(
        NightTable.objects.filter(
            round__night=night, round__started__isnull=False, round__ended__isnull=True, stopped__isnull=True
        )
        .filter(league_game__game__finished=False)
        .select_related("round", "league_game__game")
        .order_by("number")
    )


def night_format(seating: str, tables: Sequence[Rules]) -> Format:
    """How a night of the league seats its tables, from the league's rules at each seating (league_tables): games
    played alone also seat tables of one fewer where the league plays them, so that fewer sit out (7 players of
    Kalooki at four: a table of 4 and one of 3)."""
    found = {rules.seating.key: rules.seating for rules in tables}
    chosen = found[seating]
    size, alone = chosen.players, not chosen.partnerships
    smaller = f"{size - 1}x1"
    smallest = size - 1 if alone and size > 2 and smaller in found else 0
    return Format(size, chosen.players_per_side, smallest)


def form_of(night: Night) -> Format:
    rules = league_rules(night.league, night.seating)
    tables = [rules, *league_tables(night.league)]
    return night_format(night.seating, tables)


def too_many_players() -> str:
    return _("At most %(count)d players at a night.") % {"count": MOST_AT_A_NIGHT}


def _bounded(players: Sequence[Player], new_names: Sequence[str]) -> list[str]:
    """The new names that are names (blank lines dropped), within the bounds of leagues/limits.py."""
    names = [name for name in new_names if name.strip()]
    if len(names) > MOST_NEW_NAMES:
        raise NightRefused(
            _("At most %(count)d new names at once: add the others later, as late arrivals.")
            % {"count": MOST_NEW_NAMES}
        )
    if len(players) + len(names) > MOST_AT_A_NIGHT:
        raise NightRefused(too_many_players())
    return names


@dataclass(frozen=True)
class Newcomers:
    """Who a night's ticked players and typed names are, read before any lock is taken: the league's players
    (`known`, each once), and the names that are nobody's yet (`new`, each once), drawn as the placeholder
    ids `stand_ins` (above every id the league has, in the order the players will be made, so the draw seats
    them as it seats the players once made: the draw reads ids only by their order, leagues/draw)."""

    known: list[Player]
    new: list[str]
    stand_ins: list[int]

    @property
    def ids(self) -> list[int]:
        return [player.pk for player in self.known] + self.stand_ins


def _newcomers(league: League, players: Sequence[Player], names: Sequence[str]) -> Newcomers:
    _check_names(league, names)
    typed = {name_key(name): name for name in reversed(names)}  # the first spelling of each name
    found = {player.key: player for player in Player.objects.filter(league=league, key__in=list(typed))}
    known = {player.pk: player for player in players}
    for player in found.values():
        known.setdefault(player.pk, player)
    new = [name for key, name in reversed(typed.items()) if key not in found]
    top = Player.objects.aggregate(top=Max("pk"))["top"] or 0
    return Newcomers(list(known.values()), new, list(range(top + 1, top + 1 + len(new))))


def _made(league: League, newcomers: Newcomers) -> dict[int, int]:
    """Make the new players (under the league's lock, held by the caller): each stand-in's player id. The
    write is as short as a game's: the names were checked and the draw made before the lock."""
    made = players_named(league, newcomers.new)
    ids = dict(zip(newcomers.stand_ins, (player.pk for player in made), strict=True))
    if len({*ids.values(), *(player.pk for player in newcomers.known)}) != len(newcomers.known) + len(ids):
        # A player was renamed to one of the new names meanwhile: the draw would seat them twice.
        raise NightRefused(_("The league's players changed meanwhile: try again."))
    return ids


def _relabelled(rounds: Iterable[Round], ids: dict[int, int]) -> list[Round]:
    def seat(player: int) -> int:
        return ids.get(player, player)

    return [
        Round(
            tuple(
                Table(tuple(tuple(seat(player) for player in side) for side in table.sides)) for table in drawn.tables
            ),
            tuple(seat(player) for player in drawn.sitting_out),
        )
        for drawn in rounds
    ]


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
    every round drawn. NightRefused when no draw can be made of it. Everything is checked and drawn before
    the league's lock; under it only the new players, the night and its rounds are written."""
    newcomers = _newcomers(league, players, _bounded(players, new_names))
    rules = league_rules(league, seating)
    seed = secrets.randbelow(SEED_LIMIT) if seed is None else seed
    try:
        plan = draw(newcomers.ids, rounds, night_format(seating, [rules, *league_tables(league)]), seed)
    except DrawError as error:
        raise NightRefused(_("No draw can be made of this night: %(reason)s.") % {"reason": error}) from None
    with transaction.atomic():
        League.objects.select_for_update().get(pk=league.pk)  # players_named makes new players under it
        ids = _made(league, newcomers)
        night = Night.objects.create(league=league, date=on, seating=seating, rounds=rounds, minutes=minutes, seed=seed)
        present = [player.pk for player in newcomers.known] + list(ids.values())
        Presence.objects.bulk_create(Presence(night=night, player_id=player) for player in present)
        _store(night, _relabelled(plan.rounds, ids), first=1)
    return night


def _check_names(league: League, names: Sequence[str]) -> None:
    if problems := lookalike_problems(league, [name for name in names if name.strip()]):
        raise NightRefused(" ".join(problems))


def _store(night: Night, rounds: Iterable[Round], first: int, seated: Any = None) -> None:
    """Store the rounds drawn from round `first` on (its seating shown at `seated`, if it was), and a phone's link
    for every table they have."""
    most = 0
    for number, drawn in enumerate(rounds, start=first):
        stored = NightRound.objects.create(
            night=night,
            number=number,
            sitting_out=list(drawn.sitting_out),
            seated=seated if number == first else None,
        )
        NightTable.objects.bulk_create(
            NightTable(round=stored, number=index, sides=[list(side) for side in table.sides])
            for index, table in enumerate(drawn.tables, start=1)
        )
        most = max(most, len(drawn.tables))
    table_links(night, most)


def table_links(night: Night, count: int) -> list[TableLink]:
    """The links of the night's tables 1 … `count` (made the first time a table is needed)."""
    TableLink.objects.bulk_create(
        (TableLink(night=night, number=number) for number in range(1, count + 1)), ignore_conflicts=True
    )
    return list(TableLink.objects.filter(night=night, number__lte=count).order_by("number"))


def drawn_round(stored: NightRound) -> Round:
    tables = tuple(Table(tuple(tuple(side) for side in table.sides)) for table in stored.tables.all())
    return Round(tables, tuple(stored.sitting_out))


def _moved(night: Night) -> None:
    Night.objects.filter(pk=night.pk).update(version=F("version") + 1)


def _locked(night: Night) -> Night:
    """The night, locked (its row alone: the league's row is locked after a game's, by every write of a deal, so
    a night's change never holds it before the games of a round it ends)."""
    return Night.objects.select_for_update(of=("self",)).select_related("league").get(pk=night.pk)


def next_round(night: Night) -> NightRound | None:
    """The first round not started yet."""
    return night.night_rounds.filter(started__isnull=True).order_by("number").first()


def current_round(night: Night) -> NightRound | None:
    """The round being played or last played; the first round before any has started."""
    started = night.night_rounds.filter(started__isnull=False).order_by("-number").first()
    return started or night.night_rounds.order_by("number").first()


def start_round(night: Night, author: Author = NOBODY, anyway: bool = True) -> NightRound:
    """Start the next round: the one before it ends, and each table gets its game (the league's rules, the seats
    and first dealer as drawn). NightRefused when every round has started, or a game cannot be made; unless
    `anyway`, StillPlaying when tables of the round being played have no finished result."""
    with transaction.atomic():
        night = _locked(night)
        stored = next_round(night)
        if stored is None:
            raise NightRefused(_("Every round of the night has started."))
        if not anyway and (tables := still_playing(night)):
            raise StillPlaying(tables)
        now = timezone.now()
        for playing in night.night_rounds.filter(started__isnull=False, ended__isnull=True):
            _end(playing)
        _touch_round(night, stored.number - 1)  # its tables' phones move on to this round's games
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
        stored.seated = stored.seated or now
        stored.save(update_fields=["started", "seated"])
        _moved(night)
    return stored


def seat_round(night: Night) -> NightRound:
    """Show the next round's seating (on the screens and the tables' phones) before it starts. NightRefused when
    every round has started."""
    with transaction.atomic():
        night = _locked(night)
        stored = next_round(night)
        if stored is None:
            raise NightRefused(_("Every round of the night has started."))
        if stored.seated is None:
            _seat(night, stored)
            _moved(night)
    return stored


def _seat(night: Night, stored: NightRound) -> None:
    stored.seated = timezone.now()
    stored.save(update_fields=["seated"])
    _touch_round(night, stored.number - 1)  # the sheets of the round before say where each table goes next


def _touch_round(night: Night, number: int) -> None:
    """The pages of round `number`'s games show something new about the night (LeagueGame versions move on)."""
    touch(
        NightTable.objects.filter(round__night=night, round__number=number, league_game__isnull=False).values_list(
            "league_game__game_id", flat=True
        )
    )


def end_round(night: Night, anyway: bool = True) -> NightRound:
    """End the round being played (its clock stops; games still running are stopped by the league's rule for
    time). NightRefused when no round is being played; unless `anyway`, StillPlaying when some of its tables have
    no finished result."""
    with transaction.atomic():
        night = _locked(night)
        playing = night.night_rounds.filter(started__isnull=False, ended__isnull=True).first()
        if playing is None:
            raise NightRefused(_("No round is being played."))
        if not anyway and (tables := still_playing(night)):
            raise StillPlaying(tables)
        _end(playing)
        upcoming = next_round(night)
        if upcoming is not None and upcoming.seated is None:  # where everyone goes next is shown at once
            _seat(night, upcoming)
        _moved(night)
    return playing


def _end(playing: NightRound) -> None:
    """End a round: its games still running stop, and count by the league's rule for time; every game of the
    round is closed to its table but for the deal in play (leagues.services.locks): the deals each has now are
    counted under its lock, so a deal saved at this moment is either counted here or is the deal in play."""
    now = timezone.now()
    playing.ended = now
    playing.save(update_fields=["ended"])
    tables = list(playing.tables.filter(league_game__isnull=False).select_related("league_game"))
    games = [table.league_game.game_id for table in tables if table.league_game is not None]
    locked = {game.pk: game for game in Game.objects.select_for_update().filter(pk__in=games).order_by("pk")}
    counts = dict(
        Deal.objects.filter(game_id__in=games)
        .values("game_id")
        .annotate(count=Count("pk"))
        .values_list("game_id", "count")
    )
    for table in tables:
        game_id = table.league_game.game_id if table.league_game else 0
        table.deals_at_end = counts.get(game_id, 0)
        fields = ["deals_at_end"]
        if not locked[game_id].finished and table.stopped is None:
            table.stopped = now
            fields.append("stopped")
        table.save(update_fields=fields)
    touch(games)  # their sheets say so; a deal saved from a form read before the end is checked again
    for table in tables:
        if table.stopped == now and table.league_game is not None:
            refresh(Game.objects.get(pk=table.league_game.game_id))


def _present_from(night: Night, number: int) -> list[int]:
    """The players present from round `number` on."""
    found = []
    for presence in night.presence.all():
        if presence.arrived <= number and (presence.left is None or presence.left > number):
            found.append(presence.player_id)
    return sorted(found)


def _plan_from(night: Night, stored: NightRound, players: Sequence[int]) -> list[Round]:
    """The rounds from `stored` on drawn again for `players`, counting those started as played."""
    played = [
        drawn_round(done)
        for done in night.night_rounds.filter(number__lt=stored.number).order_by("number").prefetch_related("tables")
    ]
    try:
        plan = redraw(played, players, night.rounds - stored.number + 1, form_of(night), night.seed + stored.number)
    except DrawError as error:
        raise NightRefused(_("No draw can be made of this night: %(reason)s.") % {"reason": error}) from None
    return list(plan.rounds)


def _replace(night: Night, stored: NightRound, rounds: Iterable[Round]) -> None:
    """The rounds from `stored` on drawn again; a seating already shown stays shown, and the sheets of the round
    before say where each table goes now."""
    night.night_rounds.filter(number__gte=stored.number).delete()
    _store(night, rounds, first=stored.number, seated=stored.seated)
    if stored.seated is not None:
        _touch_round(night, stored.number - 1)


def _redraw(night: Night) -> None:
    """Draw again every round not started, counting those started as played."""
    stored = next_round(night)
    if stored is None:
        return
    _replace(night, stored, _plan_from(night, stored, _present_from(night, stored.number)))


# How often an arrival is drawn again when the night changed while it was drawn (a round started ...).
ARRIVAL_TRIES = 3


def arrive(night: Night, players: Sequence[Player], new_names: Sequence[str] = ()) -> int:
    """Players who arrive late play from the next round not started: those rounds are drawn again. The round
    they play from. The names are checked and the rounds drawn before any lock (a draw can take seconds);
    under the night's lock and then the league's, only the writes, once the night is seen unchanged."""
    names = _bounded(players, new_names)
    for _try in range(ARRIVAL_TRIES):
        seen = Night.objects.select_related("league").get(pk=night.pk)
        stored = next_round(seen)
        if stored is None:
            raise NightRefused(_("Every round of the night has started."))
        newcomers = _newcomers(seen.league, players, names)
        present = sorted({*_present_from(seen, stored.number), *newcomers.ids})
        if len(present) > MOST_AT_A_NIGHT:
            raise NightRefused(too_many_players())
        rounds = _plan_from(seen, stored, present)
        with transaction.atomic():
            locked = _locked(night)
            if locked.version != seen.version:
                continue  # changed while it was drawn: draw it again
            League.objects.select_for_update().get(pk=locked.league_id)
            ids = _made(locked.league, newcomers)
            for player in [player.pk for player in newcomers.known] + list(ids.values()):
                presence, made = Presence.objects.get_or_create(
                    night=locked, player_id=player, defaults={"arrived": stored.number}
                )
                if not made and presence.left is not None:  # came back
                    presence.left = None
                    presence.arrived = stored.number
                    presence.save(update_fields=["left", "arrived"])
            _replace(locked, stored, _relabelled(rounds, ids))
            _moved(locked)
            return stored.number
    raise NightRefused(_("The night changed while the rounds were being drawn again: try again."))


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
        if stored.seated is not None:
            _touch_round(night, number - 1)
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


def set_time_zone(league: League, zone: str) -> None:
    """Where the club meets; the pages of its nights' games say their round's end in it (their kept pages go)."""
    with transaction.atomic():
        League.objects.filter(pk=league.pk).update(time_zone=zone)
        touch(LeagueGame.objects.filter(league=league, night_table__isnull=False).values_list("game_id", flat=True))
        Night.objects.filter(league=league).update(version=F("version") + 1)
    league.time_zone = zone


def new_table_game(night: Night, number: int, table_number: int, author: Author = NOBODY) -> Game:
    """Give a table of the round being played a new game, its seats and first dealer as drawn, where its game was
    deleted (only whoever runs the night deletes one: leagues.services.leagues.owns_league_game). NightRefused when
    the round is not being played, or the table has its game."""
    with transaction.atomic():
        night = _locked(night)
        stored = night.night_rounds.filter(number=number, started__isnull=False, ended__isnull=True).first()
        if stored is None:
            raise NightRefused(_("Only a table of the round being played is given a new game."))
        table = stored.tables.filter(number=table_number).first()
        if table is None:
            raise NightRefused(_("The round has no such table."))
        if table.league_game_id is not None:
            raise NightRefused(_("This table has its game."))
        names = dict(Player.objects.filter(presence__night=night).values_list("pk", "name"))
        specs = [
            SideSpec(team_name(players), players) for players in ([names[p] for p in side] for side in table.sides)
        ]
        try:
            game = record_game(night.league, specs, owner=author, first_dealer=0)
        except GameRefused as refused:
            raise NightRefused(" ".join(refused.problems)) from None
        table.league_game = game.league_game
        table.stopped = table.confirmed = table.confirmed_side = None
        table.save(update_fields=["league_game", "stopped", "confirmed", "confirmed_side"])
        _moved(night)
    return game


def cancel_night(night: Night) -> None:
    """Cancel (delete) a night opened by mistake, before its first round starts: its draw, tables, links and who
    was present go; the league's players stay. NightRefused once a round has started (its games count)."""
    with transaction.atomic():
        night = _locked(night)
        started = night.night_rounds.filter(started__isnull=False).exists()
        if started or NightTable.objects.filter(round__night=night, league_game__isnull=False).exists():
            raise NightRefused(_("A round of this night has started: its games count, so the night stays."))
        night.delete()
