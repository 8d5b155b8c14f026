"""The statements of saving a deal written out (scorekeeper/services/statements.py) read and write a row exactly
as the ORM does: every field, its JSON, dates and flags converted both ways, on SQLite and PostgreSQL alike."""

from datetime import timedelta

import pytest
from django.utils import timezone

from rules.catalog import DEFAULT_VARIANT
from scorekeeper.models import Deal, Game
from scorekeeper.services import statements
from scorekeeper.services.deals import add_deal
from scorekeeper.services.games import SideSpec, create_game
from scorekeeper.services.history import Author

pytestmark = pytest.mark.django_db


def fields(row) -> dict:
    return {field.attname: getattr(row, field.attname) for field in type(row)._meta.concrete_fields}


@pytest.fixture
def game(django_user_model) -> Game:
    owner = django_user_model.objects.create_user("olive", "olive@example.com", "a long pass phrase")
    game = create_game(
        DEFAULT_VARIANT,
        [SideSpec("We", ["Ann", "Ben"]), SideSpec("They", ["Cy", "Di"])],
        rules={"going_out_bonus": 200},
        notes="Tuesday",
        owner=Author(owner.pk, "phone"),
        rules_fixed=True,
    )
    add_deal(game, [{"natural_canastas": 1, "went_out": True, "melded_points": 100}, {"melded_points": 90}])
    return game


def test_a_game_read_by_its_link_is_the_game_the_orm_reads(game):
    read = statements.read_one(Game, "slug", game.slug)
    stored = Game.objects.get(pk=game.pk)
    assert fields(read) == fields(stored)
    assert read.standing["played"] == 1 and read.rules == {"going_out_bonus": 200}
    assert read.rules_fixed is True and read.closed is False and timezone.is_aware(read.updated)
    assert not read._state.adding and read.sides.count() == 2  # a saved row, related rows reachable
    assert statements.read_one(Game, "view_slug", game.view_slug).pk == game.pk


def test_a_link_that_is_not_there_reads_nothing(game):
    assert statements.read_one(Game, "slug", "no-such-game") is None


def test_an_update_changes_only_the_row_at_that_version(game):
    other = create_game(DEFAULT_VARIANT, [SideSpec("We", ["", ""]), SideSpec("They", ["", ""])])
    before = fields(Game.objects.get(pk=other.pk))
    when = timezone.now() + timedelta(days=1)
    values = {"standing": {"played": 9, "totals": [1, 2]}, "finished": True, "updated": when, "version": 42}
    assert statements.update(Game, values, {"id": game.pk, "version": game.version + 1}) == 0
    assert Game.objects.get(pk=game.pk).version == game.version
    assert statements.update(Game, values, {"id": game.pk, "version": game.version}) == 1
    stored = Game.objects.get(pk=game.pk)
    assert (stored.standing, stored.finished, stored.updated, stored.version) == tuple(values.values())
    assert fields(Game.objects.get(pk=other.pk)) == before


def test_an_inserted_deal_is_the_deal_the_orm_reads(game):
    entries = [{"melded_points": 5, "note": "ü 日本"}, {"melded_points": 0}]
    row = Deal(game_id=game.pk, number=2, entered_version=7, standing={"played": 2}, browser="phone", access="link")
    row.entries, row.scores = entries, [5, 0]
    inserted = statements.insert(row)
    assert inserted is row and row.pk is not None and not row._state.adding
    stored = Deal.objects.get(pk=row.pk)
    assert fields(stored) == fields(row)
    assert stored.entries == entries and stored.version == 1 and timezone.is_aware(stored.created)
    assert list(game.deals.values_list("number", flat=True)) == [1, 2]
