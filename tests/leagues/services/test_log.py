"""The league's log, against a small league worked out by hand: a change to a game that had counted says
who made it, to which game and deal, when, each side's result before and after, and whose rank in the
season's standings it moved. A game finishing for the first time is no change."""

import pytest

from leagues.models import LogEntry
from leagues.services.log import log_entries, log_lines
from leagues.services.nights import end_round, start_round
from leagues.services.seasons import close_season, reopen_season, start_season
from scorekeeper.services.deals import Opened, change_deal, delete_deal, restore_deal
from scorekeeper.services.games import SideSpec, delete_game, update_game
from scorekeeper.services.history import Author
from tests.leagues.conftest import deal, finished
from tests.leagues.nights.conftest import open_for

pytestmark = pytest.mark.django_db


@pytest.fixture
def two_games(league):
    """Game 1: Ann & Ben 5,100, Cy & Di 3,000. Game 2: Ann & Cy 4,000, Ben & Di 5,200.
    Standings: Ben 1 (2 won), Ann and Di 2 (one each, average place 1.5), Cy 4."""
    first = finished(league, ["Ann", "Ben"], ["Cy", "Di"], totals=[5100, 3000])
    finished(league, ["Ann", "Cy"], ["Ben", "Di"], totals=[4000, 5200])
    return first


def test_games_finishing_write_no_line(two_games):
    assert not LogEntry.objects.exists()


def test_a_correction_that_unfinishes_a_game_says_what_it_moved(two_games, member):
    """Deal 1 of game 1 corrected from 300 to 100 for Ann & Ben: 4,900, short of 5,000, so game 1 no longer
    counts. Then Ben and Di lead with one win each; Ann and Cy share third."""
    deal = two_games.deals.get()
    change_deal(
        two_games, Opened.of(two_games, deal), [{"melded_points": 100}, {"melded_points": 300}], Author(member.pk)
    )
    entry = LogEntry.objects.get()
    assert (entry.kind, entry.deal, entry.user, entry.league_game.game) == ("corrected", 1, member, two_games)
    assert entry.before == [
        {"players": ["Ann", "Ben"], "points": 5100, "place": 1, "outcome": "W"},
        {"players": ["Cy", "Di"], "points": 3000, "place": 2, "outcome": "L"},
    ]
    assert entry.after is None
    assert entry.moved == [["Di", 2, 1], ["Ann", 2, 3], ["Cy", 4, 3]]


def test_new_paper_totals_that_turn_a_result_round(two_games, league, owner):
    """Game 1's paper totals swapped: Cy & Di win it 5,100 to 3,000. Then Di has won both (first), Ben and
    Cy one each (second, average place 1.5), Ann none (fourth)."""
    sides = [SideSpec(side.name, side.players, 2700 if side.order == 0 else 4800) for side in two_games.sides.all()]
    update_game(two_games, sides, "", author=Author(owner.pk))
    entry = LogEntry.objects.get()
    assert (entry.kind, entry.deal, entry.user) == ("details", None, owner)
    assert [side["outcome"] for side in entry.after] == ["L", "W"]
    assert [side["points"] for side in entry.after] == [3000, 5100]
    assert entry.moved == [["Di", 2, 1], ["Ben", 1, 2], ["Cy", 4, 2], ["Ann", 2, 4]]


def test_a_delete_and_its_undo_are_two_lines(two_games):
    deal = two_games.deals.get()
    snapshot = delete_deal(two_games, deal.pk, author=Author(browser="a-phone"))
    restore_deal(two_games, snapshot, author=Author(browser="a-phone"))
    kinds = list(LogEntry.objects.order_by("at", "pk").values_list("kind", "before", "after"))
    assert [kind for kind, _before, _after in kinds] == ["deleted", "restored"]
    assert kinds[0][2] is None and kinds[1][1] is None  # stops counting, counts again


