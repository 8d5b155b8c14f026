"""Who deals: from the first dealer picked, to the left round the table, in every seating."""

import re

import pytest
from django.test import Client
from django.urls import reverse

from rules.core.seating import Seating
from rules.families.kalooki.presets import BRITISH_KALOOKIE
from scorekeeper.models import Game, Side
from scorekeeper.services.dealer import dealer_name, dealer_place, place_labels
from scorekeeper.services.deals import add_deal
from scorekeeper.services.exchange import export_game, import_game
from scorekeeper.services.games import SideSpec, create_game
from scorekeeper.services.rematch import rematch
from tests.conftest import form_data, opened
from tests.scorekeeper.views.test_two_phones import hidden_delete, open_form, url


def sides(*players: list[str], names: list[str] | None = None) -> list[Side]:
    return [Side(name=(names or [f"S{i}" for i in range(len(players))])[i], players=p) for i, p in enumerate(players)]


def dealers(seating: Seating, table: list[Side], first: int = 0, deals: int = 0) -> list[str]:
    return [dealer_name(seating, table, first, number) for number in range(1, (deals or seating.players) + 1)]


def test_in_two_teams_of_two_partners_deal_in_turn_with_the_other_side_between():
    table = sides(["Aiko", "Ben"], ["Chie", "Dan"])
    assert dealers(Seating(2, 2, 11), table, deals=5) == ["Aiko", "Chie", "Ben", "Dan", "Aiko"]


def test_three_teams_of_two_and_two_teams_of_three_go_round_every_seat():
    three_pairs = sides(["A1", "A2"], ["B1", "B2"], ["C1", "C2"])
    assert dealers(Seating(3, 2, 13), three_pairs) == ["A1", "B1", "C1", "A2", "B2", "C2"]
    two_threes = sides(["A1", "A2", "A3"], ["B1", "B2", "B3"])
    assert dealers(Seating(2, 3, 13), two_threes) == ["A1", "B1", "A2", "B2", "A3", "B3"]


def test_players_alone_deal_in_seating_order_from_the_one_picked():
    table = sides(["Aiko"], ["Ben"], ["Chie"], ["Dan"])
    assert dealers(Seating(4, 1, 13), table, first=2, deals=5) == ["Chie", "Dan", "Aiko", "Ben", "Chie"]


def test_an_unnamed_player_is_called_by_their_side():
    table = sides(["", ""], ["Chie", ""], names=["We", "They"])
    assert dealers(Seating(2, 2, 11), table) == ["We, player 1", "Chie", "We, player 2", "They, player 2"]
    assert place_labels(Seating(2, 2, 11), ["We", "They"]) == [
        "We, player 1",
        "They, player 1",
        "We, player 2",
        "They, player 2",
    ]
    assert place_labels(Seating(3, 1, 13), ["Player 1", "Player 2", "Player 3"]) == ["Player 1", "Player 2", "Player 3"]


def test_a_side_stored_without_its_players_names_is_called_by_its_name():
    """An older Meld kept no list for unnamed players ("empty for unnamed")."""
    table = sides(["Aiko", "Ben"], [], names=["We", "They"])
    assert dealers(Seating(2, 2, 11), table) == ["Aiko", "They, player 1", "Ben", "They, player 2"]


@pytest.mark.django_db
def test_the_first_dealer_picked_on_the_start_page_deals_and_the_deal_passes_on(client):
    data = {"variant": "classic-canasta", "seating": "2x2", "first_dealer": "1"}
    data |= {"side0_player0": "Aiko", "side0_player1": "Ben", "side1_player0": "Chie", "side1_player1": "Dan"}
    client.post(reverse("new_game"), data)
    game = Game.objects.get()
    assert game.first_dealer == 1
    assert "<b>Chie</b> deals deal 1" in client.get(game.get_absolute_url()).content.decode()
    new_deal = reverse("new_deal", args=[game.slug])
    assert "<b>Chie</b> deals deal 1" in client.get(new_deal).content.decode()
    client.post(new_deal, form_data({"melded_points": 50}, {"melded_points": 60}) | opened(game))
    assert "<b>Ben</b> deals deal 2" in client.get(game.get_absolute_url()).content.decode()
    correct = reverse("edit_deal", args=[game.slug, 1])
    assert "<b>Chie</b> dealt deal 1" in client.get(correct).content.decode()


