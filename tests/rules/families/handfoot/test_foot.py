"""Hand and Foot, seed 003: red threes laid down count against a side that had not picked up its foot."""

from dataclasses import replace

from .test_hand_and_foot import BICYCLE, OUT, RULES, problems, score


def test_red_threes_laid_down_count_against_a_side_that_had_not_picked_up_its_foot():
    """Seed 003: "あなたが「足」をつかむ前に対戦相手が「外出」し、赤の3が存在する場合、その3はあなたに対して
    カウントされます". A deal scored by hand: side A goes out with 2 clean (1,000), 2 dirty (600) and a wild
    book (1,500), 2 red threes (200), going out 100 and 420 melded: 3,820. Side B, still in its hands, has
    a clean book (500), a red three laid down that now counts −100, one in hand (−100), 150 melded and 230
    left: 220 (it would be 420 had it reached its foot)."""
    a = {**OUT, "red_threes": 2, "melded_points": 420}
    b = {"clean_books": 1, "red_threes": 1, "red_threes_in_hand": 1, "no_foot": True, "melded_points": 150}
    b["hand_points"] = 230
    assert problems(RULES, a, b) == []
    assert [score(RULES, **tally) for tally in (a, b)] == [3820, 220]
    assert score(RULES, **{**b, "no_foot": False}) == 420


def test_a_side_that_went_out_had_reached_its_foot():
    assert problems(RULES, {**OUT, "no_foot": True}, {}) == [
        (0, "no_foot", "A side that went out had picked up its foot.")
    ]


def test_bicycle_has_no_such_rule_and_a_house_rule_adds_it():
    assert "no_foot" not in [field.key for field in BICYCLE.fields()]
    assert "no_foot" in [field.key for field in replace(BICYCLE, red_threes_against_without_foot=True).fields()]
