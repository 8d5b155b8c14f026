"""A club's league to look at and to print: many players, long names and partnerships, games finished in two
seasons and one still being played, as the layout and print tests need them."""

from dataclasses import dataclass

from leagues.models import League, Player
from leagues.services.leagues import create_league
from leagues.services.seasons import start_season
from scorekeeper.models import Game
from scorekeeper.services.deals import Opened, add_deal, change_deal
from scorekeeper.services.history import Author
from tests.leagues.conftest import deal, finished, record

AIKO = "Aiko Yamamoto-Fernandez"
CAROL, MARGARET = "Carol Montgomery-Whitfield", "Margaret O'Sullivan-Beaumont"

# Each game's two partnerships and final totals (finished() ends each one past 5,000).
FIRST_SEASON = [
    ([AIKO, "Ben"], ["Chie", "Dan"], [5200, 3100]),
    ([AIKO, "Chie"], ["Ben", "Dan"], [2000, 5050]),
    ([CAROL, MARGARET], [AIKO, "Eri"], [5135, 4900]),
    ([AIKO, "Fumi"], ["Gen", "Hana"], [5200, 4200]),
    ([CAROL, MARGARET], ["Ben", "Gen"], [5010, 4200]),
    (["Eri", "Fumi"], [AIKO, "Hana"], [3100, 5200]),
]
SECOND_SEASON = [
    ([CAROL, MARGARET], ["Chie", "Eri"], [5200, 3100]),
    ([AIKO, "Dan"], ["Fumi", "Gen"], [5050, 2000]),
]


@dataclass(frozen=True)
class Club:
    league: League
    player: Player  # the one with the most games, whose points for run to five figures
    playing: Game  # a league game not yet finished, of a few deals
    finished: Game
    three: Game  # three partnerships


def club(owner) -> Club:
    league = create_league("Tuesday club of the long names", "classic-canasta", None, owner=owner)
    games = [finished(league, first, second, totals=totals) for first, second, totals in FIRST_SEASON]
    start_season(league)
    games += [finished(league, first, second, totals=totals) for first, second, totals in SECOND_SEASON]
    playing = record(league, [CAROL, MARGARET], ["Chie", "Dan"])
    for melded in (120, 300, 75, 480, 95):
        deal(playing, melded, melded + 40)
    three = record(league, ["Eri", "Fumi"], ["Gen", "Hana"], ["Ivo", "Jun"])
    add_deal(three, [{"melded_points": 50}] * 3)
    corrected = games[-1]  # a correction of a finished game: the league's log has a line
    change_deal(
        corrected, Opened.of(corrected, corrected.deals.first()), [{"melded_points": 250}, {}], Author(owner.pk)
    )
    return Club(league, league.players.get(name=AIKO), playing, games[0], three)
