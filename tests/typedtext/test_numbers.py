"""The one number parser (typedtext/numbers.py) and the fields built on it (typedtext/fields.py): the ASCII
digits 0 to 9, a sign only where one is allowed, a bounded length, and a message that says which is wrong.
Every form's numbers are posted the hostile set in tests/leagues/test_hostile_numbers.py."""

import pytest
from django import forms

from typedtext.fields import MOST_TYPED_DIGITS, WholeNumberField
from typedtext.numbers import MOST_DIGITS, NotANumber, parse, whole_number

# What Python's int() or str.isdigit() takes and no number pad types (issue 42: "²" passed isdigit, then
# int() refused it: a 500).
NOT_DIGITS = ["１０００", "٣", "²", "³", "①", "½", "߃", "𝟗"]
NOT_NUMBERS = ["1_000", "5.0", "1e3", "0x10", "--1", "1 000", "1,000", "inf", "NaN", "\x00", "1\n2", "+", "-", ""]


def cleaned(value, **kwargs):
    return WholeNumberField(required=False, **kwargs).clean(value)


@pytest.mark.parametrize(
    ("typed", "number"),
    [("0", 0), ("125", 125), (" 125 ", 125), ("-40", -40), ("+5", 5), ("9" * MOST_TYPED_DIGITS, 999_999_999)],
)
def test_whole_numbers_in_ascii_digits_are_taken(typed, number):
    assert cleaned(typed) == number


def test_an_empty_field_is_none():
    assert cleaned("") is None


@pytest.mark.parametrize("typed", NOT_NUMBERS[:-3])
def test_what_only_python_calls_a_number_is_refused(typed):
    with pytest.raises(forms.ValidationError) as caught:
        cleaned(typed)
    assert caught.value.messages == ["Enter a whole number."]
    assert caught.value.code == "invalid"


@pytest.mark.parametrize("typed", NOT_DIGITS)
def test_digits_other_than_0_to_9_are_refused_with_a_message_that_says_so(typed):
    with pytest.raises(forms.ValidationError) as caught:
        cleaned(typed)
    assert caught.value.messages == ["Type the number in the digits 0 to 9."]
    assert caught.value.code == "digits"


@pytest.mark.parametrize("typed", ["-1", "+5", "-0"])
def test_a_sign_is_refused_where_no_number_below_0_is_taken(typed):
    with pytest.raises(forms.ValidationError) as caught:
        cleaned(typed, min_value=0)
    assert caught.value.messages == ["Enter a whole number of 0 or more, without a sign."]
    assert cleaned(typed.lstrip("+-"), min_value=0) == int(typed.lstrip("+-"))


@pytest.mark.parametrize("typed", ["9" * (MOST_TYPED_DIGITS + 1), "-" + "9" * 5000, "1" * 100_000])
def test_a_number_of_too_many_digits_is_refused_without_converting_it(typed):
    with pytest.raises(forms.ValidationError) as caught:
        cleaned(typed)
    assert caught.value.messages == ["That number is too big."]
    assert caught.value.code == "too_long"


def test_a_number_given_as_a_number_is_taken_as_it_is():
    """Initial values and a form filled in code give numbers, not text."""
    assert (cleaned(125), cleaned(-40), cleaned(0)) == (125, -40, 0)


@pytest.mark.parametrize("value", NOT_DIGITS + NOT_NUMBERS + [" 3", "3 ", "-3", "9" * (MOST_DIGITS + 1), None, 3, b"3"])
def test_the_parser_refuses_everything_else_and_never_raises_anything_but_its_own_refusal(value):
    with pytest.raises(NotANumber):
        parse(value)
    assert whole_number(value) is None


def test_the_parser_takes_ascii_digits_up_to_its_bound_and_a_sign_only_when_asked():
    assert parse("0") == 0
    assert parse("9" * MOST_DIGITS) == int("9" * MOST_DIGITS)
    assert parse("-12", signed=True) == -12
    assert parse("+12", signed=True) == 12
    assert whole_number("007") == 7
    with pytest.raises(NotANumber) as caught:
        parse("123", most_digits=2)
    assert caught.value.code == "too_long"
