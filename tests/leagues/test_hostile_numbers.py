"""Every number of every form and query parameter, sent what Python's int() or str.isdigit() takes and no number
pad types (issue 42): never a 5xx, the request refused with a message, and nothing stored.

Each form is first posted as a phone would (`valid`: it is stored, so a refusal below is the number's), then
once for each of its number fields with each hostile number in turn. The number fields are read off the form's
page (every `type="number"` input, every choice of numbers, the hidden numbers a form carries back), so a
number field added later is posted these too. Run on PostgreSQL by CI as the whole suite is.
"""

import datetime
import re

import pytest
from django.forms.models import model_to_dict
from django.urls import reverse

from leagues.models import (
    League,
    LeagueGame,
    Membership,
    Night,
    NightRound,
    NightTable,
    Player,
    Presence,
    Result,
    Season,
    Seat,
)
from leagues.services.nights import open_night, start_round
from scorekeeper.models import Deal, Game, HouseRules, Side
from tests.conftest import opened
from tests.leagues.conftest import deal

pytestmark = pytest.mark.django_db

# The hostile numbers: digits other than 0-9 (the "²" of issue 42's 500 and its kin), what int() alone takes,
# numbers far past any bound, and what is no number at all.
HOSTILE = ["²", "³", "①", "½", "１２３", "٣", "5.0", "1e9", "1_000", "0x10", "9" * 20, str(2**63), "9" * 5000]
HOSTILE += ["NaN", "\x00", "1\x002", "1,000"]
UNSIGNED = ["-1", "+1"]  # refused where no number below 0 is taken
# For the fields of a form past those each test names (the house rules' dozens of numbers), one of these each,
# in turn: they all pass the one parser (typedtext/numbers.py), tested with every value on its own.
CORE = ["²", "１２３", "5.0", "9" * 20]
SAID = [
    "Enter a whole number.",
    "Type the number in the digits 0 to 9.",
    "That number is too big.",
    "without a sign",
    "Select a valid choice.",
    "Ensure this value is",  # a bound of the field (a plain "-1" of a signed field below its least)
    "Null characters are not allowed.",
    "did not say which deal it was opened for",  # a deal form's hidden numbers
    "This cannot be negative.",  # a tally's "-1": the engine judges a deal's numbers (rules/)
]

MODELS = [Game, Side, Deal, HouseRules, League, Membership, Season, Player, LeagueGame, Seat, Result]
MODELS += [Night, NightRound, NightTable, Presence]


def everything() -> list:
    return [[model_to_dict(row) for row in model.objects.order_by("pk")] for model in MODELS]


def number_fields(html: str) -> dict[str, bool]:
    """The fields of a page's forms that carry a number, each with whether it takes one below 0: a number
    input (signed unless its `min` is 0 or more), a choice among numbers, a hidden number (a deal's number
    and version), a ticked box's id."""
    found: dict[str, bool] = {}
    for tag in re.findall(r"<input[^>]*>", html):
        name, kind = re.search(r'\bname="([^"]+)"', tag), re.search(r'\btype="([^"]+)"', tag)
        value, least = re.search(r'\bvalue="([^"]*)"', tag), re.search(r'\bmin="(-?\d+)"', tag)
        if not name or not kind or name.group(1) == "csrfmiddlewaretoken":
            continue
        if kind.group(1) == "number":
            found[name.group(1)] = least is None or int(least.group(1)) < 0
        elif kind.group(1) in ("hidden", "checkbox", "radio") and value and value.group(1).isdigit():
            found.setdefault(name.group(1), False)
    for name, options in re.findall(r'<select[^>]*\bname="([^"]+)"[^>]*>(.*?)</select>', html, re.S):
        values = re.findall(r'<option value="([^"]*)"', options)
        if any(values) and all(value.isascii() and value.isdigit() for value in values if value):
            found[name] = False
    return found


