"""Signing up: a user name, an email address for a password reset, and a password twice."""

from typing import Any

from django import forms
from django.contrib.auth.forms import UserCreationForm
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
