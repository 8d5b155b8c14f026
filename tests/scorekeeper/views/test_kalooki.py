"""Kalooki on the score pad: the start page, deals, the sheet, the home page and game files."""

import re

import pytest
from django.urls import reverse
from django.utils.translation import override

from rules.families.kalooki.presets import BRITISH_KALOOKIE, KALOOKI_GAME
from rules.families.kalooki.tally import BRITISH_SECTION
from scorekeeper.models import Game
from scorekeeper.services.deals import Opened, add_deal, change_deal
from scorekeeper.services.errors import DealRejected
from scorekeeper.services.exchange import GameFileError, export_game, import_game
from scorekeeper.services.games import SideSpec, create_game, starting_total_problem
from tests import without_secrets
from tests.conftest import form_data, opened

pytestmark = pytest.mark.django_db

NEW = reverse("new_game")


def players(*names):
    return [SideSpec(name, [name]) for name in names]


def kalooki(*names, variant=KALOOKI_GAME.slug, switches=None, deals=(), starts=None):
    sides = [SideSpec(name, [name], start) for name, start in zip(names, starts or [0] * len(names), strict=True)]
    game = create_game(variant, sides, rules=switches)
    for tallies in deals:
        add_deal(game, tallies)
    game.refresh_from_db()
    return game


def out(**more):
    return {"went_out": True, **more}


def left(points, **more):
    return {"penalty_points": points, **more}


def page(client, game):
    return client.get(game.get_absolute_url()).content.decode()


def test_the_start_page_shows_the_cards_dealt_for_each_table(client):
    html = client.get(NEW, {"variant": "kalooki", "seating": "6x1"}).content.decode()
    for players, cards in [(4, 15), (5, 13), (6, 11)]:
        assert f"<b>{players}</b> each plays alone <small" in html
        assert f"{cards} cards each" in html
    assert html.count('name="side5_player0"') == 1


def test_the_start_page_offers_the_switches_of_the_game(client):
    html = client.get(NEW, {"variant": "kalooki"}).content.decode()
    for key in ("ace_eleven", "kalooki_doubles", "chips"):
        assert f'name="option_{key}"' in html
    assert "option_" not in client.get(NEW).content.decode()  # Classic Canasta has none


def test_changing_the_game_on_the_start_page_swaps_the_tables(client):
    response = client.get(NEW, {"variant": "kalooki"}, headers={"HX-Request": "true", "HX-Target": "game-fields"})
    html = response.content.decode()
    assert html.lstrip().startswith('<div id="game-fields"')
    assert "15 cards each" in html and "option_chips" in html


def test_starting_a_game_stores_the_switches_turned_on(client):
    data = {"variant": "kalooki", "seating": "5x1", "side0_player0": "Aiko", "option_chips": "on"}
    response = client.post(NEW, data)
    game = Game.objects.get()
    assert response["Location"] == game.get_absolute_url()
    assert game.rules == {"chips": True}
    assert [side.name for side in game.sides.all()] == ["Aiko", "Player 2", "Player 3", "Player 4", "Player 5"]


def test_the_deal_form_for_four_players_has_the_kalooki_fields(client):
    game = kalooki("Aiko", "Ben", "Chie", "Dan", switches={"kalooki_doubles": True, "chips": True})
    html = client.get(reverse("new_deal", args=[game.slug])).content.decode()
    assert html.count("Initial meld <b>51</b> for everyone") == 1
    assert html.count('name="went_out"') == 4  # asked once: who went out
    for key in ("kalooki", "penalty_points", "cards_left", "jokers_left"):
        assert f'name="s3-{key}"' in html
    assert "bought_in" not in html
    assert "K, Q, J, 10" in html


def test_correcting_a_deal_shows_who_went_out_as_the_answer_chosen(client):
    game = kalooki("Aiko", "Ben", "Chie", deals=[[left(10), out(), left(5)]])
    html = client.get(reverse("edit_deal", args=[game.slug, 1])).content.decode()
    answers = re.findall(r'<input type="radio" name="went_out" value="(\d)" data-went-out( checked)?>', html)
    assert answers == [("0", ""), ("1", " checked"), ("2", "")]
    assert re.findall(r'<fieldset class="card side went-out" data-side="(\d)">', html) == ["1"]