@pytest.mark.django_db
def test_the_start_page_offers_every_place_and_refuses_one_beyond_the_table(client):
    html = client.get(reverse("new_game") + "?variant=kalooki&seating=5x1").content.decode()
    assert html.count('name="first_dealer"') == 1
    assert re.search(r'<option value="4" data-player="side4_player0" data-unnamed="[^"]*">Player 5</option>', html)
    response = client.post(reverse("new_game"), {"variant": "classic-canasta", "seating": "2x2", "first_dealer": "4"})
    assert response.status_code == 200
    assert not Game.objects.exists()


@pytest.mark.django_db
def test_a_game_file_keeps_the_first_dealer_and_refuses_a_place_beyond_the_table():
    game = create_game("kalooki", [SideSpec(name, [name]) for name in "ABC"], first_dealer=2)
    document = export_game(game)
    assert document["first_dealer"] == 2
    assert import_game(document).first_dealer == 2
    with pytest.raises(Exception, match="“first_dealer” must be a whole number from 0 to 2."):
        import_game({**document, "first_dealer": 3})
    del document["first_dealer"]
    assert import_game(document).first_dealer == 0


@pytest.mark.django_db
def test_a_rematch_starts_with_the_next_player_dealing():
    game = create_game("classic-canasta", [SideSpec("We", ["A", "B"]), SideSpec("They", ["C", "D"])], first_dealer=3)
    assert rematch(game).first_dealer == 0
    assert rematch(rematch(game)).first_dealer == 1


def test_the_deal_passes_by_whoever_sat_a_deal_out():
    seating = Seating(4, 1, 13)
    nobody, ben_out = (False,) * 4, (False, True, False, False)
    out = [nobody, ben_out, ben_out, nobody, nobody]  # Ben out before deals 2 and 3, back for 4
    assert [dealer_place(seating, 0, number, out) for number in range(1, 6)] == [0, 2, 3, 0, 1]
    assert [dealer_place(seating, 1, number, [ben_out] * 3) for number in (1, 2, 3)] == [2, 3, 0]
    assert dealer_place(seating, 3, 6, [nobody] * 6) == seating.dealer(3, 6) == 0


def test_whoever_dealt_the_first_deal_dealt_it_though_they_sat_out_the_next():
    seating = Seating(4, 1, 13)
    nobody, ben_out = (False,) * 4, (False, True, False, False)
    assert [dealer_place(seating, 1, number, [nobody, ben_out][:number]) for number in (1, 2)] == [1, 2]


def british(*tallies: list[dict[str, object]], starts: tuple[int, ...] = (0, 0, 0, 0), first: int = 0) -> Game:
    names = ["Aiko", "Ben", "Chie", "Dan"]
    specs = [SideSpec(name, [name], start) for name, start in zip(names, starts, strict=True)]
    game = create_game(BRITISH_KALOOKIE.slug, specs, first_dealer=first)
    for deal in tallies:
        add_deal(game, deal)
    game.refresh_from_db()
    return game


OUT, LEFT = {"went_out": True}, {"penalty_points": 10}


