"""The league's pages as a person sees them: starting a league, recording games, the standings, a player."""

import re

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.urls import reverse
from django.utils import timezone
from django.utils.formats import date_format

from leagues.models import League, LeagueGame, Player
from leagues.services.seasons import close_season, current_season, reopen_season, start_season
from scorekeeper.models import Game
from scorekeeper.services.exchange import export_json
from tests.conftest import opened
from tests.leagues.conftest import finished
from tests.leagues.nights.conftest import open_for

pytestmark = pytest.mark.django_db


def text(response) -> str:
    return response.content.decode()


def test_starting_a_league_with_house_rules_and_a_switch(client, owner):
    client.force_login(owner)
    response = client.get(reverse("new_league") + "?variant=kalooki")
    assert "option_chips" in text(response)
    response = client.post(
        reverse("new_league"),
        {"name": "  Friday   Kalooki ", "variant": "kalooki", "target": "200", "option_chips": "on"},
    )
    league = League.objects.get()
    assert response.url == reverse("league_run", args=[league.slug])
    assert (league.name, league.variant, league.owner, league.rules) == (
        "Friday Kalooki",
        "kalooki",
        owner,
        {"target": 200, "chips": True},
    )
    assert league.seasons.get().number == 1


def test_a_league_needs_a_name_and_sane_house_rules(client, owner):
    client.force_login(owner)
    response = client.post(reverse("new_league"), {"name": " ", "variant": "classic-canasta", "target": "0"})
    assert response.status_code == 200
    assert not League.objects.exists()
    assert "Give the league a name." in text(response) or "This field is required." in text(response)


def test_your_leagues_lists_those_you_run_and_those_you_are_in(client, league, member, stranger):
    client.force_login(member)
    assert "Tuesday club" in text(client.get(reverse("leagues")))
    client.force_login(stranger)
    assert "Tuesday club" not in text(client.get(reverse("leagues")))


def test_recording_a_game_offers_the_leagues_players_and_matches_names_whatever_their_case(client, three_games, member):
    client.force_login(member)
    page = text(client.get(reverse("league_new_game", args=[three_games.slug])))
    assert '<datalist id="league-players">' in page and '<option value="Ann">' in page
    assert 'list="league-players"' in page
    response = client.post(
        reverse("league_new_game", args=[three_games.slug]),
        {
            "seating": "2x2",
            "side0_player0": "ann",
            "side0_player1": " Eve ",
            "side1_player0": "CY",
            "side1_player1": "Di",
        },
    )
    game = Game.objects.get(slug=response.url.strip("/").split("/")[-1])
    seats = [seat.player.name for seat in LeagueGame.objects.get(game=game).seats.order_by("side", "position")]
    assert seats == ["Ann", "Eve", "Cy", "Di"]
    assert [side.name for side in game.sides.all()] == ["ann & Eve", "CY & Di"]
    assert Player.objects.filter(league=three_games).count() == 5


def test_every_seat_needs_a_player_and_nobody_sits_twice(client, league, member):
    client.force_login(member)
    response = client.post(
        reverse("league_new_game", args=[league.slug]),
        {"seating": "2x2", "side0_player0": "Ann", "side0_player1": "", "side1_player0": "ANN", "side1_player1": "Di"},
    )
    page = text(response)
    assert "Name the player." in page and "Ann is at another place already." in page.replace("ANN", "Ann")
    assert not LeagueGame.objects.exists()


@pytest.mark.parametrize(
    ("page", "game"),
    [("league_new_game", "Classic Canasta · game 7,000"), ("league_result", "Classic Canasta to 7,000")],
)
def test_recording_a_game_names_the_league_its_season_and_its_game_to_the_leagues_target(
    client, make_league, member, page, game
):
    league = make_league(rules={"target": 7000})
    start_season(league)
    client.force_login(member)
    html = text(client.get(reverse(page, args=[league.slug])))
    assert '<p class="lead">Tuesday club · Season 2</p>' in html and game in html


@pytest.mark.parametrize("page", ["league_new_game", "league_result"])
def test_another_seating_picked_swaps_in_its_seats_alone(client, league, member, page):
    client.force_login(member)
    headers = {"HX-Request": "true", "HX-Target": "seating-fields"}
    response = client.get(reverse(page, args=[league.slug]) + "?seating=3x1", headers=headers)
    fragment = text(response).strip()
    assert fragment.startswith('<div id="seating-fields"') and fragment.endswith("</div>")
    assert 'name="side2_player0"' in fragment and "<h1>" not in fragment


