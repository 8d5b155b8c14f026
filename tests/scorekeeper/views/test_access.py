"""Who may do what with a game, over every view that changes one (and its edit pages).

Five visitors: the owner (the browser that started the game), an edit-link holder (another browser
with /g/EDIT/), a view-link holder (a browser that opened /v/VIEW/ and tries the one slug it knows),
a stranger (another account, with the edit link the owner has since replaced) and an anonymous
browser (no cookie at all, a guessed link). Each gets exactly its answer; whoever is refused gets a
404, never a 403, and nothing in the database changes.
"""

import pytest
from django.test import Client
from django.urls import reverse

from scorekeeper.models import Deal, DealChange, Game, Side
from scorekeeper.services.sharing import Link, renew_link
from tests.conftest import form_data, opened

pytestmark = pytest.mark.django_db

EDIT, OWNER = "edit", "owner"
DEAL = [{"melded_points": 120}, {"melded_points": 50}]
CORRECTED = [{"melded_points": 150}, {"melded_points": 50}]
ROLES = ["owner", "edit", "view", "stranger", "anonymous"]


def deal_fields(game):
    deal = game.deals.get(number=1)
    return {"deal": str(deal.pk), "deal_version": str(deal.version)}


# (name, method, path after /g/SLUG/, POST data from the game, who may, whether an allowed call changes the game)
ACTIONS = [
    ("enter a deal (page)", "get", "deal/", None, EDIT, False),
    ("enter a deal", "post", "deal/", lambda g: {**form_data(*DEAL), **opened(g)}, EDIT, True),
    ("preview a deal", "post", "deal/preview/", lambda g: form_data(*DEAL), EDIT, False),
    ("correct a deal (page)", "get", "deal/1/", None, EDIT, False),
    ("correct a deal", "post", "deal/1/", lambda g: {**form_data(*CORRECTED), **opened(g, 1)}, EDIT, True),
    ("delete a deal (page)", "get", "deal/1/delete/", None, EDIT, False),
    ("delete a deal", "post", "deal/1/delete/", deal_fields, EDIT, True),
    ("undo a delete", "post", "undo/", lambda g: {}, EDIT, False),
    ("game details (page)", "get", "details/", None, EDIT, False),
    ("change the details", "post", "details/", lambda g: {"side0_name": "Tigers"}, EDIT, True),
    ("new game, same players", "post", "again/", lambda g: {}, EDIT, True),
    ("download the game file", "get", "game.json", None, EDIT, False),
    ("delete the game (page)", "get", "delete/", None, OWNER, False),
    ("delete the game", "post", "delete/", lambda g: {}, OWNER, True),
    ("renew the view link", "post", "share/", lambda g: {"link": "view"}, OWNER, True),
    ("renew the edit link", "post", "share/", lambda g: {"link": "edit"}, OWNER, True),
]


def everything():
    """The whole database a game lives in, to compare before and after."""
    return [list(model.objects.order_by("pk").values()) for model in (Game, Side, Deal, DealChange)]


@pytest.fixture
def table(django_user_model):
    """The owner's browser and its game (one deal), and every other visitor with the slug it knows."""
    owner = Client()
    owner.post(reverse("new_game"), {"variant": "classic-canasta", "seating": "2x2"})
    game = Game.objects.get()
    owner.post(reverse("new_deal", args=[game.slug]), {**form_data(*DEAL), **opened(game)})
    game.refresh_from_db()
    assert game.owner_browser and game.deals.count() == 1

    viewer = Client()
    assert viewer.get(game.get_view_url()).status_code == 200
    stranger = Client()
    stranger.force_login(django_user_model.objects.create_user("stan", "stan@example.com", "a long pass phrase"))
    old_edit = game.slug
    renew_link(game, Link.EDIT)  # the stranger kept the link the owner has replaced
    return {
        "owner": (owner, game.slug),
        "edit": (Client(), game.slug),
        "view": (viewer, game.view_slug),
        "stranger": (stranger, old_edit),
        "anonymous": (Client(), "AbCdEfGhIjKlMnOp"),
        "game": game,
    }


def expected(role, needed):
    if role == "owner":
        return True
    return role == "edit" and needed == EDIT


@pytest.mark.parametrize("role", ROLES)
@pytest.mark.parametrize(("name", "method", "path", "data", "needed", "changes"), ACTIONS, ids=[a[0] for a in ACTIONS])
def test_each_visitor_gets_exactly_what_it_may(table, role, name, method, path, data, needed, changes):
    client, slug = table[role]
    game = table["game"]
    url = f"/g/{slug}/{path}"
    before = everything()
    if method == "get":
        response = client.get(url)
    else:
        response = client.post(url, data(game))
    if not expected(role, needed):
        assert response.status_code == 404, f"{role} on {name}"
        assert everything() == before, f"{role} changed something with {name}"
        return
    assert response.status_code in (200, 302), f"{role} on {name}: {response.status_code}"
    if method == "post" and changes:
        assert everything() != before, f"{role} could not {name}"
    elif method == "post":
        assert everything() == before


