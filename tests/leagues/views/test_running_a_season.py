"""A club's season on the league's pages: the games being played, results recorded from paper, the log of
changes, a new season that starts from everyone's ratings, and a season closed."""

import re
from datetime import timedelta

import pytest
from django.urls import reverse
from django.utils import timezone

from leagues.models import League, LeagueGame, Player
from leagues.services.seasons import close_season, current_season, start_season
from scorekeeper.models import Game
from scorekeeper.services.deals import Opened, change_deal
from scorekeeper.services.history import Author
from tests.leagues.conftest import deal, finished, record

pytestmark = pytest.mark.django_db


def text(response) -> str:
    return response.content.decode()


def league_page(client, league, query: str = "") -> str:
    return text(client.get(reverse("league", args=[league.slug]) + query))


def test_a_game_being_played_is_on_the_leagues_page_with_its_sheet_for_members(client, league, member):
    game = record(league, ["Ann", "Ben"], ["Cy", "Di"], starts=[1200, 800])
    deal(game, 300, 150)
    public = league_page(client, league)
    assert "Being played" in public
    assert "Ann &amp; Ben <b>1,500</b>" in public and "Cy &amp; Di <b>950</b>" in public
    assert "1 deal so far" in public
    assert game.get_absolute_url() not in public and game.slug not in public  # the edit link is for members
    client.force_login(member)
    assert f'href="{game.get_absolute_url()}"' in league_page(client, league)
    assert f'href="{game.get_absolute_url()}"' in text(client.get(reverse("league_games", args=[league.slug])))


def test_a_finished_game_leaves_the_games_being_played(client, league):
    finished(league, ["Ann", "Ben"], ["Cy", "Di"], totals=[5100, 3000])
    assert "Being played" not in league_page(client, league)


def result(client, league, seating: str, names: list[str], totals: list[int], played: str = "") -> object:
    data = {"seating": seating, "played": played or timezone.localdate().isoformat(), "notes": ""}
    per_side = int(seating.split("x")[1])
    for index, name in enumerate(names):
        data[f"side{index // per_side}_player{index % per_side}"] = name
    for side, total in enumerate(totals):
        data[f"side{side}_start"] = str(total)
    return client.post(reverse("league_result", args=[league.slug]), data)


def test_a_kalooki_result_from_paper_counts_by_place(client, make_league, member):
    """Ann 40, Ben 70, Cy 110, Di 158 (bust): four places, and the standings follow them."""
    league = make_league("kalooki")
    client.force_login(member)
    yesterday = timezone.localdate() - timedelta(days=1)
    response = result(client, league, "4x1", ["Ann", "Ben", "Cy", "Di"], [40, 70, 110, 158], yesterday.isoformat())
    game = Game.objects.get()
    assert response.url == game.get_absolute_url() and game.finished and game.rules_fixed
    played = LeagueGame.objects.get(game=game)
    assert timezone.localtime(played.finished).date() == yesterday
    standings = league_page(client, league)
    ranks = re.findall(r'<span class="rank-number">(\d)</span> <a href="[^"]+">(\w+)</a>', standings)
    assert ranks == [("1", "Ann"), ("2", "Ben"), ("3", "Cy"), ("4", "Di")]
    assert '<th scope="col" class="place"' in standings
    after_win_rate = r'<a href="[^"]+">(\w+)</a></th>\s*(?:<td>\d+</td>\s*){4}<td><b>[^<]+</b></td>\s*<td>([^<]+)</td>'
    places = [("Ann", "1.0"), ("Ben", "2.0"), ("Cy", "3.0"), ("Di", "4.0")]
    assert re.findall(after_win_rate, standings) == places  # each line's average place, under its heading
    other = make_league(name="Two sides")  # a place column for its own games only, not another league's
    finished(other, ["Ann", "Ben"], ["Cy", "Di"], totals=[5100, 3000])
    assert '<th scope="col" class="place"' not in league_page(client, other)
    sheet = text(client.get(game.get_absolute_url()))
    assert "Played on paper: recorded from its final totals." in sheet
    assert '<span class="badge">Bust</span>' in sheet


def test_totals_that_do_not_end_the_game_are_refused_and_kept(client, make_league, member):
    league = make_league("kalooki")
    client.force_login(member)
    response = result(client, league, "4x1", ["Ann", "Ben", "Cy", "Di"], [40, 70, 110, 140])
    page = text(response)
    assert response.status_code == 200
    assert "These totals do not end the game: it ends when a total reaches 150." in page
    assert 'value="140"' in page and 'value="Di"' in page
    assert not Game.objects.exists()


def test_a_result_needs_every_total_and_no_day_to_come(client, league, member):
    client.force_login(member)
    tomorrow = (timezone.localdate() + timedelta(days=1)).isoformat()
    response = result(client, league, "2x2", ["Ann", "Ben", "Cy", "Di"], [5100], tomorrow)
    assert response.context["form"].errors["played"] == ["A result is recorded once the game has been played."]
    assert "Enter the final total." in text(response)
    assert not Game.objects.exists()


