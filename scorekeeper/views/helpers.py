"""Small helpers shared by the views."""

from django.http import HttpRequest
from django.shortcuts import get_object_or_404

from ..models import Game


def get_game(slug: str) -> Game:
    """The game behind an unguessable link; 404 for anything else."""
    return get_object_or_404(Game, slug=slug)


def wants_fragment(request: HttpRequest, target: str) -> bool:
    """An HTMX request that swaps only `target`; history restores get the whole page."""
    htmx = getattr(request, "htmx", None)
    return bool(htmx) and not htmx.boosted and not htmx.history_restore_request and htmx.target == target
