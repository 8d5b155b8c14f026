"""Hostile values posted to every form of the leagues and in every query string (issue 25): never a 5xx,
and a request that is refused (any answer but a redirect) leaves the leagues as they were. Run on
PostgreSQL by CI as the whole suite is (.ci/run), where a name too long for its column or a NUL in a
query used to crash. The values are the score pad's fuzz (tests/scorekeeper/test_fuzz.py) plus names
that grow when folded and names that only look like a player's."""

import json

import pytest
from django.forms.models import model_to_dict
from django.urls import reverse
from hypothesis import given
from hypothesis import strategies as st

from leagues.models import League, LeagueGame, Membership, Player, Result, Season, Seat
from scorekeeper.models import Game, Side
from scorekeeper.services.exchange import export_game
from tests.leagues.conftest import finished
from tests.scorekeeper.test_fuzz import FUZZ, field_names, values

pytestmark = [pytest.mark.django_db, pytest.mark.filterwarnings("ignore:Generating overly large repr")]

NAMES = st.one_of(
    values,
    st.sampled_from(["ß" * 60, "ﬃ" * 60, "İ" * 60, "ﷺ" * 14, "\u0410nn", "Ａnn", "Ann\u200b", "Ann\x00", "\x1b[0m"]),
    st.text(min_size=1, max_size=61),
)


def everything() -> list:
    return [
        [model_to_dict(row) for row in model.objects.order_by("pk")]
        for model in (League, Membership, Season, Player, LeagueGame, Seat, Result, Game, Side)
    ]


def sound(response, before: list) -> None:
    assert response.status_code < 500, response.status_code
    if response.status_code != 302:
        assert everything() == before, f"refused with {response.status_code}, yet the database changed"


@pytest.fixture
def played(league):
    finished(league, ["Ann", "Ben"], ["Cy", "Di"], totals=[5100, 3000])
    return league


def fields_of(client, url: str) -> list[str]:
    return field_names(client.get(url).content.decode())


@FUZZ
@given(data=st.data())
def test_recording_a_game_takes_any_names_without_a_crash(client, played, member, data):
    client.force_login(member)
    url = reverse("league_new_game", args=[played.slug])
    names = [name for name in fields_of(client, url) if "_player" in name or name.endswith("_name")]
    posted = {"seating": "2x2", **{name: data.draw(NAMES) for name in names}}
    before = everything()
    sound(client.post(url, posted), before)


@FUZZ
@given(name=NAMES)
def test_renaming_a_player_takes_any_name_without_a_crash(client, played, owner, name):
    client.force_login(owner)
    ann = Player.objects.filter(league=played).order_by("pk").first()  # renamed by an earlier example, perhaps
    before = everything()
    sound(client.post(reverse("league_player_edit", args=[played.slug, ann.slug]), {"name": name}), before)


@FUZZ
@given(name=NAMES, variant=st.sampled_from(["classic-canasta", "kalooki", "", "nope", "\x00"]))
def test_starting_a_league_takes_any_name_without_a_crash(client, owner, name, variant):
    client.force_login(owner)
    before = everything()
    sound(client.post(reverse("new_league"), {"name": name, "variant": variant}), before)


@FUZZ
@given(player=NAMES, side=st.integers(0, 1))
def test_importing_a_game_file_takes_any_player_name_without_a_crash(client, played, member, player, side):
    client.force_login(member)
    document = export_game(LeagueGame.objects.filter(league=played).first().game)
    document["sides"][side]["players"][0] = player
    before = everything()
    sound(client.post(reverse("league_import", args=[played.slug]), {"text": json.dumps(document)}), before)


@FUZZ
@given(data=st.data())
def test_the_league_pages_take_any_query_without_a_crash(client, played, member, data):
    if data.draw(st.booleans()):
        client.force_login(member)
    ann = Player.objects.filter(league=played).order_by("pk").first()
    url = data.draw(
        st.sampled_from(
            [
                reverse("league", args=[played.slug]),
                reverse("league_games", args=[played.slug]),
                reverse("league_csv", args=[played.slug]),
                reverse("league_player", args=[played.slug, ann.slug]),
                reverse("league_versus", args=[played.slug, ann.slug]),
                reverse("league_new_game", args=[played.slug]),
            ]
        )
    )
    keys = st.sampled_from(["season", "sort", "dir", "page", "with", "seating", "name", "variant"])
    query = data.draw(st.dictionaries(keys, st.one_of(values, NAMES), max_size=4))
    assert client.get(url, query).status_code < 500


@FUZZ
@given(data=st.data())
def test_running_the_league_takes_anything_without_a_crash(client, played, owner, data):
    client.force_login(owner)
    url = data.draw(
        st.sampled_from(
            [
                reverse("league_invite", args=[played.slug]),
                reverse("league_season", args=[played.slug]),
                reverse("league_remove_member", args=[played.slug, 999_999]),
                reverse("league_player_claim", args=[played.slug, Player.objects.order_by("pk").last().slug]),
            ]
        )
    )
    posted = data.draw(st.dictionaries(st.sampled_from(["after", "undo", "unlink", "name"]), values, max_size=3))
    assert client.post(url, posted).status_code < 500
