"""Changes during the evening: the rounds still to play are drawn again after a late arrival or a
departure, the rounds played are kept and counted, and the evening stays balanced."""

from itertools import combinations

import pytest
from hypothesis import assume, example, given, settings
from hypothesis import strategies as st

from leagues.draw.night import draw, redraw
from leagues.draw.shapes import DrawError, Format, Round, Table
from leagues.draw.tally import tally
from tests import examples
from tests.leagues.draw.conftest import assert_seats_everyone_once, assert_sitting_out_is_shared

FORMATS = [Format(4, 2), Format(6, 3), Format(4, 1), Format(3, 1), Format(5, 1)]


@st.composite
def changed_evenings(draw_, forms=FORMATS):
    """An evening drawn for some players, some rounds played, then arrivals and departures."""
    form = draw_(st.sampled_from(forms))
    first = draw_(st.lists(st.integers(0, 99), min_size=form.table_size, max_size=16, unique=True))
    leaving = draw_(st.lists(st.sampled_from(first), max_size=3, unique=True))
    arriving = draw_(st.lists(st.integers(100, 199), max_size=3, unique=True))
    later = [player for player in first if player not in leaving] + arriving
    if len(later) < form.table_size:
        later = first + arriving
    played = draw_(st.integers(1, 3))
    still = draw_(st.integers(1, 3))
    return form, first, later, played, still, draw_(st.integers(0, 2**32))


@settings(max_examples=examples(20), deadline=None)
@given(changed_evenings())
def test_a_redraw_seats_who_is_present_keeps_the_rounds_played_and_shares_sitting_out(evening):
    form, first, later, played, still, seed = evening
    before = draw(first, played + still, form, seed)
    kept = before.rounds[:played]
    after = redraw(kept, later, still, form, seed + 1)
    assert len(after.rounds) == still
    for drawn in after.rounds:
        assert_seats_everyone_once(drawn, later, form)
    assert before.rounds[:played] == kept  # nothing played is touched
    assert_sitting_out_is_shared([*kept, *after.rounds], [first] * played + [later] * still)


# Found by this property on main (issue 41): two teams of three a table, twelve players, one round played, one
# leaves. Five of the eleven left sit round 2 out, by lot; when three partners of round 1 were among the six who
# played, two of them had to partner again. The redraw now gives a seat to someone on the bench instead.
LEAVER_OF_TWELVE = (Format(6, 3), list(range(12)), list(range(1, 12)), 1, 1, 1)


@settings(max_examples=examples(20), deadline=None)
@given(changed_evenings(forms=[Format(4, 2), Format(6, 3), Format(6, 2)]))
@example(LEAVER_OF_TWELVE)
def test_a_redraw_repeats_no_partner_of_the_rounds_played_while_there_is_room(evening):
    form, first, later, played, still, seed = evening
    # room: over the whole evening each player partners fewer than half of the others
    assume((played + still) * (form.side_size - 1) * 2 <= min(len(first), len(later)) - 1)
    kept = draw(first, played, form, seed).rounds
    after = redraw(kept, later, still, form, seed)
    assert max(tally([*kept, *after.rounds]).partners.values()) == 1


def test_after_one_of_twelve_leaves_two_teams_of_three_are_drawn_with_no_partner_of_round_one():
    form, first, later, played, still, seed = LEAVER_OF_TWELVE
    kept = draw(first, played, form, seed).rounds
    after = redraw(kept, later, still, form, seed)
    assert max(tally([*kept, *after.rounds]).partners.values()) == 1
    assert_sitting_out_is_shared([*kept, *after.rounds], [first] * played + [later] * still)


def test_a_late_arrival_plays_from_the_next_round_and_sits_out_after_those_who_played_every_round():
    played = draw(range(8), 2, Format(4, 2), seed=4).rounds  # two rounds of eight, nobody sitting out
    after = redraw(played, [*range(8), 8], 5, Format(4, 2), seed=4)  # a ninth arrives for round 3
    assert all(8 in drawn.seated for drawn in after.rounds)  # the others sit out first, one a round
    assert sorted(player for drawn in after.rounds for player in drawn.sitting_out) == sorted(
        {player for drawn in after.rounds for player in drawn.sitting_out}
    )
    counts = tally([*played, *after.rounds])
    assert max(counts.partners.values()) == 1


def test_someone_who_leaves_is_out_of_the_next_round_and_the_rest_keep_their_balance():
    played = draw(range(9), 3, Format(4, 2), seed=6).rounds
    after = redraw(played, range(8), 3, Format(4, 2), seed=6)  # player 8 leaves after round 3
    assert all(8 not in drawn.players and not drawn.sitting_out for drawn in after.rounds)
    counts = tally([*played, *after.rounds])
    assert max(counts.partners[pair] for pair in combinations(range(8), 2)) == 1


def test_the_rest_of_a_whist_tournament_is_drawn_again_without_a_repeated_partner():
    plan = draw(range(8), 7, Format(4, 2), seed=1)
    for played in (1, 3, 5):
        after = redraw(plan.rounds[:played], range(8), 7 - played, Format(4, 2), seed=played)
        counts = tally([*plan.rounds[:played], *after.rounds])
        assert all(counts.partners[pair] == 1 for pair in combinations(range(8), 2))


def test_the_organiser_swaps_two_players_by_hand_seated_or_sitting_out():
    drawn = Round((Table(((1, 2), (3, 4))), Table(((5, 6), (7, 8)))), sitting_out=(9,))
    assert drawn.swapped(2, 7) == Round((Table(((1, 7), (3, 4))), Table(((5, 6), (2, 8)))), sitting_out=(9,))
    assert drawn.swapped(9, 1) == Round((Table(((9, 2), (3, 4))), Table(((5, 6), (7, 8)))), sitting_out=(1,))
    with pytest.raises(DrawError, match="player 10 is not in the round"):
        drawn.swapped(1, 10)
