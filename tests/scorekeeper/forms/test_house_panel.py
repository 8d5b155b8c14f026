"""The house-rules panel as a player sees it: each input's label, its usual value, its range, and the
words a screen reader hears where the panel shows a short label (a schedule's "×2")."""

from django.utils import translation

from rules.core import house
from rules.core.settings import MAX_BONUS, MAX_CARD_POINTS, MAX_MELDS_TO_GO_OUT, MAX_TARGET
from rules.families.canasta.presets import CLASSIC_CANASTA
from rules.families.handfoot.presets import HAND_AND_FOOT
from rules.families.kalooki.presets import KALOOKI_GAME
from scorekeeper.forms.house import HouseRulesForm

CLASSIC, FEET, KALOOKI = CLASSIC_CANASTA.default, HAND_AND_FOOT.default, KALOOKI_GAME.default


def classic_panel() -> list[dict]:
    return HouseRulesForm(preset=CLASSIC).panel()


def inputs(preset, *names):
    form = HouseRulesForm(preset=preset)
    fields = [form.fields[name] for name in names]
    return [
        (
            str(field.label),
            field.initial,
            getattr(field, "min_value", None),
            getattr(field, "max_value", None),
            field.widget.attrs.get("aria-label"),
        )
        for field in fields
    ]


def test_classic_canastas_panel_names_each_number_with_its_usual_value_and_range():
    assert inputs(
        CLASSIC,
        "target",
        "going_out_bonus",
        "canastas_to_go_out",
        "canasta_bonuses__natural_canastas",
        "card_points__jokers",
        "red_three_scores__0",
        "red_three_scores__4",
        "three_signs__0",
    ) == [
        ("Target", 5000, 1, MAX_TARGET, None),
        ("Going out", 100, 0, MAX_BONUS, None),
        ("Canastas to go out", 1, 0, MAX_MELDS_TO_GO_OUT, None),
        ("Natural canastas", 500, 0, MAX_BONUS, None),
        ("Jokers", 50, 1, MAX_CARD_POINTS, None),
        ("×0", 0, 0, MAX_BONUS, "Red threes ×0"),
        ("×4", 800, 0, MAX_BONUS, "Red threes ×4"),
        ("Threes, side that melded nothing", -1, -1, 1, None),
    ]


def test_hand_and_foots_panel_shows_two_empty_deals_more_and_its_switch():
    assert inputs(FEET, "meld_minimums__0", "meld_minimums__3", "meld_minimums__4", "meld_minimums__5") == [
        ("Deal 1", 50, 0, MAX_BONUS, None),
        ("Deal 4", 150, 0, MAX_BONUS, None),
        ("Deal 5", None, 0, MAX_BONUS, None),
        ("Deal 6", None, 0, MAX_BONUS, None),
    ]
    form = HouseRulesForm(preset=FEET)
    assert "meld_minimums__6" not in form.fields
    switch = form.fields["red_threes_against_without_foot"]
    assert (str(switch.label), switch.initial) == ("Red threes count against a side not yet in its foot", "yes")
    assert [value for value, _label in switch.choices] == ["", "yes", "no"]


def test_a_game_of_eleven_deals_gets_one_empty_deal_more_up_to_the_most():
    eleven = house.apply(FEET, {"meld_minimums": [50] * 11})
    form = HouseRulesForm(preset=FEET, current=eleven)
    assert [name for name in form.fields if name.startswith("meld_minimums__")][-2:] == [
        "meld_minimums__10",
        "meld_minimums__11",
    ]
    assert form.fields["meld_minimums__11"].initial is None and "meld_minimums__12" not in form.fields


def test_the_panel_shows_each_setting_under_its_title_a_single_number_on_one_line():
    groups = [(str(group["title"]), group["single"], group["table"] is not None) for group in classic_panel()]
    assert groups[:4] == [
        ("Target", True, False),
        ("When more than one side reaches the target, the side that went out wins", True, False),
        ("Canasta bonuses", False, False),  # two numbers: a group of its own
        ("Going out", True, False),
    ]
    assert ("Red threes", False, False) in groups and ("Initial meld", False, True) in groups


def test_the_meld_table_is_laid_out_in_steps_and_columns():
    table = next(group["table"] for group in classic_panel() if group["table"])
    assert [str(column) for column in table["columns"]] == ["From a total of", "Points"]
    rows = [(str(row), [cell.name if cell else None for cell in cells]) for row, cells in table["rows"]]
    assert rows[:2] == [
        ("Step 1", [None, "meld_table__0__points"]),  # the first step starts from any total
        ("Step 2", ["meld_table__1__from", "meld_table__1__points"]),
    ]
    assert len(rows) == 5


def test_a_setting_with_help_shows_it_above_its_numbers():
    group = next(
        group for group in HouseRulesForm(preset=FEET).panel() if str(group["title"]) == "Initial meld by deal"
    )
    assert str(group["help"]).startswith("One per deal: their number is the length of the game.")


def as_posted(form: HouseRulesForm, **changes: str) -> dict[str, str]:
    """What the panel posts untouched (every preset number), with `changes`."""

    def posted(value: object) -> str:
        return "" if value is None else str(value)  # a switch's initial is already "yes" or "no"

    return {name: posted(field.initial) for name, field in form.fields.items()} | changes


