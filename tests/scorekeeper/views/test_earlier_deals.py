"""Deals an earlier Meld stored keep working (issue 27): a backup made before the round-3 checks (canastas
rank by rank, melded points at least the canastas' cards) imports, keeps its scores, exports and imports
again, and its earlier deals can be corrected or deleted; the deal form still refuses the same entry as a
new deal. The refusals an earlier Meld made stay.

Before issue 27 an export wrote every key of the tally, the score and the meld requirement (a number);
the scores below are Classic Canasta's (seed 002): a natural canasta 500, a red three 100, going out 100,
melded points plus, points in hand minus.
"""

import pytest
from django.urls import reverse

from leagues.services.games import import_league_game
from leagues.services.leagues import create_league
from scorekeeper.services.exchange import GameFileError, export_game, import_game
from scorekeeper.services.games import Rescoring, rescoring
from scorekeeper.services.sheet import load_sheet
from tests.conftest import form_data, opened

pytestmark = pytest.mark.django_db

SIDES = [{"name": "We", "players": ["Aiko", "Ben"]}, {"name": "They", "players": ["Chie", "Dan"]}]
CLASSIC_KEYS = ("natural_canastas", "mixed_canastas", "red_threes", "went_out", "concealed")


def written(score: int, **entries) -> dict:
    """A tally as an export before issue 27 wrote it: every key, the score, the meld requirement."""
    tally = {key: False if key in ("went_out", "concealed") else 0 for key in CLASSIC_KEYS}
    return {**tally, "melded_points": 0, "hand_points": 0, **entries, "score": score, "meld_requirement": 50}


def game_file(*deals: list[dict]) -> dict:
    totals = [sum(deal[side]["score"] for deal in deals) for side in range(2)]
    return {
        "format": "meld-game/1",
        "variant": "classic-canasta",
        "sides": [{**side, "total": total, "next_meld_requirement": 50} for side, total in zip(SIDES, totals)],
        "deals": [{"tallies": deal} for deal in deals],
        "finished": False,
        "winner": None,
    }


# Deal 1 as the deal form takes it today: We 500 + 300 + 100 + 100 + 265 = 1,265; They 100 + 120 − 45 = 175.
ORDINARY = [
    written(1265, natural_canastas=1, mixed_canastas=1, red_threes=1, went_out=True, melded_points=265),
    written(175, red_threes=1, melded_points=120, hand_points=45),
]
# Two natural canastas entered with no melded points (today at least 14 cards of 5: 70): 1,000 + 100 = 1,100.
NO_MELDED_POINTS = [written(1100, natural_canastas=2, went_out=True), written(20, melded_points=50, hand_points=30)]
# Twelve natural canastas between the sides (two decks make 11: 8 cards of each of 11 ranks, seed 000), with
# the melded points of six at their cheapest (4 ranks of 5 and 2 of 10, 7 cards each: 280):
# We 3,000 + 280 = 3,280; They 3,000 + 100 + 280 = 3,380.
TWELVE_NATURALS = [
    written(3280, natural_canastas=6, melded_points=280),
    written(3380, natural_canastas=6, went_out=True, melded_points=280),
]
EARLIER_FILES = {
    "no melded points": game_file(ORDINARY, NO_MELDED_POINTS),
    "twelve natural canastas": game_file(TWELVE_NATURALS, ORDINARY),
}


def url(name, game, *args):
    return reverse(name, args=[game.slug, *args])


def entries(tallies: list[dict]) -> list[dict]:
    return [
        {key: value for key, value in tally.items() if key not in ("score", "meld_requirement")} for tally in tallies
    ]


@pytest.mark.parametrize("document", EARLIER_FILES.values(), ids=EARLIER_FILES.keys())
def test_a_file_an_earlier_meld_wrote_imports_keeps_its_scores_and_imports_again(document):
    game = import_game(document)
    scores = [[tally["score"] for tally in deal["tallies"]] for deal in document["deals"]]
    assert [list(deal.scores) for deal in game.deals.order_by("number")] == scores
    assert list(load_sheet(game).state.totals) == [side["total"] for side in document["sides"]]
    exported = export_game(game)
    again = export_game(import_game(exported))
    assert again["deals"] == exported["deals"]
    assert [side["total"] for side in again["sides"]] == [side["total"] for side in document["sides"]]


