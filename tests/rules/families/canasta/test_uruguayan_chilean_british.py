"""Uruguayan, Chilean and British Canasta: classic or Samba with one rule more."""

import pytest

from rules.families.canasta.presets import BRITISH, CHILEAN, CHILEAN_FOUR_DECKS, CLASSIC_CANASTA, URUGUAYAN

from .helpers import deal, lines, messages, score

URU = URUGUAYAN.default
BRI = BRITISH.default


def test_uruguayan_is_classic_canasta_with_wild_canastas_of_2000_and_a_frozen_pile():
    assert URUGUAYAN.seatings() == CLASSIC_CANASTA.seatings()
    assert lines(score(URU, wild_canastas=1))["wild_canastas"] == 2000
    assert URU.pile_always_frozen
    assert (URU.target, URU.meld_table) == (CLASSIC_CANASTA.default.target, CLASSIC_CANASTA.default.meld_table)


@pytest.mark.parametrize(("key", "bonus"), [("sambas", 1500), ("bolivias", 2500)])
def test_chilean_scores_both_sambas_and_bolivias(key, bonus):
    assert lines(score(CHILEAN.default, **{key: 1}))[key] == bonus


def test_chilean_is_played_with_three_or_four_decks():
    four = CHILEAN_FOUR_DECKS.default
    assert (CHILEAN.default.decks, four.decks) == (3, 4)
    assert four.red_three_scores[-1] == 1000 and len(four.red_three_scores) == 9


def test_british_is_classic_canasta_with_acaba_in_every_seating():
    assert BRITISH.seatings() == CLASSIC_CANASTA.seatings()
    assert all(table.acaba_points == 1500 for table in BRITISH.tables)
    assert "acaba" in [field.key for field in BRI.fields()]


def test_acaba_gives_the_caller_0_and_the_other_side_1500():
    assert deal(BRI, {"acaba": True, "natural_canastas": 2, "melded_points": 400}, {"melded_points": 200}) == [0, 1500]
    assert deal(BRI, {"melded_points": 200, "hand_points": 50}, {"acaba": True}) == [1500, 0]


def test_with_three_players_every_other_player_scores_the_acaba_points():
    rules = BRITISH.rules_for(3, 1)
    assert deal(rules, {}, {"acaba": True}, {"melded_points": 100}) == [1500, 0, 1500]


def test_a_deal_ends_by_going_out_or_by_acaba_not_both():
    assert messages(BRI, {"acaba": True}, {"natural_canastas": 1, "went_out": True, "melded_points": 35}) == [
        "A deal ends either by going out or by Acaba, not both."
    ]
    assert messages(BRI, {"acaba": True}, {"acaba": True}) == ["Only one side can call Acaba in a deal."]


def test_classic_canasta_has_no_acaba():
    assert "acaba" not in [field.key for field in CLASSIC_CANASTA.default.fields()]
