"""Hand and Foot on the score pad: start page, deal form, sheet, end of the game, game files."""

import copy
import json

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import reverse

from rules.families.handfoot.presets import HAND_AND_FOOT
from scorekeeper.models import Game
from scorekeeper.services.deals import add_deal, append_deals
from scorekeeper.services.errors import TooManyDeals
from scorekeeper.services.exchange import GameFileError, export_game, import_game
from scorekeeper.services.games import SideSpec, create_game
from tests.conftest import form_data, opened

pytestmark = pytest.mark.django_db

OUT = {"clean_books": 2, "dirty_books": 2, "wild_books": 1, "went_out": True, "melded_points": 400}
OTHER = {"clean_books": 1, "red_threes_in_hand": 1, "melded_points": 150, "hand_points": 60}


def hand_and_foot(deals=(), variant="hand-and-foot", sides=None):
    sides = sides or [SideSpec("We", ["Aiko", "Ben"]), SideSpec("They", ["Chie", "Dan"])]
    game = create_game(variant, sides)
    for tallies in deals:
        add_deal(game, tallies)
    game.refresh_from_db()
    return game


def page(client, url, **params):
    response = client.get(url, params)
    assert response.status_code == 200
    return response.content.decode()


def test_the_start_page_offers_both_presets(client):
    html = page(client, reverse("new_game"))
    assert '<option value="hand-and-foot">Hand and Foot</option>' in html
    assert '<option value="hand-and-foot-bicycle">Hand and Foot (Bicycle)</option>' in html


def test_choosing_hand_and_foot_shows_its_seatings_and_no_target(client):
    html = page(client, reverse("new_game"), variant="hand-and-foot")
    for seating, label in [
        ("2x2", "<b>4</b> in 2 teams of 2"),
        ("4x2", "<b>8</b> in 4 teams of 2"),
        ("5x1", "<b>5</b> each plays alone"),
    ]:
        assert f'value="{seating}"' in html
        assert label in html
    assert "13-card hand and 13-card foot · 5 decks" in html
    assert 'name="target"' not in html
    assert "More: continue a game begun on paper" in html


def test_switching_the_game_swaps_in_its_seatings(client):
    response = client.get(
        reverse("new_game"),
        {"variant": "hand-and-foot-bicycle", "seating": "4x2"},
        headers={"HX-Request": "true", "HX-Target": "game-fields"},
    )
    html = response.content.decode()
    assert html.lstrip().startswith('<div id="game-fields"')
    assert 'value="4x2"' not in html  # the Bicycle game has no four teams
    assert 'value="2x2" checked' in html
    assert "to go out: 1 clean book and 1 dirty book" in html


def test_it_starts_a_game_of_three_teams(client):
    response = client.post(reverse("new_game"), {"variant": "hand-and-foot", "seating": "3x2"})
    game = Game.objects.get()
    assert response.status_code == 302
    assert (game.variant, game.sides.count(), game.target) == ("hand-and-foot", 3, None)


def test_a_target_posted_anyway_is_ignored(client):
    client.post(reverse("new_game"), {"variant": "hand-and-foot", "seating": "2x2", "target": "5000"})
    assert Game.objects.get().target is None


def test_the_sheet_shows_the_deal_and_its_meld(client):
    game = hand_and_foot([[OUT, OTHER]])
    html = page(client, game.get_absolute_url())
    assert 'Hand and Foot · <span class="phrase">Deal 2 of 4 · meld 90</span>' in html
    assert html.count("<b>90</b>") == 2  # the next initial meld of each side
    assert '<small class="deal-detail">2 clean · 2 dirty · 1 wild</small>' in html
    assert '<small class="deal-detail">1 clean</small>' in html
    assert "Enter deal 2" in html


