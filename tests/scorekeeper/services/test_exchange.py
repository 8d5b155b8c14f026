"""The JSON game format: export, import all or nothing, and the round trip."""

import copy
import json

import pytest
from django.urls import reverse
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules.catalog import VARIANTS
from rules.core.rules import MOST_DEALS
from scorekeeper.models import Game
from scorekeeper.services.exchange import GameFileError, export_game, import_game, parse_json, read_game_file
from scorekeeper.services.games import create_game
from tests import examples

pytestmark = pytest.mark.django_db

EXAMPLE = {
    "format": "meld-game/1",
    "variant": "classic-canasta",
    "sides": [{"name": "We", "players": ["Aiko", "Ben"]}, {"name": "They", "players": ["Chie", "Dan"]}],
    "deals": [
        {
            "tallies": [
                {
                    "natural_canastas": 1,
                    "mixed_canastas": 1,
                    "red_threes": 1,
                    "went_out": True,
                    "concealed": False,
                    "melded_points": 265,
                    "hand_points": 0,
                },
                {"red_threes": 1, "melded_points": 120, "hand_points": 45},
            ]
        }
    ],
}


def document(**changes):
    doc = copy.deepcopy(EXAMPLE)
    doc.update(changes)
    return doc


def refused(doc) -> list[str]:
    with pytest.raises(GameFileError) as caught:
        import_game(doc)
    assert not Game.objects.exists()
    return caught.value.problems


def test_the_example_of_the_format_imports():
    game = import_game(EXAMPLE)
    sides = list(game.sides.all())
    assert [(side.name, side.players) for side in sides] == [("We", ["Aiko", "Ben"]), ("They", ["Chie", "Dan"])]
    assert game.deals.count() == 1


def test_the_export_adds_what_the_engine_computed():
    exported = export_game(import_game(EXAMPLE))
    assert exported["format"] == "meld-game/1"
    assert [t["score"] for t in exported["deals"][0]["tallies"]] == [1265, 175]
    assert [t["meld_requirement"] for t in exported["deals"][0]["tallies"]] == [50, 50]
    assert [(s["total"], s["next_meld_requirement"]) for s in exported["sides"]] == [(1265, 50), (175, 50)]
    assert exported["finished"] is False
    assert exported["winner"] is None
    assert exported["deals"][0]["tallies"][1]["natural_canastas"] == 0  # missing counts are written as 0
    assert "rules" not in exported
    assert "starting_totals" not in exported


def test_an_export_imports_again_as_the_same_game():
    doc = document(rules={"target": 2000}, starting_totals=[1000, -50], notes="Club night")
    doc["deals"] = doc["deals"] * 3
    first = export_game(import_game(doc))
    second = export_game(import_game(first))
    assert second == first
    assert first["rules"] == {"target": 2000}
    assert first["starting_totals"] == [1000, -50]
    assert first["notes"] == "Club night"
    assert first["finished"] is True
    assert first["winner"] == 0
    assert [t["meld_requirement"] for t in first["deals"][1]["tallies"]] == [90, 50]


def test_a_draw_exports_no_winner():
    doc = document(starting_totals=[4000, 4700])
    doc["deals"][0]["tallies"][1]["melded_points"] = 510
    exported = export_game(import_game(doc))
    assert exported["finished"] is True
    assert exported["winner"] is None


def test_two_sides_of_one_player_are_the_two_player_game():
    doc = document(sides=[{"name": "Aiko", "players": ["Aiko"]}, {"name": "Ben", "players": ["Ben"]}])
    doc["deals"][0]["tallies"][0]["mixed_canastas"] = 0
    assert refused(doc) == ["Deal 1, Aiko, Went out (went_out): Going out needs at least 2 canastas."]
    doc["deals"][0]["tallies"][0]["natural_canastas"] = 2
    game = import_game(doc)
    assert export_game(game)["deals"][0]["tallies"][0]["score"] == 1465


def test_a_problem_names_the_deal_the_side_and_the_field():
    doc = document()
    doc["deals"].append({"tallies": [{"melded_points": 12}, {"red_threes": -1}]})
    doc["deals"].append({"tallies": [{}, {"went_out": True}]})
    assert refused(doc) == [
        "Deal 2, We, Melded cards (melded_points): Card points come in multiples of 5.",
        "Deal 2, They, Red threes (red_threes): This cannot be negative.",
        "Deal 3, They, Went out (went_out): Going out needs at least 1 canasta.",
    ]


