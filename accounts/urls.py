"""Accounts: sign up, log in and out, change a password, reset a forgotten one (by email)."""

from django.contrib.auth import views as auth
from django.urls import path, reverse_lazy

from . import views
from .forms import LimitedPasswordChangeForm, LimitedPasswordResetForm, LoginForm

urlpatterns = [
    path("signup/", views.signup, name="signup"),
    path(
        "login/",
        auth.LoginView.as_view(redirect_authenticated_user=True, authentication_form=LoginForm),
        name="login",
    ),
    path("logout/", auth.LogoutView.as_view(), name="logout"),
    path("password/", auth.PasswordChangeView.as_view(form_class=LimitedPasswordChangeForm), name="password_change"),
    path("password/done/", auth.PasswordChangeDoneView.as_view(), name="password_change_done"),
    path("reset/", auth.PasswordResetView.as_view(form_class=LimitedPasswordResetForm), name="password_reset"),
    path("reset/sent/", auth.PasswordResetDoneView.as_view(), name="password_reset_done"),
    path(
        "reset/<uidb64>/<token>/",
        views.ResetConfirmView.as_view(success_url=reverse_lazy("password_reset_complete")),
        name="password_reset_confirm",
    ),
    path("reset/done/", auth.PasswordResetCompleteView.as_view(), name="password_reset_complete"),
]