def test_the_deal_form_shows_the_books_and_the_meld_of_the_deal(client):
    game = hand_and_foot([[OUT, OTHER], [OTHER, OUT]])
    html = page(client, reverse("new_deal", args=[game.slug]))
    for label in ["Clean books", "Dirty books", "Wild books", "Red threes laid down", "Red threes in hand or foot"]:
        assert label in html
    assert html.count("Initial meld <b>120</b> for everyone") == 1
    assert 'data-points="50"' in html  # jokers in the card counter


def test_going_out_short_of_books_is_refused_on_the_form(client):
    game = hand_and_foot()
    data = form_data({"clean_books": 2, "dirty_books": 1, "went_out": True}, {}) | opened(game)
    response = client.post(reverse("new_deal", args=[game.slug]), data)
    html = response.content.decode()
    assert response.status_code == 200
    assert "Going out needs 1 more dirty book and 1 more wild book." in html
    assert game.deals.count() == 0


def test_the_bicycle_form_has_no_wild_books(client):
    game = hand_and_foot(variant="hand-and-foot-bicycle")
    html = page(client, reverse("new_deal", args=[game.slug]))
    assert "Clean books" in html and "Wild books" not in html


def test_the_last_deal_ends_the_game_and_names_the_winner(client):
    game = hand_and_foot([[OUT, OTHER]] * 4)
    assert game.finished
    html = page(client, game.get_absolute_url())
    assert "Winner: We" in html
    assert "All 4 deals played" in html
    assert "Enter deal 5" not in html


def test_no_deal_after_the_last(client):
    game = hand_and_foot([[OUT, OTHER]] * 4)
    response = client.get(reverse("new_deal", args=[game.slug]))
    assert response["Location"] == game.get_absolute_url()
    assert "The game is over: every deal of it has been played." in page(client, game.get_absolute_url())
    response = client.post(reverse("new_deal", args=[game.slug]), form_data({}, {}) | opened(game))
    assert response.status_code == 200  # a form posted anyway comes back with the reason, unsaved
    assert "<p>The game is over: every deal of it has been played.</p>" in response.content.decode()
    japanese = client.post("/ja" + reverse("new_deal", args=[game.slug]), form_data({}, {}) | opened(game))
    assert "<p>ゲームは終了しました。決まった回数をすべて遊びました。</p>" in japanese.content.decode()
    assert game.deals.count() == 4


def test_the_service_refuses_a_fifth_deal_even_without_the_form():
    game = hand_and_foot([[OUT, OTHER]] * 4)
    with pytest.raises(TooManyDeals):
        append_deals(game, [[{}, {}]])


def test_a_deal_can_still_be_corrected_after_the_end(client):
    game = hand_and_foot([[OUT, OTHER]] * 4)
    out, other = game.deals.get(number=4).scores  # what each side scored in deal 4, as entered
    data = form_data(OTHER, OUT)
    assert client.post(reverse("edit_deal", args=[game.slug, 4]), data | opened(game, 4)).status_code == 302
    assert game.deals.get(number=4).scores == [other, out]  # the sides swapped their deal
    game.refresh_from_db()
    we, they = 3 * out + other, 3 * other + out
    assert (game.finished, game.standing["totals"], game.standing["final_totals"]) == (True, [we, they], [we, they])
    html = page(client, game.get_absolute_url())
    assert f'<p class="total">{we:,}</p>' in html and f'<p class="total">{they:,}</p>' in html
    assert "Winner: We" in html  # 3 deals to 1 still


def test_deleting_the_last_deal_reopens_the_game(client):
    game = hand_and_foot([[OUT, OTHER]] * 4)
    deal = game.deals.get(number=4)
    client.post(reverse("delete_deal", args=[game.slug, 4]), {"deal": deal.pk, "deal_version": deal.version})
    game.refresh_from_db()
    assert not game.finished
    assert "Deal 4 of 4 · meld 150" in page(client, game.get_absolute_url())


def test_the_home_page_lists_the_game(client):
    game = hand_and_foot([[OUT, OTHER]])
    page(client, game.get_absolute_url())
    html = page(client, reverse("home"))
    assert "Hand and Foot" in html
    assert '<span class="leading">We <b>' in html


# Game files


