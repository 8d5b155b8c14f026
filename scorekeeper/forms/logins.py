"""The admin's sign-in form, saying so when failed logins have locked it for a while."""

from django import forms
from django.contrib.admin.forms import AdminAuthenticationForm

from ..logins import client_address
from ..services.logins import refusal


class StaffLoginForm(AdminAuthenticationForm):
    def get_invalid_login_error(self) -> forms.ValidationError:
        """Asked after the failure is counted, so the failure that locks the account says so at once."""
        username = self.cleaned_data.get("username") or ""
        if refused := refusal(username, client_address(self.request)):
            return forms.ValidationError(refused, code="throttled")
        return super().get_invalid_login_error()