def refused(client, url: str, data: dict, field: str, value: str, *, messages_after: bool = False) -> None:
    """Post `data` with `field` set to `value`: no 5xx, nothing stored, and a message said."""
    before = everything()
    response = client.post(url, {**data, field: value}, follow=messages_after)
    assert response.status_code < 500, (field, value, response.status_code)
    assert everything() == before, f"{field}={value[:20]!r} was refused, yet the database changed"
    page = response.content.decode()
    assert any(said in page for said in SAID) or messages_after, (field, value[:20], page[-3000:])


def post_every_number(client, page_url: str, post_url: str, data: dict, expected: set[str], **kwargs) -> None:
    fields = number_fields(client.get(page_url).content.decode())
    assert expected <= set(fields), fields  # the page's number fields are read as they are
    for index, (field, signed) in enumerate(fields.items()):
        signed = signed or bool(re.match(r"s\d+-", field))  # a tally's numbers: the engine judges their sign
        values = HOSTILE + ([] if signed else UNSIGNED) if field in expected else [CORE[index % len(CORE)]]
        for value in values:
            refused(client, post_url, data, field, value, **kwargs)


@pytest.fixture
def game(make_game):
    return make_game(deals=[[{"melded_points": 100}, {}]])


def test_the_start_page_refuses_every_hostile_number(client):
    url = reverse("new_game") + "?variant=classic-canasta&seating=2x2"
    data = {"variant": "classic-canasta", "seating": "2x2"}
    assert client.post(reverse("new_game"), data).status_code == 302  # a phone's post is stored
    Game.objects.all().delete()
    post_every_number(client, url, reverse("new_game"), data, {"side0_start", "first_dealer"})


def test_a_deal_and_its_correction_and_its_deletion_refuse_every_hostile_number(client, game):
    new = reverse("new_deal", args=[game.slug])
    post_every_number(client, new, new, {**opened(game), "s0-melded_points": "50"}, {"deal_number", "version"})
    edit = reverse("edit_deal", args=[game.slug, 1])
    data = {**opened(game, 1), "s0-melded_points": "50"}
    post_every_number(client, edit, edit, data, {"deal", "deal_version", "s0-melded_points", "s0-adj0_points"})
    delete = reverse("delete_deal", args=[game.slug, 1])
    deal_id = str(game.deals.get().pk)
    for field in ("deal", "deal_version"):
        for value in HOSTILE + UNSIGNED:
            data = {"deal": deal_id, "deal_version": "1"}
            refused(client, delete, data, field, value, messages_after=True)
    assert game.deals.count() == 1


def test_the_games_details_refuse_every_hostile_number(client, game):
    url = reverse("game_details", args=[game.slug])
    data = {"side0_name": "We", "side1_name": "They", "side0_start": "0", "side1_start": "0"}
    post_every_number(client, url, url, data, {"side0_start"})


def test_the_leagues_game_and_result_forms_refuse_every_hostile_number(client, league, member):
    client.force_login(member)
    names = {"side0_player0": "Ann", "side0_player1": "Ben", "side1_player0": "Cy", "side1_player1": "Di"}
    new = reverse("league_new_game", args=[league.slug])
    post_every_number(client, new, new, {"seating": "2x2", **names}, {"side0_start", "first_dealer"})
    result = reverse("league_result", args=[league.slug])
    data = {"seating": "2x2", **names, "side0_start": "5100", "side1_start": "3000", "played": "2026-01-02"}
    post_every_number(client, result, result, data, {"side0_start"})


def open_eight(league) -> Night:
    names = ["Ann", "Ben", "Cy", "Di", "Eve", "Fay", "Gus", "Hal"]
    return open_night(league, datetime.date(2026, 11, 27), [], names, 3, "2x2", None, seed=7)


def test_opening_a_club_night_refuses_every_hostile_number(client, league, owner):
    client.force_login(owner)
    night = open_eight(league)
    ticked = [str(pk) for pk in Player.objects.values_list("pk", flat=True)]
    url = reverse("night_new", args=[league.slug])
    data = {"date": "2026-11-28", "seating": "2x2", "rounds": "3", "minutes": "30", "players": ticked}
    assert client.post(url, data).status_code == 302  # a phone's post is stored
    Night.objects.exclude(pk=night.pk).delete()
    post_every_number(client, url, url, data, {"rounds", "minutes", "players"})


