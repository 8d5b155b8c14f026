"""Results that stay put (issue 41, docs/club-night.md): after its round ends a table enters only the deal in play,
then its game changes only through whoever runs the night, logged and confirmed again; a table that never dealt is
not played; ending a round while tables play asks first; the other side confirms; a counted game's seats are not
renamed from the table, and nobody sits at two tables of one round. Every refusal changes nothing."""

import csv
import io
from datetime import timedelta
from html import escape

import pytest
from django.urls import reverse
from django.utils import timezone

from leagues.models import LeagueGame, LogEntry, NightRound, NightTable, Result
from leagues.services.board import board
from leagues.services.confirm import ConfirmRefused, confirm_by_organiser, confirm_by_table
from leagues.services.nights import StillPlaying, end_round, name_organisers, start_round
from leagues.services.players import claim
from leagues.services.seasons import start_season
from scorekeeper.models import Deal, Game
from scorekeeper.services.deals import Opened, add_deal, change_deal, delete_deal
from scorekeeper.services.errors import GameClosed
from scorekeeper.services.games import SideSpec, update_game
from scorekeeper.services.history import Author
from tests.conftest import form_data, opened
from tests.leagues.services.test_races import at_once

pytestmark = pytest.mark.django_db

PHONE = Author(None, "table one's phone")
OTHER = Author(None, "a player's own phone")


def melded(*points: int) -> list[dict]:
    return [{"melded_points": value} for value in points]


def table_of(night, number: int = 1, round_number: int = 1) -> NightTable:
    return NightTable.objects.select_related("league_game__game").get(
        round__night=night, round__number=round_number, number=number
    )


def game_of(night, number: int = 1, round_number: int = 1) -> Game:
    game = table_of(night, number, round_number).league_game.game
    game.refresh_from_db()
    return game


def state(night) -> tuple:
    """Everything a refusal must leave as it was: deals, games, results, confirmations, the log."""
    return (
        sorted(Deal.objects.values_list("game_id", "number", "entries", "version")),
        sorted(Game.objects.values_list("pk", "version", "finished")),
        sorted(Result.objects.values_list("player_id", "league_game_id", "outcome", "points")),
        sorted(NightTable.objects.values_list("pk", "confirmed", "stopped", "deals_at_end")),
        LogEntry.objects.count(),
    )


def refused(action, *arguments, **keywords) -> str:
    with pytest.raises(GameClosed) as caught:
        action(*arguments, **keywords)
    return caught.value.reason


# 1. After its round ends, a table enters only the deal in play; then only whoever runs the night changes the game.


def test_after_the_round_ends_a_table_enters_the_deal_in_play_and_nothing_more(night):
    start_round(night)
    game = game_of(night)
    add_deal(game, melded(1000, 100), author=PHONE)
    add_deal(game, melded(1000, 100), author=PHONE)
    end_round(night)
    assert table_of(night).deals_at_end == 2
    add_deal(game_of(night), melded(300, 800), author=PHONE)  # the deal in play when time was called
    before = state(night)
    reason = refused(add_deal, game_of(night), melded(100, 1000), author=PHONE)
    assert reason.startswith("Round 1 has ended and this game is closed")
    game = game_of(night)
    last = game.deals.get(number=3)
    assert refused(change_deal, game, Opened.of(game, last), melded(300, 850), author=PHONE) == reason
    assert refused(delete_deal, game, last.pk, author=PHONE) == reason
    assert state(night) == before  # deal 4 never came, deal 3 stands, nothing was logged
    # The result stands as the deal in play left it: 2,300 to 1,000.
    assert sorted(set(Result.objects.filter(league_game__game=game).values_list("points", flat=True))) == [1000, 2300]


def test_a_form_opened_before_the_end_saves_the_deal_in_play_once(night):
    """A phone opens deal 2's form, the round ends, the phone saves: that is the deal in play. The next deal's form,
    opened on the game as the deal in play left it, is refused, and a second phone's copy of deal 2 is the deal
    already saved."""
    start_round(night)
    game = game_of(night)
    add_deal(game, melded(1000, 100), author=PHONE)
    form = Opened(2, game_of(night).version)
    end_round(night)
    add_deal(game_of(night), melded(500, 600), form, author=PHONE)
    after = game_of(night)
    assert after.deals.count() == 2
    before = state(night)
    assert refused(add_deal, after, melded(500, 600), Opened(3, after.version), author=OTHER)
    assert state(night) == before


