"""Invariants of the engine over many generated deals and games (hypothesis)."""

from hypothesis import given
from hypothesis import strategies as st

from rules.core import deal as engine
from rules.core.cards import points_step
from rules.core.state import Tallied
from rules.core.tally import RED_THREES
from rules.families.canasta.presets import CANASTAS, CLASSIC_CANASTA
from rules.families.canasta.scoring import meld_requirement, score_side
from tests.rules.test_properties import PROPERTY, house_rules

RULES = CLASSIC_CANASTA.default
points = st.integers(min_value=0, max_value=100).map(lambda n: n * 5)

tallies = st.fixed_dictionaries(
    {
        "natural_canastas": st.integers(0, 3),
        "mixed_canastas": st.integers(0, 3),
        "red_threes": st.integers(0, 2),
        "went_out": st.booleans(),
        "concealed": st.booleans(),
        "melded_points": points,
        "hand_points": points,
    }
).map(lambda t: {**t, "concealed": t["concealed"] and t["went_out"]})


def reference_score(t: dict) -> int:
    """The scoring paragraph of the rules, written out once more by hand."""
    melded = t["melded_points"] > 0 or t["natural_canastas"] + t["mixed_canastas"] > 0
    red = {0: 0, 1: 100, 2: 200, 3: 300, 4: 800}[t["red_threes"]]
    out = (200 if t["concealed"] else 100) if t["went_out"] else 0
    return (
        500 * t["natural_canastas"]
        + 300 * t["mixed_canastas"]
        + (red if melded else -red)
        + out
        + t["melded_points"]
        - t["hand_points"]
    )


@given(tallies)
def test_a_score_is_the_sum_of_its_breakdown_and_matches_the_rules(tally):
    score = score_side(RULES, RULES.complete(tally))
    assert score.total == sum(line.points for line in score.lines)
    assert score.total == reference_score(tally)


@given(tallies)
def test_one_more_canasta_adds_exactly_its_bonus(tally):
    for kind in RULES.canastas:
        more = {**tally, kind.key: tally[kind.key] + 1, "melded_points": tally["melded_points"] + 35}
        gained = score_side(RULES, RULES.complete(more)).total - score_side(RULES, RULES.complete(tally)).total
        red = RULES.red_three_scores[tally["red_threes"]]
        was_melded = tally["melded_points"] > 0 or tally["natural_canastas"] + tally["mixed_canastas"] > 0
        assert gained == kind.bonus + 35 + (0 if was_melded else 2 * red)


@given(st.lists(st.lists(st.integers(-2000, 3000).map(lambda n: n * 5), min_size=2, max_size=2), max_size=30))
def test_totals_are_the_sum_of_the_deal_scores(deals):
    state = RULES.state([0, 0], [[Tallied({}, score) for score in deal] for deal in deals])
    assert state.totals == tuple(sum(deal[i] for deal in deals) for i in range(2))
    for row in state.rows:
        assert row.totals == tuple(sum(deal[i] for deal in deals[: row.number]) for i in range(2))


@given(st.integers(-10_000, 20_000), st.integers(0, 5_000))
def test_the_requirement_never_falls_as_the_total_rises(total, rise):
    assert meld_requirement(RULES, total + rise) >= meld_requirement(RULES, total)


# The points of one card of each rank from 4 to ace (seed 002), cheapest first, and of a 2.
RANK_POINTS = (5, 5, 5, 5, 10, 10, 10, 10, 10, 10, 20)
TWO = 20


def least_melded(tally: dict) -> int:
    """A side's canastas at their cheapest (seeds 000 and 002): one per rank, natural ones 7 cards on the
    cheapest ranks, then mixed ones 6 natural cards and a 2 each."""
    natural, mixed = tally["natural_canastas"], tally["mixed_canastas"]
    return (
        sum(7 * points for points in RANK_POINTS[:natural])
        + sum(6 * points for points in RANK_POINTS[natural : natural + mixed])
        + TWO * mixed
    )


@given(tallies, tallies)
def test_a_deal_within_the_limits_passes_the_checks_unless_both_went_out(we, they):
    problems = engine.check_deal(RULES, [we, they])
    fields = {(p.side, p.field) for p in problems}
    expected = set()
    if we["went_out"] and they["went_out"]:
        expected.add((1, "went_out"))
    for side, tally in enumerate([we, they]):
        if tally["went_out"] and tally["natural_canastas"] + tally["mixed_canastas"] < 1:
            expected.add((side, "went_out"))
        if tally["melded_points"] < least_melded(tally):
            expected.add((side, "melded_points"))
    if we["melded_points"] + we["hand_points"] + they["melded_points"] + they["hand_points"] > 1180:
        last = they if they["melded_points"] or they["hand_points"] else we
        expected.add((1 if last is they else 0, "melded_points" if last["melded_points"] else "hand_points"))
    assert fields == expected


# Every canasta at every seating, with house rules drawn from the ranges the family documents.
EVERY_TABLE = [rules for variant in CANASTAS for rules in variant.tables]


@PROPERTY
@given(st.data())
def test_red_threes_score_their_schedule_up_to_every_count_the_decks_hold(data):
    rules = data.draw(house_rules(data.draw(st.sampled_from(EVERY_TABLE))))
    most = rules.max_red_threes
    assert len(rules.red_three_scores) == most + 1
    melded = {"melded_points": data.draw(st.integers(1, 20)) * points_step(rules.cards)}

    others = [{}] * (rules.seating.sides - 1)

    def red_line(count: int) -> int:
        tallies = [{**melded, RED_THREES: count}, *others]
        assert not [p for p in engine.check_deal(rules, tallies) if p.field == RED_THREES], count
        lines = [line for line in engine.score_deal(rules, tallies)[0].lines if line.key == RED_THREES]
        return lines[0].points if lines else 0

    points = [red_line(count) for count in range(most + 1)]
    schedule = rules.red_three_scores
    assert points[0] == 0  # no red threes, no line
    # Every count scores its own item of the schedule, all with the one sign the side's threes have
    # (for, against, or nothing: `three_signs`, a house rule too).
    assert any(points[1:] == [sign * score for score in schedule[1:]] for sign in (1, 0, -1)), points
    one_more = [{**melded, RED_THREES: most}, {RED_THREES: 1}, *others[1:]]
    assert any(problem.field == RED_THREES for problem in engine.check_deal(rules, one_more))
