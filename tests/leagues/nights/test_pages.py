"""A night's pages: opening one, the night's page, the table cards, the board and projector (one conditional poll,
304 while nothing changed), the results and their CSV; and who may do what, over every URL that changes a night."""

import datetime
import re

import pytest
from django.db import connection
from django.test import Client
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from leagues.models import Night, NightTable, Player, Presence, Result, TableLink
from leagues.services.nights import end_round, leave, open_night, start_round
from tests.leagues.conftest import deal
from tests.leagues.nights.conftest import NAMES, open_for

pytestmark = pytest.mark.django_db


def url(name, night, *more):
    return reverse(name, args=[night.league.slug, night.slug, *more])


def test_the_owner_opens_a_night_for_eight_players(client, league, owner):
    client.force_login(owner)
    page = client.get(reverse("night_new", args=[league.slug]))
    assert page.status_code == 200
    names = "Ann\nBen\nCy\nDi\nEve\nFay\nGus\nHal"
    sent = client.post(
        reverse("night_new", args=[league.slug]),
        {"date": "2026-11-27", "seating": "2x2", "new_players": names, "rounds": "3", "minutes": "45"},
    )
    night = Night.objects.get()
    assert sent.status_code == 302 and sent["Location"] == night.get_absolute_url()
    assert night.minutes == 45 and night.night_rounds.count() == 3 and Presence.objects.count() == 8
    assert "Club nights" in client.get(league.get_absolute_url()).content.decode()


def test_a_night_of_too_few_players_says_why(client, league, owner):
    client.force_login(owner)
    page = client.post(
        reverse("night_new", args=[league.slug]),
        {"date": "2026-11-27", "seating": "2x2", "new_players": "Ann\nBen", "rounds": "3"},
    )
    assert page.status_code == 200 and not Night.objects.exists()
    assert "tick at least" in page.content.decode()


def test_the_pages_of_a_night_being_played(client, night, owner):
    start_round(night)
    client.force_login(owner)
    for name in ("night", "night_board", "night_projector", "night_results"):
        assert client.get(url(name, night)).status_code == 200, name
    cards = client.get(url("night_cards", night, 1)).content.decode()
    link = TableLink.objects.get(night=night, number=1)  # the table's link for the whole night, not a round's game
    assert link.get_absolute_url() in cards and "<svg" in cards
    assert client.get(url("night_results_csv", night)).status_code == 200


def test_the_nights_page_asks_as_many_queries_however_many_rounds_and_tables_it_has(client, league, owner):
    """Each round's tables, with their games' links, come in one query for the night, not one per round or game."""
    small = open_for(league, rounds=2)
    start_round(small)
    big = open_for(league, NAMES + ["Ivy", "Jo", "Kit", "Lou", "Max", "Ned", "Oz", "Pia"], rounds=4)
    start_round(big)
    end_round(big)
    start_round(big)
    client.force_login(owner)
    asked = []
    for night in (small, big):
        with CaptureQueriesContext(connection) as queries:
            page = client.get(url("night", night)).content.decode()
        asked.append(len(queries))
        games = NightTable.objects.filter(round__night=night, league_game__isnull=False)
        assert all(table.league_game.game.get_absolute_url() in page for table in games)
    assert games.count() == 8 and asked[0] == asked[1]


def form_of(page: str, action: str) -> str:
    """The form of the night's page that posts to `action`."""
    return page.split(f'action="{action}"')[1].split("</form>")[0]


def test_who_left_tonight_is_offered_as_arriving_not_as_leaving_whatever_their_other_nights(client, league, owner):
    open_for(league)  # an earlier night: Ann stayed to its end
    players = list(Player.objects.filter(league=league))
    tonight = open_night(league, datetime.date(2026, 12, 4), players, [], 3, "2x2", seed=7)
    leave(tonight, Player.objects.get(name="Ann"))
    client.force_login(owner)
    page = client.get(url("night", tonight)).content.decode()
    leaving = re.findall(r'<option value="\d+">(\w+)</option>', form_of(page, url("night_leave", tonight)))
    arriving = re.findall(r"<span>(\w+)</span>", form_of(page, url("night_arrive", tonight)))
    assert (leaving, arriving) == (NAMES[1:], ["Ann"])


