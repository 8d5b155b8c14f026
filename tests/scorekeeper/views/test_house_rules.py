"""House rules on the start page, on the score sheet, saved under a name, and changed mid-game."""

import pytest
from django.urls import reverse

from rules.core import house
from rules.families.canasta.presets import CLASSIC_CANASTA
from scorekeeper.models import Game, HouseRules
from tests.conftest import opened, stored_scores, stored_tally

pytestmark = pytest.mark.django_db
URL = reverse("new_game")
FOUR = CLASSIC_CANASTA.default
OUT = {"natural_canastas": 1, "went_out": True, "melded_points": 100}
NOTHING = {"melded_points": 50}


def panel(rules=FOUR, **changes) -> dict:
    """What the panel posts when nothing is touched but `changes`: every preset number."""
    parts = [part for setting in house.settings_for(rules) for part in setting.parts(rules)]
    values = {part.name: ({True: "yes", False: "no"}[part.value] if part.flag else part.value) for part in parts}
    return {name: "" if value is None else str(value) for name, value in values.items()} | changes


def start(client, **fields):
    return client.post(URL, {"variant": "classic-canasta", "seating": "2x2", **fields})


def details(game):
    return reverse("game_details", args=[game.slug])


def test_the_start_page_has_a_house_rules_panel_prefilled_with_the_preset(client):
    html = client.get(URL).content.decode()
    assert '<details id="house-rules"' in html
    assert 'name="going_out_bonus" value="100"' in html
    assert 'name="canasta_bonuses__natural_canastas" value="500"' in html
    assert 'name="red_three_scores__4" value="800"' in html
    assert 'name="meld_table__3__from" value="3000"' in html
    assert 'name="card_points__jokers" value="50"' in html


def test_choosing_six_players_swaps_in_their_numbers(client):
    response = client.get(URL, {"seating": "2x3"}, headers={"HX-Request": "true", "HX-Target": "seating-fields"})
    html = response.content.decode()
    assert 'name="red_three_scores__6" value="1200"' in html
    assert 'name="target" value="10000"' in html
    assert "<html" not in html


def test_only_the_numbers_that_differ_from_the_preset_are_stored(client):
    start(client, **panel(going_out_bonus="200", canasta_bonuses__natural_canastas="600"))
    assert Game.objects.get().rules == {"going_out_bonus": 200, "canasta_bonuses": {"natural_canastas": 600}}


def test_a_game_with_the_presets_numbers_stores_no_house_rules(client):
    start(client, **panel())
    assert Game.objects.get().rules == {}


def test_an_empty_field_means_the_usual_value(client):
    start(client, **panel(going_out_bonus="", meld_table__4__points="160", meld_table__4__from="5000"))
    assert Game.objects.get().rules == {"meld_table": [[None, 15], [0, 50], [1500, 90], [3000, 120], [5000, 160]]}


def test_a_value_out_of_range_comes_back_with_a_message(client):
    response = start(client, **panel(going_out_bonus="-5"))
    assert response.status_code == 200
    assert "Enter a whole number of 0 or more, without a sign." in response.content.decode()
    assert not Game.objects.exists()


def test_a_meld_table_that_does_not_rise_is_refused(client):
    response = start(client, **panel(meld_table__3__from="1000"))
    assert "The steps of “Initial meld” must rise from one to the next." in response.content.decode()
    assert not Game.objects.exists()


def test_a_paper_total_is_checked_against_the_house_target(client):
    response = start(client, **panel(target="3000"), side0_start="3500")
    assert "This total has already reached the target of 3,000." in response.content.decode()


def test_the_sheet_lists_the_house_rules(client, make_game):
    game = make_game()
    game.rules = {"going_out_bonus": 200, "red_three_scores": [0, 100, 200, 300, 1000]}
    game.save()
    html = client.get(game.get_absolute_url()).content.decode()
    assert "House rules</b>" in html
    assert "Going out 200 (usual 100)</li><li>Red threes ×4 1,000 (usual 800)" in html


def test_a_sheet_without_house_rules_says_nothing_about_them(client, game):
    assert "House rules</b>" not in client.get(game.get_absolute_url()).content.decode()


def test_a_game_is_scored_by_its_house_rules(client, make_game):
    game = make_game()
    game.rules = {"going_out_bonus": 200}
    game.save()
    client.post(
        reverse("new_deal", args=[game.slug]),
        {"s0-natural_canastas": "1", "s0-went_out": "on", "s0-melded_points": "35"} | opened(game),
    )
    assert stored_tally(0).score == 500 + 200 + 35


