"""The score sheet's chart of running totals, what each side needs to reach the target, and the
keep-the-screen-on switch."""

import pytest

pytestmark = pytest.mark.django_db

CLASSIC = [[{"melded_points": 600}, {"melded_points": 300}], [{"melded_points": 900}, {"melded_points": 150}]]


def test_the_sheet_draws_the_running_totals_with_a_title_and_a_description(client, make_game):
    game = make_game(deals=CLASSIC)
    response = client.get(f"/g/{game.slug}/")
    body = response.content.decode()
    assert 'role="img" aria-labelledby="chart-title" aria-describedby="chart-desc"' in body
    assert '<title id="chart-title">Running totals</title>' in body
    totals = [entry.total for entry in response.context["sheet"].board]
    assert f"After deal 2: We {totals[0]:,}, They {totals[1]:,}{' · '}target 5,000</desc>" in body
    assert body.count('<polyline class="series series-') == 2


def test_the_chart_is_translated(client, make_game):
    game = make_game(deals=CLASSIC)
    body = client.get(f"/ja/g/{game.slug}/").content.decode()
    assert '<title id="chart-title">累計の推移</title>' in body


def test_no_chart_before_the_first_deal(client, make_game):
    game = make_game()
    assert "chart-title" not in client.get(f"/g/{game.slug}/").content.decode()


def test_each_side_sees_what_it_needs_to_reach_the_target(client, make_game):
    game = make_game(deals=[[{"melded_points": 600}, {"melded_points": 300}]], target=2000)
    response = client.get(f"/g/{game.slug}/")
    board = response.context["sheet"].board
    needs = [entry.to_go for entry in board]
    assert needs == [2000 - entry.total for entry in board]
    body = response.content.decode()
    assert f"Needs {needs[0]:,} to reach the target" in body


def test_the_keep_the_screen_on_switch_starts_hidden_for_browsers_without_a_wake_lock(client, make_game):
    body = client.get(f"/g/{make_game().slug}/").content.decode()
    assert 'class="toggle wake-lock" hidden data-wake-lock' in body
