"""What a league refuses to record, and why, in the words the page shows: a table its game is not played at,
house rules that do not fit the table, a player with no name or in two places, totals that do not end the
game, and a game file that plays by other rules."""

from datetime import date

import pytest

from leagues.models import LeagueGame
from leagues.services.games import GameRefused, import_league_game, record_game, record_result
from scorekeeper.models import Game
from scorekeeper.services.exchange import GameFileError, export_game
from scorekeeper.services.games import SideSpec, create_game

pytestmark = pytest.mark.django_db


def sides(*players: list[str], starts: list[int] | None = None) -> list[SideSpec]:
    starts = starts or [0] * len(players)
    return [SideSpec(" & ".join(names), names, start) for names, start in zip(players, starts, strict=True)]


def refused(league, *players: list[str]) -> list[str]:
    with pytest.raises(GameRefused) as caught:
        record_game(league, sides(*players))
    assert not Game.objects.exists()
    return caught.value.problems


def test_a_table_the_leagues_game_is_not_played_at_is_refused(league):
    assert refused(league, ["Ann"], ["Ben"], ["Cy"], ["Di"]) == ["The league's game is not played with 4 sides of 1."]


def test_house_rules_that_do_not_fit_the_table_are_refused_and_fit_another(make_league):
    # Two decks are enough for four players of Hand and Foot, not for six.
    league = make_league("hand-and-foot", {"fixed_decks": 2})
    six = [["Ann", "Ben"], ["Cy", "Di"], ["Ed", "Flo"]]
    assert refused(league, *six) == ["The league's house rules do not fit a table of 6 players."]
    record_game(league, sides(["Ann", "Ben"], ["Cy", "Di"]))


def test_every_player_needs_a_name_and_one_place(league):
    assert refused(league, ["Ann", " "], ["Cy", "Di"]) == ["Every player of a league game needs a name."]
    # The same player however the name is typed; two empty places are not the same player.
    assert refused(league, ["Ann", "Ben"], ["ANN ", "Di"]) == ["A player can sit at only one place in a game."]
    assert refused(league, ["Ann", ""], ["Cy", ""]) == ["Every player of a league game needs a name."]
    assert refused(league, ["Ann", ""], ["ann", "Di"]) == [
        "Every player of a league game needs a name.",
        "A player can sit at only one place in a game.",
    ]


def test_a_result_from_paper_is_refused_for_its_seats_or_totals_that_do_not_end_the_game(league):
    with pytest.raises(GameRefused) as caught:
        record_result(league, sides(["Ann"], ["Ben"], ["Cy"], ["Di"], starts=[5000, 0, 0, 0]), date.today())
    assert caught.value.problems == ["The league's game is not played with 4 sides of 1."]
    with pytest.raises(GameRefused) as caught:
        record_result(league, sides(["Ann", "Ben"], ["Cy", "Di"], starts=[4995, 3000]), date.today())
    assert caught.value.problems == ["These totals do not end the game: it ends when a side reaches 5,000."]
    assert not Game.objects.exists()


def test_a_game_file_with_other_house_rules_is_refused(league):
    other = create_game("classic-canasta", sides(["Ann", "Ben"], ["Cy", "Di"]), rules={"target": 7500})
    with pytest.raises(GameFileError) as caught:
        import_league_game(league, export_game(other))
    assert caught.value.problems == ["The game's house rules differ from the league's."]
    assert not LeagueGame.objects.exists()


def test_a_game_file_of_a_table_the_league_does_not_play_at_says_so(make_league):
    # The file's house rules cannot even be applied at that table: what is wrong is the table.
    league = make_league("hand-and-foot", {"fixed_decks": 2})
    other = create_game("hand-and-foot", sides(["Ann", "Ben"], ["Cy", "Di"], ["Ed", "Flo"]))
    with pytest.raises(GameFileError) as caught:
        import_league_game(league, export_game(other))
    assert caught.value.problems == ["The league's house rules do not fit a table of 6 players."]
    assert not LeagueGame.objects.exists()
