"""A league of any preset of any family plays like every league: a finished game gives each of its
players a result with the place the game's own rules give their side, and the standings and the
league's page list them. No test here names a family: each plays its own deal (tests/families.py)."""

import pytest

from leagues.models import Result
from leagues.services.standings import lines
from rules.catalog import FAMILIES
from scorekeeper.services.deals import add_deal
from scorekeeper.services.sheet import load_sheet
from tests.families import expected
from tests.leagues.conftest import record

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("family", FAMILIES, ids=lambda family: family.key)
def test_a_league_of_every_preset_counts_its_finished_games_and_ranks_their_players(make_league, owner, client, family):
    client.force_login(owner)
    for variant in family.presets:
        rules = variant.default
        seating = rules.seating
        league = make_league(variant.slug, name=f"{variant.slug} club")
        sides = [
            [f"{variant.slug} {side}{player}" for player in range(seating.players_per_side)] for side in "ABCDEFGH"
        ]
        starts = [rules.target - 5 if rules.target else 0] * seating.sides  # a deal or two from the end
        game = record(league, *sides[: seating.sides], starts=starts)
        for _deal in range(rules.most_deals if rules.deals else 5):
            if game.finished:
                break
            add_deal(game, expected(family).a_deal(rules))
            game.refresh_from_db()
        assert game.finished, f"{variant.slug}: its deal, played again and again, never ended the game"
        places = rules.places(load_sheet(game).standing)
        results = {result.player.name: result.place for result in Result.objects.filter(league=league)}
        assert results == {name: place for players, place in zip(sides, places) for name in players}, variant.slug
        # Players share their side's place in the standings too, the best place ranked first.
        ranked = {line.player.name: line.rank for line in lines(league)}
        assert ranked.keys() == results.keys()
        by_place = sorted(results, key=lambda name: (results[name], name))
        assert by_place == sorted(ranked, key=lambda name: (ranked[name], name)), variant.slug
        assert all((results[a] == results[b]) == (ranked[a] == ranked[b]) for a in results for b in results)
        page = client.get(league.get_absolute_url())
        assert page.status_code == 200 and all(name in page.text for name in results), variant.slug