def test_a_problem_of_one_setting_is_shown_at_its_first_input():
    form = HouseRulesForm(as_posted(HouseRulesForm(preset=CLASSIC), meld_table__3__from="1000"), preset=CLASSIC)
    assert not form.is_valid()
    assert form.errors == {"meld_table__0__points": ["The steps of “Initial meld” must rise from one to the next."]}


def test_numbers_that_do_not_fit_together_are_refused_with_a_message_for_the_whole_panel():
    form = HouseRulesForm(as_posted(HouseRulesForm(preset=FEET), fixed_decks="1"), preset=FEET)
    assert not form.is_valid()
    assert form.errors == {
        "__all__": ["These house rules do not fit together: 1 decks do not hold a hand and a foot for 4 players."]
    }


def test_each_input_says_its_usual_value_and_an_empty_one_none():
    classic, feet = HouseRulesForm(preset=CLASSIC).fields, HouseRulesForm(preset=FEET).fields
    helps = [
        classic["target"].help_text,
        classic["went_out_wins"].help_text,
        feet["red_threes_against_without_foot"].help_text,
        feet["meld_minimums__4"].help_text,
    ]
    assert [str(help) for help in helps] == ["usual: 5,000", "usual: no", "usual: yes", ""]


def test_the_usual_value_is_told_with_its_unit_where_the_language_has_one():
    with translation.override("ja"):
        fields = HouseRulesForm(preset=CLASSIC).fields
        helps = [str(fields[name].help_text) for name in ("target", "canastas_to_go_out", "three_signs__0")]
    assert helps == ["通常：5,000点", "通常：1つ", "通常：−1"]  # points, a count of melds, a sign as it is


def test_a_games_switches_are_kept_when_its_numbers_change():
    """The switches are chosen on the start page, not in the panel: a game with Kalooki's chips keeps them."""
    with_chips = house.apply(KALOOKI, {"chips": True})
    shown = HouseRulesForm(preset=KALOOKI, current=with_chips)
    form = HouseRulesForm(as_posted(shown, target="200"), preset=KALOOKI, current=with_chips)
    assert form.is_valid(), form.errors
    assert form.overrides == {"chips": True, "target": 200}


def test_each_number_shows_its_usual_value_greyed_and_a_keypad_of_digits_unless_it_can_be_negative():
    form = HouseRulesForm(preset=CLASSIC)
    assert [str(form[name]) for name in ("target", "going_out_bonus", "red_three_scores__0", "three_signs__0")] == [
        f'<input type="number" name="target" value="{CLASSIC.target}" placeholder="{CLASSIC.target}" '
        'inputmode="numeric" min="1" '
        f'max="{MAX_TARGET}" aria-describedby="id_target_helptext" id="id_target">',
        f'<input type="number" name="going_out_bonus" value="{CLASSIC.going_out_bonus}" '
        f'placeholder="{CLASSIC.going_out_bonus}" inputmode="numeric" min="0" '
        f'max="{MAX_BONUS}" aria-describedby="id_going_out_bonus_helptext" id="id_going_out_bonus">',
        '<input type="number" name="red_three_scores__0" value="0" placeholder="0" aria-label="Red threes ×0" '
        f'inputmode="numeric" min="0" max="{MAX_BONUS}" aria-describedby="id_red_three_scores__0_helptext" '
        'id="id_red_three_scores__0">',
        # a sign can be -1: the digits' keypad has no minus sign on some phones
        '<input type="number" name="three_signs__0" value="-1" placeholder="-1" min="-1" max="1" '
        'aria-describedby="id_three_signs__0_helptext" id="id_three_signs__0">',
    ]
    # A deal more than the preset's has no usual value: nothing greyed in it.
    assert str(HouseRulesForm(preset=FEET)["meld_minimums__4"]) == (
        '<input type="number" name="meld_minimums__4" placeholder="" inputmode="numeric" min="0" '
        f'max="{MAX_BONUS}" id="id_meld_minimums__4">'
    )


def test_a_switch_offers_the_usual_yes_or_no_and_keeps_what_differs_from_the_preset():
    switch = HouseRulesForm(preset=FEET).fields["red_threes_against_without_foot"]
    assert [(value, str(label)) for value, label in switch.choices] == [("", "Usual"), ("yes", "Yes"), ("no", "No")]
    untouched = as_posted(HouseRulesForm(preset=FEET))
    for posted, overrides in [("no", {"red_threes_against_without_foot": False}), ("yes", {}), ("", {})]:
        form = HouseRulesForm(untouched | {"red_threes_against_without_foot": posted}, preset=FEET)
        assert form.is_valid(), form.errors
        assert form.overrides == overrides


def test_the_panel_counts_the_settings_that_differ_from_the_preset():
    assert HouseRulesForm(preset=CLASSIC).changed_count == 0
    changed = house.apply(CLASSIC, {"target": 7500, "going_out_bonus": 200})
    assert HouseRulesForm(preset=CLASSIC, current=changed).changed_count == 2
