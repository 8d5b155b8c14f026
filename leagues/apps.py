from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class LeaguesConfig(AppConfig):
    name = "leagues"
    verbose_name = _("Leagues")

    def ready(self) -> None:
        # The result store listens to the score pad's writes (scorekeeper.services.events).
        # Imported here, once the models are loaded, as Django's signal receivers are.
        from scorekeeper.services import access

        from .services import results
        from .services.leagues import owns_league_game

        results.listen()
        if owns_league_game not in access.grants:
            access.grants.append(owns_league_game)
