"""A league's players: found by name whatever its case, made when new, renamed, linked to an account."""

from collections.abc import Sequence
from typing import Any

from django.db import IntegrityError, transaction
from django.utils.translation import gettext as _

from ..models import League, Player


class PlayerNameTaken(ValueError):
    """Another player of the league already has this name (in any case)."""


def name_key(name: str) -> str:
    """What makes two names the same player's: case and runs of spaces do not count."""
    return " ".join(name.split()).casefold()


def clean_name(name: str) -> str:
    return " ".join(name.split())


def players_named(league: League, names: Sequence[str]) -> list[Player]:
    """The league's players with these names, in order; a name the league does not know becomes a new player.

    Run inside a transaction that holds the league's lock, so two games
    naming the same new player make one.
    """
    keys = [name_key(name) for name in names]
    known = {player.key: player for player in Player.objects.filter(league=league, key__in=keys)}
    for name, key in zip(names, keys, strict=True):
        if key not in known:
            known[key] = Player.objects.create(league=league, name=clean_name(name), key=key)
    return [known[key] for key in keys]


def rename_player(player: Player, name: str) -> None:
    """A new name for a player (a typo put right); the games keep the names typed at the table."""
    player.name, player.key = clean_name(name), name_key(name)
    if Player.objects.filter(league_id=player.league_id, key=player.key).exclude(pk=player.pk).exists():
        raise PlayerNameTaken(_("Another player of this league is called “%(name)s”.") % {"name": player.name})
    try:
        with transaction.atomic():
            player.save(update_fields=["name", "key"])
    except IntegrityError:  # the same name given to another player at the same moment
        raise PlayerNameTaken(
            _("Another player of this league is called “%(name)s”.") % {"name": player.name}
        ) from None


def player_of(league: League, user: Any) -> Player | None:
    """The player an account is, in this league."""
    if not user.is_authenticated:
        return None
    return Player.objects.filter(league=league, user_id=user.pk).first()


def claim(player: Player, user: Any) -> bool:
    """Link a player to an account ("This is me"); False when either is linked already."""
    if player.user_id is not None or player_of(player.league, user) is not None:
        return False
    try:
        with transaction.atomic():
            return bool(Player.objects.filter(pk=player.pk, user__isnull=True).update(user=user))
    except IntegrityError:  # the account claimed another player at the same moment
        return False


def unlink(player: Player) -> None:
    Player.objects.filter(pk=player.pk).update(user=None)
