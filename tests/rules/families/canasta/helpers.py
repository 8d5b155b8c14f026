"""Small helpers for the preset tests: a complete tally, a breakdown by key, the checks' messages."""

from rules.core.deal import score_deal
from rules.core.requirement import Requirement
from rules.families.canasta.scoring import requirement


def tally(rules, **entries):
    return rules.complete(entries)


def lines(score):
    return {line.key: line.points for line in score.lines}


def score(rules, **entries):
    return rules.score(tally(rules, **entries))


def messages(rules, *tallies):
    return [problem.message for problem in rules.check(list(tallies))]


def deal(rules, *tallies):
    return [side.total for side in score_deal(rules, [tally(rules, **t) for t in tallies])]


def needs(rules, total) -> Requirement:
    return requirement(rules, total)
