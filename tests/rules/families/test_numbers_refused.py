"""The numbers a table plays by check themselves when made (each family's `__post_init__`): every
impossible set is refused with its own message, and the edge each check draws is still accepted.
House rules are these objects with fields replaced, so a check that lets a bad number through would
score a game by it, and one that refuses a good number would refuse a preset or a house rule."""

from dataclasses import replace
from typing import Any

import pytest

from rules.families.canasta.numbers import BY_CANASTAS, MeldStep, SetBonus
from rules.families.canasta.presets import CLASSIC
from rules.families.handfoot.presets import HAND_AND_FOOT
from rules.families.kalooki.presets import BRITISH_KALOOKIE, KALOOKI_GAME

HAND_AND_FOOT_FOUR = HAND_AND_FOOT.tables[0]  # two teams of two, five decks, 13-card hand and foot
KALOOKI = KALOOKI_GAME.tables[0]
BRITISH = BRITISH_KALOOKIE.tables[0]

RED_THREES = "red_three_scores needs one entry for 0 up to every red three in the decks"
BLACK_THREES = "black_three_scores needs one entry for 0 up to every black three in the decks"
FIRST_STEP = "the meld table starts with a step that has no lower bound"
RISING = "the meld table's steps rise strictly"
STEP_CANASTA = "a meld step's canasta is one of ['canasta', 'natural']"
TARGET = "the target is a positive number of points"
GOING_OUT_KINDS = "going_out_counts and going_out_needs_one_of name canasta kinds of this game"
SIGNED = "threes are signed by meld or by canastas, with at least one sign"
SIGNS = "a sign of the threes is -1, 0 or 1"
SET_BONUS = "a set bonus needs at least one canasta, and no more pure ones than canastas"

MELD_MINIMUMS = "a game has at least one deal, each with a meld minimum from 0"
NO_TARGET = "Hand and Foot is played for a number of deals, not to a target"
NO_WILD_BOOKS = "going out cannot need wild books where none are played"
BOOKS_TO_GO_OUT = "going out needs a number of books from 0"
DECKS = "there are at least as many decks as players, and a foot"

POSITIVE = "the target and the initial meld are positive numbers of points"
BUY_INS = "buy-ins are for a game where players are knocked out"
JOKERS = "the jokers are shared evenly among the 2 decks"


def _bonus(canastas: int, pure: int) -> SetBonus:
    return SetBonus("set", "A set", canastas=canastas, pure=pure, bonus=1000)


REFUSED: list[tuple[Any, dict[str, Any], str]] = [
    (CLASSIC, {"red_three_scores": (0, 100, 200, 300)}, RED_THREES),  # one short of four threes
    (CLASSIC, {"red_three_scores": (0, 100, 200, 300, 800, 900)}, RED_THREES),  # one too many
    (CLASSIC, {"black_three_scores": (0, -100)}, BLACK_THREES),
    (CLASSIC, {"meld_table": ()}, FIRST_STEP),
    (CLASSIC, {"meld_table": (MeldStep(0, 50),)}, FIRST_STEP),
    (CLASSIC, {"meld_table": (MeldStep(None, 50), MeldStep(1500, 90), MeldStep(1500, 120))}, RISING),
    (CLASSIC, {"meld_table": (MeldStep(None, 50), MeldStep(3000, 90), MeldStep(1500, 120))}, RISING),
    (CLASSIC, {"meld_table": (MeldStep(None, 50), MeldStep(None, 90))}, RISING),
    (CLASSIC, {"meld_table": (MeldStep(None, 50, "wild"),)}, STEP_CANASTA),
    (CLASSIC, {"target": 0}, TARGET),
    (CLASSIC, {"target": -5000}, TARGET),
    (CLASSIC, {"going_out_counts": ("sambas",)}, GOING_OUT_KINDS),
    (CLASSIC, {"going_out_needs_one_of": ("escaleras",)}, GOING_OUT_KINDS),
    (CLASSIC, {"threes_signed_by": "colour"}, SIGNED),
    (CLASSIC, {"three_signs": ()}, SIGNED),
    (CLASSIC, {"three_signs": (-1, 2)}, SIGNS),
    (CLASSIC, {"three_signs": (-2, 1)}, SIGNS),
    (CLASSIC, {"set_bonuses": (_bonus(canastas=2, pure=3),)}, SET_BONUS),
    (CLASSIC, {"set_bonuses": (_bonus(canastas=0, pure=0),)}, SET_BONUS),
    (HAND_AND_FOOT_FOUR, {"meld_minimums": ()}, MELD_MINIMUMS),
    (HAND_AND_FOOT_FOUR, {"meld_minimums": (50, -1)}, MELD_MINIMUMS),
    (HAND_AND_FOOT_FOUR, {"target": 5000}, NO_TARGET),
    (HAND_AND_FOOT_FOUR, {"wild_book": None}, NO_WILD_BOOKS),  # the preset's one wild book to go out
    (HAND_AND_FOOT_FOUR, {"clean_books_to_go_out": -1}, BOOKS_TO_GO_OUT),
    (HAND_AND_FOOT_FOUR, {"dirty_books_to_go_out": -1}, BOOKS_TO_GO_OUT),
    (HAND_AND_FOOT_FOUR, {"wild_books_to_go_out": -1}, BOOKS_TO_GO_OUT),
    (HAND_AND_FOOT_FOUR, {"extra_decks": -1}, DECKS),
    (HAND_AND_FOOT_FOUR, {"fixed_decks": -1}, DECKS),
    (HAND_AND_FOOT_FOUR, {"foot_size": 0}, DECKS),
    # 4 players x (13 + 13) cards = 104; one deck holds 54.
    (HAND_AND_FOOT_FOUR, {"fixed_decks": 1}, "1 decks do not hold a hand and a foot for 4 players"),
    (HAND_AND_FOOT_FOUR, {"fixed_decks": 2, "foot_size": 15}, "2 decks do not hold a hand and a foot for 4 players"),
    (KALOOKI, {"target": 0}, POSITIVE),
    (KALOOKI, {"initial_meld": 0}, POSITIVE),
    (KALOOKI, {"buy_ins": 1}, BUY_INS),  # no one is knocked out in this game
    (BRITISH, {"buy_ins": -1}, BUY_INS),
    (KALOOKI, {"jokers": -2}, JOKERS),
    (KALOOKI, {"jokers": 3}, JOKERS),
]