def test_house_rules_saved_under_a_name_are_offered_again_to_this_browser(client):
    start(client, **panel(going_out_bonus="200"), save_as="Club night")
    saved = HouseRules.objects.get()
    assert (saved.name, saved.variant, saved.overrides) == ("Club night", "classic-canasta", {"going_out_bonus": 200})
    html = client.get(URL).content.decode()
    assert f'<option value="{saved.slug}">Club night</option>' in html
    picked = client.get(URL, {"saved": saved.slug}).content.decode()
    assert 'name="going_out_bonus" value="200"' in picked


def test_every_set_of_house_rules_saved_here_is_offered_the_latest_first(client):
    start(client, **panel(going_out_bonus="200"), save_as="Club night")
    start(client, **panel(going_out_bonus="300"), save_as="Sundays")
    club, sundays = HouseRules.objects.order_by("created")
    html = client.get(URL).content.decode()
    offered = [f'<option value="{sundays.slug}">Sundays</option>', f'<option value="{club.slug}">Club night</option>']
    assert all(option in html for option in offered)
    assert html.index(offered[0]) < html.index(offered[1])


def test_house_rules_saved_for_another_game_are_offered_for_that_game_only(client):
    minimums = {f"meld_minimums__{index}": value for index, value in enumerate(["60", "90", "120", "150", "", ""])}
    client.post(URL, {"variant": "hand-and-foot", "seating": "2x2", "save_as": "Our feet"} | minimums)
    saved = HouseRules.objects.get()
    assert (saved.variant, saved.overrides) == ("hand-and-foot", {"meld_minimums": [60, 90, 120, 150]})
    option = f'<option value="{saved.slug}">Our feet</option>'
    assert option in client.get(URL, {"variant": "hand-and-foot"}).content.decode()
    assert option not in client.get(URL, {"variant": "classic-canasta"}).content.decode()


def test_saved_house_rules_are_not_shown_to_another_browser(client):
    from django.test import Client

    start(client, **panel(going_out_bonus="200"), save_as="Club night")
    assert "Club night" not in Client().get(URL).content.decode()


def test_picking_saved_house_rules_starts_a_game_with_them(client):
    start(
        client, **panel(going_out_bonus="200", meld_table__4__from="5000", meld_table__4__points="160"), save_as="Ours"
    )
    saved = HouseRules.objects.get()
    rules = house.apply(FOUR, saved.overrides)
    response = start(client, **panel(rules), saved=saved.slug)
    assert response.status_code == 302 and Game.objects.count() == 2
    assert Game.objects.order_by("created").last().rules == saved.overrides


def test_saved_house_rules_picked_and_started_at_once_are_the_games_rules(client):
    """Without JavaScript the panel is not filled again on a pick: it posts the preset's numbers."""
    start(
        client, **panel(going_out_bonus="200", meld_table__4__from="5000", meld_table__4__points="160"), save_as="Ours"
    )
    saved = HouseRules.objects.get()
    response = start(client, **panel(), saved=saved.slug)
    assert response.status_code == 302 and Game.objects.count() == 2
    assert (
        Game.objects.order_by("created").last().rules
        == saved.overrides
        == {
            "going_out_bonus": 200,
            "meld_table": [[None, 15], [0, 50], [1500, 90], [3000, 120], [5000, 160]],
        }
    )


def test_saved_house_rules_with_inputs_left_empty_picked_and_started_at_once_are_the_games_rules(client):
    """Hand and Foot's meld minimums leave empty inputs to add deals with: filled again, they stay empty."""
    minimums = {f"meld_minimums__{index}": value for index, value in enumerate(["60", "90", "120", "150", "", ""])}
    client.post(URL, {"variant": "hand-and-foot", "seating": "2x2", "save_as": "Our feet"} | minimums)
    saved = HouseRules.objects.get()
    response = client.post(URL, {"variant": "hand-and-foot", "seating": "2x2", "saved": saved.slug})
    assert response.status_code == 302 and Game.objects.count() == 2
    assert Game.objects.order_by("created").last().rules == {"meld_minimums": [60, 90, 120, 150]}


def test_a_panel_filled_from_saved_house_rules_keeps_what_was_changed_after(client):
    start(client, **panel(going_out_bonus="200"), save_as="Ours")
    saved = HouseRules.objects.get()
    html = client.get(URL, {"saved": saved.slug}).content.decode()
    assert f'<input type="hidden" name="filled_from" value="{saved.slug}">' in html
    filled = house.apply(FOUR, saved.overrides)
    start(client, **panel(filled, target="7500"), saved=saved.slug, filled_from=saved.slug)
    assert Game.objects.order_by("created").last().rules == {"going_out_bonus": 200, "target": 7500}
    start(client, **panel(filled, going_out_bonus="100"), saved=saved.slug, filled_from=saved.slug)
    assert Game.objects.order_by("created").last().rules == {}  # set back to the usual by hand


