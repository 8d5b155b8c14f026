"""Confirming a club night's game (a league setting, as a bridge scoring unit asks the opponents to verify): a game
that has a result (finished, or stopped by its round's end after a deal) counts once the other side confirms its
final score on their own phone, or whoever runs the night does. Until then it has no results, and the board shows it
waiting.

Who confirms (docs/club-night.md, *Confirmation*): a side that did not win (any side of a draw), on a phone that
entered none of the game's deals, and, where the phone is signed in to a player's account, that player's own side;
never the side that won, nor the phone (or account) that entered its deals. As organiser: whoever runs the night and
did not sit at the table."""

from collections.abc import Sequence

from django.db import transaction
from django.db.models import F, Q
from django.utils import timezone
from django.utils.translation import gettext as _

from scorekeeper.models import Game
from scorekeeper.services.deals import standing_of
from scorekeeper.services.games import touch
from scorekeeper.services.history import Author
from scorekeeper.services.rules import game_rules
from typedtext.numbers import whole_number

from ..models import Night, NightTable, Seat
from .results import placed, refresh, was_played


class ConfirmRefused(ValueError):
    """A confirmation that cannot be taken: the message says why."""


def has_result(table: NightTable, game: Game) -> bool:
    """Whether the table's game has a result to confirm: finished, or stopped after a deal."""
    return game.finished or (table.stopped is not None and was_played(standing_of(game, game_rules(game))))


def confirming_sides(table: NightTable, game: Game) -> list[int]:
    """The sides that may confirm the game: those that did not win (every side of a draw)."""
    places, _totals = placed(game, table.round.night.league.time_rule)
    if places is None:
        return []
    losers = [side for side, place in enumerate(places) if place != 1]
    return losers or list(range(len(places)))


def entered_by(game: Game, author: Author) -> bool:
    """Whether this phone (or account) entered a deal of the game."""
    mine = Q(browser=author.browser) if author.browser else Q(pk__in=[])
    if author.user is not None:
        mine |= Q(user_id=author.user)
    return game.deals.filter(mine).exists()


def seated_sides(table: NightTable, user_id: int | None) -> Sequence[int]:
    """The sides of the table's game where the account `user_id` sits (as a player claimed by it)."""
    if user_id is None or table.league_game is None:
        return []
    seats = Seat.objects.filter(league_game=table.league_game, player__user_id=user_id)
    return sorted(set(seats.values_list("side", flat=True)))


def _confirm(table: NightTable, side: int | None) -> None:
    if not table.round.night.league.confirm:
        raise ConfirmRefused(_("The league's games count without a confirmation."))
    game = table.league_game.game if table.league_game else None
    if game is None or not has_result(table, game):
        raise ConfirmRefused(_("Only a game with a result is confirmed."))
    with transaction.atomic():
        updated = NightTable.objects.filter(pk=table.pk, confirmed__isnull=True).update(
            confirmed=timezone.now(), confirmed_side=side
        )
        if not updated:
            raise ConfirmRefused(_("The game was confirmed already."))
        touch([game.pk])  # its sheet and the board show it confirmed
        Night.objects.filter(pk=table.round.night_id).update(version=F("version") + 1)
        refresh(Game.objects.get(pk=game.pk))


def confirm_by_organiser(table: NightTable, user_id: int | None) -> None:
    """Whoever runs the night confirms, unless they sat at the table."""
    if seated_sides(table, user_id):
        raise ConfirmRefused(_("You played at this table: another organiser or the league's owner confirms it."))
    _confirm(table, None)


def confirm_by_table(table: NightTable, side: str, author: Author) -> None:
    """A player of side `side` confirms on their phone: a side that did not win, a phone that entered no deal of the
    game, and a signed-in player's own side."""
    game = table.league_game.game if table.league_game else None
    if game is None or not has_result(table, game):
        raise ConfirmRefused(_("Only a game with a result is confirmed."))
    if NightTable.objects.filter(pk=table.pk, confirmed__isnull=False).exists():
        raise ConfirmRefused(_("The game was confirmed already."))
    number = whole_number(side)  # never str.isdigit(): it is true of "²" and "①", which int() refuses
    if number is None or number >= len(table.sides):
        raise ConfirmRefused(_("Say which side you play on."))
    if entered_by(game, author):
        raise ConfirmRefused(_("This phone entered deals of the game: the other side confirms, on their own phone."))
    if number not in confirming_sides(table, game):
        raise ConfirmRefused(_("The side that won does not confirm its own result: the other side does."))
    seated = seated_sides(table, author.user)
    if seated and number not in seated:
        raise ConfirmRefused(_("You play for another side: confirm for your own side."))
    _confirm(table, number)
