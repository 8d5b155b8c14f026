"""The deal form: its classes are built once per rules object, and the forms that share them stay apart;
its number inputs, its adjustment lines' refusals, the one question "who went out?", the entries it marks;
the hidden fields that tie it to the state of the game it was opened on."""

import pytest
from django import forms
from django.forms.utils import ErrorDict

from rules.core.adjustments import MOST_ADJUSTMENTS, MOST_POINTS, MOST_REASON
from rules.core.rules import Place
from rules.core.scores import Problem
from rules.core.tally import Kind
from rules.families.canasta.presets import CLASSIC_CANASTA
from rules.families.kalooki.presets import KALOOKI_GAME
from scorekeeper.forms.deals import DealForm, opened_from, tally_form
from scorekeeper.services.deals import Opened

RULES = CLASSIC_CANASTA.default


def test_a_rules_object_builds_its_form_class_once():
    assert type(tally_form(RULES, "s0")) is type(tally_form(RULES, "s1"))
    assert type(tally_form(RULES, "s0")) is not type(tally_form(KALOOKI_GAME.default, "s0"))


def test_forms_of_one_class_keep_their_own_data_and_errors():
    first = DealForm(RULES, {"s0-melded_points": "5", "s1-hand_points": "x"})
    second = DealForm(RULES, {"s0-melded_points": "10"})
    assert not first.is_valid()
    assert second.is_valid()
    assert second.tallies()[0]["melded_points"] == 10
    first.add_problems([])
    assert "hand_points" in first.parts[1].errors and not second.parts[1].errors


def test_more_adjustment_lines_than_usual_get_a_class_of_their_own():
    stored = [{"points": 5, "reason": "x"}] * 4
    form = tally_form(RULES, "s0", initial={"adjustments": stored})
    assert form.rows == 5
    assert form.initial["adj3_text"] == "x" and form.initial["adj3_points"] == 5
    assert tally_form(RULES, "s0").rows == 3


def test_a_form_offers_as_many_adjustment_lines_as_were_sent_up_to_a_few_past_the_most_a_side_may_have():
    """The engine refuses more than MOST_ADJUSTMENTS lines with its own words, so a few more are read;
    a field named far past them is not a line of the form."""
    assert tally_form(RULES, "s0", {}).rows == 3
    assert tally_form(RULES, "s0", {"s0-adj4_points": "5"}).rows == 5
    assert tally_form(RULES, "s0", {"s1-adj4_points": "5"}).rows == 3
    last = MOST_ADJUSTMENTS + 2
    assert tally_form(RULES, "s0", {f"s0-adj{last}_points": "5"}).rows == last + 1
    assert tally_form(RULES, "s0", {f"s0-adj{last + 1}_points": "5"}).rows == 3


def test_a_side_sitting_the_deal_out_gets_no_adjustment_line():
    for data in (None, {"s0-adj0_points": "5"}):
        form = tally_form(KALOOKI_GAME.default, "s0", data, place=Place(fields=()))
        assert (form.rows, form.adjustment_rows(), list(form.fields)) == (0, [], [])


def test_a_common_reason_is_picked_and_free_text_is_typed():
    form = tally_form(
        RULES, "s0", initial={"adjustments": [{"points": 100, "reason": "exact cut"}, {"points": 3, "reason": "Slow"}]}
    )
    assert (form.initial["adj0_reason"], form.initial["adj0_text"]) == ("exact cut", "")
    assert (form.initial["adj1_reason"], form.initial["adj1_text"]) == ("", "Slow")


def test_the_state_a_form_was_opened_on_is_read_from_its_hidden_fields():
    assert opened_from({"deal_number": "5", "version": "12"}) == Opened(5, 12)
    fields = {"deal_number": "2", "version": "12", "deal": "40", "deal_version": "3"}
    assert opened_from(fields, correcting=True) == Opened(2, 12, 40, 3)
    assert opened_from({"deal_number": "2", "version": "12"}, correcting=True) is None


def test_a_number_of_as_many_digits_as_a_big_integer_holds_is_read():
    assert opened_from({"deal_number": "9" * 18, "version": "1"}) == Opened(10**18 - 1, 1)


@pytest.mark.parametrize("value", ["", "x", "1_000", "１２", " 5", "5 ", "+5", "-5", "5.0", "0x5", "9" * 19])
def test_anything_but_plain_digits_is_not_a_number_a_form_sent(value):
    assert opened_from({"deal_number": value, "version": "1"}) is None
    assert opened_from({"deal_number": "1", "version": value}) is None


@pytest.mark.parametrize(
    "data",
    [
        {"s0-melded_points": "120", "s0-went_out": "on", "s0-natural_canastas": "1"},
        {"s0-melded_points": "abc", "s0-red_threes": "-1", "s0-adj0_points": "x", "s0-adj1_reason": "nonsense"},
        {"s0-adj0_reason": "exact cut", "s0-adj1_text": "Slow", "s0-adj1_points": "-20", "s0-concealed": "off"},
        {},
    ],
)
def test_the_quick_field_cleaning_reads_exactly_what_djangos_own_does(data):
    quick, django = tally_form(RULES, "s0", data), tally_form(RULES, "s0", data)
    quick.cleaned_data, django.cleaned_data = {}, {}
    quick._errors, django._errors = ErrorDict(), ErrorDict()
    quick._clean_fields()
    forms.Form._clean_fields(django)
    assert quick.cleaned_data == django.cleaned_data
    assert quick.errors == django.errors


