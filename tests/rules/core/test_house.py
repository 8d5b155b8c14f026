"""House rules: every editable number of a preset, applied, compared and checked."""

from dataclasses import dataclass

import pytest
from django.utils.translation import override

from rules.catalog import VARIANTS
from rules.core import house
from rules.core.cards import CardKind
from rules.core.requirement import Requirement
from rules.core.rules import Rules
from rules.core.seating import Seating
from rules.core.settings import MAX_BONUS, MAX_TARGET
from rules.families.canasta.numbers import MeldStep
from rules.families.canasta.presets import BRAZILIAN, CLASSIC_CANASTA
from rules.families.canasta.scoring import meld_requirement
from rules.families.canasta.settings import MeldTable
from rules.families.handfoot.presets import HAND_AND_FOOT, HAND_AND_FOOT_BICYCLE

FOUR = CLASSIC_CANASTA.default
SIX = CLASSIC_CANASTA.rules_for(2, 3)

EVERY_KEY = {
    "target": 7500,
    "canasta_bonuses": {"natural_canastas": 600, "mixed_canastas": 350},
    "going_out_bonus": 200,
    "concealed_bonus": 300,
    "canastas_to_go_out": 2,
    "red_three_scores": [0, 100, 200, 300, 1000],
    "meld_table": [[None, 15], [0, 50], [1500, 90], [3000, 120], [5000, 160]],
    "card_points": {"jokers": 25, "black_threes": 100},
}


def test_every_key_changes_its_number():
    rules = house.apply(FOUR, EVERY_KEY)
    assert rules.target == 7500
    assert [kind.bonus for kind in rules.canastas] == [600, 350]
    assert (rules.going_out_bonus, rules.concealed_bonus, rules.canastas_to_go_out) == (200, 300, 2)
    assert rules.red_three_scores == (0, 100, 200, 300, 1000)
    assert rules.meld_table[-1] == MeldStep(5000, 160)
    assert {kind.key: kind.points for kind in rules.cards}["jokers"] == 25
    assert {kind.key: kind.points for kind in rules.cards}["black_threes"] == 100


def test_the_changed_rules_score_and_require_by_the_new_numbers():
    rules = house.apply(FOUR, EVERY_KEY)
    tally = {
        "natural_canastas": 1,
        "mixed_canastas": 1,
        "red_threes": 4,
        "went_out": True,
        "concealed": True,
        "melded_points": 0,
        "hand_points": 0,
    }
    assert rules.score(tally).total == 600 + 350 + 1000 + 200 + 300
    assert meld_requirement(rules, 5000) == 160


def test_the_diff_of_applied_rules_gives_back_the_overrides():
    assert house.diff(FOUR, house.apply(FOUR, EVERY_KEY)) == EVERY_KEY


def test_the_diff_keeps_only_the_kinds_that_differ():
    rules = house.apply(FOUR, {"canasta_bonuses": {"natural_canastas": 600, "mixed_canastas": 300}})
    assert house.diff(FOUR, rules) == {"canasta_bonuses": {"natural_canastas": 600}}


def test_values_equal_to_the_preset_are_not_a_difference():
    assert house.diff(FOUR, house.apply(FOUR, {"target": 5000, "going_out_bonus": 100})) == {}


def test_no_overrides_are_the_preset_itself():
    assert house.apply(FOUR, {}) is FOUR


def test_house_rules_apply_to_a_seating_with_its_own_numbers():
    rules = house.apply(SIX, {"going_out_bonus": 200})
    assert (rules.target, rules.going_out_bonus, len(rules.red_three_scores)) == (10000, 200, 7)


def test_the_red_three_schedule_has_the_length_of_the_seating():
    problems = house.validate(SIX, {"red_three_scores": [0, 100, 200, 300, 800]})
    assert [problem.message for problem in problems] == ["“red_three_scores” must be a list of 7 whole numbers."]


RISE = "The steps of “Initial meld” must rise from one to the next."


