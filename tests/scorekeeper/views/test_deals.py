"""Entering, previewing, correcting, deleting and restoring deals."""

import re

import pytest
from django.test import Client
from django.urls import reverse

from scorekeeper.models import Deal
from tests.conftest import form_data, opened, stored_tally

pytestmark = pytest.mark.django_db

OUT = {"natural_canastas": 1, "mixed_canastas": 1, "red_threes": 1, "went_out": True, "melded_points": 265}
OTHER = {"red_threes": 1, "melded_points": 120, "hand_points": 45}


def url(name, game, *args):
    return reverse(name, args=[game.slug, *args])


def scores(game):
    return [list(deal.scores) for deal in game.deals.order_by("number")]


def test_the_deal_form_shows_each_side_and_its_requirement(client, game):
    html = client.get(url("new_deal", game)).content.decode()
    assert "<h1>Deal 1</h1>" in html
    assert "<legend>We</legend>" in html and "<legend>They</legend>" in html
    assert html.count("Initial meld <b>50</b> for everyone") == 1  # the same for both: said once
    assert 'name="s1-hand_points"' in html
    assert html.count("Count the cards") == 4


def test_saving_a_deal_stores_the_entries_and_the_engines_score(client, game):
    response = client.post(url("new_deal", game), form_data(OUT, OTHER) | opened(game))
    assert response.status_code == 302
    assert response["Location"] == game.get_absolute_url()
    assert scores(game) == [[1265, 175]]
    tally = stored_tally(0)
    assert tally.entries == {
        "natural_canastas": 1,
        "mixed_canastas": 1,
        "red_threes": 1,
        "went_out": True,
        "concealed": False,
        "melded_points": 265,
        "hand_points": 0,
    }
    assert "Deal 1 saved." in client.get(game.get_absolute_url()).content.decode()


def test_empty_fields_count_as_zero(client, game):
    client.post(url("new_deal", game), {"s0-melded_points": "", "s1-hand_points": "20"} | opened(game))
    assert scores(game) == [[0, -20]]


def test_it_rejects_two_sides_going_out_next_to_the_field(client, game):
    response = client.post(url("new_deal", game), form_data(OUT, {**OTHER, "went_out": True, "natural_canastas": 1}))
    html = response.content.decode()
    assert response.status_code == 200
    assert "Only one side can go out in a deal." in html
    assert 'value="265"' in html  # what was typed comes back
    assert not Deal.objects.exists()


@pytest.mark.parametrize(
    ("field", "value", "message"),
    [
        ("s0-melded_points", "abc", "Enter a whole number."),
        ("s0-melded_points", "263", "Card points come in multiples of 5."),
        ("s1-red_threes", "-1", "This cannot be negative."),
        ("s0-red_threes", "5", "The decks hold only 4 red threes; this deal has 5."),
        ("s0-went_out", "on", "Going out needs at least 1 canasta."),
        ("s1-concealed", "on", "A concealed hand is a way of going out"),
        ("s0-hand_points", "999995", "All the cards together are worth only 1,180."),
        ("s0-hand_points", "99999999999999999995", "That number is too big."),
        ("s0-red_threes", "１", "Type the number in the digits 0 to 9."),
    ],
)
def test_bad_input_comes_back_with_a_message_and_saves_nothing(client, game, field, value, message):
    response = client.post(url("new_deal", game), {field: value})
    assert response.status_code == 200
    assert message in response.content.decode()
    assert not Deal.objects.exists()


def test_the_preview_scores_the_deal_without_saving_it(client, game):
    response = client.post(url("preview_deal", game), form_data(OUT, OTHER), headers={"HX-Request": "true"})
    html = response.content.decode()
    assert html.lstrip().startswith('<section id="preview"')
    assert "We <b>+1,265</b>" in html
    assert "Natural canastas ×1</th><td>+500" in html
    assert "Cards in hand</th><td>−45" in html
    assert "They <b>+175</b>" in html
    assert not Deal.objects.exists()


