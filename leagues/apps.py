from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class LeaguesConfig(AppConfig):
    name = "leagues"
    verbose_name = _("Leagues")

    def ready(self) -> None:
        # The result store listens to the score pad's writes (scorekeeper.services.events).
        # Imported here, once the models are loaded, as Django's signal receivers are.
        from .services import results

        results.listen()
