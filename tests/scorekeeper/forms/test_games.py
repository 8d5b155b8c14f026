"""The start form's sides, first dealer and switches (scorekeeper/forms/games.py)."""

import pytest

from rules.core.seating import Seating
from rules.families.canasta.presets import CLASSIC_CANASTA
from rules.families.handfoot.presets import HAND_AND_FOOT
from rules.families.kalooki.presets import KALOOKI_GAME
from scorekeeper.forms.games import NewGameForm, SidesForm, default_side_names
from scorekeeper.models import MAX_NAME

CLASSIC, KALOOKI = CLASSIC_CANASTA.default, KALOOKI_GAME.default  # four in two teams; four alone
FEET = HAND_AND_FOOT.default  # four deals


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


def shown(form: SidesForm) -> list[tuple[str, str, str]]:
    """Each input of the form as the page shows it: its label, its HTML and its help."""
    return [(str(bound.label), str(bound), str(bound.help_text)) for bound in form]


def name_input(name: str, placeholder: str) -> str:
    return (
        f'<input type="text" name="{name}" placeholder="{placeholder}" autocomplete="off" maxlength="{MAX_NAME}" '
        f'id="id_{name}">'
    )


def total_input(name: str, step: int, needed: bool = False) -> str:
    """A total's input: a paper total may stay empty (none carried over), a final one may not."""
    if needed:
        return f'<input type="number" name="{name}" step="{step}" placeholder="" required id="id_{name}">'
    return f'<input type="number" name="{name}" step="{step}" placeholder="0" id="id_{name}">'


def test_in_teams_each_side_offers_its_name_under_its_usual_one_its_numbered_players_and_a_paper_total():
    carried = "Total carried over from paper"
    assert shown(SidesForm(seating=CLASSIC.seating, rules=CLASSIC)) == [
        ("Side name", name_input("side0_name", "We"), ""),
        ("Player 1", name_input("side0_player0", ""), ""),
        ("Player 2", name_input("side0_player1", ""), ""),
        (carried, total_input("side0_start", 5), ""),
        ("Side name", name_input("side1_name", "They"), ""),
        ("Player 1", name_input("side1_player0", ""), ""),
        ("Player 2", name_input("side1_player1", ""), ""),
        (carried, total_input("side1_start", 5), ""),
    ]


def test_alone_each_player_is_named_under_their_usual_name_and_carries_a_total_from_paper():
    carried = "Total carried over from paper"
    rows = []
    for side in range(4):
        rows += [
            (f"Player {side + 1}", name_input(f"side{side}_player0", f"Player {side + 1}"), ""),
            (carried, total_input(f"side{side}_start", 1), ""),
        ]
    assert shown(SidesForm(seating=KALOOKI.seating, rules=KALOOKI)) == rows


def test_a_game_played_to_its_end_on_paper_asks_each_side_for_its_final_total():
    assert shown(final(None)) == [
        ("Side name", name_input("side0_name", "We"), ""),
        ("Player 1", name_input("side0_player0", ""), ""),
        ("Player 2", name_input("side0_player1", ""), ""),
        ("Final total", total_input("side0_start", 5, needed=True), ""),
        ("Side name", name_input("side1_name", "They"), ""),
        ("Player 1", name_input("side1_player0", ""), ""),
        ("Player 2", name_input("side1_player1", ""), ""),
        ("Final total", total_input("side1_start", 5, needed=True), ""),
    ]


def test_a_game_of_a_set_number_of_deals_asks_how_many_were_played_on_paper():
    form = SidesForm(seating=FEET.seating, rules=FEET)
    assert shown(form)[-1] == (
        "Deals already played on paper",
        '<input type="number" name="paper_deals" inputmode="numeric" placeholder="0" min="0" '
        'aria-describedby="id_paper_deals_helptext" id="id_paper_deals">',
        "Meld goes on from the next deal: its initial meld and the deals left follow.",
    )
    assert "paper_deals" not in SidesForm(seating=CLASSIC.seating, rules=CLASSIC).fields


@pytest.mark.parametrize(
    ("paper", "error"),
    [
        ("0", None),
        ("3", None),
        ("-1", "Enter a whole number of 0 or more, without a sign."),
        ("4", "At most 3 of this game's 4 deals can have been played on paper."),
    ],
)
def test_the_deals_played_on_paper_are_none_to_all_but_one(paper, error):
    form = SidesForm({"paper_deals": paper}, seating=FEET.seating, rules=FEET)
    assert form.errors.get("paper_deals") == ([error] if error else None)


@pytest.mark.parametrize(
    ("seating", "names"),
    [
        (Seating(sides=2, players_per_side=2, cards_dealt=11), ["We", "They"]),
        (Seating(sides=3, players_per_side=2, cards_dealt=13), ["Team 1", "Team 2", "Team 3"]),
        (Seating(sides=3, players_per_side=1, cards_dealt=13), ["Player 1", "Player 2", "Player 3"]),
    ],
)
def test_each_side_has_one_usual_name(seating, names):
    assert default_side_names(seating) == names
