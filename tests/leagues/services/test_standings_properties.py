"""Standings and partnerships by property (hypothesis), against a tally of the games worked out here: any
league of up to five players, games in two seasons, seats in any order. The order is a total order with its
documented tie-breaks (win %, then wins, then average place), a partnership is the same whatever the order
its players sat in, a season's figures come from that season's games only, a correction followed by its
reverse leaves every line as it was, and the pages kept between writes are the pages worked out afresh."""

from collections import Counter
from fractions import Fraction
from itertools import count

import pytest
from django.core.cache import caches
from django.test import Client
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from leagues.models import League
from leagues.services.leagues import create_league
from leagues.services.players import rename_player
from leagues.services.seasons import current_season, start_season
from leagues.services.standings import Line, lines, partnerships
from scorekeeper.models import Deal, Game
from scorekeeper.services.deals import Opened, add_deal, change_deal, delete_deal
from tests import examples, without_secrets
from tests.leagues.conftest import CANASTA, finished, record

pytestmark = pytest.mark.django_db

PEOPLE = ["Ann", "Ben", "Cy", "Di", "Eve"]
TOTALS = [(5100, 3000), (3000, 5100), (5050, 5050), (5200, 4000), (4000, 5200)]  # won, lost, drawn ...
SEATS = st.permutations(PEOPLE).map(lambda seated: (list(seated[:2]), list(seated[2:4])))
GAMES = st.lists(st.tuples(SEATS, st.sampled_from(TOTALS)), min_size=1, max_size=6)
numbers = count()


def tally(games) -> tuple[Counter, Counter]:
    """(player, outcome) and (partnership, outcome) counts, outcome one of played, won, drawn, lost."""
    people: Counter = Counter()
    pairs: Counter = Counter()
    for sides, totals in games:
        for side, total, other in zip(sides, totals, reversed(totals), strict=True):
            outcome = "won" if total > other else "lost" if total < other else "drawn"
            for who in side:
                people[who, "played"] += 1
                people[who, outcome] += 1
            pairs[frozenset(side), "played"] += 1
            pairs[frozenset(side), outcome] += 1
    return people, pairs


def league_of(games, split: int) -> League:
    league = create_league(f"Club {next(numbers)}", CANASTA, None)
    for index, (sides, totals) in enumerate(games):
        if index == split:
            start_season(league)
        finished(league, *sides, totals=list(totals))
    return league


def figures(found: list[Line]) -> dict[str, tuple]:
    return {
        line.player.name: (line.rank, line.played, line.won, line.drawn, line.lost, line.points_for) for line in found
    }


def assert_ranked(found: list[Line]) -> None:
    """Best first by the documented order; equal orders share a rank, and a rank counts those ahead."""
    orders = [line.order for line in found]
    assert orders == sorted(orders, reverse=True)
    for line in found:
        assert line.rank == 1 + sum(other > line.order for other in orders)
        assert line.order == (line.win_rate, line.won, -line.average_place if line.played else Fraction(-1000))


def assert_counts(found: list[Line], people: Counter) -> None:
    for line in found:
        name = line.player.name
        assert (line.played, line.won, line.drawn, line.lost) == tuple(
            people[name, what] for what in ("played", "won", "drawn", "lost")
        )


