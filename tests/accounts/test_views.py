"""Accounts: sign up, log in and out, change a password, reset a forgotten one through the mail settings."""

import os
import re
import subprocess
import sys

import pytest
from django.contrib.auth.models import User
from django.core import mail
from django.urls import reverse

from tests import ROOT

pytestmark = pytest.mark.django_db
PASSWORD = "a long pass phrase"


def test_signing_up_logs_in_and_goes_where_it_was_asked(client):
    response = client.post(
        reverse("signup"),
        {
            "username": "ann",
            "email": "ann@example.com",
            "password1": PASSWORD,
            "password2": PASSWORD,
            "next": "/leagues/new/",
        },
    )
    assert response.status_code == 302 and response.url == "/leagues/new/"
    assert client.get(reverse("leagues")).status_code == 200
    assert User.objects.get().email == "ann@example.com"


def test_signing_up_never_sends_you_off_the_site(client):
    response = client.post(
        reverse("signup"),
        {"username": "ann", "password1": PASSWORD, "password2": PASSWORD, "next": "https://evil.example/"},
    )
    assert response.url == reverse("leagues")


def test_the_sign_up_form_keeps_a_phone_from_capitalising_the_user_name_and_carries_where_to_go(client):
    page = client.get(reverse("signup") + "?next=/leagues/new/").content.decode()
    username = re.search(r'<input[^>]*name="username"[^>]*>', page).group()
    assert 'autocapitalize="none"' in username and 'autocomplete="username"' in username
    assert re.search(r'<input[^>]*name="next"[^>]*value="/leagues/new/"', page)


def test_signed_in_the_sign_up_page_goes_where_it_was_asked(client):
    client.force_login(User.objects.create_user("ann", password=PASSWORD))
    assert client.get(reverse("signup") + "?next=/leagues/new/").url == "/leagues/new/"
    assert client.get(reverse("signup")).url == reverse("leagues")


def test_signing_up_goes_to_a_full_address_on_this_site_but_never_from_https_to_http(client):
    sent = {"username": "ann", "password1": PASSWORD, "password2": PASSWORD, "next": "http://testserver/leagues/new/"}
    assert client.post(reverse("signup"), sent).url == "http://testserver/leagues/new/"
    client.logout()
    sent |= {"username": "bo", "next": "http://testserver/leagues/new/"}
    assert client.post(reverse("signup"), sent, secure=True).url == reverse("leagues")


def test_a_refused_sign_up_says_why_and_makes_no_account(client):
    response = client.post(reverse("signup"), {"username": "ann", "password1": PASSWORD, "password2": "other"})
    assert response.status_code == 200 and "error" in response.content.decode()
    assert not User.objects.exists()


def test_logging_in_and_out(client):
    User.objects.create_user("ann", password=PASSWORD)
    response = client.post(reverse("login"), {"username": "ann", "password": PASSWORD})
    assert response.url == reverse("leagues")
    assert "Logged in as ann." in client.get(reverse("leagues")).content.decode()
    client.post(reverse("logout"))
    assert client.get(reverse("leagues")).status_code == 302


def test_a_wrong_password_is_refused(client):
    User.objects.create_user("ann", password=PASSWORD)
    response = client.post(reverse("login"), {"username": "ann", "password": "wrong"})
    assert response.status_code == 200 and not response.wsgi_request.user.is_authenticated
    page = response.content.decode()
    assert '<p class="error" role="alert">Please enter a correct username and password.' in page


def test_a_locked_account_is_told_so_not_that_its_password_is_wrong(client):
    # Failed logins lock an account for a while (scorekeeper/services/logins.py), on this form as on the admin's.
    User.objects.create_user("ann", password=PASSWORD)
    for _ in range(5):
        client.post(reverse("login"), {"username": "ann", "password": "wrong"})
    response = client.post(reverse("login"), {"username": "ann", "password": PASSWORD})
    page = response.content.decode()
    assert response.status_code == 200 and not response.wsgi_request.user.is_authenticated
    locked = (
        "Too many failed logins for this name from this network: try again in 15 minutes, "
        "sign in over another network (mobile data, say), or reset your password."
    )
    assert f'<p class="error" role="alert">{locked}</p>' in page
    assert "correct username and password" not in page
    japanese = client.post("/ja" + reverse("login"), {"username": "ann", "password": PASSWORD}).content.decode()
    assert "このネットワークからのこの名前のログインの失敗が多すぎます。15分後にもう一度お試しいただくか" in japanese


def test_changing_a_password(client):
    user = User.objects.create_user("ann", password=PASSWORD)
    client.force_login(user)
    new = "another long phrase"
    response = client.post(
        reverse("password_change"), {"old_password": PASSWORD, "new_password1": new, "new_password2": new}
    )
    assert response.url == reverse("password_change_done")
    user.refresh_from_db()
    assert user.check_password(new)


def test_resetting_a_forgotten_password_by_mail(client):
    User.objects.create_user("ann", "ann@example.com", PASSWORD)
    response = client.post(reverse("password_reset"), {"email": "ann@example.com"})
    assert response.url == reverse("password_reset_done")
    [message] = mail.outbox
    assert message.subject == "Your Meld password" and "ann" in message.body
    link = re.search(r"https?://\S+", message.body).group()
    response = client.get(link, follow=True)
    new = "another long phrase"
    response = client.post(response.redirect_chain[-1][0], {"new_password1": new, "new_password2": new})
    assert response.url == reverse("password_reset_complete")
    assert client.login(username="ann", password=new)


def mailer_in_a_fresh_process(tmp_path, **environ) -> str:
    code = "from django.conf import settings as s; print(s.MAILERS['default'])"
    base = {k: v for k, v in os.environ.items() if not k.startswith("EMAIL_")}
    result = subprocess.run(
        [sys.executable, "-c", f"import django; django.setup(); {code}"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env={**base, "DJANGO_SETTINGS_MODULE": "scorekeeper.settings", "MELD_DATA_DIR": str(tmp_path), **environ},
        check=True,
    )
    return result.stdout.strip()


def test_the_mail_is_printed_on_the_console_unless_an_smtp_server_is_named(tmp_path):
    assert mailer_in_a_fresh_process(tmp_path) == "{'BACKEND': 'django.core.mail.backends.console.EmailBackend'}"
    smtp = mailer_in_a_fresh_process(tmp_path, EMAIL_HOST="smtp.example", EMAIL_HOST_USER="meld")
    assert "smtp.EmailBackend" in smtp and "'host': 'smtp.example'" in smtp and "'port': 587" in smtp
    assert "'username': 'meld'" in smtp and "'use_tls': True" in smtp


@pytest.mark.parametrize(
    ("name", "words"), [("login", "ログイン"), ("signup", "登録"), ("password_reset", "パスワード")]
)
def test_the_pages_in_japanese(client, name, words):
    page = client.get("/ja" + reverse(name)).content.decode()
    assert 'lang="ja"' in page and words in page
