"""Every /ja/ page the app can show, for the review's checks (tests/i18n/japanese_checks.py): the pages
`japanese_site` reads, and besides them every preset's start page at every table, the deal forms' preview
fragments and refused forms, each family's finished sheet, deals page, table view, read-only view, a
corrected deal's history, the accounts pages, the league pages a member or the owner opens, and the
error pages."""

import datetime
from dataclasses import replace
from typing import Any

from django.contrib.auth.models import AbstractUser
from django.template.loader import render_to_string
from django.test import Client
from django.utils.translation import override

from leagues.models import League, Player
from leagues.services.nights import open_night, start_round
from rules.catalog import FAMILIES, FAMILY_OF, VARIANTS
from rules.core import house
from rules.core.rules import Rules
from scorekeeper.models import Game
from scorekeeper.services.deals import Opened, add_deal, change_deal
from scorekeeper.services.games import create_game
from scorekeeper.services.history import Author
from tests.conftest import form_data
from tests.families import expected
from tests.i18n.japanese_site import Page, ja, japanese_pages, sides_of

ERROR_PAGES = ("400.html", "403.html", "403_csrf.html", "404.html", "405.html", "500.html", "503.html")


def finished_game(slug: str) -> Game:
    """A game of this preset played to its end: its family's deal again and again, from totals just
    short of the target."""
    variant = VARIANTS[slug]
    rules = variant.default
    family = FAMILY_OF[slug]
    target = getattr(rules, "target", None)
    sides = [replace(side, starting_total=target - 1 if target else 0) for side in sides_of(variant)]
    game = create_game(slug, sides)
    for _deal in range(50):
        add_deal(game, expected(family).a_deal(rules))
        game.refresh_from_db()
        if game.finished:
            return game
    raise AssertionError(f"{slug}: the game never ended")


def changed(value: Any) -> Any:
    """Another value of a house rule, in its JSON form: a number one more, a switch turned, each number
    of a list or a table one more."""
    if isinstance(value, bool):
        return not value
    if isinstance(value, int):
        return value + 1
    if isinstance(value, list):
        return [changed(item) for item in value]
    if isinstance(value, dict):
        return {key: changed(item) for key, item in value.items()}
    return value


def every_house_rule_changed(preset: Rules) -> dict[str, Any]:
    """Every house rule of a preset changed at once, but those the preset's rules refuse so changed."""
    overrides: dict[str, Any] = {}
    for setting in house.settings_for(preset):
        value = changed(setting.read(preset))
        try:
            house.apply(preset, {**overrides, setting.key: value})
        except house.HouseRulesError:
            continue
        overrides[setting.key] = value
    return overrides


def every_japanese_page(client: Client, django_user_model: type[AbstractUser]) -> dict[str, Page]:
    pages = japanese_pages(client, django_user_model)

    def get(url: str, family=None, status: int = 200) -> None:
        response = client.get(url)
        assert response.status_code == status, url
        pages[url] = Page(response.content.decode(), family)

    def post(url: str, data: dict, family=None, status: int = 200) -> None:
        response = client.post(url, data, headers={"HX-Request": "true"})
        assert response.status_code == status, url
        pages[f"POST {url} {sorted(data)}"] = Page(response.content.decode(), family)

    for variant in VARIANTS.values():
        for table in variant.tables:
            get(f"{ja('new_game')}?variant={variant.slug}&seating={table.seating.key}")
    for family in FAMILIES:
        for variant in family.presets:
            game = create_game(variant.slug, sides_of(variant))
            deal = expected(family).a_deal(variant.default)
            post(ja("preview_deal", game.slug), form_data(*deal), family)
            everyone_out = [{**tally, "went_out": True} for tally in deal]
            post(ja("preview_deal", game.slug), form_data(*everyone_out), family)
            post(ja("new_deal", game.slug), form_data(*everyone_out), family)
            add_deal(game, deal)
            game.refresh_from_db()
            change_deal(game, Opened.of(game, game.deals.get()), deal, Author(browser="b"))
            client.get(game.get_absolute_url())  # on the home page
            alone = Client()  # a phone that opened only this game: its home page lists this family's game
            alone.get(game.get_absolute_url())
            pages[f"{ja('home')} ({variant.slug})"] = Page(alone.get(ja("home")).content.decode(), family)
            for name in ("edit_deal", "delete_deal"):
                get(ja(name, game.slug, 1), family)
            for name in ("deals_page", "table_view", "game_details", "delete_game"):
                get(ja(name, game.slug), family)
            for name in ("view_sheet", "view_rules"):
                get(ja(name, game.view_slug), family)
        preset = family.presets[0]
        ruled = create_game(preset.slug, sides_of(preset), rules=every_house_rule_changed(preset.default))
        for name in ("sheet", "game_rules", "game_details"):  # the house-rule lines, the game's rule page
            get(ja(name, ruled.slug), family)
        done = finished_game(family.presets[0].slug)
        client.get(done.get_absolute_url())
        for name in ("sheet", "deals_page", "table_view", "game_details"):
            get(ja(name, done.slug), family)
    get(ja("home"))
    get("/ja/no-such-page/", status=404)
    for name in ("login", "signup", "password_reset", "password_reset_done", "password_reset_complete"):
        get(ja(name))
    post(ja("signup"), {"username": "", "password1": "a", "password2": "b"})
    post(ja("login"), {"username": "nobody", "password": "wrong"})
    owner = django_user_model.objects.get(username="olive")
    client.force_login(owner)
    league = League.objects.get(owner=owner)
    player = Player.objects.get(league=league, name="olive")
    for name in ("password_change", "password_change_done"):
        get(ja(name))
    get(ja("league_import", league.slug))
    get(ja("league_season", league.slug))
    get(ja("league_join", league.invite))
    other = Player.objects.get(league=league, name="mae")
    get(f"{ja('league_versus', league.slug, player.slug)}?with={other.slug}")
    get(ja("league_player_edit", league.slug, player.slug))
    # A club night of four at one table, its first round timed and started: its pages as the owner sees them.
    seating = next(table.seating.key for table in VARIANTS[league.variant].tables if table.seating.players == 4)
    night = open_night(league, datetime.date(2026, 11, 27), [player, other], ["Ken", "Rin"], 2, seating, 40, seed=1)
    table_game = start_round(night).tables.get().league_game.game
    get(ja("night_new", league.slug))
    for name in ("night", "night_board", "night_projector", "night_results"):
        get(ja(name, league.slug, night.slug))
    get(ja("night_cards", league.slug, night.slug, 1))
    get(ja("sheet", table_game.slug))  # the table's sheet, with the round's clock
    client.logout()
    with override("ja"):
        for template in ERROR_PAGES:
            pages[template] = Page(render_to_string(template, {"no_cookie": True}), None)
    return pages
