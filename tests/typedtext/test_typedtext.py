"""typedtext: what every form and file keeps out of the database, and how names are compared."""

import pytest
from django import forms

from typedtext import clean_line, clean_text, folded, forbidden, problem
from typedtext.confusables import skeleton
from typedtext.fields import TypedTextField


@pytest.mark.parametrize(
    "character", ["\x00", "\x01", "\x07", "\x0b", "\x0c", "\x1b", "\x7f", "\x85", "\x9f", "\ud800"]
)
def test_control_characters_and_surrogates_are_forbidden(character):
    assert forbidden(character)
    assert problem(f"Ann{character}") is not None


@pytest.mark.parametrize("character", ["\t", "\n", "\r", " ", "é", "\u200b", "🂡", "あ"])
def test_tabs_line_ends_and_everything_printable_are_allowed(character):
    assert not forbidden(character)
    assert problem(f"Ann{character}") is None


def test_the_problem_names_the_character():
    assert problem("Ann\x07") == "This text holds an invisible control character (U+0007): remove it."


def test_one_line_is_composed_single_spaced_and_trimmed_of_invisible_ends():
    assert clean_line("\u200b Rene\u0301\t  and\n Ann\u200b\ufeff ") == "René and Ann"
    assert clean_line("a\u200db") == "a\u200db"  # a joiner inside a word (an emoji sequence, Persian) stays


def test_several_lines_keep_their_breaks():
    assert clean_text("  one\r\n\ttwo\n\n ") == "one\r\n\ttwo"


@pytest.mark.parametrize(
    ("typed", "key"),
    [("ANN", "ann"), ("Ａｎｎ", "ann"), ("A\u200bnn", "ann"), ("ß", "ss"), ("ﬃ", "ffi"), ("İ", "i\u0307"), ("①", "1")],
)
def test_folded_spells_out_drops_the_invisible_and_folds_case(typed, key):
    assert folded(typed) == key


@pytest.mark.parametrize(
    ("one", "other"), [("Ann", "\u0410nn"), ("Ann", "ΑΝΝ"), ("Ian", "lan"), ("Olga", "0lga"), ("Emma", "Ernma")]
)
def test_names_a_reader_cannot_tell_apart_have_one_skeleton(one, other):
    assert skeleton(one) == skeleton(other)


@pytest.mark.parametrize(("one", "other"), [("Ann", "Anna"), ("Ann", "Анн"), ("ian", "lan"), ("René", "Rene")])
def test_names_that_look_different_have_different_skeletons(one, other):
    assert skeleton(one) != skeleton(other)


def test_the_field_measures_the_length_after_normalising():
    field = TypedTextField(max_length=3)
    assert field.clean("  a   b ") == "a b"
    assert field.clean("e\u0301e\u0301e\u0301") == "ééé"  # six code points typed, three kept
    with pytest.raises(forms.ValidationError):
        field.clean("abcd")


def test_the_field_refuses_a_control_character_with_a_readable_message():
    with pytest.raises(forms.ValidationError) as refused:
        TypedTextField().clean("Ann\x00")
    assert refused.value.messages == ["This text holds an invisible control character (U+0000): remove it."]


def test_the_field_refuses_a_name_whose_folded_form_is_too_long():
    field = TypedTextField(max_length=60, folded_max_length=240)
    assert field.clean("ß" * 60) == "ß" * 60
    with pytest.raises(forms.ValidationError, match="at most 240 letters"):
        field.clean("ﷺ" * 14)
