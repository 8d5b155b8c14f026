"""Where a score sheet sends this browser instead of showing it. Other apps add a forward (a club night's table
phone moves on to the table's game of the next round: leagues/apps.py), so the score pad never imports them.
A forward is asked on the sheet by the edit link and on its live poll; it answers None for any other page."""

from collections.abc import Callable

from django.http import HttpRequest, HttpResponse
from django.utils.html import format_html

from ..models import Game

Forward = Callable[[HttpRequest, Game], str | None]
forwards: list[Forward] = []


def forwarded(request: HttpRequest, game: Game) -> str | None:
    """The address this browser goes to instead of the game's sheet, if any."""
    for forward in forwards:
        if (address := forward(request, game)) is not None:
            return address
    return None


def gone_to(address: str) -> HttpResponse:
    """The live part of a sheet that this browser left: static/js/sheet.js goes to `address`."""
    response = HttpResponse(format_html('<div id="live" data-go="{}"></div>', address))
    response["Cache-Control"] = "no-store"
    return response
