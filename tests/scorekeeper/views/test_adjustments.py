"""Adjustments on the deal form, in the breakdown, in the score, and in game files."""

import pytest
from django.urls import reverse

from rules.core.adjustments import MOST_ADJUSTMENTS, MOST_REASON
from scorekeeper.models import Deal
from scorekeeper.services.deals import add_deal
from scorekeeper.services.exchange import GameFileError, export_game, import_game
from scorekeeper.services.games import SideSpec, create_game
from tests.conftest import opened, stored_tally

pytestmark = pytest.mark.django_db


def new_deal(game):
    return reverse("new_deal", args=[game.slug])


def test_the_deal_form_has_three_empty_adjustment_lines_per_side(client, game):
    html = client.get(new_deal(game)).content.decode()
    assert html.count('<details class="adjustments"') == 2
    for side in (0, 1):
        for row in (0, 1, 2):
            assert f'name="s{side}-adj{row}_points"' in html
    assert 'value="exact cut" data-points="100"' in html
    assert "Taking the pile illegally (−50)" in html
    # Each line's own input for free text: as long as a stored reason may be.
    assert html.count('<option value="">Reason…</option>') == 6
    assert (
        f'<input type="text" name="s1-adj2_text" id="id_s1-adj2_text" value="" maxlength="{MOST_REASON}" '
        'autocomplete="off" placeholder="Other reason" aria-label="Other reason">'
    ) in html


def test_a_common_reason_without_points_takes_its_usual_points(client, game):
    client.post(new_deal(game), {"s0-melded_points": "50", "s0-adj0_reason": "exact cut"} | opened(game))
    tally = stored_tally(0)
    assert tally.entries["adjustments"] == [{"points": 100, "reason": "exact cut"}]
    assert tally.score == 150


def test_free_text_is_kept_as_typed_with_its_points(client, game):
    client.post(new_deal(game), {"s1-adj1_text": "Talked across the table", "s1-adj1_points": "-20"} | opened(game))
    tally = stored_tally(1)
    assert tally.entries["adjustments"] == [{"points": -20, "reason": "Talked across the table"}]
    assert tally.score == -20


def adjustment_folds(html):
    """Whether each side's adjustment lines show open, side by side."""
    return [fold.startswith(" open>") for fold in html.split('<details class="adjustments"')[1:]]


def test_the_adjustment_lines_show_open_on_a_side_with_points_typed_and_folded_on_the_others(client, game):
    assert adjustment_folds(client.get(new_deal(game)).content.decode()) == [False, False]
    lines = {f"s{side}-adj{k}_{part}": "" for side in (0, 1) for k in range(3) for part in ("reason", "text", "points")}
    typed = {"s0-melded_points": "x", "s1-adj0_text": "Tea", "s1-adj0_points": "20"}  # sent back for the x
    html = client.post(new_deal(game), lines | typed | opened(game)).content.decode()
    assert adjustment_folds(html) == [False, True]


def test_points_without_a_reason_are_refused(client, game):
    response = client.post(new_deal(game), {"s0-adj0_points": "100"})
    assert "An adjustment needs a reason." in response.content.decode()
    assert not Deal.objects.exists()


def test_free_text_without_points_is_refused(client, game):
    response = client.post(new_deal(game), {"s0-adj0_text": "Bonus"})
    assert "Enter the points of this adjustment." in response.content.decode()


def test_more_adjustment_lines_than_a_side_may_have_are_refused_for_that_side(client, game):
    """The page can post a few lines more than the most (JavaScript adds them): the engine refuses the side."""
    lines = {f"s1-adj{k}_text": f"Reason {k}" for k in range(MOST_ADJUSTMENTS + 1)}
    lines |= {f"s1-adj{k}_points": "5" for k in range(MOST_ADJUSTMENTS + 1)}
    response = client.post(new_deal(game), lines | opened(game))
    assert response.status_code == 200
    form = response.content.decode().split('id="preview"')[0]
    assert f'<p class="error">At most {MOST_ADJUSTMENTS} adjustments per side.</p>' in form  # among its lines
    assert not Deal.objects.exists()


def test_the_preview_shows_adjustments_as_lines(client, game):
    response = client.post(
        reverse("preview_deal", args=[game.slug]), {"s0-adj0_reason": "undeclared red three", "s0-adj0_points": "-500"}
    )
    html = response.content.decode()
    assert "Undeclared red three" in html
    assert "−500" in html