def test_the_deal_in_play_waits_no_longer_than_half_an_hour(night):
    start_round(night)
    add_deal(game_of(night), melded(1000, 100), author=PHONE)
    end_round(night)
    NightRound.objects.filter(night=night, number=1).update(ended=timezone.now() - timedelta(minutes=31))
    before = state(night)
    assert refused(add_deal, game_of(night), melded(300, 800), author=PHONE).startswith("Round 1 has ended")
    assert state(night) == before


def test_a_season_that_is_over_takes_no_deal_from_a_table(night):
    start_round(night)
    add_deal(game_of(night), melded(1000, 100), author=PHONE)
    start_season(night.league)
    before = state(night)
    assert refused(add_deal, game_of(night), melded(300, 800), author=PHONE) == (
        "The season of this night is over: only whoever runs the league's nights changes it."
    )
    assert state(night) == before


def test_an_organiser_corrects_a_closed_game_logged_and_it_waits_for_a_new_confirmation(league, night, owner, member):
    league.confirm = True
    league.save()
    name_organisers(night, [member])
    start_round(night)
    game = game_of(night)
    while not game.finished:
        add_deal(game, melded(1000, 100), author=PHONE)
        game = game_of(night)
    end_round(night)
    confirm_by_table(table_of(night), "1", OTHER)
    assert Result.objects.filter(league_game__game=game).count() == 4
    last = game.deals.order_by("-number").first()
    change_deal(game, Opened.of(game, last), melded(1000, 150), author=Author(member.pk))
    table = table_of(night)
    assert table.confirmed is None  # back to waiting for a confirmation
    assert not Result.objects.filter(league_game__game=game).exists()
    line = LogEntry.objects.get(league_game__game=game)
    assert (line.kind, line.user_id, line.deal) == (LogEntry.Kind.DEAL_CORRECTED, member.pk, last.number)
    confirm_by_organiser(table, owner.pk)
    assert Result.objects.filter(league_game__game=game).count() == 4


def test_the_tables_phone_is_told_why_its_deal_is_refused_and_keeps_its_entries(client, night):
    start_round(night)
    game = game_of(night)
    add_deal(game, melded(1000, 100), author=PHONE)
    end_round(night)
    add_deal(game_of(night), melded(300, 800), author=PHONE)
    game = game_of(night)
    sheet = client.get(game.get_absolute_url()).content.decode()
    assert "Round 1 has ended and this game is closed" in sheet
    assert reverse("new_deal", args=[game.slug]) not in sheet
    before = state(night)
    page = client.post(reverse("new_deal", args=[game.slug]), {**opened(game), **form_data(*melded(700, 400))})
    assert "Round 1 has ended and this game is closed" in page.content.decode()
    assert 'value="700"' in page.content.decode()  # the entries come back
    assert state(night) == before


def test_whoever_runs_the_night_still_enters_a_deal_on_its_sheet(client, night, owner):
    start_round(night)
    add_deal(game_of(night), melded(1000, 100), author=PHONE)
    end_round(night)
    add_deal(game_of(night), melded(300, 800), author=PHONE)
    client.force_login(owner)
    game = game_of(night)
    sheet = client.get(game.get_absolute_url()).content.decode()
    assert reverse("new_deal", args=[game.slug]) in sheet and "You run the night" in sheet
    client.post(reverse("new_deal", args=[game.slug]), {**opened(game), **form_data(*melded(700, 400))})
    assert game_of(night).deals.count() == 3
    assert LogEntry.objects.filter(league_game__game=game, kind=LogEntry.Kind.DEAL_ADDED, user=owner).exists()


# 2. A table that never dealt is not played; ending a round while tables play asks first.


def test_a_table_that_never_dealt_is_not_played_never_a_draw(league, night, owner):
    start_round(night)
    add_deal(game_of(night, 1), melded(1000, 100), author=PHONE)
    end_round(night)
    unplayed = game_of(night, 2)
    assert not Result.objects.filter(league_game__game=unplayed).exists()
    assert Result.objects.filter(league_game__game=game_of(night, 1)).count() == 4
    assert [line.unplayed for line in board(night, 1).tables] == [False, True]
    # The organiser gives it its result: entered deal by deal, logged.
    add_deal(unplayed, melded(200, 800), author=Author(owner.pk))
    outcomes = dict(Result.objects.filter(league_game__game=unplayed).values_list("side", "outcome"))
    assert outcomes == {0: "L", 1: "W"}
    assert LogEntry.objects.filter(league_game__game=unplayed, user=owner).exists()