@pytest.mark.parametrize(
    ("overrides", "message"),
    [
        ({"target": 0}, f"“target” must be a whole number from 1 to {MAX_TARGET:,}."),
        ({"target": 1_000_001}, f"“target” must be a whole number from 1 to {MAX_TARGET:,}."),
        ({"target": "5000"}, f"“target” must be a whole number from 1 to {MAX_TARGET:,}."),
        ({"going_out_bonus": -1}, "“going_out_bonus” must be a whole number from 0 to 100,000."),
        ({"going_out_bonus": True}, "“going_out_bonus” must be a whole number from 0 to 100,000."),
        ({"concealed_bonus": 100_001}, "“concealed_bonus” must be a whole number from 0 to 100,000."),
        ({"canastas_to_go_out": 11}, "“canastas_to_go_out” must be a whole number from 0 to 10."),
        (
            {"canasta_bonuses": {"natural_canastas": -5}},
            "“canasta_bonuses.natural_canastas” must be a whole number from 0 to 100,000.",
        ),
        ({"canasta_bonuses": {"wild_canastas": 2000}}, "Unknown house rule “canasta_bonuses.wild_canastas”."),
        ({"canasta_bonuses": 500}, "“canasta_bonuses” must be an object of whole numbers."),
        (
            {"red_three_scores": [0, 100, 200, 300, -1]},
            "“red_three_scores[4]” must be a whole number from 0 to 100,000.",
        ),
        ({"red_three_scores": "800"}, "“red_three_scores” must be a list of 5 whole numbers."),
        ({"card_points": {"jokers": 0}}, "“card_points.jokers” must be a whole number from 1 to 1,000."),
        ({"card_points": {"tens": 10}}, "Unknown house rule “card_points.tens”."),
        ({"meld_table": []}, None),
        ({"meld_table": [[0, 15]]}, None),
        ({"meld_table": [[None, 15], [0]]}, None),
        ({"meld_table": [[None, 15], [0, 50], [0, 90]]}, RISE),
        (
            {"meld_table": [[None, 15], [3000, 50], [1500, 90]]},
            "The steps of “Initial meld” must rise from one to the next.",
        ),
        (
            {"meld_table": [[None, 15], [2_000_000, 50]]},
            "“meld_table[1][0]” must be a whole number from -1,000,000 to 1,000,000.",
        ),
        ({"meld_table": [[None, -15]]}, "“meld_table[0][1]” must be a whole number from 0 to 100,000."),
        ({"bonus": 100}, "Unknown house rule “bonus”."),
    ],
)
def test_values_out_of_range_are_refused_with_a_message_naming_the_key(overrides, message):
    problems = house.validate(FOUR, overrides)
    [key] = overrides
    assert problems and all(problem.field == key for problem in problems)
    if message is None:  # the shape of the meld table
        message = "“meld_table” must be a list of 1 to 12 steps [from total, points], the first [null, points]."
    assert message in [problem.message for problem in problems]
    with pytest.raises(house.HouseRulesError) as refused:
        house.apply(FOUR, overrides)
    assert refused.value.problems == problems


def test_the_error_names_every_problem_in_one_line_for_a_log():
    with pytest.raises(house.HouseRulesError) as refused:
        house.apply(FOUR, {"bonus": 100, "malus": 5})
    assert str(refused.value) == "Unknown house rule “bonus”.; Unknown house rule “malus”."


def test_overrides_must_be_an_object():
    assert house.validate(FOUR, [1, 2]) != []


def test_the_sheet_lines_say_what_changed_and_what_is_usual():
    rules = house.apply(FOUR, {"going_out_bonus": 200, "red_three_scores": [0, 100, 200, 300, 1000]})
    assert house.differences(FOUR, rules) == ["Going out 200 (usual 100)", "Red threes ×4 1,000 (usual 800)"]


def test_the_sheet_lines_name_each_changed_canasta_bonus_and_card_value():
    rules = house.apply(
        FOUR, {"card_points": {"jokers": 25, "black_threes": 100}, "canasta_bonuses": {"natural_canastas": 600}}
    )
    assert house.differences(FOUR, rules) == [
        "Natural canastas 600 (usual 500)",
        "Jokers 25 (usual 50)",
        "Black 3s 100 (usual 5)",
    ]
    with override("ja"):
        assert house.differences(FOUR, rules) == [
            "ナチュラルカナスタ：600点（通常は500点）",
            "ジョーカー：25点（通常は50点）",
            "黒の3：100点（通常は5点）",
        ]


