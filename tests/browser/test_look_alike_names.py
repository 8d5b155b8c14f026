"""Names and limits at 390×844, in both languages and themes (issues 24.10 and 25): "Did you mean Ann?"
beside the field of the league's Record a game and a player's Change the name, and the password change
locked after wrong old passwords, each saying so where it is read."""

import pytest
from django.contrib.auth.models import User
from playwright.sync_api import expect

from leagues.models import Player
from leagues.services.leagues import create_league
from tests.browser.conftest import LOOKS, WAIT_MS, ids
from tests.browser.test_offline_accounts import PASSWORD, log_in
from tests.leagues.conftest import record

pytestmark = pytest.mark.django_db(transaction=True)
TEXTS = {
    "en": {"mean": "Did you mean Ann?", "locked": "Too many wrong passwords", "record": "Start the game"},
    "ja": {"mean": "Annのことですか？", "locked": "パスワードの誤りが多すぎます", "record": "ゲームを始める"},
}


@pytest.fixture
def look(request, browser, live_server):
    language, scheme = request.param
    context = browser.new_context(
        viewport={"width": 390, "height": 844}, device_scale_factor=2, base_url=live_server.url, color_scheme=scheme
    )
    page = context.new_page()
    page.set_default_timeout(WAIT_MS)
    yield ("" if language == "en" else f"/{language}"), language, page
    context.close()


@pytest.mark.parametrize("look", LOOKS, indirect=True, ids=ids(LOOKS))
def test_a_look_alike_name_is_refused_beside_its_field(look, shot):
    prefix, language, page = look
    olive = User.objects.create_user("olive", "olive@example.com", PASSWORD)
    league = create_league("Tuesday club", "classic-canasta", None, owner=olive)
    record(league, ["Ann", "Ben"], ["Cy", "Di"])
    log_in(page, prefix)

    page.goto(f"{prefix}/l/{league.slug}/new/")
    page.locator("#id_side0_player0").fill("\u0410nn")  # a Cyrillic А
    page.locator("#id_side0_player1").fill("Ben")
    page.locator("#id_side1_player0").fill("Cy")
    page.locator("#id_side1_player1").fill("Di")
    page.locator(".actionbar button[type=submit]").click()
    error = page.locator("#id_side0_player0").locator("xpath=ancestor::*[contains(@class,'field')][1]")
    expect(error).to_contain_text(TEXTS[language]["mean"])
    expect(page.locator("#id_side0_player0")).to_have_value("\u0410nn")
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    shot(page, "record")

    ben = Player.objects.get(name="Ben")
    page.goto(f"{prefix}/l/{league.slug}/p/{ben.slug}/edit/")
    page.locator("#id_name").fill("\u0410nn")
    page.locator("form button.primary[type=submit]").first.click()
    expect(page.locator("main")).to_contain_text(TEXTS[language]["mean"])
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    shot(page, "rename", full_page=False)


@pytest.mark.parametrize("look", LOOKS, indirect=True, ids=ids(LOOKS))
def test_the_password_change_says_when_it_is_locked(look, shot):
    prefix, language, page = look
    User.objects.create_user("olive", "olive@example.com", PASSWORD)
    log_in(page, prefix)
    for _ in range(5):
        page.goto(f"{prefix}/accounts/password/")
        page.locator("#id_old_password").fill("a wrong guess")
        page.locator("#id_new_password1").fill("another long phrase")
        page.locator("#id_new_password2").fill("another long phrase")
        page.locator("form button.primary[type=submit]").click()
    expect(page.locator("main")).to_contain_text(TEXTS[language]["locked"])
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    shot(page, "locked", full_page=False)
