"""Game files an earlier Meld wrote import today (issue 27): every key that changed meaning is read in its
old form and converted, every computed key an earlier export wrote is read past.

The shapes come from the repository's history: `git log -p -- docs/game-files.md rules/` and the score
pad's migrations (0004 turned Cuban's tick for black threes captured into a count).
"""

import pytest

from scorekeeper.services.exchange import GameFileError, export_game, import_game
from scorekeeper.services.sheet import load_sheet

pytestmark = pytest.mark.django_db

SIDES = [{"name": "We", "players": ["Aiko", "Ben"]}, {"name": "They", "players": ["Chie", "Dan"]}]

# Before issue 14, Cuban's black threes captured were a tick: true for every black three of the decks.
# The export then wrote every key of the tally, the score and the meld requirement as a number.
CUBAN_BEFORE_ISSUE_14 = {
    "format": "meld-game/1",
    "variant": "cuban",
    "sides": [{**side, "total": total, "next_meld_requirement": 50} for side, total in zip(SIDES, (775, 95))],
    "deals": [
        {
            "tallies": [
                {
                    "natural_canastas": 1,
                    "mixed_canastas": 0,
                    "twos_canastas": 0,
                    "jokers_canastas": 0,
                    "wild_canastas": 0,
                    "red_threes": 1,
                    "black_threes_captured": True,
                    "went_out": True,
                    "melded_points": 75,
                    "hand_points": 0,
                    "score": 875,
                    "meld_requirement": 50,
                },
                {
                    "natural_canastas": 0,
                    "mixed_canastas": 0,
                    "twos_canastas": 0,
                    "jokers_canastas": 0,
                    "wild_canastas": 0,
                    "red_threes": 0,
                    "black_threes_captured": False,
                    "went_out": False,
                    "melded_points": 120,
                    "hand_points": 25,
                    "score": 95,
                    "meld_requirement": 50,
                },
            ]
        }
    ],
    "finished": False,
    "winner": None,
}

# Before issue 31 a meld requirement that asks for a canasta was written {"points", "canasta"}
# (today {"points", "meld"}); files of that time have no "first_dealer" and no "paper_deals".
BRAZILIAN_BEFORE_ISSUE_31 = {
    "format": "meld-game/1",
    "variant": "brazilian",
    "sides": [
        {**SIDES[0], "total": 9300, "next_meld_requirement": {"points": 0, "canasta": "natural"}},
        {**SIDES[1], "total": 2000, "next_meld_requirement": 90},
    ],
    "starting_totals": [9000, 2000],
    "deals": [
        {
            "tallies": [
                {
                    "natural_canastas": 0,
                    "mixed_canastas": 0,
                    "escaleras": 0,
                    "wild_canastas": 0,
                    "red_threes": 0,
                    "black_threes_in_hand": 0,
                    "short_sequences": 0,
                    "went_out": False,
                    "melded_points": 300,
                    "hand_points": 0,
                    "score": 300,
                    "meld_requirement": {"points": 0, "canasta": "natural"},
                },
                {"melded_points": 0, "hand_points": 0, "score": 0, "meld_requirement": 90},
            ]
        }
    ],
    "finished": False,
    "winner": None,
}


def test_a_cuban_file_with_black_threes_captured_ticked_imports_as_every_black_three():
    """Two decks hold 4 black threes: true is 4, which scores the 100 for all of them (rummy-games.com), as the
    tick did; false is 0. We: natural canasta 500, red three 100 (with a canasta), black threes 100, going out
    100, melded 75: 875. They: 120 − 25 = 95."""
    game = import_game(CUBAN_BEFORE_ISSUE_14)
    sheet = load_sheet(game)
    assert [tallied.entries["black_threes_captured"] for tallied in sheet.deals[0]] == [4, 0]
    assert sheet.state.totals == (875, 95)
    exported = export_game(game)
    assert [tally["black_threes_captured"] for tally in exported["deals"][0]["tallies"]] == [4, 0]


def test_a_brazilian_file_with_the_old_meld_requirement_key_imports():
    game = import_game(BRAZILIAN_BEFORE_ISSUE_31)
    sheet = load_sheet(game)
    assert sheet.state.totals == (9300, 2000)
    assert export_game(game)["sides"][0]["next_meld_requirement"] == {"points": 0, "meld": "natural"}


def test_a_tick_in_a_count_of_any_other_game_is_still_refused():
    document = {
        **CUBAN_BEFORE_ISSUE_14,
        "variant": "classic-canasta",
        "deals": [{"tallies": [{"red_threes": True}, {}]}],
    }
    with pytest.raises(GameFileError, match="Enter a whole number"):
        import_game(document)
