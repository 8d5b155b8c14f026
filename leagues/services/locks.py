"""Results that stay put (docs/club-night.md, *Results that stay put*): what a club night's table may still write
to its game, and what only an organiser may.

A night game belongs to its table while its round is played. When the round ends, the table may enter one more
deal, the deal in play when time was called (within `DEAL_IN_PLAY` of the end); then the game is closed to the
table: a further deal, a correction, a deletion or new names are made by whoever runs the night (the league's owner
or the night's organisers), each a line of the league's log, and the game waits for a new confirmation where the
league asks for one. A confirmed game is closed to the table too, and once a game counts its seats are renamed only
by an organiser. Nothing at all comes from a table in a season that is over (a new season started, or it closed).
No player is ever seated at two tables of one round, whoever renames a seat.

The score pad knows nothing of nights: it announces every write inside its transaction
(scorekeeper.services.events), and the result store asks `guard` first; a refusal is the pad's `GameClosed` with
the reason, so the write is rolled back and the person told why, their entries kept.
"""

from dataclasses import dataclass
from datetime import datetime, timedelta

from django.contrib.auth import get_user_model
from django.db.models import F
from django.utils import timezone
from django.utils.translation import gettext as _

from scorekeeper.models import Game
from scorekeeper.services.errors import GameClosed
from scorekeeper.services.events import Change, Write

from ..models import Night, NightTable, Player, Seat
from .leagues import User, is_owner, may_record
from .players import name_key
from .seasons import current_season

# How long after its round's end a table may still enter the deal in play.
DEAL_IN_PLAY = timedelta(minutes=30)


def may_run(night: Night, user: User) -> bool:
    """The league's owner runs its nights, and the members the owner names organisers of one."""
    if is_owner(night.league, user):
        return True
    return may_record(night.league, user) and night.organisers.filter(pk=getattr(user, "pk", None) or 0).exists()


def runs(night: Night, user_id: int | None) -> bool:
    """Whether the account `user_id` runs the night (`may_run`)."""
    if user_id is None:
        return False
    user = get_user_model().objects.filter(pk=user_id, is_active=True).first()
    return user is not None and may_run(night, user)


def night_table(game: Game) -> NightTable | None:
    return (
        NightTable.objects.select_related("round__night__league", "league_game__season")
        .filter(league_game__game=game)
        .first()
    )


@dataclass(frozen=True)
class Closed:
    """Why a night game is closed to its table (`reason`), and whether the deal in play may still come."""

    reason: str
    deal_in_play: int | None = None  # the number of the one deal the table may still enter


def closed_to_table(table: NightTable, now: datetime | None = None) -> Closed | None:
    """Whether the table's game is closed to the table (its link, a player's phone), and why; None while it is the
    table's."""
    now = now or timezone.now()
    played, league_game = table.round, table.league_game
    if league_game is not None:
        season = current_season(played.night.league)
        if league_game.season_id != season.pk or season.closed is not None:
            return Closed(_("The season of this night is over: only whoever runs the league's nights changes it."))
    if table.confirmed is not None:
        return Closed(_("The final score was confirmed: only whoever runs the night changes it now."))
    if played.ended is None:
        return None
    reason = _(
        "%(round)s has ended and this game is closed: only whoever runs the night changes it now (each change is "
        "in the league's log)."
    ) % {"round": played}
    if table.deals_at_end is not None and now < played.ended + DEAL_IN_PLAY:
        return Closed(reason, table.deals_at_end + 1)
    return Closed(reason)


def guard(game: Game, change: Change) -> bool:
    """Refuse (GameClosed, with the reason) a write the night does not allow; True when it is an organiser's write to
    a game closed to its table (the league's log keeps it), False for any other write it lets through. A write let
    through to a confirmed game sends it back to waiting for a confirmation (`unconfirm`)."""
    if change.write == Write.GAME_DELETED:
        return False
    table = night_table(game)
    if table is None:
        return False
    if change.write == Write.DETAILS:
        _one_table_a_round(table, game)
    closed = closed_to_table(table)
    counts = table.league_game is not None and table.league_game.sequence is not None
    if closed is None and not (change.write == Write.DETAILS and counts):
        return False
    if runs(table.round.night, change.author.user):
        unconfirm(table)
        return True
    if closed is None:
        raise GameClosed(_("This game counts: only whoever runs the night changes its players now."))
    if change.write == Write.DEAL_ADDED and closed.deal_in_play is not None and change.deal == closed.deal_in_play:
        return False  # the deal in play when time was called (never of a confirmed game: that is closed outright)
    raise GameClosed(closed.reason)


def _one_table_a_round(table: NightTable, game: Game) -> None:
    """No player at two tables of one round: a seat renamed to someone of another table of the round is refused."""
    keys = {name_key(name): name for side in game.sides.all() for name in side.players if name.strip()}
    league = table.round.night.league
    named = dict(Player.objects.filter(league=league, key__in=list(keys)).values_list("pk", "key"))
    others = NightTable.objects.filter(round=table.round).exclude(pk=table.pk)
    elsewhere: dict[int, int] = {}
    for other in others:
        for side in other.sides:
            for player in side:
                elsewhere.setdefault(player, other.number)
    seated = Seat.objects.filter(league_game__night_table__in=others, player_id__in=list(named))
    for player, number in seated.values_list("player_id", "league_game__night_table__number"):
        elsewhere[player] = number
    for player, key in named.items():
        if player in elsewhere:
            raise GameClosed(
                _("%(name)s plays at table %(table)d in round %(round)d: nobody sits at two tables of one round.")
                % {"name": keys[key], "table": elsewhere[player], "round": table.round.number}
            )


def unconfirm(table: NightTable) -> None:
    """A change to a confirmed game sends it back to waiting for a confirmation (where the league asks for one)."""
    if table.confirmed is None or not table.round.night.league.confirm:
        return
    NightTable.objects.filter(pk=table.pk).update(confirmed=None, confirmed_side=None)
    Night.objects.filter(pk=table.round.night_id).update(version=F("version") + 1)
