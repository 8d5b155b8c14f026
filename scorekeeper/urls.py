from django.conf.urls.i18n import i18n_patterns
from django.contrib import admin
from django.urls import include, path

from .views import deals, files, games, glossary, live, manifest, offline, removal, rulebook, sharing, table

# The pages: English at /, Japanese under /ja/.
urlpatterns = i18n_patterns(
    path("", games.home, name="home"),
    path("new/", games.new_game, name="new_game"),
    path("import/", files.import_file, name="import_game"),
    path("g/<slug:slug>/", live.sheet, name="sheet"),
    path("g/<slug:slug>/live/", live.live_sheet, name="live_sheet"),
    path("g/<slug:slug>/share/", sharing.renew, name="renew_link"),
    path("g/<slug:slug>/qr.svg", sharing.edit_qr, name="edit_qr"),
    path("v/<slug:slug>/qr.svg", sharing.view_qr, name="view_qr"),
    path("v/<slug:slug>/", live.view_sheet, name="view_sheet"),
    path("v/<slug:slug>/live/", live.view_live, name="view_live"),
    path("v/<slug:slug>/rules/", live.view_rules, name="view_rules"),
    path("g/<slug:slug>/table/", table.table_view, name="table_view"),
    path("g/<slug:slug>/deals/", deals.deals_page, name="deals_page"),
    path("g/<slug:slug>/details/", games.game_details, name="game_details"),
    path("g/<slug:slug>/delete/", games.delete, name="delete_game"),
    path("g/<slug:slug>/again/", games.play_again, name="rematch"),
    path("g/<slug:slug>/deal/", deals.new_deal, name="new_deal"),
    path("g/<slug:slug>/deal/preview/", deals.preview, name="preview_deal"),
    path("g/<slug:slug>/deal/<int:number>/", deals.edit_deal, name="edit_deal"),
    path("g/<slug:slug>/deal/<int:number>/delete/", removal.delete, name="delete_deal"),
    path("g/<slug:slug>/undo/", removal.undo, name="undo_delete"),
    path("glossary/", glossary.glossary, name="glossary"),
    path("offline/", offline.offline, name="offline"),
    path("manifest.webmanifest", manifest.manifest, name="manifest"),
    path("g/<slug:slug>/rules/", rulebook.game_rules_page, name="game_rules"),
    path("", include("rules.book.urls")),
    path("", include("leagues.urls")),
    path("accounts/", include("accounts.urls")),
    prefix_default_language=False,
)

# One address whatever the language: the game file (the same JSON in both),
# the language switch's POST view, and the admin.
urlpatterns += [
    path("g/<slug:slug>/game.json", files.export, name="export_game"),
    path("i18n/", include("django.conf.urls.i18n")),
    # The service worker: at the root, so its scope is every page.
    path("sw.js", offline.service_worker, name="service_worker"),
    path("admin/", admin.site.urls),
]

# A database that is down or hangs answers 503 with our page; other errors 500 (templates/500.html).
handler500 = "scorekeeper.views.errors.server_error"
