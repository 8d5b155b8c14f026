"""What a club night refuses, in the words the organiser reads, and that a refusal changes nothing; a player
who leaves and comes back plays again from the next round; a game's confirmation, refused or taken; the night's
results: the file, what
it adds up game by game, and its queries."""

import csv
import datetime
import io

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from leagues.models import LeagueGame, Night, Presence, Result
from leagues.services.confirm import ConfirmRefused, confirm_by_organiser, confirm_by_table
from leagues.services.night_results import night_csv, night_results
from leagues.services.nights import NightRefused, arrive, drawn_round, end_round, leave, open_night, start_round, swap
from leagues.services.seasons import close_season, current_season
from scorekeeper.services.deals import add_deal
from scorekeeper.services.games import SideSpec, update_game
from scorekeeper.services.history import Author
from tests.leagues.conftest import deal

from .conftest import open_for

pytestmark = pytest.mark.django_db


def refusal(action, *arguments) -> str:
    with pytest.raises((NightRefused, ConfirmRefused)) as caught:
        action(*arguments)
    return str(caught.value)


def player(night, name: str):
    return Presence.objects.get(night=night, player__name=name).player


def draws(night) -> list:
    return [(stored.number, drawn_round(stored)) for stored in night.night_rounds.order_by("number")]


def test_once_every_round_has_started_nobody_can_arrive_leave_or_start_another(league):
    night = open_for(league, rounds=1)
    start_round(night)
    before = draws(night)
    every = "Every round of the night has started."
    assert refusal(start_round, night) == every
    assert refusal(arrive, night, [], ["Ivy"]) == every
    assert refusal(leave, night, player(night, "Ann")) == every
    assert draws(night) == before and not Presence.objects.filter(player__name="Ivy").exists()


def test_a_round_of_a_closed_season_does_not_start_and_says_why(night, owner):
    close_season(current_season(night.league), owner)
    before = draws(night)
    assert refusal(start_round, night) == (
        "Season 1 is closed: the league's owner starts the next season or opens it again."
    )
    assert draws(night) == before and night.night_rounds.get(number=1).started is None
    assert not LeagueGame.objects.exists()


def test_ending_a_round_when_none_is_being_played_is_refused(night):
    assert refusal(end_round, night) == "No round is being played."
    start_round(night)
    assert end_round(night).number == 1
    assert refusal(end_round, night) == "No round is being played."


def test_someone_not_at_the_night_cannot_leave_it(night):
    ann = player(night, "Ann")
    leave(night, ann)
    before = draws(night)
    assert refusal(leave, night, ann) == "Ann is not at the night."
    assert draws(night) == before


def test_a_departure_that_leaves_too_few_to_draw_is_refused_with_the_draws_reason(night):
    for name in ("Ann", "Ben", "Cy", "Di"):
        leave(night, player(night, name))
    before = draws(night)
    assert refusal(leave, night, player(night, "Eve")) == (
        "No draw can be made of this night: 3 players cannot fill a table of 4."
    )
    assert draws(night) == before
    assert Presence.objects.get(night=night, player__name="Eve").left is None


def test_a_swap_needs_both_players_in_a_round_not_started(night):
    ann, ben = player(night, "Ann"), player(night, "Ben")
    ivy_night = open_for(night.league, ["Ivy", "Jo", "Kit", "Lou", "Max", "Ned", "Oz", "Pip"])
    ivy = player(ivy_night, "Ivy")
    before = draws(night)
    assert refusal(swap, night, 2, ann, ivy) == "Both players must be in the round."
    assert draws(night) == before
    start_round(night)
    assert refusal(swap, night, 1, ann, ben) == "Only a round that has not started can change."


def test_a_late_name_that_looks_like_a_players_is_refused(night):
    before = draws(night)
    cyrillic = "\u0410nn"  # Cyrillic A
    assert refusal(arrive, night, [], [cyrillic]) == (
        f"Did you mean Ann? “{cyrillic}” looks just like it but is spelled with other letters: "
        "type Ann to choose that player, or give a new player a name that looks different."
    )
    assert draws(night) == before


