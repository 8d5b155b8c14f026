"""The admin's sign-in form, saying so when failed logins have locked it for a while."""

from django import forms
from django.contrib.admin.forms import AdminAuthenticationForm

from ..logins import client_address
from ..services.logins import throttled, throttled_message


class StaffLoginForm(AdminAuthenticationForm):
    def get_invalid_login_error(self) -> forms.ValidationError:
        """Asked after the failure is counted, so the failure that locks the account says so at once."""
        username = self.cleaned_data.get("username") or ""
        if throttled(username, client_address(self.request)):
            return forms.ValidationError(throttled_message(), code="throttled")
        return super().get_invalid_login_error()
