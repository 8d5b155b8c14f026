"""Hand and Foot's line on the start page: how a game at the table goes, read from its numbers."""

from django.utils import translation

from rules.core import house
from rules.families.handfoot.presets import HAND_AND_FOOT

RULES = HAND_AND_FOOT.default


def test_the_start_page_summary_reads_the_numbers():
    assert RULES.summary() == (
        "4 deals, initial meld 50, 90, 120, 150 · 13-card hand and 13-card foot · 5 decks · "
        "to go out: 2 clean books, 2 dirty books and 1 wild book"
    )


def test_the_start_page_summary_separates_the_minimums_the_japanese_way():
    with translation.override("ja"):
        summary = RULES.summary()
    assert "・".join(str(points) for points in RULES.meld_minimums) in summary


def test_a_game_that_needs_no_book_to_go_out_says_so():
    rules = house.apply(RULES, {"clean_books_to_go_out": 0, "dirty_books_to_go_out": 0, "wild_books_to_go_out": 0})
    assert rules.summary().endswith(" · to go out: no books")
    with translation.override("ja"):
        assert rules.summary().endswith("ブック不要")
