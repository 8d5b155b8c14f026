"""What a game file may not be (scorekeeper/services/exchange.py): too big, too deep, numbers too long,
more deals than a game has, notes too long. Each is refused with a message, before any deal is scored."""

import json
import time

import pytest

from rules.core.rules import MOST_DEALS
from scorekeeper.models import MAX_NOTES, Game
from scorekeeper.services import exchange
from scorekeeper.services.exchange import MAX_FILE_BYTES, MOST_DEPTH, GameFileError, import_game, parse_json
from tests.scorekeeper.services.test_exchange import EXAMPLE, document, refused

pytestmark = pytest.mark.django_db


def parse_refused(text) -> list[str]:
    with pytest.raises(GameFileError) as caught:
        parse_json(text)
    return caught.value.problems


def test_a_file_over_a_megabyte_is_refused_before_it_is_parsed(monkeypatch):
    def never(*args, **kwargs):
        raise AssertionError("parsed")

    monkeypatch.setattr("scorekeeper.services.exchange.json.loads", never)
    text = " " * (MAX_FILE_BYTES + 1)
    assert parse_refused(text) == ["A game file is at most 1.0\xa0MB; this one is 1.0\xa0MB."]
    assert parse_refused(b"x" * (5 * MAX_FILE_BYTES)) == ["A game file is at most 1.0\xa0MB; this one is 5.0\xa0MB."]


