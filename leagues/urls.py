"""A league's pages: /l/<slug>/ is its public link; /join/<invite>/ its invite link."""

from django.urls import path

from .views import files, games, leagues, log, members, players

urlpatterns = [
    path("leagues/", leagues.my_leagues, name="leagues"),
    path("leagues/new/", leagues.new_league, name="new_league"),
    path("join/<slug:invite>/", members.join_league, name="league_join"),
    path("l/<slug:slug>/", leagues.standings, name="league"),
    path("l/<slug:slug>/standings.csv", files.standings_file, name="league_csv"),
    path("l/<slug:slug>/games.csv", files.games_file, name="league_games_csv"),
    path("l/<slug:slug>/games/", leagues.games, name="league_games"),
    path("l/<slug:slug>/log/", log.league_log, name="league_log"),
    path("l/<slug:slug>/new/", games.new_game, name="league_new_game"),
    path("l/<slug:slug>/result/", games.record_result, name="league_result"),
    path("l/<slug:slug>/import/", games.import_game, name="league_import"),
    path("l/<slug:slug>/again/<slug:game>/", games.rematch, name="league_rematch"),
    path("l/<slug:slug>/p/<slug:player>/", players.player, name="league_player"),
    path("l/<slug:slug>/p/<slug:player>/versus/", players.versus, name="league_versus"),
    path("l/<slug:slug>/p/<slug:player>/edit/", players.edit_player, name="league_player_edit"),
    path("l/<slug:slug>/p/<slug:player>/me/", players.claim_player, name="league_player_claim"),
    path("l/<slug:slug>/run/", members.run, name="league_run"),
    path("l/<slug:slug>/run/invite/", members.reset_invite, name="league_invite"),
    path("l/<slug:slug>/run/season/", members.new_season, name="league_season"),
    path("l/<slug:slug>/run/season/<int:number>/close/", members.close, name="league_season_close"),
    path("l/<slug:slug>/run/season/<int:number>/open/", members.reopen, name="league_season_open"),
    path("l/<slug:slug>/run/private/", members.privacy, name="league_private"),
    path("l/<slug:slug>/run/members/<int:member>/remove/", members.remove_member, name="league_remove_member"),
    path("l/<slug:slug>/leave/", members.leave_league, name="league_leave"),
]
