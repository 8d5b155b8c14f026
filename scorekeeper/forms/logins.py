"""The admin's sign-in form, saying so when failed logins have locked it for a while."""

from django import forms
from django.contrib.admin.forms import AdminAuthenticationForm
from django.utils.translation import gettext_lazy as _

from ..logins import client_address
from ..services.logins import WINDOW, throttled


class StaffLoginForm(AdminAuthenticationForm):
    error_messages = {
        **AdminAuthenticationForm.error_messages,
        "throttled": _("Too many failed logins: try again in %(minutes)d minutes."),
    }

    def get_invalid_login_error(self) -> forms.ValidationError:
        username = self.cleaned_data.get("username") or ""
        if throttled(username, client_address(self.request)):
            return forms.ValidationError(
                self.error_messages["throttled"], code="throttled", params={"minutes": WINDOW.seconds // 60}
            )
        return super().get_invalid_login_error()