@pytest.mark.parametrize(("preset", "changes", "message"), REFUSED)
def test_impossible_numbers_are_refused_with_their_own_message(preset: Any, changes: dict[str, Any], message: str):
    with pytest.raises(ValueError) as refused:
        replace(preset, **changes)
    assert str(refused.value) == message


ACCEPTED: list[tuple[Any, dict[str, Any]]] = [
    (CLASSIC, {}),
    (CLASSIC, {"black_three_scores": (0, -100, -200, -300, -400)}),  # one entry per count, 0 to 4
    (CLASSIC, {"meld_table": (MeldStep(None, 50, "natural"), MeldStep(0, 90, "canasta"))}),
    (CLASSIC, {"target": 1}),
    (CLASSIC, {"going_out_counts": ("natural_canastas", "mixed_canastas")}),  # every kind the game has
    (CLASSIC, {"going_out_needs_one_of": ("natural_canastas",)}),
    (CLASSIC, {"threes_signed_by": BY_CANASTAS, "three_signs": (-1, 0, 1)}),
    (CLASSIC, {"three_signs": (0, 1)}),
    (CLASSIC, {"set_bonuses": (_bonus(canastas=1, pure=1),)}),
    (HAND_AND_FOOT_FOUR, {}),
    (HAND_AND_FOOT_FOUR, {"meld_minimums": (0,)}),
    (HAND_AND_FOOT_FOUR, {"wild_book": None, "wild_books_to_go_out": 0}),
    (HAND_AND_FOOT_FOUR, {"clean_books_to_go_out": 0, "dirty_books_to_go_out": 0, "wild_books_to_go_out": 0}),
    (HAND_AND_FOOT_FOUR, {"extra_decks": 0, "fixed_decks": 0}),  # as many decks as players: 4 x 54 cards
    (HAND_AND_FOOT_FOUR, {"foot_size": 1}),
    (HAND_AND_FOOT_FOUR, {"fixed_decks": 2, "foot_size": 14}),  # 4 x (13 + 14) = 108: both decks, every card
    (KALOOKI, {"target": 1, "initial_meld": 1}),
    (KALOOKI, {"jokers": 0}),
    (KALOOKI, {"buy_ins": 0}),
    (BRITISH, {}),
]


@pytest.mark.parametrize(("preset", "changes"), ACCEPTED)
def test_the_edge_of_every_check_is_accepted(preset: Any, changes: dict[str, Any]):
    rules = replace(preset, **changes)
    assert all(getattr(rules, field) == value for field, value in changes.items())