@pytest.mark.django_db
def test_in_british_kalookie_a_knocked_out_player_is_passed_by_and_deals_again_after_buying_in(client):
    ben_knocked_out = [OUT, {"penalty_points": 100}, LEFT, LEFT]  # deal 1, dealt by Aiko: Ben at 160
    game = british(ben_knocked_out, starts=(0, 60, 0, 0))
    assert "<b>Chie</b> deals deal 2" in client.get(game.get_absolute_url()).content.decode()
    add_deal(game, [LEFT, {}, OUT, LEFT])  # deal 2 (Chie): Ben sits out
    add_deal(game, [LEFT, {}, LEFT, OUT])  # deal 3 (Dan)
    game.refresh_from_db()
    assert "<b>Aiko</b> deals deal 4" in client.get(game.get_absolute_url()).content.decode()
    add_deal(game, [OUT, {"bought_in": True, "penalty_points": 5}, LEFT, LEFT])  # deal 4 (Aiko): Ben buys in
    game.refresh_from_db()
    assert "<b>Ben</b> deals deal 5" in client.get(game.get_absolute_url()).content.decode()
    form = client.get(reverse("edit_deal", args=[game.slug, 3])).content.decode()
    assert "<b>Dan</b> dealt deal 3" in form
    assert "<b>Ben</b> deals deal 5" in client.get(reverse("new_deal", args=[game.slug])).content.decode()


@pytest.mark.django_db
def test_who_sat_out_in_another_game_changes_nothing_of_who_deals(client):
    british([{"penalty_points": 100}, OUT, LEFT, LEFT], starts=(60, 0, 0, 0))  # Aiko is out of that one
    game = british([OUT, {"penalty_points": 100}, LEFT, LEFT], starts=(0, 60, 0, 0))  # Ben is out of this one
    assert "<b>Chie</b> deals deal 2" in client.get(game.get_absolute_url()).content.decode()


@pytest.mark.django_db
def test_the_deal_passes_by_whoever_sat_out_in_deals_stored_by_an_older_meld(client):
    """No standing stored with the deals: who sat out each is worked out again from the deals. Ben,
    knocked out in deal 1, sits out deal 2 (Chie deals it) and buys back in during it."""
    ben_knocked_out, ben_buys_in = [OUT, {"penalty_points": 100}, LEFT, LEFT], {"bought_in": True, "penalty_points": 5}
    game = british(ben_knocked_out, [LEFT, ben_buys_in, OUT, LEFT], [LEFT, LEFT, LEFT, OUT], starts=(0, 60, 0, 0))
    game.deals.update(standing=None)
    assert "<b>Aiko</b> deals deal 4" in client.get(game.get_absolute_url()).content.decode()
    for number, dealer in [(2, "Chie"), (3, "Dan")]:
        form = client.get(reverse("edit_deal", args=[game.slug, number])).content.decode()
        assert f"<b>{dealer}</b> dealt deal {number}" in form


@pytest.mark.django_db
def test_the_usual_kalooki_deal_passes_to_everyone(client):
    game = create_game("kalooki", [SideSpec(name, [name]) for name in ("Aiko", "Ben", "Chie")])
    add_deal(game, [OUT, {"penalty_points": 100}, LEFT])
    assert "<b>Ben</b> deals deal 2" in client.get(game.get_absolute_url()).content.decode()


@pytest.mark.django_db
def test_a_correction_of_a_deal_deleted_meanwhile_says_who_dealt_it_though_deals_before_it_went_too():
    """Ben sits out deals 2 to 4; phone A corrects deal 4 while phone B deletes deals 4, 3 and 2: the
    deal still went round from Aiko, past Ben, to Chie, Dan and Aiko again."""
    ben_knocked_out = [OUT, {"penalty_points": 100}, LEFT, LEFT]
    game = british(
        ben_knocked_out, [LEFT, {}, OUT, LEFT], [LEFT, {}, LEFT, OUT], [OUT, {}, LEFT, LEFT], starts=(0, 60, 0, 0)
    )
    a, b = Client(), Client()
    form_a = open_form(a, game, 4)
    for number in (4, 3, 2):
        b.post(url("delete_deal", game, number), hidden_delete(b, game, number))
    response = a.post(url("edit_deal", game, 4), form_data(LEFT, {}, OUT, LEFT) | form_a)
    assert response.status_code == 200
    assert "Deal 4 was deleted by another phone" in response.content.decode()
    assert "<b>Aiko</b> dealt deal 4" in response.content.decode()