def test_a_deleted_game_keeps_its_line(two_games, member):
    delete_game(two_games, Author(member.pk))
    entry = LogEntry.objects.get()
    assert (entry.kind, entry.league_game, entry.after) == ("game deleted", None, None)
    assert entry.before[0]["players"] == ["Ann", "Ben"]


def test_a_line_names_its_author_to_members_only(two_games, league, owner, member):
    deal = two_games.deals.get()
    change_deal(
        two_games, Opened.of(two_games, deal), [{"melded_points": 100}, {"melded_points": 300}], Author(member.pk)
    )
    read_by_member = log_lines(log_entries(league), league, owner, names_shown=True)[0]
    read_by_public = log_lines(log_entries(league), league, None, names_shown=False)[0]
    read_by_author = log_lines(log_entries(league), league, member, names_shown=True)[0]
    assert (read_by_member.who, read_by_public.who, read_by_author.who) == ("mae", "a member", "you")
    assert read_by_member.entry == LogEntry.objects.get()
    assert (read_by_member.head, read_by_author.head) == ("<b>mae</b> corrected deal 1", "<b>you</b> corrected deal 1")
    assert read_by_member.game == "Ann & Ben v Cy & Di"
    assert [side.changed for side in read_by_member.sides] == [True, True]


def test_a_line_says_who_as_the_reader_may_know_them(two_games, league, owner, member, stranger):
    """A change from a phone with the game's link alone names nobody; the owner's is "the owner" to the
    public; a member with a first name is called by it; a member's own change is "you"."""
    deal = two_games.deals.get()
    snapshot = delete_deal(two_games, deal.pk, author=Author(browser="a-phone"))
    restore_deal(two_games, snapshot, author=Author(owner.pk))
    member.first_name = "Mae"
    member.save()
    change_deal(
        two_games, Opened.of(two_games, deal), [{"melded_points": 100}, {"melded_points": 300}], Author(member.pk)
    )

    def said(viewer, names_shown: bool) -> list[str]:
        return [line.who for line in log_lines(log_entries(league).order_by("at", "pk"), league, viewer, names_shown)]

    assert said(None, names_shown=False) == ["someone with the game's link", "the owner", "a member"]
    assert said(stranger, names_shown=False) == ["someone with the game's link", "the owner", "a member"]
    assert said(owner, names_shown=True) == ["someone with the game's link", "you", "Mae"]
    assert said(member, names_shown=True) == ["someone with the game's link", "olive", "you"]


def test_a_deleted_deal_and_its_undo_read_side_by_side(two_games, league):
    """Deleting the deal that ended game 1 takes both sides' results away; putting it back gives them back:
    each line names the sides from whichever result it has."""
    deal = two_games.deals.get()
    snapshot = delete_deal(two_games, deal.pk, author=Author(browser="a-phone"))
    restore_deal(two_games, snapshot, author=Author(browser="a-phone"))
    deleted, restored = log_lines(log_entries(league).order_by("at", "pk"), league, None, names_shown=False)
    ann_and_ben = {"players": ["Ann", "Ben"], "points": 5100, "place": 1, "outcome": "W"}
    cy_and_di = {"players": ["Cy", "Di"], "points": 3000, "place": 2, "outcome": "L"}
    assert [(side.players, side.before, side.after) for side in deleted.sides] == [
        ("Ann & Ben", ann_and_ben, None),
        ("Cy & Di", cy_and_di, None),
    ]
    assert [(side.players, side.before, side.after) for side in restored.sides] == [
        ("Ann & Ben", None, ann_and_ben),
        ("Cy & Di", None, cy_and_di),
    ]
    assert deleted.game == restored.game == "Ann & Ben v Cy & Di"
    assert deleted.moved == [("Di", 2, 1), ("Ann", 2, 3), ("Cy", 4, 3)]
    assert restored.moved == [("Ann", 3, 2), ("Di", 1, 2), ("Cy", 3, 4)]  # by the rank after, then the name


