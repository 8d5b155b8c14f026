"""The result store: each finished league game's result per player, worked out from the game's own rules
and kept exact under every write (correcting, deleting and restoring a deal, house rules, deleting the game)."""

import pytest

from leagues.models import LeagueGame, Result, Seat
from leagues.services.games import import_league_game
from leagues.services.leagues import league_rules
from leagues.services.players import rename_player
from leagues.services.results import rebuild, replay
from leagues.services.seasons import start_season
from rules.core.state import Tallied
from scorekeeper.models import Deal, Game
from scorekeeper.services.deals import add_deal, change_deal, delete_deal, restore_deal
from scorekeeper.services.errors import RulesFixed
from scorekeeper.services.exchange import export_game
from scorekeeper.services.games import SideSpec, create_game, delete_game, update_game
from tests.leagues.conftest import deal, finished, record
from tests.scorekeeper.services.test_deals import correcting

pytestmark = pytest.mark.django_db


def outcomes(game: Game) -> dict[str, tuple[str, int, int]]:
    """Each player's outcome, place and points in a game, by name."""
    results = Result.objects.filter(league_game__game=game).select_related("player")
    return {result.player.name: (result.outcome, result.place, result.points) for result in results}


def stored(league) -> list[tuple]:
    """Everything the store holds for a league, in order."""
    return list(
        Result.objects.filter(league=league)
        .order_by("sequence", "side", "position")
        .values_list(
            "player__name",
            "sequence",
            "side",
            "team",
            "place",
            "outcome",
            "points",
            "mu",
            "sigma",
            "change",
            "streak",
            "season_streak",
            "finished",
        )
    )


def as_if_afresh(league) -> None:
    """The store equals what rebuilding it from the games gives: no drift."""
    before = stored(league)
    rebuild(league)
    assert stored(league) == before


def test_a_game_counts_once_it_is_finished(league):
    game = record(league, ["Ann", "Ben"], ["Cy", "Di"], starts=[4900, 3000])
    assert outcomes(game) == {}
    deal(game, 50, 0)
    assert not game.finished and outcomes(game) == {}
    deal(game, 50, 0)
    assert outcomes(game) == {
        "Ann": ("W", 1, 5000),
        "Ben": ("W", 1, 5000),
        "Cy": ("L", 2, 3000),
        "Di": ("L", 2, 3000),
    }
    assert LeagueGame.objects.get(game=game).sequence == 1


def test_equal_totals_at_the_end_are_a_draw_for_both_sides(league):
    game = finished(league, ["Ann", "Ben"], ["Cy", "Di"], totals=[5050, 5050])
    assert {name: outcome for name, (outcome, _place, _points) in outcomes(game).items()} == dict.fromkeys(
        ["Ann", "Ben", "Cy", "Di"], "D"
    )


def test_three_sides_places_follow_the_totals_and_a_shared_first_place_is_a_draw(league):
    shared = finished(league, ["Ann"], ["Ben"], ["Cy"], totals=[5100, 4000, 5100])
    assert outcomes(shared) == {"Ann": ("D", 1, 5100), "Ben": ("L", 3, 4000), "Cy": ("D", 1, 5100)}
    alone = finished(league, ["Ann"], ["Ben"], ["Cy"], totals=[3000, 5250, 5200])
    assert outcomes(alone) == {"Ann": ("L", 3, 3000), "Ben": ("W", 1, 5250), "Cy": ("L", 2, 5200)}


def kalooki(league, names, *deals):
    game = record(league, *[[name] for name in names])
    for tallies in deals:
        add_deal(game, tallies)
    game.refresh_from_db()
    return game


def out():
    return {"went_out": True}


def left(points):
    return {"penalty_points": points}


