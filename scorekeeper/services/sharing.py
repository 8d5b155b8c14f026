"""A game's two links (view and edit): renewing one, and drawing a link as a QR code.

A new link replaces the old at once; the old then answers 404 like any link
that never existed. The QR code is SVG drawn here on the server (segno): inline in
a page (no script, no style attribute, so the strict CSP holds), or, on the score
sheet, as a file of its own that the share panel loads only when it is opened (two
inline codes cost the sheet's first load over a kilobyte that most visits never show).
"""

import io
from enum import StrEnum
from functools import lru_cache

import segno
from django.db import transaction

from ..models import Game, new_slug


class Link(StrEnum):
    VIEW = "view"
    EDIT = "edit"


FIELDS = {Link.VIEW: "view_slug", Link.EDIT: "slug"}


def renew_link(game: Game, link: Link) -> str:
    """Give the game a new view or edit link; the old one stops working. Returns the new slug."""
    field = FIELDS[link]
    slug = new_slug()
    with transaction.atomic():
        Game.objects.filter(pk=game.pk).update(**{field: slug})
    setattr(game, field, slug)
    return slug


@lru_cache(maxsize=512)
def qr_svg(url: str) -> str:
    """The URL as an inline SVG QR code (dark modules on a light ground, sized by CSS). Kept per
    address: drawing one takes a few milliseconds, and every sheet shows one or two."""
    code = segno.make(url, error="m")
    svg: str = code.svg_inline(
        scale=1, border=2, dark="#000", light="#fff", omitsize=True, svgclass="qr", lineclass=None
    )
    return svg


@lru_cache(maxsize=512)
def qr_svg_file(url: str) -> str:
    """The same QR code as an SVG file of its own (with its namespace), for an <img> loaded when shown."""
    out = io.BytesIO()
    segno.make(url, error="m").save(out, kind="svg", xmldecl=False, scale=1, border=2, dark="#000", light="#fff")
    return out.getvalue().decode()