def test_a_new_name_for_a_night_that_looks_like_a_players_is_refused_and_opens_nothing(night):
    cyrillic = "\u0410nn"  # Cyrillic A
    nights = Night.objects.count()
    with pytest.raises(NightRefused) as caught:
        open_night(night.league, datetime.date(2026, 11, 28), [], [cyrillic, "Ben", "Cy", "Di"], 1, "2x2")
    assert str(caught.value).startswith("Did you mean Ann?")
    assert Night.objects.count() == nights and not Presence.objects.filter(player__name=cyrillic).exists()
    ben = "\u0412en"  # Cyrillic Ve, which looks like B
    with pytest.raises(NightRefused) as caught:
        open_night(night.league, datetime.date(2026, 11, 28), [], [cyrillic, ben, "Cy", "Di"], 1, "2x2")
    assert str(caught.value) == " ".join(
        f"Did you mean {name}? “{typed}” looks just like it but is spelled with other letters: "
        f"type {name} to choose that player, or give a new player a name that looks different."
        for name, typed in (("Ann", cyrillic), ("Ben", ben))
    )


def test_someone_who_left_and_comes_back_plays_again_from_the_next_round(night):
    ann = player(night, "Ann")
    start_round(night)
    assert leave(night, ann) == 2
    start_round(night)
    assert arrive(night, [ann]) == 3
    presence = Presence.objects.get(night=night, player=ann)
    assert (presence.arrived, presence.left) == (3, None)
    assert ann.pk not in drawn_round(night.night_rounds.get(number=2)).players
    assert ann.pk in drawn_round(night.night_rounds.get(number=3)).players
    # Round 2 was played by seven: one table, three sitting out.
    assert len(drawn_round(night.night_rounds.get(number=2)).sitting_out) == 3
    assert LeagueGame.objects.count() == 3


def confirming(league, night):
    """The night's first table, its game played out (Canasta to 5,000) from the table's phone."""
    league.confirm = True
    league.save()
    start_round(night)
    table = night.night_rounds.get(number=1).tables.get(number=1)
    game = table.league_game.game
    while not game.finished:
        deal(game, 1000, 100)
    game.deals.update(browser="the table's phone")
    return table


def test_a_confirmation_is_refused_with_the_reason_and_counts_nothing(league, night):
    table = confirming(league, night)
    assert refusal(confirm_by_table, table, "1", Author(None, "the table's phone")) == (
        "This phone entered deals of the game: the other side confirms, on their own phone."
    )
    for side in ("2", "x", "", "-1"):
        assert refusal(confirm_by_table, table, side, Author(None, "another phone")) == "Say which side you play on."
    assert not Result.objects.exists()
    confirm_by_table(table, "1", Author(None, "another phone"))
    table.refresh_from_db()
    assert table.confirmed is not None and table.confirmed_side == 1
    assert Result.objects.count() == 4
    assert refusal(confirm_by_organiser, table, None) == "The game was confirmed already."
    assert refusal(confirm_by_table, table, "0", Author(None, "a third phone")) == "The game was confirmed already."


def test_a_table_of_a_round_not_started_has_no_game_to_confirm(league, night):
    league.confirm = True
    league.save()
    table = night.night_rounds.get(number=1).tables.get(number=1)
    assert refusal(confirm_by_organiser, table, None) == "Only a game with a result is confirmed."
    assert refusal(confirm_by_table, table, "0", Author(None, "a phone")) == "Only a game with a result is confirmed."