def test_the_seating_can_change_and_only_seatings_the_house_rules_fit_are_offered(client, member, make_league):
    league = make_league(rules={"target": 7000})
    client.force_login(member)
    page = text(client.get(reverse("league_new_game", args=[league.slug]) + "?seating=3x1"))
    assert 'value="3x1" checked' in page and "side2_player0" in page
    response = client.post(
        reverse("league_new_game", args=[league.slug]),
        {"seating": "3x1", "side0_player0": "Ann", "side1_player0": "Ben", "side2_player0": "Cy"},
    )
    assert response.status_code == 302
    game = Game.objects.get()
    assert game.rules == {"target": 7000} and [side.name for side in game.sides.all()] == ["Ann", "Ben", "Cy"]


def test_the_standings_page(client, three_games):
    page = text(client.get(reverse("league", args=[three_games.slug])))
    assert page.index(">Ben</a>") < page.index(">Ann</a>") < page.index(">Di</a>") < page.index(">Cy</a>")
    assert "67%" in page and "15,350" in page
    headings = ["rank", "played", "won", "drawn", "lost", "win", "points", "average", "best", "streak", "rating"]
    assert re.findall(r'<th scope="col" class="(\w+)"', page) == headings  # no average place: two sides a game
    assert "Partnerships" in page and "Latest games" in page
    assert reverse("league_csv", args=[three_games.slug]) in page
    assert "Record a game" not in page  # a visitor reads, members record
    assert 'href="/g/' not in page  # nor do they get the games' sheets


def test_members_see_the_sheets_and_the_button_to_record(client, three_games, member):
    client.force_login(member)
    page = text(client.get(reverse("league", args=[three_games.slug])))
    assert "Record a game" in page and 'href="/g/' in page


def test_sorting_the_standings_by_a_column_and_back(client, three_games):
    url = reverse("league", args=[three_games.slug])
    page = text(client.get(url + "?sort=lost"))
    assert page.index(">Ben</a>") < page.index(">Cy</a>")
    assert re.findall(r'class="(\w+)" aria-sort="(\w+)"', page) == [("lost", "ascending")]
    assert 'sort=lost&amp;dir=reverse" title="Lost">L<span class="sort-mark"' in page
    page = text(client.get(url + "?sort=lost&dir=reverse"))
    assert page.index(">Cy</a>") < page.index(">Ben</a>")
    assert re.findall(r'class="(\w+)" aria-sort="(\w+)"', page) == [("lost", "descending")]
    assert 'sort=lost" title="Lost">L<span class="sort-mark"' in page  # and back again
    assert client.get(url + "?sort=nonsense").status_code == 200


STANDINGS_LINKS = ("Record a game", "Import a game file", "Run the league", "Open a club night", "Leave the league")


@pytest.mark.parametrize(
    ("who", "shown"),
    [
        ("owner", {"Record a game", "Import a game file", "Run the league", "Open a club night"}),
        ("member", {"Record a game", "Import a game file", "Leave the league"}),
        ("nobody", set()),
    ],
)
def test_the_standings_offer_each_reader_what_they_may_do(client, league, owner, member, who, shown):
    if who != "nobody":
        client.force_login(owner if who == "owner" else member)
    page = text(client.get(reverse("league", args=[league.slug])))
    assert {link for link in STANDINGS_LINKS if link in page} == shown
    assert ("Members record the league's games." in page) == (who == "nobody")


def test_the_standings_name_the_house_rules_and_the_club_nights(client, make_league):
    league = make_league(rules={"target": 7500})
    night = open_for(league)
    page = text(client.get(reverse("league", args=[league.slug])))
    assert "Classic Canasta · Target 7,500 (usual 5,000)</p>" in page
    assert f'<a href="{night.get_absolute_url()}">' in page


