"""Each of a game's links as a QR code image, loaded by the share panel when it is opened: the code of that
link and of no other, to whoever has the link; the edit link's never kept (it is a key)."""

import re

import pytest

from scorekeeper.services.sharing import qr_svg_file

pytestmark = pytest.mark.django_db


def test_each_link_has_its_own_qr_code(client, make_game):
    game = make_game()
    edit = client.get(f"/g/{game.slug}/qr.svg")
    view = client.get(f"/v/{game.view_slug}/qr.svg")
    assert edit["Content-Type"] == view["Content-Type"] == "image/svg+xml"
    assert edit.content.decode() == qr_svg_file(f"http://testserver/g/{game.slug}/")
    assert view.content.decode() == qr_svg_file(f"http://testserver/v/{game.view_slug}/")
    assert edit.content != view.content
    assert edit.content.startswith(b'<svg xmlns="http://www.w3.org/2000/svg"')  # a file an <img> can show
    assert "no-store" in edit["Cache-Control"] and "private" in view["Cache-Control"]


def test_each_code_is_kept_by_the_browser_alone(client, make_game):
    """`private`, a directive of its own: no shared cache keeps a game's code; the view link's for an hour."""
    game = make_game()
    edit = client.get(f"/g/{game.slug}/qr.svg")
    view = client.get(f"/v/{game.view_slug}/qr.svg")
    assert sorted(edit["Cache-Control"].split(", ")) == ["no-store", "private"]
    assert sorted(view["Cache-Control"].split(", ")) == ["max-age=3600", "private"]


def test_a_link_swapped_or_unknown_gives_no_code(client, make_game):
    game = make_game()
    assert client.get(f"/g/{game.view_slug}/qr.svg").status_code == 404  # the view link cannot draw the edit link
    assert client.get(f"/v/{game.slug}/qr.svg").status_code == 404
    assert client.get("/g/AAAAAAAAAAAAAAAA/qr.svg").status_code == 404


def test_the_sheet_points_to_the_codes_instead_of_holding_them(client, make_game):
    game = make_game()
    page = client.get(f"/g/{game.slug}/").content.decode()
    assert f'src="/g/{game.slug}/qr.svg"' in page and f'src="/v/{game.view_slug}/qr.svg"' in page
    assert "<svg" not in page.split('id="share"')[1]


def share_panel(html: str) -> list[dict[str, str]]:
    """What the share panel offers, a link a section: its title, the address shown (with Copy and Share…) and
    its QR code."""
    offered = []
    for section in html.split('id="share"')[1].split('<section class="share-link"')[1:]:
        labelled = re.search(r'aria-labelledby="([^"]+)"', section)[1]
        title = re.search(rf'<h2 id="{labelled}">([^<]+)</h2>', section)[1]
        shown = re.search(r'<code class="share-address" id="([^"]+)"[^>]*>([^<]*)</code>', section)
        offered.append(
            {
                "title": title,
                "address": shown[2],
                "copied": re.search(rf'data-copy="{shown[1]}"', section) is not None,
                "shared": re.search(r'data-share-url="([^"]*)"', section)[1],
                "qr": re.search(r'<img src="([^"]+)"', section)[1],
            }
        )
    return offered


def test_the_share_panel_offers_the_view_link_to_all_and_the_edit_link_to_who_edits(client, make_game):
    game = make_game()
    view = f"http://testserver/v/{game.view_slug}/"
    edit = f"http://testserver/g/{game.slug}/"
    view_link = {
        "title": "View link",
        "address": view,
        "copied": True,
        "shared": view,
        "qr": f"/v/{game.view_slug}/qr.svg",
    }
    edit_link = {"title": "Edit link", "address": edit, "copied": True, "shared": edit, "qr": f"/g/{game.slug}/qr.svg"}
    assert share_panel(client.get(f"/g/{game.slug}/").text) == [view_link, edit_link]
    assert share_panel(client.get(f"/v/{game.view_slug}/").text) == [view_link]
