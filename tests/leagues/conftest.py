"""Leagues to test with: three accounts (an owner, a member, a stranger), and games played to their end."""

import pytest

from leagues.models import League
from leagues.services.games import record_game
from leagues.services.leagues import create_league, join
from scorekeeper.models import Game
from scorekeeper.services.deals import add_deal
from scorekeeper.services.games import SideSpec
from scorekeeper.services.rematch import team_name

CANASTA = "classic-canasta"


@pytest.fixture
def owner(django_user_model):
    return django_user_model.objects.create_user("olive", "olive@example.com", "a long pass phrase")


@pytest.fixture
def member(django_user_model):
    return django_user_model.objects.create_user("mae", "mae@example.com", "a long pass phrase")


@pytest.fixture
def stranger(django_user_model):
    return django_user_model.objects.create_user("stan", "stan@example.com", "a long pass phrase")


@pytest.fixture
def make_league(db, owner, member):
    def make(variant: str = CANASTA, rules: dict | None = None, name: str = "Tuesday club") -> League:
        league = create_league(name, variant, rules, owner=owner)
        join(league, member)
        return league

    return make


@pytest.fixture
def league(make_league) -> League:
    return make_league()


def record(league: League, *sides: list[str], starts: list[int] | None = None) -> Game:
    """A league game of these sides (each a list of player names), begun on paper at `starts`."""
    starts = starts or [0] * len(sides)
    specs = [SideSpec(team_name(players), list(players), start) for players, start in zip(sides, starts, strict=True)]
    return record_game(league, specs)


def deal(game: Game, *melded: int) -> None:
    """A canasta deal in which each side melded these points (and nothing else)."""
    add_deal(game, [{"melded_points": points} for points in melded])
    game.refresh_from_db()


def finished(league: League, *sides: list[str], totals: list[int]) -> Game:
    """A canasta game to 5,000 that ends at these final totals (multiples of 5 under 5,300): begun on paper
    300 short, then one deal in which every side melds 300."""
    game = record(league, *sides, starts=[total - 300 for total in totals])
    deal(game, *[300] * len(sides))
    assert game.finished
    return game


@pytest.fixture
def three_games(league) -> League:
    """Ann & Ben beat Cy & Di; Ben & Di beat Ann & Cy; Ann & Ben draw with Cy & Di."""
    finished(league, ["Ann", "Ben"], ["Cy", "Di"], totals=[5100, 3000])
    finished(league, ["Ann", "Cy"], ["Ben", "Di"], totals=[4000, 5200])
    finished(league, ["Ann", "Ben"], ["Cy", "Di"], totals=[5050, 5050])
    return league