def test_every_number_field_of_a_tally_is_a_numeric_input_stepping_as_its_points_come():
    """Canasta's card points come in fives: its points fields step by 5, its counts by 1. The exact HTML:
    a phone's keypad, its Enter key and the stepping all hang on these attributes."""
    form = tally_form(RULES, "s0")
    seen = set()
    for field in RULES.fields():
        if field.kind is Kind.FLAG:
            continue
        seen.add(field.kind)
        step = "5" if field.kind is Kind.POINTS else "1"
        name = f"s0-{field.key}"
        assert str(form[field.key]) == (
            f'<input type="number" name="{name}" inputmode="numeric" enterkeyhint="next" min="0" step="{step}" '
            f'placeholder="0" aria-describedby="id_{name}_helptext" id="id_{name}">'
        )
    assert seen == {Kind.COUNT, Kind.POINTS}


@pytest.mark.parametrize(
    ("data", "errors"),
    [
        (
            {"s0-adj0_points": "100", "s0-adj1_text": "Bonus", "s0-adj2_reason": "exact cut"},
            {"adj0_reason": ["An adjustment needs a reason."], "adj1_points": ["Enter the points of this adjustment."]},
        ),
        (
            {"s0-adj0_text": "Bonus", "s0-adj1_points": "-20", "s0-adj2_text": "Slow"},
            {
                "adj0_points": ["Enter the points of this adjustment."],
                "adj1_reason": ["An adjustment needs a reason."],
                "adj2_points": ["Enter the points of this adjustment."],
            },
        ),
    ],
)
def test_each_unfinished_adjustment_line_is_refused_beside_its_own_field(data, errors):
    form = tally_form(RULES, "s0", data)
    assert not form.is_valid()
    assert form.errors == errors


def test_an_adjustment_beyond_its_bounds_is_refused_by_its_own_field_alone():
    data = {
        "s0-adj0_text": "x" * (MOST_REASON + 1),
        "s0-adj0_points": "5",
        "s0-adj1_reason": "exact cut",
        "s0-adj1_points": str(MOST_POINTS + 1),
        "s0-adj2_text": "Slow",
        "s0-adj2_points": str(-MOST_POINTS - 1),
        "s0-adj3_reason": "nonsense",
        "s0-adj3_points": "5",
    }
    form = tally_form(RULES, "s0", data)
    assert not form.is_valid()
    assert form.errors == {
        "adj0_text": [f"Ensure this value has at most {MOST_REASON} characters (it has {MOST_REASON + 1})."],
        "adj1_points": [f"Ensure this value is less than or equal to {MOST_POINTS}."],
        "adj2_points": [f"Ensure this value is greater than or equal to {-MOST_POINTS}."],
        "adj3_reason": ["Select a valid choice. nonsense is not one of the available choices."],
    }
    edge = {"s0-adj0_text": "x" * MOST_REASON, "s0-adj0_points": str(MOST_POINTS)}
    edge |= {"s0-adj1_text": "Slow", "s0-adj1_points": str(-MOST_POINTS)}
    form = tally_form(RULES, "s0", edge)
    assert form.is_valid(), form.errors
    assert form.tally()["adjustments"] == [
        {"points": MOST_POINTS, "reason": "x" * MOST_REASON},
        {"points": -MOST_POINTS, "reason": "Slow"},
    ]


def test_a_line_refused_by_its_own_field_does_not_hide_the_next_line_s_problem():
    data = {"s0-adj0_text": "x" * (MOST_REASON + 1), "s0-adj0_points": "5", "s0-adj1_points": "5"}
    form = tally_form(RULES, "s0", data)
    assert not form.is_valid()
    assert form.errors == {
        "adj0_text": [f"Ensure this value has at most {MOST_REASON} characters (it has {MOST_REASON + 1})."],
        "adj1_reason": ["An adjustment needs a reason."],
    }


def test_the_one_answer_to_who_went_out_ticks_that_player_alone():
    """Kalooki asks once; a "went out" ticked on another player's own box (a stale post) does not count."""
    data = {"went_out": "1", "s0-went_out": "on", "s0-penalty_points": "10", "s2-penalty_points": "25"}
    form = DealForm(KALOOKI_GAME.default, data)
    assert form.is_valid(), [part.errors for part in form.parts]
    assert [(tally["went_out"], tally["penalty_points"]) for tally in form.tallies()] == [
        (False, 10),
        (True, 0),
        (False, 25),
        (False, 0),
    ]


def test_a_correction_shows_the_deal_as_it_was_entered():
    form = DealForm(RULES, initial=[{"melded_points": 50, "went_out": True}, {"hand_points": 15}])
    tallies = form.initial_tallies()
    assert (tallies[0]["melded_points"], tallies[0]["went_out"], tallies[1]["hand_points"]) == (50, True, 15)


def test_the_entries_marked_count_each_field_and_each_message_of_a_side_as_a_whole():
    form = DealForm(RULES, {"s0-melded_points": "x", "s1-hand_points": "7"})
    form.is_valid()
    form.add_problems([Problem("Too many adjustments.", side=1), Problem("Not this side's turn.", side=1)])
    assert form.marked() == 2 + 1  # side 1's two messages, side 0's field
