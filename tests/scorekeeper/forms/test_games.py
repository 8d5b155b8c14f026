"""The start form's sides, first dealer and switches (scorekeeper/forms/games.py)."""

from rules.families.canasta.presets import CLASSIC_CANASTA
from rules.families.kalooki.presets import KALOOKI_GAME
from scorekeeper.forms.games import NewGameForm, SidesForm

CLASSIC, KALOOKI = CLASSIC_CANASTA.default, KALOOKI_GAME.default  # four in two teams; four alone


def start_form(rules, data=None) -> NewGameForm:
    return NewGameForm(data, seating=rules.seating, rules=rules)


def cleaned(rules, data) -> dict:
    form = start_form(rules, data)
    assert form.is_valid(), form.errors
    return form.cleaned_data


def test_in_teams_each_place_to_deal_first_names_its_player_and_side_for_the_page_to_rename():
    html = str(start_form(CLASSIC)["first_dealer"])
    assert (
        '<option value="0" selected data-player="side0_player0" data-unnamed="{side}, player 1" '
        'data-side="side0_name">We, player 1</option>'
    ) in html
    assert (
        '<option value="3" data-player="side1_player1" data-unnamed="{side}, player 2" '
        'data-side="side1_name">They, player 2</option>'
    ) in html


def test_alone_each_place_to_deal_first_names_its_player_and_no_side():
    html = str(start_form(KALOOKI)["first_dealer"])
    assert '<option value="2" data-player="side2_player0" data-unnamed="{side}">Player 3</option>' in html
    assert "data-side" not in html


def test_the_first_player_deals_first_unless_another_place_is_picked():
    field = start_form(CLASSIC)["first_dealer"]
    assert (str(field.label), field.initial) == ("Deals first", 0)
    assert str(field.help_text) == "Then the deal passes to the left; in teams, partners sit apart."
    assert str(start_form(KALOOKI)["first_dealer"].help_text) == "Then the deal passes to the left."
    assert cleaned(CLASSIC, {"first_dealer": "3"})["first_dealer"] == 3
    assert cleaned(CLASSIC, {})["first_dealer"] is None  # not sent: the view deals from the first place


def test_each_switch_of_the_game_is_offered_with_its_words_and_left_off_unless_ticked():
    form = start_form(KALOOKI)
    assert [(str(bound.label), str(bound.help_text)) for bound in form.option_fields()] == [
        ("Ace counts 11", "Instead of 15."),
        (
            "Kalooki doubles",
            "Going out in one turn without having melded before doubles everyone else's penalty.",
        ),
        ("Chips", "Each player pays the winner of a deal a chip per card left, two per joker."),
    ]
    chips = start_form(KALOOKI, {"option_chips": "on"})
    assert chips.is_valid() and chips.switches() == {"ace_eleven": False, "kalooki_doubles": False, "chips": True}


def test_each_side_is_headed_by_its_usual_name():
    assert [group["title"] for group in start_form(CLASSIC).side_groups()] == ["We", "They"]
    assert [group["title"] for group in start_form(KALOOKI).side_groups()] == [f"Player {n}" for n in range(1, 5)]


def test_a_side_with_no_total_from_paper_starts_at_nothing():
    form = start_form(CLASSIC, {"side1_start": "500"})
    assert form.is_valid()
    assert [side.starting_total for side in form.side_specs()] == [0, 500]


def final(data) -> SidesForm:
    """The sides of a game played to its end on paper, its result recorded from the final totals."""
    return SidesForm(data, seating=CLASSIC.seating, rules=CLASSIC, final=True)


def test_final_totals_that_do_not_end_the_game_are_refused():
    form = final({"side0_start": "4000", "side1_start": "3000"})
    assert not form.is_valid()
    assert form.non_field_errors() == ["These totals do not end the game: it ends when a side reaches 5,000."]


def test_final_totals_that_end_the_game_are_taken():
    assert final({"side0_start": "5200", "side1_start": "3000"}).is_valid()


def test_a_final_total_missing_is_asked_for_alone():
    form = final({"side0_start": "4000"})
    assert not form.is_valid()
    assert form.errors == {"side1_start": ["Enter the final total."]}