def test_a_deal_without_anyone_going_out_is_refused_with_a_message(client):
    game = kalooki("Aiko", "Ben")
    response = client.post(reverse("new_deal", args=[game.slug]), form_data(left(10), left(20)))
    assert response.status_code == 200
    form, preview = response.content.decode().split('id="preview"')
    # A problem of the whole deal stands at the top of the form (no field to stand beside), and in the preview.
    box = form.split('class="card problems-box" role="alert">')[1].split("</div>")[0]
    assert "<li>Exactly one player goes out in a deal: tick “Went out” for who did.</li>" in box
    assert form.count("Exactly one player goes out") == preview.count("Exactly one player goes out") == 1
    assert game.deals.count() == 0


def test_the_preview_names_no_player_beside_a_problem_of_the_whole_deal(client):
    game = kalooki("Aiko", "Ben")
    html = client.post(reverse("preview_deal", args=[game.slug]), form_data(left(10), left(20))).content.decode()
    assert "<li>Exactly one player goes out in a deal: tick “Went out” for who did.</li>" in html


def test_the_sheet_shows_totals_chips_and_the_lowest_winner(client):
    game = kalooki(
        "Aiko",
        "Ben",
        switches={"chips": True},
        deals=[[out(), left(150, cards_left=11, jokers_left=2)]],
    )
    html = page(client, game)
    assert "Winner: Aiko" in html
    assert "Chips +13" in html and "Chips −13" in html
    assert game.finished


def test_the_live_preview_doubles_on_a_kalooki(client):
    game = kalooki("Aiko", "Ben", switches={"kalooki_doubles": True})
    response = client.post(reverse("preview_deal", args=[game.slug]), form_data(out(kalooki=True), left(20)))
    assert "Ben <b>+40</b>" in response.content.decode()


def test_the_home_page_marks_the_lowest_total_as_leading(client):
    game = kalooki("Aiko", "Ben", deals=[[out(), left(40)]])
    client.get(game.get_absolute_url())
    html = client.get(reverse("home")).content.decode()
    assert '<span class="leading">Aiko <b>0</b></span>' in html
    assert '<span class="">Ben <b>40</b></span>' in html


def british(*deals, starts=None):
    return kalooki("Aiko", "Ben", "Chie", variant=BRITISH_KALOOKIE.slug, deals=deals, starts=starts)


# Chie carries 60 from paper, loses 100 in deal 1 (out at 160), buys in at Aiko's 120 and loses 5.
BUY_IN = ([left(120), out(), left(100)], [left(10), out(), {"bought_in": True, "penalty_points": 5}])


def test_the_british_sheet_shows_who_is_out_and_the_buy_ins(client):
    game = british(*BUY_IN, starts=[0, 0, 60])
    html = page(client, game)
    assert "Bought in ×1" in html and "Bought in at 120" in html and "Knocked out" in html
    assert "3 of 3 still in" in html
    assert "Kalookie (British): out above 150, the last player still in wins" in html
    assert "lowest wins" not in html


def test_the_usual_kalooki_sheet_says_the_lowest_total_wins(client):
    assert "Kalooki: limit 150, lowest wins" in page(client, kalooki("Aiko", "Ben"))


def test_the_british_deal_form_offers_bought_in_only_to_a_player_who_can_buy_in(client):
    game = british([left(100), out(), left(51)], starts=[0, 0, 100])  # Chie is out at 151
    html = client.get(reverse("new_deal", args=[game.slug])).content.decode()
    assert 'name="s2-bought_in"' in html and 'name="s2-penalty_points"' in html
    assert 'name="s0-bought_in"' not in html and 'name="s1-bought_in"' not in html
    assert deal_note(html) == (
        "Knocked out: tick “Bought in” if this player buys back in for this deal.",
        reverse("game_rules", args=[game.slug]) + f"#{BRITISH_SECTION}",
    )
    with override("ja"):
        japanese = client.get(reverse("new_deal", args=[game.slug])).content.decode()
    assert deal_note(japanese)[0] == "脱落：このディールで復帰するなら「バイインした」にチェックを入れてください。"


def deal_note(html):
    """The note under a side's name on the deal form, and where its rule link goes."""
    return re.search(r'<p class="deal-note">(.*?)<a class="rule-link" href="([^"]*)"', html).groups()