@pytest.mark.parametrize(
    ("changes", "problem"),
    [
        ({"format": "meld-game/2"}, "This is not a Meld game file: “format” must be “meld-game/1”."),
        ({"variant": "pinochle"}, f"Unknown game “pinochle”; Meld knows {', '.join(VARIANTS)}."),
        ({"colour": "red"}, "Unknown key “colour” in the game."),
        ({"rules": {"target": 0}}, "House rules: “target” must be a whole number from 1 to 1,000,000."),
        ({"rules": {"bonus": 5}}, "House rules: Unknown house rule “bonus”."),
        ({"starting_totals": [0]}, "“starting_totals” must be a list of whole numbers, one for each side."),
        ({"starting_totals": ["100", 0]}, "“starting_totals” must be a list of whole numbers, one for each side."),
        ({"starting_totals": [1.5, 0]}, "“starting_totals” must be a list of whole numbers, one for each side."),
        ({"starting_totals": [True, 0]}, "“starting_totals” must be a list of whole numbers, one for each side."),
        (
            {"starting_totals": [5000, 0]},
            "Starting total of side 1: This total has already reached the target of 5,000.",
        ),
        (
            {"sides": [{"name": "We", "players": ["A"]}]},
            "“sides” must be a list of at least two sides, each an object with a name.",
        ),
        ({"deals": {"tallies": []}}, "“deals” must be a list."),
        ({"notes": 5}, "“notes” must be text."),
    ],
)
def test_bad_documents_are_refused_whole(changes, problem):
    assert problem in refused(document(**changes))


def test_a_seating_the_game_does_not_have_is_explained():
    sides = [{"name": n, "players": ["A", "B", "C"]} for n in ("One", "Two", "Three")]
    assert refused(document(sides=sides, deals=[])) == [
        "Classic Canasta is played as: 4 players in 2 teams of 2; 2 players, each alone; "
        "3 players, each alone; 6 players in 2 teams of 3; 6 players in 3 teams of 2."
    ]


def test_sides_need_names_and_equal_numbers_of_players():
    problems = refused(document(sides=[{"name": "", "players": ["A", "B"]}, {"name": "They", "players": ["C"]}]))
    assert "The name of side 1 must be text of 1 to 60 characters." in problems
    assert "Every side must have the same number of players." in problems


def test_a_tally_with_an_unknown_key_is_refused():
    doc = document()
    doc["deals"][0]["tallies"][1]["sambas"] = 1
    assert refused(doc) == ["Deal 1, They: “sambas” is not part of a tally in this game."]


def test_a_deal_needs_a_tally_per_side():
    doc = document(deals=[{"tallies": [{}]}])
    assert refused(doc) == ["Deal 1: A deal needs a tally for each of the 2 sides."]


@pytest.mark.parametrize(
    ("text", "problem"),
    [("{", "The file is not valid JSON (line 1, column 2)."), (b"\xff\xfe", "The file is not valid JSON")],
)
def test_text_that_is_not_json_is_refused(text, problem):
    with pytest.raises(GameFileError) as caught:
        parse_json(text)
    assert caught.value.problems[0].startswith(problem)


def test_a_document_that_is_not_an_object_is_refused():
    assert refused([1, 2]) == ["A game file holds one JSON object."]


def test_the_score_sheet_offers_the_file_for_download(client):
    game = import_game(EXAMPLE)
    response = client.get(reverse("export_game", args=[game.slug]))
    assert response["Content-Type"] == "application/json; charset=utf-8"
    assert response["Content-Disposition"].startswith('attachment; filename="meld-')
    assert json.loads(response.content)["sides"][0]["total"] == 1265


def test_the_downloaded_file_reads_as_text_one_value_a_line_and_names_as_written(client):
    sides = [{"name": "あいこ組", "players": ["Aiko", "Ben"]}, {"name": "They", "players": ["Chie", "Dan"]}]
    game = import_game(document(sides=sides, deals=[], notes="Tea"))
    assert client.get(reverse("export_game", args=[game.slug])).content.decode() == (
        "{\n"
        '  "format": "meld-game/1",\n'
        '  "variant": "classic-canasta",\n'
        '  "sides": [\n'
        "    {\n"
        '      "name": "あいこ組",\n'
        '      "players": [\n'
        '        "Aiko",\n'
        '        "Ben"\n'
        "      ],\n"
        '      "total": 0,\n'
        '      "next_meld_requirement": 50\n'
        "    },\n"
        "    {\n"
        '      "name": "They",\n'
        '      "players": [\n'
        '        "Chie",\n'
        '        "Dan"\n'
        "      ],\n"
        '      "total": 0,\n'
        '      "next_meld_requirement": 50\n'
        "    }\n"
        "  ],\n"
        '  "notes": "Tea",\n'
        '  "deals": [],\n'
        '  "finished": false,\n'
        '  "winner": null\n'
        "}\n"
    )