def test_in_kalooki_the_lowest_total_wins(make_league):
    league = make_league("kalooki")
    game = kalooki(league, ["Ann", "Ben", "Cy"], [out(), left(20), left(150)])
    assert outcomes(game) == {"Ann": ("W", 1, 0), "Ben": ("L", 2, 20), "Cy": ("L", 3, 150)}
    drawn = kalooki(league, ["Ann", "Ben", "Cy"], [out(), left(20), left(140)], [left(20), out(), left(10)])
    assert outcomes(drawn) == {"Ann": ("D", 1, 20), "Ben": ("D", 1, 20), "Cy": ("L", 3, 150)}


def test_a_player_ahead_of_two_who_share_second_place_won(make_league):
    league = make_league("kalooki")
    limit = league_rules(league).target  # Di reaches it: the game ends
    game = kalooki(league, ["Ann", "Ben", "Cy", "Di"], [out(), left(20), left(20), left(limit)])
    assert outcomes(game) == {"Ann": ("W", 1, 0), "Ben": ("L", 2, 20), "Cy": ("L", 2, 20), "Di": ("L", 4, limit)}


def test_in_british_kalookie_the_last_player_in_wins(make_league):
    league = make_league("kalookie-british")
    # 13 cards are worth at most 148 in British Kalookie, so a knock-out takes two deals.
    game = kalooki(
        league,
        ["Ann", "Ben", "Cy"],
        [out(), left(100), left(148)],
        [left(140), out(), left(20)],
        [out(), left(60), {}],
    )
    assert outcomes(game) == {"Ann": ("W", 1, 140), "Ben": ("L", 2, 160), "Cy": ("L", 3, 168)}


def test_correcting_a_deal_of_a_finished_game_changes_its_result_as_if_it_had_always_been_so(league):
    first = finished(league, ["Ann", "Ben"], ["Cy", "Di"], totals=[5100, 4900])
    finished(league, ["Ann", "Cy"], ["Ben", "Di"], totals=[5200, 4000])
    change_deal(first, correcting(first, 1), [{"melded_points": 0}, {"melded_points": 450}])
    assert outcomes(first) == {
        "Ann": ("L", 2, 4800),
        "Ben": ("L", 2, 4800),
        "Cy": ("W", 1, 5050),
        "Di": ("W", 1, 5050),
    }
    assert LeagueGame.objects.get(game=first).sequence == 1  # it keeps its place in the order
    as_if_afresh(league)


def test_a_correction_that_unfinishes_a_game_takes_its_result_away(league):
    game = finished(league, ["Ann", "Ben"], ["Cy", "Di"], totals=[5100, 3000])
    later = finished(league, ["Ann", "Cy"], ["Ben", "Di"], totals=[5200, 4000])
    change_deal(game, correcting(game, 1), [{"melded_points": 5}, {"melded_points": 5}])
    game.refresh_from_db()
    assert not game.finished and outcomes(game) == {}
    assert outcomes(later)["Ann"] == ("W", 1, 5200)
    as_if_afresh(league)
    assert Result.objects.filter(player__name="Ann").get().streak == 1


def test_deleting_the_deal_that_ended_the_game_and_undoing_it(league):
    game = finished(league, ["Ann", "Ben"], ["Cy", "Di"], totals=[5100, 3000])
    finished(league, ["Ann", "Cy"], ["Ben", "Di"], totals=[5200, 4000])
    before = stored(league)
    snapshot = delete_deal(game, Deal.objects.get(game=game).pk)
    assert outcomes(game) == {}
    as_if_afresh(league)
    restore_deal(game, snapshot)
    assert stored(league) == before  # undo puts back exactly what was there


def test_new_paper_totals_rescore_the_game_and_its_result(league):
    game = finished(league, ["Ann", "Ben"], ["Cy", "Di"], totals=[5100, 3000])
    sides = [SideSpec(side.name, side.players, side.starting_total) for side in game.sides.all()]
    short = [SideSpec(sides[0].name, sides[0].players, 4400), sides[1]]  # 4,700 at the end: not finished
    update_game(game, short, "")
    assert outcomes(game) == {}
    update_game(game, sides, "")
    assert outcomes(game)["Ann"] == ("W", 1, 5100)
    as_if_afresh(league)


