"""The movement of a club night (issue 41): one link per table for the whole night, a round's seating shown before it
starts, each player's own places, a swap that repeats a partnership named first, mixed tables for games played alone,
and what the night's form says before the draw."""

import datetime
import re
from datetime import timedelta

import pytest
from django.test import Client
from django.urls import reverse
from django.utils import timezone

from leagues.models import NightRound, NightTable, Player, TableLink
from leagues.services.board import board, projector_grid
from leagues.services.nights import arrive, end_round, form_of, open_night, seat_round, start_round
from tests.leagues.conftest import deal

pytestmark = pytest.mark.django_db


def url(name, night, *more):
    return reverse(name, args=[night.league.slug, night.slug, *more])


def game_at(night, number, table=1):
    return NightTable.objects.get(round__night=night, round__number=number, number=table).league_game.game


def names_at(night, number, table=1):
    names = dict(Player.objects.values_list("pk", "name"))
    stored = NightTable.objects.get(round__night=night, round__number=number, number=table)
    return [names[player] for side in stored.sides for player in side]


# One link per table for the whole night


def test_every_table_has_a_link_for_the_night_and_the_cards_print_before_the_night_starts(client, night, owner):
    assert list(TableLink.objects.filter(night=night).values_list("number", flat=True)) == [1, 2]
    client.force_login(owner)
    cards = client.get(url("night_cards", night, 1))  # nothing has started
    page = cards.content.decode()
    assert cards.status_code == 200 and page.count("<svg") == 2
    for link in TableLink.objects.filter(night=night):
        assert link.get_absolute_url() in page
    assert all(name in page for name in names_at(night, 1))


def test_a_tables_phone_shows_who_sits_there_before_the_round_then_its_game_and_the_next_rounds_by_itself(night):
    phone = Client()
    link = TableLink.objects.get(night=night, number=2)
    waiting = phone.get(link.get_absolute_url())
    assert waiting.status_code == 200 and "no-store" in waiting["Cache-Control"]
    assert all(name in waiting.content.decode() for name in names_at(night, 1, table=2))
    start_round(night)
    opened = phone.get(link.get_absolute_url())
    assert opened.status_code == 302 and opened["Location"] == game_at(night, 1, table=2).get_absolute_url()
    first = phone.get(opened["Location"])
    assert first.status_code == 200  # the round's game, by its edit link
    end_round(night)
    assert phone.get(game_at(night, 1, table=2).get_absolute_url()).status_code == 200  # the deal in play may follow
    start_round(night)
    moved = phone.get(game_at(night, 1, table=2).get_absolute_url())  # a reload of round 1's sheet
    assert moved.status_code == 302 and moved["Location"] == link.get_absolute_url()
    assert phone.get(moved["Location"])["Location"] == game_at(night, 2, table=2).get_absolute_url()


def test_the_sheet_of_a_tables_phone_goes_to_the_next_rounds_game_on_its_live_poll(night):
    phone = Client()
    link = TableLink.objects.get(night=night, number=1)
    start_round(night)
    sheet = phone.get(phone.get(link.get_absolute_url())["Location"])
    etag = re.search(r'data-etag="([^"]+)"', sheet.content.decode()).group(1).replace("&quot;", '"')
    live = reverse("live_sheet", args=[game_at(night, 1).slug])
    assert phone.get(live, headers={"If-None-Match": etag}).status_code == 304
    start_round(night)  # round 1 ends, round 2 starts: its games' versions move on
    moved = phone.get(live, headers={"If-None-Match": etag})
    assert moved.status_code == 200 and f'data-go="{link.get_absolute_url()}"' in moved.content.decode()


def test_a_phone_that_opened_a_game_by_its_own_link_stays_on_that_game(night):
    """Only the table's phone follows the table: a player who opened the game's edit link is not sent to another
    table's game."""
    start_round(night)
    player = Client()
    game = game_at(night, 1)
    assert player.get(game.get_absolute_url()).status_code == 200
    start_round(night)
    assert player.get(game.get_absolute_url()).status_code == 200
    live = player.get(reverse("live_sheet", args=[game.slug]))
    assert live.status_code == 200 and "data-go" not in live.content.decode()


def test_the_tables_page_is_polled_304_while_nothing_changed_and_says_where_to_go_once_the_round_starts(night):
    phone = Client()
    link = TableLink.objects.get(night=night, number=1)
    live = reverse("table_phone_live", args=[link.slug])
    first = phone.get(live)
    assert first.status_code == 200
    assert phone.get(live, headers={"If-None-Match": first["ETag"]}).status_code == 304
    start_round(night)
    started = phone.get(live, headers={"If-None-Match": first["ETag"]})
    assert f'data-go="{game_at(night, 1).get_absolute_url()}"' in started.content.decode()


