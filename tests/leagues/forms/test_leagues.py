"""Starting a league's form: the name asked first, the game's switches each with its words and off unless
ticked, and the games offered by group under their names."""

from leagues.forms.leagues import LeagueForm, grouped_variants
from rules.catalog import VARIANTS

KALOOKI = VARIANTS["kalooki"].default


def test_the_games_are_offered_by_group_each_under_its_name():
    groups = dict(grouped_variants())
    assert list(groups)[0] == "Canasta"
    assert groups["Canasta"][0] == ("classic-canasta", "Classic Canasta")
    assert groups["Kalooki"] == [("kalooki", "Kalooki")]


def test_the_name_asked_first_is_filled_in():
    assert LeagueForm(preset=KALOOKI, initial={"name": "Friday club"})["name"].value() == "Friday club"


def test_each_switch_of_the_game_has_its_words():
    form = LeagueForm(preset=KALOOKI)
    shown = [(field.name, field.label, field.help_text) for field in form.option_fields()]
    assert shown == [
        ("option_ace_eleven", "Ace counts 11", "Instead of 15."),
        (
            "option_kalooki_doubles",
            "Kalooki doubles",
            "Going out in one turn without having melded before doubles everyone else's penalty.",
        ),
        ("option_chips", "Chips", "Each player pays the winner of a deal a chip per card left, two per joker."),
    ]


def test_a_switch_left_unticked_is_off_and_one_ticked_on():
    plain = LeagueForm({"name": "Friday club"}, preset=KALOOKI)
    assert plain.is_valid(), plain.errors
    assert plain.switches() == {}
    chips = LeagueForm({"name": "Friday club", "option_chips": "on"}, preset=KALOOKI)
    assert chips.is_valid() and chips.switches() == {"chips": True}