def test_the_standings_show_ten_partnerships_and_ten_changes_and_link_to_the_rest(client, league, owner):
    games = ["AB CD", "AC BD", "AD BC", "AE BF", "AF BE"]  # ten partnerships of Ann, Ben, Cy, Di, Eve and Fay
    names = {"A": "Ann", "B": "Ben", "C": "Cy", "D": "Di", "E": "Eve", "F": "Fay"}
    for game in games:
        first, second = ([names[letter] for letter in pair] for pair in game.split())
        finished(league, first, second, totals=[5100, 3000])
    season = current_season(league)
    for _ in range(5):
        close_season(season, owner)
        reopen_season(season, owner)
    url = reverse("league", args=[league.slug])
    page = text(client.get(url))
    assert "The best ten; every partnership is in the league file." not in page and "All changes" not in page
    finished(league, ["Cy", "Eve"], ["Di", "Fay"], totals=[5100, 3000])
    close_season(season, owner)
    page = text(client.get(url))
    assert "The best ten; every partnership is in the league file." in page
    log = page.split('id="log-title"')[1]
    assert log.count('class="log-head"') == 10 and f'{reverse("league_log", args=[league.slug])}">All changes' in log


def test_seasons_each_have_a_tab_and_all_time_has_one(client, three_games):
    start_season(three_games)
    finished(three_games, ["Ann", "Ben"], ["Cy", "Di"], totals=[3000, 5100])
    url = reverse("league", args=[three_games.slug])
    page = text(client.get(url))
    assert "Season 2" in page and "Season 1" in page and "All time" in page
    assert 'aria-current="page">Season 2' in page
    assert "Standings · Season 2" in page
    assert "Standings · Season 1" in text(client.get(url + "?season=1"))


def test_a_players_page(client, three_games):
    ann = Player.objects.get(name="Ann")
    page = text(client.get(reverse("league_player", args=[three_games.slug, ann.slug])))
    assert "<svg" in page and "<polyline" in page and "style=" not in page
    assert "Rating history" in page and "Partnerships" in page and "Head-to-head" in page
    assert page.count('class="badge outcome-') == 3
    assert "with Ben" in page and "with Cy" in page


def stats(page: str) -> dict[str, str]:
    return dict(re.findall(r'<span class="stat-label">([^<]+)</span><b[^>]*>(?:<a [^>]+>)?([^<]+)', page))


def test_a_players_page_as_the_player_reads_it(client, three_games, member):
    """Ann, whose account is the member's: her record, her rating's history, her partners and rivals, the others
    to compare with, and "This is not me"."""
    ann = Player.objects.get(name="Ann")
    ann.user = member
    ann.save()
    client.force_login(member)
    page = text(client.get(reverse("league_player", args=[three_games.slug, ann.slug])))
    assert "Tuesday club</a> · you</p>" in page
    assert stats(page) == {
        "Rating": "1.0",
        "Rank": "2",
        "Played": "3",
        "Won": "1",
        "Drawn": "1",
        "Lost": "1",
        "Points for": "14,150",
        "Average": "4,717",
        "Best game": "5,100",
        "Streak": "D1",
        "Best partner": "Ben",
        "Nemesis": "Ben",
    }
    assert "<small>33% won</small>" in page and "±0.0 last game" in page
    assert "Rating from 0.0 before the first game to 1.0 after 3 games." in page
    assert "1–1–0 in 2 games together" in page and "ahead of Ann in 1 of 1 game" in page
    rivals = re.findall(r'versus/\?with=[^"]+">(\w+)</a></th>\s*<td>(\d)</td>', page)
    assert rivals == [("Ben", "1"), ("Cy", "2"), ("Di", "3")]
    ben = Player.objects.get(name="Ben").get_absolute_url()
    linked = re.findall(r'<span class="stat-label">(Best partner|Nemesis)</span><b><a href="([^"]*)">', page)
    assert linked == [("Best partner", ben), ("Nemesis", ben)]
    assert re.findall(r'<option value="[^"]+">(\w+)</option>', page) == ["Ben", "Cy", "Di"]
    assert "This is not me" in page and "This is me<" not in page and "Change the name" not in page


def games_shown(page: str) -> list[list[tuple[str, str]]]:
    """The games listed under "Games" on a player's page: each one's sides (names, final total)."""
    section = page.split('id="games-title"')[1].split("</section>")[0]
    return [
        [
            (names.replace("&amp;", "&"), total)
            for names, total in re.findall(r"<span[^>]*>([^<]+) <b>([^<]+)</b>", game)
        ]
        for game in re.findall(r'<span class="game-sides">(.*?)</span>\s*<span class="game-meta">', section, re.S)
    ]


