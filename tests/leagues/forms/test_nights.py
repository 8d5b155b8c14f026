"""The club night's forms: enough players for a table (those ticked and the new names together), the new names
one a line, the rounds and their minutes within bounds, and an arrival that names somebody."""

import pytest
from django.utils import timezone

from leagues.forms.nights import LONGEST_ROUND, MOST_ROUNDS, SHORTEST_ROUND, ArrivalForm, NightForm
from leagues.models import Player
from leagues.services.leagues import league_tables
from leagues.services.players import players_named
from scorekeeper.models import MAX_NAME

pytestmark = pytest.mark.django_db


def night_form(league, **data):
    players = Player.objects.filter(league=league)
    sent = {"date": "2026-11-27", "seating": "2x2", "rounds": "3", "minutes": "", "new_players": ""} | data
    return NightForm(sent, players=players, tables=league_tables(league))


def test_a_night_needs_a_tables_players_ticked_and_new_together(league):
    ann, ben = players_named(league, ["Ann", "Ben"])
    too_few = night_form(league, players=[ann.pk], new_players="Cy\n\n  \nDi")
    assert too_few.errors["__all__"] == ["A table seats 4 players: tick at least that many."]
    enough = night_form(league, players=[ann.pk, ben.pk], new_players="  Cy  \n\nDi\n")
    assert enough.is_valid(), enough.errors
    assert enough.cleaned_data["new_players"] == ["Cy", "Di"]
    assert night_form(league, seating="3x1", new_players="Ann\nBen\nCy").is_valid()
    # Played alone, a table may seat one fewer where the league plays it so (issue 41): two make a table of two.
    assert night_form(league, seating="3x1", new_players="Ann\nBen").is_valid()
    alone = night_form(league, seating="3x1", new_players="Ann")
    assert alone.errors["__all__"] == ["A table seats 2 players: tick at least that many."]


def test_a_new_name_is_at_most_a_names_length(league):
    names = "\n".join(["Ann", "Ben", "Cy", "D" * MAX_NAME])
    assert night_form(league, new_players=names).is_valid()
    too_long = night_form(league, new_players=names + "i")
    assert too_long.errors["new_players"] == [f"A name has at most {MAX_NAME} characters."]


def test_rounds_and_their_minutes_are_within_an_evening(league):
    names = "Ann\nBen\nCy\nDi"
    for rounds, minutes in ((1, SHORTEST_ROUND), (MOST_ROUNDS, LONGEST_ROUND), (3, "")):
        assert night_form(league, new_players=names, rounds=rounds, minutes=minutes).is_valid()
    for rounds, minutes, field in (
        (0, "", "rounds"),
        (MOST_ROUNDS + 1, "", "rounds"),
        (3, SHORTEST_ROUND - 1, "minutes"),
        (3, LONGEST_ROUND + 1, "minutes"),
    ):
        assert list(night_form(league, new_players=names, rounds=rounds, minutes=minutes).errors) == [field]


def test_an_arrival_names_somebody(league):
    (ann,) = players_named(league, ["Ann"])
    players = Player.objects.filter(league=league)
    assert ArrivalForm({}, players=players).errors["__all__"] == ["Tick a player or write a name."]
    assert ArrivalForm({"new_players": "\n \n"}, players=players).errors["__all__"] == [
        "Tick a player or write a name."
    ]
    assert ArrivalForm({"players": [ann.pk]}, players=players).is_valid()
    late = ArrivalForm({"new_players": "Ivy\nJo"}, players=players)
    assert late.is_valid() and late.cleaned_data["new_players"] == ["Ivy", "Jo"]


def test_a_new_night_is_tonight_unless_changed(league):
    form = NightForm(players=Player.objects.filter(league=league), tables=league_tables(league))
    assert form["date"].value() == timezone.localdate()


def test_the_new_names_box_is_two_lines_with_its_words_and_no_autofill(league):
    form = NightForm(players=Player.objects.filter(league=league), tables=league_tables(league))
    field = form["new_players"]
    assert (field.label, field.help_text) == (
        "New players and guests",
        "One name a line: each becomes a player of the league.",
    )
    box = str(field)
    assert box.startswith('<textarea name="new_players" cols="40" rows="2" autocomplete="off"'), box
    assert " required" not in box