def test_ending_a_round_while_tables_play_asks_first_and_names_them(client, night, owner):
    client.force_login(owner)
    start_round(night)
    game = game_of(night, 1)
    while not game.finished:
        add_deal(game, melded(1000, 100), author=PHONE)
        game = game_of(night, 1)
    add_deal(game_of(night, 2), melded(300, 200), author=PHONE)
    before = state(night), list(NightRound.objects.values_list("started", "ended"))
    for name in ("night_end", "night_start"):
        page = client.post(reverse(name, args=[night.league.slug, night.slug]))
        html = page.content.decode()
        assert page.status_code == 200 and "This table of round 1 is still playing" in html
        assert "Table 2" in html and "Table 1" not in html.split("still playing")[1].split("</ul>")[0]
        assert (state(night), list(NightRound.objects.values_list("started", "ended"))) == before
    with pytest.raises(StillPlaying):
        end_round(night, anyway=False)
    done = client.post(reverse("night_end", args=[night.league.slug, night.slug]), {"anyway": "1"})
    assert done.status_code == 302 and NightRound.objects.get(night=night, number=1).ended is not None


def test_starting_the_next_round_once_every_table_finished_asks_nothing(client, night, owner):
    client.force_login(owner)
    start_round(night)
    for number in (1, 2):
        game = game_of(night, number)
        while not game.finished:
            add_deal(game, melded(1000, 100), author=PHONE)
            game = game_of(night, number)
    page = client.post(reverse("night_start", args=[night.league.slug, night.slug]))
    assert page.status_code == 302 and NightRound.objects.get(night=night, number=2).started is not None


# 3. The other side confirms.


def played_out(league, night) -> Game:
    league.confirm = True
    league.save()
    start_round(night)
    game = game_of(night)
    add_deal(game, melded(200, 100), author=OTHER)  # a deal from a player's phone too
    while not game.finished:
        add_deal(game, melded(1000, 100), author=PHONE)
        game = game_of(night)
    return game


def test_the_winning_side_and_every_phone_that_entered_a_deal_do_not_confirm(league, night):
    played_out(league, night)
    table = table_of(night)
    before = state(night)
    for side, author, reason in [
        ("0", Author(None, "a fresh phone"), "The side that won does not confirm its own result"),
        ("1", PHONE, "This phone entered deals of the game"),
        ("1", OTHER, "This phone entered deals of the game"),
    ]:
        with pytest.raises(ConfirmRefused) as caught:
            confirm_by_table(table, side, author)
        assert str(caught.value).startswith(reason)
    assert state(night) == before
    confirm_by_table(table, "1", Author(None, "a fresh phone"))
    assert Result.objects.count() == 4


def test_a_signed_in_player_confirms_only_for_their_own_side(league, night, member):
    game = played_out(league, night)
    winner = LeagueGame.objects.get(game=game).seats.get(side=0, position=0).player
    claim(winner, member)
    before = state(night)
    with pytest.raises(ConfirmRefused, match="You play for another side"):
        confirm_by_table(table_of(night), "1", Author(member.pk, "the winner's phone"))
    assert state(night) == before


def test_an_organiser_who_sat_at_the_table_does_not_confirm_it_another_does(client, league, night, owner, member):
    game = played_out(league, night)
    name_organisers(night, [member])
    claim(LeagueGame.objects.get(game=game).seats.get(side=0, position=0).player, member)
    confirming = reverse("night_confirm", args=[league.slug, night.slug, game.slug])
    board_url = reverse("night_board", args=[league.slug, night.slug])
    client.force_login(member)
    assert confirming not in client.get(board_url).content.decode()  # not offered to whoever sat there
    client.force_login(owner)
    assert confirming in client.get(board_url).content.decode()
    before = state(night)
    with pytest.raises(ConfirmRefused, match="You played at this table"):
        confirm_by_organiser(table_of(night), member.pk)
    assert state(night) == before
    confirm_by_organiser(table_of(night), owner.pk)
    assert Result.objects.count() == 4


def test_a_game_stopped_by_the_end_of_its_round_waits_for_a_confirmation_too(league, night, owner):
    league.confirm = True
    league.save()
    start_round(night)
    add_deal(game_of(night), melded(1000, 100), author=PHONE)
    end_round(night)
    assert not Result.objects.exists()
    assert board(night, 1).tables[0].waiting and not board(night, 1).tables[1].waiting  # table 2: not played
    with pytest.raises(ConfirmRefused, match="Only a game with a result"):
        confirm_by_organiser(table_of(night, 2), owner.pk)
    confirm_by_table(table_of(night), "1", OTHER)
    assert Result.objects.count() == 4