def test_a_table_link_that_does_not_exist_is_not_found(client):
    assert client.get(reverse("table_phone", args=["not-a-table"])).status_code == 404


# Seating shown before the round starts


def test_showing_the_next_rounds_seating_is_a_step_of_its_own_before_its_clock(league, owner):
    night = open_night(league, datetime.date(2026, 12, 7), [], ["A", "B", "C", "D", "E", "F", "G", "H"], 3, "2x2", 20)
    start_round(night)
    assert NightRound.objects.get(night=night, number=1).seated is not None  # starting a round shows it too
    assert board(night).next is None
    seat_round(night)
    second = NightRound.objects.get(night=night, number=2)
    assert second.seated is not None and second.started is None
    assert not NightTable.objects.filter(round=second, league_game__isnull=False).exists()  # no game, no clock
    shown = board(night)
    assert shown.round.number == 1 and shown.ends is not None  # round 1's clock still runs
    assert shown.next.number == 2 and [line.table.number for line in shown.next_tables] == [1, 2]
    assert shown.projected[0].number == 2  # the projector shows where everyone goes next


def test_a_second_tap_on_show_the_seating_changes_nothing(client, night, owner):
    client.force_login(owner)
    client.post(url("night_seat", night), follow=True)
    first = NightRound.objects.get(night=night, number=1).seated
    version = type(night).objects.get(pk=night.pk).version
    again = client.post(url("night_seat", night), follow=True)
    assert [str(message) for message in again.context["messages"]] == ["Round 1’s seating is shown."]
    assert NightRound.objects.get(night=night, number=1).seated == first
    assert type(night).objects.get(pk=night.pk).version == version  # the screens are not sent it again


def test_ending_a_round_shows_the_next_rounds_seating(night):
    start_round(night)
    end_round(night)
    assert NightRound.objects.get(night=night, number=2).seated is not None
    assert board(night).next.number == 2


def test_the_board_and_the_projector_show_the_next_rounds_seating_and_the_nights_page_says_so(client, night, owner):
    start_round(night)
    seat_round(night)
    names = names_at(night, 2)
    for name in ("night_board", "night_projector"):
        page = client.get(url(name, night)).content.decode()
        assert "Round 2" in page and all(player in page for player in names), name
    assert "Next: Round 2" in client.get(url("night_board", night)).content.decode()
    client.force_login(owner)
    page = client.get(url("night", night)).content.decode()
    assert "seating is on the screens" in page and "Show round 2" not in page


def test_a_late_arrival_draws_a_shown_seating_again_and_it_stays_shown(night):
    start_round(night)
    seat_round(night)
    arrive(night, [], ["Ivy"])
    second = NightRound.objects.get(night=night, number=2)
    assert second.seated is not None and "Ivy" in str(board(night).next_out) + str(
        [side.players for line in board(night).next_tables for side in line.sides]
    )


@pytest.mark.parametrize("who", ["owner", "member", "anonymous"])
def test_only_who_runs_the_night_shows_a_seating(client, night, owner, member, who):
    if who == "owner":
        client.force_login(owner)
    elif who == "member":
        client.force_login(member)
    response = client.post(url("night_seat", night))
    seated = NightRound.objects.get(night=night, number=1).seated is not None
    assert seated == (who == "owner") and response.status_code == (404 if who == "member" else 302)


# Each player's own places


def test_a_player_finds_where_they_sit_each_round_from_the_nights_page(client, night):
    ann = Player.objects.get(name="Ann")
    page = client.get(url("night", night)).content.decode()
    address = url("night_places", night, ann.slug)
    assert address in page
    mine = client.get(address).content.decode()
    for stored in NightRound.objects.filter(night=night):
        table = next((t for t in stored.tables.all() if any(ann.pk in side for side in t.sides)), None)
        assert (f"Table {table.number}" if table else "Sitting out") in mine
    live = client.get(url("night_places_live", night, ann.slug))
    assert (
        client.get(url("night_places_live", night, ann.slug), headers={"If-None-Match": live["ETag"]}).status_code
        == 304
    )
    start_round(night)
    assert (
        client.get(url("night_places_live", night, ann.slug), headers={"If-None-Match": live["ETag"]}).status_code
        == 200
    )


def test_a_player_not_at_the_night_has_no_places(client, night, league):
    other = Player.objects.create(league=league, name="Zed", key="zed")
    assert client.get(url("night_places", night, other.slug)).status_code == 404


