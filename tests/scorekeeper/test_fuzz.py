"""Hostile values posted to every form of the score pad and to the import: never a 5xx, and a request
that is refused (any answer but a redirect) leaves the database exactly as it was.

Every form's field names are read off its page, so a field added later is fuzzed too; hostile
values mix what attackers and fat fingers send (huge and long numbers, Unicode digits, "1_000",
NUL bytes, markup, megabytes of text) with anything Hypothesis makes up. The suite runs
MELD_FUZZ_EXAMPLES examples per form (40 by default); set it higher for a long run:

    MELD_FUZZ_EXAMPLES=1000 make test ARGS="tests/scorekeeper/test_fuzz.py"
"""

import json
import os
import re

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.forms.models import model_to_dict
from django.urls import reverse
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules.catalog import VARIANTS
from scorekeeper.models import Deal, Game, HouseRules, Side
from scorekeeper.services.deals import add_deal
from scorekeeper.services.exchange import export_game, import_game
from scorekeeper.services.games import SideSpec, create_game
from tests import examples
from tests.scorekeeper.services.test_exchange import EXAMPLE, json_values, paths
from typedtext import clean_line, clean_text

pytestmark = [
    pytest.mark.django_db,
    pytest.mark.filterwarnings("ignore:Generating overly large repr"),
]

FUZZ = settings(
    max_examples=int(os.environ.get("MELD_FUZZ_EXAMPLES") or examples(40)),
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow, HealthCheck.data_too_large],
)

HOSTILE = [
    "",
    " ",
    "0",
    "-0",
    "-1",
    "-5",
    "+5",
    "1_000",
    "１０００",
    "٣",
    "²",
    "5.0",
    "1e9",
    "0x10",
    "9" * 10,
    "9" * 20,
    str(2**63),
    str(-(2**63) - 5),
    "9" * 5000,
    "2x²",
    "2x2",
    "3x2",
    "99x99",
    "NaN",
    "inf",
    "on",
    "yes",
    "no",
    "true",
    "null",
    "[]",
    '{"a": 1}',
    "\x00",
    "a\x00b",
    "<script>alert(1)</script>",
    "' OR 1=1 --",
    "%(number)d %s",
    "../../etc/passwd",
    "💥" * 40,
    "ｘ" * 61,
    "n" * 2001,
    "n" * 120_000,
]
values = st.one_of(
    st.sampled_from(HOSTILE),
    st.integers().map(str),
    st.integers(min_value=-(10**30), max_value=10**30).map(str),
    st.text(max_size=80),
)


def field_names(html: str) -> list[str]:
    """The names of a page's form fields, CSRF token aside."""
    names = re.findall(r'<(?:input|select|textarea)[^>]*\bname="([^"]+)"', html)
    return sorted({name for name in names if name != "csrfmiddlewaretoken"})


def posts(names: list[str]) -> st.SearchStrategy[dict[str, str | list[str]]]:
    """Form data: some of the form's fields and a few made-up ones, each with a hostile value or two."""
    known = st.sampled_from(names) if names else st.nothing()
    keys = st.one_of(known, known, known, st.text(min_size=1, max_size=12))
    value = st.one_of(values, st.lists(values, min_size=2, max_size=3))
    return st.dictionaries(keys, value, max_size=len(names) + 3)


def everything() -> list:
    """Every row the score pad keeps, to compare before and after a refused request."""
    return [
        [model_to_dict(row) for row in model.objects.order_by("pk")] + [list(model.objects.values_list("pk"))]
        for model in (Game, Side, Deal, HouseRules)
    ]


def answer_is_sound(response, before: list) -> None:
    assert response.status_code < 500, response.status_code
    if response.status_code != 302:
        assert everything() == before, f"refused with {response.status_code}, yet the database changed"


def make_games():
    """A game of each family, with a few deals to correct and delete."""
    specs = [SideSpec("We", ["A", "B"]), SideSpec("They", ["C", "D"])]
    classic = create_game("classic-canasta", specs, target=100_000)
    for _ in range(3):
        add_deal(classic, [{"natural_canastas": 1, "went_out": True, "melded_points": 100}, {}])
    feet = create_game("hand-and-foot", specs)
    add_deal(feet, [{}, {}])
    kalooki = create_game(
        "kalooki", [SideSpec(name, [name]) for name in "ABC"], rules={"chips": True} if _has_chips() else None
    )
    held = {"penalty_points": 20, **({"cards_left": 2} if _has_chips() else {})}
    add_deal(kalooki, [{"went_out": True}, held, held])
    return [classic, feet, kalooki]


