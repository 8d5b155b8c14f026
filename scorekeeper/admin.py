"""Games in Django's admin, for staff.

Deals are read-only here: a score is only ever written by the rules engine
(through the score pad or a game file), never typed in by hand.
"""

from django.contrib import admin
from django.http import HttpRequest

from .forms.logins import StaffLoginForm
from .models import Deal, DealChange, Game, HouseRules, Side

# Failed logins lock an account or an address for a while (services/logins.py); the form says so.
admin.site.login_form = StaffLoginForm


class SideInline(admin.TabularInline):
    model = Side
    extra = 0
    fields = ["order", "name", "players", "starting_total"]
    readonly_fields = ["order", "starting_total"]
    can_delete = False


@admin.register(Game)
class GameAdmin(admin.ModelAdmin):
    list_display = ["slug", "variant", "created", "updated", "finished"]
    list_filter = ["variant", "finished"]
    search_fields = ["slug", "sides__name", "notes"]
    # House rules and deals on paper are read-only here: changing them moves the game's standing
    # (the game details page does it).
    readonly_fields = [
        "slug",
        "variant",
        "seating",
        "rules",
        "paper_deals",
        "created",
        "updated",
        "finished",
        "version",
        # Set by whatever the game is played for (a league's rules, its closed season), never by hand.
        "rules_fixed",
        "closed",
    ]
    inlines = [SideInline]


@admin.register(Deal)
class DealAdmin(admin.ModelAdmin):
    list_display = ["game", "number", "created", "version"]
    list_select_related = ["game"]
    search_fields = ["game__slug"]
    # Who entered it and the versions tie phones' writes together: shown, never typed in.
    readonly_fields = [
        "game",
        "number",
        "entries",
        "scores",
        "created",
        "version",
        "entered_version",
        "user",
        "browser",
        "access",
    ]

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False


@admin.register(DealChange)
class DealChangeAdmin(admin.ModelAdmin):
    """A deal's history: read-only, as it happened."""

    list_display = ["game", "number", "kind", "at", "browser", "user"]
    list_filter = ["kind"]
    list_select_related = ["game", "user"]
    search_fields = ["game__slug"]

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: object = None) -> bool:
        return False


@admin.register(HouseRules)
class HouseRulesAdmin(admin.ModelAdmin):
    list_display = ["name", "variant", "created"]
    list_filter = ["variant"]
    search_fields = ["name", "slug"]
    readonly_fields = ["slug", "variant", "overrides", "created"]