# A swap that repeats a partnership or an opposition


def partners_of_round_one(night):
    first = NightTable.objects.get(round__night=night, round__number=1, number=1)
    return Player.objects.get(pk=first.sides[0][0]), Player.objects.get(pk=first.sides[0][1])


def swap_making_partners(night, a, b):
    """Who to swap with `b` in round 2 so that `a` and `b` become partners there."""
    second = NightRound.objects.get(night=night, number=2)
    for table in second.tables.all():
        for side in table.sides:
            if a.pk in side:
                return Player.objects.get(pk=next(player for player in side if player != a.pk))
    raise AssertionError("a sits out")


def test_a_swap_that_repeats_a_partnership_is_named_and_not_made_until_confirmed(client, night, owner):
    start_round(night)
    a, b = partners_of_round_one(night)
    other = swap_making_partners(night, a, b)
    client.force_login(owner)
    before = list(NightTable.objects.filter(round__number=2).values_list("sides", flat=True))
    asked = client.post(url("night_swap", night), {"round": "2", "first": other.pk, "second": b.pk})
    page = asked.content.decode()
    assert asked.status_code == 200 and "were partners in round 1" in page
    assert a.name in page and b.name in page
    assert list(NightTable.objects.filter(round__number=2).values_list("sides", flat=True)) == before
    version = re.search(r'name="seen" value="(\d+)"', page).group(1)
    done = client.post(
        url("night_swap", night), {"round": "2", "first": other.pk, "second": b.pk, "confirm": "1", "seen": version}
    )
    assert done.status_code == 302
    assert list(NightTable.objects.filter(round__number=2).values_list("sides", flat=True)) != before


def test_a_confirmation_for_a_night_that_changed_since_is_asked_again(client, night, owner):
    start_round(night)
    a, b = partners_of_round_one(night)
    other = swap_making_partners(night, a, b)
    client.force_login(owner)
    page = client.post(url("night_swap", night), {"round": "2", "first": other.pk, "second": b.pk}).content.decode()
    version = re.search(r'name="seen" value="(\d+)"', page).group(1)
    seat_round(night)  # the night moved on meanwhile
    again = client.post(
        url("night_swap", night), {"round": "2", "first": other.pk, "second": b.pk, "confirm": "1", "seen": version}
    )
    assert again.status_code == 200 and "were partners in round 1" in again.content.decode()


def test_a_swap_that_repeats_nothing_is_made_at_once(client, league, owner):
    night = open_night(league, datetime.date(2026, 12, 7), [], [f"P{n}" for n in range(16)], 1, "2x2", seed=3)
    first = NightTable.objects.get(round__night=night, number=1)
    client.force_login(owner)
    a, b = first.sides[0][0], first.sides[1][0]  # partners become opponents: only one round, nothing to repeat
    assert client.post(url("night_swap", night), {"round": "1", "first": a, "second": b}).status_code == 302
    assert NightTable.objects.get(pk=first.pk).sides[1][0] == a


def test_a_repeated_opposition_is_named_too(night):
    from leagues.services.movement import swap_repeats

    start_round(night)
    first = NightTable.objects.get(round__night=night, round__number=1, number=1)
    a, c = Player.objects.get(pk=first.sides[0][0]), Player.objects.get(pk=first.sides[1][0])
    # Put c at a's table in round 2, on the other side from a, wherever c is
    second = NightRound.objects.get(night=night, number=2)
    table = next(t for t in second.tables.all() if any(a.pk in side for side in t.sides))
    other_side = next(side for side in table.sides if a.pk not in side)
    if c.pk in other_side:
        pytest.skip("already opponents in round 2")
    said = swap_repeats(night, 2, Player.objects.get(pk=other_side[0]), c)
    assert any(
        f"{a.name} and {c.name} played against each other in round 1" in line
        or f"{c.name} and {a.name} played against each other in round 1" in line
        for line in said
    )


# Games played alone: mixed tables


def test_seven_kalooki_players_sit_at_a_table_of_four_and_one_of_three(make_league):
    league = make_league("kalooki", name="Kalooki club")
    night = open_night(league, datetime.date(2026, 12, 7), [], list("ABCDEFG"), 2, "4x1", seed=1)
    assert form_of(night).least == 3
    first = NightRound.objects.get(night=night, number=1)
    assert [len(table.sides) for table in first.tables.all()] == [4, 3] and first.sitting_out == []
    start_round(night)
    games = [table.league_game.game for table in first.tables.all()]
    assert [game.sides.count() for game in games] == [4, 3]  # each table's game under the league's rules for its size


