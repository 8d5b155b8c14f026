"""Whist tournaments: every two players partner exactly once and oppose exactly twice."""

from collections import Counter
from itertools import combinations

import pytest

from leagues.draw.designs import Design
from leagues.draw.fields import field
from leagues.draw.starter_search import find_starter
from leagues.draw.starters import STARTERS
from leagues.draw.whist import developed, whist

# The sizes up to 64 this module makes: prime powers ≡ 1 (mod 4) from GF(v), the rest stored.
BUILT = sorted({v for v in range(5, 65) if v % 4 == 1 and field(v)} | set(STARTERS))


def assert_whist_tournament(design: Design) -> None:
    v = design.points
    partners, opponents, sat_out = Counter(), Counter(), Counter()
    assert len(design.rounds) == (v if v % 4 == 1 else v - 1)
    for tables in design.rounds:
        seated = [point for table in tables for point in table]
        assert len(seated) == len(set(seated)) == v - v % 4
        sat_out.update(set(range(v)) - set(seated))
        for a, c, b, d in tables:  # a and c against b and d
            partners.update(tuple(sorted(pair)) for pair in ((a, c), (b, d)))
            opponents.update(tuple(sorted(pair)) for pair in ((a, b), (a, d), (c, b), (c, d)))
    every_pair = list(combinations(range(v), 2))
    assert partners == Counter(every_pair)
    assert opponents == Counter(every_pair * 2)
    assert sat_out == (Counter(range(v)) if v % 4 == 1 else Counter())


@pytest.mark.parametrize("players", BUILT)
def test_every_whist_tournament_made_is_one(players):
    design = whist(players)
    assert design is not None and design.method == "whist"
    assert_whist_tournament(design)


def test_the_issues_sizes_and_more_have_a_whist_tournament():
    assert {4, 5, 8, 9, 12, 13, 16, 17, 20, 21, 25, 29, 37, 41, 49, 53, 61} <= set(BUILT)
    assert [v for v in (6, 7, 10, 11, 14, 15) if whist(v)] == []  # a whist tournament needs v ≡ 0 or 1 (mod 4)


@pytest.mark.parametrize("players", [4, 8, 12, 16])
def test_the_stored_starters_are_what_the_search_finds(players):
    assert find_starter(players) == STARTERS[players]


def test_the_search_finds_cyclic_starters_and_proves_there_is_none_for_nine():
    assert_whist_tournament(developed(5, find_starter(5)))
    assert_whist_tournament(developed(13, find_starter(13)))
    assert find_starter(9) is None  # why 9 comes from GF(9), not from the integers modulo 9
    assert find_starter(16, budget=3) is None  # the budget bounds the search