def test_a_league_game_plays_by_the_league_rules_and_takes_no_others(league):
    game = finished(league, ["Ann", "Ben"], ["Cy", "Di"], totals=[5100, 3000])
    sides = [SideSpec(side.name, side.players, side.starting_total) for side in game.sides.all()]
    assert game.rules_fixed
    with pytest.raises(RulesFixed):
        update_game(game, sides, "", {"target": 6000})
    assert outcomes(game)["Ann"] == ("W", 1, 5100)


def test_a_name_changed_on_the_sheet_seats_the_league_player_of_that_name(league):
    game = finished(league, ["Ann", "Ben"], ["Cy", "Di"], totals=[5100, 3000])
    sides = [SideSpec(side.name, side.players, side.starting_total) for side in game.sides.all()]
    sides[1] = SideSpec(sides[1].name, ["cy", "Eve"], sides[1].starting_total)
    update_game(game, sides, "", {})
    assert set(outcomes(game)) == {"Ann", "Ben", "Cy", "Eve"}
    assert league.players.filter(name="Eve").exists()


def test_a_name_changed_on_the_sheet_to_a_lookalike_or_to_another_seats_player_leaves_the_seats(league):
    game = finished(league, ["Ann", "Ben"], ["Cy", "Di"], totals=[5100, 3000])

    def renamed(first: list[str], second: list[str]) -> set[str]:
        names = iter([first, second])
        sides = [SideSpec(side.name, next(names), side.starting_total) for side in game.sides.all()]
        update_game(game, sides, "", {})
        return set(outcomes(game))

    assert renamed(["Ann", "Ben"], ["Cy", "\u0410nn"]) == {"Ann", "Ben", "Cy", "Di"}  # a Cyrillic capital A
    assert renamed(["Ann", "Ben"], ["Ann", "Di"]) == {"Ann", "Ben", "Cy", "Di"}  # Ann cannot sit twice
    assert renamed(["Ann", "Ben"], ["Cy", "Eve"]) == {"Ann", "Ben", "Cy", "Eve"}
    assert not league.players.filter(name="\u0410nn").exists()


def test_a_name_blanked_on_the_sheet_keeps_its_seat_and_the_seats_not_renamed_stay_as_they_were(league):
    game = finished(league, ["Ann", "Ben"], ["Cy", "Di"], totals=[5100, 3000])
    seats = set(Seat.objects.values_list("pk", "player__name", "name"))
    names = iter([["Ann", "  "], ["Cy", "Di"]])
    update_game(game, [SideSpec(side.name, next(names), side.starting_total) for side in game.sides.all()], "", {})
    assert set(outcomes(game)) == {"Ann", "Ben", "Cy", "Di"}
    assert set(Seat.objects.values_list("pk", "player__name", "name")) == seats  # not one written again


def test_players_renamed_in_the_league_keep_their_seats_under_the_names_the_sheet_gave_them(league):
    """The games keep the names typed at the table (rename_player): each seat remembers the name it was
    given, at the start or changed on the sheet, so a later write does not take it for a new player's."""
    game = record(league, ["Ann", "Ben"], ["Cy", "Di"], starts=[4700, 3000])
    sides = [SideSpec(side.name, side.players, side.starting_total) for side in game.sides.all()]
    sides[1] = SideSpec(sides[1].name, ["Cy", "Eve"], sides[1].starting_total)
    update_game(game, sides, "", {})
    rename_player(league.players.get(name="Eve"), "Evelyn")
    rename_player(league.players.get(name="Ann"), "Annie")
    deal(game, 300, 300)
    assert set(outcomes(game)) == {"Annie", "Ben", "Cy", "Evelyn"}
    assert not league.players.filter(name__in=["Ann", "Eve"]).exists()


