"""Leagues in Django's admin, for staff. Results are read-only: only the result store writes them."""

from django.contrib import admin
from django.http import HttpRequest

from .models import League, LeagueGame, Membership, Player, Result, Season


class MembershipInline(admin.TabularInline):
    model = Membership
    extra = 0
    raw_id_fields = ["user"]


class SeasonInline(admin.TabularInline):
    model = Season
    extra = 0
    # Closing a season closes its games too: only *Run the league* does it.
    readonly_fields = ["number", "started", "closed"]
    can_delete = False


@admin.register(League)
class LeagueAdmin(admin.ModelAdmin):
    list_display = ["name", "variant", "owner", "created"]
    list_filter = ["variant"]
    search_fields = ["name", "slug"]
    raw_id_fields = ["owner"]
    # The game and its house rules are fixed once the league has begun: every result depends on them.
    readonly_fields = ["slug", "variant", "rules", "finishes", "created"]
    inlines = [SeasonInline, MembershipInline]


@admin.register(Player)
class PlayerAdmin(admin.ModelAdmin):
    list_display = ["name", "league", "user"]
    list_select_related = ["league", "user"]
    search_fields = ["name", "league__name"]
    raw_id_fields = ["user"]
    readonly_fields = ["league", "slug", "key", "created"]


@admin.register(LeagueGame)
class LeagueGameAdmin(admin.ModelAdmin):
    list_display = ["league", "game", "season", "sequence", "finished"]
    list_select_related = ["league", "game", "season"]
    readonly_fields = ["league", "game", "season", "sequence", "finished"]

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False


@admin.register(Result)
class ResultAdmin(admin.ModelAdmin):
    list_display = ["league", "player", "sequence", "outcome", "points", "place"]
    list_select_related = ["league", "player"]
    list_filter = ["outcome"]

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: object = None) -> bool:
        return False

    def has_delete_permission(self, request: HttpRequest, obj: object = None) -> bool:
        return False