def test_the_changes_of_a_club_night_refuse_every_hostile_number(client, league, owner):
    client.force_login(owner)
    night = open_eight(league)
    ann, ben = Player.objects.order_by("pk")[:2]
    Player.objects.create(league=league, name="Zed", key="zed")
    page = reverse("night", args=[league.slug, night.slug])
    posts = {
        "night_arrive": {"players": [str(Player.objects.get(name="Zed").pk)]},
        "night_leave": {"player": str(ann.pk)},
        "night_swap": {"round": "1", "first": str(ann.pk), "second": str(ben.pk)},
        "night_organisers": {"organisers": []},
    }
    fields = number_fields(client.get(page).content.decode())
    assert {"players", "player", "round", "first", "second", "organisers"} <= set(fields), fields
    for name, data in posts.items():
        url = reverse(name, args=[league.slug, night.slug])
        for field in data:
            for value in HOSTILE + UNSIGNED:
                refused(client, url, data, field, value, messages_after=True)


def test_a_tables_confirmation_refuses_every_hostile_side(client, league, owner):
    # Issue 42: side=² passed str.isdigit(), then int() refused it: a 500 for anyone with the table's link.
    league.confirm = True
    league.save()
    night = open_eight(league)
    start_round(night)
    game = NightTable.objects.filter(round__number=1).first().league_game.game
    while not game.finished:
        deal(game, 1000, 100)
    url = reverse("night_confirm", args=[league.slug, night.slug, game.slug])
    for value in [*HOSTILE, *UNSIGNED, "2", ""]:
        refused(client, url, {}, "side", value, messages_after=True)
    assert client.post(url, {"side": "1"}).status_code == 302
    assert NightTable.objects.get(league_game__game=game).confirmed_side == 1


def test_a_new_season_refuses_every_hostile_number(client, league, owner):
    client.force_login(owner)
    url = reverse("league_season", args=[league.slug])
    for value in HOSTILE + UNSIGNED:
        refused(client, url, {}, "after", value, messages_after=True)
    assert Season.objects.filter(league=league).count() <= 1


@pytest.mark.parametrize("name", ["league_games", "league_log", "league", "league_csv"])
def test_the_pages_of_a_league_take_every_hostile_page_and_season(client, league, member, name):
    client.force_login(member)
    url = reverse(name, args=[league.slug])
    for key in ("page", "season"):
        for value in HOSTILE + UNSIGNED:
            expected = 400 if "\x00" in value else 200  # a NUL in a query is refused as a bad request (middleware)
            assert client.get(url, {key: value}).status_code == expected, (key, value[:20])


def test_a_deals_page_and_a_players_page_take_every_hostile_page(client, game, league, member):
    ann = Player.objects.create(league=league, name="Ann", key="ann")
    client.force_login(member)
    for url in (reverse("deals_page", args=[game.slug]), reverse("league_player", args=[league.slug, ann.slug])):
        for value in HOSTILE + UNSIGNED:
            assert client.get(url, {"page": value}).status_code < 500, (url, value[:20])


@pytest.mark.parametrize("number", ["9" * 19, "9" * 30, "9" * 400])
def test_a_number_in_a_path_past_any_id_is_not_found(client, game, league, owner, number):
    client.force_login(owner)
    night = open_eight(league)
    for url in (
        f"/g/{game.slug}/deal/{number}/",
        f"/g/{game.slug}/deal/{number}/delete/",
        f"/l/{league.slug}/n/{night.slug}/round/{number}/cards/",
        f"/l/{league.slug}/run/season/{number}/close/",
        f"/l/{league.slug}/run/members/{number}/remove/",
    ):
        assert client.get(url).status_code in (302, 404, 405), url
        assert client.post(url).status_code in (302, 404, 405), url
