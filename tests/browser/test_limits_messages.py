"""Issue 42's messages as a phone shows them, in both languages and both colour schemes: the name locked on a
club's shared Wi-Fi (what to do, and the reset one tap away), and a club night asked for more than it takes
(too many ticked, too many new names), each message beside what it is about."""

import pytest
from django.contrib.auth.models import User
from playwright.sync_api import expect

from leagues.limits import MOST_AT_A_NIGHT, MOST_NEW_NAMES
from leagues.models import Player
from leagues.services.leagues import create_league
from scorekeeper.services.logins import FAILURES, record_failure
from tests.browser.conftest import LOOKS, PHONE, ids, signed_in

pytestmark = pytest.mark.django_db(transaction=True)
PASSWORD = "a long pass phrase"
SAID = {
    "en": {
        "locked": "sign in over another network (mobile data, say), or reset your password.",
        "reset": "Forgot your password?",
        "ticked": f"Tick at most {MOST_AT_A_NIGHT}.",
        "names": f"At most {MOST_NEW_NAMES} new names at once",
    },
    "ja": {
        "locked": "別のネットワーク（モバイルデータ通信など）でログインするか、パスワードを再設定してください。",
        "reset": "パスワードをお忘れの方",
        "ticked": f"チェックは{MOST_AT_A_NIGHT}個までです。",
        "names": f"新しい名前は一度に{MOST_NEW_NAMES}人までです。",
    },
}


@pytest.mark.parametrize("look", LOOKS, ids=ids(LOOKS))
def test_a_name_locked_on_a_shared_network_is_told_what_to_do(browser, live_server, look, shot):
    language, scheme = look
    prefix = "" if language == "en" else f"/{language}"
    User.objects.create_user("ann", "ann@example.com", PASSWORD)
    for _ in range(FAILURES):
        record_failure("ann", "127.0.0.1")  # someone else on this network, guessing at Ann's name
    context = browser.new_context(**PHONE, base_url=live_server.url, color_scheme=scheme)
    page = context.new_page()
    page.goto(f"{prefix}/accounts/login/")
    page.locator("#id_username").fill("ann")
    page.locator("#id_password").fill(PASSWORD)
    page.locator("form button.primary[type=submit]").click()
    expect(page.get_by_role("alert")).to_contain_text(SAID[language]["locked"])
    expect(page.get_by_role("link", name=SAID[language]["reset"])).to_be_visible()
    shot(page, "locked", full_page=False)
    page.get_by_role("link", name=SAID[language]["reset"]).click()
    page.locator("#id_email").fill("ann@example.com")
    page.locator("form button.primary[type=submit]").click()
    expect(page).to_have_url(f"{live_server.url}{prefix}/accounts/reset/sent/")
    context.close()


@pytest.mark.parametrize("look", LOOKS[:2], ids=ids(LOOKS[:2]))
def test_a_night_asked_for_more_than_it_takes_says_so_beside_each_list(browser, live_server, look, shot):
    language, scheme = look
    prefix = "" if language == "en" else f"/{language}"
    olive = User.objects.create_user("olive", "olive@example.com", PASSWORD)
    league = create_league("Tuesday club", "classic-canasta", None, owner=olive)
    Player.objects.bulk_create(
        Player(league=league, name=f"Player {n}", key=f"player {n}") for n in range(MOST_AT_A_NIGHT + 1)
    )
    context = signed_in(browser, live_server, olive, **PHONE, color_scheme=scheme)
    page = context.new_page()
    page.goto(f"{prefix}/l/{league.slug}/nights/new/")
    for box in page.locator("input[name=players]").all():
        box.check()
    page.locator("textarea[name=new_players]").fill("\n".join(f"Guest {n}" for n in range(MOST_NEW_NAMES + 1)))
    page.locator("form button.primary[type=submit]").click()
    expect(page.locator(".night-players .error")).to_have_text(SAID[language]["ticked"])
    expect(page.locator(".field.invalid .error").last).to_contain_text(SAID[language]["names"])
    page.locator(".night-players .error").scroll_into_view_if_needed()
    shot(page, "too-many", full_page=False)
    context.close()
