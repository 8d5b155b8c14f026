"""Each deal's stored standing (services/running.py) stays exact under every write, and a sheet of
the latest deals equals the last rows of the whole sheet."""

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules.families.canasta.presets import CLASSIC_CANASTA
from scorekeeper.models import Deal, Game
from scorekeeper.services.deals import Opened, add_deal, change_deal, delete_deal, restore_deal
from scorekeeper.services.games import SideSpec, create_game, update_game
from scorekeeper.services.rules import game_rules
from scorekeeper.services.running import restand
from scorekeeper.services.sheet import latest_sheet, load_sheet, starting_totals, stored_deals
from tests import examples

pytestmark = pytest.mark.django_db


def assert_standings_exact(game: Game) -> None:
    """Every deal's stored standing, and the game's, equal a fold of the stored deals."""
    game.refresh_from_db()
    rules = game_rules(game)
    standing = rules.start(starting_totals(game), game.paper_deals)
    for deal in game.deals.order_by("number"):
        standing = rules.advance(standing, deal.tallied())
        assert deal.standing == standing.to_json(), f"deal {deal.number}"
    assert game.standing == standing.to_json()
    assert standing == rules.standing(starting_totals(game), stored_deals(game), game.paper_deals)


def assert_latest_rows_are_the_sheets_last(game: Game, shown: int) -> None:
    whole, latest = load_sheet(game), latest_sheet(game, shown=shown)
    assert latest.state.rows == (whole.state.rows[-shown:] if shown else ())
    assert latest.state.totals == whole.state.totals
    assert latest.state.next_requirements == whole.state.next_requirements
    assert (latest.state.ended_at, latest.state.winner) == (whole.state.ended_at, whole.state.winner)
    assert latest.played == len(whole.state.rows)


def new_game(target: int = 5000, start: int = 0) -> Game:
    sides = [SideSpec("We", ["", ""], start), SideSpec("They", ["", ""])]
    return create_game(CLASSIC_CANASTA.slug, sides, target=target)


def tally(points: int) -> list[dict[str, int]]:
    return [{"melded_points": points}, {"melded_points": 50}]


writes = st.lists(
    st.tuples(
        st.sampled_from(["add", "add", "correct", "delete", "undo", "start"]),
        st.integers(min_value=0, max_value=30),  # which deal (modulo the deals there are)
        st.integers(min_value=0, max_value=200).map(lambda n: n * 5),
    ),
    max_size=10,
)


@settings(max_examples=examples(25), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(writes=writes, shown=st.integers(min_value=0, max_value=6))
def test_stored_standings_equal_a_fresh_fold_after_any_writes(writes, shown):
    game = new_game()
    for kind, which, points in writes:
        game.refresh_from_db()
        count = game.deals.count()
        deal = game.deals.filter(number=which % count + 1).first() if count else None
        if kind == "add" or deal is None:
            if not game.finished:
                add_deal(game, tally(points))
        elif kind == "correct":
            change_deal(game, Opened.of(game, deal), tally(points))
        elif kind == "delete":
            delete_deal(game, deal.pk)
        elif kind == "undo":
            restore_deal(game, delete_deal(game, deal.pk))
        else:  # a new total carried over from paper: every standing moves
            update_game(game, [SideSpec("We", ["", ""], points % 4000), SideSpec("They", ["", ""])], "")
        assert_standings_exact(game)
    assert_latest_rows_are_the_sheets_last(game, shown)


def test_new_house_rules_restand_every_deal():
    game = new_game(target=10**5)
    for _deal in range(4):
        add_deal(game, tally(100))
    update_game(game, [SideSpec("We", ["", ""]), SideSpec("They", ["", ""])], "", {"target": 300})
    assert_standings_exact(game)
    game.refresh_from_db()
    assert game.finished
    assert Deal.objects.get(game=game, number=4).standing["ended_at"] == game.standing["ended_at"] < 4


def test_a_game_stored_without_standings_is_shown_from_its_deals():
    """Deals stored by an older Meld have no standing: the sheet replays the game instead."""
    game = new_game(target=10**5)
    for points in (100, 200, 300, 400, 500):
        add_deal(game, tally(points))
    Deal.objects.filter(game=game).update(standing=None)
    assert_latest_rows_are_the_sheets_last(game, 2)


def test_working_every_standing_out_again_reads_the_deals_in_one_query_and_writes_only_the_changed(
    make_game, django_assert_num_queries
):
    """restand reads each deal's entries, scores and standing in one query (not one more a deal), and
    writes back, in one statement, only the standings that changed."""
    game = make_game(deals=[[{"melded_points": 50}, {}]] * 12)
    rules = game_rules(game)
    with django_assert_num_queries(2):  # the sides' starting totals, the deals; nothing changed: no write
        restand(game, rules)
    Deal.objects.filter(game=game, number__gte=7).update(standing=None)
    with django_assert_num_queries(3):  # and one write of the six that changed
        standing = restand(game, rules)
    assert standing.totals == (600, 0)
    assert_standings_exact(game)