def test_a_canasta_result_of_another_day_counts_like_any_finished_game(client, league, member):
    client.force_login(member)
    result(client, league, "2x2", ["Ann", "Ben", "Cy", "Di"], [5100, 3000], "2026-03-14")
    game = Game.objects.get()
    assert game.finished
    assert "Ann &amp; Ben <b>5,100</b>" in league_page(client, league)
    assert "March 14, 2026" in league_page(client, league)


def test_a_hand_and_foot_result_played_every_deal_on_paper(client, make_league, member):
    league = make_league("hand-and-foot")
    client.force_login(member)
    result(client, league, "2x2", ["Ann", "Ben", "Cy", "Di"], [6200, 4100])
    game = Game.objects.get()
    assert (game.finished, game.paper_deals) == (True, 4)


def test_a_hand_and_foot_league_game_begun_on_paper_carries_its_deals(client, make_league, member):
    league = make_league("hand-and-foot")
    client.force_login(member)
    page = text(client.get(reverse("league_new_game", args=[league.slug])))
    assert 'name="paper_deals"' in page
    data = {"seating": "2x2", "side0_player0": "Ann", "side0_player1": "Ben", "side1_player0": "Cy"}
    data |= {"side1_player1": "Di", "side0_start": "2500", "side1_start": "1800", "paper_deals": "2"}
    client.post(reverse("league_new_game", args=[league.slug]), data)
    game = Game.objects.get()
    assert (game.paper_deals, game.finished) == (2, False)
    assert "Deal 3 of 4" in text(client.get(game.get_absolute_url()))


def test_a_correction_shows_in_the_log_on_the_leagues_page(client, league, owner, member):
    game = finished(league, ["Ann", "Ben"], ["Cy", "Di"], totals=[5100, 3000])
    played = game.deals.get()
    change_deal(game, Opened.of(game, played), [{"melded_points": 200}, {"melded_points": 300}], Author(member.pk))
    public = league_page(client, league)
    assert "Changes" in public
    assert "a member</b> corrected deal 1" in public
    assert 'Ann &amp; Ben: 5,100<span class="outcome-word"> (won)</span> → 5,000<span' in public
    client.force_login(member)
    assert "you</b> corrected deal 1" in league_page(client, league)
    client.force_login(owner)  # another member of the league reads the name
    assert "mae</b> corrected deal 1" in league_page(client, league)
    log = text(client.get(reverse("league_log", args=[league.slug])))
    assert "corrected deal 1" in log


def test_a_new_season_starts_from_everyones_ratings_and_shows_the_latest_games(client, league):
    finished(league, ["Ann", "Ben"], ["Cy", "Di"], totals=[5100, 3000])
    start_season(league)
    page = league_page(client, league)
    ranks = re.findall(r'<span class="rank-number">(.)</span> <a href="[^"]+">(\w+)</a>', page)
    assert sorted(name for _rank, name in ranks) == ["Ann", "Ben", "Cy", "Di"]
    assert {rank for rank, _name in ranks} == {"—"}  # nobody has played in it yet
    assert "None finished in this season yet: these are the league's latest." in page
    assert "Ann &amp; Ben <b>5,100</b>" in page


def ranked(page: str) -> list[tuple[str, str]]:
    """The standings' table (not the partnerships'): each line's rank and player."""
    table = page.split('aria-labelledby="standings-title"')[1].split("</section>")[0]
    return re.findall(r'<span class="rank-number">(.)</span> <a href="[^"]+">(\w+)</a>', table)


def test_an_ended_season_ranks_only_who_played_in_it(client, league):
    """Eve, new in season 2, is not in season 1's standings; the current season has everyone with a rating."""
    finished(league, ["Ann", "Ben"], ["Cy", "Di"], totals=[5100, 3000])
    start_season(league)
    finished(league, ["Eve", "Ben"], ["Cy", "Ann"], totals=[5100, 3000])
    assert ranked(league_page(client, league, "?season=1")) == [("1", "Ann"), ("1", "Ben"), ("3", "Cy"), ("3", "Di")]
    assert sorted(name for _rank, name in ranked(league_page(client, league))) == ["Ann", "Ben", "Cy", "Di", "Eve"]


def test_a_closed_season_says_so_and_takes_no_game(client, league, owner, member):
    finished(league, ["Ann", "Ben"], ["Cy", "Di"], totals=[5100, 3000])
    close_season(current_season(league), owner)
    client.force_login(member)
    page = league_page(client, league)
    assert "Season 1 was closed on" in page and "its results are final." in page
    assert reverse("league_new_game", args=[league.slug]) not in page
    assert "Season 1 is closed: the league's owner starts the next season or opens it again." in page
    response = client.post(
        reverse("league_new_game", args=[league.slug]),
        {
            "seating": "2x2",
            "side0_player0": "Ann",
            "side0_player1": "Ben",
            "side1_player0": "Cy",
            "side1_player1": "Di",
        },
    )
    assert "Season 1 is closed" in text(response)
    assert LeagueGame.objects.count() == 1


