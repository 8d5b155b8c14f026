"""Confirming a club night's game (a league setting, as a bridge scoring unit asks an opponent to verify): a
finished game counts once a player of another side confirms its final score on their own phone (not the phone
that entered its last deal), or whoever runs the night does. Until then it has no results, and the board shows
it waiting."""

from django.db import transaction
from django.db.models import F
from django.utils import timezone
from django.utils.translation import gettext as _

from scorekeeper.models import Game
from scorekeeper.services.games import touch
from scorekeeper.services.history import Author
from typedtext.numbers import whole_number

from ..models import Night, NightTable
from .results import refresh


class ConfirmRefused(ValueError):
    """A confirmation that cannot be taken: the message says why."""


def _confirm(table: NightTable, side: int | None) -> None:
    if not table.round.night.league.confirm:
        raise ConfirmRefused(_("The league's games count without a confirmation."))
    game = table.league_game.game if table.league_game else None
    if game is None or not game.finished:
        raise ConfirmRefused(_("Only a finished game is confirmed."))
    with transaction.atomic():
        updated = NightTable.objects.filter(pk=table.pk, confirmed__isnull=True).update(
            confirmed=timezone.now(), confirmed_side=side
        )
        if not updated:
            raise ConfirmRefused(_("The game was confirmed already."))
        touch([game.pk])  # its sheet and the board show it confirmed
        Night.objects.filter(pk=table.round.night_id).update(version=F("version") + 1)
        refresh(Game.objects.get(pk=game.pk))


def confirm_by_organiser(table: NightTable) -> None:
    _confirm(table, None)


def confirm_by_table(table: NightTable, side: str, author: Author) -> None:
    """A player of side `side` confirms on their phone, which must not be the one that entered the last deal."""
    game = table.league_game.game if table.league_game else None
    number = whole_number(side)  # never str.isdigit(): it is true of "²" and "①", which int() refuses
    if number is None or number >= len(table.sides):
        raise ConfirmRefused(_("Say which side you play on."))
    last = game.deals.order_by("-number").first() if game else None
    if last is not None and author.browser and last.browser == author.browser:
        raise ConfirmRefused(_("A player of another side confirms, on their own phone."))
    _confirm(table, number)
