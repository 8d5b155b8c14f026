"""A league as files: the `meld-league/1` document (docs/game-files.md), and its standings as CSV."""

import csv
import io
import json
from collections.abc import Sequence
from typing import Any

from django.utils.translation import gettext as _

from scorekeeper.services.exchange import export_game

from ..models import League, LeagueGame
from .ratings import shown
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


def standings_csv(found: Sequence[Line]) -> str:
    """The standings as a spreadsheet reads them, with a byte order mark so that it reads UTF-8 names."""
    out = io.StringIO()
    out.write("\ufeff")
    writer = csv.writer(out)
    writer.writerow(
        [
            _("Rank"),
            _("Player"),
            _("Played"),
            _("Won"),
            _("Drawn"),
            _("Lost"),
            _("Win %"),
            _("Points for"),
            _("Average"),
            _("Best game"),
            _("Streak"),
            _("Rating"),
        ]
    )
    for line in found:
        writer.writerow(
            [
                line.rank,
                line.player.name,
                line.played,
                line.won,
                line.drawn,
                line.lost,
                f"{line.win_percent:.1f}",
                line.points_for,
                line.average,
                "" if line.best is None else line.best,
                line.streak.text if line.streak else "",
                f"{shown(line.rating):.1f}",
            ]
        )
    return out.getvalue()
