"""A game of Burraco on the score pad: its deal form and sheet in both languages, with no initial meld
anywhere, a refused deal that keeps what was typed, a second tap that saves once, its game file, and a
league of Burraco."""

import re

import pytest
from django.urls import reverse
from django.utils import translation

from leagues.services.leagues import create_league
from leagues.services.standings import lines
from scorekeeper.models import Deal
from scorekeeper.services.deals import add_deal
from scorekeeper.services.exchange import export_game
from scorekeeper.services.games import SideSpec, create_game
from tests.conftest import form_data, opened
from tests.leagues.conftest import record

pytestmark = pytest.mark.django_db

CLOSED = {"clean_burracos": 1, "dirty_burracos": 1, "went_out": True, "took_pot": True, "melded_points": 450}
STUCK = {"melded_points": 120, "hand_points": 85}  # never reached its pozzetto


@pytest.fixture
def burraco():
    return create_game("burraco", [SideSpec("We", ["Aiko", "Ben"]), SideSpec("They", ["Chie", "Dan"])])


def url(name, game, *args, language="en"):
    with translation.override(language):
        return reverse(name, args=[game.slug, *args])


def visible(html: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html))


def test_the_deal_form_asks_for_burracos_closing_and_the_pozzetto_and_no_initial_meld(client, burraco):
    page = client.get(url("new_deal", burraco)).content.decode()
    for label in ("Clean burracos", "Semi-clean burracos", "Dirty burracos", "Closed", "Took the pozzetto"):
        assert f"{label}</" in page, label
    assert "Initial meld" not in visible(page) and 'class="need' not in page
    assert "Points of every card on the table, burracos included." in page  # the help
    japanese = visible(client.get(url("new_deal", burraco, language="ja")).content.decode())
    for label in (
        "クリーン・ブラッコ",
        "セミクリーン・ブラッコ",
        "ダーティ・ブラッコ",
        "上がった",
        "ポッツェットを取った",
    ):
        assert label in japanese, label
    assert "イニシャルメルド" not in japanese and "ミニマムメルド" not in japanese


def test_a_saved_deal_shows_on_the_sheet_with_its_burracos_and_no_initial_meld(client, burraco):
    data = {**form_data(CLOSED, STUCK), **opened(burraco)}
    assert client.post(url("new_deal", burraco), data).status_code == 302
    assert [deal.scores for deal in Deal.objects.all()] == [[850, -65]]
    sheet = client.get(url("sheet", burraco)).content.decode()
    assert "1 clean · 1 dirty" in sheet and "850" in sheet and "−65" in sheet
    assert "initial meld" not in visible(sheet).lower() and 'class="need' not in sheet
    table = client.get(url("table_view", burraco)).content.decode()
    assert "centre-need" not in table
    japanese = visible(client.get(url("sheet", burraco, language="ja")).content.decode())
    assert "クリーン1・ダーティ1" in japanese and "イニシャルメルド" not in japanese


def test_closing_without_the_pozzetto_saves_nothing_and_keeps_what_was_typed(client, burraco):
    typed = {**CLOSED, "took_pot": False}
    page = client.post(url("new_deal", burraco), {**form_data(typed, STUCK), **opened(burraco)}).content.decode()
    assert Deal.objects.count() == 0
    assert "A side closes only after taking its pozzetto: tick “Took the pozzetto” too." in page
    assert 'name="s0-melded_points" value="450"' in page and 'name="s1-hand_points" value="85"' in page


def test_a_second_tap_on_save_saves_the_deal_once(client, burraco):
    data = {**form_data(CLOSED, STUCK), **opened(burraco)}
    first, second = client.post(url("new_deal", burraco), data), client.post(url("new_deal", burraco), data)
    assert first.status_code == second.status_code == 302
    assert Deal.objects.count() == 1


def test_the_game_file_writes_no_initial_meld(burraco):
    add_deal(burraco, [CLOSED, STUCK])
    document = export_game(burraco)
    assert [side["next_meld_requirement"] for side in document["sides"]] == [None, None]
    assert [tally["meld_requirement"] for tally in document["deals"][0]["tallies"]] == [None, None]
    assert [tally["score"] for tally in document["deals"][0]["tallies"]] == [850, -65]


def test_a_game_ends_at_2005_and_names_its_winner(client):
    game = create_game("burraco", [SideSpec("We", ["Aiko", "Ben"], 1154), SideSpec("They", ["Chie", "Dan"], 1900)])
    add_deal(game, [CLOSED, STUCK])  # 2,004 and 1,835: on
    game.refresh_from_db()
    assert not game.finished
    add_deal(game, [CLOSED, STUCK])
    game.refresh_from_db()
    assert game.finished
    sheet = visible(client.get(url("sheet", game)).content.decode())
    assert "Winner: We" in sheet and "2,854" in sheet


def test_a_league_of_burraco_ranks_its_players_by_their_games(django_user_model):
    owner = django_user_model.objects.create_user("olive", "olive@example.com", "a long pass phrase")
    league = create_league("Tuesday club", "burraco", None, owner=owner)
    for winners, losers in ((["Ann", "Ben"], ["Cy", "Di"]), (["Ann", "Cy"], ["Ben", "Di"])):
        game = record(league, winners, losers, starts=[1900, 1500])
        add_deal(game, [CLOSED, STUCK])
        game.refresh_from_db()
        assert game.finished
    table = {line.player.name: (line.rank, line.played, line.won, line.lost) for line in lines(league)}
    assert table == {"Ann": (1, 2, 2, 0), "Ben": (2, 2, 1, 1), "Cy": (2, 2, 1, 1), "Di": (4, 2, 0, 2)}
