"""The league's new pages on a phone (390x844), in English and Japanese, light and dark: a result recorded from
paper (and refused when its totals do not end the game), a Kalooki result's places with the bust marked, a
player's record against each player, the league's log, and a private league's links."""

import pytest
from django.urls import reverse
from django.utils import translation
from playwright.sync_api import expect

from leagues.services.leagues import create_league, join, set_private
from scorekeeper.services.deals import Opened, change_deal
from scorekeeper.services.history import Author
from tests.browser.conftest import LOOKS, PHONE, WAIT_MS, ids, signed_in
from tests.leagues.conftest import finished

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def member_phone(browser, live_server, django_user_model, request):
    """A member of two leagues (canasta and Kalooki) signed in on a phone in the test's look."""
    language, scheme = request.param
    owner = django_user_model.objects.create_user("olive", "olive@example.com", "a long pass phrase")
    member = django_user_model.objects.create_user("mae", "mae@example.com", "a long pass phrase")
    canasta = create_league("Tuesday club", "classic-canasta", None, owner=owner)
    kalooki = create_league("Friday Kalooki", "kalooki", None, owner=member)
    join(canasta, member)
    game = finished(canasta, ["Aiko", "Ben"], ["Chie", "Dan"], totals=[5100, 3000])
    finished(canasta, ["Aiko", "Chie"], ["Ben", "Dan"], totals=[4000, 5200])
    finished(canasta, ["Aiko", "Ben"], ["Chie", "Dan"], totals=[5050, 5050])
    change_deal(
        game, Opened.of(game, game.deals.get()), [{"melded_points": 100}, {"melded_points": 300}], Author(owner.pk)
    )
    context = signed_in(browser, live_server, member, **PHONE, color_scheme=scheme)
    page = context.new_page()
    page.set_default_timeout(WAIT_MS)
    with translation.override(language):
        yield page, canasta, kalooki
    context.close()


def looks(page, shot, name: str) -> None:
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    shot(page, name)


@pytest.mark.parametrize("member_phone", LOOKS, indirect=True, ids=ids(LOOKS))
def test_the_league_pages_on_a_phone(member_phone, shot):
    page, canasta, kalooki = member_phone

    # A Kalooki result from paper: refused while its totals do not end the game, then recorded.
    page.goto(reverse("league_result", args=[kalooki.slug]))
    for index, (name, total) in enumerate([("Aiko", "40"), ("Ben", "70"), ("Chie", "110"), ("Dan", "140")]):
        page.locator(f"#id_side{index}_player0").fill(name)
        page.locator(f"#id_side{index}_start").fill(total)
    page.locator(".actionbar button[type=submit]").click()
    expect(page.locator(".problems-box")).to_be_visible()
    looks(page, shot, "1-result-refused")
    page.locator("#id_side3_start").fill("158")
    page.locator(".actionbar button[type=submit]").click()
    expect(page.locator(".banner-places li")).to_have_count(4)
    expect(page.locator(".banner-places .badge")).to_have_count(1)
    looks(page, shot, "2-kalooki-places")
    page.goto(reverse("league", args=[kalooki.slug]))
    expect(page.locator(".standings tbody tr")).to_have_count(4)
    looks(page, shot, "3-kalooki-standings")

    # A player's record against each player, best partner and nemesis.
    aiko = canasta.players.get(name="Aiko")
    page.goto(reverse("league_player", args=[canasta.slug, aiko.slug]))
    expect(page.locator(".rivals tbody tr")).to_have_count(3)
    page.locator("#rivals-title").scroll_into_view_if_needed()
    looks(page, shot, "4-player-rivals")

    # The league's log.
    page.goto(reverse("league_log", args=[canasta.slug]))
    expect(page.locator(".log-list > li")).to_have_count(1)
    looks(page, shot, "5-log")

    # A private league's links, as its owner sees them.
    set_private(kalooki, True)
    page.goto(reverse("league_run", args=[kalooki.slug]))
    expect(page.locator(".qr svg")).to_have_count(1)  # the invite link; the public link leads nowhere now
    looks(page, shot, "6-private-run")