def summary(html: str) -> str:
    """The scores in the bar beside the save button."""
    bar = html.split('id="preview-summary"')[1].split(">", 1)[1].split("</p>")[0]
    return " ".join(re.sub(r"<[^>]+>", " ", bar).split())


def test_a_form_opens_with_the_score_of_what_it_holds(client, make_game):
    """The preview is there before anything is typed: nothing scored for a new deal, the deal's own score for a
    correction."""
    game = make_game(deals=[[OUT, OTHER]])
    new = client.get(url("new_deal", game)).content.decode()
    assert summary(new) == "We 0 They 0"
    assert new.count("Nothing scored yet.") == 2
    correction = client.get(url("edit_deal", game, 1)).content.decode()
    assert summary(correction) == "We +1,265 They +175"
    assert "Going out</th><td>+100" in correction


def test_only_an_empty_form_takes_the_draft_kept_on_the_phone(client, game):
    """A form sent back with what was typed (a mistake) is itself the draft: deal.js keeps it over the one kept
    on the phone, which only an empty form (data-draft-fresh) takes."""
    assert "data-draft-fresh" in client.get(url("new_deal", game)).content.decode()
    refused = client.post(url("new_deal", game), {"s0-melded_points": "7"} | opened(game)).content.decode()
    assert "Card points come in multiples of 5." in refused
    assert "data-draft-fresh" not in refused


def test_the_preview_lists_problems_by_side(client, game):
    html = client.post(url("preview_deal", game), {"s1-melded_points": "7"}).content.decode()
    assert "<b>They: </b>Card points come in multiples of 5." in html


def test_correcting_a_deal_changes_the_totals(client, make_game):
    game = make_game(deals=[[OUT, OTHER], [OTHER, OUT]])
    html = client.get(url("edit_deal", game, 1)).content.decode()
    assert "Correct deal 1" in html
    assert 'name="s0-melded_points" value="265"' in html
    client.post(url("edit_deal", game, 1), form_data({**OUT, "concealed": True}, OTHER) | opened(game, 1))
    assert scores(game) == [[1365, 175], [175, 1265]]
    html = client.get(game.get_absolute_url()).content.decode()
    assert '<p class="total">1,540</p>' in html
    assert '<p class="flash-success">Deal 1 saved.</p>' in html  # still deal 1: nothing more to say


def test_correcting_a_deal_asks_the_initial_meld_of_its_own_place_in_the_game(client, make_game):
    game = make_game(deals=[[OUT, OTHER], [OUT, OTHER]])  # We at 2,530 after deal 2: 90 for the next deal
    assert '<p class="need side-need">Initial meld <b>90</b>' in client.get(url("new_deal", game)).content.decode()
    html = client.get(url("edit_deal", game, 2)).content.decode()  # We at 1,265 before deal 2: 50, as They
    assert "Initial meld <b>90</b>" not in html and html.count("Initial meld <b>50</b> for everyone") == 1


def test_a_rejected_correction_keeps_the_old_deal(client, make_game):
    game = make_game(deals=[[OUT, OTHER]])
    client.post(url("edit_deal", game, 1), form_data(OUT, {**OTHER, "red_threes": 4}))
    assert scores(game) == [[1265, 175]]


def test_correcting_the_last_deal_can_end_the_game_and_undo_the_end(client, make_game):
    game = make_game(starting=[4000, 0], deals=[[OTHER, {}]])
    client.post(url("edit_deal", game, 1), form_data(OUT, {}) | opened(game, 1))
    game.refresh_from_db()
    assert (game.finished, scores(game), game.standing["final_totals"]) == (True, [[1265, 0]], [5265, 0])
    client.post(url("edit_deal", game, 1), form_data(OTHER, {}) | opened(game, 1))
    game.refresh_from_db()
    assert (game.finished, scores(game), game.standing["totals"]) == (False, [[175, 0]], [4175, 0])
    assert '<p class="total">4,175</p>' in client.get(game.get_absolute_url()).content.decode()


