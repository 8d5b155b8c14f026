"""Names that look alike (issue 24, point 10): one player however the name is typed, and "did you mean
Ann?" for a new name that only looks like a player's."""

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from leagues.models import Player
from leagues.services.games import GameRefused, record_game
from leagues.services.players import PlayerNameTaken, lookalikes, name_key, rename_player
from scorekeeper.models import MAX_NAME_KEY
from scorekeeper.services.games import SideSpec
from tests.leagues.conftest import record

pytestmark = pytest.mark.django_db

ZERO_WIDTH = "Ann\u200b"  # a zero-width space after the name
CYRILLIC = "\u0410nn"  # "Аnn": its first letter is the Cyrillic А
FULL_WIDTH = "\uff21nn"  # "Ａnn"
COMPOSED, DECOMPOSED = "Ren\u00e9", "Rene\u0301"  # é as one character, and as e and an accent


@pytest.mark.parametrize("typed", ["Ann", "ann", " ANN ", ZERO_WIDTH, FULL_WIDTH, "A\u00adnn", "\ufeffAnn"])
def test_every_way_of_typing_ann_is_one_key(typed):
    assert name_key(typed) == "ann"


def test_e_acute_composed_or_decomposed_is_one_key():
    assert name_key(COMPOSED) == name_key(DECOMPOSED) == "ren\u00e9"


def test_a_cyrillic_a_makes_another_key_but_the_same_look():
    assert name_key(CYRILLIC) != name_key("Ann")


def test_ann_typed_five_ways_is_one_player(league):
    record(league, ["Ann", "Ben"], ["Cy", "Di"])
    record(league, [ZERO_WIDTH, "Ben"], ["Cy", "Di"])
    record(league, [FULL_WIDTH, "ben"], ["CY", "Di"])
    record(league, [COMPOSED, "Ann"], ["Cy", "Di"])
    record(league, [DECOMPOSED, "Ann"], ["Cy", "Di"])
    assert sorted(Player.objects.filter(league=league).values_list("name", flat=True)) == [
        "Ann",
        "Ben",
        "Cy",
        "Di",
        COMPOSED,
    ]


def test_a_new_name_that_only_looks_like_a_player_is_refused_with_did_you_mean(league):
    record(league, ["Ann", "Ben"], ["Cy", "Di"])
    with pytest.raises(GameRefused) as refused:
        record(league, [CYRILLIC, "Ben"], ["Cy", "Di"])
    assert refused.value.problems[0].startswith("Did you mean Ann? “Аnn” looks just like it")
    assert Player.objects.filter(league=league).count() == 4
    assert league.games.count() == 1  # nothing of the refused game was kept


@pytest.mark.parametrize(("known", "typed"), [("Olga", "0lga"), ("Ian", "lan"), ("Emma", "Ernma"), ("Ann", "ΑΝΝ")])
def test_other_look_alikes_are_caught_too(league, known, typed):
    record(league, [known, "Ben"], ["Cy", "Di"])
    assert [player.name for player in lookalikes(league, [typed]).values()] == [known]


def test_looking_for_lookalikes_reads_the_leagues_players_once(league):
    """Each player's name and key are read with the rest: no query a player (the new-game form asks on every
    post, with a league of hundreds)."""
    record(league, ["Ann", "Ben"], ["Cy", "Di"])
    record(league, ["Eve", "Fay"], ["Gus", "Hal"])
    with CaptureQueriesContext(connection) as queries:
        found = lookalikes(league, [CYRILLIC, "Ida", "Ben"])
    assert [(typed, player.name) for typed, player in found.items()] == [(CYRILLIC, "Ann")]
    assert len(queries) == 1


def test_two_new_names_of_one_game_that_look_alike_are_refused(league):
    with pytest.raises(GameRefused) as refused:
        record(league, ["Ann", "Ben"], [CYRILLIC, "Di"])
    assert refused.value.problems == [
        "Did you mean Ann? “Аnn” looks just like it but is spelled with other letters: "
        "type Ann to choose that player, or give a new player a name that looks different."
    ]
    assert not Player.objects.exists()


def test_names_that_look_different_are_different_players(league):
    record(league, ["Ann", "Anna"], ["Анн", "Di"])  # Анн is all Cyrillic: it looks nothing like Ann
    assert Player.objects.filter(league=league).count() == 4


def test_a_rename_onto_a_look_alike_of_another_player_is_refused(league):
    record(league, ["Ann", "Ben"], ["Cy", "Di"])
    ben = Player.objects.get(name="Ben")
    with pytest.raises(PlayerNameTaken) as caught:
        rename_player(ben, CYRILLIC)
    assert str(caught.value) == (
        f"Did you mean Ann? “{CYRILLIC}” looks just like it but is spelled with other letters: "
        "type Ann to choose that player, or give a new player a name that looks different."
    )
    with pytest.raises(PlayerNameTaken) as caught:
        rename_player(ben, FULL_WIDTH)
    assert str(caught.value) == f"Another player of this league is called “{FULL_WIDTH}”."
    ben.refresh_from_db()
    assert (ben.name, ben.key) == ("Ben", "ben")


def test_a_player_renamed_to_a_look_alike_of_their_own_name_takes_it(league):
    """Only other players' names are in the way: "Аnn" (a Cyrillic А) for Ann is Ann's own typo put right."""
    record(league, ["Ann", "Ben"], ["Cy", "Di"])
    ann = Player.objects.get(name="Ann")
    rename_player(ann, CYRILLIC)
    ann.refresh_from_db()
    assert ann.name == CYRILLIC


def test_a_rename_writes_the_name_alone(league, owner):
    """The page was read before the player was linked to an account: the link stays."""
    record(league, ["Ann", "Ben"], ["Cy", "Di"])
    seen = Player.objects.get(name="Ann")
    Player.objects.filter(pk=seen.pk).update(user=owner)
    rename_player(seen, "Anne")
    assert Player.objects.filter(name="Anne", user=owner).exists()


def test_a_name_taken_in_another_league_is_free_in_this_one(make_league):
    here, there = make_league(), make_league(name="Friday club")
    record(here, ["Ann", "Ben"], ["Cy", "Di"])
    record(there, ["Eve", "Fay"], ["Gus", "Hal"])
    ben = Player.objects.get(league=here, name="Ben")
    rename_player(ben, "eve")
    ben.refresh_from_db()
    assert (ben.name, ben.key) == ("eve", "eve")


def test_a_player_renamed_to_another_way_of_typing_their_own_name_keeps_it(league):
    record(league, ["Ann", "Ben"], ["Cy", "Di"])
    ann = Player.objects.get(name="Ann")
    rename_player(ann, "ANN")
    ann.refresh_from_db()
    assert (ann.name, ann.key) == ("ANN", "ann")


def test_names_that_fold_longer_than_themselves_fit_the_key(league):
    # ß, ﬃ and İ grow when folded ("ss", "ffi", "i̇"): sixty of them still fit the key's column.
    names = ["ß" * 60, "ﬃ" * 60, "İ" * 60, "Di"]
    record(league, names[:2], names[2:])
    keys = sorted(len(key) for key in Player.objects.filter(league=league).values_list("key", flat=True))
    assert keys == [2, 120, 120, 180]
    assert max(keys) <= MAX_NAME_KEY


def test_the_service_keeps_a_name_whose_key_fits(league):
    game = record_game(league, [SideSpec("A", ["ﷺ" * 13, "Ben"]), SideSpec("B", ["Cy", "Di"])])
    assert len(Player.objects.get(league=league, name="ﷺ" * 13).key) == 13 * 18 <= MAX_NAME_KEY
    assert game.league_game
