"""The score pad's rules for a game: a preset at a seating, with house rules applied once per set."""

import pytest

from scorekeeper.services.rules import house_rules_of, seated_rules


def test_a_game_not_played_at_that_seating_or_not_at_all_is_refused_by_name():
    with pytest.raises(ValueError) as refused:
        seated_rules("no-such-game", "2x2")
    assert str(refused.value) == "no-such-game is not played as 2x2"
    with pytest.raises(ValueError) as refused:
        seated_rules("classic-canasta", "9x9")
    assert str(refused.value) == "classic-canasta is not played as 9x9"


def test_the_same_house_rules_in_another_order_are_worked_out_once():
    first = house_rules_of("classic-canasta", "2x2", {"target": 3000, "going_out_bonus": 200})
    again = house_rules_of("classic-canasta", "2x2", {"going_out_bonus": 200, "target": 3000})
    assert (first.target, first.going_out_bonus) == (3000, 200)
    assert again is first
