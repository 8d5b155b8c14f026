"""plan_night: the draw of a club night as JSON, and nothing else; clear refusals."""

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest
from django.core.management import CommandError, call_command

from leagues.draw.shapes import Format, Round, Table
from tests.leagues.draw.conftest import assert_seats_everyone_once, assert_sitting_out_is_shared

ROOT = Path(__file__).resolve().parents[3]


def plan(*args: str) -> dict:
    out = io.StringIO()
    call_command("plan_night", *args, stdout=out)
    return json.loads(out.getvalue())


def as_rounds(document: dict) -> list[Round]:
    return [
        Round(
            tuple(Table(tuple(tuple(side) for side in table)) for table in drawn["tables"]), tuple(drawn["sitting_out"])
        )
        for drawn in document["rounds"]
    ]


def test_it_prints_each_round_as_tables_of_sides_of_player_numbers():
    document = plan("--players", "10", "--rounds", "3", "--seed", "7")
    assert list(document) == ["players", "rounds"] and document["players"] == 10
    assert [list(drawn) for drawn in document["rounds"]] == [["tables", "sitting_out"]] * 3
    assert document["rounds"][0] == {"tables": [[[0, 4], [7, 5]], [[6, 1], [9, 3]]], "sitting_out": [2, 8]}
    rounds = as_rounds(document)
    for drawn in rounds:
        assert_seats_everyone_once(drawn, range(10), Format(4, 2))
    assert_sitting_out_is_shared(rounds, [range(10)] * 3)


def test_individual_games_have_one_player_a_side_and_other_tables_other_sides():
    alone = as_rounds(plan("--players", "9", "--rounds", "4", "--table-size", "3", "--individual"))
    for drawn in alone:
        assert_seats_everyone_once(drawn, range(9), Format(3, 1))
    teams_of_three = as_rounds(plan("--players", "12", "--rounds", "2", "--table-size", "6"))
    pairs_of_three = as_rounds(plan("--players", "12", "--rounds", "2", "--table-size", "6", "--sides", "3"))
    for drawn in teams_of_three:
        assert_seats_everyone_once(drawn, range(12), Format(6, 3))
    for drawn in pairs_of_three:
        assert_seats_everyone_once(drawn, range(12), Format(6, 2))


def test_games_played_alone_may_seat_smaller_tables_so_that_fewer_sit_out():
    rounds = as_rounds(plan("--players", "7", "--rounds", "3", "--table-size", "4", "--individual", "--smallest", "3"))
    assert [[len(table.players) for table in drawn.tables] for drawn in rounds] == [[4, 3]] * 3
    assert all(drawn.sitting_out == () for drawn in rounds)


def test_the_same_seed_prints_the_same_draw_and_another_seed_another():
    assert plan("--players", "12", "--rounds", "4", "--seed", "3") == plan(
        "--players", "12", "--rounds", "4", "--seed", "3"
    )
    assert plan("--players", "12", "--rounds", "4", "--seed", "3") != plan(
        "--players", "12", "--rounds", "4", "--seed", "4"
    )


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("--players", "3", "--rounds", "2"), "3 players cannot fill a table of 4"),
        (("--players", "8", "--rounds", "0"), "a draw has 1 to 100 rounds"),
        (("--players", "500", "--rounds", "2"), "a draw takes at most 200 players"),
        (("--players", "8", "--rounds", "2", "--table-size", "9", "--individual"), "a table seats 2 to 8 players"),
        (("--players", "8", "--rounds", "2", "--table-size", "5"), "a table of 5 does not split into 2 sides"),
        (("--players", "8", "--rounds", "2", "--sides", "1"), "a table of 4 does not split into 1 sides"),
        (("--players", "8", "--rounds", "2", "--individual", "--sides", "3"), "--sides is for partnership games"),
        (("--players", "7", "--rounds", "2", "--smallest", "3"), "--smallest is for games played alone"),
    ],
)
def test_impossible_input_is_refused_with_the_reason(args, message):
    with pytest.raises(CommandError, match=message):
        plan(*args)