def test_correcting_a_deal_shows_its_adjustments_and_one_empty_line_more(client, make_game):
    adjustments = [{"points": 100, "reason": "exact cut"}, {"points": 5, "reason": "Tea"}] + [
        {"points": 1, "reason": f"r{n}"} for n in range(2)
    ]
    game = make_game(deals=[[{"adjustments": adjustments}, {}]])
    html = client.get(reverse("edit_deal", args=[game.slug, 1])).content.decode()
    assert adjustment_folds(html) == [True, False]
    assert 'id="id_s0-adj3_text" value="r1"' in html
    assert 'name="s0-adj4_points"' in html
    assert 'id="id_s0-adj1_text" value="Tea"' in html
    assert '<option value="exact cut" data-points="100" selected>' in html


def test_adjustments_travel_through_a_game_file_and_back(make_game):
    game = make_game(
        deals=[
            [
                {
                    "natural_canastas": 1,
                    "went_out": True,
                    "melded_points": 35,
                    "adjustments": [{"points": 100, "reason": "exact cut"}],
                },
                {},
            ]
        ]
    )
    document = export_game(game)
    tally = document["deals"][0]["tallies"][0]
    assert tally["adjustments"] == [{"points": 100, "reason": "exact cut"}]
    assert tally["score"] == 735
    again = import_game(document)
    assert export_game(again) == document


def test_a_game_file_with_a_bad_adjustment_is_refused_with_its_place(make_game):
    document = export_game(make_game(deals=[[{}, {}]]))
    document["deals"][0]["tallies"][1]["adjustments"] = [{"points": 10}]
    with pytest.raises(GameFileError) as refused:
        import_game(document)
    assert refused.value.problems == ["Deal 1, They, Adjustments (adjustments): An adjustment needs a reason."]


def test_house_rules_travel_through_a_game_file_and_back():
    rules = {"going_out_bonus": 200, "meld_table": [[None, 15], [0, 50], [1500, 90], [3000, 120], [5000, 160]]}
    game = create_game("classic-canasta", [SideSpec("We", ["", ""]), SideSpec("They", ["", ""])], rules=rules)
    add_deal(game, [{"natural_canastas": 1, "went_out": True, "melded_points": 35}, {}])
    document = export_game(game)
    assert document["rules"] == rules
    assert document["deals"][0]["tallies"][0]["score"] == 735
    again = import_game(document)
    assert again.rules == game.rules
    assert export_game(again) == document


def test_an_old_file_with_only_a_target_still_imports(make_game):
    document = export_game(make_game())
    document["rules"] = {"target": 7500}
    assert import_game(document).rules == {"target": 7500}


def test_a_file_writing_the_presets_own_values_stores_no_house_rules(make_game):
    document = export_game(make_game())
    document["rules"] = {"target": 5000, "going_out_bonus": 100}
    assert import_game(document).rules == {}
    assert "rules" not in export_game(import_game(document))


@pytest.mark.parametrize(
    ("rules", "problem"),
    [
        ({"going_out_bonus": -100}, "House rules: “going_out_bonus” must be a whole number from 0 to 100,000."),
        ({"sambas": 1500}, "House rules: Unknown house rule “sambas”."),
        ({"red_three_scores": [0, 100]}, "House rules: “red_three_scores” must be a list of 5 whole numbers."),
    ],
)
def test_a_file_with_bad_house_rules_is_refused(make_game, rules, problem):
    document = export_game(make_game())
    document["rules"] = rules
    with pytest.raises(GameFileError) as refused:
        import_game(document)
    assert problem in refused.value.problems


def test_the_history_of_a_deal_tells_the_adjustments_a_correction_changed(client, make_game):
    game = make_game(deals=[[{"melded_points": 50}, {}]])
    edit = reverse("edit_deal", args=[game.slug, 1])
    adjusted = {"s0-melded_points": "50", "s0-adj0_reason": "exact cut", "s0-adj1_text": "Tea", "s0-adj1_points": "-5"}
    adjusted |= {"s1-adj0_text": "Chip", "s1-adj0_points": "1", "s1-adj1_text": "Even", "s1-adj1_points": "0"}
    assert client.post(edit, adjusted | opened(game, 1)).status_code == 302
    english = client.get(edit).content.decode().split('<section class="card history"')[1]
    japanese = client.get(f"/ja{edit}").content.decode().split('<section class="card history"')[1]
    assert (
        "<li>We, Adjustments: none → Exact cut +100, Tea −5</li><li>They, Adjustments: none → Chip +1, Even 0</li>"
        in (english)
    )
    assert "<li>We・調整：なし → ぴったりカット +100, Tea −5</li>" in japanese