def test_the_sheet_offers_the_confirmation_to_the_side_that_did_not_win_on_another_phone(client, league, night):
    game = played_out(league, night)
    sides = list(game.sides.order_by("order"))
    page = client.get(game.get_absolute_url()).content.decode()
    loser, winner = escape(sides[1].name), escape(sides[0].name)
    assert f"I play for {loser}: confirm" in page and f"I play for {winner}: confirm" not in page


# 4. A counted game's seats, and one table a round.


def details(game) -> list[SideSpec]:
    return [SideSpec(side.name, list(side.players)) for side in game.sides.order_by("order")]


def test_a_counted_night_games_seats_are_not_renamed_from_its_link(night, owner):
    start_round(night)
    game = game_of(night)
    while not game.finished:
        add_deal(game, melded(1000, 100), author=PHONE)
        game = game_of(night)
    specs = details(game)
    specs[0].players[1] = "Zed"
    before = state(night)
    assert refused(update_game, game, specs, "", author=PHONE) == (
        "This game counts: only whoever runs the night changes its players now."
    )
    assert state(night) == before and details(game_of(night))[0].players[1] != "Zed"
    update_game(game_of(night), specs, "", author=Author(owner.pk))  # the organiser may, logged
    assert LogEntry.objects.filter(league_game__game=game, kind=LogEntry.Kind.DETAILS, user=owner).exists()


def test_nobody_is_seated_at_two_tables_of_one_round(night, owner):
    start_round(night)
    game, other = game_of(night, 1), game_of(night, 2)
    elsewhere = other.sides.get(order=0).players[0]
    specs = details(game)
    specs[0].players[1] = elsewhere
    before = state(night)
    for author in (PHONE, Author(owner.pk)):
        assert refused(update_game, game_of(night), specs, "", author=author) == (
            f"{elsewhere} plays at table 2 in round 1: nobody sits at two tables of one round."
        )
    assert state(night) == before


# Races: the end of a round against a phone saving deal after deal.


@pytest.mark.django_db(transaction=True)
def test_a_round_ending_while_a_phone_saves_deals_lets_exactly_the_deal_in_play_in_after_it(night):
    """One phone saves deal after deal while the organiser ends the round: every deal saved before the end is
    counted at the end, one more (the deal in play) is taken, and every later one is refused, none saved."""
    start_round(night)
    game = game_of(night)
    told: list[str] = []

    def keep_saving():
        for _deal in range(12):
            try:
                add_deal(Game.objects.get(pk=game.pk), melded(50, 0), author=PHONE)
                told.append("saved")
            except GameClosed:
                told.append("closed")

    at_once(keep_saving, lambda: end_round(night))
    table = table_of(night)
    saved = Deal.objects.filter(game=game).count()
    assert table.deals_at_end is not None and saved == min(table.deals_at_end + 1, 12)
    assert told == ["saved"] * saved + ["closed"] * (12 - saved)  # nothing saved once one was refused
    assert game_of(night).standing["played"] == saved


# 5. A stopped game that counts is listed and exported as finished, and the games CSV names its night.


def test_a_stopped_game_that_counts_is_finished_on_the_games_page_and_in_the_games_csv(client, night):
    start_round(night)
    finished = game_of(night, 1)
    while not finished.finished:
        add_deal(finished, melded(1000, 100), author=PHONE)
        finished = game_of(night, 1)
    add_deal(game_of(night, 2), melded(300, 200), author=PHONE)
    end_round(night)
    start_round(night)  # round 2: its games are being played, none has a deal
    stopped = game_of(night, 2)
    assert not LeagueGame.objects.get(game=stopped).playing
    page = client.get(reverse("league_games", args=[night.league.slug]))
    playing = {line.game.pk for line in page.context["in_play"]}
    assert stopped.pk not in playing and finished.pk not in playing
    assert {game_of(night, number, 2).pk for number in (1, 2)} <= playing
    listed = {line.league_game.game_id for line in page.context["games"]}
    assert {finished.pk, stopped.pk} <= listed
    sheet = client.get(reverse("league_games_csv", args=[night.league.slug])).content.decode("utf-8-sig")
    rows = list(csv.reader(io.StringIO(sheet)))
    assert rows[0][-4:] == ["Winner", "Night", "Round", "Table"]
    assert [row[-3:] for row in rows[1:]] == [["2026-11-27", "1", "1"], ["2026-11-27", "1", "2"]]
    assert rows[2][-4] == " & ".join(stopped.sides.get(order=0).players)  # 300 to 200: the first side won
