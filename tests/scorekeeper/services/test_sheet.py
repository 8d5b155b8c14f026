"""The read side of a game: the deals a sheet shows and where the game stood before them."""

import pytest

from scorekeeper.services.sheet import load_sheet

pytestmark = pytest.mark.django_db

OUT = {"natural_canastas": 1, "went_out": True, "melded_points": 100}


def test_a_window_past_the_last_deal_reads_no_deal_and_keeps_the_totals(make_game):
    """As when deals are deleted between a page counting them and reading them."""
    game = make_game(deals=[[OUT, {}], [{}, OUT]])
    sheet = load_sheet(game, first=4)
    assert sheet.deals == []
    assert [total for _side, total in sheet.earlier] == [700, 700]
