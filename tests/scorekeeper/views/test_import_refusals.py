"""What the import page refuses, as a table: each upload gets every problem it has in plain words,
and nothing of it is kept (no game, side, deal or change)."""

import copy
import html
import json
import re

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import reverse
from django.utils import translation

from rules.catalog import VARIANTS
from scorekeeper.models import MAX_NAME, Deal, DealChange, Game, Side
from scorekeeper.services.exchange import MAX_FILE_BYTES, MOST_PROBLEMS
from tests.scorekeeper.services.test_exchange import EXAMPLE

pytestmark = pytest.mark.django_db

BAD_DEAL = {"tallies": [{"melded_points": 7}, {}]}  # one problem each
BAD_DEALS = MOST_PROBLEMS + 5


def changed(**changes) -> dict:
    """The example game file with values changed at paths like "sides.0.players"."""
    doc = copy.deepcopy(EXAMPLE)
    for path, value in changes.items():
        *parents, last = path.split(".")
        place = doc
        for key in parents:
            place = place[int(key) if key.isdigit() else key]
        place[int(last) if last.isdigit() else last] = value
    return doc


def utf8(doc: dict) -> bytes:
    return json.dumps(doc, ensure_ascii=False).encode()


TOO_LONG = "x" * (MAX_NAME + 1)
NAME_RULE = f"The name of side 1 must be text of 1 to {MAX_NAME} characters."
PLAYERS_RULE = "The players of side 1 must be a list of names."
CASES = {
    "not UTF-8": (
        json.dumps(changed(notes="chez Anaïs"), ensure_ascii=False).encode("latin-1"),
        ["The file is not text in UTF-8."],
    ),
    "a player that is not text": (utf8(changed(**{"sides.0.players": ["Aiko", 7]})), [PLAYERS_RULE]),
    "a player name too long": (utf8(changed(**{"sides.0.players": ["Aiko", TOO_LONG]})), [PLAYERS_RULE]),
    "a side name that is not text": (utf8(changed(**{"sides.0.name": ["We"]})), [NAME_RULE]),
    "a side name too long": (utf8(changed(**{"sides.0.name": TOO_LONG})), [NAME_RULE]),
    "an unknown key in a side": (utf8(changed(**{"sides.1.colour": "red"})), ["Unknown key “colour” in side 2."]),
    "an unknown key in a deal": (
        utf8(changed(**{"deals.0.played_on": "Friday"})),
        ["Unknown key “played_on” in deal 1."],
    ),
    f"{BAD_DEALS} bad deals": (
        utf8(changed(deals=[BAD_DEAL] * BAD_DEALS)),
        [
            f"Deal {number}, We, Melded cards (melded_points): Card points come in multiples of 5."
            for number in range(1, MOST_PROBLEMS + 1)
        ],
    ),
    "an oversized upload": (b" " * (MAX_FILE_BYTES + 1), ["A game file is at most 1.0\xa0MB; this one is 1.0\xa0MB."]),
    "half of a surrogate pair in a name": (
        json.dumps(changed(**{"sides.0.name": "We\ud800"})).encode(),
        ["The file holds text with a broken character (half of a \\u pair), which no game file has."],
    ),
    "thousands of sides without players": (
        utf8(changed(sides=[{"name": f"Side {number}", "players": 7} for number in range(1, 5001)])),
        [f"The players of side {number} must be a list of names." for number in range(1, MOST_PROBLEMS + 1)],
    ),
}


def listed_problems(page: str) -> list[str]:
    """The problems the import page lists under "Nothing was imported" (in English or in Japanese)."""
    found = re.search(r"(?:Nothing was imported:|何も読み込まれませんでした：)</b></p>\s*<ul>(.*?)</ul>", page, re.S)
    assert found, "no list of problems"
    return [html.unescape(item) for item in re.findall(r"<li>(.*?)</li>", found.group(1), re.S)]


@pytest.mark.parametrize(("content", "problems"), CASES.values(), ids=CASES.keys())
def test_an_import_is_refused_whole_with_every_problem_named(client, content, problems):
    response = client.post(reverse("import_game"), {"file": SimpleUploadedFile("game.json", content)})
    assert response.status_code == 200
    assert listed_problems(response.text) == problems
    assert [model.objects.count() for model in (Game, Side, Deal, DealChange)] == [0, 0, 0, 0]