def test_the_organiser_confirms_only_a_finished_game_of_a_league_that_asks_for_it(league, night):
    start_round(night)
    table = night.night_rounds.get(number=1).tables.get(number=1)
    assert refusal(confirm_by_organiser, table, None) == "The league's games count without a confirmation."
    league.confirm = True
    league.save()
    table = night.night_rounds.get(number=1).tables.get(number=1)
    assert refusal(confirm_by_organiser, table, None) == "Only a game with a result is confirmed."
    game = table.league_game.game
    while not game.finished:
        deal(game, 1000, 100)
    other = night.night_rounds.get(number=1).tables.get(number=2)
    while not other.league_game.game.finished:
        deal(other.league_game.game, 1000, 100)
    confirm_by_organiser(table, None)
    table.refresh_from_db()
    assert table.confirmed is not None and table.confirmed_side is None
    assert Result.objects.filter(league_game__game=game).count() == 4
    other.refresh_from_db()  # the other table waits for its own confirmation
    assert other.confirmed is None and not Result.objects.filter(league_game=other.league_game).exists()


def test_the_nights_results_file_has_each_players_line_worked_out_by_hand(night):
    """Round 1: one table 5,000 to 500, the other 3,200 to 5,600 (Canasta: each side melds the same each deal
    until the game ends). The share of the games won first, then the points difference per game; Ivy, arrived
    for round 2, has no rank yet."""
    start_round(night)
    arrive(night, [], ["Ivy"])
    first, second = (table.league_game.game for table in night.night_rounds.get(number=1).tables.order_by("number"))
    for game, melded in ((first, (1000, 100)), (second, (400, 700))):
        while not game.finished:
            deal(game, *melded)

    def seated(game, order: int) -> list[str]:
        return sorted(game.sides.get(order=order).players)

    expected = [
        *([1, name, 1, 1, 0, 0, "100%", 4500.0, 4500, 5000] for name in seated(first, 0)),
        *([3, name, 1, 1, 0, 0, "100%", 2400.0, 2400, 5600] for name in seated(second, 1)),
        *([5, name, 1, 0, 0, 1, "0%", -2400.0, -2400, 3200] for name in seated(second, 0)),
        *([7, name, 1, 0, 0, 1, "0%", -4500.0, -4500, 500] for name in seated(first, 1)),
        ["", "Ivy", 0, 0, 0, 0, "", "", 0, 0],
    ]
    rows = list(csv.reader(io.StringIO(night_csv(night_results(night)).removeprefix("\ufeff"))))
    assert rows[0] == [
        "Rank",
        "Player",
        "Games",
        "Won",
        "Drawn",
        "Lost",
        "Share",
        "Points difference per game",
        "Points difference",
        "Points",
    ]
    assert rows[1:] == [[str(cell) for cell in row] for row in expected]


def csv_rows(night) -> list[list[str]]:
    return list(csv.reader(io.StringIO(night_csv(night_results(night)).removeprefix("\ufeff"))))


def test_the_nights_results_add_up_every_game_a_player_played(night):
    """Three rounds: the first and the last stopped by the clock before a deal (not played: they do not count),
    the second played out (5,000 to 500 and 3,200 to 5,600): each player's line counts the games played."""
    start_round(night)
    start_round(night)  # round 1 ends: its games, never dealt, are not played
    second = [table.league_game.game for table in night.night_rounds.get(number=2).tables.order_by("number")]
    for game, melded in zip(second, ((1000, 100), (400, 700)), strict=True):
        while not game.finished:
            deal(game, *melded)
    start_round(night)
    end_round(night)  # round 3 ends: not played either

    def seated(game, order: int) -> list[str]:
        return sorted(game.sides.get(order=order).players)

    expected = [
        *([1, name, 1, 1, 0, 0, "100%", 4500.0, 4500, 5000] for name in seated(second[0], 0)),
        *([3, name, 1, 1, 0, 0, "100%", 2400.0, 2400, 5600] for name in seated(second[1], 1)),
        *([5, name, 1, 0, 0, 1, "0%", -2400.0, -2400, 3200] for name in seated(second[1], 0)),
        *([7, name, 1, 0, 0, 1, "0%", -4500.0, -4500, 500] for name in seated(second[0], 1)),
    ]
    assert csv_rows(night)[1:] == [[str(cell) for cell in row] for row in expected]


