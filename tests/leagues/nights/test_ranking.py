"""The night's ranking, on any lines (hypothesis): ranks follow games won then the tie-break, the family's way
round; equal lines share a rank; the marks say what the tie-break did."""

from hypothesis import example, given
from hypothesis import strategies as st

from leagues.models import Player
from leagues.services.night_results import NightLine, ranked

lines = st.lists(
    st.tuples(st.integers(0, 4), st.integers(0, 4), st.integers(0, 4), st.integers(-3, 3), st.integers(0, 9)),
    min_size=1,
    max_size=12,
)


def made(rows):
    return [
        NightLine(Player(name=f"P{index:02d}"), won + drawn + lost, won, drawn, lost, points * 100, difference * 50)
        for index, (won, drawn, lost, difference, points) in enumerate(rows)
    ]


@given(lines, st.booleans())
@example([(0, 0, 0, 0, 0), (0, 0, 1, -1, 0)], False)  # no games beside a lost game: no mark
def test_ranks_follow_wins_then_the_tie_break_and_equal_lines_share(rows, lowest_wins):
    order = ranked(made(rows), lowest_wins)

    def key(line):
        return (not line.games, -line.score, line.points if lowest_wins else -line.difference)

    assert [key(line) for line in order] == sorted(key(line) for line in order)
    # Lines equal on both are listed with more games first, then by name.
    assert order == sorted(order, key=lambda line: (*key(line), -line.games, line.player.name))
    played = [other for other in order if other.games]
    for line in order:
        if not line.games:  # shown unranked ("—"): no shared rank, no tie-break mark
            assert not line.shared and not line.decided
            continue
        ahead = [other for other in played if key(other) < key(line)]
        assert line.rank == len(ahead) + 1
        level = [other for other in played if other is not line and other.score == line.score]
        assert line.shared == any(key(other) == key(line) for other in level)
        assert line.decided == any(key(other) != key(line) for other in level)
