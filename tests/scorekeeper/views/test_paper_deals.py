"""A Hand and Foot game continued from paper (how many deals were played there) and games of another
length, on the start page, the sheet, the deal form, the game details and in game files."""

import pytest
from django.urls import reverse

from scorekeeper.models import Game
from scorekeeper.services.deals import add_deal
from scorekeeper.services.errors import TooManyDeals
from scorekeeper.services.exchange import GameFileError, export_game, import_game
from scorekeeper.services.games import SideSpec, create_game

pytestmark = pytest.mark.django_db
NEW = reverse("new_game")
DEAL = [{"melded_points": 50}, {"melded_points": 100}]
AT_MOST_3_OF_4 = "At most 3 of this game&#x27;s 4 deals can have been played on paper."


def continued(paper=2, starts=(1200, 900), rules=None):
    sides = [SideSpec("We", ["Aiko", "Ben"], starts[0]), SideSpec("They", ["Chie", "Dan"], starts[1])]
    return create_game("hand-and-foot", sides, rules=rules, paper_deals=paper)


def test_the_start_page_asks_the_deals_played_on_paper_for_hand_and_foot_only(client):
    html = client.get(NEW, {"variant": "hand-and-foot"}).content.decode()
    assert 'name="paper_deals"' in html and "Deals already played on paper" in html
    assert 'name="paper_deals"' not in client.get(NEW, {"variant": "classic-canasta"}).content.decode()


def test_a_game_begun_on_paper_goes_on_at_its_third_deal(client):
    data = {"variant": "hand-and-foot", "seating": "2x2", "side0_start": "1200", "side1_start": "900"}
    response = client.post(NEW, data | {"paper_deals": "2"})
    game = Game.objects.get()
    assert response.url == game.get_absolute_url()
    assert game.paper_deals == 2
    sheet = client.get(game.get_absolute_url()).content.decode()
    assert "Deal 3 of 4 · meld 120" in sheet
    form = client.get(reverse("new_deal", args=[game.slug])).content.decode()
    assert form.count("Initial meld <b>120</b> for everyone") == 1


@pytest.mark.parametrize("paper", ["4", "9"])
def test_as_many_deals_on_paper_as_the_game_has_is_refused(client, paper):
    response = client.post(NEW, {"variant": "hand-and-foot", "seating": "2x2", "paper_deals": paper})
    assert f'<p class="error">{AT_MOST_3_OF_4}</p>' in response.content.decode()
    assert not Game.objects.exists()


def test_the_game_ends_after_the_deals_left_and_takes_no_more():
    game = continued()
    add_deal(game, DEAL)
    add_deal(game, DEAL)
    game.refresh_from_db()
    assert game.finished
    with pytest.raises(TooManyDeals):
        add_deal(game, DEAL)


def test_the_game_details_change_the_deals_on_paper(client):
    game = continued(paper=1)
    add_deal(game, DEAL)
    url = reverse("game_details", args=[game.slug])
    assert 'name="paper_deals" value="1"' in client.get(url).content.decode()
    sides = {"side0_name": "We", "side1_name": "They", "side0_start": "1200", "side1_start": "900"}
    assert client.post(url, sides | {"paper_deals": "2"}).status_code == 302
    game.refresh_from_db()
    assert game.paper_deals == 2
    assert "Deal 4 of 4 · meld 150" in client.get(game.get_absolute_url()).content.decode()
    refused = client.post(url, sides | {"paper_deals": "4"}).content.decode()
    assert f'<p class="error">{AT_MOST_3_OF_4}</p>' in refused
    game.refresh_from_db()
    assert game.paper_deals == 2


def test_correcting_a_deal_stored_by_an_older_meld_counts_the_deals_on_paper(client):
    """No standing stored with the deals: the one before deal 2 is worked out again, from paper on."""
    game = continued(paper=1)
    add_deal(game, DEAL)
    add_deal(game, DEAL)
    game.deals.update(standing=None)
    form = client.get(reverse("edit_deal", args=[game.slug, 2])).content.decode()
    assert form.count("Initial meld <b>120</b> for everyone") == 1  # the game's third deal


