"""Adjustments (rules.core.adjustments): extra lines of points with a reason, scored and checked
through the engine's entry points (rules.core.deal) for any family."""

import pytest

from rules.core import adjustments
from rules.core.deal import check_deal, complete_tally, score_deal
from rules.families.canasta.presets import CLASSIC_CANASTA

RULES = CLASSIC_CANASTA.default
PLAIN = {"natural_canastas": 1, "melded_points": 120}


def side_score(rules, tally):
    return score_deal(rules, [tally])[0]


def test_adjustments_are_lines_of_the_breakdown_and_count_in_the_score():
    tally = {**PLAIN, "adjustments": [{"points": 100, "reason": "exact cut"}, {"points": -30, "reason": "Slow play"}]}
    score = side_score(RULES, tally)
    assert [(line.label, line.points) for line in score.lines[-2:]] == [("Exact cut", 100), ("Slow play", -30)]
    assert score.total == 500 + 120 + 100 - 30


def test_a_tally_without_adjustments_scores_as_the_family_says():
    assert side_score(RULES, PLAIN) == RULES.score(complete_tally(RULES, PLAIN))


@pytest.mark.parametrize(
    ("key", "label", "points"),
    [
        ("exact cut", "Exact cut", 100),
        ("illegal pile", "Taking the pile illegally", -50),
        ("out without permission", "Going out without permission", -100),
        ("undeclared red three", "Undeclared red three", -500),
    ],
)
def test_the_common_reasons_of_canasta_have_fixed_keys_and_usual_points(key, label, points):
    reason = next(reason for reason in RULES.adjustment_reasons if reason.key == key)
    assert (str(reason.label), reason.points) == (label, points)
    assert adjustments.label(RULES.adjustment_reasons, key) == label


def test_complete_keeps_the_adjustments():
    tally = complete_tally(RULES, {"adjustments": [{"points": 5, "reason": "x"}]})
    assert tally["adjustments"] == [{"points": 5, "reason": "x"}]
    assert tally["went_out"] is False


def test_complete_leaves_out_an_empty_list():
    assert "adjustments" not in complete_tally(RULES, {"adjustments": []})


@pytest.mark.parametrize(
    ("adjustments", "message"),
    [
        ([{"points": 1.5, "reason": "x"}], "An adjustment is a whole number of points up to ±100,000."),
        ([{"points": True, "reason": "x"}], "An adjustment is a whole number of points up to ±100,000."),
        ([{"points": 100_001, "reason": "x"}], "An adjustment is a whole number of points up to ±100,000."),
        ([{"points": 10, "reason": " "}], "An adjustment needs a reason."),
        ([{"points": 10}], "An adjustment needs a reason."),
        ([{"points": 10, "reason": "x" * 61}], "A reason has at most 60 characters."),
        ([{"points": 10, "reason": "x", "who": "Ann"}], "An adjustment has “points” and a “reason”, nothing else."),
        ([{"points": 1, "reason": "x"}] * 11, "At most 10 adjustments per side."),
        ("exact cut", "Adjustments must be a list of points with a reason."),
    ],
)
def test_bad_adjustments_are_refused_on_their_side(adjustments, message):
    problems = check_deal(RULES, [PLAIN, {**PLAIN, "adjustments": adjustments}])
    assert (problems[0].message, problems[0].side, problems[0].field) == (message, 1, "adjustments")


def test_adjustments_at_every_limit_are_taken():
    """As many adjustments as a side may have, of the most points either way, with the longest reasons."""
    reason = "x" * adjustments.MOST_REASON
    most = [{"points": adjustments.MOST_POINTS, "reason": reason}] * (adjustments.MOST_ADJUSTMENTS - 1)
    most.append({"points": -adjustments.MOST_POINTS, "reason": reason})
    assert check_deal(RULES, [PLAIN, {**PLAIN, "adjustments": most}]) == []
    assert side_score(RULES, {**PLAIN, "adjustments": most}).total == 500 + 120 + 8 * adjustments.MOST_POINTS


def test_each_bad_adjustment_has_its_own_message():
    bad = [{"points": 10, "reason": "x", "who": "Ann"}, {"points": 10}]
    problems = check_deal(RULES, [PLAIN, {**PLAIN, "adjustments": bad}])
    assert [(problem.message, problem.side) for problem in problems] == [
        ("An adjustment has “points” and a “reason”, nothing else.", 1),
        ("An adjustment needs a reason.", 1),
    ]


def test_the_familys_checks_still_run_on_the_rest():
    problems = check_deal(RULES, [{"went_out": True, "adjustments": [{"points": 100, "reason": "exact cut"}]}, {}])
    assert [problem.message for problem in problems] == ["Going out needs at least 1 canasta."]
