"""The password-reset mail, sent by the worker, never inside the request that asks for it.

The reset page answers the same, in the same time, whether or not an account has the address typed (issue
42: a registered address took 46 ms against 20 ms, as the page counted the mail and sent it). The request
looks the address up (one query, whatever it finds) and queues one task either way (`send_reset_mail`, on
Django's tasks framework with the database backend, settings.TASKS; `manage.py ratings_worker` runs the
queue); the worker counts the mail against its limits (accounts/limits.py), writes it in the asker's
language and sends it. The task of an address no account has carries no address: nothing is kept of it.
"""

from collections.abc import Iterator
from typing import Any

from django.contrib.auth.forms import PasswordResetForm
from django.contrib.auth.models import User
from django.tasks import task
from django.utils import translation

from .limits import reset_mail_allowed


class _ResetMail(PasswordResetForm):
    """Django's reset mail, sent at most so often to one address and for one account (accounts/limits.py)."""

    sent = 0

    def get_users(self, email: str) -> Iterator[User]:
        yield from reset_mail_allowed(email, super().get_users(email))

    def send_mail(self, *args: Any, **kwargs: Any) -> None:
        super().send_mail(*args, **kwargs)
        self.sent += 1


@task
def send_reset_mail(email: str, domain: str, use_https: bool, language: str) -> int:
    """Send the reset mail for the accounts of `email` (none for ""), within the limits; how many went."""
    if not email:
        return 0  # the request found no account: it queued this only to take the same time
    with translation.override(language):
        form = _ResetMail({"email": email})
        if not form.is_valid():
            return 0
        form.save(domain_override=domain, use_https=use_https)
    return form.sent


def queue_reset_mail(email: str, request: Any, use_https: bool) -> None:
    """Queue the mail for `email` from the request of the reset page, the same whether or not an account has it."""
    known = User.objects.filter(email__iexact=email, is_active=True).exists()
    send_reset_mail.enqueue(email if known else "", request.get_host(), use_https, translation.get_language())
