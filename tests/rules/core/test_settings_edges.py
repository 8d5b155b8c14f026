"""The edges of the house-rule settings: the first and last number each takes, the longest list, the
panel's inputs read back (a cleared row in the middle, the last row it shows)."""

from rules.core import house
from rules.core.settings import MAX_BONUS, GrowingSchedule
from rules.families.canasta.presets import CLASSIC_CANASTA
from rules.families.canasta.settings import MAX_MELD_STEPS, MeldTable
from rules.families.handfoot.presets import HAND_AND_FOOT

FEET = HAND_AND_FOOT.default
CLASSIC = CLASSIC_CANASTA.default


def minimums() -> GrowingSchedule:
    setting = next(setting for setting in house.settings_for(FEET) if setting.key == "meld_minimums")
    assert isinstance(setting, GrowingSchedule)
    return setting


def messages(rules, overrides) -> list[str]:
    return [problem.message for problem in house.validate(rules, overrides)]


def test_each_meld_minimum_takes_every_whole_number_of_its_range_and_no_other():
    setting = minimums()
    low, high = setting.low, setting.high
    assert messages(FEET, {"meld_minimums": [low, high]}) == []
    assert messages(FEET, {"meld_minimums": [low - 1, 50, high + 1, "90"]}) == [
        f"“meld_minimums[{index}]” must be a whole number from {low:,} to {high:,}." for index in (0, 2, 3)
    ]


def test_a_list_of_meld_minimums_is_one_to_the_most_long():
    setting = minimums()
    assert messages(FEET, {"meld_minimums": [50]}) == []
    assert messages(FEET, {"meld_minimums": [50] * setting.most}) == []
    too_many = f"“meld_minimums” must be a list of 1 to {setting.most} whole numbers."
    assert messages(FEET, {"meld_minimums": [50] * (setting.most + 1)}) == [too_many]
    assert messages(FEET, {"meld_minimums": []}) == [too_many]


def test_the_panel_reads_back_every_minimum_it_can_show_and_drops_the_cleared_ones():
    setting = minimums()
    full = {f"meld_minimums__{index}": 50 + index for index in range(setting.most)}
    assert setting.gather(FEET, full) == [50 + index for index in range(setting.most)]
    assert setting.gather(FEET, {"meld_minimums__0": 60, "meld_minimums__1": None, "meld_minimums__2": 90}) == [60, 90]


def test_a_canasta_bonus_takes_the_highest_number_of_its_range():
    assert messages(CLASSIC, {"canasta_bonuses": {"natural_canastas": MAX_BONUS}}) == []
    assert messages(CLASSIC, {"canasta_bonuses": {"natural_canastas": MAX_BONUS + 1}}) == [
        f"“canasta_bonuses.natural_canastas” must be a whole number from 0 to {MAX_BONUS:,}."
    ]


def test_the_meld_table_panel_keeps_the_steps_after_a_cleared_one_and_the_last_it_shows():
    table = MeldTable("meld_table", "Initial meld")
    values = {part.name: part.value for part in table.parts(CLASSIC)}
    last = max(int(name.split("__")[1]) for name in values)
    values |= {"meld_table__1__from": None, "meld_table__1__points": None}  # a row cleared
    values |= {f"meld_table__{last}__from": 9000, f"meld_table__{last}__points": 200}  # the last row filled
    values["meld_table__0__from"] = 100  # the first step has no "from" input: a forged one is not read
    steps = table.gather(CLASSIC, values)
    usual = table.read(CLASSIC)
    assert steps == [usual[0], *usual[2:], [9000, 200]]


def test_the_meld_table_panel_reads_back_a_table_of_the_most_steps():
    table = MeldTable("meld_table", "Initial meld")
    values = {"meld_table__0__points": 15}
    values |= {f"meld_table__{index}__from": 1000 * index for index in range(1, MAX_MELD_STEPS)}
    values |= {f"meld_table__{index}__points": 50 + 10 * index for index in range(1, MAX_MELD_STEPS)}
    steps = table.gather(CLASSIC, values)
    assert len(steps) == MAX_MELD_STEPS and steps[-1] == [1000 * (MAX_MELD_STEPS - 1), 50 + 10 * (MAX_MELD_STEPS - 1)]
    assert messages(CLASSIC, {"meld_table": steps}) == []