def test_a_players_games_come_twenty_a_page_the_latest_first(client, league):
    finished(league, ["Ann", "Ben"], ["Cy", "Di"], totals=[5100, 3000])
    for _ in range(20):
        finished(league, ["Ann", "Cy"], ["Ben", "Di"], totals=[4000, 5200])
    url = reverse("league_player", args=[league.slug, Player.objects.get(name="Ann").slug])
    page = text(client.get(url))
    assert games_shown(page) == [[("Ann & Cy", "4,000"), ("Ben & Di", "5,200")]] * 20
    assert page.count("with Cy") == 20
    assert (
        '<span class="muted">Page 1 of 2</span>' in page
        and '<a class="button" href="?page=2">Earlier games</a>' in page
    )
    page = text(client.get(url + "?page=2"))
    assert games_shown(page) == [[("Ann & Ben", "5,100"), ("Cy & Di", "3,000")]]
    assert page.count("with Ben") == 1
    assert (
        '<span class="muted">Page 2 of 2</span>' in page and '<a class="button" href="?page=1">Later games</a>' in page
    )


def test_a_players_page_offers_the_owner_the_name_and_a_member_this_is_me(client, three_games, owner, member):
    ben = Player.objects.get(name="Ben")
    url = reverse("league_player", args=[three_games.slug, ben.slug])
    client.force_login(owner)
    page = text(client.get(url))
    assert "Change the name" in page and " · you</p>" not in page
    client.force_login(member)
    page = text(client.get(url))
    assert "This is me" in page and "This is not me" not in page and "Change the name" not in page


def test_a_players_page_of_an_ended_season_has_the_rating_at_its_end(client, three_games):
    ann = Player.objects.get(name="Ann")
    start_season(three_games)
    finished(three_games, ["Ann", "Ben"], ["Cy", "Di"], totals=[5100, 3000])
    url = reverse("league_player", args=[three_games.slug, ann.slug])
    page = text(client.get(url + "?season=1"))
    assert "In this season. Tap a name" in page
    assert (stats(page)["Played"], stats(page)["Rating"]) == ("3", "1.0")
    assert '<a href="?season=1" aria-current="page">Season 1</a>' in page
    assert len(games_shown(page)) == 3
    page = text(client.get(url + "?season=all"))
    assert "All time. Tap a name" in page and stats(page)["Played"] == "4" and stats(page)["Rating"] != "1.0"
    assert len(games_shown(page)) == 4
    page = text(client.get(url))  # the current season, after all time was shown
    assert stats(page)["Played"] == "1"
    assert games_shown(page) == [[("Ann & Ben", "5,100"), ("Cy & Di", "3,000")]]
    section = page.split('id="partners-title"')[1].split("</section>")[0]
    partners = [re.sub(r"<[^>]+>", "", item) for item in re.findall(r"<li>(.*?)</li>", section)]
    assert partners == ["Ben 1 played · 1 won · 0 drawn · 0 lost"]  # her partnerships only
    rivals = re.findall(r'versus/\?with=[^"]+">(\w+)</a></th>\s*<td>(\d)</td>', page)
    assert rivals == [("Ben", "0"), ("Cy", "1"), ("Di", "1")]


def test_this_is_me_is_offered_only_to_a_member_with_no_player_on_a_player_with_no_account(
    client, three_games, owner, member
):
    ann, ben = Player.objects.get(name="Ann"), Player.objects.get(name="Ben")
    ann.user = owner
    ann.save()
    assert "This is me" not in text(client.get(reverse("league_player", args=[three_games.slug, ben.slug])))
    client.force_login(member)
    assert "This is me" not in text(client.get(reverse("league_player", args=[three_games.slug, ann.slug])))
    assert "This is me" in text(client.get(reverse("league_player", args=[three_games.slug, ben.slug])))


def test_a_players_rating_chart_numbers_the_games_and_dates_the_last(client, three_games):
    ann = Player.objects.get(name="Ann")
    page = text(client.get(reverse("league_player", args=[three_games.slug, ann.slug])))
    chart = page[page.index('<svg class="chart"') : page.index("</svg>")]
    assert [f'text-anchor="middle">{game}</text>' in chart for game in (1, 2, 3)] == [True] * 3
    assert f">{date_format(timezone.localdate(), 'DATE_FORMAT')}</text>" in chart
    assert ">game</text>" in chart


def test_a_player_without_games_has_a_page_too(client, league, member):
    client.force_login(member)
    client.post(
        reverse("league_new_game", args=[league.slug]),
        {
            "seating": "2x2",
            "side0_player0": "Ann",
            "side0_player1": "Ben",
            "side1_player0": "Cy",
            "side1_player1": "Di",
        },
    )
    ann = Player.objects.get(name="Ann")
    page = text(client.get(reverse("league_player", args=[league.slug, ann.slug])))
    assert "No finished game yet" in page and "<svg" not in page


