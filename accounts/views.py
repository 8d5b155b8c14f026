"""Signing up; logging in and out and the passwords are Django's own views (accounts/urls.py)."""

from typing import Any

from django.conf import settings
from django.contrib.auth import login
from django.contrib.auth import views as auth
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render, resolve_url
from django.utils.http import url_has_allowed_host_and_scheme
from django.views.decorators.http import require_http_methods

from .forms import SignupForm
from .signals import password_reset


def next_url(request: HttpRequest) -> str:
    """Where to go after signing up: the page that asked (only on this site), else the leagues."""
    wanted = request.POST.get("next") or request.GET.get("next") or ""
    safe = url_has_allowed_host_and_scheme(wanted, {request.get_host()}, request.is_secure())
    return wanted if wanted and safe else resolve_url("leagues")


@require_http_methods(["GET", "HEAD", "POST"])
def signup(request: HttpRequest) -> HttpResponse:
    if request.user.is_authenticated:
        return redirect(next_url(request))
    form = SignupForm(request.POST if request.method == "POST" else None)
    if request.method == "POST" and form.is_valid():
        user = form.save()
        login(request, user, backend=settings.AUTHENTICATION_BACKENDS[0])
        return redirect(next_url(request))
    return render(request, "registration/signup.html", {"form": form, "next": next_url(request)})


class ResetConfirmView(auth.PasswordResetConfirmView):
    """Django's new password from a reset mail; once set, the failed logins of the account's name are
    forgotten (accounts/signals.py), so a member locked out by guesses on a club's Wi-Fi is in again."""

    def form_valid(self, form: Any) -> HttpResponse:
        response = super().form_valid(form)
        password_reset.send(sender=type(self), user=form.user)
        return response
