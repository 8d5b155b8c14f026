"""The night's ranking, on any lines (hypothesis): ranks follow the share of the games played won (a draw a
half), then the tie-break per game, the family's way round; equal lines share a rank; the marks say what the
tie-break did. And the review's evening (finding 6): a player the draw made sit out is not pushed down."""

from fractions import Fraction

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
@example([(1, 1, 0, 1, 0), (1, 1, 1, 1, 0)], False)  # as many won, in fewer games: ahead, and no mark
def test_ranks_follow_wins_then_the_tie_break_and_equal_lines_share(rows, lowest_wins):
    order = ranked(made(rows), lowest_wins)

    def key(line):
        per_game = Fraction(line.points if lowest_wins else -line.difference, line.games) if line.games else 0
        return (not line.games, -(line.score / line.games if line.games else 0), per_game)

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
        level = [other for other in played if other is not line and key(other)[1] == key(line)[1]]
        assert line.shared == any(key(other) == key(line) for other in level)
        assert line.decided == any(key(other) != key(line) for other in level)


def line(name, won, drawn, lost, difference, points=0):
    return NightLine(Player(name=name), won + drawn + lost, won, drawn, lost, points, difference)


def test_a_player_the_draw_made_sit_out_ranks_by_the_share_of_the_games_played():
    """The review's evening: Hiro sat a round out and scored 1.5 of 2 games (75 %); Jun 1.5 of 3 (50 %) ranked
    above him by games won. Mo, a late arrival, 1 of 2 (50 %), ranked below Frank and Ben, 1.5 of 3 (50 %)."""
    order = ranked(
        [
            line("Jun", 1, 1, 1, 600),
            line("Hiro", 1, 1, 0, 300),
            line("Frank", 1, 1, 1, -300),
            line("Ben", 1, 1, 1, -900),
            line("Mo", 1, 0, 1, 0),
        ],
        lowest_wins=False,
    )
    assert [(row.player.name, row.rank) for row in order] == [
        ("Hiro", 1),
        ("Jun", 2),
        ("Mo", 3),
        ("Frank", 4),
        ("Ben", 5),
    ]
    assert order[0].percent == 75 and order[1].percent == 50
    # Mo's 0 a game is above Frank's -100 a game: the tie-break is per game played too.
    assert (order[2].difference_per_game, order[3].difference_per_game) == (0, -100)


def test_only_the_players_the_tie_break_placed_carry_its_mark():
    """Level on games won but not on the share: placed by the share, no mark (the review counted 10 marks in 13
    rows). Level on the share and apart on the tie-break: both marked. Level on both: a shared rank, no mark."""
    order = ranked(
        [
            line("Ann", 2, 0, 0, 900),
            line("Ben", 2, 0, 1, 500),
            line("Cy", 1, 0, 1, 100),
            line("Di", 1, 0, 1, -100),
            line("Eve", 0, 0, 2, -400),
            line("Fay", 0, 0, 1, -200),
        ],
        lowest_wins=False,
    )
    marked = {row.player.name: (row.rank, row.shared, row.decided) for row in order}
    assert marked == {
        "Ann": (1, False, False),
        "Ben": (2, False, False),
        "Cy": (3, False, True),
        "Di": (4, False, True),
        "Eve": (5, True, False),
        "Fay": (5, True, False),
    }