@settings(max_examples=examples(8), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(games=GAMES, split=st.integers(0, 6))
def test_standings_partnerships_and_seasons_follow_the_games(games, split):
    league = league_of(games, split)
    everyone, pairs = tally(games)
    found = lines(league)
    assert {line.player.name for line in found} == {name for name, _what in everyone}
    assert_counts(found, everyone)
    assert_ranked(found)

    # A partnership is its players, whatever order they sat in.
    made = partnerships(league)
    assert {frozenset(p.name for p in made_one.players) for made_one in made} == {pair for pair, _what in pairs}
    for made_one in made:
        pair = frozenset(p.name for p in made_one.players)
        assert (made_one.played, made_one.won, made_one.drawn, made_one.lost) == tuple(
            pairs[pair, what] for what in ("played", "won", "drawn", "lost")
        )

    # Each season's figures come from its own games.
    for season in league.seasons.all():
        mine = games[:split] if season.number == 1 else games[split:]
        people, _pairs = tally(mine)
        ended = season.number < current_season(league).number
        in_season = [line for line in lines(league, season, ended) if line.played]
        assert {line.player.name for line in in_season} == {name for name, _what in people}
        assert_counts(in_season, people)
        assert_ranked(lines(league, season, ended))


@settings(max_examples=examples(6), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(games=GAMES, which=st.integers(0, 5), melded=st.sampled_from([0, 100, 500, 800]))
def test_a_correction_and_its_reverse_leave_everything_as_it_was(games, which, melded):
    league = league_of(games, len(games))
    before = [(line.player.name, line.rank, line.played, line.won, line.rating) for line in lines(league)]
    before_pairs = [(p.players, p.played, p.won) for p in partnerships(league)]
    game = league.games.order_by("sequence")[which % len(games)].game
    deal = game.deals.get()
    change_deal(game, Opened.of(game, deal), [{"melded_points": melded}, {"melded_points": 300}])
    game.refresh_from_db()
    deal.refresh_from_db()
    change_deal(game, Opened.of(game, deal), [{"melded_points": 300}, {"melded_points": 300}])
    after = [(line.player.name, line.rank, line.played, line.won, line.rating) for line in lines(league)]
    assert after == before
    assert [(p.players, p.played, p.won) for p in partnerships(league)] == before_pairs


WRITES = st.lists(
    st.one_of(
        st.tuples(st.just("play"), st.integers(0, 9)),
        st.tuples(st.just("finish"), SEATS, st.sampled_from(TOTALS)),
        st.tuples(st.just("correct"), st.integers(0, 9), st.sampled_from([0, 100, 500, 800])),
        st.tuples(st.just("reopen"), st.integers(0, 9)),
        st.tuples(st.just("rename"), st.sampled_from(PEOPLE), st.sampled_from(["X", "Y"])),
        st.tuples(
            st.just("season"),
        ),
    ),
    min_size=1,
    max_size=6,
)


def last_deal(game: Game) -> Deal:
    """The deal that finished the game: its only one, or the last of those "play" added while it was reopened."""
    return game.deals.order_by("-number")[0]


def write(league: League, step: tuple) -> None:
    """One write to a league: a game finished, a deal corrected, a game reopened (its last deal deleted), a player
    renamed, a new season, a deal in a game being played."""
    kind, *what = step
    games = list(league.games.filter(playing=False).order_by("sequence"))
    if kind == "finish":
        sides, totals = what
        names = {player.key: player.name for player in league.players.all()}
        finished(league, *[[names.get(name.casefold(), name) for name in side] for side in sides], totals=list(totals))
    elif kind == "correct" and games:
        game = games[what[0] % len(games)].game
        change_deal(game, Opened.of(game, last_deal(game)), [{"melded_points": what[1]}, {"melded_points": 300}])
    elif kind == "reopen" and games:
        game = games[what[0] % len(games)].game
        delete_deal(game, last_deal(game).pk)
    elif kind == "rename":
        found = league.players.filter(name__startswith=what[0]).first()
        if found is not None and not league.players.filter(name=found.name + what[1]).exists():
            rename_player(found, found.name + what[1])
    elif kind == "season":
        start_season(league)
    elif kind == "play":  # a deal in a game being played (one begun when there is none)
        playing = list(league.games.filter(playing=True).order_by("pk"))
        game = playing[what[0] % len(playing)].game if playing else record(league, ["Ann", "Ben"], ["Cy", "Di"])
        add_deal(game, [{"melded_points": 50}, {"melded_points": 100}])


def pages(client: Client, league: League) -> dict[str, str]:
    urls = [league.get_absolute_url(), league.get_absolute_url() + "?season=all"]
    urls += [player.get_absolute_url() for player in league.players.order_by("pk")[:3]]
    return {url: without_secrets(client.get(url)) for url in urls}


@settings(max_examples=examples(6), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(games=GAMES, writes=WRITES)
@example(  # a reopened game finished again by two deals, then reopened by deleting the last
    games=[
        ((["Eve", "Ann"], ["Cy", "Di"]), (5100, 3000)),
        ((["Ann", "Ben"], ["Cy", "Di"]), (5100, 3000)),
        ((["Di", "Ann"], ["Cy", "Eve"]), (5200, 4000)),
        ((["Cy", "Eve"], ["Di", "Ann"]), (5200, 4000)),
    ],
    writes=[("reopen", 7), ("rename", "Eve", "Y"), ("play", 0), ("play", 6), ("reopen", 7)],
)
def test_kept_pages_are_the_pages_worked_out_afresh_after_any_writes(games, writes):
    """The standings and players' pages as kept (leagues/services/kept.py), read between any writes, are
    always the pages worked out afresh."""
    league = league_of(games, len(games))
    client = Client()
    pages(client, league)
    for step in writes:
        write(league, step)
        shown = pages(client, league)
        for cache in caches.all():
            cache.clear()
        assert shown == pages(client, league), step
