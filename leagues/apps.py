from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class LeaguesConfig(AppConfig):
    name = "leagues"
    verbose_name = _("Leagues")

    def ready(self) -> None:
        # The result store listens to the score pad's writes (scorekeeper.services.events).
        # Imported here, once the models are loaded, as Django's signal receivers are.
        from scorekeeper import polls
        from scorekeeper.services import access
        from scorekeeper.views import forwards

        from .services import results
        from .services.board import night_version
        from .services.leagues import owns_league_game
        from .views.board import BOARD_KIND, PROJECTOR_KIND
        from .views.movement import follow_table

        results.listen()
        if owns_league_game not in access.grants:
            access.grants.append(owns_league_game)
        # A club night's table phone moves on to its table's next game (leagues/services/movement.py).
        if follow_table not in forwards.forwards:
            forwards.forwards.append(follow_table)
        # A club night's screens join the score pad's early polls (scorekeeper/polls.py): those of a public
        # league's night are settled before the session; the board, which offers organisers their controls,
        # is personal: its ETag names the account the session's cookie is signed in to.
        night = ("slug", "night")
        polls.register("night_projector_live", PROJECTOR_KIND, night_version, args=night)
        polls.register("night_board_live", BOARD_KIND, night_version, args=night, personal=True)