def test_head_to_head(client, three_games):
    ann, ben, cy = (Player.objects.get(name=name) for name in ("Ann", "Ben", "Cy"))
    url = reverse("league_versus", args=[three_games.slug, ann.slug])
    page = text(client.get(url + f"?with={ben.slug}"))
    assert "As opponents" in page and "2 played · 1 won · 1 drawn · 0 lost" in page
    record = client.get(url + f"?with={cy.slug}").context["record"]
    assert (record.against, record.first_ahead, record.second_ahead, record.level) == (2, 1, 0, 1)
    assert (record.together, record.won, record.lost) == (1, 0, 1)
    assert client.get(url).status_code == 302
    assert client.get(url + "?with=nobody").status_code == 404


def test_a_member_says_which_player_they_are(client, three_games, member):
    ann = Player.objects.get(name="Ann")
    client.force_login(member)
    url = reverse("league_player", args=[three_games.slug, ann.slug])
    assert "This is me" in text(client.get(url))
    client.post(reverse("league_player_claim", args=[three_games.slug, ann.slug]))
    ann.refresh_from_db()
    assert ann.user == member
    ben = Player.objects.get(name="Ben")
    client.post(reverse("league_player_claim", args=[three_games.slug, ben.slug]))
    ben.refresh_from_db()
    assert ben.user is None  # one player per account
    client.post(reverse("league_player_claim", args=[three_games.slug, ann.slug]), {"undo": "1"})
    ann.refresh_from_db()
    assert ann.user is None


def test_the_owner_renames_a_player_but_not_onto_another(client, three_games, owner):
    ann = Player.objects.get(name="Ann")
    client.force_login(owner)
    url = reverse("league_player_edit", args=[three_games.slug, ann.slug])
    response = client.post(url, {"name": "BEN"})
    assert "Another player of this league is called" in text(response)
    client.post(url, {"name": "Anna"})
    ann.refresh_from_db()
    assert (ann.name, ann.key) == ("Anna", "anna")


def test_the_games_page_pages_through_the_games(client, league, member):
    for _ in range(22):
        finished(league, ["Ann", "Ben"], ["Cy", "Di"], totals=[5100, 3000])
    client.force_login(member)
    url = reverse("league_games", args=[league.slug])
    first = client.get(url)
    assert len(first.context["games"]) == 20 and "Earlier games" in text(first)
    assert len(client.get(url + "?page=2").context["games"]) == 2


def test_a_league_games_sheet_names_its_league_and_offers_the_next_game(client, three_games, member, stranger):
    game = LeagueGame.objects.filter(league=three_games).first().game
    client.force_login(member)
    page = text(client.get(game.get_absolute_url()))
    assert "Tuesday club" in page and reverse("league_rematch", args=[three_games.slug, game.slug]) in page
    assert "Rotate partners" in page
    client.force_login(stranger)
    page = text(client.get(game.get_absolute_url()))
    assert "The league's members record its next game." in page
    assert "league_rematch" not in page and reverse("rematch", args=[game.slug]) not in page


def test_the_league_rematch_rotates_partners(client, three_games, member):
    game = LeagueGame.objects.filter(league=three_games).order_by("sequence").first().game
    client.force_login(member)
    response = client.post(reverse("league_rematch", args=[three_games.slug, game.slug]), {"rotate": "1"})
    new = Game.objects.get(slug=response.url.strip("/").split("/")[-1])
    assert [side.players for side in new.sides.all()] == [["Ann", "Cy"], ["Di", "Ben"]]
    assert LeagueGame.objects.get(game=new).league == three_games
    response = client.post(reverse("league_rematch", args=[three_games.slug, new.slug]))
    again = Game.objects.get(slug=response.url.strip("/").split("/")[-1])
    assert [side.players for side in again.sides.all()] == [["Ann", "Cy"], ["Di", "Ben"]]


def test_running_the_league(client, three_games, owner, member):
    client.force_login(owner)
    page = text(client.get(reverse("league_run", args=[three_games.slug])))
    assert f"/join/{three_games.invite}/" in page and "mae" in page
    assert "Start a new season" in page
    client.post(reverse("league_season", args=[three_games.slug]), {"after": "1"})
    client.post(reverse("league_season", args=[three_games.slug]), {"after": "1"})  # a second tap
    assert three_games.seasons.count() == 2