def test_a_write_that_changes_no_result_rewrites_none_after_a_seat_was_changed_on_the_sheet(league):
    """A changed seat is made anew, after its side's other seat: the results are still read and worked
    out in position order, so the same results compare equal and stay the rows they were. (SQLite reads a
    game's seats by their unique index, in position order anyway: the PostgreSQL pass is the one that tells.)"""
    game = finished(league, ["Ann", "Ben"], ["Cy", "Di"], totals=[5100, 3000])
    sides = [SideSpec(side.name, side.players, side.starting_total) for side in game.sides.all()]
    sides[0] = SideSpec(sides[0].name, ["Eve", "Ben"], sides[0].starting_total)
    update_game(game, sides, "", {})
    rows = set(Result.objects.values_list("pk", "player__name", "position"))
    update_game(game, sides, "notes", {})
    assert set(Result.objects.values_list("pk", "player__name", "position")) == rows
    assert {(name, position) for _pk, name, position in rows} == {("Eve", 0), ("Ben", 1), ("Cy", 0), ("Di", 1)}


def test_deleting_a_game_takes_its_results_and_replays_the_later_ratings(league):
    first = finished(league, ["Ann", "Ben"], ["Cy", "Di"], totals=[5100, 3000])
    finished(league, ["Ann", "Cy"], ["Ben", "Di"], totals=[5200, 4000])
    delete_game(first)
    assert not Game.objects.filter(pk=first.pk).exists()
    assert Result.objects.filter(league=league).count() == 4
    as_if_afresh(league)
    assert Result.objects.get(player__name="Ann").change == pytest.approx(Result.objects.get(player__name="Cy").change)


def test_games_outside_any_league_store_nothing(db):
    game = create_game(
        "classic-canasta",
        [SideSpec("We", ["", ""], 4950), SideSpec("They", ["", ""])],
        deals=[[Tallied({"melded_points": 50}, 50), Tallied({}, 0)]],
    )
    assert game.finished and not Result.objects.exists()
    delete_game(game)


def test_an_imported_finished_game_counts_at_once(league):
    game = finished(league, ["Ann", "Ben"], ["Cy", "Di"], totals=[5100, 3000])
    document = export_game(game)
    again = import_league_game(league, document)
    assert outcomes(again) == outcomes(game)
    assert LeagueGame.objects.get(game=again).sequence == 2


def test_a_run_of_wins_counts_on_across_games_and_starts_again_in_a_new_season(league):
    for _ in range(2):
        finished(league, ["Ann", "Ben"], ["Cy", "Di"], totals=[5100, 3000])
    start_season(league)
    finished(league, ["Ann", "Ben"], ["Cy", "Di"], totals=[5100, 3000])
    runs = Result.objects.filter(player__name="Ann").order_by("sequence").values_list("streak", "season_streak")
    assert list(runs) == [(1, 1), (2, 2), (3, 1)]
    losses = Result.objects.filter(player__name="Cy").order_by("sequence").values_list("streak", "season_streak")
    assert list(losses) == [(1, 1), (2, 2), (3, 1)]
    as_if_afresh(league)


def test_a_replay_counts_the_results_it_mends_and_leaves_an_up_to_date_league_untouched(league):
    for _ in range(2):
        finished(league, ["Ann", "Ben"], ["Cy", "Di"], totals=[5100, 3000])
    rows = list(Result.objects.filter(league=league).order_by("pk").values_list("pk", flat=True))
    assert replay(league, 1) == 0
    assert list(Result.objects.filter(league=league).order_by("pk").values_list("pk", flat=True)) == rows
    Result.objects.filter(league=league, player__name__in=["Ann", "Cy"], sequence=2).update(streak=7)
    assert replay(league, 1) == 2
    assert Result.objects.get(league=league, player__name="Ann", sequence=2).streak == 2
    as_if_afresh(league)
