"""Issue 25's accounts: the password change's old password throttled, reset mail limited per address and
per account with the same answer whatever happened, and nobody locked out by a stranger elsewhere."""

import threading
from datetime import timedelta

import pytest
from django.contrib.auth.models import User
from django.core import mail
from django.db import connection
from django.test import Client
from django.urls import reverse

from accounts.limits import CHANGE_WINDOW, RESET_MAILS, WRONG_PASSWORDS, reset_mail_allowed
from accounts.models import Attempt

pytestmark = pytest.mark.django_db
PASSWORD = "a long pass phrase"
NEW = "another long phrase"


@pytest.fixture
def ann():
    return User.objects.create_user("ann", "ann@example.com", PASSWORD)


def change(client, old: str):
    return client.post(reverse("password_change"), {"old_password": old, "new_password1": NEW, "new_password2": NEW})


def test_after_wrong_old_passwords_even_the_right_one_is_refused_and_the_form_says_why(client, ann):
    # Issue 25: eight wrong old passwords, then the right one was accepted.
    client.force_login(ann)
    for _ in range(WRONG_PASSWORDS - 1):
        assert "Your old password was entered incorrectly" in change(client, "guess").content.decode()
    locked = '<p class="error">Too many wrong passwords: try again in 15 minutes.</p>'
    assert locked in change(client, "guess").content.decode()
    response = change(client, PASSWORD)
    assert response.status_code == 200
    assert locked in response.content.decode()
    ann.refresh_from_db()
    assert ann.check_password(PASSWORD)


def test_the_password_change_opens_again_after_the_window(client, ann):
    client.force_login(ann)
    for _ in range(WRONG_PASSWORDS):
        change(client, "guess")
    Attempt.objects.update(at=Attempt.objects.first().at - CHANGE_WINDOW - timedelta(seconds=1))
    assert change(client, PASSWORD).url == reverse("password_change_done")


def test_a_hundred_wrong_old_passwords_keep_only_a_few_rows(client, ann):
    client.force_login(ann)
    for _ in range(100):
        change(client, "guess")
    assert Attempt.objects.count() == WRONG_PASSWORDS


def test_the_lock_is_the_accounts_own(client, ann):
    client.force_login(ann)
    for _ in range(WRONG_PASSWORDS):
        change(client, "guess")
    ben = User.objects.create_user("ben", password=PASSWORD)
    other = Client()
    other.force_login(ben)
    assert change(other, PASSWORD).url == reverse("password_change_done")


def ask_reset(client, email: str):
    return client.post(reverse("password_reset"), {"email": email})


def test_reset_mail_to_one_address_is_limited_and_the_answer_never_changes(client, ann):
    # Issue 25: eleven mails to one address in about five seconds.
    answers = {ask_reset(client, "ann@example.com").url for _ in range(11)}
    answers |= {ask_reset(client, "nobody@example.com").url for _ in range(3)}
    assert answers == {reverse("password_reset_done")}
    assert len(mail.outbox) == RESET_MAILS
    assert Attempt.objects.filter(key="nobody@example.com").count() == 0  # nothing kept of an address with no account


def test_the_address_is_one_whatever_its_case(client, ann):
    for email in ("ann@example.com", "ANN@example.com", "Ann@Example.COM", "ann@EXAMPLE.com"):
        ask_reset(client, email)
    assert len(mail.outbox) == RESET_MAILS


def test_an_address_of_two_accounts_gets_at_most_the_limit_in_all(client, ann):
    User.objects.create_user("ann2", "ann@example.com", PASSWORD)
    for _ in range(5):
        ask_reset(client, "ann@example.com")
    assert len(mail.outbox) == RESET_MAILS


def test_an_account_is_limited_however_its_address_is_typed(ann):
    for email in ("ann@example.com", " ann@example.com", "ann@example.com ", "ann@example.co"):
        reset_mail_allowed(email, [ann])
    assert reset_mail_allowed("ann@example.org", [ann]) == []
    assert Attempt.objects.filter(kind=Attempt.Kind.RESET_FOR_ACCOUNT).count() == RESET_MAILS


def test_the_mail_goes_again_after_an_hour(client, ann):
    for _ in range(RESET_MAILS):
        ask_reset(client, "ann@example.com")
    Attempt.objects.update(at=Attempt.objects.first().at - timedelta(hours=1, seconds=1))
    ask_reset(client, "ann@example.com")
    assert len(mail.outbox) == RESET_MAILS + 1


@pytest.mark.django_db(transaction=True)
def test_two_requests_at_once_cannot_both_take_the_last_mail():
    ann = User.objects.create_user("ann", "ann@example.com", PASSWORD)
    for _ in range(RESET_MAILS - 1):
        reset_mail_allowed("ann@example.com", [ann])
    start, sent = threading.Barrier(4), []

    def ask():
        try:
            start.wait()
            sent.extend(reset_mail_allowed("ann@example.com", [User.objects.get(pk=ann.pk)]))
        finally:
            connection.close()

    threads = [threading.Thread(target=ask) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(sent) == 1
    assert Attempt.objects.filter(kind=Attempt.Kind.RESET_TO_ADDRESS).count() == RESET_MAILS


def test_a_control_character_in_a_user_name_or_address_is_refused_as_every_typed_text_is(client):
    response = client.post(
        reverse("signup"),
        {"username": "ann", "email": "ann@example.com\x07", "password1": PASSWORD, "password2": PASSWORD},
    )
    assert "invisible control character (U+0007)" in response.content.decode()
    assert not User.objects.exists()


def test_an_account_at_its_limit_holds_back_only_its_own_mail(ann):
    """Ann's mails went to her old address; her new one is also Bo's and Cy's: they each get theirs."""
    for _ in range(RESET_MAILS):
        reset_mail_allowed("old@example.com", [ann])
    bo = User.objects.create_user("bo", "ann@example.com", PASSWORD)
    assert reset_mail_allowed("ann@example.com", [ann, bo]) == [bo]


def test_every_account_of_an_address_gets_a_mail_up_to_the_limit(ann):
    others = [User.objects.create_user(name, "ann@example.com", PASSWORD) for name in ("bo", "cy", "di")]
    assert reset_mail_allowed("ann@example.com", [ann, *others]) == [ann, *others[: RESET_MAILS - 1]]
    assert Attempt.objects.filter(kind=Attempt.Kind.RESET_TO_ADDRESS).count() == RESET_MAILS


def test_an_address_is_kept_at_most_as_long_as_the_column(ann):
    long = "a" * 250 + "@example.com"
    reset_mail_allowed(long, [ann])
    assert Attempt.objects.get(kind=Attempt.Kind.RESET_TO_ADDRESS).key == long[:254]


def test_wrong_passwords_and_reset_mails_are_counted_apart(client, ann):
    client.force_login(ann)
    for _ in range(RESET_MAILS):
        change(client, "guess")
    assert reset_mail_allowed("ann@example.com", [ann]) == [ann]
    for _ in range(RESET_MAILS - 1):
        reset_mail_allowed("ann@example.com", [ann])
    assert change(client, PASSWORD).url == reverse("password_change_done")