def test_a_seasons_log_holds_its_own_lines(two_games, league):
    deal = two_games.deals.get()
    delete_deal(two_games, deal.pk, author=Author(browser="a-phone"))
    first = league.seasons.get()
    second = start_season(league)
    game = finished(league, ["Ann", "Ben"], ["Cy", "Di"], totals=[5100, 3000])
    delete_deal(game, game.deals.get().pk, author=Author(browser="a-phone"))
    assert [entry.season for entry in log_entries(league, first)] == [first]
    assert [entry.season for entry in log_entries(league, second)] == [second]
    assert [entry.season for entry in log_entries(league)] == [second, first]  # the latest first


def test_the_log_reads_its_lines_with_their_authors_and_seasons_in_one_query(
    two_games, league, owner, member, django_assert_num_queries
):
    season = league.seasons.get()
    close_season(season, owner)
    reopen_season(season, owner)
    deal = two_games.deals.get()
    change_deal(
        two_games, Opened.of(two_games, deal), [{"melded_points": 100}, {"melded_points": 300}], Author(member.pk)
    )
    with django_assert_num_queries(1):
        lines = log_lines(log_entries(league).order_by("at", "pk"), league, None, names_shown=True)
        seen = [(line.who, str(line.entry.season)) for line in lines]
    assert seen == [("olive", "Season 1"), ("olive", "Season 1"), ("mae", "Season 1")]


def test_a_player_whose_only_game_stops_counting_leaves_the_standings_and_comes_back(two_games, league):
    """Game 3, Eve & Ann beat Ben & Cy, puts Eve first (1 of 1), Ann and Ben second, Di fourth, Cy fifth. Its
    deal deleted, Eve has played nothing: she leaves the standings; put back, she comes back first."""
    third = finished(league, ["Eve", "Ann"], ["Ben", "Cy"], totals=[5100, 3000])
    snapshot = delete_deal(third, third.deals.get().pk, author=Author(browser="a-phone"))
    restore_deal(third, snapshot, author=Author(browser="a-phone"))
    deleted, restored = LogEntry.objects.order_by("at", "pk")
    assert deleted.moved == [["Ben", 2, 1], ["Eve", 1, None], ["Di", 4, 2], ["Cy", 5, 4]]
    assert restored.moved == [["Eve", None, 1], ["Ben", 1, 2], ["Di", 2, 4], ["Cy", 4, 5]]


def test_a_game_that_had_counted_then_stopped_by_its_rounds_end_is_a_line_by_nobody(league):
    """A club night's game finishes (it counts), a correction takes its end away (a line), then the round's
    end stops it as it stands: no one wrote that, so the line names no one and no deal."""
    night = open_for(league, minutes=30)
    start_round(night)
    table = night.night_rounds.get(number=1).tables.order_by("number").first()
    game = table.league_game.game
    for _deal in range(5):
        deal(game, 1000, 100)
    assert game.finished  # 5,000 to 500
    change_deal(game, Opened.of(game, game.deals.get(number=5)), [{"melded_points": 0}, {"melded_points": 100}])
    end_round(night)
    corrected, stopped = LogEntry.objects.order_by("at", "pk")
    assert (corrected.kind, corrected.deal, corrected.after) == ("corrected", 5, None)
    assert (stopped.kind, stopped.deal, stopped.user, stopped.before) == ("details", None, None, None)
    assert [side["outcome"] for side in stopped.after] == ["W", "L"]


def test_a_line_of_a_later_season_moves_its_players_in_that_seasons_standings_alone(two_games, league):
    """Season 2 holds one game, Cy & Di over Ann & Ben; its deal deleted, nobody has played in season 2 any
    more. The games of season 1 (where Ben leads) play no part."""
    start_season(league)
    game = finished(league, ["Ann", "Ben"], ["Cy", "Di"], totals=[3000, 5100])
    delete_deal(game, game.deals.get().pk, author=Author(browser="a-phone"))
    entry = LogEntry.objects.get()
    assert entry.moved == [["Cy", 1, None], ["Di", 1, None], ["Ann", 3, None], ["Ben", 3, None]]
