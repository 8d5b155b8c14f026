"""The edges of the house-rule settings: the first and last number each takes, the longest list, the
panel's inputs read back (a cleared row in the middle, the last row it shows)."""

from django.utils.translation import override

from rules.core import house
from rules.core.settings import MAX_BONUS, MAX_TARGET, GrowingSchedule
from rules.families.canasta.presets import CLASSIC_CANASTA, SAMBA
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


def test_the_meld_table_panel_lays_out_each_step_in_a_row_with_its_lower_bound_and_points():
    table = MeldTable("meld_table", "Initial meld")
    parts = table.parts(CLASSIC)
    shown = [(part.name, part.label, part.value, part.low, part.high, part.row, part.column) for part in parts]
    assert shown[:3] == [
        ("meld_table__0__points", "Step 1: points", 15, 0, MAX_BONUS, "Step 1", "Points"),
        ("meld_table__1__from", "Step 2: from a total of", 0, -MAX_TARGET, MAX_TARGET, "Step 2", "From a total of"),
        ("meld_table__1__points", "Step 2: points", 50, 0, MAX_BONUS, "Step 2", "Points"),
    ]
    assert shown[-2:] == [  # one empty step more, to add one
        ("meld_table__4__from", "Step 5: from a total of", None, -MAX_TARGET, MAX_TARGET, "Step 5", "From a total of"),
        ("meld_table__4__points", "Step 5: points", None, 0, MAX_BONUS, "Step 5", "Points"),
    ]


def test_a_meld_tables_steps_take_every_total_and_points_of_their_ranges_and_only_words_for_a_canasta():
    table = [[None, MAX_BONUS], [-MAX_TARGET, 50], [MAX_TARGET, 90]]
    assert messages(CLASSIC, {"meld_table": table}) == []
    assert messages(CLASSIC, {"meld_table": [[None, MAX_BONUS + 1], [-MAX_TARGET - 1, 50], [MAX_TARGET + 1, 90]]}) == [
        f"“meld_table[0][1]” must be a whole number from 0 to {MAX_BONUS:,}.",
        f"“meld_table[1][0]” must be a whole number from {-MAX_TARGET:,} to {MAX_TARGET:,}.",
        f"“meld_table[2][0]” must be a whole number from {-MAX_TARGET:,} to {MAX_TARGET:,}.",
    ]
    shape = (
        f"“meld_table” must be a list of 1 to {MAX_MELD_STEPS} steps [from total, points], the first [null, points]."
    )
    assert messages(CLASSIC, {"meld_table": [[None, 15], [1500, 90, 5]]}) == [shape]


def test_red_threes_by_canastas_are_set_count_by_count_on_the_panel():
    signs = next(setting for setting in house.settings_for(SAMBA.default) if setting.key == "three_signs")
    parts = [(part.name, part.label, part.value, part.low, part.high) for part in signs.parts(SAMBA.default)]
    assert parts == [
        ("three_signs__0", "Threes with no canasta", -1, -1, 1),
        ("three_signs__1", "Threes with 1 canasta", -1, -1, 1),
        ("three_signs__2", "Threes with 2 canastas", 1, -1, 1),
    ]


def test_the_threes_on_the_panel_say_canasta_for_one_in_english_and_in_japanese():
    signs = next(setting for setting in house.settings_for(SAMBA.default) if setting.key == "three_signs")
    with override("ja"):
        assert [part.label for part in signs.parts(SAMBA.default)][:2] == [
            "カナスタなしのときの赤の3",
            "カナスタ1つのときの赤の3",
        ]
