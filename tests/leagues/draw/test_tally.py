"""The checker: what rounds count, and what they cost."""

from leagues.draw.shapes import Format, Round, Table
from leagues.draw.tally import MEETING, OPPONENT, PARTNER, least_cost, tally

TWO_ROUNDS = (
    Round((Table(((1, 2), (3, 4))),), sitting_out=(5,)),
    Round((Table(((5, 1), (2, 3))),), sitting_out=(4,)),
)


def test_a_tally_counts_partners_opponents_games_sitting_out_and_first_deals():
    counts = tally(TWO_ROUNDS)
    assert counts.partners == {(1, 2): 1, (3, 4): 1, (1, 5): 1, (2, 3): 1}
    assert counts.opponents == {(1, 3): 2, (1, 4): 1, (2, 3): 1, (2, 4): 1, (2, 5): 1, (3, 5): 1, (1, 2): 1}
    assert counts.meetings(1, 2) == 2 and counts.meetings(4, 5) == 0
    assert counts.games == {1: 2, 2: 2, 3: 2, 4: 1, 5: 1}
    assert counts.sat_out == {5: 1, 4: 1}
    assert counts.first_deals == {1: 1, 5: 1}


def test_the_cost_sums_the_squares_of_each_pairs_counts():
    def cost(p: int, o: int) -> int:
        return PARTNER * p * p + OPPONENT * o * o + MEETING * (p + o) ** 2

    # (1, 2) and (2, 3) partnered once and opposed once, (1, 3) opposed twice, (1, 5) and (3, 4)
    # partnered once, four pairs opposed once, (4, 5) never met
    expected = 2 * cost(1, 1) + cost(0, 2) + 2 * cost(1, 0) + 4 * cost(0, 1)
    assert tally(TWO_ROUNDS).cost([1, 2, 3, 4, 5]) == expected == 518
    assert tally(TWO_ROUNDS).cost([4, 5]) == 0  # only the players named count


def test_the_least_cost_spreads_every_kind_of_meeting_evenly():
    # 5 players, 2 rounds of one table of two partnerships: 4 partnerships and 8 oppositions over 10 pairs
    assert least_cost(5, 2, Format(4, 2)) == PARTNER * 4 + OPPONENT * 8 + MEETING * (8 * 1 + 2 * 4)
    assert least_cost(9, 4, Format(3, 1)) == (OPPONENT + MEETING) * 36  # 36 meetings, one for each pair
    assert tally(TWO_ROUNDS).cost([1, 2, 3, 4, 5]) > least_cost(5, 2, Format(4, 2))
