"""Signing up: a user name, an email address for a password reset, and a password twice. Logging in:
Django's form, saying why a sign-in was refused before its password was checked. The password change
and the reset mail: Django's forms within the limits of accounts/limits.py."""

from typing import Any

from django import forms
from django.contrib.auth.forms import AuthenticationForm, PasswordChangeForm, PasswordResetForm, UserCreationForm
from django.contrib.auth.models import User
from django.utils.translation import gettext_lazy as _
from django.utils.translation import gettext_noop, ngettext_lazy

from typedtext.fields import no_control_character

from .limits import password_change_locked, password_change_locked_message, wrong_old_password
from .mail import queue_reset_mail

# Django's own texts on these pages, kept in the project's catalogue, which comes before Django's: so that the
# Japanese reads as the rest of Meld does (「パスワード（確認用）」「8文字以上にしてください」), not as Django's does.
DJANGO_TEXTS = (
    gettext_noop("Password confirmation"),
    gettext_noop("New password confirmation"),
    gettext_noop("Required. 150 characters or fewer. Letters, digits and @/./+/-/_ only."),
    gettext_noop("A user with that username already exists."),
    gettext_noop("Please enter a correct %(username)s and password. Note that both fields may be case-sensitive."),
    gettext_noop("The password is too similar to the %(verbose_name)s."),
    gettext_noop("Your password can’t be too similar to your other personal information."),
    gettext_noop("This password is too common."),
    gettext_noop("Your password can’t be a commonly used password."),
    gettext_noop("This password is entirely numeric."),
    gettext_noop("Your password can’t be entirely numeric."),
    ngettext_lazy(
        "This password is too short. It must contain at least %d character.",
        "This password is too short. It must contain at least %d characters.",
        8,
    ),
    ngettext_lazy(
        "Your password must contain at least %(min_length)d character.",
        "Your password must contain at least %(min_length)d characters.",
        8,
    ),
)


class SignupForm(UserCreationForm):  # type: ignore[type-arg]  # generic only to django-stubs
    email = forms.EmailField(
        label=_("Email"),
        required=False,
        help_text=_("Only to reset a forgotten password."),
        widget=forms.EmailInput(attrs={"autocomplete": "email"}),
    )

    class Meta(UserCreationForm.Meta):
        model = User
        fields = ("username", "email")

    def __init__(self, *args: Any, **kwargs: Any):
        super().__init__(*args, **kwargs)  # Django's UsernameField: autocapitalize="none", autocomplete="username"
        for name in ("username", "email"):  # Django's own fields, checked as every typed text is (typedtext)
            self.fields[name].validators.append(no_control_character)


class LoginForm(AuthenticationForm):
    """Django's login form. When the project's authentication backend refused the sign-in without
    checking the password (too many failed logins), it put its reason on the request as
    `login_refused`: that is said instead of "enter a correct password", which the right one would not help."""

    def get_invalid_login_error(self) -> forms.ValidationError:
        reason = getattr(self.request, "login_refused", "")
        if isinstance(reason, str) and reason:
            return forms.ValidationError(reason, code="refused")
        return super().get_invalid_login_error()


class LimitedPasswordChangeForm(PasswordChangeForm):
    """Django's password change, whose old password may be wrong only so often (accounts/limits.py)."""

    def clean_old_password(self) -> str:
        if password_change_locked(self.user):
            raise forms.ValidationError(password_change_locked_message(), code="locked")
        try:
            password: str = super().clean_old_password()
        except forms.ValidationError:
            wrong_old_password(self.user)
            if password_change_locked(self.user):  # the wrong password that locks it says so at once
                raise forms.ValidationError(password_change_locked_message(), code="locked") from None
            raise
        return password


class LimitedPasswordResetForm(PasswordResetForm):
    """Django's reset page, whose mail the worker sends (accounts/mail.py), at most so often to one address and
    for one account (accounts/limits.py); the page after it is the same, in the same time, whatever happened."""

    def __init__(self, *args: Any, **kwargs: Any):
        super().__init__(*args, **kwargs)
        self.fields["email"].validators.append(no_control_character)

    def save(self, *args: Any, request: Any = None, use_https: bool = False, **kwargs: Any) -> None:
        queue_reset_mail(self.cleaned_data["email"], request, use_https)
