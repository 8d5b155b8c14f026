"""A league as files: the `meld-league/1` document (docs/game-files.md), its standings and its games as CSV
(written by scorekeeper.services.spreadsheets, like every CSV)."""

import json
from collections.abc import Sequence
from datetime import date
from typing import Any

from django.utils.timezone import localdate
from django.utils.translation import gettext as _

from scorekeeper.services.exchange import export_game
from scorekeeper.services.spreadsheets import Cell, csv_text

from ..models import League, LeagueGame, Player
from .ratings import shown
from .records import GameLine
from .standings import Line, lines, partnerships

FORMAT = "meld-league/1"


def export_league(league: League) -> dict[str, Any]:
    """The league's all-time standings in rank order, its partnerships, and every game as a game file:
    the finished ones in the order they finished, then those still being played."""
    games = LeagueGame.objects.filter(league=league).select_related("game")
    ordered = sorted(games, key=lambda game: (game.sequence is None, game.sequence or 0, game.game.created))
    return {
        "format": FORMAT,
        "name": league.name,
        "variant": league.variant,
        "standings": [
            {
                "player": line.player.name,
                "played": line.played,
                "won": line.won,
                "drawn": line.drawn,
                "lost": line.lost,
                "points_for": line.points_for,
                "rating": shown(line.rating),
            }
            for line in lines(league)
        ],
        "partnerships": [
            {
                "players": [player.name for player in partnership.players],
                "played": partnership.played,
                "won": partnership.won,
                "drawn": partnership.drawn,
                "lost": partnership.lost,
            }
            for partnership in partnerships(league)
        ],
        "games": [export_game(league_game.game) for league_game in ordered],
    }


def export_league_json(league: League) -> str:
    return json.dumps(export_league(league), ensure_ascii=False, indent=2) + "\n"


def _names(players: Sequence[Player]) -> str:
    return " & ".join(player.name for player in players)


def standings_csv(found: Sequence[Line], season: str, on: date, placed: bool = False) -> str:
    """The standings as a spreadsheet reads them: one row a player, with the season (`season`, its name or
    "All time") and the day they were taken (`on`); numbers as numbers, win % as a percentage. `placed`
    adds the average place (a league of games of more than two sides)."""
    headings: list[Cell] = [_("Season"), _("As of"), _("Rank"), _("Player"), _("Played"), _("Won"), _("Drawn")]
    headings += [_("Lost"), _("Win %"), *([_("Average place")] if placed else []), _("Points for"), _("Average")]
    headings += [_("Best game"), _("Streak"), _("Rating")]
    rows: list[list[Cell]] = [headings]
    for line in found:
        place = line.average_place
        row: list[Cell] = [season, on, line.rank if line.played else None, line.player.name, line.played, line.won]
        row += [line.drawn, line.lost, line.win_rate if line.played else None]
        row += [round(float(place), 2) if place is not None else None] if placed else []
        row += [line.points_for, line.average, line.best, line.streak.text if line.streak else None]
        row += [shown(line.rating)]
        rows.append(row)
    return csv_text(rows)


def games_csv(found: Sequence[GameLine], placed: bool = False) -> str:
    """Games that count as a spreadsheet reads them, one row a game in the order they finished: the day it
    finished, its season, each side's players and final total (and place, in a game of more than two sides),
    the winner ("draw" when first place was shared), and for a club night's game its night (the date), round
    and table (empty for any other game). docs/leagues.md describes the file."""
    sides = max((len(line.sides) for line in found), default=2)
    headings: list[Cell] = [_("Date"), _("Season")]
    for number in range(1, sides + 1):
        headings += [_("Side %(number)d") % {"number": number}, _("Total %(number)d") % {"number": number}]
        headings += [_("Place %(number)d") % {"number": number}] if placed else []
    rows: list[list[Cell]] = [[*headings, _("Winner"), _("Night"), _("Round"), _("Table")]]
    for line in found:
        finished = line.finished
        row: list[Cell] = [localdate(finished) if finished else None, str(line.league_game.season)]
        for index in range(sides):
            side = line.sides[index] if index < len(line.sides) else None
            row += [_names(side.players), side.points] if side else [None, None]
            row += [side.place if side else None] if placed else []
        firsts = [side for side in line.sides if side.place == 1]
        row.append(_names(firsts[0].players) if len(firsts) == 1 else _("draw"))
        table = line.night_table
        row += [table.round.night.date, table.round.number, table.number] if table else [None, None, None]
        rows.append(row)
    return csv_text(rows)