def test_the_size_is_counted_in_bytes_of_utf8():
    text = "日" * (MAX_FILE_BYTES // 3 + 1)  # three bytes each
    assert "A game file is at most" in parse_refused(text)[0]


@pytest.mark.parametrize("depth", [MOST_DEPTH + 1, 2000, 200_000])
def test_deep_nesting_is_a_message_never_a_crash(depth):
    assert parse_refused("[" * depth + "]" * depth) == [
        "The file nests lists and objects deeper than a game file does."
    ]


def test_nesting_as_deep_as_the_limit_is_read():
    assert parse_json("[" * MOST_DEPTH + "]" * MOST_DEPTH) == json.loads("[" * MOST_DEPTH + "]" * MOST_DEPTH)
    assert parse_json('{"a": ' * MOST_DEPTH + "1" + "}" * MOST_DEPTH)


def test_an_exported_game_is_not_too_deep():
    assert parse_json(json.dumps(document())) == document()


@pytest.mark.parametrize("digits", [4301, 100_000])
def test_an_integer_of_thousands_of_digits_is_a_message_never_a_crash(digits):
    assert parse_refused('{"starting_totals": [' + "9" * digits + ", 0]}") == [
        "The file holds a number far too long to be a score."
    ]


@pytest.mark.parametrize(
    ("value", "problem"),
    [
        (-(10**4000), "A total this far from zero cannot be right."),
        (-(2**63) - 2, "A total this far from zero cannot be right."),
        (10**4000, "This total has already reached the target of 5,000."),
    ],
    ids=["minus-4000-digits", "minus-2**63-2", "4000-digits"],
)
def test_a_long_number_that_does_parse_is_refused_where_it_stands(value, problem):
    assert refused(document(starting_totals=[value, 0])) == [f"Starting total of side 1: {problem}"]


def test_a_long_total_of_a_game_without_a_target_is_refused_too():
    doc = {
        "format": "meld-game/1",
        "variant": "hand-and-foot",
        "sides": [{"name": "We", "players": ["A", "B"]}, {"name": "They", "players": ["C", "D"]}],
        "starting_totals": [0, 2**63 + 2],
    }
    assert refused(doc) == ["Starting total of side 2: A total this far from zero cannot be right."]


@pytest.mark.parametrize("value", [2**63, 900_000, 10**100], ids=["2**63", "900000", "10**100"])
def test_a_count_beyond_the_decks_is_refused(value):
    doc = document()
    doc["deals"][0]["tallies"][1]["red_threes"] = value
    problems = refused(doc)
    assert any("No deal has that many: the decks hold 108 cards." in problem for problem in problems)


def test_more_deals_than_any_game_has_are_refused_before_any_is_scored(monkeypatch):
    scored = []
    real = exchange.scored_deals

    def counted(rules, starts, deals, *more):
        scored.extend(deals)
        return real(rules, starts, deals, *more)

    monkeypatch.setattr(exchange, "scored_deals", counted)
    doc = document(deals=[{"tallies": [{}, {}]}] * 50_000)
    started = time.monotonic()
    assert refused(doc) == ["A game has at most 1,000 deals, but the file has 50,000."]
    assert time.monotonic() - started < 1
    assert scored == []


def test_the_most_deals_import():
    deal = {"tallies": [{"melded_points": 5}, {}]}
    game = import_game(document(rules={"target": 1_000_000}, deals=[deal] * MOST_DEALS))
    assert game.deals.count() == MOST_DEALS


def test_a_game_of_a_set_number_of_deals_takes_no_more_in_a_file():
    doc = {
        "format": "meld-game/1",
        "variant": "hand-and-foot",
        "sides": [{"name": "We", "players": ["A", "B"]}, {"name": "They", "players": ["C", "D"]}],
        "deals": [{"tallies": [{}, {}]}] * 5,
    }
    assert refused(doc) == ["Hand and Foot has only 4 deals, but the file has 5."]


def test_notes_longer_than_the_cap_are_refused():
    assert refused(document(notes="n" * (MAX_NOTES + 1))) == ["“notes” can be at most 2,000 characters long."]
    assert import_game(document(notes="n" * MAX_NOTES)).notes == "n" * MAX_NOTES


def test_a_file_that_is_refused_leaves_nothing_behind():
    refused(document(deals=[{"tallies": [{}, {}]}] * (MOST_DEALS + 1)))
    assert not Game.objects.exists()
    assert import_game(EXAMPLE).deals.count() == 1


@pytest.mark.parametrize(
    "text",
    [
        '{"format": "meld-game/1", "notes": "a\\u0000b"}',
        '{"format": "meld-game/1", "sides": [{"name": "\\u0000"}]}',
        '{"format": "meld-game/1", "a\\u0000": 1}',
    ],
)
def test_text_with_a_nul_character_is_refused_before_postgresql_sees_it(text):
    assert parse_refused(text) == ["The file holds text with a control character (U+0000), which no game file has."]


@pytest.mark.parametrize(
    ("escaped", "code"), [("\\u0007", "U+0007"), ("\\u001b", "U+001B"), ("\\u007f", "U+007F"), ("\\u0085", "U+0085")]
)
def test_text_with_any_other_control_character_is_refused_and_named(escaped, code):
    text = '{"format": "meld-game/1", "sides": [{"name": "Ann' + escaped + '"}]}'
    assert parse_refused(text) == [f"The file holds text with a control character ({code}), which no game file has."]


def test_tabs_and_line_ends_in_notes_are_kept_and_names_are_made_one_line():
    document = json.loads(json.dumps(EXAMPLE))
    document["notes"] = "line one\r\n\tline two "
    document["sides"][0]["name"] = "  We\u200b\t "
    document["sides"][0]["players"] = ["Ren\u0065\u0301e", "A  B"]
    game = import_game(document)
    assert game.notes == "line one\r\n\tline two"
    side = game.sides.get(order=0)
    assert side.name == "We"
    assert side.players == ["Ren\u00e9e", "A B"]  # composed, one space


@pytest.mark.parametrize(
    "text",
    [
        '{"format": "meld-game/1", "notes": "a\\ud800b"}',
        '{"format": "meld-game/1", "sides": [{"name": "\\udfff"}]}',
        '{"format": "meld-game/1", "\\ud800": 1}',
        '{"variant": "\\udc00"}',
        '"\\ud800"',
    ],
    ids=["notes", "a side's name", "a key", "the variant", "the whole file"],
)
def test_text_with_an_unpaired_surrogate_is_refused_before_the_database_sees_it(text):
    # JSON's \u escapes can write half of a UTF-16 pair, which Python keeps in a str that no database
    # stores and no page can be encoded with.
    assert parse_refused(text) == [
        "The file holds text with a broken character (half of a \\u pair), which no game file has."
    ]


def test_a_pair_of_surrogates_is_one_character_and_is_kept():
    assert parse_json('{"notes": "\\ud83c\\udccf"}') == {"notes": "🃏"}


def test_a_file_with_thousands_of_problems_names_only_the_first_few():
    doc = document(sides=[{"name": f"Side {number}", "players": 7} for number in range(1, 5001)])
    problems = refused(doc)
    assert problems == [f"The players of side {number} must be a list of names." for number in range(1, 21)]
    assert len(problems) == exchange.MOST_PROBLEMS
