"""What the accounts keep of their own: what is counted against a limit for a while (accounts/limits.py)."""

from django.db import models
from django.utils import timezone
from django.utils.translation import gettext_lazy as _


class Attempt(models.Model):
    """One thing counted against a limit: a wrong old password at the password change, a reset mail sent
    to an address or for an account. Kept only as long as its window (accounts/limits.py); in the
    database, so every worker and every app server counts the same."""

    class Kind(models.TextChoices):
        WRONG_PASSWORD = "password", _("wrong old password")
        RESET_TO_ADDRESS = "reset address", _("reset mail to an address")
        RESET_FOR_ACCOUNT = "reset account", _("reset mail for an account")

    kind = models.CharField(_("kind"), max_length=16, choices=Kind.choices)
    key = models.CharField(_("key"), max_length=254, help_text=_("An account's id, or an email address casefolded."))
    at = models.DateTimeField(_("at"), default=timezone.now)

    class Meta:
        indexes = [models.Index(fields=["kind", "key", "at"], name="attempt_kind_key_at")]
        verbose_name = _("attempt")
        verbose_name_plural = _("attempts")

    def __str__(self) -> str:
        return f"{self.kind} {self.key} {self.at:%Y-%m-%d %H:%M}"