def test_the_night_form_says_how_many_sit_out_before_the_draw(client, make_league, owner):
    league = make_league("kalooki", name="Kalooki club")
    client.force_login(owner)
    address = reverse("night_new", args=[league.slug])
    seven = {"date": "2026-12-07", "seating": "4x1", "new_players": "A\nB\nC\nD\nE\nF\nG", "rounds": "2"}
    said = client.get(address, {**seven, "check": "1"}, headers={"HX-Request": "true", "HX-Target": "night-tables"})
    assert said.status_code == 200 and "<form" not in said.content.decode()
    assert "7 players: 1 table of 4 and 1 table of 3; nobody sits out." in said.content.decode()
    five = {**seven, "new_players": "A\nB\nC\nD\nE", "check": "1"}
    page = client.post(address, five)  # the button, without a script: nothing is drawn
    assert "5 players: 1 table of 4; 1 sits out each round, in turn." in page.content.decode()
    assert not league.nights.exists()


def test_a_partnership_night_of_ten_says_two_sit_out(client, league, owner):
    client.force_login(owner)
    ten = {"date": "2026-12-07", "seating": "2x2", "new_players": "\n".join("ABCDEFGHIJ"), "rounds": "2", "check": "1"}
    page = client.post(reverse("night_new", args=[league.slug]), ten).content.decode()
    assert "10 players: 2 tables of 4; 2 sit out each round, in turn." in page


# The clock, and how a stopped game is said


def test_a_game_stopped_by_hand_before_time_says_the_round_ended_not_the_clock(league):
    night = open_night(league, datetime.date(2026, 12, 7), [], list("ABCDEFGH"), 2, "2x2", 30, seed=1)
    start_round(night)
    deal(game_at(night, 1), 300, 200)
    end_round(night)  # by hand, long before the 30 minutes
    line = board(night, 1).tables[0]
    assert line.table.stopped is not None and not line.by_time


def test_a_game_stopped_after_the_time_was_up_says_so(league, client):
    night = open_night(league, datetime.date(2026, 12, 7), [], list("ABCDEFGH"), 2, "2x2", 30, seed=1)
    start_round(night)
    deal(game_at(night, 1), 300, 200)  # a table that dealt (one that never did is not played)
    NightRound.objects.filter(night=night, number=1).update(started=timezone.now() - timedelta(minutes=31))
    end_round(night)
    assert board(night, 1).tables[0].by_time
    # the board shows round 1 and round 2's seating: its first table says how it stopped
    page = client.get(url("night_board", night)).content.decode()
    assert "stopped when time was up" in page and "stopped by the clock" not in page


def test_the_end_of_a_round_is_written_in_the_leagues_time_zone_and_carries_its_moment(client, league):
    league.time_zone = "Asia/Tokyo"
    league.save()
    night = open_night(league, datetime.date(2026, 12, 7), [], list("ABCDEFGH"), 2, "2x2", 20, seed=1)
    start_round(night)
    ends = board(night).ends
    page = client.get(url("night_board", night)).content.decode()
    tokyo = timezone.localtime(ends, timezone=datetime.timezone(timedelta(hours=9)))
    assert f'datetime="{ends.isoformat()}"' in page
    assert f">{tokyo.hour % 12 or 12}:{tokyo.minute:02d}" in page
    assert re.search(r'<b class="clock-left">2\d′</b>', page)  # the minutes left as sent: never a blank


def test_only_the_owner_sets_the_time_zone_and_a_zone_that_does_not_exist_is_refused(client, league, owner, member):
    address = reverse("league_time_zone", args=[league.slug])
    client.force_login(member)
    assert client.post(address, {"time_zone": "Asia/Tokyo"}).status_code == 404
    client.force_login(owner)
    client.post(address, {"time_zone": "Mars/Olympus"})
    league.refresh_from_db()
    assert league.time_zone == ""
    client.post(address, {"time_zone": "Asia/Tokyo"})
    league.refresh_from_db()
    assert league.time_zone == "Asia/Tokyo"


# The projector's grid


@pytest.mark.parametrize(
    ("tables", "sides", "columns", "rows"),
    [(1, 2, 1, 1), (4, 2, 2, 2), (10, 2, 2, 5), (20, 2, 3, 7), (10, 4, 3, 4)],
)
def test_the_projector_puts_every_table_on_one_screen_in_as_many_columns_as_give_the_largest_type(
    tables, sides, columns, rows
):
    grid = projector_grid(tables, sides, out=False)
    assert (grid.columns, grid.rows) == (columns, rows)
    assert grid.columns * grid.rows >= tables
