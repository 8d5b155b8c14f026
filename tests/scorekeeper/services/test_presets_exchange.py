"""Every canasta preset's game file: export, import the export, export again: the same document.

Hand and Foot and Kalooki have their own round trips.
"""

import pytest

from rules.catalog import VARIANTS
from rules.families.canasta.presets import CANASTAS
from scorekeeper.services.exchange import export_game, import_game
from tests.rules.families.canasta.expected import going_out, the_other_side

pytestmark = pytest.mark.django_db


def document(variant) -> dict:
    rules = variant.default
    sides = [
        {"name": f"Side {n}", "players": [f"P{n}{p}" for p in range(rules.seating.players_per_side)]}
        for n in range(rules.seating.sides)
    ]
    others = [the_other_side(rules) for _ in range(rules.seating.sides - 1)]
    deals = [{"tallies": [going_out(rules), *others]}]
    if rules.acaba_points:
        deals.append({"tallies": [{"acaba": True}, *others]})
    # The last step of the meld table, so the requirement's own format is in the file.
    start = rules.meld_table[-1].from_total
    return {
        "format": "meld-game/1",
        "variant": variant.slug,
        "sides": sides,
        "starting_totals": [start] + [0] * (rules.seating.sides - 1),
        "deals": deals,
    }


@pytest.mark.parametrize("slug", [variant.slug for variant in CANASTAS])
def test_an_export_imports_as_the_same_game(slug):
    first = export_game(import_game(document(VARIANTS[slug])))
    again = export_game(import_game(first))
    assert again == first
    assert first["variant"] == slug
    assert len(first["deals"]) >= 1


def test_a_brazilian_requirement_of_a_canasta_is_written_as_an_object():
    exported = export_game(import_game(document(VARIANTS["brazilian"])))
    assert exported["deals"][0]["tallies"][0]["meld_requirement"] == {"points": 0, "meld": "natural"}
    assert exported["deals"][0]["tallies"][1]["meld_requirement"] == 50


def test_acaba_is_on_the_callers_tally_and_the_other_side_scores_1500():
    exported = export_game(import_game(document(VARIANTS["british"])))
    acaba = exported["deals"][1]["tallies"]
    assert (acaba[0]["acaba"], acaba[0]["score"], acaba[1]["score"]) == (True, 0, 1500)
