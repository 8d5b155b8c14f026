"""Small helpers for the preset tests: a complete tally, a breakdown by key, the checks' messages."""

from rules.core.deal import check_deal, score_deal
from rules.core.requirement import Requirement
from rules.families.canasta.scoring import requirement


def tally(rules, **entries):
    return rules.complete(entries)


def lines(score):
    return {line.key: line.points for line in score.lines}


def score(rules, **entries):
    return rules.score(tally(rules, **entries))


def messages(rules, *tallies):
    """What the deal form says of a deal entered now (its entry checks too)."""
    return [problem.message for problem in check_deal(rules, list(tallies))]


def deal(rules, *tallies):
    return [side.total for side in score_deal(rules, [tally(rules, **t) for t in tallies])]


def needs(rules, total) -> Requirement:
    return requirement(rules, total, 1)