QR_CODE = re.compile(r'<div class="qr" role="img" aria-label="QR code of the link"><svg [^>]*class="qr">')


def test_the_run_page_shows_the_invite_and_public_links_each_with_its_words_and_qr_code(client, league, owner):
    client.force_login(owner)
    page = text(client.get(reverse("league_run", args=[league.slug])))
    invite, public = page.split('<section class="share-link"')[1:3]
    assert "Invite link</h3>" in invite and "joins the league and records its games" in invite
    assert f"/join/{league.invite}/" in invite and QR_CODE.search(invite)
    assert "Public link</h3>" in public and "Anybody who has it reads the standings" in public
    assert league.get_absolute_url() in public and QR_CODE.search(public)


def test_importing_a_game_file_into_the_league(client, three_games, member):
    game = LeagueGame.objects.filter(league=three_games).first().game
    client.force_login(member)
    response = client.post(reverse("league_import", args=[three_games.slug]), {"text": export_json(game)})
    assert response.status_code == 302
    assert LeagueGame.objects.filter(league=three_games).count() == 4
    response = client.post(reverse("league_import", args=[three_games.slug]), {"text": "{}"})
    assert "Nothing was imported" in text(response)


def test_japanese_league_pages(client, three_games):
    ann = Player.objects.get(name="Ann")
    for url in (
        reverse("league", args=[three_games.slug]),
        reverse("league_player", args=[three_games.slug, ann.slug]),
    ):
        page = text(client.get("/ja" + url))
        assert 'lang="ja"' in page and "順位" in page


def test_a_kalooki_league_ranks_and_sorts_the_lowest_points_first(client, make_league, member):
    league = make_league("kalooki")
    client.force_login(member)
    url = reverse("league_new_game", args=[league.slug])
    page = text(client.get(url))
    assert 'value="4x1" checked' in page and "Players" in page
    response = client.post(
        url, {"seating": "3x1", "side0_player0": "Ann", "side1_player0": "Ben", "side2_player0": "Cy"}
    )
    game = Game.objects.get(slug=response.url.strip("/").split("/")[-1])
    client.post(
        reverse("new_deal", args=[game.slug]),
        {**opened(game), "s0-went_out": "on", "s1-penalty_points": "20", "s2-penalty_points": "150"},
    )
    standings = client.get(reverse("league", args=[league.slug]) + "?sort=best")
    assert [line.player.name for line in standings.context["lines"]] == ["Ann", "Ben", "Cy"]
    assert standings.context["partnerships"] == []
    assert "Partnerships" not in text(standings)


def test_the_pages_queries_do_not_grow_with_games_or_players(client, league):
    finished(league, ["Ann", "Ben"], ["Cy", "Di"], totals=[5100, 3000])
    pages = {
        "standings": lambda: reverse("league", args=[league.slug]),
        "player": lambda: reverse("league_player", args=[league.slug, Player.objects.get(name="Ann").slug]),
    }
    counts = {name: len(queries_of(client, url())) for name, url in pages.items()}
    for names in (["Eve", "Fay"], ["Gus", "Hal"], ["Ann", "Gus"], ["Ivy", "Jo"]):
        finished(league, names, ["Cy", "Di"], totals=[5100, 3000])
    assert {name: len(queries_of(client, url())) for name, url in pages.items()} == counts


def queries_of(client, url):
    with CaptureQueriesContext(connection) as captured:
        assert client.get(url).status_code == 200
    return captured.captured_queries


def test_deleting_a_league_game_says_it_leaves_the_standings(client, three_games):
    game = LeagueGame.objects.filter(league=three_games).first().game
    page = text(client.get(reverse("delete_game", args=[game.slug])))
    assert "It also leaves the standings and ratings of Tuesday club" in page
    client.post(reverse("delete_game", args=[game.slug]))
    assert LeagueGame.objects.filter(league=three_games).count() == 2


def test_the_partnerships_link_each_player_to_their_page(client, three_games):
    page = text(client.get(reverse("league", args=[three_games.slug])))
    section = page[page.index('id="partnerships-title"') :]
    section = section[: section.index("</table>")]
    ben, di = (three_games.players.get(name=name) for name in ("Ben", "Di"))
    row = f'<a href="{ben.get_absolute_url()}">Ben</a> &amp; <a href="{di.get_absolute_url()}">Di</a>'
    assert row in section
    assert section.count('href=""') == 0