def test_the_sheet_lines_say_yes_or_no_for_a_switched_rule():
    hand_and_foot, bicycle = HAND_AND_FOOT.default, HAND_AND_FOOT_BICYCLE.default
    switched = house.apply(hand_and_foot, {"red_threes_against_without_foot": False})
    assert house.differences(hand_and_foot, switched) == [
        "Red threes count against a side not yet in its foot no (usual yes)"
    ]
    switched = house.apply(bicycle, {"red_threes_against_without_foot": True})
    assert house.differences(bicycle, switched) == [
        "Red threes count against a side not yet in its foot yes (usual no)"
    ]
    with override("ja"):
        [line] = house.differences(bicycle, switched)
    assert line == "フットに進んでいないチームの赤の3はマイナス：はい（通常はいいえ）"


def test_the_sheet_line_of_a_rule_the_preset_does_not_play_says_it_usually_has_none():
    bicycle = HAND_AND_FOOT_BICYCLE.default  # no wild books
    rules = house.apply(bicycle, {"wild_book": 1500})
    assert house.differences(bicycle, rules) == ["Wild book 1,500 (usual none)"]
    with override("ja"):
        assert house.differences(bicycle, rules) == ["ワイルドブック：1,500点（通常はなし）"]


def test_a_meld_table_is_described_step_by_step():
    rules = house.apply(FOUR, {"meld_table": [[None, 15], [0, 50], [3000, 120], [5000, 160]]})
    [line] = house.differences(FOUR, rules)
    assert line == (
        "Initial meld 15 below 0 · 50 from 0 · 120 from 3,000 · 160 from 5,000 "
        "(usual 15 below 0 · 50 from 0 · 90 from 1,500 · 120 from 3,000)"
    )
    with override("ja"):  # never a range: 「0点から60点」 read as "from 0 to 60 points"
        [line] = house.differences(FOUR, rules)
    assert line.startswith("イニシャルメルド：0点未満15点・0点以上50点・3,000点以上120点・5,000点以上160点（通常は")


def test_an_empty_input_of_the_panel_means_the_presets_value():
    values = {part.name: None for setting in house.settings_for(FOUR) for part in setting.parts(FOUR)}
    full = {setting.key: setting.gather(FOUR, values) for setting in house.settings_for(FOUR)}
    assert house.diff(FOUR, house.apply(FOUR, full)) == {}


@dataclass(frozen=True)
class Bonus:
    key: str
    bonus: int


@dataclass(frozen=True)
class Limit:
    points: int  # no key: a house rule could not name it


@dataclass(frozen=True)
class Trick:
    key: str
    name: str  # no points, no bonus: nothing to edit


@dataclass(frozen=True)
class Rummy(Rules):
    """A family that lists no settings: its fields give them."""

    variant: str
    target: int
    jokers_wild: bool
    penalties: tuple[int, ...]
    cards: tuple[CardKind, ...]
    seating: Seating = Seating(2, 1, 10)
    decks: int = 1
    hand_size: int = 10
    melds: tuple[Bonus, ...] = (Bonus("run", 20),)
    extras: tuple[int, ...] = ()
    limits: tuple[Limit, ...] = (Limit(5),)
    tricks: tuple[Trick, ...] = (Trick("swap", "Swap"),)

    def fields(self):
        return ()

    def score(self, tally):
        raise NotImplementedError

    def check(self, tallies):
        return []

    def requirement(self, total, number):
        return Requirement(0)

    def over(self, totals, played):
        return False


RUMMY = Rummy("rummy", 500, True, (10, 20), (CardKind("aces", "Aces", 15, 4),))


def test_a_family_without_a_registry_gets_its_fields_as_house_rules():
    """Not an empty tuple, nor kinds without a key or without points or a bonus: nothing there to edit."""
    assert [setting.key for setting in house.settings_for(RUMMY)] == [
        "target",
        "jokers_wild",
        "penalties",
        "cards",
        "hand_size",
        "melds",
    ]
    overrides = {"target": 1000, "jokers_wild": False, "penalties": [5, 20], "cards": {"aces": 11}}
    rules = house.apply(RUMMY, overrides)
    assert (rules.target, rules.jokers_wild, rules.penalties, rules.cards[0].points) == (1000, False, (5, 20), 11)
    assert house.diff(RUMMY, rules) == overrides