def test_correcting_a_deal_of_a_finished_game_rescores_it_and_the_end(client, make_game):
    game = make_game(starting=[4000, 0], deals=[[OUT, {}], [OTHER, {}]])  # over in deal 1, at 5,265
    client.post(url("edit_deal", game, 1), form_data(OTHER, OUT) | opened(game, 1))
    game.refresh_from_db()
    assert scores(game) == [[175, 1265], [175, 0]]
    assert (game.finished, game.standing["totals"], game.standing["final_totals"]) == (False, [4350, 1265], None)


def test_no_new_deal_once_the_game_is_over(client, make_game):
    game = make_game(starting=[4900, 0], deals=[[OUT, {}]])
    response = client.get(url("new_deal", game))
    assert response["Location"] == game.get_absolute_url()
    html = client.post(url("new_deal", game), form_data(OUT, {}) | opened(game)).content.decode()
    assert "<p>The game is over. To play on, raise the target in the game details.</p>" in html
    japanese = client.post("/ja" + url("new_deal", game), form_data(OUT, {}) | opened(game)).content.decode()
    assert "<p>ゲームは終了しました。続けるには「ゲームの詳細」で目標点を上げてください。</p>" in japanese
    assert 'name="s0-melded_points" value="265"' in html  # what was typed stays on the page
    assert game.deals.count() == 1


def delete(client, game, number):
    """Confirm the deletion of a deal the way the confirmation page does."""
    html = client.get(url("delete_deal", game, number)).content.decode()
    return client.post(url("delete_deal", game, number), hidden(html, "deal", "deal_version"))


def hidden(html: str, *names: str) -> dict:
    """The values of a page's hidden fields."""
    return {name: html.split(f'name="{name}" value="')[1].split('"')[0] for name in names}


def test_an_unknown_deal_is_not_found(client, game):
    assert client.get(url("edit_deal", game, 1)).status_code == 404
    assert client.get(url("delete_deal", game, 1)).status_code == 404


def test_deleting_asks_first_then_renumbers_the_later_deals(client, make_game):
    game = make_game(deals=[[OUT, {}], [{}, {"hand_points": 5}], [{"hand_points": 10}, {}]])
    html = client.get(url("delete_deal", game, 2)).content.decode()
    assert "Delete deal 2?" in html
    assert 'role="alert"' not in html  # nothing refused yet
    assert game.deals.count() == 3
    delete(client, game, 2)
    assert list(game.deals.values_list("number", flat=True)) == [1, 2]
    assert scores(game) == [[1265, 0], [-10, 0]]


def test_a_deleted_deal_can_be_undone_in_its_place(client, make_game):
    game = make_game(deals=[[OUT, {}], [{}, {"hand_points": 5}], [{"hand_points": 10}, {}]])
    delete(client, game, 2)
    assert "Deal 2 was deleted." in client.get(game.get_absolute_url()).content.decode()
    client.post(url("undo_delete", game))
    assert scores(game) == [[1265, 0], [0, -5], [-10, 0]]
    html = client.get(game.get_absolute_url()).content.decode()
    assert "Deal 2 is back." in html
    assert "was deleted" not in html


def test_undo_belongs_to_the_game_it_was_deleted_from(client, make_game):
    game = make_game(deals=[[OUT, {}]])
    other = make_game()
    delete(client, game, 1)
    client.post(url("undo_delete", other))
    assert other.deals.count() == 0
    assert game.deals.count() == 0
    assert "was deleted" not in client.get(other.get_absolute_url()).content.decode()


def test_undo_with_nothing_to_undo_says_so(client, game):
    response = client.post(url("undo_delete", game), follow=True)
    assert "There is nothing to undo." in response.content.decode()


def test_saving_a_deal_takes_the_same_number_of_queries_however_long_the_game(
    client, make_game, django_assert_max_num_queries
):
    short = make_game(deals=[[OUT, {}]])
    long = make_game(deals=[[{"melded_points": 5}, {}]] * 40)
    for game in (short, long):
        with django_assert_max_num_queries(10):
            client.post(url("new_deal", game), form_data({"melded_points": 5}, {}))