def _has_chips() -> bool:
    return any(option.key == "chips" for option in VARIANTS["kalooki"].default.options())


@pytest.fixture
def games():
    return make_games()


@pytest.fixture
def names(client, games):
    """The field names of every form, read once before the examples (Hypothesis draws from fixed lists)."""
    found = {}
    for game in games:
        found["deal", game.slug] = field_names(client.get(reverse("new_deal", args=[game.slug])).text)
        found["details", game.slug] = field_names(client.get(reverse("game_details", args=[game.slug])).text)
    for variant in VARIANTS.values():
        for rules in variant.tables:
            page = client.get(reverse("new_game"), {"variant": variant.slug, "seating": rules.seating.key})
            found["new", variant.slug, rules.seating.key] = field_names(page.text)
    return found


def fuzz_form(client, url: str, data, files=None) -> None:
    before = everything()
    response = client.post(url, {**data, **(files or {})})
    answer_is_sound(response, before)


# The deal forms: a new deal, a correction, the live preview, a delete, an undo.


@FUZZ
@given(data=st.data())
def test_the_deal_forms_take_anything_without_a_crash(client, games, names, data):
    game = data.draw(st.sampled_from(games))
    number = data.draw(st.sampled_from(["1", "2", "3", "0", "99", "9" * 12]))
    fields = [*names["deal", game.slug], "deal_number", "correcting", "deal"]
    target = data.draw(
        st.sampled_from(
            [
                reverse("new_deal", args=[game.slug]),
                reverse("preview_deal", args=[game.slug]),
                f"/g/{game.slug}/deal/{number}/",
                f"/g/{game.slug}/deal/{number}/delete/",
                reverse("undo_delete", args=[game.slug]),
            ]
        )
    )
    fuzz_form(client, target, data.draw(posts(fields)))


@FUZZ
@given(data=st.data())
def test_the_new_game_form_takes_anything_without_a_crash(client, names, data):
    variant = data.draw(st.sampled_from(list(VARIANTS.values())))
    seating = data.draw(st.sampled_from([rules.seating.key for rules in variant.tables]))
    fields = [*names["new", variant.slug, seating], "saved", "save_as"]
    posted = {"variant": variant.slug, "seating": seating, **data.draw(posts(fields))}
    fuzz_form(client, reverse("new_game"), posted)


@FUZZ
@given(data=st.data())
def test_the_new_game_page_takes_any_game_and_seating_without_a_crash(client, data):
    variant = data.draw(st.sampled_from([*VARIANTS, "no-such-game", "", "💥", "classic-canasta\x00"]))
    seating = data.draw(st.sampled_from(["", "2x2", "3x2", "2x1", "6x1", "2x²", "9" * 4300, "1_000x2", "２x２"]))
    assert client.get(reverse("new_game"), {"variant": variant, "seating": seating}).status_code < 500
    fuzz_form(client, reverse("new_game"), {"variant": variant, "seating": seating, **data.draw(posts([]))})


@FUZZ
@given(data=st.data())
def test_the_game_details_form_takes_anything_without_a_crash(client, games, names, data):
    game = data.draw(st.sampled_from(games))
    fields = [*names["details", game.slug], "confirm"]
    fuzz_form(client, reverse("game_details", args=[game.slug]), data.draw(posts(fields)))


@FUZZ
@given(data=st.data())
def test_the_query_strings_take_anything_without_a_crash(client, games, data):
    game = data.draw(st.sampled_from(games))
    url = data.draw(
        st.sampled_from(
            [reverse("new_game"), reverse("home"), game.get_absolute_url(), reverse("new_deal", args=[game.slug])]
        )
    )
    query = data.draw(posts(["variant", "seating", "saved", "target", "notes"]))
    response = client.get(url, query, headers=data.draw(st.sampled_from([{}, {"HX-Request": "true"}])))
    assert response.status_code < 500


@FUZZ
@given(data=st.data())
def test_the_language_switch_takes_anything_without_a_crash(client, data):
    fuzz_form(client, reverse("set_language"), data.draw(posts(["language", "next"])))


# The import: pasted text, an uploaded file, a valid file with one value made hostile.

EXAMPLE_PATHS = list(paths(EXAMPLE))[1:]


def _at(doc, path):
    for key in path:
        doc = doc[key]
    return doc


