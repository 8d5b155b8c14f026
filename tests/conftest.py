"""Shared helpers: a game with sides, and deals entered as the form sends them."""

import pytest
from django.utils import translation

from rules.variants import CLASSIC_CANASTA
from scorekeeper.play import SideSpec, add_deal, create_game


@pytest.fixture(autouse=True)
def english_to_begin_with():
    """Each test starts in English: a request to /ja/ leaves Japanese active in its thread."""
    translation.activate("en")
    yield
    translation.deactivate()


def form_data(*tallies: dict) -> dict:
    """POST data of the deal form for these tallies (flags as checked boxes)."""
    data = {}
    for side, tally in enumerate(tallies):
        for key, value in tally.items():
            if value is True:
                data[f"s{side}-{key}"] = "on"
            elif value is not False:
                data[f"s{side}-{key}"] = str(value)
    return data


@pytest.fixture
def make_game(db):
    def make(sides=None, target=None, deals=(), starting=None):
        sides = sides or [("We", ["Aiko", "Ben"]), ("They", ["Chie", "Dan"])]
        starting = starting or [0] * len(sides)
        game = create_game(
            CLASSIC_CANASTA.slug,
            [SideSpec(name, players, start) for (name, players), start in zip(sides, starting)],
            target,
        )
        for tallies in deals:
            add_deal(game, tallies)
        game.refresh_from_db()
        return game

    return make


@pytest.fixture
def game(make_game):
    return make_game()
