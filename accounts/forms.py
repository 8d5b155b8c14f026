"""Signing up: a user name, an email address for a password reset, and a password twice. Logging in:
Django's form, saying why a sign-in was refused before its password was checked."""

from typing import Any

from django import forms
from django.contrib.auth.forms import AuthenticationForm, UserCreationForm
from django.contrib.auth.models import User
from django.utils.translation import gettext_lazy as _


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
        super().__init__(*args, **kwargs)
        self.fields["username"].widget.attrs.update({"autocapitalize": "none", "autocomplete": "username"})


class LoginForm(AuthenticationForm):
    """Django's login form. When the project's authentication backend refused the sign-in without
    checking the password (too many failed logins), it put its reason on the request as
    `login_refused`: that is said instead of "enter a correct password", which the right one would not help."""

    def get_invalid_login_error(self) -> forms.ValidationError:
        reason = getattr(self.request, "login_refused", "")
        if isinstance(reason, str) and reason:
            return forms.ValidationError(reason, code="refused")
        return super().get_invalid_login_error()
