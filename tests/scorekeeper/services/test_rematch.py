"""A new game with the same players; partners rotated so that everyone partners everyone in turn."""

from itertools import combinations

import pytest

from scorekeeper.models import MAX_NAME
from scorekeeper.services.rematch import may_rotate, rematch, rotated, team_name


def pairs(sides):
    return {frozenset(side) for side in sides}


def test_four_players_rotate_through_the_three_partnerships():
    sides = [["A", "B"], ["C", "D"]]
    seen = []
    for _ in range(3):
        seen.append(pairs(sides))
        sides = rotated(sides)
        assert sides[0][0] == "A"
    assert sides == [["A", "B"], ["C", "D"]]
    assert set().union(*seen) == {frozenset(pair) for pair in combinations("ABCD", 2)}


def test_six_players_in_pairs_partner_everyone_once_in_five_games():
    sides = [["A", "B"], ["C", "D"], ["E", "F"]]
    partnered = []
    for _ in range(5):
        partnered += pairs(sides)
        sides = rotated(sides)
    assert sorted(map(sorted, partnered)) == sorted(map(sorted, combinations("ABCDEF", 2)))
    assert sides == [["A", "B"], ["C", "D"], ["E", "F"]]


def test_teams_of_three_get_new_partners():
    sides = rotated([["A", "B", "C"], ["D", "E", "F"]])
    assert sides == [["A", "E", "F"], ["B", "C", "D"]]


def test_players_alone_keep_their_places():
    assert rotated([["A"], ["B"], ["C"]]) == [["A"], ["B"], ["C"]]


def test_only_named_partners_rotate():
    assert may_rotate([["A", "B"], ["C", "D"]])
    assert not may_rotate([["A", ""], ["C", "D"]])
    assert not may_rotate([["A"], ["B"]])


def test_a_team_is_named_after_its_players_within_the_length_of_a_name():
    assert team_name(["Aiko", "Ben"]) == "Aiko & Ben"
    assert team_name(["x" * 40, "y" * 40]) == "x" * 40 + " & " + "y" * (MAX_NAME - 44) + "…"  # MAX_NAME long
    exactly = ["x" * (MAX_NAME - 4), "y"]  # " & " between them: MAX_NAME characters in all
    assert team_name(exactly) == "x" * (MAX_NAME - 4) + " & y"


@pytest.mark.django_db
def test_a_rematch_keeps_the_game_and_house_rules_and_drops_paper_totals_and_notes(make_game):
    game = make_game(target=3000, starting=[500, 0])
    game.notes = "Friday"
    game.save()
    new = rematch(game, rotate=True)
    assert (new.variant, new.seating, new.rules, new.notes) == (game.variant, game.seating, {"target": 3000}, "")
    assert [(side.name, side.players, side.starting_total) for side in new.sides.all()] == [
        ("Aiko & Chie", ["Aiko", "Chie"], 0),
        ("Dan & Ben", ["Dan", "Ben"], 0),
    ]
    same = rematch(game)
    assert [(side.name, side.players) for side in same.sides.all()] == [
        ("We", ["Aiko", "Ben"]),
        ("They", ["Chie", "Dan"]),
    ]