def test_the_owner_names_organisers_from_the_leagues_members_those_named_ticked(client, people, night, owner):
    client.force_login(owner)
    page = client.get(url("night", night)).content.decode()
    boxes = re.findall(
        r'<input type="checkbox" name="organisers" value="\d+"[^>]*?( checked)?><span>(\w+)</span>',
        form_of(page, url("night_organisers", night)),
    )
    assert boxes == [("", "mae"), (" checked", "orla")]


def test_a_change_of_the_night_says_what_it_did_and_a_refusal_why_on_the_nights_page(client, night, owner):
    client.force_login(owner)
    started = client.post(url("night_start", night), follow=True)
    assert [str(message) for message in started.context["messages"]] == ["Round 1 has started."]
    refused = client.post(url("night_arrive", night), {"new_players": ""}, follow=True)
    assert [str(message) for message in refused.context["messages"]] == ["Tick a player or write a name."]
    assert "Tick a player or write a name." in refused.content.decode()


def test_the_board_is_polled_with_one_conditional_request_answered_304_while_nothing_changed(client, night):
    start_round(night)
    first = client.get(url("night_board_live", night))
    etag = first["ETag"]
    assert first.status_code == 200
    assert "Deal 1" in first.content.decode() and "0 deals" not in first.content.decode()  # the deal in play
    assert client.get(url("night_board_live", night), headers={"If-None-Match": etag}).status_code == 304
    # The projector is another kind of link, with an ETag of its own (test_board_poll.py).
    assert client.get(url("night_projector_live", night), headers={"If-None-Match": etag}).status_code == 200
    game = NightTable.objects.filter(round__number=1).first().league_game.game
    deal(game, 300, 200)
    changed = client.get(url("night_board_live", night), headers={"If-None-Match": etag})
    assert changed.status_code == 200 and changed["ETag"] != etag
    assert "1 deal" in changed.content.decode()


def test_a_table_phone_confirms_from_its_sheet(client, league, night):
    league.confirm = True
    league.save()
    start_round(night)
    game = NightTable.objects.filter(round__number=1).first().league_game.game
    while not game.finished:
        deal(game, 1000, 100)
    sheet = client.get(game.get_absolute_url()).content.decode()
    assert "confirm" in sheet and not Result.objects.filter(league_game__game=game).exists()
    client.post(url("night_confirm", night, game.slug), {"side": "1"})
    assert Result.objects.filter(league_game__game=game).count() == 4


OWNER, ORGANISER, MEMBER, PUBLIC, PHONE, STRANGER, ANONYMOUS = (
    "owner",
    "organiser",
    "member",
    "public link",
    "table phone",
    "stranger",
    "anonymous",
)


@pytest.fixture
def people(night, owner, member, stranger, django_user_model):
    organiser = django_user_model.objects.create_user("orla", "orla@example.com", "a long pass phrase")
    from leagues.services.leagues import join

    join(night.league, organiser)
    night.organisers.add(organiser)
    return {OWNER: owner, ORGANISER: organiser, MEMBER: member, STRANGER: stranger}


def client_for(who, people, game):
    client = Client()
    if who in people:
        client.force_login(people[who])
    if who == PHONE:
        client.get(game.get_absolute_url())  # the table's phone: it has its game's edit link, no account
    return client


def state(night):
    night.refresh_from_db()
    tables = [(table.sides, table.league_game_id) for table in NightTable.objects.filter(round__night=night)]
    seated = list(night.night_rounds.values_list("seated", flat=True))
    return night.version, tables, seated, Night.objects.count(), list(Presence.objects.values_list("player", "left"))


