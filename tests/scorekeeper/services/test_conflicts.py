"""What a person is told when a write is refused because the game changed since the form was opened."""

import pytest

from rules.core.family import Words
from scorekeeper.services import conflicts
from scorekeeper.services.deals import Opened, add_deal, change_deal, changes_since, delete_deal
from scorekeeper.services.errors import DealAlreadyEntered, DealCorrected, DealGone, GameChanged, GameOver
from scorekeeper.services.history import Author
from scorekeeper.services.rules import game_rules

pytestmark = pytest.mark.django_db

A, B = Author(browser="phone-a"), Author(browser="phone-b")
WORDS = Words()  # the canastas' words: a deal is a deal
OUT = {"natural_canastas": 1, "went_out": True, "melded_points": 100}


def opened_now(game, number=None) -> Opened:
    game.refresh_from_db()
    if number is None:
        return Opened(game.deals.count() + 1, game.version)
    return Opened.of(game, game.deals.get(number=number))


def test_someone_entering_the_deal_first_is_compared_with_what_was_typed(make_game):
    game = make_game()
    form = opened_now(game)
    add_deal(game, [OUT, {}], form, A)
    typed = [{"melded_points": 50}, {"hand_points": 20}]
    with pytest.raises(GameChanged) as changed:
        add_deal(game, typed, form, B)
    conflict = conflicts.game_changed(changed.value, form, game_rules(game), list(game.sides.all()), typed, B)
    assert conflict.headline == "Someone just entered deal 1."
    assert conflict.changes == []  # the headline says it
    assert conflict.stored == "Deal 1 as saved"
    assert conflict.scores == [("We", 700, 50), ("They", 0, -20)]
    assert [(d.label, d.before, d.after) for d in conflict.compared] == [
        ("Natural canastas", "1", "0"),
        ("Went out", "yes", "no"),
        ("Melded cards", "100", "50"),
        ("Cards in hand", "0", "20"),
    ]


def test_a_typed_deal_that_does_not_hold_together_shows_no_score(make_game):
    game = make_game()
    form = opened_now(game)
    add_deal(game, [OUT, {}], form, A)
    typed = [{"went_out": True}, {"went_out": True}]  # both out: the engine refuses it
    with pytest.raises(GameChanged) as changed:
        add_deal(game, typed, form, B)
    conflict = conflicts.game_changed(changed.value, form, game_rules(game), list(game.sides.all()), typed, B)
    assert conflict.scores == [("We", 700, None), ("They", 0, None)]


def test_a_game_that_ended_meanwhile_says_so_and_what_ended_it(make_game):
    game = make_game(starting=[4900, 0])
    form = opened_now(game)
    add_deal(game, [OUT, {}], form, A)  # ends the game
    conflict = conflicts.game_over(GameOver(changes_since(game, form.version)), "Raise the target.", B, WORDS)
    assert conflict.headline == "The game ended while you were entering this deal."
    assert conflict.changes == ["Deal 1 was entered by another phone (just now)."]
    assert conflict.advice == ["Raise the target.", "Nothing was saved: your entries are kept below."]
    with pytest.raises(GameOver) as over:
        add_deal(game, [{}, {}], opened_now(game), B)  # a form opened on the ended game
    assert (conflicts.game_over(over.value, "", B, WORDS).headline, over.value.meanwhile.entered) == (
        "The game is over.",
        [],
    )


def test_a_second_tap_says_saved_and_another_phone_says_who(make_game):
    game = make_game()
    form = opened_now(game)
    add_deal(game, [OUT, {}], form, A)
    with pytest.raises(DealAlreadyEntered) as entered:
        add_deal(game, [OUT, {}], form, A)
    assert conflicts.already_saved(entered.value, A, WORDS) == "Deal 1 saved."
    assert conflicts.already_saved(entered.value, B, WORDS) == (
        "Deal 1 had already been saved with the same entries by another phone."
    )


def test_a_refused_correction_and_a_refused_delete_name_who_corrected_first(make_game):
    game = make_game(deals=[[{"melded_points": 50}, {}]])
    form = opened_now(game, 1)
    change_deal(game, form, [{"melded_points": 80}, {}], A)
    with pytest.raises(DealCorrected) as refused:
        change_deal(game, form, [{"melded_points": 90}, {}], B)
    conflict = conflicts.correction_refused(
        refused.value, game_rules(game), list(game.sides.all()), [{"melded_points": 90}, {}], B
    )
    assert conflict.headline == "Deal 1 was corrected by another phone (just now) while you were correcting it."
    assert [(d.before, d.after) for d in conflict.compared] == [("80", "90")]
    with pytest.raises(DealCorrected) as not_deleted:
        delete_deal(game, form.deal, form.deal_version, B)
    assert conflicts.delete_refused(not_deleted.value, B, WORDS) == (
        "Deal 1 was corrected by another phone (just now): here it is now. Delete it still?"
    )


def test_a_correction_of_a_deleted_deal_says_who_deleted_it(make_game):
    game = make_game(deals=[[{"melded_points": 50}, {}]])
    form = opened_now(game, 1)
    delete_deal(game, form.deal, author=A)
    with pytest.raises(DealGone) as gone:
        change_deal(game, form, [{"melded_points": 90}, {}], B)
    headline = conflicts.correction_gone(gone.value, 1, B, WORDS).headline
    assert headline == "Deal 1 was deleted by another phone (just now) while you were correcting it."
    assert (
        conflicts.correction_gone(DealGone(), 3, B, WORDS).headline
        == "Deal 3 was deleted while you were correcting it."
    )


def test_the_changes_meanwhile_are_told_in_the_order_they_were_made(make_game):
    """A delete, then a new deal, while phone B had the form of deal 3 open: the delete comes first."""
    game = make_game(deals=[[OUT, {}], [{}, OUT]])
    form = opened_now(game)
    delete_deal(game, game.deals.get(number=1).pk, author=A)
    game.refresh_from_db()
    add_deal(game, [{"melded_points": 90}, OUT], None, A)
    typed = [{"melded_points": 50}, OUT]
    with pytest.raises(GameChanged) as changed:
        add_deal(game, typed, form, B)
    conflict = conflicts.game_changed(changed.value, form, game_rules(game), list(game.sides.all()), typed, B)
    assert conflict.changes == [
        "Deal 1 was deleted by another phone (just now).",
        "Deal 2 was entered by another phone (just now).",
    ]
