"""Leagues: create one, its rules at each table, who may read it and record games, members, the invite link."""

from collections.abc import Mapping
from typing import Any

from django.contrib.auth.base_user import AbstractBaseUser
from django.contrib.auth.models import AnonymousUser
from django.db import transaction

from rules.catalog import get_variant
from rules.core import house
from rules.core.rules import Rules
from scorekeeper.models import Game, new_slug
from scorekeeper.services.games import touch
from scorekeeper.services.rules import house_rules_of, seated_rules

from ..models import League, LeagueGame, Membership, Night, Season

User = AbstractBaseUser | AnonymousUser


def create_league(name: str, variant: str, rules: Mapping[str, Any] | None = None, owner: Any = None) -> League:
    """A league with its first season; `rules` are its house rules (only what differs from the preset)."""
    with transaction.atomic():
        league = League.objects.create(name=name.strip(), variant=variant, rules=dict(rules or {}), owner=owner)
        Season.objects.create(league=league, number=1)
    return league


def league_tables(league: League) -> list[Rules]:
    """The league's rules at every seating its game is played at and its house rules fit, the usual one first."""
    variant = get_variant(league.variant)
    tables = []
    for preset in variant.tables if variant else ():
        try:
            tables.append(house_rules_of(league.variant, preset.seating.key, league.rules))
        except house.HouseRulesError:
            continue
    return tables


def league_rules(league: League, seating: str | None = None) -> Rules:
    """The league's rules at a seating (its usual one by default); house.HouseRulesError when they do not fit."""
    variant = get_variant(league.variant)
    key = seating or (variant.default.seating.key if variant else "")
    seated_rules(league.variant, key)  # ValueError when the game is not played so
    return house_rules_of(league.variant, key, league.rules)


def league_preset(league: League) -> Rules:
    """The league's game at its usual seating, without its house rules."""
    variant = get_variant(league.variant)
    return seated_rules(league.variant, variant.default.seating.key if variant else "")


def house_rules_lines(league: League) -> list[str]:
    """One short line per rule the league's house rules change (its switches among them)."""
    return house.differences(league_preset(league), league_rules(league)) if league.rules else []


def is_owner(league: League, user: User) -> bool:
    return user.is_authenticated and league.owner_id == user.pk


def may_record(league: League, user: User) -> bool:
    """Owner and members record games; anybody with the league's link only reads."""
    if not user.is_authenticated:
        return False
    return is_owner(league, user) or Membership.objects.filter(league=league, user_id=user.pk).exists()


def owns_league_game(game: Game, user: User) -> bool:
    """A league's owner and members own its games (scorekeeper.services.access): they record them. A club night's
    game is owned by whoever runs the night alone (the league's owner and the night's organisers): a member at a
    table enters its deals by the table's link, but does not delete the game (the review's finding 15)."""
    found = LeagueGame.objects.filter(game=game).select_related("league").first()
    if found is None or not may_record(found.league, user):
        return False
    night = Night.objects.filter(night_rounds__tables__league_game=found).first()
    if night is None:
        return True
    return is_owner(found.league, user) or night.organisers.filter(pk=user.pk or 0).exists()


def may_read(league: League, user: User) -> bool:
    """Anybody with the league's link reads it, unless it is private: then its owner and members alone."""
    return not league.private or may_record(league, user)


def set_private(league: League, private: bool) -> None:
    """Make the league private (its link then answers "not found" to anyone but its owner and members), or
    public. Its games' sheets name it only to those who may read it: their kept pages go."""
    with transaction.atomic():
        League.objects.filter(pk=league.pk).update(private=private)
        touch(LeagueGame.objects.filter(league=league).values_list("game_id", flat=True))
    league.private = private


def join(league: League, user: Any) -> bool:
    """Make `user` a member; False when they already were (or own the league)."""
    if is_owner(league, user):
        return False
    _membership, created = Membership.objects.get_or_create(league=league, user=user)
    return created


def leave(league: League, user: Any) -> None:
    Membership.objects.filter(league=league, user=user).delete()


def new_invite(league: League) -> str:
    """A fresh invite link: the old one stops working."""
    league.invite = new_slug()
    league.save(update_fields=["invite"])
    return league.invite
