"""What a club night refuses, in the words the organiser reads, and that a refusal changes nothing; a player
who leaves and comes back plays again from the next round."""

import pytest

from leagues.models import LeagueGame, Presence
from leagues.services.nights import NightRefused, arrive, drawn_round, end_round, leave, start_round, swap

from .conftest import open_for

pytestmark = pytest.mark.django_db


def refusal(action, *arguments) -> str:
    with pytest.raises(NightRefused) as caught:
        action(*arguments)
    return str(caught.value)


def player(night, name: str):
    return Presence.objects.get(night=night, player__name=name).player


def draws(night) -> list:
    return [(stored.number, drawn_round(stored)) for stored in night.night_rounds.order_by("number")]


def test_once_every_round_has_started_nobody_can_arrive_leave_or_start_another(league):
    night = open_for(league, rounds=1)
    start_round(night)
    before = draws(night)
    every = "Every round of the night has started."
    assert refusal(start_round, night) == every
    assert refusal(arrive, night, [], ["Ivy"]) == every
    assert refusal(leave, night, player(night, "Ann")) == every
    assert draws(night) == before and not Presence.objects.filter(player__name="Ivy").exists()


def test_ending_a_round_when_none_is_being_played_is_refused(night):
    assert refusal(end_round, night) == "No round is being played."
    start_round(night)
    assert end_round(night).number == 1
    assert refusal(end_round, night) == "No round is being played."


def test_someone_not_at_the_night_cannot_leave_it(night):
    ann = player(night, "Ann")
    leave(night, ann)
    before = draws(night)
    assert refusal(leave, night, ann) == "Ann is not at the night."
    assert draws(night) == before


def test_a_swap_needs_both_players_in_a_round_not_started(night):
    ann, ben = player(night, "Ann"), player(night, "Ben")
    ivy_night = open_for(night.league, ["Ivy", "Jo", "Kit", "Lou", "Max", "Ned", "Oz", "Pip"])
    ivy = player(ivy_night, "Ivy")
    before = draws(night)
    assert refusal(swap, night, 2, ann, ivy) == "Both players must be in the round."
    assert draws(night) == before
    start_round(night)
    assert refusal(swap, night, 1, ann, ben) == "Only a round that has not started can change."


def test_a_late_name_that_looks_like_a_players_is_refused(night):
    before = draws(night)
    cyrillic = "\u0410nn"  # Cyrillic A
    assert refusal(arrive, night, [], [cyrillic]) == (
        f"Did you mean Ann? “{cyrillic}” looks just like it but is spelled with other letters: "
        "type Ann to choose that player, or give a new player a name that looks different."
    )
    assert draws(night) == before


def test_someone_who_left_and_comes_back_plays_again_from_the_next_round(night):
    ann = player(night, "Ann")
    start_round(night)
    assert leave(night, ann) == 2
    start_round(night)
    assert arrive(night, [ann]) == 3
    presence = Presence.objects.get(night=night, player=ann)
    assert (presence.arrived, presence.left) == (3, None)
    assert ann.pk not in drawn_round(night.night_rounds.get(number=2)).players
    assert ann.pk in drawn_round(night.night_rounds.get(number=3)).players
    # Round 2 was played by seven: one table, three sitting out.
    assert len(drawn_round(night.night_rounds.get(number=2)).sitting_out) == 3
    assert LeagueGame.objects.count() == 3
