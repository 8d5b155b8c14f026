"""The small words every family's lines are made of, in both languages."""

from django.utils.translation import override

from rules.core.words import dot, grouped, joined, listed, signed


def test_short_notes_side_by_side_are_joined_by_the_languages_mark_and_empty_ones_left_out():
    assert dot() == " · "
    assert joined("Knocked out", "", "Chips +3") == "Knocked out · Chips +3"
    assert joined("", "") == ""
    with override("ja"):
        assert dot() == "・"
        assert joined("脱落", "チップ +3") == "脱落・チップ +3"


def test_a_list_in_words_in_both_languages():
    assert [listed(items) for items in (["a"], ["a", "b"], ["a", "b", "c"])] == ["a", "a and b", "a, b and c"]
    with override("ja"):
        assert listed(["赤", "青", "黒"]) == "赤、青、黒"


def test_numbers_are_grouped_and_changes_signed():
    assert [grouped(value) for value in (0, 999, 1500, -12000)] == ["0", "999", "1,500", "-12,000"]
    assert [signed(value) for value in (12, -3, 0)] == ["+12", "−3", "0"]