def test_the_bad_deals_are_more_than_the_cap():
    assert BAD_DEALS > MOST_PROBLEMS


def test_the_same_file_fixed_is_imported(client):
    content = utf8(changed(**{"sides.0.players": ["Aiko", "x" * MAX_NAME], "sides.0.name": "y" * MAX_NAME}))
    response = client.post(reverse("import_game"), {"file": SimpleUploadedFile("game.json", content)})
    assert response.status_code == 302 and Game.objects.count() == 1


KNOWN = ", ".join(VARIANTS)
KNOWN_JA = "、".join(VARIANTS)
IN_WORDS = [
    (
        {
            "format": "meld-game/0",
            "variant": "pinochle",
            "colour": "red",
            "rules": [1],
            "notes": 5,
            "sides": [{"name": "We", "players": ["A"], "hat": 1}, {"name": "", "players": [3]}],
        },
        [
            "Unknown key “colour” in the game.",
            "This is not a Meld game file: “format” must be “meld-game/1”.",
            f"Unknown game “pinochle”; Meld knows {KNOWN}.",
            "Unknown key “hat” in side 1.",
            f"The name of side 2 must be text of 1 to {MAX_NAME} characters.",
            "The players of side 2 must be a list of names.",
            "“rules” must be an object.",
            "“notes” must be text.",
        ],
        [
            "ゲームに不明なキー「colour」があります。",
            "Meldのゲームファイルではありません。「format」は「meld-game/1」でなければなりません。",
            f"「pinochle」というゲームはありません。使えるのは次のとおりです：{KNOWN_JA}。",
            "チーム1に不明なキー「hat」があります。",
            f"チーム2の名前は1〜{MAX_NAME}文字のテキストでなければなりません。",
            "チーム2のプレイヤーは名前のリストでなければなりません。",
            "「rules」はオブジェクトでなければなりません。",
            "「notes」はテキストでなければなりません。",
        ],
    ),
    (
        {"paper_deals": -1, "first_dealer": 9, "deals": [5, {"tallies": []}]},
        [
            "“paper_deals” must be a whole number from 0.",
            "“first_dealer” must be a whole number from 0 to 3.",
            "Deal 1 must be an object with a list of “tallies”.",
            "Deal 2: A deal needs a tally for each of the 2 sides.",
        ],
        [
            "「paper_deals」は0以上の整数にしてください。",
            "「first_dealer」は0から3までの整数にしてください。",
            "第1ディールは「tallies」のリストを持つオブジェクトでなければなりません。",
            "第2ディール：1回のディールには2チームそれぞれの記録が必要です。",
        ],
    ),
]


@pytest.mark.parametrize(("changes", "english", "japanese"), IN_WORDS)
def test_the_import_page_names_every_problem_in_english_and_in_japanese(client, changes, english, japanese):
    text = json.dumps(copy.deepcopy(EXAMPLE) | changes)
    with translation.override("en"):
        page = reverse("import_game")
    assert listed_problems(client.post(page, {"text": text}).text) == english
    assert listed_problems(client.post(f"/ja{page}", {"text": text}).text) == japanese
    assert not Game.objects.exists()


def test_a_hand_and_foot_files_misshapen_deals_are_named_as_its_rounds_in_japanese(client):
    """The file's structural problems name a deal in the family's words: Hand and Foot's 第1ラウンド."""
    doc = changed(variant="hand-and-foot", deals=[5, {"tallies": [{}, {}], "played_on": "Friday"}])
    with translation.override("en"):
        page = reverse("import_game")
    problems = listed_problems(client.post(f"/ja{page}", {"text": json.dumps(doc)}).text)
    assert "第1ラウンドは「tallies」のリストを持つオブジェクトでなければなりません。" in problems
    assert any("第2ラウンド" in problem and "played_on" in problem for problem in problems), problems
    assert not any("ディール" in problem for problem in problems), problems
    assert not Game.objects.exists()