def test_a_player_out_for_good_has_no_fields_on_the_british_deal_form(client):
    # Chie is out at 151, buys in at Aiko's 100 and loses 60: out again, with no buy-in left.
    game = british([left(100), out(), left(51)], [left(10), out(), left(60, bought_in=True)], starts=[0, 0, 100])
    url = reverse("new_deal", args=[game.slug])
    html = client.get(url).content.decode()
    assert 'name="s2-' not in html
    assert deal_note(html) == ("Knocked out", reverse("game_rules", args=[game.slug]) + f"#{BRITISH_SECTION}")
    assert html.count("Initial meld <b>40</b> for everyone") == 1
    assert html.count('name="went_out"') == 2  # Chie, out for good, is not asked
    response = client.post(url, form_data(out(), left(20)) | opened(game))
    assert response.status_code == 302
    assert game.deals.get(number=3).entries[2] == {"went_out": False, "penalty_points": 0, "bought_in": False}


def test_a_british_buy_in_posted_for_a_player_still_in_is_not_taken(client):
    """The form offers Bought in only to a player who is out; the engine refuses it in a game file."""
    game = british()
    data = form_data(out(), left(10, bought_in=True), left(5))
    response = client.post(reverse("new_deal", args=[game.slug]), data | opened(game))
    assert response.status_code == 302
    assert game.deals.get().entries[1] == {"went_out": False, "penalty_points": 10, "bought_in": False}


def test_a_correction_that_would_break_a_later_buy_in_is_refused():
    game = british([out(), left(10), left(51)], [out(), left(10), left(5, bought_in=True)], starts=[0, 0, 100])
    with pytest.raises(DealRejected) as refused:
        change_deal(game, Opened.of(game, game.deals.get(number=1)), [out(), left(10), left(50)])
    assert refused.value.problems[0].message == (
        "That would make deal 2 impossible: Only a player who is out can buy back in."
    )


def test_the_preview_of_a_british_correction_counts_only_the_deals_before_it(client):
    """Chie is knocked out in deal 1 (151) and sits deal 2 out: correcting deal 1, she was still in."""
    game = british([left(100), out(), left(51)], [left(10), out(), {}], starts=[0, 0, 100])
    url = reverse("preview_deal", args=[game.slug])
    typed = form_data(left(100), out(), left(40))
    correction = client.post(url, typed | opened(game, 1)).content.decode()
    assert "This player is out" not in correction
    assert "Chie <b>+40</b>" in correction
    next_deal = client.post(url, typed | opened(game)).content.decode()  # after deal 2 she is out
    assert "<b>Chie: </b>This player is out: enter nothing, or tick “Bought in”." in next_deal


def test_the_british_game_ends_with_the_last_player_in(client):
    game = british([left(100), out(), left(51)], [out(), left(51), {}], starts=[0, 100, 100])
    assert "Winner: Aiko" in page(client, game)


# Game files


def round_trip(game):
    document = export_game(game)
    again = import_game(document)
    assert export_game(again) == document
    return document


def test_a_kalooki_game_with_switches_round_trips():
    game = kalooki(
        "Aiko",
        "Ben",
        "Chie",
        switches={"ace_eleven": True, "kalooki_doubles": True, "chips": True},
        deals=[[out(kalooki=True), left(22, cards_left=2, jokers_left=0), left(36, cards_left=2, jokers_left=1)]],
    )
    document = round_trip(game)
    assert document["rules"] == {"ace_eleven": True, "kalooki_doubles": True, "chips": True}
    assert document["deals"][0]["tallies"][1] == {
        "went_out": False,
        "kalooki": False,
        "penalty_points": 22,
        "cards_left": 2,
        "jokers_left": 0,
        "score": 44,
        "meld_requirement": 51,
        "chips": -4,
    }
    assert [side["total"] for side in document["sides"]] == [0, 44, 72]
    # Seed 004's chips, doubled on a kalooki: 2 cards pay 2 × 2; 1 card and 1 joker pay 2 × (1 + 2).
    assert [tally["chips"] for tally in document["deals"][0]["tallies"]] == [10, -4, -6]
    assert [side["chips"] for side in document["sides"]] == [10, -4, -6]
    assert document["sides"][0]["next_meld_requirement"] == 51


def test_a_game_without_chips_writes_none():
    document = export_game(kalooki("Aiko", "Ben", deals=[[out(), left(40)]]))
    assert "chips" not in document["sides"][0] and "chips" not in document["deals"][0]["tallies"][1]


def test_the_chips_of_a_file_are_read_past_and_worked_out_again_from_its_tallies():
    game = kalooki("Aiko", "Ben", switches={"chips": True}, deals=[[out(), left(40, cards_left=4)]])
    document = export_game(game)
    document["sides"][1]["chips"] = 99
    again = export_game(import_game(document))
    assert [side["chips"] for side in again["sides"]] == [4, -4]


