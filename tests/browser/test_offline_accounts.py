"""Issue 25, the phone after logout: the service worker kept /leagues/ and the league's run page (with its
invite link), and logout cleared nothing, so they stayed readable offline on a shared phone. Now the
pages of an account are forgotten at logout, and a page carrying a secret is never kept."""

import pytest
from django.contrib.auth.models import User
from playwright.sync_api import expect

from leagues.services.leagues import create_league
from tests.browser.conftest import EN_DARK_JA_LIGHT, ids
from tests.browser.test_offline import TEXTS, worker_ready

pytestmark = pytest.mark.django_db(transaction=True)
PASSWORD = "a long pass phrase"


@pytest.fixture
def olive_and_league():
    olive = User.objects.create_user("olive", "olive@example.com", PASSWORD)
    return create_league("Tuesday club", "classic-canasta", None, owner=olive)


def log_in(page, prefix: str) -> None:
    page.goto(f"{prefix}/accounts/login/")
    page.locator("#id_username").fill("olive")
    page.locator("#id_password").fill(PASSWORD)
    page.locator("form button.primary[type=submit]").click()
    page.wait_for_url(f"**{prefix}/leagues/")


def offline_text(page) -> str:
    return page.locator("body").inner_text()


@pytest.mark.parametrize("offline_phone", EN_DARK_JA_LIGHT, indirect=True, ids=ids(EN_DARK_JA_LIGHT))
def test_after_logout_the_phone_keeps_nothing_of_the_account(offline_phone, olive_and_league, shot):
    prefix, language, context, page = offline_phone
    offline = TEXTS[language]["offline"]
    league = olive_and_league
    page.goto(f"{prefix}/")
    worker_ready(page)
    log_in(page, prefix)
    page.goto(f"{prefix}/l/{league.slug}/")
    page.goto(f"{prefix}/l/{league.slug}/run/")  # shows the invite link
    page.goto(f"{prefix}/leagues/")
    expect(page.locator("body")).to_contain_text("Tuesday club")

    # Signed in and with no signal: the league's pages are there; the run page never was kept.
    context.set_offline(True)
    page.goto(f"{prefix}/l/{league.slug}/")
    expect(page.locator("body")).to_contain_text("Tuesday club")
    page.goto(f"{prefix}/l/{league.slug}/run/")
    expect(page.locator("h1")).to_contain_text(offline)
    assert league.invite not in page.content()
    context.set_offline(False)

    page.goto(f"{prefix}/leagues/")
    page.locator("form[action$='/accounts/logout/'] button").click()
    page.wait_for_url(f"**{prefix}/")
    context.set_offline(True)
    for path in ("/leagues/", f"/l/{league.slug}/", f"/l/{league.slug}/run/"):
        page.goto(f"{prefix}{path}")
        expect(page.locator("h1")).to_contain_text(offline)  # the offline page, not a kept copy
        assert "Tuesday club" not in page.content() and league.invite not in page.content()
    shot(page, "after-logout-offline", full_page=False)
    page.goto(f"{prefix}/rules/classic-canasta/")  # what is everyone's stays
    expect(page.locator("h1")).not_to_contain_text(offline)
    context.set_offline(False)
