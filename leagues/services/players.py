"""A league's players: found by name however it is typed, made when new, renamed, linked to an account.

A name is matched by its key (`name_key`: typedtext.folded), so "Ann", "ann", "Ann" with a zero-width
space, a full-width "Ａnn" and "é" typed as one character or as "e" and an accent name one player. A
new name that merely looks like a player's ("Аnn" with a Cyrillic А: the same skeleton,
typedtext.confusables) is refused with "Did you mean Ann?", never made a second player that nobody
could tell from the first.
"""

from collections.abc import Iterable, Sequence
from typing import Any

from django.db import IntegrityError, transaction
from django.utils.translation import gettext as _

from typedtext import clean_line, folded
from typedtext.confusables import skeleton

from ..models import League, Player


class PlayerNameTaken(ValueError):
    """Another player of the league already has this name (in any case), or one that looks the same."""


def name_key(name: str) -> str:
    """What makes two names the same player's (typedtext.folded): case, runs of spaces, invisible
    characters and compatibility forms do not count."""
    return folded(name)


def clean_name(name: str) -> str:
    return clean_line(name)


def lookalikes(league: League, names: Iterable[str], besides: Player | None = None) -> dict[str, Player]:
    """For each name the league does not know, the player whose name looks the same (one skeleton),
    if there is one; `besides` (a player being renamed) is left out."""
    found_players = Player.objects.filter(league=league).only("name", "key")  # and pk, always
    players = list(found_players if besides is None else found_players.exclude(pk=besides.pk))
    keys = {player.key for player in players}
    looks: dict[str, Player] = {}
    for player in players:
        looks.setdefault(skeleton(player.name), player)
    found = {}
    for name in names:
        if name_key(name) not in keys and (alike := looks.get(skeleton(name))) is not None:
            found[name] = alike
    return found


def did_you_mean(typed: str, alike: str) -> str:
    """What a name that looks like another is told."""
    return _(
        "Did you mean %(name)s? “%(typed)s” looks just like it but is spelled with other letters: "
        "type %(name)s to choose that player, or give a new player a name that looks different."
    ) % {"name": alike, "typed": typed}


def lookalike_problems(league: League, names: Sequence[str]) -> list[str]:
    """Why these names (of one game) cannot be the league's players: a new name that looks like a
    player's, or two new names of the game that look alike."""
    problems = [did_you_mean(name, player.name) for name, player in lookalikes(league, names).items()]
    seen: dict[str, str] = {}
    for name in names:
        key, look = name_key(name), skeleton(name)
        if look in seen and seen[look] != key:
            problems.append(did_you_mean(name, next(other for other in names if name_key(other) == seen[look])))
        seen.setdefault(look, key)
    return problems


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
    """A new name for a player (a typo put right); the games keep the names typed at the table. Under
    the league's lock, as a game's new players are made: no name that looks like another can slip in
    between the check and the write."""
    player.name, player.key = clean_name(name), name_key(name)
    taken = PlayerNameTaken(_("Another player of this league is called “%(name)s”.") % {"name": player.name})
    try:
        with transaction.atomic():
            league = League.objects.select_for_update().get(pk=player.league_id)
            if Player.objects.filter(league=league, key=player.key).exclude(pk=player.pk).exists():
                raise taken
            if alike := lookalikes(league, [player.name], besides=player).get(player.name):
                raise PlayerNameTaken(did_you_mean(player.name, alike.name))
            player.save(update_fields=["name", "key"])
    except IntegrityError:  # the same name given to another player at the same moment
        raise taken from None


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