CHANGES = {
    "open a night": (
        lambda n: reverse("night_new", args=[n.league.slug]),
        {"date": "2026-11-28", "seating": "2x2", "new_players": "A\nB\nC\nD", "rounds": "1"},
        {OWNER},
    ),
    "start a round": (lambda n: url("night_start", n), {"anyway": "1"}, {OWNER, ORGANISER}),
    "end a round": (lambda n: url("night_end", n), {"anyway": "1"}, {OWNER, ORGANISER}),
    "show a round's seating": (lambda n: url("night_seat", n), {}, {OWNER, ORGANISER}),
    "a late arrival": (lambda n: url("night_arrive", n), {"new_players": "Ivy"}, {OWNER, ORGANISER}),
    "someone leaves": (lambda n: url("night_leave", n), "leave", {OWNER, ORGANISER}),
    "swap": (lambda n: url("night_swap", n), "swap", {OWNER, ORGANISER}),
    "name organisers": (lambda n: url("night_organisers", n), {}, {OWNER}),
}


@pytest.mark.parametrize("change", CHANGES)
@pytest.mark.parametrize("who", [OWNER, ORGANISER, MEMBER, PUBLIC, PHONE, STRANGER, ANONYMOUS])
def test_only_who_runs_a_night_changes_it_and_a_refusal_changes_nothing(change, who, night, people):
    start_round(night)
    game = NightTable.objects.filter(round__number=1).first().league_game.game
    address, data, allowed = CHANGES[change]
    players = list(Presence.objects.filter(night=night).values_list("player_id", flat=True))
    if data == "leave":
        data = {"player": players[0]}
    elif data == "swap":
        # confirmed (a swap that repeats a partnership is named first: test_movement.py)
        data = {
            "round": "2",
            "first": players[0],
            "second": players[1],
            "confirm": "1",
            "seen": Night.objects.get(pk=night.pk).version,
        }
    client = client_for(who, people, game)
    target = (
        address(night)
        if who != ANONYMOUS
        else address(night)
        .replace(night.slug, "not-a-night")
        .replace(night.league.slug + "/nights", "not-a-league/nights")
    )
    before = state(night)
    response = client.post(target, data)
    after = state(night)
    if who in allowed:
        assert response.status_code == 302 and after != before, (change, who)
    else:
        assert response.status_code in (302, 404) and after == before, (change, who)
        if response.status_code == 302:
            assert "/login" in response["Location"] or "accounts" in response["Location"]


@pytest.mark.parametrize("who", [OWNER, ORGANISER, MEMBER, PUBLIC, PHONE, STRANGER])
def test_the_cards_with_the_edit_links_are_only_for_who_runs_the_night(who, night, people):
    start_round(night)
    game = NightTable.objects.filter(round__number=1).first().league_game.game
    response = client_for(who, people, game).get(url("night_cards", night, 1))
    assert (response.status_code == 200) == (who in {OWNER, ORGANISER})


@pytest.mark.parametrize("who", [OWNER, ORGANISER, MEMBER, PUBLIC, PHONE, STRANGER])
def test_a_private_leagues_board_and_results_are_its_members_alone(who, night, people):
    night.league.private = True
    night.league.save()
    client = client_for(who, people, None) if who != PHONE else Client()
    for name in ("night", "night_board", "night_board_live", "night_results", "night_results_csv"):
        assert (client.get(url(name, night)).status_code == 200) == (who in {OWNER, ORGANISER, MEMBER}), name


def test_a_private_leagues_night_is_not_found_under_another_leagues_address(client, night, make_league):
    """A night is found in the league of the address alone: a public league's link leads to none of a private
    league's nights."""
    night.league.private = True
    night.league.save()
    public = make_league(name="Thursday club")
    for name in ("night", "night_board", "night_board_live", "night_results", "night_results_csv"):
        address = reverse(name, args=[public.slug, night.slug])
        assert client.get(address).status_code == 404, name


def test_a_night_is_run_at_its_own_address_alone(client, night, make_league, owner):
    """Another league of the same owner's address, or a night not there, leads to no night: nothing starts."""
    other = make_league(name="Thursday club")
    client.force_login(owner)
    before = state(night)
    for league, slug in ((other.slug, night.slug), (night.league.slug, "not-a-night")):
        assert client.post(reverse("night_start", args=[league, slug])).status_code == 404, league
    assert state(night) == before


