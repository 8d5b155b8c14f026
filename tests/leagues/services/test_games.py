"""What a league refuses to record, and why, in the words the page shows: a table its game is not played at,
house rules that do not fit the table, a player with no name or in two places, totals that do not end the
game, and a game file that plays by other rules or another game; and what it records: a result from paper on its
day, a game file at any table the league plays at, a rematch of the same seats."""

from datetime import date, datetime, time

import pytest
from django.utils import timezone

from leagues.models import League, LeagueGame, Result
from leagues.services.games import GameRefused, import_league_game, league_rematch, record_game, record_result
from leagues.services.records import rating_history
from scorekeeper.models import Game
from scorekeeper.services.exchange import GameFileError, export_game
from scorekeeper.services.games import SideSpec, create_game, update_game
from scorekeeper.services.history import Author

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


def test_a_result_from_paper_at_another_table_is_checked_by_that_tables_rules(league):
    """Classic Canasta at two sides of three plays to 10,000, not to the 5,000 of the league's usual four."""
    six = (["Ann", "Ben", "Cy"], ["Di", "Ed", "Flo"])
    with pytest.raises(GameRefused) as caught:
        record_result(league, sides(*six, starts=[7000, 3000]), date.today())
    assert caught.value.problems == ["These totals do not end the game: it ends when a side reaches 10,000."]
    assert record_result(league, sides(*six, starts=[10000, 3000]), date.today()).finished


def test_a_result_from_paper_keeps_its_notes_and_its_recorder_and_has_no_deal_on_paper_to_play(league, owner):
    game = record_result(
        league, sides(["Ann", "Ben"], ["Cy", "Di"], starts=[5000, 3000]), date.today(), "At Di's", Author(owner.pk)
    )
    assert (game.notes, game.owner_id, game.paper_deals) == ("At Di's", owner.pk, 0)
    assert record_result(league, sides(["Ann", "Ben"], ["Cy", "Di"], starts=[5000, 3000]), date.today()).notes == ""


def test_a_result_from_paper_of_another_day_finished_at_noon_that_day(league):
    played = date(2026, 3, 14)
    game = record_result(league, sides(["Ann", "Ben"], ["Cy", "Di"], starts=[5000, 3000]), played)
    noon = timezone.make_aware(datetime.combine(played, time(12)))
    assert LeagueGame.objects.get(game=game).finished == noon
    assert set(Result.objects.filter(league_game__game=game).values_list("finished", flat=True)) == {noon}
    ann = Result.objects.get(league_game__game=game, player__name="Ann").player
    assert timezone.localdate(rating_history(ann)[-1].finished) == played  # the day under the rating chart


def test_a_game_file_of_another_table_the_league_plays_at_is_taken(league):
    other = create_game("classic-canasta", sides(["Ann", "Ben", "Cy"], ["Di", "Ed", "Flo"]))
    game = import_league_game(league, export_game(other))
    assert LeagueGame.objects.get(game=game).league == league
    assert [side.players for side in game.sides.order_by("order")] == [["Ann", "Ben", "Cy"], ["Di", "Ed", "Flo"]]


def test_a_game_file_of_another_game_names_both_games(league):
    other = create_game("kalooki", sides(["Ann"], ["Ben"], ["Cy"]))
    with pytest.raises(GameFileError) as caught:
        import_league_game(league, export_game(other))
    assert caught.value.problems == ["This league plays Classic Canasta; the file holds a game of Kalooki."]
    League.objects.filter(pk=league.pk).update(variant="retired-rummy")  # a game no longer in the catalogue
    league.refresh_from_db()
    with pytest.raises(GameFileError) as caught:
        import_league_game(league, export_game(other))
    assert caught.value.problems == ["This league plays retired-rummy; the file holds a game of Kalooki."]
    assert not LeagueGame.objects.exists()


def test_a_league_rematch_seats_the_same_partners_as_the_game_named_them_last(league, owner):
    """The first seat renamed on the game's details page (its seat made again): the rematch still seats each
    player where they sat, partners kept unless rotating is asked for, and is made by whoever asked."""
    game = record_game(league, sides(["Ann", "Ben"], ["Cy", "Di"]))
    update_game(game, sides(["Eve", "Ben"], ["Cy", "Di"]), "")
    again = league_rematch(LeagueGame.objects.get(game=game), owner=Author(owner.pk))
    assert [side.players for side in again.sides.order_by("order")] == [["Eve", "Ben"], ["Cy", "Di"]]
    assert again.owner_id == owner.pk


def test_a_result_from_paper_of_a_game_of_set_deals_has_played_them_all_there(make_league):
    league = make_league("hand-and-foot")
    game = record_result(league, sides(["Ann", "Ben"], ["Cy", "Di"], starts=[9000, 7000]), date.today())
    assert game.paper_deals == 4 and game.finished
    assert Result.objects.filter(league_game__game=game, outcome="W").count() == 2