def test_on_the_command_line_it_prints_json_alone_or_a_message_on_stderr_and_fails():
    def run(*args: str) -> subprocess.CompletedProcess:
        command = [sys.executable, "manage.py", "plan_night", *args]
        return subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=60, check=False)

    done = run("--players", "8", "--rounds", "7")
    assert done.returncode == 0 and done.stderr == ""
    assert len(json.loads(done.stdout)["rounds"]) == 7
    refused = run("--players", "2", "--rounds", "3")
    assert refused.returncode != 0 and refused.stdout == ""
    assert "2 players cannot fill a table of 4" in refused.stderr


def test_with_pairs_it_prints_a_round_robin_of_pair_numbers_every_two_pairs_meeting_once():
    document = plan("--pairs", "5", "--rounds", "5", "--seed", "2")
    assert list(document) == ["pairs", "rounds"] and document["pairs"] == 5
    assert [list(drawn) for drawn in document["rounds"]] == [["tables", "sitting_out"]] * 5
    met = []
    for drawn in document["rounds"]:
        assert all(len(table) == 2 for table in drawn["tables"]) and len(drawn["sitting_out"]) == 1
        assert sorted([pair for table in drawn["tables"] for pair in table] + drawn["sitting_out"]) == list(range(5))
        met += [tuple(sorted(table)) for table in drawn["tables"]]
    assert sorted(met) == [(a, b) for a in range(5) for b in range(a + 1, 5)]
    assert sorted(pair for drawn in document["rounds"] for pair in drawn["sitting_out"]) == list(range(5))
    assert plan("--pairs", "5", "--rounds", "5", "--seed", "2") == document
    assert plan("--pairs", "5", "--rounds", "5", "--movement", "round-robin", "--seed", "2") == document


def test_a_mitchell_keeps_each_north_south_pair_first_at_its_own_table_every_round():
    document = plan("--pairs", "8", "--rounds", "4", "--movement", "mitchell")
    stay = [table[0] for table in document["rounds"][0]["tables"]]
    assert len(stay) == 4
    for drawn in document["rounds"]:
        assert [table[0] for table in drawn["tables"]] == stay and drawn["sitting_out"] == []
    met = sorted(tuple(table) for drawn in document["rounds"] for table in drawn["tables"])
    assert met == sorted((north, east) for north in stay for east in set(range(8)) - set(stay))


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("--pairs", "8", "--rounds", "8"), "a round robin of 8 pairs has at most 7 rounds"),
        (("--pairs", "8", "--rounds", "5", "--movement", "mitchell"), "a Mitchell movement of 8 pairs has at most 4"),
        (("--pairs", "1", "--rounds", "1"), "a movement takes 2 to 100 pairs"),
        (("--pairs", "8", "--rounds", "0"), "a movement has 1 to 100 rounds"),
        (("--pairs", "8", "--rounds", "2", "--individual"), "--individual: not with --pairs"),
        (("--pairs", "8", "--rounds", "2", "--table-size", "6"), "--table-size: not with --pairs"),
        (("--players", "8", "--rounds", "2", "--movement", "mitchell"), "--movement is for fixed partnerships"),
        (("--pairs", "8", "--players", "8", "--rounds", "2"), "not allowed with argument"),
        (("--pairs", "8", "--rounds", "2", "--movement", "howell"), "invalid choice: 'howell'"),
    ],
)
def test_a_pairs_movement_it_cannot_make_is_refused_with_the_reason(args, message):
    with pytest.raises(CommandError, match=message):
        plan(*args)


def test_on_the_command_line_pairs_print_json_alone_or_the_reason_on_stderr():
    command = [sys.executable, "manage.py", "plan_night", "--pairs", "12", "--rounds", "6", "--movement", "mitchell"]
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=60, check=False)
    assert done.returncode == 0 and done.stderr == ""
    assert len(json.loads(done.stdout)["rounds"]) == 6
    command[command.index("6")] = "7"
    refused = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=60, check=False)
    assert refused.returncode != 0 and refused.stdout == ""
    assert "a Mitchell movement of 12 pairs has at most 6 rounds" in refused.stderr
