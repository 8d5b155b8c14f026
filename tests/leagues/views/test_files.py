"""A league's CSV files opened as a spreadsheet reads them: the standings (with the season and the day) and
the games (date, season, each side's players and total, winner), numbers as numbers, and no name ever a
formula."""

from datetime import date

import pytest
from django.urls import reverse
from django.utils import timezone

from leagues.models import LeagueGame
from leagues.services.seasons import start_season
from tests.leagues.conftest import finished
from tests.leagues.services.test_results import kalooki, left, out
from tests.spreadsheet import Formula, formulas, read

pytestmark = pytest.mark.django_db


def sheet(client, name: str, league, query: str = "") -> list[list[object]]:
    response = client.get(reverse(name, args=[league.slug]) + query)
    assert response["Content-Type"] == "text/csv; charset=utf-8"
    assert response["Content-Disposition"].startswith("attachment; filename=")
    return read(response.content.decode("utf-8"))


def test_the_standings_as_a_spreadsheet_reads_them(client, three_games):
    """Ben won two and drew one (66.7%); Ann and Di one each, level; Cy none."""
    rows = sheet(client, "league_csv", three_games)
    assert rows[0] == [
        "Season",
        "As of",
        "Rank",
        "Player",
        "Played",
        "Won",
        "Drawn",
        "Lost",
        "Win %",
        "Points for",
        "Average",
        "Best game",
        "Streak",
        "Rating",
    ]
    today = timezone.localdate()
    assert rows[1][:13] == ["All time", today, 1, "Ben", 3, 2, 1, 0, 0.667, 15350, 5117, 5200, "D1"]
    assert [row[3] for row in rows[1:]] == ["Ben", "Ann", "Di", "Cy"]
    assert [row[2] for row in rows[1:]] == [1, 2, 2, 4]
    assert all(isinstance(row[13], float) for row in rows[1:])  # the rating, a number


def test_a_seasons_standings_name_their_season(client, three_games):
    start_season(three_games)
    rows = sheet(client, "league_csv", three_games, "?season=1")
    assert {row[0] for row in rows[1:]} == {"Season 1"}
    assert sheet(client, "league_csv", three_games, "?season=all")[1][0] == "All time"


def test_the_files_are_named_after_the_league_the_file_and_the_season_or_all_time(client, three_games):
    start_season(three_games)
    slug = three_games.slug

    def name(page: str, query: str) -> str:
        return client.get(reverse(page, args=[slug]) + query)["Content-Disposition"]

    assert name("league_csv", "?season=1") == f'attachment; filename="meld-league-{slug}-standings-season-1.csv"'
    assert name("league_games_csv", "?season=2") == f'attachment; filename="meld-league-{slug}-games-season-2.csv"'
    assert name("league_csv", "?season=all") == f'attachment; filename="meld-league-{slug}-standings-all-time.csv"'


def test_the_games_as_a_spreadsheet_reads_them(client, three_games):
    rows = sheet(client, "league_games_csv", three_games)
    assert rows[0] == ["Date", "Season", "Side 1", "Total 1", "Side 2", "Total 2", "Winner", "Night", "Round", "Table"]
    today = timezone.localdate()
    assert rows[1:] == [
        [today, "Season 1", "Ann & Ben", 5100, "Cy & Di", 3000, "Ann & Ben", "", "", ""],
        [today, "Season 1", "Ann & Cy", 4000, "Ben & Di", 5200, "Ben & Di", "", "", ""],
        [today, "Season 1", "Ann & Ben", 5050, "Cy & Di", 5050, "draw", "", "", ""],
    ]


def test_a_games_date_is_the_day_it_finished(client, three_games):
    LeagueGame.objects.filter(sequence=1).update(finished=timezone.make_aware(timezone.datetime(2026, 3, 14, 20)))
    assert sheet(client, "league_games_csv", three_games)[1][0] == date(2026, 3, 14)


def test_a_game_of_more_than_two_sides_gives_each_its_place(client, make_league):
    league = make_league("kalooki")
    kalooki(league, ["Ann", "Ben", "Cy"], [out(), left(20), left(150)])
    rows = sheet(client, "league_games_csv", league)
    assert rows[0][2:] == ["Side 1", "Total 1", "Place 1", "Side 2", "Total 2", "Place 2", "Side 3", "Total 3"] + [
        "Place 3",
        "Winner",
        "Night",
        "Round",
        "Table",
    ]
    assert rows[1][2:] == ["Ann", 0, 1, "Ben", 20, 2, "Cy", 150, 3, "Ann", "", "", ""]
    standings = sheet(client, "league_csv", league)
    assert "Average place" in standings[0]
    place = standings[0].index("Average place")
    assert [row[place] for row in standings[1:]] == [1, 2, 3]


def test_the_files_are_in_the_pages_language(client, three_games):
    response = client.get("/ja" + reverse("league_games_csv", args=[three_games.slug]))
    headings = read(response.content.decode("utf-8"))[0]
    assert headings[0] != "Date" and headings[-1] != "Winner"


HOSTILE = [
    '=HYPERLINK("http://evil.example","x")',
    "+1+1",
    "-2+3",
    "@SUM(1+1)",
    "=cmd|' /C calc'!A0",
    "＝1+1",
]


@pytest.mark.parametrize("name", HOSTILE)
@pytest.mark.parametrize("file", ["league_csv", "league_games_csv"])
def test_no_name_becomes_a_formula(client, league, name, file):
    finished(league, [name, "Ben"], ["Cy", "Di"], totals=[5100, 3000])
    rows = sheet(client, file, league)
    assert formulas(rows) == []
    cells = [cell for row in rows for cell in row]
    assert name in cells or f"{name} & Ben" in cells  # shown as typed, never evaluated
    assert Formula(name) not in cells


def test_the_games_files_full_headings_and_names_with_commas_and_quotes(client, league):
    """Names holding a comma, a quote and a formula's first character come back whole, each in its cell."""
    finished(league, ['Ann "the Ace", Jr', "=Ben"], ["Cy, Di", "Eve's"], totals=[5100, 3000])
    rows = sheet(client, "league_games_csv", league)
    assert rows[0] == ["Date", "Season", "Side 1", "Total 1", "Side 2", "Total 2", "Winner", "Night", "Round", "Table"]
    assert (
        rows[1][2:] == ['Ann "the Ace", Jr & =Ben', 5100, "Cy, Di & Eve's", 3000, 'Ann "the Ace", Jr & =Ben'] + [""] * 3
    )
    standings = sheet(client, "league_csv", league)
    assert sorted(row[3] for row in standings[1:]) == sorted(['Ann "the Ace", Jr', "=Ben", "Cy, Di", "Eve's"])
