"""Invariants of the engine over every preset and every seating of every registered family, with house
rules drawn from the ranges each family documents for them (`house_settings`), starting totals carried
over from paper, and counts up to a few per side, so that two sides together pass what the decks hold
(hypothesis).

The game-state property works the sheet out a second way, from the rules' own numbers as each family's
tests read them (tests/families.py: the meld table, the meld minimums, the target): each side's next
initial meld, the deal that ended the game, its final totals and its winner. No test here names a
family. The suite runs MELD_PROPERTY_EXAMPLES examples of each (100 by default, so it stays fast); set
it higher for a long run:

    MELD_PROPERTY_EXAMPLES=2000 make test ARGS="tests/rules/test_properties.py"
"""

import os

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from rules.catalog import FAMILIES, FAMILY_OF, VARIANTS
from rules.core import house
from rules.core.cards import points_step
from rules.core.deal import check_deal, complete_tally, score_deal
from rules.core.rules import Rules
from rules.core.settings import Part
from rules.core.state import Tallied
from rules.core.tally import WENT_OUT, Kind
from tests import examples
from tests.families import expected

PROPERTY = settings(
    max_examples=int(os.environ.get("MELD_PROPERTY_EXAMPLES") or examples(100)),
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)
TABLES = [rules for variant in VARIANTS.values() for rules in variant.tables]
# Drawn family by family, so a family of few presets (Kalooki) comes up as often as the canastas.
BY_FAMILY = [[rules for variant in family.presets for rules in variant.tables] for family in FAMILIES]


def test_every_preset_and_seating_is_drawn_from():
    assert {rules.variant for rules in TABLES} == set(VARIANTS)
    assert sorted(map(repr, TABLES)) == sorted(repr(rules) for family in BY_FAMILY for rules in family)


def part_values(part: Part) -> st.SearchStrategy:
    """A value the panel's input takes: the preset's, or any in the part's documented range."""
    if part.flag:
        return st.booleans()
    drawn = st.integers(part.low, part.high)
    return drawn if part.value is None else st.one_of(st.just(part.value), drawn)


@st.composite
def house_rules(draw, preset: Rules) -> Rules:
    """The preset with a few of its house rules set to values drawn from their ranges, as the panel
    gathers them; rules that do not fit together are refused with messages, never with a crash."""
    editable = house.settings_for(preset)
    chosen = draw(st.lists(st.sampled_from(editable), max_size=3, unique_by=lambda setting: setting.key))
    overrides = {}
    for setting in chosen:
        values = {part.name: draw(part_values(part)) for part in setting.parts(preset)}
        overrides[setting.key] = setting.gather(preset, values)
    problems = house.validate(preset, overrides)  # values in range, yet steps that do not rise ...
    if problems:
        assert all(problem.message and problem.field in overrides for problem in problems)
        return preset
    try:
        rules = house.apply(preset, overrides)
    except house.HouseRulesError as error:
        assert error.problems
        return preset
    assert house.apply(preset, house.diff(preset, rules)) == rules  # what a game stores gives them back
    return rules


@st.composite
def tables(draw) -> Rules:
    return draw(house_rules(draw(st.sampled_from(draw(st.sampled_from(BY_FAMILY))))))


@st.composite
def tallies(draw, rules: Rules) -> list[dict]:
    """One deal's tallies as the form sends them: counts, card points in the game's steps, flags."""
    step = points_step(rules.cards)
    sides = range(rules.seating.sides)
    goes_out = draw(st.sampled_from([*sides] if rules.one_goes_out else [None, *sides]))  # no more than one
    deal = []
    for side in sides:
        tally = {}
        for field in rules.fields():
            if field.key == WENT_OUT:
                tally[field.key] = side == goes_out
            elif field.kind is Kind.FLAG:
                tally[field.key] = draw(st.booleans())
            elif field.kind is Kind.POINTS:
                tally[field.key] = draw(st.integers(0, 60)) * step
            else:  # up to a few, so that the deck limits of two sides together come up too
                tally[field.key] = draw(st.integers(0, 4))
        deal.append(tally)
    return deal


