"""Signing in to the admin: wrong passwords lock a user name at one address for a while (never the owner
elsewhere, never a whole address), and logging out ends the login on the server, so a copied cookie opens
nothing (scorekeeper/logins.py, services/logins.py)."""

import re
from datetime import timedelta

import pytest
from django.conf import settings
from django.contrib.auth import SESSION_KEY
from django.contrib.auth.models import User
from django.test import Client, RequestFactory, override_settings
from django.urls import reverse

from scorekeeper.logins import client_address
from scorekeeper.models import FailedLogin, Login
from scorekeeper.services.logins import FAILURES, WINDOW, record_failure, throttled
from scorekeeper.sessions import LOGIN_KEY

pytestmark = pytest.mark.django_db

PASSWORD = "the right password, long enough"
LOGIN = reverse("admin:login")
ADMIN = reverse("admin:index")


@pytest.fixture
def staff():
    return User.objects.create_superuser("boss", "boss@example.com", PASSWORD)


def sign_in(client: Client, password: str, username: str = "boss", address: str = "192.0.2.1"):
    return client.post(LOGIN, {"username": username, "password": password}, REMOTE_ADDR=address)


def signed_in(client: Client) -> bool:
    return client.get(ADMIN).status_code == 200


def test_the_right_password_signs_in(client, staff):
    assert sign_in(client, PASSWORD).status_code == 302
    assert signed_in(client)


def test_after_too_many_wrong_passwords_even_the_right_one_is_refused_and_the_form_says_why(client, staff):
    for _ in range(FAILURES - 1):
        assert "Please enter the correct username and password" in sign_in(client, "guess").content.decode()
    # The failure that locks the account says so at once.
    assert "Too many failed logins" in sign_in(client, "guess").content.decode()
    response = sign_in(client, PASSWORD)
    assert response.status_code == 200
    assert re.search(
        r'<p class="errornote">\s*Too many failed logins for this name from this network: try again in 15 minutes, '
        r"sign in over another network \(mobile data, say\), or reset your password\.\s*</p>",
        response.content.decode(),
    )
    assert not signed_in(client)


def test_a_stranger_guessing_from_elsewhere_never_locks_the_owner_out(client, staff):
    # Issue 25: five wrong passwords from anywhere used to lock the owner's right one for 15 minutes.
    for _ in range(FAILURES * 3):
        sign_in(client, "guess", address="198.51.100.7")
    assert sign_in(client, PASSWORD, address="198.51.100.7").status_code == 200  # the guesser is locked
    assert sign_in(Client(), PASSWORD, address="203.0.113.9").status_code == 302  # the owner is not


def test_the_lock_holds_for_that_name_from_that_address_whatever_else_it_tries(client, staff):
    for _ in range(FAILURES):
        sign_in(client, "guess", address="198.51.100.7")
    assert sign_in(client, PASSWORD, address="198.51.100.7").status_code == 200
    assert not signed_in(client)


def test_guesses_under_many_names_from_one_address_lock_nobody_else_there(client, staff):
    # Issue 25: twenty failures under any names used to lock a whole address (a club's shared Wi-Fi).
    for n in range(40):
        sign_in(client, "guess", username=f"someone{n}")
    assert sign_in(Client(), PASSWORD).status_code == 302


def test_a_hundred_quick_guesses_lock_the_account_and_store_only_a_few_rows(client, staff):
    for _ in range(100):
        sign_in(client, "guess")
    assert sign_in(client, PASSWORD).status_code == 200
    assert FailedLogin.objects.count() == FAILURES


def test_a_hundred_guesses_at_each_of_a_few_names_store_only_a_few_rows_each(client, staff):
    for n in range(300):
        sign_in(client, "guess", username=f"someone{n % 3}")
    assert FailedLogin.objects.count() == 3 * FAILURES


def test_a_failure_with_a_very_long_name_or_address_fits_its_columns_and_counts():
    """PostgreSQL refuses text longer than a column; the name is counted cut as it is stored."""
    name, address = "x" * 200, "2001:db8::" + "f" * 60
    for _ in range(FAILURES):
        record_failure(name, address)
    stored = FailedLogin.objects.first()
    username, address_column = (FailedLogin._meta.get_field(key).max_length for key in ("username", "address"))
    assert (len(stored.username), len(stored.address)) == (username, address_column)
    assert throttled(name, address)
    assert not throttled(name, "192.0.2.1")


def test_the_lock_ends_when_the_failures_are_older_than_the_window(client, staff):
    for _ in range(FAILURES):
        sign_in(client, "guess")
    FailedLogin.objects.update(at=FailedLogin.objects.first().at - WINDOW - timedelta(seconds=1))
    assert sign_in(client, PASSWORD).status_code == 302
    assert signed_in(client)


