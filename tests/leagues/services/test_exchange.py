"""A league as files, read from the services: the `meld-league/1` document and its text, and the CSV of the
standings and of the games for what the pages never hand them (a season's player yet to play, games of
fewer sides than others, no game at all). The pages' files are in tests/leagues/views/test_files.py."""

import json
from datetime import date

import pytest

from leagues.models import LeagueGame
from leagues.services.exchange import export_league, export_league_json, games_csv, standings_csv
from leagues.services.records import finished_games, game_lines
from leagues.services.seasons import current_season, start_season
from leagues.services.standings import lines
from tests.leagues.conftest import deal, finished, record
from tests.leagues.services.test_results import kalooki, left, out
from tests.spreadsheet import read

pytestmark = pytest.mark.django_db

DAY = date(2026, 3, 14)
HEADINGS = ["Date", "Season", "Side 1", "Total 1", "Side 2", "Total 2", "Winner", "Night", "Round", "Table"]


def the_games(league) -> list[list[object]]:
    return read(games_csv(game_lines(finished_games(league).order_by("sequence")), placed=True))


def test_the_league_file_lists_the_games_in_the_order_they_finished_not_begun(league):
    first = record(league, ["Ann", "Ben"], ["Cy", "Di"], starts=[4800, 2700])
    second = record(league, ["Eve", "Flo"], ["Gus", "Hal"], starts=[4800, 2700])
    record(league, ["Ann", "Eve"], ["Cy", "Gus"])  # still being played
    deal(second, 300, 300)
    deal(first, 300, 300)
    assert [game.slug for game in (first, second)] == [
        league_game.game.slug for league_game in LeagueGame.objects.filter(sequence__isnull=False).order_by("-sequence")
    ]
    games = export_league(league)["games"]
    assert [game["sides"][0]["players"] for game in games] == [["Eve", "Flo"], ["Ann", "Ben"], ["Ann", "Eve"]]
    assert [game["finished"] for game in games] == [True, True, False]


def test_the_league_file_reads_as_text_two_spaces_an_indent_and_names_as_written(make_league):
    league = make_league(name="火曜会")
    finished(league, ["あいこ", "Zoë"], ["Cy", "Di"], totals=[5100, 3000])
    text = export_league_json(league)
    assert text.startswith('{\n  "format": "meld-league/1",\n  "name": "火曜会",\n  "variant": "classic-canasta",\n')
    assert '\n    {\n      "player": "あいこ",\n' in text or '\n    {\n      "player": "Zoë",\n' in text
    assert "あいこ" in text and "Zoë" in text and "\\u" not in text
    assert text.endswith("\n}\n")
    assert json.loads(text) == export_league(league)


def test_the_standings_file_has_no_average_place_unless_asked(three_games):
    rows = read(standings_csv(lines(three_games), "All time", DAY))
    assert "Average place" not in rows[0]
    assert len(rows[0]) == len(rows[1]) == 14


def test_a_player_yet_to_play_in_the_season_has_no_rank_win_rate_average_place_or_streak(make_league):
    league = make_league("kalooki")
    kalooki(league, ["Ann", "Ben", "Cy"], [out(), left(20), left(150)])
    season = start_season(league)
    kalooki(league, ["Ann", "Ben", "Cy"], [left(20), out(), left(150)])
    kalooki(league, ["Ann", "Ben"], [out(), left(160)])
    rows = read(standings_csv(lines(league, season), str(season), DAY, placed=True))
    assert rows[0][:10] == ["Season", "As of", "Rank", "Player", "Played", "Won", "Drawn", "Lost", "Win %"] + [
        "Average place"
    ]
    by_name = {row[3]: row for row in rows[1:]}
    assert by_name["Cy"][:10] == ["Season 2", DAY, 3, "Cy", 1, 0, 0, 1, 0, 3]
    assert by_name["Ann"][:10] == ["Season 2", DAY, 1, "Ann", 2, 1, 0, 1, 0.5, 1.5]
    start_season(league)
    rows = read(standings_csv(lines(league, current_season(league)), "Season 3", DAY, placed=True))
    assert {row[3] for row in rows[1:]} == {"Ann", "Ben", "Cy"}
    for row in rows[1:]:
        # No rank, win %, average place, best game or streak: nothing played yet.
        assert row[2] == "" and row[4:14] == [0, 0, 0, 0, "", "", 0, 0, "", ""]


def test_an_average_place_has_two_decimals(make_league):
    """Ann is first, first and second: 4/3 is 1.33."""
    league = make_league("kalooki")
    kalooki(league, ["Ann", "Ben", "Cy"], [out(), left(20), left(150)])
    kalooki(league, ["Ann", "Ben", "Cy"], [out(), left(20), left(150)])
    kalooki(league, ["Ann", "Ben", "Cy"], [left(20), out(), left(150)])
    rows = read(standings_csv(lines(league), "All time", DAY, placed=True))
    place = rows[0].index("Average place")
    assert {row[3]: row[place] for row in rows[1:]} == {"Ann": 1.33, "Ben": 1.67, "Cy": 3.0}


def test_the_games_file_of_a_league_yet_to_finish_a_game_has_two_sides_headings(league):
    record(league, ["Ann", "Ben"], ["Cy", "Di"])  # still being played
    assert read(games_csv(game_lines(finished_games(league)))) == [HEADINGS]
    assert read(games_csv([])) == [HEADINGS]


def test_the_games_file_has_no_places_unless_asked(three_games):
    rows = read(games_csv(game_lines(finished_games(three_games).order_by("sequence"))))
    assert rows[0] == HEADINGS
    assert rows[1][2:] == ["Ann & Ben", 5100, "Cy & Di", 3000, "Ann & Ben", "", "", ""]  # no night


def test_a_game_of_fewer_sides_than_another_leaves_the_missing_sides_cells_empty(make_league):
    league = make_league("kalooki")
    kalooki(league, ["Ann", "Ben"], [out(), left(160)])
    kalooki(league, ["Ann", "Ben", "Cy"], [out(), left(20), left(150)])
    rows = the_games(league)
    assert rows[0][2:] == ["Side 1", "Total 1", "Place 1", "Side 2", "Total 2", "Place 2", "Side 3", "Total 3"] + [
        "Place 3",
        "Winner",
        "Night",
        "Round",
        "Table",
    ]
    assert rows[1][2:] == ["Ann", 0, 1, "Ben", 160, 2, "", "", "", "Ann", "", "", ""]
    assert rows[2][2:] == ["Ann", 0, 1, "Ben", 20, 2, "Cy", 150, 3, "Ann", "", "", ""]