hostile_json = st.one_of(
    json_values,
    st.sampled_from(
        [10**4000, -(10**4000), 2**63, 1e308, "\x00", "a\u0000b", "n" * 3000, [[[[[[[[[[[[1]]]]]]]]]]]], {"": {}}]
    ),
)


# The example with every kind of text a game file has: names, players, notes, an adjustment's reason.
TEXTUAL = json.loads(json.dumps(EXAMPLE))
TEXTUAL["notes"] = "at Ann's"
TEXTUAL["deals"][0]["tallies"][1]["adjustments"] = [{"points": -100, "reason": "exact cut"}]
TEXT_PATHS = [path for path in paths(TEXTUAL) if isinstance(_at(TEXTUAL, path), str) and path[0] != "format"]


@st.composite
def game_files(draw) -> str:
    """A game file with one place changed to a hostile value, or text that is hardly a game file."""
    kind = draw(st.sampled_from(["changed", "text field", "text field", "text", "deep", "long number", "many deals"]))
    if kind == "text field":
        doc = json.loads(json.dumps(TEXTUAL))
        path = draw(st.sampled_from(TEXT_PATHS))
        _at(doc, path[:-1])[path[-1]] = draw(st.one_of(values, st.sampled_from(["\x00", "a\x00b", "\x00" * 61])))
        return json.dumps(doc, ensure_ascii=draw(st.booleans()))
    if kind == "text":
        return draw(st.text(max_size=200))
    if kind == "deep":
        depth = draw(st.integers(min_value=10, max_value=100_000))
        return "[" * depth + "]" * depth
    if kind == "long number":
        return '{"format": "meld-game/1", "starting_totals": [' + "9" * draw(st.integers(4000, 20_000)) + ", 0]}"
    doc = json.loads(json.dumps(EXAMPLE))
    if kind == "many deals":
        doc["deals"] = doc["deals"] * draw(st.integers(min_value=1, max_value=3000))
        return json.dumps(doc)
    path = draw(st.sampled_from(EXAMPLE_PATHS))
    place = doc
    for key in path[:-1]:
        place = place[key]
    place[path[-1]] = draw(hostile_json)
    return json.dumps(doc, ensure_ascii=draw(st.booleans()))


def entered(document: dict) -> dict:
    """What a game file says the players entered, with the engine's figures left out: an import
    keeps exactly this, and its export gives it back (text as typedtext keeps it, left-out values as written)."""
    computed = {"score", "meld_requirement", "chips"}
    return {
        "variant": document["variant"],
        "sides": [(clean_line(side["name"]), [clean_line(p) for p in side["players"]]) for side in document["sides"]],
        "notes": clean_text(document.get("notes", "")),
        "starting_totals": document.get("starting_totals") or [0] * len(document["sides"]),
        "first_dealer": document.get("first_dealer", 0),
        "tallies": [
            [{key: value for key, value in tally.items() if key not in computed} for tally in deal["tallies"]]
            for deal in document.get("deals", [])
        ],
    }


def exports_back_the_same(document: dict, game: Game) -> None:
    exported = export_game(game)
    sent, kept = entered(document), entered(exported)
    for sent_deal, kept_deal in zip(sent.pop("tallies"), kept.pop("tallies"), strict=True):
        for sent_tally, kept_tally in zip(sent_deal, kept_deal, strict=True):
            assert {key: kept_tally.get(key) for key in sent_tally} == sent_tally  # the rest written as 0 or no
    assert kept == sent
    assert export_game(import_game(exported)) == exported


@FUZZ
@given(text=game_files(), as_file=st.booleans(), raw=st.binary(max_size=200), raw_file=st.booleans())
def test_the_import_takes_anything_without_a_crash(client, text, as_file, raw, raw_file):
    """A refused file leaves nothing behind; an accepted one exports back the same."""
    url = reverse("import_game")
    before, known = everything(), set(Game.objects.values_list("pk", flat=True))
    if raw_file:
        sent, data = raw, {"file": SimpleUploadedFile("game.json", raw)}
    elif as_file:
        sent, data = text.encode(), {"file": SimpleUploadedFile("game.json", text.encode())}
    else:
        sent, data = text.encode(), {"text": text}
    response = client.post(url, data)
    answer_is_sound(response, before)
    if response.status_code == 302:
        game = Game.objects.exclude(pk__in=known).get()
        assert response["Location"] == game.get_absolute_url()
        exports_back_the_same(json.loads(sent), game)