def test_a_nights_pages_read_its_league_once(client, night, owner):
    """The night comes with its league (the board is polled every few seconds by every screen)."""
    start_round(night)
    client.force_login(owner)
    for name, *more in (("night",), ("night_board",), ("night_board_live",), ("night_results",), ("night_cards", 1)):
        with CaptureQueriesContext(connection) as queries:
            assert client.get(url(name, night, *more)).status_code == 200
        assert sum('FROM "leagues_league"' in query["sql"] for query in queries) == 1, name


def test_a_confirmation_refused_changes_nothing(client, league, night, stranger):
    league.confirm = True
    league.save()
    start_round(night)
    game = NightTable.objects.filter(round__number=1).first().league_game.game
    deal(game, 300, 200)
    client.post(url("night_confirm", night, game.slug), {"side": "1"})  # not finished
    client.post(url("night_confirm", night, "not-the-game"), {"side": "1"})
    assert NightTable.objects.filter(confirmed__isnull=False).count() == 0
    league.confirm = False
    league.save()
    while not game.finished:
        deal(game, 1000, 100)
    client.post(url("night_confirm", night, game.slug), {"side": "1"})  # the league asks for none
    assert NightTable.objects.filter(confirmed__isnull=False).count() == 0


@pytest.mark.parametrize("who", [OWNER, ORGANISER, MEMBER, PUBLIC, STRANGER])
def test_only_the_owner_sets_the_leagues_rules_for_nights(who, night, people):
    client = client_for(who, people, None)
    response = client.post(
        reverse("league_night_rules", args=[night.league.slug]), {"confirm": "on", "time_rule": "draw"}
    )
    night.league.refresh_from_db()
    changed = (night.league.confirm, night.league.time_rule) == (True, "draw")
    assert changed == (who == OWNER) and response.status_code in (302, 404)
    if who == OWNER:
        assert "Club nights" in client.get(reverse("league_run", args=[night.league.slug])).content.decode()


def test_the_run_page_offers_the_rule_for_time_as_radio_cards_with_the_leagues_checked(client, night, owner):
    """Two choices whose text is a sentence: radio cards wrap it, where a phone's list cut it to one line."""
    night.league.time_rule = "draw"
    night.league.save()
    client.force_login(owner)
    page = client.get(reverse("league_run", args=[night.league.slug])).content.decode()
    radios = re.findall(r'<input type="radio" name="time_rule" value="(\w+)"[^>]*?( checked)?>', page)
    assert radios == [("standing", ""), ("draw", " checked")]
    assert "the game then counts as a draw</span>" in page and '<select name="time_rule"' not in page


CONFIRM_TICKED = re.compile(r'<input type="checkbox" name="confirm"[^>]* checked>')


def test_the_run_page_shows_the_leagues_rules_for_nights_as_they_are(client, league, owner):
    client.force_login(owner)
    page = client.get(reverse("league_run", args=[league.slug])).content.decode()
    assert not CONFIRM_TICKED.search(page) and re.search(r'value="standing"[^>]* checked>', page)
    league.confirm, league.time_rule = True, "draw"
    league.save()
    page = client.get(reverse("league_run", args=[league.slug])).content.decode()
    assert CONFIRM_TICKED.search(page) and re.search(r'value="draw"[^>]* checked>', page)


def test_the_results_page_states_the_ranking_rule_and_each_players_share(client, night, owner):
    """The review's finding 6: the page says how it ranks (the share, then the tie-break per game) and shows the
    share it ranked by."""
    start_round(night)
    game = night.night_rounds.get(number=1).tables.get(number=1).league_game.game
    while not game.finished:
        deal(game, 1000, 100)
    client.force_login(owner)
    page = client.get(url("night_results", night)).content.decode()
    assert "Ranked by the share of the games played that a player won" in page
    assert "the points difference per game" in page
    assert re.search(r"<td><b>100%</b></td>", page) and re.search(r"<td><b>0%</b></td>", page)