def test_saved_house_rules_that_do_not_fit_the_seating_say_so(client):
    start(client, **panel(red_three_scores__4="1000"), save_as="Four")
    saved = HouseRules.objects.get()
    html = client.get(URL, {"saved": saved.slug, "seating": "2x3"}).content.decode()
    message = "“Four” do not fit this table: “red_three_scores” must be a list of 7 whole numbers."
    assert f'<p class="error">{message}</p>' in html
    assert '<option value="" selected>The preset&#x27;s rules</option>' in html
    assert 'name="filled_from"' not in html  # the panel shows the preset's numbers, not filled from them
    assert 'name="red_three_scores__6" value="1200"' in html


def test_saved_house_rules_no_longer_allowed_name_every_problem(client):
    """Rules saved before a limit was set: each value out of range is named, one after the other."""
    start(client, **panel(going_out_bonus="200"), save_as="Old")
    saved = HouseRules.objects.get()
    saved.overrides = {"going_out_bonus": -5, "colour": "red"}
    saved.save()
    html = client.get(URL, {"saved": saved.slug}).content.decode()
    saved.refresh_from_db()  # in the order the database gives them back (PostgreSQL's jsonb sorts the keys)
    problems = house.validate(FOUR, saved.overrides)
    assert len(problems) == 2
    assert f'<p class="error">“Old” do not fit this table: {problems[0].message} {problems[1].message}</p>' in html


def test_the_start_page_shows_no_error_until_there_is_one(client):
    assert 'class="error"' not in client.get(URL).content.decode()
    start(client, **panel(going_out_bonus="200"), save_as="Ours")
    saved = HouseRules.objects.get()
    assert 'class="error"' not in client.get(URL, {"saved": saved.slug}).content.decode()


def test_the_details_page_shows_the_games_house_rules(client, game):
    game.rules = {"going_out_bonus": 200}
    game.save()
    assert 'name="going_out_bonus" value="200"' in client.get(details(game)).content.decode()


def test_changing_house_rules_without_deals_needs_no_confirmation(client, game):
    response = client.post(details(game), panel(going_out_bonus="200"))
    assert response.status_code == 302
    game.refresh_from_db()
    assert game.rules == {"going_out_bonus": 200}


def test_changing_a_rule_mid_game_asks_first_with_the_new_totals(client, make_game):
    game = make_game(deals=[[OUT, NOTHING], [NOTHING, OUT]])
    response = client.post(details(game), panel(going_out_bonus="300"))
    html = response.content.decode()
    assert response.status_code == 200
    assert "Every one of the 2 deals will be rescored:" in html
    assert "<b>We</b> <span>750 → <b>950</b></span>" in html
    assert "<b>They</b> <span>750 → <b>950</b></span>" in html
    assert "Going out 300 (usual 100)" in html
    assert 'name="going_out_bonus" value="300"' in html  # carried to the confirmation
    game.refresh_from_db()
    assert game.rules == {}
    assert stored_scores() == [50, 50, 700, 700]


def test_confirming_rescores_every_deal(client, make_game):
    game = make_game(deals=[[OUT, NOTHING], [NOTHING, OUT]])
    response = client.post(details(game), {**panel(going_out_bonus="300"), "confirm": "1"})
    assert response["Location"] == game.get_absolute_url()
    game.refresh_from_db()
    assert game.rules == {"going_out_bonus": 300}
    assert stored_scores() == [50, 50, 900, 900]


def test_a_rule_that_an_existing_deal_breaks_is_refused_and_nothing_changes(client, make_game):
    game = make_game(deals=[[OUT, NOTHING]])
    response = client.post(details(game), {**panel(canastas_to_go_out="2"), "confirm": "1", "notes": "new"})
    html = response.content.decode()
    assert "a deal no longer fits them" in html
    assert "Deal 1, We: Going out needs at least 2 canastas." in html
    game.refresh_from_db()
    assert (game.rules, game.notes) == ({}, "")


def test_raising_the_target_mid_game_needs_no_confirmation(client, make_game):
    game = make_game(deals=[[OUT, NOTHING]])
    response = client.post(details(game), panel(target="7500"))
    assert response.status_code == 302
    game.refresh_from_db()
    assert game.rules == {"target": 7500}