# What the house-rules panel posts for the meld minimums as a browser sends it: the preset's four
# prefilled, the two empty ones for more deals.
MINIMUMS = {f"meld_minimums__{index}": value for index, value in enumerate(["50", "90", "120", "150", "", ""])}


def test_house_rules_with_six_minimums_make_a_game_of_six_deals(client):
    data = {"variant": "hand-and-foot", "seating": "2x2"} | MINIMUMS
    data |= {"meld_minimums__4": "180", "meld_minimums__5": "210"}
    client.post(NEW, data)
    game = Game.objects.get()
    assert game.rules == {"meld_minimums": [50, 90, 120, 150, 180, 210]}
    assert "Deal 1 of 6 · meld 50" in client.get(game.get_absolute_url()).content.decode()


def test_house_rules_with_two_minimums_make_a_game_of_two_deals(client):
    data = {"variant": "hand-and-foot", "seating": "2x2"} | MINIMUMS
    data |= {"meld_minimums__0": "60", "meld_minimums__1": "100", "meld_minimums__2": "", "meld_minimums__3": ""}
    data |= {"paper_deals": "1"}
    client.post(NEW, data)
    game = Game.objects.get()
    assert game.rules == {"meld_minimums": [60, 100]} and game.paper_deals == 1
    assert "Deal 2 of 2 · meld 100" in client.get(game.get_absolute_url()).content.decode()


def test_shortening_the_game_below_the_deals_played_is_refused(client):
    game = continued(paper=1)
    add_deal(game, DEAL)
    add_deal(game, DEAL)
    url = reverse("game_details", args=[game.slug])
    sides = {"side0_name": "We", "side1_name": "They", "side0_start": "1200", "side1_start": "900", "paper_deals": "1"}
    shorter = MINIMUMS | {"meld_minimums__2": "", "meld_minimums__3": ""}
    html = client.post(url, sides | shorter).content.decode()
    assert '<p class="error">At most 0 of this game&#x27;s 2 deals can have been played on paper.</p>' in html
    game.refresh_from_db()
    assert game.rules == {}


def test_house_rules_of_fewer_deals_than_were_entered_are_refused_saying_so(client):
    game = continued(paper=0)
    for _ in range(3):
        add_deal(game, DEAL)
    url = reverse("game_details", args=[game.slug])
    sides = {"side0_name": "We", "side1_name": "They", "side0_start": "1200", "side1_start": "900"}
    shorter = MINIMUMS | {"meld_minimums__2": "", "meld_minimums__3": ""}
    english = client.post(url, sides | shorter).content.decode()
    japanese = client.post(f"/ja{url}", sides | shorter).content.decode()
    assert "<li>These rules give this game only 2 deals, but 3 have been entered.</li>" in english
    assert "<li>このルールでは、このゲームは2回までですが、すでに3回分入力されています。</li>" in japanese
    game.refresh_from_db()
    assert game.rules == {}


def test_a_game_file_keeps_the_deals_on_paper():
    game = continued()
    add_deal(game, DEAL)
    document = export_game(game)
    assert document["paper_deals"] == 2
    assert document["deals"][0]["tallies"][0]["meld_requirement"] == 120
    again = import_game(document)
    assert again.paper_deals == 2 and export_game(again) == document


def test_a_game_file_with_more_deals_than_are_left_is_refused():
    document = export_game(continued(paper=3))
    document["deals"] = [{"tallies": DEAL}, {"tallies": DEAL}]
    with pytest.raises(GameFileError) as refused:
        import_game(document)
    assert refused.value.problems == ["Hand and Foot has only 4 deals, but the file has 5."]


def test_deals_on_paper_are_only_for_a_game_of_a_set_number_of_deals():
    document = export_game(create_game("classic-canasta", [SideSpec("We", ["A", "B"]), SideSpec("They", ["C", "D"])]))
    document["paper_deals"] = 2
    with pytest.raises(GameFileError) as refused:
        import_game(document)
    assert refused.value.problems == ["“paper_deals” is only for a game of a set number of deals."]