def test_closing_asks_first_and_names_the_games_still_being_played(client, league, owner):
    record(league, ["Ann", "Ben"], ["Cy", "Di"])
    client.force_login(owner)
    page = text(client.get(reverse("league_season_close", args=[league.slug, 1])))
    assert "Close Season 1?" in page
    assert "1 game of this season is still being played: it stops where it is and does not count." in page
    assert current_season(league).closed is None
    response = client.post(reverse("league_season_close", args=[league.slug, 1]))
    assert response.url == reverse("league", args=[league.slug]) + "?season=1"
    assert current_season(league).closed is not None


def test_a_season_is_closed_or_opened_by_its_number_in_its_own_league_only(client, league, make_league, owner):
    other = make_league(name="Friday club")
    start_season(other)
    client.force_login(owner)
    assert client.get(reverse("league_season_close", args=[league.slug, 2])).status_code == 404
    assert client.post(reverse("league_season_close", args=[league.slug, 2])).status_code == 404
    assert client.post(reverse("league_season_open", args=[league.slug, 2])).status_code == 404
    assert other.seasons.get(number=2).closed is None
    start_season(league)
    assert "Close Season 1?" in text(client.get(reverse("league_season_close", args=[league.slug, 1])))
    client.post(reverse("league_season_close", args=[league.slug, 1]))
    closed = [season.closed is not None for season in league.seasons.order_by("number")]
    assert closed == [True, False]


def test_a_players_page_has_their_record_against_each_player(client, league):
    finished(league, ["Ann", "Ben"], ["Cy", "Di"], totals=[5100, 3000])
    finished(league, ["Ann", "Cy"], ["Ben", "Di"], totals=[4000, 5200])
    ann = Player.objects.get(name="Ann")
    page = text(client.get(reverse("league_player", args=[league.slug, ann.slug])))
    assert "Best partner" in page and "Nemesis" in page
    assert "1–0–0 in 1 game together" in page  # with Ben
    assert "ahead of Ann in 1 of 1 game" in page  # Ben, when they met
    rows = re.findall(r'<th scope="row"><a href="[^"]+">(\w+)</a></th>\s*<td>(\d)</td>', page)
    assert rows == [("Ben", "1"), ("Cy", "1"), ("Di", "2")]


def test_an_ended_seasons_page_shows_only_that_season(client, league, owner, member):
    """Season 1 (corrected, then closed) and season 2 (a game finished, one being played): each season's
    page has its own games, games being played, closing and log."""
    first = finished(league, ["Ann", "Ben"], ["Cy", "Di"], totals=[5100, 3000])
    change_deal(first, Opened.of(first, first.deals.get()), [{"melded_points": 200}, {"melded_points": 300}])
    close_season(current_season(league), owner)
    start_season(league)
    finished(league, ["Eve", "Ben"], ["Cy", "Ann"], totals=[5100, 3000])
    record(league, ["Eve", "Di"], ["Ann", "Ben"], starts=[1200, 800])
    ended, now = league_page(client, league, "?season=1"), league_page(client, league)
    shown = {
        page: (
            "Season 1 was closed on" in page,
            "Being played" in page,
            "Ann &amp; Ben <b>5,000</b>" in page,  # season 1's game, corrected
            "Eve &amp; Ben <b>5,100</b>" in page,  # season 2's
            "corrected deal 1" in page,
            "None finished in this season yet" in page,
        )
        for page in (ended, now)
    }
    assert shown[ended] == (True, False, True, False, True, False)
    assert shown[now] == (False, True, False, True, False, False)


def test_a_season_without_games_shows_none_of_the_leagues_later_games(client, league):
    start_season(league)
    finished(league, ["Ann", "Ben"], ["Cy", "Di"], totals=[5100, 3000])
    page = league_page(client, league, "?season=1")
    assert "Latest games" not in page and "Ann &amp; Ben <b>5,100</b>" not in page
    assert "Latest games" in league_page(client, league)


def test_all_time_does_not_say_that_the_current_season_was_closed(client, league, owner):
    finished(league, ["Ann", "Ben"], ["Cy", "Di"], totals=[5100, 3000])
    start_season(league)
    close_season(current_season(league), owner)
    assert "Season 2 was closed on" in league_page(client, league)
    page = league_page(client, league, "?season=all")
    assert "was closed on" not in page and "Ann &amp; Ben <b>5,100</b>" in page


def test_a_league_made_in_the_admin_shows_its_standings_and_gets_its_first_season(client, owner):
    league = League.objects.create(name="Made in the admin", variant="classic-canasta", owner=owner)
    assert "Made in the admin" in league_page(client, league)
    assert [season.number for season in league.seasons.all()] == [1]