def test_a_kalooki_game_file_refuses_unknown_keys_on_a_side_but_chips():
    document = export_game(kalooki("Aiko", "Ben"))
    document["sides"][0]["coins"] = 3
    with pytest.raises(GameFileError) as refused:
        import_game(document)
    assert refused.value.problems == ["Unknown key “coins” in side 1."]


def test_a_british_game_with_a_buy_in_round_trips():
    game = british(*BUY_IN, starts=[0, 0, 60])
    document = round_trip(game)
    assert document["deals"][1]["tallies"][2]["bought_in"] is True
    assert [side["total"] for side in document["sides"]] == [130, 0, 125]
    assert document["finished"] is False and document["winner"] is None


def test_a_file_with_a_buy_in_by_a_player_still_in_is_refused():
    document = export_game(british())
    document["deals"] = [{"tallies": [out(), left(10, bought_in=True), left(2)]}]
    with pytest.raises(GameFileError) as refused:
        import_game(document)
    assert refused.value.problems == ["Deal 1, Ben, Bought in (bought_in): Only a player who is out can buy back in."]


def test_a_switch_in_a_file_must_be_true_or_false():
    document = export_game(kalooki("Aiko", "Ben"))
    document["rules"] = {"chips": "yes"}
    with pytest.raises(GameFileError) as refused:
        import_game(document)
    assert refused.value.problems == ["House rules: “chips” must be true or false."]


def test_a_paper_total_of_exactly_the_limit_is_still_in_the_british_game():
    three = BRITISH_KALOOKIE.rules_for(3, 1)
    assert starting_total_problem(three, three.target) is None
    usual = KALOOKI_GAME.rules_for(3, 1)
    refused = starting_total_problem(usual, usual.target)
    assert refused == f"This total has already reached the target of {usual.target}."


def test_a_paper_total_past_the_limit_ends_a_british_game_of_two_but_not_of_three():
    """Over the limit a player is out: of two, the other is the last one in, and the game is over."""
    two, three = BRITISH_KALOOKIE.rules_for(2, 1), BRITISH_KALOOKIE.rules_for(3, 1)
    past = two.target + 1
    assert starting_total_problem(two, past) == f"This total has already reached the target of {two.target}."
    assert starting_total_problem(three, past) is None


def test_a_kalooki_games_rule_page_names_each_switch_turned_on_once_with_the_house_target(client):
    game = kalooki("Aiko", "Ben", "Chie", switches={"ace_eleven": True, "target": 201})
    page = without_secrets(client.get(f"/g/{game.slug}/rules/"))
    notes = re.findall(r"<li>([^<]*)</li>", page.split("house rules", 1)[1].split("</ul>", 1)[0])
    assert notes == ["Ace counts 11: on (usually off)", "Limit (penalty points) 201 (usual 150)"]


def test_the_winner_banner_lists_the_players_by_place_and_marks_the_bust(client):
    """Seated Ann, Ben, Cy, Di; Ben goes out, Ann keeps 30, Cy 70, Di 158 and goes bust."""
    game = kalooki("Ann", "Ben", "Cy", "Di", deals=[[left(30), out(), left(70), left(158)]])
    html = page(client, game)
    banner = html[html.index('<ol class="banner-places">') : html.index("</ol>")]
    found = re.findall(r'<span class="banner-place">(\d)</span> (\w+) <b>(\d+)</b>', banner)
    assert found == [("1", "Ben", "0"), ("2", "Ann", "30"), ("3", "Cy", "70"), ("4", "Di", "158")]
    assert banner.count('class="badge"') == 1 and 'Di <b>158</b> <span class="badge">Bust</span>' in banner


def test_deleting_a_deal_a_later_buy_in_needs_shows_the_deal_again_with_why(client):
    """Chie is knocked out in deal 1 (151) and buys back in in deal 2: deleting deal 1 is refused on its
    confirmation page, which names deal 2; both deals stay."""
    game = british([out(), left(10), left(51)], [out(), left(10), left(5, bought_in=True)], starts=[0, 0, 100])
    deal = game.deals.get(number=1)
    response = client.post(reverse("delete_deal", args=[game.slug, 1]), {"deal": deal.pk, "deal_version": deal.version})
    assert response.status_code == 200
    assert "Deleting deal 1 would make deal 2 impossible: Only a player who is out can buy back in." in (
        response.content.decode()
    )
    assert game.deals.count() == 2