def test_the_username_is_counted_whatever_its_case(client, staff):
    for _ in range(FAILURES):
        sign_in(client, "guess", username="BOSS")
    assert sign_in(client, PASSWORD).status_code == 200


def test_logging_out_ends_the_login_so_a_copied_cookie_opens_nothing(client, staff):
    sign_in(client, PASSWORD)
    copied = client.cookies[settings.SESSION_COOKIE_NAME].value
    assert Login.objects.filter(user=staff).count() == 1
    assert client.post(reverse("admin:logout")).status_code in (200, 302)  # 302: LOGOUT_REDIRECT_URL
    assert not Login.objects.exists()

    thief = Client()
    thief.cookies[settings.SESSION_COOKIE_NAME] = copied
    response = thief.get(ADMIN)
    assert response.status_code == 302 and response["Location"].startswith(LOGIN)


def test_a_copy_works_until_logout_and_a_second_login_is_its_own(client, staff):
    sign_in(client, PASSWORD)
    other = Client()
    sign_in(other, PASSWORD)
    copy = Client()
    copy.cookies[settings.SESSION_COOKIE_NAME] = client.cookies[settings.SESSION_COOKIE_NAME].value
    assert signed_in(copy)
    client.post(reverse("admin:logout"))
    assert not signed_in(copy)
    assert signed_in(other)


def test_an_expired_login_opens_nothing(client, staff):
    sign_in(client, PASSWORD)
    Login.objects.update(created=Login.objects.get().created - timedelta(seconds=settings.SESSION_COOKIE_AGE + 1))
    assert not signed_in(client)


def changed_session(client: Client, **changes: object) -> None:
    """Write into a client's session cookie what this server could have written (a value None: the key
    left out), as an older Meld or another sign-in would have."""
    session = client.session
    for key, value in changes.items():
        if value is None:
            session.pop(key, None)
        else:
            session[key] = value
    session.save()
    client.cookies[settings.SESSION_COOKIE_NAME] = session.session_key


def test_a_session_signed_in_before_logins_were_kept_is_signed_out_but_keeps_its_games(client, staff, make_game):
    game = make_game()
    client.get(game.get_absolute_url())
    sign_in(client, PASSWORD)
    changed_session(client, **{LOGIN_KEY: None})  # as made by a Meld that kept no logins
    assert Login.objects.filter(user=staff).exists()
    assert not signed_in(client)
    assert game.slug in client.get(reverse("home")).content.decode()


def test_a_login_opens_only_the_session_of_its_own_user(client, staff):
    User.objects.create_superuser("clerk", "clerk@example.com", PASSWORD)
    clerk = Client()
    sign_in(clerk, PASSWORD, username="clerk")
    sign_in(client, PASSWORD)
    changed_session(client, **{LOGIN_KEY: clerk.session[LOGIN_KEY]})
    assert signed_in(clerk)
    assert not signed_in(client)


def test_a_session_whose_user_is_not_a_user_id_is_signed_out_not_an_error(client, staff):
    sign_in(client, PASSWORD)
    changed_session(client, **{SESSION_KEY: "boss"})
    response = client.get(ADMIN)
    assert response.status_code == 302 and response["Location"].startswith(LOGIN)


def test_players_pages_ask_nothing_of_the_logins(client, make_game, django_assert_num_queries):
    game = make_game()
    client.get(game.get_absolute_url())
    with django_assert_num_queries(
        2
    ):  # the games and their sides (totals from the stored standings): no session or login query
        client.get(reverse("home"))


@pytest.mark.parametrize(
    ("proxies", "forwarded", "remote", "seen"),
    [
        (0, "203.0.113.5", "10.0.0.2", "10.0.0.2"),  # no proxy: the header is the client's to write
        (1, "203.0.113.5", "127.0.0.1", "203.0.113.5"),
        (1, "6.6.6.6, 203.0.113.5", "127.0.0.1", "203.0.113.5"),  # what the client wrote before is not read
        (2, "203.0.113.5, 10.0.0.7", "127.0.0.1", "203.0.113.5"),
        (2, "10.0.0.7", "127.0.0.1", "127.0.0.1"),  # fewer hops than proxies: the direct address
    ],
)
def test_the_client_address_behind_proxies(proxies, forwarded, remote, seen):
    request = RequestFactory().get("/", HTTP_X_FORWARDED_FOR=forwarded, REMOTE_ADDR=remote)
    with override_settings(PROXIES=proxies):
        assert client_address(request) == seen