def test_a_night_of_three_sides_takes_each_sides_difference_from_the_best_other_side(league):
    """Classic Canasta three-handed, each alone: 700, 300 and 100 melded a deal, 5,600, 2,400 and 800 after eight."""
    night = open_night(league, datetime.date(2026, 11, 27), [], ["Ann", "Ben", "Cy"], 1, "3x1", seed=7)
    start_round(night)
    game = night.night_rounds.get(number=1).tables.get().league_game.game
    while not game.finished:
        deal(game, 700, 300, 100)
    names = [game.sides.get(order=order).players[0] for order in range(3)]
    assert csv_rows(night)[1:] == [
        ["1", names[0], "1", "1", "0", "0", "100%", "3200.0", "3200", "5600"],
        ["2", names[1], "1", "0", "0", "1", "0%", "-3200.0", "-3200", "2400"],
        ["3", names[2], "1", "0", "0", "1", "0%", "-4800.0", "-4800", "800"],
    ]


def test_where_the_lowest_total_wins_the_results_rank_and_write_the_points_in_all(make_league):
    """Kalooki, each alone at three: one table goes out (0, 20 and 150), the two others never deal (not played:
    their players come last, unranked) when the round ends: the loser of 20 ranks above the loser of 150, and the
    file's tie-break is the points."""
    league = make_league("kalooki")
    names = ["Ann", "Ben", "Cy", "Di", "Eve", "Fay", "Gus", "Hal", "Ivy"]
    night = open_night(league, datetime.date(2026, 11, 27), [], names, 4, "3x1", seed=3)
    start_round(night)
    game = night.night_rounds.get(number=1).tables.get(number=1).league_game.game
    add_deal(game, [{"went_out": True}, {"penalty_points": 20}, {"penalty_points": 150}])
    end_round(night)
    first, second, third = (game.sides.get(order=order).players[0] for order in range(3))
    drawn = sorted(set(names) - {first, second, third})
    rows = csv_rows(night)
    assert rows[0] == ["Rank", "Player", "Games", "Won", "Drawn", "Lost", "Share", "Points per game", "Points"]
    assert rows[1:] == [
        ["1", first, "1", "1", "0", "0", "100%", "0.0", "0"],
        ["2", second, "1", "0", "0", "1", "0%", "20.0", "20"],
        ["3", third, "1", "0", "0", "1", "0%", "150.0", "150"],
        *(["", name, "0", "0", "0", "0", "", "", "0"] for name in drawn),
    ]


def test_a_player_renamed_into_a_night_game_counts_in_its_results_beside_those_present(night):
    """The game's details page renames a seat (leagues.services.results seats the league's player of the new
    name): the night's results count the game for that player, who was never at the night."""
    start_round(night)
    game = night.night_rounds.get(number=1).tables.get(number=1).league_game.game
    sides = [SideSpec(side.name, list(side.players), side.starting_total) for side in game.sides.order_by("order")]
    renamed = sides[0].players[0]
    sides[0].players[0] = "Zed"
    update_game(game, sides, "")
    while not game.finished:
        deal(game, 1000, 100)
    lines = {line.player.name: line for line in night_results(night).lines}
    assert (lines["Zed"].games, lines["Zed"].won, lines["Zed"].rank) == (1, 1, 1)
    assert lines[renamed].games == 0


def test_the_nights_results_take_as_many_queries_however_many_games_count(night):
    def queries() -> int:
        with CaptureQueriesContext(connection) as captured:
            night_results(night)
        return len(captured.captured_queries)

    start_round(night)
    first = night.night_rounds.get(number=1).tables.get(number=1).league_game.game
    while not first.finished:
        deal(first, 1000, 100)
    one = queries()
    start_round(night)
    for table in night.night_rounds.get(number=2).tables.all():
        while not table.league_game.game.finished:
            deal(table.league_game.game, 1000, 100)
    assert queries() == one