@pytest.mark.parametrize("role", ROLES)
def test_only_the_owner_changes_house_rules(table, role):
    client, slug = table[role]
    before = everything()
    response = client.post(f"/g/{slug}/details/", {"target": "7500"})
    game = Game.objects.get(pk=table["game"].pk)
    if role == "owner":
        assert response.status_code == 302
        assert game.target == 7500
    elif role == "edit":  # the details are saved, the house rules as they were
        assert response.status_code == 302
        assert game.target is None
        assert everything()[2:] == before[2:]
    else:
        assert response.status_code == 404
        assert everything() == before


def test_an_edit_link_holder_is_not_shown_what_only_the_owner_does(table):
    client, slug = table["edit"]
    details = client.get(f"/g/{slug}/details/").content.decode()
    assert "Delete this game" not in details
    assert 'name="target"' not in details
    assert "Only the game's owner changes its house rules." in details
    sheet = client.get(f"/g/{slug}/").content.decode()
    assert "Make a new link" not in sheet
    assert table["game"].get_view_url() in sheet  # the panel shares both links
    assert f"/g/{slug}/" in sheet


def test_the_owner_may_renew_each_link_and_the_old_one_answers_404(table):
    client, slug = table["owner"]
    game = table["game"]
    old_view = game.view_slug
    client.get(f"/g/{slug}/")  # on this phone's list of games
    response = client.post(f"/g/{slug}/share/", {"link": "view"})
    game.refresh_from_db()
    assert response["Location"] == f"/g/{slug}/#share"
    assert game.view_slug != old_view
    assert Client().get(f"/v/{old_view}/").status_code == 404
    assert Client().get(f"/v/{game.view_slug}/").status_code == 200

    response = client.post(f"/g/{slug}/share/", {"link": "edit"})
    game.refresh_from_db()
    assert game.slug != slug
    assert response["Location"] == f"/g/{game.slug}/#share"
    assert Client().get(f"/g/{slug}/").status_code == 404
    assert client.session["recent_games"] == [game.slug]  # the owner's home page follows the game
    assert client.post(f"/g/{game.slug}/share/", {"link": "nonsense"}).status_code == 404


@pytest.mark.parametrize("page", ["", "rules/", "live/"])
def test_the_view_link_reads_the_sheet_and_the_rules_and_shows_nothing_that_changes(table, page):
    client, slug = table["view"]
    game = table["game"]
    response = client.get(f"/v/{slug}/{page}")
    assert response.status_code == 200
    html = response.content.decode()
    assert game.slug not in html  # the edit link never reaches a viewer
    assert "<form" not in html.replace('<form class="lang-switch"', "")
    for forbidden in ("/deal/", "/delete/", "/undo/", "/details/", "/again/", "game.json"):
        assert forbidden not in html
    if page == "":
        assert "View only" in html
        assert f"/v/{slug}/rules/" in html
    if page == "rules/":
        assert f'href="/v/{slug}/"' in html


def test_the_sheet_by_the_edit_link_still_offers_everything(table):
    client, slug = table["edit"]
    html = client.get(f"/g/{slug}/").content.decode()
    for link in (f"/g/{slug}/deal/", f"/g/{slug}/deal/1/", f"/g/{slug}/details/", f"/g/{slug}/game.json"):
        assert link in html


def test_a_game_without_an_owner_is_its_edit_link_holders_as_before(client, game):
    assert (game.owner_id, game.owner_browser) == (None, "")
    assert client.get(f"/g/{game.slug}/delete/").status_code == 200
    assert client.post(f"/g/{game.slug}/share/", {"link": "view"}).status_code == 302


def test_a_logged_in_owner_is_known_on_any_browser(django_user_model):
    user = django_user_model.objects.create_user("olive", "olive@example.com", "a long pass phrase")
    phone, laptop = Client(), Client()
    phone.force_login(user)
    phone.post(reverse("new_game"), {"variant": "classic-canasta", "seating": "2x2"})
    game = Game.objects.get()
    assert game.owner == user
    laptop.force_login(user)
    assert laptop.get(f"/g/{game.slug}/delete/").status_code == 200
    assert Client().get(f"/g/{game.slug}/delete/").status_code == 404


def test_the_id_a_browser_is_given_fits_where_its_games_keep_it():
    """The id the owner's browser gets in its session is the game's owner_browser: PostgreSQL refuses one
    longer than the column, and the browser's first game would fail."""
    owner, other = Client(), Client()
    for browser in (owner, other):
        browser.post(reverse("new_game"), {"variant": "classic-canasta", "seating": "2x2"})
    ids = [game.owner_browser for game in Game.objects.order_by("pk")]
    assert all(0 < len(id_) <= Game._meta.get_field("owner_browser").max_length for id_ in ids)
    assert ids[0] != ids[1]