def test_a_generic_setting_is_labelled_from_its_field_and_bounded_by_its_kind():
    """A target of 0 would end a game at once: it starts at 1, other numbers at 0; schedules and the
    points of kinds may be negative (a penalty)."""
    settings = [
        (type(setting).__name__, str(setting.label), setting.low, setting.high) for setting in house.settings_for(RUMMY)
    ]
    assert settings == [
        ("Setting", "Target", 1, MAX_TARGET),
        ("Flag", "Jokers wild", 0, MAX_BONUS),
        ("Schedule", "Penalties", -MAX_BONUS, MAX_BONUS),
        ("Keyed", "Cards", -MAX_BONUS, MAX_BONUS),
        ("Setting", "Hand size", 0, MAX_TARGET),
        ("Keyed", "Melds", -MAX_BONUS, MAX_BONUS),
    ]
    assert [problem.message for problem in house.validate(RUMMY, {"target": 0, "hand_size": 0})] == [
        f"“target” must be a whole number from 1 to {MAX_TARGET:,}."
    ]


def test_a_generic_list_of_kinds_edits_their_points_or_their_bonus():
    rules = house.apply(RUMMY, {"cards": {"aces": 11}, "melds": {"run": 25}})
    assert (rules.cards[0].points, rules.melds) == (11, (Bonus("run", 25),))


def test_a_generic_flag_is_true_or_false():
    [problem] = house.validate(RUMMY, {"jokers_wild": 1})
    assert problem.message == "“jokers_wild” must be true or false."


def test_a_meld_step_that_asks_for_a_canasta_keeps_it_when_the_table_changes():
    """Brazilian: from 7,000 the initial meld is a canasta; changing another step must not lose it."""
    preset = BRAZILIAN.default
    table = MeldTable("meld_table", "Initial meld")
    steps = table.read(preset)
    assert [7000, 0, "canasta"] in steps
    changed = [
        [from_total, 100, *rest] if from_total == 5000 else [from_total, points, *rest]
        for from_total, points, *rest in steps
    ]
    rules = house.apply(preset, {"meld_table": changed})
    assert [step.canasta for step in rules.meld_table] == [step.canasta for step in preset.meld_table]
    assert house.diff(preset, rules) == {"meld_table": changed}


def test_the_panel_keeps_a_steps_canasta_when_its_points_are_edited():
    preset = BRAZILIAN.default
    table = MeldTable("meld_table", "Initial meld")
    values = {part.name: part.value for part in table.parts(preset)}
    values["meld_table__4__points"] = 100  # 5,000 to 6,995: 150 -> 100
    steps = table.gather(preset, values)
    assert [7000, 0, "canasta"] in steps and [9000, 0, "natural"] in steps
    assert [5000, 100] in steps


def test_when_threes_count_against_a_side_is_a_house_rule():
    rules = house.apply(FOUR, {"three_signs": [0, 1]})  # red threes of a side that melded nothing: not counted
    assert rules.three_signs == (0, 1)
    assert house.differences(FOUR, rules) == ["Threes, side that melded nothing 0 (usual -1)"]
    rules = house.apply(FOUR, {"three_signs": [-1, 0]})  # nor for a side that melded
    assert house.differences(FOUR, rules) == ["Threes, side that melded 0 (usual 1)"]
    assert house.validate(FOUR, {"three_signs": [2, 1]})


@pytest.mark.parametrize(
    ("slug", "key", "value"),
    [
        ("bolivia", "black_three_in_hand_points", -200),
        ("cuban", "black_threes_captured_bonus", 200),
        ("brazilian", "short_sequence_points", -500),
        ("modern-american", "unfinished_aces_or_sevens_points", -3000),
        ("modern-american", "garbage_hand_points", 3000),
        ("modern-american", "black_three_scores", [0, 100, 300, 500, 2000]),
        ("british", "acaba_points", 1000),
    ],
)
def test_every_number_of_a_national_preset_is_a_house_rule(slug, key, value):
    preset = VARIANTS[slug].default
    rules = house.apply(preset, {key: value})
    assert house.diff(preset, rules) == {key: value}
    assert house.differences(preset, rules)


def test_the_panel_offers_a_rule_only_to_the_presets_that_play_it():
    shown = {setting.key for setting in house.settings_for(FOUR) if setting.shown(FOUR)}
    american = VARIANTS["modern-american"].default
    shown_american = {setting.key for setting in house.settings_for(american) if setting.shown(american)}
    assert "garbage_hand_points" not in shown and "acaba_points" not in shown
    assert {"garbage_hand_points", "black_three_scores", "three_signs"} <= shown_american