@PROPERTY
@given(st.data())
def test_a_deal_is_refused_on_named_fields_or_scored_line_by_line_as_entered_in_every_game(data):
    rules = data.draw(tables())
    deal = data.draw(tallies(rules))
    keys = {field.key for field in rules.fields()}
    problems = check_deal(rules, deal)
    for problem in problems:  # each beside its side's field on the form, or about the deal as a whole
        assert problem.message and (problem.side is None or 0 <= problem.side < rules.seating.sides)
        assert problem.field is None or problem.field in keys
    if problems:
        return
    for tally, score in zip(deal, score_deal(rules, deal), strict=True):
        for line in score.lines:  # "Red threes ×3": a line that counts an entry counts what was entered
            assert line.label
            if line.key in keys and line.count:
                assert line.count == tally[line.key], line


def family_of(rules: Rules):
    return expected(FAMILY_OF[rules.variant])


def points(requirement) -> int | None:
    """A requirement's points; None where the game has no initial meld."""
    return None if requirement is None else requirement.points


@st.composite
def games(draw):
    """Rules, starting totals carried over from paper (and, in a game of set deals, the deals played
    there), and the scores of the deals entered after them."""
    rules = draw(tables())
    sides = rules.seating.sides
    paper = 0
    if rules.deals is not None:  # a game of set deals: any totals, and deals on paper (all of them: over)
        paper = draw(st.integers(0, rules.deals))
        starts = draw(st.lists(st.integers(-2000, 20_000), min_size=sides, max_size=sides))
    elif rules.lowest_wins:  # penalty points: from 0, up to the limit
        starts = draw(st.lists(st.integers(0, rules.target), min_size=sides, max_size=sides))
    else:
        starts = draw(st.lists(st.integers(-3000, rules.target - 1), min_size=sides, max_size=sides))
    low, high = (0, rules.target // 3) if rules.lowest_wins else (-1500, 4000)
    scores = st.lists(st.integers(low, high), min_size=sides, max_size=sides)
    deals, totals = [], list(starts)
    for deal in draw(st.lists(scores, max_size=12)):
        side = draw(st.integers(0, sides - 1))
        exact = rules.target - totals[side] if rules.target is not None else None
        if exact is not None and low <= exact and draw(st.booleans()):  # a total lands on the target itself
            deal[side] = exact
        deals.append(deal)
        totals = [total + score for total, score in zip(totals, deal, strict=True)]
    return rules, starts, paper, deals


def on_the_line(rules: Rules) -> tuple:
    """A game of this table in which side 1 lands on the target exactly (or, in a game of set deals,
    plays the last deal), to begin the search at the boundary."""
    sides = rules.seating.sides
    if rules.target is None:
        return rules, [0] * sides, rules.most_deals - 1, [[10] * sides]
    return rules, [rules.target - 10] + [0] * (sides - 1), 0, [[10] + [0] * (sides - 1), [1] * sides]


def at_the_target(rules: Rules) -> tuple:
    """Every side but the last begins on the target itself, carried over from paper."""
    sides = rules.seating.sides
    return rules, [rules.target or 0] * (sides - 1) + [0], 0, []


def at_the_boundaries(test):
    """The property's examples: every preset's usual table on the line and at the target."""
    for variant in VARIANTS.values():
        test = example(on_the_line(variant.default))(example(at_the_target(variant.default))(test))
    return test


@PROPERTY
@given(games())
@at_the_boundaries
def test_the_sheet_gives_each_side_its_next_initial_meld_and_ends_the_game_where_the_rules_say(game):
    rules, starts, paper, deals = game
    family = family_of(rules)
    empty = complete_tally(rules, {})
    state = rules.state(starts, [[Tallied(empty, score) for score in deal] for deal in deals], paper)
    sums = [
        tuple(start + sum(deal[side] for deal in deals[:n]) for side, start in enumerate(starts))
        for n in range(len(deals) + 1)
    ]
    assert [row.totals for row in state.rows] == sums[1:]
    assert state.totals == sums[-1]
    ended = family.ended_at(rules, paper, sums)
    assert state.ended_at == ended
    following = paper + len(deals) + 1
    assert [points(need) for need in state.next_requirements] == [
        family.initial_meld(rules, total, following) for total in state.totals
    ]
    for row, before in zip(state.rows, sums, strict=False):  # each deal's meld from the totals before it
        number = paper + row.number
        assert [points(need) for need in row.requirements] == [
            family.initial_meld(rules, total, number) for total in before
        ]
        assert row.after_end == (ended is not None and row.number > ended)
    if ended is None:
        assert (state.final_totals, state.winner, state.finished) == (None, None, False)
    else:
        assert state.final_totals == sums[ended] and state.finished
        assert state.winner == family.winner(rules, sums[ended])