@pytest.mark.parametrize("document", EARLIER_FILES.values(), ids=EARLIER_FILES.keys())
def test_a_league_imports_a_file_an_earlier_meld_wrote(django_user_model, document):
    owner = django_user_model.objects.create_user("olive", "olive@example.com", "a long pass phrase")
    game = import_league_game(create_league("Tuesday club", "classic-canasta", None, owner=owner), document)
    assert list(load_sheet(game).state.totals) == [side["total"] for side in document["sides"]]


def test_what_an_earlier_meld_refused_is_still_refused():
    """Fifteen natural canastas are 105 cards: more than the 104 of two decks besides the 4 red threes."""
    too_many = [written(0, natural_canastas=8), written(0, natural_canastas=7)]
    with pytest.raises(GameFileError, match="not enough for these canastas"):
        import_game(game_file(ORDINARY, too_many))
    both_out = [written(0, natural_canastas=1, went_out=True), written(0, natural_canastas=1, went_out=True)]
    with pytest.raises(GameFileError, match="Only one side can go out"):
        import_game(game_file(both_out))


def test_an_earlier_deal_is_corrected_and_the_later_one_an_earlier_meld_stored_stays(client):
    """Correcting deal 1 re-checks deal 2 only by what depends on the deals before it."""
    game = import_game(EARLIER_FILES["no melded points"])
    corrected = {**entries(ORDINARY)[0], "concealed": True}  # a concealed hand: 100 more, 1,365
    response = client.post(url("edit_deal", game, 1), form_data(corrected, entries(ORDINARY)[1]) | opened(game, 1))
    assert response.status_code == 302
    assert [list(deal.scores) for deal in game.deals.order_by("number")] == [[1365, 175], [1100, 20]]


def test_an_earlier_deal_is_deleted_and_the_later_one_an_earlier_meld_stored_stays(client):
    """Deleting deal 1 re-checks deal 2 only by what depends on the deals before it."""
    game = import_game(EARLIER_FILES["no melded points"])
    assert "impossible" not in client.get(url("delete_deal", game, 1)).content.decode()
    deal = game.deals.get(number=1)
    client.post(url("delete_deal", game, 1), {"deal": deal.pk, "deal_version": deal.version})
    assert [list(deal.scores) for deal in game.deals.order_by("number")] == [[1100, 20]]


@pytest.mark.parametrize(
    ("deal", "message"),
    [
        (NO_MELDED_POINTS, "These canastas are worth at least 70 in cards; melded cards include the canastas."),
        (TWELVE_NATURALS, "The 2 decks hold 8 cards of each rank from 4 to ace and 12 wild cards"),
    ],
)
def test_the_deal_form_refuses_the_same_entry_as_a_new_deal_or_a_correction(client, deal, message):
    game = import_game(EARLIER_FILES["no melded points"])
    response = client.post(url("new_deal", game), form_data(*entries(deal)) | opened(game))
    assert response.status_code == 200 and message in response.content.decode()
    response = client.post(url("edit_deal", game, 1), form_data(*entries(deal)) | opened(game, 1))
    assert response.status_code == 200 and message in response.content.decode()
    assert game.deals.count() == 2 and [list(d.scores) for d in game.deals.order_by("number")][0] == [1265, 175]


def test_new_house_rules_rescore_the_deals_an_earlier_meld_stored():
    """A going-out bonus of 300 (200 more) for We in both deals: 1,465 and 1,300."""
    game = import_game(EARLIER_FILES["no melded points"])
    assert rescoring(game, {"going_out_bonus": 300}) == Rescoring((2365, 195), (2765, 195), [], True)