def test_a_game_file_read_gives_what_a_new_game_takes(make_game):
    """What a league's import reads (leagues/services/games.py): the game made from it is the file's game."""
    doc = document(notes="Tea", first_dealer=1, starting_totals=[500, 0], rules={"going_out_bonus": 200})
    variant, sides, rules, notes, deals, paper, first_dealer = read_game_file(doc)
    game = create_game(
        variant.slug, sides, notes=notes, rules=rules, deals=deals, paper_deals=paper, first_dealer=first_dealer
    )
    assert export_game(game) == export_game(import_game(doc))
    assert (game.notes, game.first_dealer, game.rules, game.deals.count()) == ("Tea", 1, {"going_out_bonus": 200}, 1)


def test_a_file_uploaded_on_the_import_page_becomes_a_game(client):
    from django.core.files.uploadedfile import SimpleUploadedFile

    upload = SimpleUploadedFile("game.json", json.dumps(EXAMPLE).encode(), "application/json")
    response = client.post(reverse("import_game"), {"file": upload})
    game = Game.objects.get()
    assert response["Location"] == game.get_absolute_url()
    assert "Game imported." in client.get(game.get_absolute_url()).content.decode()


def test_pasted_json_is_imported_too(client):
    client.post(reverse("import_game"), {"text": json.dumps(EXAMPLE)})
    assert Game.objects.count() == 1


def test_the_import_page_shows_every_problem_and_imports_nothing(client):
    doc = document(variant="pinochle", colour="red")
    html = client.post(reverse("import_game"), {"text": json.dumps(doc)}).content.decode()
    assert "Nothing was imported:" in html
    assert "Unknown game “pinochle”" in html
    assert "Unknown key “colour” in the game." in html
    assert not Game.objects.exists()


def test_the_import_page_asks_for_a_file(client):
    html = client.post(reverse("import_game"), {}).content.decode()
    assert "Choose a game file or paste one." in html


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-(10**20), 10**20) | st.floats(allow_nan=False) | st.text(max_size=5),
    lambda children: st.lists(children, max_size=3) | st.dictionaries(st.text(max_size=5), children, max_size=3),
    max_leaves=8,
)


def paths(value, prefix=()):
    """Every place in a JSON document a value sits, as a path of keys and indexes."""
    yield prefix
    if isinstance(value, dict):
        for key, child in value.items():
            yield from paths(child, (*prefix, key))
    elif isinstance(value, list):
        for index, child in enumerate(value):
            yield from paths(child, (*prefix, index))


EXAMPLE_PATHS = list(paths(EXAMPLE))[1:]


@settings(max_examples=examples(150), suppress_health_check=[HealthCheck.function_scoped_fixture], deadline=None)
@given(st.sampled_from(EXAMPLE_PATHS), json_values)
def test_any_broken_document_is_refused_with_a_message_never_a_crash(path, value):
    doc = copy.deepcopy(EXAMPLE)
    place = doc
    for key in path[:-1]:
        place = place[key]
    place[path[-1]] = value
    try:
        game = import_game(doc)
    except GameFileError as error:
        assert error.problems and all(isinstance(problem, str) and problem for problem in error.problems)
    else:
        game.delete()


@pytest.mark.parametrize("paper", ["2", -1, True])
def test_a_refused_number_of_deals_on_paper_is_the_only_problem_of_a_full_game(paper):
    """Hand and Foot's four deals in the file: a bad "paper_deals" counts as none, so the deals still fit."""
    deal = {"tallies": [{"melded_points": 50}, {"melded_points": 100}]}
    doc = document(variant="hand-and-foot", deals=[deal] * 4, paper_deals=paper)
    assert refused(doc) == ["“paper_deals” must be a whole number from 0."]


def test_deals_on_paper_in_a_game_without_a_set_number_count_as_none_against_the_most_deals():
    """Refused "paper_deals" in Classic Canasta: the file's MOST_DEALS deals still fit, so nothing else is said."""
    doc = document(deals=[{"tallies": [{}, {}]}] * MOST_DEALS, paper_deals=1)
    assert refused(doc) == ["“paper_deals” is only for a game of a set number of deals."]


def test_a_file_with_more_deals_than_a_one_deal_game_has_says_deal_not_deals():
    deal = {"tallies": [{"melded_points": 50}, {"melded_points": 100}]}
    doc = document(variant="hand-and-foot", rules={"meld_minimums": [50]}, deals=[deal] * 2)
    assert refused(doc) == ["Hand and Foot has only 1 deal, but the file has 2."]
