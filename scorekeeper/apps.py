from functools import partial

from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class ScorekeeperConfig(AppConfig):
    name = "scorekeeper"
    verbose_name = _("Score pad")

    def ready(self) -> None:
        from django.contrib.auth import signals

        from accounts.signals import password_reset

        from . import logins, polls  # need the models, so they are imported once the apps are ready
        from .views import live

        signals.user_login_failed.connect(logins.on_login_failed, dispatch_uid="meld-login-failed")
        signals.user_logged_in.connect(logins.on_logged_in, dispatch_uid="meld-logged-in")
        signals.user_logged_out.connect(logins.on_logged_out, dispatch_uid="meld-logged-out")
        password_reset.connect(logins.on_password_reset, dispatch_uid="meld-password-reset")

        # The live sheet's polls, settled before the session (scorekeeper/polls.py): game_version itself
        # is called on each poll (not a function made once here), so make mutate's mutants of it reach it.
        polls.register("live_sheet", live.EDIT_KIND, partial(live.game_version, "slug"))
        polls.register("view_live", live.VIEW_KIND, partial(live.game_version, "view_slug"))
