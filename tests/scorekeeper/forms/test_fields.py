"""WholeNumberField (scorekeeper/forms/fields.py): ASCII digits with an optional sign, nothing else."""

import pytest
from django import forms

from scorekeeper.forms.fields import MOST_DIGITS, WholeNumberField


def cleaned(value):
    return WholeNumberField(required=False).clean(value)


@pytest.mark.parametrize(
    ("typed", "number"),
    [("0", 0), ("125", 125), (" 125 ", 125), ("-40", -40), ("+5", 5), ("9" * MOST_DIGITS, int("9" * MOST_DIGITS))],
)
def test_whole_numbers_in_ascii_digits_are_taken(typed, number):
    assert cleaned(typed) == number


def test_an_empty_field_is_none():
    assert cleaned("") is None


@pytest.mark.parametrize(
    "typed",
    ["1_000", "１０００", "٣", "5.0", "1e3", "0x10", "--1", "1 000", "1,000", "½", "²", "inf", "NaN", "\x00", "1\n2"],
)
def test_what_only_python_calls_a_number_is_refused(typed):
    with pytest.raises(forms.ValidationError) as caught:
        cleaned(typed)
    assert caught.value.messages == ["Enter a whole number."]
    assert caught.value.code == "invalid"


@pytest.mark.parametrize("typed", ["9" * (MOST_DIGITS + 1), "-" + "9" * 5000, "1" * 100_000])
def test_a_number_of_too_many_digits_is_refused_without_converting_it(typed):
    with pytest.raises(forms.ValidationError) as caught:
        cleaned(typed)
    assert caught.value.messages == ["That number is too big."]
    assert caught.value.code == "too_long"


def test_a_number_given_as_a_number_is_taken_as_it_is():
    """Initial values and a form filled in code give numbers, not text."""
    assert (cleaned(125), cleaned(-40), cleaned(0)) == (125, -40, 0)
