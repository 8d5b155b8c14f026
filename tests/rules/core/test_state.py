"""A game's standing: what the score pad stores between two deals, as JSON."""

import json

import pytest

from rules.core.state import Standing
from rules.families.kalooki.numbers import KalookiStanding


def test_a_standing_goes_to_json_and_back():
    standing = Standing(3, (120, -40), 3, (120, -40))
    assert Standing.from_json(json.loads(json.dumps(standing.to_json()))) == standing
    assert standing.to_json() == {
        "played": 3,
        "totals": [120, -40],
        "ended_at": 3,
        "final_totals": [120, -40],
        "paper": 0,
    }


def test_a_standing_stored_before_deals_on_paper_were_kept_reads_as_none_played_there():
    stored = {"played": 3, "totals": [120, -40], "ended_at": None, "final_totals": None}
    assert Standing.from_json(stored) == Standing(3, (120, -40))
    assert Standing(2, (0, 0), paper=1).following == 4


def test_a_familys_standing_keeps_its_own_fields():
    standing = KalookiStanding(2, (10, 160, 0), out=(False, True, False), buy_ins=(0, 1, 0), chips=(3, -2, -1))
    assert KalookiStanding.from_json(standing.to_json()) == standing
    assert standing.still_in == [0, 2]


def test_a_standing_of_another_kind_is_refused():
    with pytest.raises(TypeError):
        Standing.from_json({"played": 1, "totals": [0, 0], "out": [False, False]})