def test_a_second_tap_on_save_does_not_enter_the_deal_twice(client, game):
    data = form_data(OUT, OTHER) | opened(game)
    client.post(url("new_deal", game), data)
    response = client.post(url("new_deal", game), data, follow=True)
    assert game.deals.count() == 1
    assert response.redirect_chain == [(game.get_absolute_url(), 302)]
    assert "Deal 1 saved." in response.content.decode()


def test_the_form_carries_the_number_of_the_deal_it_was_shown_for(client, make_game):
    game = make_game(deals=[[OUT, OTHER]])
    game.refresh_from_db()
    deal = game.deals.get()
    html = client.get(url("new_deal", game)).content.decode()
    assert hidden(html, "deal_number", "version") == {"deal_number": "2", "version": str(game.version)}
    assert 'name="deal"' not in html
    html = client.get(url("edit_deal", game, 1)).content.decode()
    assert hidden(html, "deal_number", "version", "deal", "deal_version") == {
        "deal_number": "1",
        "version": str(game.version),
        "deal": str(deal.pk),
        "deal_version": "1",
    }


def test_a_second_tap_on_delete_does_not_delete_the_next_deal(client, make_game):
    game = make_game(deals=[[OUT, {}], [{}, {"hand_points": 5}], [{"hand_points": 10}, {}]])
    data = hidden(client.get(url("delete_deal", game, 2)).content.decode(), "deal", "deal_version")
    client.post(url("delete_deal", game, 2), data)
    response = client.post(url("delete_deal", game, 2), data, follow=True)
    assert '<p class="flash-warning">Deal 2 was deleted by this phone (just now).</p>' in response.content.decode()
    assert scores(game) == [[1265, 0], [-10, 0]]


def test_a_delete_confirmed_after_another_phone_deleted_the_deal_says_who_did(client, make_game):
    game = make_game(deals=[[OUT, {}], [{}, {"hand_points": 5}]])
    data = hidden(client.get(url("delete_deal", game, 2)).content.decode(), "deal", "deal_version")
    other = Client()
    other.post(
        url("delete_deal", game, 2),
        hidden(other.get(url("delete_deal", game, 2)).content.decode(), "deal", "deal_version"),
    )
    html = client.post(url("delete_deal", game, 2), data, follow=True).content.decode()
    assert '<p class="flash-warning">Deal 2 was deleted by another phone (just now).</p>' in html
    assert scores(game) == [[1265, 0]]


def test_deleting_without_naming_the_deal_deletes_nothing(client, make_game):
    game = make_game(deals=[[OUT, {}]])
    client.post(url("delete_deal", game, 1))
    assert game.deals.count() == 1


def test_a_second_tap_on_undo_does_not_restore_the_deal_twice(client, make_game):
    game = make_game(deals=[[OUT, {}], [{}, {"hand_points": 5}]])
    delete(client, game, 2)
    cookie = client.cookies["sessionid"].value
    client.post(url("undo_delete", game))
    client.cookies["sessionid"] = cookie  # the second tap still carries the old cookie
    response = client.post(url("undo_delete", game), follow=True)
    assert "cannot come back" in response.content.decode()
    assert scores(game) == [[1265, 0], [0, -5]]


def test_a_deal_deleted_from_another_phone_cannot_be_corrected(client, make_game):
    game = make_game(deals=[[OUT, {}]])
    client.get(url("edit_deal", game, 1))
    game.deals.all().delete()
    response = client.post(url("edit_deal", game, 1), form_data(OUT, {}))
    assert response.status_code == 404


def test_every_problem_shows_once_beside_its_field_and_once_in_the_preview(client, game):
    we = {**OUT, "red_threes": "-1", "melded_points": "7"}
    they = {**OTHER, "went_out": True, "natural_canastas": 1}
    html = client.post(url("new_deal", game), form_data(we, they) | opened(game)).content.decode()
    form, preview = html.split('id="preview"')
    for message in ("This cannot be negative.", "Card points come in multiples of 5.", "Only one side can go out"):
        assert form.count(message) == 1
        assert preview.count(message) == 1
    assert "3 entries need a look (marked below)." in form
    assert html.count('class="field count invalid"') + html.count('class="field points invalid"') == 2
    assert not Deal.objects.exists()