def test_an_export_carries_the_computed_keys():
    game = hand_and_foot([[OUT, OTHER]] * 4)
    document = export_game(game)
    assert document["variant"] == "hand-and-foot"
    assert "rules" not in document
    tally = document["deals"][1]["tallies"][0]
    assert tally["score"] == 3600
    assert tally["meld_requirement"] == 90
    assert set(tally) == {field.key for field in HAND_AND_FOOT.default.fields()} | {"score", "meld_requirement"}
    assert [side["next_meld_requirement"] for side in document["sides"]] == [150, 150]
    assert [side["total"] for side in document["sides"]] == [4 * 3600, 4 * (500 - 100 + 150 - 60)]
    assert (document["finished"], document["winner"]) == (True, 0)


def test_export_import_export_is_the_same_document():
    game = hand_and_foot([[OUT, OTHER], [OTHER, OUT]], variant="hand-and-foot")
    first = export_game(game)
    again = export_game(import_game(json.loads(json.dumps(first))))
    assert again == first


def test_a_bicycle_game_of_players_alone_round_trips():
    sides = [SideSpec(name, [name]) for name in ("Aiko", "Ben", "Chie")]
    out = {"clean_books": 1, "dirty_books": 1, "went_out": True, "melded_points": 200}
    game = hand_and_foot([[out, {"hand_points": 40}, {}]] * 4, variant="hand-and-foot-bicycle", sides=sides)
    first = export_game(game)
    assert "wild_books" not in first["deals"][0]["tallies"][0]
    assert export_game(import_game(first)) == first


def test_a_file_with_more_deals_than_the_game_has_is_refused():
    document = export_game(hand_and_foot([[OUT, OTHER]] * 4))
    document["deals"].append(copy.deepcopy(document["deals"][0]))
    with pytest.raises(GameFileError) as error:
        import_game(document)
    assert error.value.problems == ["Hand and Foot has only 4 deals, but the file has 5."]
    assert Game.objects.count() == 1


def test_a_file_with_a_target_for_hand_and_foot_is_refused():
    document = export_game(hand_and_foot())
    document["rules"] = {"target": 5000}
    with pytest.raises(GameFileError) as error:
        import_game(document)
    assert "Hand and Foot is played for a set number of deals: it has no target." in error.value.problems


def test_a_file_going_out_short_of_books_names_the_deal_and_side():
    document = export_game(hand_and_foot())
    document["deals"] = [
        {"tallies": [{"went_out": True, "clean_books": 2, "dirty_books": 2, "melded_points": 170}, {}]}
    ]
    with pytest.raises(GameFileError) as error:
        import_game(document)
    assert error.value.problems == ["Deal 1, We, Went out (went_out): Going out needs 1 more wild book."]


def test_the_import_page_refuses_a_fifth_deal_with_the_message(client):
    document = export_game(hand_and_foot([[OUT, OTHER]] * 4))
    document["deals"].append(document["deals"][0])
    upload = json.dumps(document).encode()
    response = client.post(reverse("import_game"), {"file": SimpleUploadedFile("game.json", upload)})
    assert "Hand and Foot has only 4 deals, but the file has 5." in response.content.decode()
    upload_again = SimpleUploadedFile("game.json", upload)
    japanese = client.post("/ja" + reverse("import_game"), {"file": upload_again}).content.decode()
    assert "4ラウンドまで" in japanese and "ディール" not in japanese  # its rounds, as the family says them


def test_the_game_details_have_no_target_and_save(client):
    game = hand_and_foot([[OUT, OTHER]])
    url = reverse("game_details", args=[game.slug])
    html = page(client, url)
    assert 'name="target"' not in html
    assert "4 deals, initial meld 50, 90, 120, 150" in html
    data = {"side0_name": "Tigers", "side1_name": "They", "notes": "Club night"}
    assert client.post(url, data).status_code == 302
    game.refresh_from_db()
    assert (game.sides.first().name, game.notes, game.target) == ("Tigers", "Club night", None)
