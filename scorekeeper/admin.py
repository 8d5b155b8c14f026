"""Games in Django's admin, for staff.

Tallies are read-only here: a score is only ever written by the rules engine
(through the score pad or a game file), never typed in by hand.
"""

from django.contrib import admin

from .models import Deal, Game, HouseRules, Side, Tally


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
    # House rules are read-only here: changing them rescores every deal (the game details page does it).
    readonly_fields = ["slug", "variant", "rules", "created", "updated", "finished"]
    inlines = [SideInline]


class TallyInline(admin.TabularInline):
    model = Tally
    extra = 0
    fields = ["side", "entries", "score"]
    readonly_fields = fields
    can_delete = False

    def has_add_permission(self, request, obj=None) -> bool:
        return False


@admin.register(Deal)
class DealAdmin(admin.ModelAdmin):
    list_display = ["game", "number", "created"]
    list_select_related = ["game"]
    search_fields = ["game__slug"]
    readonly_fields = ["game", "number", "created"]
    inlines = [TallyInline]

    def has_add_permission(self, request) -> bool:
        return False


@admin.register(HouseRules)
class HouseRulesAdmin(admin.ModelAdmin):
    list_display = ["name", "variant", "created"]
    list_filter = ["variant"]
    search_fields = ["name", "slug"]
    readonly_fields = ["slug", "variant", "overrides", "created"]
